// The book drawing module, part 2: words, what a cell holds, and the panels around the field (status,
// the turn box with the selected piece's abilities, the players with their graves, the legend).

function bookContext(sh) {
  const { T, model } = sh;
  const B = {};
  B.data = () => model.get("board_data") || {};
  B.kindWord = (kind) => T()[`kind.${kind}`] || kind;
  B.code = (kind) => (B.data().codes || {})[kind] || kind.slice(0, 2);
  B.colourOf = (seat) => (B.data().colours || [])[seat];
  B.shapeOf = (seat) => (B.data().shapes || [])[seat] || "circle";
  B.label = (h) => { const f = (B.data().field || []).find((x) => x[0] === h); return f ? f[1] : String(h); };
  B.cellAt = (view, h) => (view.cells || []).find((c) => c.h === h) || null;
  // the piece on top of a cell, as the drawing wants it (null: a bare landmark, or nothing)
  B.pieceInfo = (c) => {
    if (!c || !c.p || !c.p.length) return null;
    const top = c.p[c.p.length - 1];
    const mounted = c.p.length > 1 && c.p[0][1] === "horse" && c.r !== "avenger" && c.r !== "mob";
    return { seat: top[0], colour: B.colourOf(top[0]), shape: B.shapeOf(top[0]),
             code: B.code(c.r || top[1]), rank: c.r || top[1], mounted, protected: !!c.x };
  };
  // a cell in words (its tooltip)
  B.describe = (view, c, h) => {
    const t = T();
    const hex = B.label(h);
    if (!c) return fmt(t.empty_hex, { hex });
    const parts = [hex];
    if (c.d) {
      const info = B.pieceInfo(c);
      if (c.k && info) parts.push(fmt(t.face_down_known, { what: fmt(t.owner_piece, { name: sh.nameOf(info.seat), kind: B.kindWord(info.rank) }) }));
      else if (c.k && c.l) parts.push(fmt(t.face_down_known, { what: B.kindWord(c.l) }));
      else parts.push(t.face_down);
      if (c.e && c.e.length) parts.push(fmt(t.peeked_by, { names: c.e.map(sh.nameOf).join(", ") }));
      return parts.join(" · ");
    }
    const info = B.pieceInfo(c);
    if (info) {
      let piece = fmt(t.owner_piece, { name: sh.nameOf(info.seat), kind: B.kindWord(info.rank) });
      if (info.mounted) piece = fmt(t.stack, { rider: piece });
      parts.push(c.l ? fmt(t.on_landmark, { piece, landmark: B.kindWord(c.l) }) : piece);
      if (info.protected) parts.push(t.protected);
    } else if (c.l) parts.push(B.kindWord(c.l));
    return parts.join(" · ");
  };
  B.seatIcon = (parent, seat, size) => {
    const s = svg("svg", { width: size + 4, height: size + 4, viewBox: `${-(size + 4) / 2} ${-(size + 4) / 2} ${size + 4} ${size + 4}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
    bookShape(s, B.shapeOf(seat), size / 2, { fill: BOOK_FILL[B.colourOf(seat)] || "#888", stroke: "#1d1d1d", "stroke-width": 1.2 });
    return s;
  };
  return B;
}

function bookPanels(sh, B, S) {
  const { T } = sh;

  function abilityButtons(view, box) {
    const t = T();
    const keys = sh.legal.keys().filter((k) => k.startsWith(`ab:${S.sel}:`));
    const crucify = sh.legal.keys().some((k) => k.startsWith(`cr:${S.sel}:`));
    if (!keys.length && !crucify) return;
    const row = html("div", { class: "gnb-actions gnb-abilities" }, box);
    html("span", { class: "gnb-caption" }, row, t.abilities);
    for (const key of keys) {
      const name = key.split(":")[2];
      const b = html("button", { type: "button", class: "gnb-btn gnb-lit", "data-key": key, title: sh.legal.label(key) }, row, t[`ability.${name}`] || name);
      b.addEventListener("click", () => sh.click(key, b));
    }
    if (crucify) {
      const b = html("button", { type: "button", class: "gnb-btn gnb-lit" + (S.crucify ? " gnb-picked" : ""), "data-key": "crucify" }, row, t["ability.crucify"]);
      b.addEventListener("click", () => { S.crucify = !S.crucify; sh.redraw(); });
    }
  }

  return {
    status(view, box) {
      const t = T();
      if (view.phase === "thrones" || view.over) return;
      html("span", { class: "gnb-round" }, box, fmt(t.status_turn, { ply: view.ply, face_down: view.face_down }));
      html("span", { class: "gnb-cap" }, box, fmt(t.status_cap, { cap: view.cap }));
    },
    who(view, seat, box) { B.seatIcon(box, seat, 26); },
    turn(view, box) {
      const t = T();
      let prompt = t.prompt_turn;
      if (view.phase === "thrones") prompt = t.prompt_thrones;
      else if (view.phase === "peek") prompt = fmt(t.prompt_peek, { left: (view.peek || {}).left });
      else if (view.opening) prompt = t.prompt_first;
      else if (S.sel !== null && S.crucify) prompt = t.prompt_crucify;
      else if (S.sel !== null) {
        const info = B.pieceInfo(B.cellAt(view, S.sel));
        const abilities = sh.legal.keys().some((k) => k.startsWith(`ab:${S.sel}:`) || k.startsWith(`cr:${S.sel}:`));
        prompt = fmt(abilities ? t.prompt_selected : t.prompt_selected_plain, { kind: info ? B.kindWord(info.rank) : "", hex: B.label(S.sel) });
      }
      html("div", { class: "gnb-prompt" }, box, prompt);
      if (S.sel !== null) {
        abilityButtons(view, box);
        const row = html("div", { class: "gnb-actions" }, box);
        const cancel = html("button", { type: "button", class: "gnb-btn", "data-key": "cancel" }, row, t.cancel);
        cancel.addEventListener("click", () => { S.sel = null; S.crucify = false; sh.redraw(); });
      }
      html("span", { class: "gnb-legend" }, html("div", { class: "gnb-actions" }, box), t.hand_hint);
    },
    players(view, box) {
      const t = T();
      html("div", { class: "gnb-caption" }, box, t.players);
      const list = html("div", { class: "gnb-plist" }, box);
      for (const p of view.players) {
        const row = html("div", { class: "gnb-prow gnb-book-prow" + (p.seat === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": p.seat }, list);
        B.seatIcon(row, p.seat, 24);
        const who = html("div", { class: "gnb-pwho" }, row);
        html("div", { class: "gnb-pname" }, who, `${p.name} · ${t[`colour.${p.colour}`] || p.colour}`);
        const sub = [fmt(t.men_up, { n: p.men_up })];
        if (p.passive_prophecy) sub.push(fmt(t.passive, { kind: B.kindWord("prophet"), what: t["ability.prophecy"] }));
        if (p.passive_purge) sub.push(fmt(t.passive, { kind: B.kindWord("priest"), what: t["ability.purge"] }));
        html("div", { class: "gnb-psub" }, who, sub.join(" · "));
        html("div", { class: "gnb-ppts", title: t.points }, row, String(p.points));
        const grave = html("div", { class: "gnb-grave" }, row);
        html("span", { class: "gnb-caption" }, grave, t.grave);
        if (!p.grave.length) html("span", { class: "gnb-none" }, grave, t.grave_empty);
        for (const [owner, kind, n] of p.grave) {
          const chip = html("span", { class: "gnb-grave-chip" + (owner === p.seat ? " gnb-own" : ""), title: fmt(t.owner_piece, { name: owner === null ? "" : sh.nameOf(owner), kind: B.kindWord(kind) }) }, grave);
          if (owner !== null && owner !== undefined) B.seatIcon(chip, owner, 14);
          html("b", null, chip, B.code(kind));
          if (n > 1) html("span", null, chip, `×${n}`);
        }
      }
    },
    legend(box) {
      const t = T();
      const kinds = html("span", { class: "gnb-leg" }, box);
      html("span", null, kinds, t.legend_kinds);
      const back = html("span", { class: "gnb-leg" }, box);
      const sb = svg("svg", { width: 28, height: 28, viewBox: "-14 -14 28 28", class: "gnb-mini" }, back);
      drawBack(sb, null, true);
      html("span", null, back, t.legend_back);
      const known = html("span", { class: "gnb-leg" }, box);
      const sk = svg("svg", { width: 28, height: 28, viewBox: "-14 -14 28 28", class: "gnb-mini" }, known);
      drawBack(sk, { code: "Gu", colour: null }, true);
      html("span", null, known, t.legend_known);
      const lm = html("span", { class: "gnb-leg" }, box);
      html("span", null, lm, `${t.legend_landmarks}: Th ${B.kindWord("throne")} · Ar ${B.kindWord("ark")} · Al ${B.kindWord("altar")} · Mt ${B.kindWord("mountain")}`);
    },
    overText(view) { return (view.scores.notes || []).includes("draw") ? T().draw : ""; },
    catLabel(cat) { return cat === "own" ? "−" : B.code(cat); },
    rowIcon(th, row) { if (row.seat !== null && row.seat !== undefined) B.seatIcon(th, row.seat, 14); },
    seatIcon(li, seat) { B.seatIcon(li, seat, 13); return true; },
  };
}
