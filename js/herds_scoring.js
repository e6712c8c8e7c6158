// The herds drawing module, part 3: the scoring overlay ("if the game ended now", or the final scoring):
// its button (the board's setting `scoring`, set with sh.setPref), the badges on the board (each scoring
// area's name and bonus, each scoring herd's points), and the cards under the board, one per scoring
// area in the rulebook's scoring order. Every number is the rules' (view.area_rows / view.herd_rows).

function herdsScoring(sh, H, grid, toolbar, cards) {
  const { T } = sh;
  const button = html("button", { class: "gnb-btn gnb-h-scoring-btn", type: "button", "aria-pressed": "false" }, toolbar);
  const note = html("span", { class: "gnb-h-toolnote" }, toolbar);
  button.addEventListener("click", () => {
    const view = H.view();
    sh.markClick(button);
    sh.setPref("scoring", !(view && H.showScoring(view)));
  });

  function draw(view) {
    const t = T();
    const on = H.showScoring(view);
    grid.layerScore.replaceChildren();
    button.textContent = on ? t.scoring_hide : (view.over ? t.scoring_show_final : t.scoring_show);
    button.setAttribute("aria-pressed", on ? "true" : "false");
    setClass(button, "gnb-picked", on);
    note.textContent = on ? (view.over ? t.scoring_note_final : t.scoring_note_now) : t.outline_note;
    cards.hidden = !on;
    setClass(sh.root, "gnb-h-scoring", on);
    sh.root.dataset.scoring = on ? "1" : "0";
    if (!on) { cards.replaceChildren(); return; }
    drawBadges(view);
    drawCards(view);
  }

  // A tag on the board: its words centred on a rounded box as wide as they are, the box's right edge at
  // x, its top at y; never wider than a square (longer words are pressed together: the same size,
  // only narrower).
  function tag(g, x, y, h, label, rx) {
    const text = svgText(g, 0, y + h / 2 + 0.3, label, { "text-anchor": "middle", "dominant-baseline": "central" });
    let tw = 0;
    try { tw = text.getComputedTextLength(); } catch (e) { tw = 0; }
    if (!(tw > 0)) tw = label.length * 6.8;          // not laid out (a hidden board): an estimate
    const most = HG.cell - 1;
    if (tw + 7 > most) {
      tw = most - 7;
      text.setAttribute("textLength", tw.toFixed(1));
      text.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
    const w = Math.max(h, tw + 7);
    const x0 = x - w;
    text.setAttribute("x", (x0 + w / 2).toFixed(1));
    g.insertBefore(svg("rect", { x: x0.toFixed(1), y, width: w.toFixed(1), height: h, rx }), text);
  }

  // on the board: each scoring area's name and multiplier (top right of its first square: a long one
  // covers that square's terrain letter, which the area's other squares still show), each scoring
  // herd's points (bottom right of its first square)
  function drawBadges(view) {
    const t = T();
    const data = H.data();
    const layer = grid.layerScore;
    const firstOfArea = new Map();
    view.herd_rows.forEach((row) => {
      const sq = Math.min(...row[6]);
      if (!firstOfArea.has(row[0]) || sq < firstOfArea.get(row[0])) firstOfArea.set(row[0], sq);
    });
    for (const a of view.order) {
      const [x, y] = H.cellXY(firstOfArea.get(a), data);
      const area = view.area_rows[a];
      const g = svg("g", { class: "gnb-h-badge" + (area[2] > 1 ? " gnb-h-badge-bonus" : ""), "data-area": a }, layer);
      tag(g, x + HG.cell - 1, y + 0.5, 14, area[2] > 1 ? `A${a + 1} ×${area[2]}` : `A${a + 1}`, 7);
      svgTitle(g, `A${a + 1}: ${H.terrainWord(TERRAIN_NAMES[area[0]])}, ${fmtN(t, "tiles_n", area[1])}${area[2] > 1 ? ` — ${H.bonusWord(view, a)}` : ""}`);
    }
    view.herd_rows.forEach((hd, h) => {
      if (hd[5] <= 0) return;
      const [x, y] = H.cellXY(Math.min(...hd[6]), data);
      const g = svg("g", { class: "gnb-h-points", "data-herd": h }, layer);
      tag(g, x + HG.cell - 1, y + HG.cell - 15, 14, `+${hd[5]}`, 3);
      const p = view.players[hd[1]];
      svgTitle(g, fmt(t.herd_points_title, {
        name: p.name, species: H.speciesWord(p.species), size: hd[2], place: H.placeWord(view.area_rows[hd[0]][4], hd[3]), points: fmtN(t, "points_n", hd[5]),
      }));
    });
  }

  // under the board: a card per scoring area, its herds, their places and points
  function drawCards(view) {
    const t = T();
    cards.replaceChildren();
    const head = html("div", { class: "gnb-h-cards-head" }, cards);
    html("span", { class: "gnb-caption" }, head, view.over ? t.cards_final : t.cards_now);
    const totals = html("span", { class: "gnb-h-cards-totals" }, head);
    view.players.forEach((p) => {
      const it = html("span", { class: "gnb-h-total" }, totals);
      H.mark(it, p, 12);
      html("span", null, it, `${p.name} ${p.points}`);
    });
    const list = html("div", { class: "gnb-h-cardgrid" }, cards);
    for (const a of view.order) drawCard(list, view, a, t);
    const notes = html("div", { class: "gnb-h-cards-notes" }, cards);
    const small = view.area_rows.filter((x) => x[2] === 0).length;
    if (small) html("div", null, notes, fmtN(t, "cards_small", small));
    if (view.largest.tied.length) html("div", null, notes, fmt(t.cards_tied_largest, { tiles: fmtN(t, "tiles_n", view.largest.size) }));
    for (const [terrain, info] of Object.entries(view.terrain_bonus)) {
      if (info.tied.length) html("div", null, notes, fmt(t.cards_tied_terrain, { terrain: H.terrainWord(terrain) }));
    }
    if (!view.order.length) html("div", null, notes, t.cards_none);
  }

  function drawCard(list, view, a, t) {
    const area = view.area_rows[a];
    const terrain = TERRAIN_NAMES[area[0]];
    const card = html("div", { class: "gnb-h-card", "data-area": a }, list);
    const ch = html("div", { class: "gnb-h-card-head" }, card);
    swatchSVG(ch, H.uid, terrain, H.letterOf(area[0]), 18);
    html("b", null, ch, `A${a + 1}`);
    html("span", null, ch, `${H.terrainWord(terrain)} · ${fmtN(t, "tiles_n", area[1])}`);
    if (area[2] > 1) {
      html("span", { class: "gnb-h-mult", title: H.bonusWord(view, a) }, ch, `×${area[2]}`);
      html("div", { class: "gnb-h-card-why" }, card, H.bonusWord(view, a));
    }
    const herds = html("div", { class: "gnb-h-herds" }, card);
    view.herd_rows.forEach((hd, h) => {
      if (hd[0] !== a) return;
      const p = view.players[hd[1]];
      const row = html("div", { class: "gnb-h-herd" + (hd[5] > 0 ? "" : " gnb-h-herd-zero"), "data-herd": h }, herds);
      H.mark(row, p, 11);
      html("span", { class: "gnb-h-herd-who" }, row, fmt(t.herd_of, { name: p.name, size: hd[2] }));
      html("span", { class: "gnb-h-herd-place" }, row, H.placeWord(area[4], hd[3]));
      html("span", { class: "gnb-h-herd-pts" }, row, area[2] > 1 && hd[5] > 0 ? `${hd[4]} → ${hd[5]}` : String(hd[5]));
    });
    card.addEventListener("mouseenter", () => grid.focusArea(a));
    card.addEventListener("mouseleave", () => grid.focusArea(null));
  }

  return { draw };
}
