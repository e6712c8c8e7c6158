// The planet drawing module, part 4: the board column (the steps, the hand or the reveal, the board), the
// choice in progress (the pawn chosen to place, the first pawn of an exchange or a bacterium's move),
// what is lit, and what a click means. Targets (genesis_nb/planet/ui.py): `hand:<slot>` (indicate,
// give), `cont:<c>` (designate), `space:<id>` (place: one action per slot and oxygen side; flip, look,
// look-move), `exchange` and `move` (every exchange / bacterium move: asked for when the step begins,
// then two clicks on the board), `skip`. A click on anything that is not lit sends the action it would
// mean, for the rules to refuse in their own words.

const GAME = {
  rootClass: "gnb-planet",
  mount(sh) {
    const { T, model } = sh;
    const P = planetContext(sh);
    const S = { slot: null, pick: null };
    const steps = html("ol", { class: "gnb-steps" }, sh.boardWrap);
    const hand = html("div", { class: "gnb-hand", hidden: true }, sh.boardWrap);
    const revealBox = html("div", { class: "gnb-reveal", hidden: true }, sh.boardWrap);
    const teamBox = html("div", { class: "gnb-team" }, sh.side);
    const R = planetReveal(sh, P);
    const B = planetBoardSVG(sh, P, { continent: clickContinent, space: clickSpace });
    const panels = planetPanels(sh, P, S);

    // what the panels' clicks do (planet_panels.js)
    function litCard(slot) {
      const ph = phase();
      if (ph === "place") return placeSlots().has(slot) ? T().choose_pawn : null;
      const key = `hand:${slot}`;
      return sh.legal.lit(key) ? sh.legal.label(key) : null;
    }
    Object.assign(S, { clickCard, litCard, skip: (elx) => sh.click("skip", elx, { type: "skip" }),
      cancelPick: () => { S.pick = null; redraw(); }, soilFill: B.soilFill });
    let choiceKey = "";

    const view = () => model.get("view");
    const phase = () => (view() || {}).phase;
    const decides = () => { const v = view(); return !!(v && v.ui && v.ui.decides); };
    const keys = (prefix) => sh.legal.keys().filter((k) => k.startsWith(prefix));

    // ---- place: the options of a space for the chosen slot (null: the wire did not send them)
    function placeOptions(g) {
      const key = `space:${g}`;
      if (!sh.legal.lit(key)) return [];
      const opts = sh.legal.options(key);
      if (!opts || opts.length !== sh.legal.count(key)) return null;
      return opts.filter(([json]) => json.slot === S.slot);
    }
    function placeSlots() {
      const slots = new Set();
      for (const k of keys("space:")) for (const [json] of sh.legal.options(k) || []) slots.add(json.slot);
      return slots;
    }
    function defaultSlot(v) {
      if (v.phase !== "place" || !decides()) return null;
      const slots = placeSlots();
      const ind = v.pending && v.pending.indicated;
      if (ind && slots.has(ind.slot)) return ind.slot;
      return slots.size ? Math.min(...slots) : (ind ? ind.slot : 0);
    }

    // ---- the two-click actions (exchange, move): all their actions, asked for once per `legal`
    const fetched = { legal: null, opts: {} };
    function allOptions(key) {
      const legal = model.get("legal");
      if (fetched.legal !== legal) { fetched.legal = legal; fetched.opts = {}; }
      if (!sh.legal.lit(key)) return [];
      const n = sh.legal.count(key);
      const inline = sh.legal.options(key);
      if (inline && inline.length === n) return inline;
      const got = fetched.opts[key];
      if (got) return got.length >= n ? got : null;
      fetched.opts[key] = [];
      sh.send({ cmd: "options", target: key, offset: 0, at: legal.ply });
      return null;
    }
    function onOptions(msg) {
      if (!msg || msg.kind !== "options" || !fetched.legal || msg.ply !== fetched.legal.ply) return;
      if (fetched.legal !== model.get("legal")) return;
      const list = fetched.opts[msg.target];
      if (!list || msg.offset !== list.length) return;
      list.push(...(msg.options || []));
      if (list.length < msg.total && (msg.options || []).length) {
        sh.send({ cmd: "options", target: msg.target, offset: list.length, at: msg.ply });
      } else redraw();
    }
    model.on("msg:custom", onOptions);
    const PAIR_KEY = { exchange: "exchange", bacteria_move: "move" };
    // [first space, second space, json, label] of each action of the step (null: not here yet)
    function pairs() {
      const key = PAIR_KEY[phase()];
      const opts = key ? allOptions(key) : [];
      if (opts === null) return null;
      return opts.map(([json, label]) => (json.type === "exchange" ? [json.first, json.second, json, label] : [json.frm, json.to, json, label]));
    }
    // the action of the pawn picked first and space `g` (an exchange either way round), or null
    function pairAction(g) {
      const all = pairs() || [];
      const ex = phase() === "exchange";
      const hit = all.find(([a, b]) => (a === S.pick && b === g) || (ex && a === g && b === S.pick));
      return hit ? [hit[2], hit[3]] : null;
    }

    // What a space's click would do now (its tooltip when lit), or null.
    function litSpace(g) {
      if (!decides()) return null;
      const ph = phase();
      if (ph === "place") {
        const opts = placeOptions(g);
        if (opts === null) return sh.legal.label(`space:${g}`);
        return opts.length ? opts.map((o) => o[1] || sh.legal.label(`space:${g}`)).join("\n") : null;
      }
      if (ph === "exchange" || ph === "bacteria_move") {
        const all = pairs() || [];
        if (S.pick === null) {
          const ok = all.some(([a, b]) => a === g || (ph === "exchange" && b === g));
          return ok ? sh.T().pick_first : null;
        }
        const hit = pairAction(g);
        return hit ? hit[1] || sh.legal.label(PAIR_KEY[ph]) : null;
      }
      const key = `space:${g}`;
      return sh.legal.lit(key) ? sh.legal.label(key) : null;
    }
    const lit = {
      cont: (c) => (decides() && sh.legal.lit(`cont:${c}`) ? sh.legal.label(`cont:${c}`) : null),
      space: litSpace,
      get picked() { return S.pick; },
    };

    // ---- clicks
    function clickContinent(c, elx) {
      if (phase() !== "designate") return;
      sh.click(`cont:${c}`, elx, { type: "designate", continent: c });
    }

    function clickCard(slot, elx) {
      const ph = phase();
      if (ph === "place" && decides()) { S.slot = slot; redraw(); return; }
      if (ph === "place") { sh.sendAction({ type: "place", slot, space: 0, need_up: false }, elx); return; }
      const type = ph === "share" ? "give" : "indicate";
      sh.click(`hand:${slot}`, elx, { type, slot });
    }

    function clickSpace(g, elx) {
      const v = view();
      if (!v || v.over) return;
      const ph = v.phase;
      const bd = model.get("board_data") || {};
      if (ph === "designate") { clickContinent((bd.spaces[g] || {}).continent, elx); return; }
      if (ph === "place") {
        const slot = S.slot === null ? 0 : S.slot;
        const opts = placeOptions(g);
        if (opts === null) { sh.click(`space:${g}`, elx); return; }
        if (opts.length > 1) { sideChooser(opts, elx); return; }
        sh.sendAction(opts.length ? opts[0][0] : { type: "place", slot, space: g, need_up: false }, elx);
        return;
      }
      if (ph === "flip" || ph === "look") { sh.click(`space:${g}`, elx, { type: ph, space: g }); return; }
      if (ph === "look_move") { sh.click(`space:${g}`, elx, { type: "look_move", to: g }); return; }
      if (ph === "exchange" || ph === "bacteria_move") { clickPair(ph, g, elx); return; }
      // indicate, share: the board's spaces are not this step's; the rules say what is
      sh.sendAction({ type: "place", slot: S.slot ?? 0, space: g, need_up: false }, elx);
    }

    function clickPair(ph, g, elx) {
      if (S.pick === null) {
        if (litSpace(g)) { S.pick = g; redraw(); return; }
        if (ph === "exchange") {
          const other = [...(model.get("board_data").spaces || [])].find((sp) => sp.id !== g && !sp.white && pawnAt(sp.id));
          sh.sendAction({ type: "exchange", first: g, second: other ? other.id : g }, elx);
        } else sh.sendAction({ type: "bacteria_move", frm: g, to: g }, elx);
        return;
      }
      if (g === S.pick) { S.pick = null; redraw(); return; }
      const hit = pairAction(g);
      sh.sendAction(hit ? hit[0] : ph === "exchange" ? { type: "exchange", first: S.pick, second: g }
        : { type: "bacteria_move", frm: S.pick, to: g }, elx);
    }

    function pawnAt(g) {
      for (const c of view().continents) for (const sp of c.spaces) if (sp.id === g) return sp.pawn;
      return null;
    }

    // An oxygen may lie either side up: which one? (the two actions of the chosen slot on the white space)
    function sideChooser(opts, elx) {
      const t = T();
      const box = sh.openChooser(t.side_title);
      const v = view();
      const me = v.players[P.mySeat(v)];
      const pawn = me ? me.hand.find((h) => h.slot === S.slot) : null;
      const action = pawn && pawn.need ? P.actionWord(pawn.need.action) : "?";
      const row = html("div", { class: "gnb-opts gnb-opts-col" }, box);
      for (const [json, label] of [...opts].sort((p, q) => Number(p[0].need_up) - Number(q[0].need_up))) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-opt", "data-need-up": json.need_up ? "1" : "0", title: label || "" }, row,
          json.need_up ? fmt(t.side_action, { action }) : t.side_point);
        b.addEventListener("click", (ev) => { ev.stopPropagation(); sh.closeChooser(); sh.sendAction(json, elx); });
      }
      sh.showChooser(elx);
    }

    // ---- drawing
    let overBox = null;
    function redraw() {
      const v = view();
      if (!v || !v.ui) return;
      R.sync(v);
      panels.drawSteps(steps, v);
      panels.drawHand(hand, v);
      R.drawPanel(revealBox, v, redraw);
      panels.drawTeam(teamBox, v, R.done(v));
      B.draw(v, lit);
      B.drawPawns(v, R.boardPawns(v), new Set(v.ui.touched || []));
      if (v.over && overBox && overBox.isConnected) {
        overBox.replaceChildren();
        R.over(v, overBox);
        const w = sh.turnBox.querySelector(".gnb-winners");
        if (w && !((v.scores || {}).winners || []).length) w.textContent = R.overText(v);
      }
      const prompt = sh.turnBox.querySelector(".gnb-prompt");
      if (prompt && v.ui.decides && (v.phase === "exchange" || v.phase === "bacteria_move")) {
        const t = T();
        prompt.textContent = fmt(t[`prompt.${v.phase}${S.pick !== null ? "_second" : ""}`] || "",
          { continent: P.contName((v.pending || {}).continent), space: S.pick !== null ? P.label(S.pick) : "" });
      }
      const root = sh.root;
      root.dataset.total = String(v.ui.total);
      root.dataset.phase = String(v.phase);
      root.dataset.handoff = v.ui.handoff === null || v.ui.handoff === undefined ? "" : String(v.ui.handoff);
      const to = P.passTo(v);
      root.dataset.holding = to === null ? "" : String(v.ui.seat);
    }


    return {
      status: panels.status, who: panels.who, holding: panels.holding, turn: panels.turn, players: panels.players,
      legend: panels.legend, seatIcon: panels.seatIcon, logDot: panels.logDot,
      draw(v) {
        const key = `${v.ui.ply}|${v.ui.total}|${v.phase}|${v.actor}|${v.ui.observer}|${v.ui.decides}`;
        if (key !== choiceKey) {
          choiceKey = key;
          S.pick = null;
          S.slot = defaultSlot(v);
        }
        redraw();
      },
      over(v, box) { overBox = box; R.over(v, box); },
      overText: (v) => R.overText(v),
      dispose() { model.off("msg:custom", onOptions); },
      onKey(ev) { if (ev.key === "Escape" && S.pick !== null) { S.pick = null; redraw(); } },
      chooserTitle(key) { return key.startsWith("space:") && phase() === "place" ? T().choose_place : ""; },
    };
  },
};
