// The planet drawing module, part 3: the end of the game, pawn by pawn. The rules' final view holds
// every element pawn need side up (the failed ones in `result.removed`, with their reason), and
// `view.reveal` the order and the verdicts (genesis_nb/planet/ui.py `reveal_order`); this file only
// steps through them: the board shows the pawns not yet turned by colour, the panel the pawn just
// turned (its need, its soil or links at the reveal, the verdict), each continent's verdict after its
// last pawn, and the team's score and level at the end. It judges nothing itself.

function planetReveal(sh, P) {
  const { T, model } = sh;
  let step = 0;             // pawns turned so far
  let key = "";

  // The reveal's steps joined with their pawns: {space, label, continent, ok, reason, pawn, links}.
  function steps(view) {
    const bd = model.get("board_data") || {};
    const spaces = bd.spaces || [];
    const onBoard = new Map();
    for (const c of view.continents) for (const sp of c.spaces) if (sp.pawn) onBoard.set(sp.id, sp.pawn);
    const removed = new Map();
    for (const r of (view.result || {}).removed || []) {
      const sp = spaces.find((s) => s.label === r.space);
      if (sp) removed.set(sp.id, { colour: r.colour, kind: r.need.kind, need: r.need, need_text: r.need_text, need_short: r.need_short, need_up: true, reason: r.reason_text });
    }
    const occupant = (g) => onBoard.get(g) || removed.get(g) || null;
    return (view.reveal || []).map((s) => {
      const sp = spaces[s.space] || { label: String(s.space), links: [], continent: 0 };
      const pawn = s.ok ? onBoard.get(s.space) : removed.get(s.space);
      const links = [];
      for (const h of sp.links || []) {
        const o = occupant(h);
        if (o) links.push({ label: spaces[h].label, kind: o.kind });
      }
      return { space: s.space, label: sp.label, soil: sp.soil, continent: sp.continent, ok: s.ok, reason: s.reason || "", pawn: pawn || { colour: "gray", kind: "?" }, links };
    });
  }

  function sync(view) {
    const k = `${view.ui.total}|${view.ui.observer}|${view.ui.ply}`;
    if (k !== key) { key = k; step = 0; }
  }

  const shownOf = (view) => Math.min(step, (view.reveal || []).length);
  const done = (view) => !view.over || shownOf(view) >= (view.reveal || []).length;

  // What the board draws at the end: space -> {pawn, verdict, current, hidden}.
  function boardPawns(view) {
    const out = new Map();
    for (const c of view.continents) for (const sp of c.spaces) if (sp.pawn) out.set(sp.id, { pawn: sp.pawn });
    if (!view.over) return out;
    const all = steps(view);
    const shown = shownOf(view);
    all.forEach((s, i) => {
      if (i < shown) out.set(s.space, { pawn: s.pawn, verdict: s, current: i === shown - 1 });
      else out.set(s.space, { pawn: { colour: s.pawn.colour, kind: s.pawn.kind }, hidden: true });
    });
    return out;
  }

  function continentDone(all, c, shown) {
    let last = -1;
    all.forEach((s, i) => { if (s.continent === c) last = i; });
    return last < shown;
  }

  function drawPanel(box, view, redraw) {
    const t = T();
    const L = P.letters();
    box.replaceChildren();
    box.hidden = !view.over;
    if (!view.over) return;
    const all = steps(view);
    const n = all.length;
    const shown = shownOf(view);
    const go = (k) => { step = Math.max(0, Math.min(n, k)); redraw(); };
    const ctl = html("div", { class: "gnb-reveal-ctl" }, box);
    html("span", { class: "gnb-caption" }, ctl, t.reveal_title);
    const restart = html("button", { type: "button", class: "gnb-btn gnb-reveal-restart" }, ctl, t.reveal_restart);
    const next = html("button", { type: "button", class: "gnb-btn gnb-reveal-next" + (shown < n ? " gnb-lit" : "") }, ctl, t.reveal_next);
    const rest = html("button", { type: "button", class: "gnb-btn gnb-reveal-all" }, ctl, t.reveal_all);
    html("span", { class: "gnb-reveal-count" }, ctl, fmt(t.reveal_count, { k: shown, n }));
    next.disabled = shown >= n;
    rest.disabled = shown >= n;
    restart.disabled = shown === 0;
    restart.addEventListener("click", () => go(0));
    next.addEventListener("click", () => go(shown + 1));
    rest.addEventListener("click", () => go(n));
    const body = html("div", { class: "gnb-reveal-body" }, box);
    const card = html("div", { class: "gnb-reveal-card" }, body);
    if (shown === 0) html("div", { class: "gnb-hint" }, card, t.reveal_intro);
    else {
      const s = all[shown - 1];
      const row = html("div", { class: "gnb-reveal-row" }, card);
      pawnSVG(row, s.pawn, 26, L);
      html("b", null, row, `${s.label} · ${P.kindWord(s.pawn.kind)}`);
      html("div", { class: "gnb-reveal-need" }, card, fmt(t.reveal_need, { need: s.pawn.need_text || "?" }));
      const facts = [];
      if (s.pawn.kind === "mineral") facts.push(fmt(t.reveal_soil, { soil: P.soilWord(s.soil) }));
      if (["plant", "insect", "animal"].includes(s.pawn.kind)) {
        facts.push(s.links.length ? fmt(t.reveal_links, { list: s.links.map((x) => `${P.kindWord(x.kind)} (${x.label})`).join(", ") }) : t.reveal_no_links);
      }
      if (facts.length) html("div", { class: "gnb-reveal-facts" }, card, facts.join(" "));
      html("div", { class: "gnb-verdict " + (s.ok ? "gnb-verdict-ok" : "gnb-verdict-fail") }, card, s.ok ? t.reveal_met : fmt(t.reveal_failed, { reason: s.reason }));
      const c = s.continent;
      if (continentDone(all, c, shown) && (shown === n || all[shown].continent !== c)) {
        const cv = ((view.result || {}).continents || [])[c] || {};
        html("div", { class: "gnb-verdict " + (cv.validated ? "gnb-verdict-ok" : "gnb-verdict-fail") }, card,
          fmtN(t, cv.validated ? "cont_validated" : "cont_not_validated", cv.elements, { continent: P.contName(c), elements: cv.elements, oxygen: cv.oxygen }));
      }
    }
    if (shown >= n) {
      const bd = model.get("board_data") || {};
      html("div", { class: "gnb-final" }, card, fmt(t.final_line, { score: view.result.score, max: bd.max, level: view.result.level_word }));
    }
    const list = html("ol", { class: "gnb-reveal-list" }, body);
    all.forEach((s, i) => {
      const li = html("li", { class: (i < shown ? (s.ok ? "gnb-ok" : "gnb-fail") : "gnb-later") + (i === shown - 1 ? " gnb-current" : "") }, list);
      html("span", { class: "gnb-reveal-mark" }, li, i < shown ? (s.ok ? "✓" : "✗") : "·");
      html("span", null, li, i < shown ? `${s.label} ${P.kindWord(s.pawn.kind)}: ${s.ok ? s.pawn.need_short : s.reason}` : `${s.label} ${P.colourWord(s.pawn.colour)}`);
      li.addEventListener("click", () => go(i + 1));
    });
    const now = list.querySelector(".gnb-current");
    if (now) requestAnimationFrame(() => { list.scrollTop = Math.max(0, now.offsetTop - list.clientHeight / 2); });
  }

  // The end in the turn box: each continent's verdict as the reveal reaches it, then the total.
  function over(view, box) {
    const t = T();
    const bd = model.get("board_data") || {};
    const all = steps(view);
    const shown = shownOf(view);
    html("div", { class: "gnb-caption" }, box, t.score_table);
    const table = html("table", { class: "gnb-scores" }, box);
    const hr = html("tr", null, html("thead", null, table));
    for (const h of ["", t.col_validated, t.col_elements, t.col_oxygen]) html("th", null, hr, h);
    const body = html("tbody", null, table);
    ((view.result || {}).continents || []).forEach((r, c) => {
      const ok = continentDone(all, c, shown);
      const tr = html("tr", { class: ok ? (r.validated ? "gnb-valid" : "gnb-invalid") : "", "data-row": String(c) }, body);
      html("th", null, tr, P.contName(c));
      html("td", null, tr, ok ? (r.validated ? "✓" : "✗") : "…");
      html("td", null, tr, ok ? String(r.elements) : "…");
      html("td", null, tr, String(r.oxygen));
    });
    const tr = html("tr", { class: "gnb-total-row" }, html("tfoot", null, table));
    html("th", null, tr, t.total);
    html("td", { colspan: "3" }, tr, done(view) ? fmt(t.score_of, { score: view.result.score, max: bd.max }) : "…");
  }

  function overText(view) {
    const t = T();
    return done(view) ? fmt(t.game_over_score, { score: view.result.score, level: view.result.level_word }) : t.game_over_hint;
  }

  return { sync, boardPawns, drawPanel, over, overText, done };
}
