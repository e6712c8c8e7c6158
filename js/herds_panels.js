// The herds drawing module, part 4: the panels around the board: the status line, the turn box (the
// player's mark, the dice, the prompt, the terrains to pick first), the players' panel (points if the
// game ended now, tiles left per terrain), the legend, the final table, the chooser's options (a
// terrain drawn with its pattern and letter, never its colour alone), the log's marks.
// `pickTerrain(terrain, one, lit, element)` is herds_board.js's.

function herdsPanels(sh, H, pickTerrain) {
  const { T, model } = sh;
  let turnParts = null;          // the prompt and terrain buttons of the turn box drawn last

  function terrainButton(parent, terrain, opts) {
    const t = T();
    const i = TERRAIN_NAMES.indexOf(terrain);
    const b = html("button", {
      type: "button", class: "gnb-btn gnb-h-tbtn" + (opts.lit ? " gnb-lit" : " gnb-unlit"),
      "data-terrain": terrain, "data-mode": opts.one ? "one" : "dice",
    }, parent);
    swatchSVG(b, H.uid, terrain, H.letterOf(i), 18);
    html("span", { class: "gnb-h-tword" }, b, H.terrainWord(terrain));
    if (opts.left !== undefined) html("span", { class: "gnb-h-tleft", title: t.tiles_left }, b, String(opts.left));
    if (opts.how && opts.how !== "match") html("span", { class: "gnb-h-how", title: t[`how_${opts.how}_title`] }, b, t[`how_${opts.how}`]);
    if (opts.title) b.title = opts.title;
    return b;
  }

  function drawDice(parent, view) {
    const t = T();
    const box = html("div", { class: "gnb-turn-hand gnb-h-dice", title: t.dice }, parent);
    html("span", { class: "gnb-caption" }, box, t.dice);
    view.dice.forEach((die) => {
      const face = die.face;
      const die_ = html("span", { class: "gnb-h-die" + (die.used ? " gnb-h-die-used" : ""), "data-face": face }, box);
      dieSVG(die_, H.uid, face, H.letterOf(TERRAIN_NAMES.indexOf(face)));
      html("span", { class: "gnb-h-die-word" }, die_, die.used ? `${H.faceWord(face)} ✓` : H.faceWord(face));
      die_.title = die.used ? fmt(t.die_used, { face: H.faceWord(face) }) : H.faceWord(face);
    });
  }

  function promptText(view) {
    const t = T();
    const p = view.players[view.actor];
    if (H.armed) return fmt(H.armed.one ? t.prompt_armed_one : t.prompt_armed, { terrain: H.terrainWord(H.armed.terrain) });
    if (view.tile === 2) {
      const other = view.dice.find((d) => !d.used);
      return fmt(t.prompt_second, { face: other ? H.faceWord(other.face) : "" });
    }
    if (p.total_left === 1) return t.prompt_last_tile;
    return t.prompt_first;
  }

  function turn(view, box) {
    const t = T();
    const p = view.players[view.actor];
    const prompt = html("div", { class: "gnb-prompt" }, box, promptText(view));
    const row = html("div", { class: "gnb-actions gnb-h-palette" }, box);
    const buttons = [];
    const group = (label, one, litList, extra) => {
      const g = html("div", { class: "gnb-h-group" + (one ? " gnb-h-group-one" : "") }, row);
      html("span", { class: "gnb-h-group-label" }, g, label);
      for (const terrain of TERRAIN_NAMES) {
        const lit = litList.includes(terrain);
        const b = terrainButton(g, terrain, Object.assign({ lit, one }, extra(terrain, lit)));
        b.addEventListener("click", (ev) => { ev.stopPropagation(); pickTerrain(terrain, one, lit, b); });
        buttons.push(b);
      }
    };
    group(view.tile === 2 ? t.with_other_die : t.with_dice, false, H.diceTerrains(view), (terrain, lit) => ({
      left: p.tiles_left[terrain], how: lit ? (view.how || {})[terrain] : null,
      title: lit ? fmt(t.arm_title, { terrain: H.terrainWord(terrain) }) : t.why_title,
    }));
    if (view.tile !== 2) {
      group(t.one_instead, true, H.oneTerrains(view), (terrain, lit) => ({
        title: lit ? fmt(t.arm_one_title, { terrain: H.terrainWord(terrain) }) : t.why_title,
      }));
    }
    html("span", { class: "gnb-legend" }, row, t.lit_legend);
    turnParts = { prompt, buttons, view };
    armedChanged();
    // redrawn while a terrain is picked: keep the keyboard on it (Escape drops the pick)
    const picked = buttons.find((b) => b.classList.contains("gnb-picked"));
    const lost = !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
    if (picked && lost) picked.focus({ preventScroll: true });
  }

  // the picked terrain changed: the prompt and the buttons say so (no other redraw needed)
  function armedChanged() {
    if (!turnParts || !turnParts.prompt.isConnected) return;
    turnParts.prompt.textContent = promptText(turnParts.view);
    for (const b of turnParts.buttons) {
      const picked = !!H.armed && H.armed.terrain === b.dataset.terrain && H.armed.one === (b.dataset.mode === "one");
      setClass(b, "gnb-picked", picked);
      b.setAttribute("aria-pressed", picked ? "true" : "false");
    }
  }

  function players(view, box) {
    const t = T();
    const seats = model.get("seats") || [];
    html("div", { class: "gnb-caption" }, box, view.over ? t.players_final : t.players_now);
    const list = html("div", { class: "gnb-plist" }, box);
    view.players.forEach((p, i) => {
      const row = html("div", { class: "gnb-prow gnb-h-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
      H.mark(row, p, 18);
      const who = html("div", { class: "gnb-pwho" }, row);
      html("div", { class: "gnb-pname" }, who, p.name);
      const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
      html("div", { class: "gnb-psub" }, who, `${H.speciesWord(p.species)} · ${kind}`);
      html("div", { class: "gnb-ppts", title: view.over ? t.points_final : t.points_now }, row, String(p.points));
      const left = html("div", { class: "gnb-h-left", title: t.tiles_left }, row);
      html("span", { class: "gnb-h-left-label" }, left, fmtN(t, "tiles_left_n", p.total_left));
      TERRAIN_NAMES.forEach((terrain, k) => {
        const n = p.tiles_left[terrain];
        const chip = html("span", { class: "gnb-h-leftchip" + (n ? "" : " gnb-h-none"), title: `${H.terrainWord(terrain)}: ${n}` }, left);
        swatchSVG(chip, H.uid, terrain, H.letterOf(k), 18);
        html("span", null, chip, String(n));
      });
    });
  }

  function legend(box, view) {
    const t = T();
    box.classList.add("gnb-h-legend");
    TERRAIN_NAMES.forEach((terrain, i) => {
      const it = html("span", { class: "gnb-leg" }, box);
      swatchSVG(it, H.uid, terrain, H.letterOf(i), 18);
      html("span", null, it, H.terrainWord(terrain));
    });
    view.players.forEach((p) => {
      const it = html("span", { class: "gnb-leg" }, box);
      H.mark(it, p, 18);
      html("span", null, it, H.speciesWord(p.species));
    });
    const item = (cls, word, letter) => {
      const it = html("span", { class: "gnb-leg" }, box);
      html("span", { class: `gnb-h-legbox ${cls}` }, it, letter || "");
      html("span", null, it, word);
    };
    item("gnb-h-leg-volcano", t.volcano, "V");
    item("gnb-h-leg-tar", t.tar_pit, "T");
    item("gnb-h-leg-river", t.river);
    if (H.data().two_player) item("gnb-h-leg-out", t.out_of_play);
    item("gnb-h-leg-lit", t.lit_legend);
    item("gnb-h-leg-last", t.last_legend);
    item("gnb-h-leg-cut", t.cut_legend);
    item("gnb-h-leg-area", t.area_legend);
    item("gnb-h-leg-herd", t.herd_legend);
  }

  // a chooser's option: the terrain's swatch and word, with what the tile spends; a heading above
  // the first option of each kind (from the dice, or the one-tile turn)
  function drawOption(btn, json, label, view) {
    const t = T();
    if (!view || !view.players || (json.type !== "place" && json.type !== "place_one")) return false;
    const one = json.type === "place_one";
    const mode = one ? "one" : "dice";
    const prev = btn.previousElementSibling;
    if (!prev || prev.dataset.mode !== mode) {
      const head = html("div", { class: "gnb-chooser-sub", "data-mode": mode }, null, one ? t.one_instead_ends : (view.tile === 2 ? t.with_other_die : t.with_dice));
      btn.parentNode.insertBefore(head, btn);
    }
    btn.classList.add("gnb-h-tbtn", "gnb-lit");
    btn.dataset.terrain = json.terrain;
    btn.dataset.mode = mode;
    const p = view.players[view.actor];
    const i = TERRAIN_NAMES.indexOf(json.terrain);
    swatchSVG(btn, H.uid, json.terrain, H.letterOf(i), 18);
    html("span", { class: "gnb-h-tword" }, btn, H.terrainWord(json.terrain));
    if (!one && p) html("span", { class: "gnb-h-tleft", title: t.tiles_left }, btn, String(p.tiles_left[json.terrain]));
    const how = !one && (view.how || {})[json.terrain];
    if (how && how !== "match") html("span", { class: "gnb-h-how", title: t[`how_${how}_title`] }, btn, t[`how_${how}`]);
    btn.title = label;
    return true;
  }

  return {
    status(view, box) {
      const t = T();
      const tiles = view.cells.filter((c) => c > 0).length;
      const vacant = view.cells.filter((c) => c === 0).length;
      html("span", { class: "gnb-round" }, box, view.over ? t.status_over : fmt(t.status_turn, { turn: view.rolls }));
      html("span", { class: "gnb-h-count" }, box, fmt(t.status_tiles, { tiles, vacant }));
      if (view.cut_off.length) html("span", { class: "gnb-h-count gnb-h-count-cut" }, box, fmt(t.status_cut, { n: view.cut_off.length }));
    },
    who(view, seat, box) {
      const t = T();
      const p = view.players[seat];
      if (!p) return;
      H.mark(box, p, 24).classList.add("gnb-h-whomark");
      const sub = view.tile ? `${H.speciesWord(p.species)} · ${fmt(t.tile_n_of_2, { n: view.tile })}` : H.speciesWord(p.species);
      html("div", { class: "gnb-psub gnb-h-whosub" }, box, sub);
      if (view.dice.length && box.parentNode) drawDice(box.parentNode, view);
    },
    turn,
    armedChanged,
    players,
    legend,
    over(view, box) {
      const t = T();
      const left = box.previousElementSibling;        // the shell's "The game is over" and the winners
      const at = left && left.classList.contains("gnb-turn-main") ? left : box;
      if (view.end_words) html("div", { class: "gnb-over-note gnb-h-end" }, at, fmt(t.end_reason, { reason: view.end_words }));
      scoreTable(box, T, view.scores, (c) => t[`cat_${c}`] || c, (th, row) => {
        const p = view.players[row.key];
        if (p) H.mark(th, p, 12);
      });
    },
    seatIcon(li, seat, kind, view) {
      const p = (view.players || [])[seat];
      if (!p) return false;
      H.mark(li, p, 11);
      return true;
    },
    logDot: (kind) => (kind === "end" ? "★" : "·"),
    drawOption,
    chooserTitle(key) { return fmt(T().chooser_title, { square: H.squareName(Number(key.slice(3))) }); },
    chooserHint() { return T().chooser_hint; },
  };
}
