// The planet drawing module, part 2: words, and the panels around the board: the head's status, the
// steps of a turn, the turn box (whose decision, the prompt, the pawn just drawn and "pass the screen"),
// the hand of the seat at the screen, the deities, the team (score, levels, bag), the legend and the
// game aid, the log's marks.

// What every part of the module reads: words, names, the seats' tokens (board_data), the seat shown.
function planetContext(sh) {
  const { T, model } = sh;
  const P = {};
  const bd = () => model.get("board_data") || {};
  P.letters = () => {
    const t = T();
    const out = {};
    for (const k of ["water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria"]) out[k] = t[`letter.${k}`] || k[0].toUpperCase();
    return out;
  };
  P.kindWord = (kind) => T()[`kind.${kind}`] || kind;
  P.colourWord = (colour) => T()[`colour.${colour}`] || colour;
  P.soilWord = (soil) => T()[`soil.${soil}`] || soil;
  P.actionWord = (action) => T()[`action.${action}`] || action || "";
  P.name = (view, seat) => (seat === null || seat === undefined || !view.players[seat] ? "-" : view.players[seat].name);
  P.contName = (c) => { const co = (bd().continents || [])[c]; return co ? co.name : "-"; };
  P.label = (g) => { const sp = (bd().spaces || [])[g]; return sp ? sp.label : String(g); };
  P.seat = (parent, seat, size) => seatSVG(parent, seat, (bd().shapes || [])[seat] || "circle", (bd().short || [])[seat] || String(seat + 1), size);
  // The seat whose hand the board shows: the observer, or (teacher) the seat deciding now.
  P.mySeat = (view) => {
    const o = view.ui.observer;
    if (typeof o === "number") return o;
    if (o === "all") return view.actor ?? view.turn ?? null;
    return null;
  };
  // After a move that taught the player at the screen something only they may know, the board keeps
  // their view until they pass the screen on (genesis_nb/board/screen.py): the seat it passes to.
  // The seat the screen passes to once the player at it has seen what they learnt (the layer's hold).
  P.passTo = (view) => (view.ui.holding === null || view.ui.holding === undefined ? null : view.ui.actor);
  // The pawn just drawn by `seat` in the position shown (its slot), if any.
  P.drawnSlot = (view, seat) => (view.ui.drawn && view.ui.drawn[0] === seat ? view.ui.drawn[1] : null);
  return P;
}

const STEP_OF = { indicate: 0, designate: 1, place: 2, flip: 2, exchange: 2, look: 2, look_move: 2, share: 3, bacteria_move: 3 };
const PRIVATE_KINDS = new Set(["setup_needs", "draw_need", "look_need", "share_choice_mine", "share_need"]);

// `S` (planet_board.js): the choice in progress {slot, pick}, and what the panels' clicks do
// {clickCard(slot, elx), skip(elx), cancelPick(), litCard(slot) -> label or null}.
function planetPanels(sh, P, S) {
  const { T, model } = sh;
  let aidOpen = false;

  function whoLine(view) {
    const t = T();
    const p = view.pending || {};
    const actor = view.actor;
    return sentence(fmt(t[`who.${view.phase}`] || "{name}", {
      name: P.name(view, actor), active: P.name(view, view.turn), continent: P.contName(p.designated ?? p.continent),
      action: P.actionWord(p.action), left: P.name(view, (actor + 1) % view.players.length),
    }));
  }

  // ---- the steps of a turn (above the hand)
  function drawSteps(box, view) {
    const t = T();
    box.replaceChildren();
    box.hidden = !!view.over;
    if (view.over) return;
    const now = STEP_OF[view.phase];
    const who = [view.turn, view.designator, view.turn, view.turn];
    ["step.indicate", "step.designate", "step.place", "step.draw"].forEach((k, i) => {
      const li = html("li", { class: "gnb-step" + (i === now ? " gnb-step-now" : i < now ? " gnb-step-done" : "") }, box);
      html("span", { class: "gnb-step-n" }, li, String(i + 1));
      html("span", { class: "gnb-step-word" }, li, t[k]);
      html("span", { class: "gnb-step-who" }, li, P.name(view, who[i]));
    });
    if (["flip", "exchange", "look", "look_move"].includes(view.phase)) html("li", { class: "gnb-step gnb-step-extra gnb-step-now" }, box, t.step_oxygen);
    if (["share", "bacteria_move"].includes(view.phase)) html("li", { class: "gnb-step gnb-step-extra gnb-step-now" }, box, t.step_bacterium);
    const line = html("li", { class: "gnb-step-line" }, box, whoLine(view));
    line.title = line.textContent;
  }

  // ---- the hand of the seat at the screen, with the needs it knows
  function drawHand(box, view) {
    const t = T();
    const L = P.letters();
    box.replaceChildren();
    const seat = P.mySeat(view);
    box.hidden = seat === null || !!view.over;
    if (box.hidden) return;
    const p = view.players[seat];
    const decides = view.ui.decides && view.actor === seat;
    const head = html("div", { class: "gnb-hand-head" }, box);
    html("span", { class: "gnb-caption" }, head, fmt(view.ui.reveal_all ? t.hand_title_teacher : t.hand_title, { name: p.name }));
    if (view.phase === "place" && decides) html("span", { class: "gnb-hint" }, head, t.hand_place_hint);
    const ind = view.pending && view.pending.indicated && view.turn === seat ? view.pending.indicated.slot : null;
    const mine = view.pending && view.pending.mine !== undefined ? view.pending.mine : null;
    const drawn = P.drawnSlot(view, seat);
    const cards = html("div", { class: "gnb-cards" }, box);
    if (!p.hand.length) html("div", { class: "gnb-hint" }, cards, t.hand_empty);
    for (const pawn of p.hand) {
      const slot = pawn.slot;
      const label = decides ? S.litCard(slot) : null;
      const selected = decides && view.phase === "place" && S.slot === slot;
      const card = html("button", { type: "button", "data-slot": slot,
        class: "gnb-card" + (label ? " gnb-lit" : "") + (selected ? " gnb-selected" : "") + (drawn === slot ? " gnb-new" : "") }, cards);
      pawnSVG(card, pawn, 30, L);
      const txt = html("span", { class: "gnb-card-text" }, card);
      html("span", { class: "gnb-card-kind" }, txt, P.kindWord(pawn.kind));
      html("span", { class: "gnb-card-need" }, txt, pawn.need_text ? pawn.need_text : t.need_unknown);
      const tags = html("span", { class: "gnb-card-tags" }, card);
      if (drawn === slot) html("span", { class: "gnb-card-tag gnb-tag-new" }, tags, t.just_drawn);
      if (ind === slot) html("span", { class: "gnb-card-tag" }, tags, t.indicated);
      if (mine === slot) html("span", { class: "gnb-card-tag" }, tags, t.to_pass);
      if (label) card.title = label;
      card.addEventListener("click", (ev) => { ev.stopPropagation(); S.clickCard(slot, card); });
    }
  }

  // ---- "pass the screen": the player who just learnt something sees it first (in the turn box)
  function drawPassOn(box, view, to) {
    const t = T();
    const L = P.letters();
    const seat = view.ui.seat;
    const card = html("div", { class: "gnb-passon" }, box);
    const slot = P.drawnSlot(view, seat);
    const pawn = slot !== null ? view.players[seat].hand.find((h) => h.slot === slot) : null;
    if (pawn) {
      const row = html("div", { class: "gnb-passon-drawn" }, card);
      html("span", { class: "gnb-caption" }, row, sentence(fmt(t.you_drew, { name: P.name(view, seat) })));
      pawnSVG(row, pawn, 26, L);
      const words = html("span", null, row);
      html("b", null, words, P.kindWord(pawn.kind));
      html("span", null, words, pawn.need_text ? ` — ${pawn.need_text}` : "");
    }
    const news = sh.lines(view.ui.ply).filter((l) => PRIVATE_KINDS.has(l[2]) && l[2] !== "draw_need");
    for (const l of news) html("div", { class: "gnb-passon-line" }, card, l[3]);
    const btn = html("button", { type: "button", class: "gnb-btn gnb-lit gnb-pass-screen" }, card, fmt(t.pass_screen, { name: P.name(view, to) }));
    btn.addEventListener("click", (ev) => { ev.stopPropagation(); sh.send({ cmd: "ready" }); });
    html("div", { class: "gnb-hint" }, card, fmt(t.pass_screen_hint, { name: P.name(view, seat) }));
  }

  // ---- the deities: pawns face down by colour (the needs the observer knows marked); roles this turn
  function players(view, box) {
    const t = T();
    const L = P.letters();
    const seats = model.get("seats") || [];
    html("div", { class: "gnb-caption" }, box, t.players);
    const list = html("div", { class: "gnb-plist" }, box);
    const ind = view.pending && view.pending.indicated ? view.pending.indicated.slot : null;
    const chosen = view.pending && view.pending.chosen ? view.pending.chosen : null;
    view.players.forEach((p, i) => {
      const row = html("div", { class: "gnb-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
      P.seat(row, i, 24);
      const who = html("div", { class: "gnb-pwho" }, row);
      const nm = html("div", { class: "gnb-pname" }, who);
      html("span", null, nm, p.name);
      if (view.ui.observer === i) html("span", { class: "gnb-you-chip" }, nm, t.you_short);
      const roles = [];
      if (!view.over && view.turn === i) roles.push(t.role_active);
      if (!view.over && view.designator === i) roles.push(t.role_designator);
      if (view.first === i) roles.push(t.role_first);
      const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
      html("div", { class: "gnb-psub" }, who, [kind, ...roles].join(" · "));
      const pawns = html("div", { class: "gnb-ppawns" }, row);
      for (const pawn of p.hand) {
        const here = view.turn === i && ind === pawn.slot;
        const wrap = html("span", { class: "gnb-ppawn" + (here ? " gnb-indicated" : "") + (pawn.need_text ? " gnb-known" : "") }, pawns);
        pawnSVG(wrap, pawn, 24, L);
        wrap.title = pawn.need_text ? fmt(t.pawn_title_known, { colour: P.colourWord(pawn.colour), need: pawn.need_text })
          : fmt(t.pawn_title_hidden, { colour: P.colourWord(pawn.colour) });
        if (here) html("span", { class: "gnb-ind-arrow" }, wrap, "▲");
      }
      if (!p.hand.length) html("span", { class: "gnb-none" }, pawns, t.hand_none);
      if (chosen && view.phase === "share" && chosen[i]) html("span", { class: "gnb-share-state" }, row, t.share_chosen);
    });
  }

  // ---- the team: points certain so far, the levels, the bag, the bacteria
  function drawTeam(box, view, revealDone) {
    const t = T();
    const L = P.letters();
    const bd = model.get("board_data") || {};
    box.replaceChildren();
    html("div", { class: "gnb-caption" }, box, t.team);
    const sc = view.scores || {};
    if (!view.over) {
      let oxy = 0;
      for (const row of sc.rows || []) oxy += row.points.oxygen || 0;
      html("div", { class: "gnb-team-line" }, box, fmt(t.oxygen_so_far, { n: oxy }));
    } else {
      html("div", { class: "gnb-team-line gnb-team-final" }, box, revealDone
        ? fmt(t.final_line, { score: sc.team, max: bd.max, level: (view.result || {}).level_word || sc.level }) : t.game_over_hint);
    }
    const ladder = html("ol", { class: "gnb-ladder" }, box);
    const reached = view.over && revealDone ? sc.level : null;
    for (const lv of [...(bd.levels || [])].reverse()) {
      const li = html("li", { class: "gnb-level" + (lv.level === reached ? " gnb-level-reached" : "") }, ladder);
      html("span", { class: "gnb-level-range" }, li, lv.from === lv.to ? String(lv.to) : `${lv.from}–${lv.to}`);
      html("span", { class: "gnb-level-word" }, li, lv.label);
    }
    html("div", { class: "gnb-hint" }, box, fmt(t.levels_for, { n: bd.players }));
    if (view.over) return;
    const bag = html("div", { class: "gnb-bag" }, box);
    html("span", { class: "gnb-caption" }, bag, fmt(t.bag, { n: view.bag.count }));
    const byc = view.bag.by_colour || {};
    for (const c of ["blue", "brown", "green", "black", "orange", "white", "purple"]) {
      if (!byc[c]) continue;
      const it = html("span", { class: "gnb-bag-item", title: P.colourWord(c) }, bag);
      pawnSVG(it, { colour: c, kind: KIND_OF_COLOUR[c] }, 24, L);
      html("span", null, it, `×${byc[c]}`);
    }
    let bact = "";
    const aside = view.continents.find((c) => c.set_aside && !c.in_play);
    if (aside) bact = fmt(t.aside_rule, { continent: P.contName(aside.index) });
    if (view.bacteria_waiting) bact += " " + fmtN(t, "bacteria_aside", view.bacteria_waiting);
    else if (byc.purple) bact = fmtN(t, "bacteria_in_bag", byc.purple);
    if ((view.discarded || []).length) bact += (bact ? " " : "") + fmt(t.bacteria_used, { list: view.discarded.map(P.actionWord).join(", ") });
    if (bact) html("div", { class: "gnb-hint" }, box, bact);
  }

  // ---- the legend under the board, and the game aid (every kind's needs: the same for every player)
  function legend(box) {
    const t = T();
    const L = P.letters();
    const bd = model.get("board_data") || {};
    (bd.soils || []).forEach((soil, i) => {
      const it = html("span", { class: "gnb-leg" }, box);
      const s = svg("svg", { width: 18, height: 18, viewBox: "0 0 18 18", "aria-hidden": "true" }, it);
      svg("circle", { cx: 9, cy: 9, r: 8, fill: S.soilFill(i), stroke: "#6b5d45" }, s);
      html("span", null, it, P.soilWord(soil));
    });
    const lk = html("span", { class: "gnb-leg" }, box);
    const ls = svg("svg", { width: 26, height: 12, viewBox: "0 0 26 12", "aria-hidden": "true" }, lk);
    svg("line", { x1: 2, y1: 6, x2: 24, y2: 6, class: "gnb-link" }, ls);
    svg("line", { x1: 2, y1: 6, x2: 24, y2: 6, class: "gnb-link-inner" }, ls);
    html("span", null, lk, t.legend_link);
    const pv = html("span", { class: "gnb-leg" }, box);
    html("span", { class: "gnb-leg-pill gnb-need-private" }, pv, t.legend_private_tag);
    html("span", null, pv, t.legend_private);
    const pu = html("span", { class: "gnb-leg" }, box);
    html("span", { class: "gnb-leg-pill gnb-need-public" }, pu, t.legend_public_tag);
    html("span", null, pu, t.legend_public);
    html("span", { class: "gnb-leg gnb-leg-tags" }, box, t.legend_tags);
    html("span", { class: "gnb-leg gnb-legend" }, box, t.lit_legend);
    const lock = html("span", { class: "gnb-leg" }, box);
    html("span", { class: "gnb-leg-lock", "aria-hidden": "true" }, lock);
    html("span", null, lock, t.legend_private_line);
    const aid = html("details", { class: "gnb-aid" }, box);
    aid.open = aidOpen;
    aid.addEventListener("toggle", () => { aidOpen = aid.open; });
    html("summary", null, aid, t.aid_title);
    const list = html("div", { class: "gnb-aid-list" }, aid);
    for (const k of bd.aid || []) {
      if (!k.needs.length) continue;
      const row = html("div", { class: "gnb-aid-row" }, list);
      pawnSVG(row, { colour: k.colour, kind: k.kind }, 24, L);
      html("b", null, row, `${P.kindWord(k.kind)} (${P.colourWord(k.colour)})`);
      html("span", null, row, [...new Set(k.needs.map((x) => x.text))].join(" · "));
    }
  }

  return {
    drawSteps, drawHand, drawTeam,
    status(view, box) {
      const t = T();
      if (!view.over && view.turn !== null && view.turn !== undefined) html("span", { class: "gnb-round" }, box, sentence(fmt(t.turn_of, { name: P.name(view, view.turn) })));
      html("span", { class: "gnb-bagcount" }, box, fmt(t.bag_count, { n: view.bag.count }));
      const o = view.ui.observer;
      if (typeof o === "number") {
        const eye = html("span", { class: "gnb-eye" }, box);
        html("span", { class: "gnb-eye-icon", "aria-hidden": "true" }, eye, "◉");
        html("span", null, eye, fmt(t.eye_seat, { name: P.name(view, o) }));
      }
    },
    who(view, seat, box) { P.seat(box, seat, 26); },
    holding(view, box) { drawPassOn(box, view, view.ui.actor); },
    turn(view, box) {
      const t = T();
      const p = view.pending || {};
      const actor = view.actor;
      html("span", { class: "gnb-you" }, box.querySelector(".gnb-turn-who") || box, view.ui.reveal_all ? t.you_teacher : t.you);
      const params = {
        designator: P.name(view, view.designator), active: P.name(view, view.turn),
        continent: P.contName(p.designated ?? p.continent), left: P.name(view, (actor + 1) % view.players.length),
        colour: p.indicated ? P.colourWord(p.indicated.colour) : "",
        space: p.looked || (S.pick !== null ? P.label(S.pick) : ""),
      };
      let key = `prompt.${view.phase}`;
      if ((view.phase === "exchange" || view.phase === "bacteria_move") && S.pick !== null) key += "_second";
      html("div", { class: "gnb-prompt" }, box, fmt(t[key] || "", params));
      const row = html("div", { class: "gnb-actions" }, box);
      if (sh.legal.lit("skip")) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-skip gnb-lit", title: sh.legal.label("skip") }, row, t.skip);
        b.addEventListener("click", (ev) => { ev.stopPropagation(); S.skip(b); });
      }
      if (S.pick !== null) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-cancel" }, row, t.cancel_pick);
        b.addEventListener("click", (ev) => { ev.stopPropagation(); S.cancelPick(); });
      }
      html("span", { class: "gnb-legend" }, row, t.lit_legend);
    },
    players,
    legend,
    seatIcon(li, seat) { P.seat(li, seat, 12); return true; },
    logDot: (kind) => (PRIVATE_KINDS.has(kind) ? "" : "·"),
  };
}
