// The herds board (Genesis by Reiner Knizia): an anywidget front end, joined after js/board_common.js
// (helpers and the board's frame, boardShell) by genesis_nb/widgets.py.
//
// It draws what the Python widget (genesis_nb/herds/widget.py) syncs -- `view` (tiles, dice, players,
// areas and herds with their points), `board_data` (the grid, volcanoes, tar pits, river), `legal`,
// `log`, `error`, `scoring` -- and reports clicks back as messages ({cmd: "play", action: {type: "place" |
// "place_one", square, terrain}}, why_terrain, undo, redo, seek, bot_step). It never decides what is
// legal: it lights exactly the squares and terrains `legal` lists, and sends any other click as the action
// it would mean, so that the rules answer with their own sentence. It holds no words of its own.
//
// Colour is never the only cue: each terrain has its colour AND a pattern AND its letter (F S M W);
// each species a black-on-white shape AND its letter (r d m h, as in the notation).

const TERRAIN_STYLE = {
  forest: { fill: "#2e7a3c", ink: "#ffffff", motif: "#174f22" },
  savannah: { fill: "#e9c654", ink: "#3b2d00", motif: "#a8831c" },
  mountain: { fill: "#a19c93", ink: "#1d1d1d", motif: "#67625a" },
  wetland: { fill: "#3b7dc4", ink: "#ffffff", motif: "#8ec3f0" },
};
const TERRAIN_NAMES = ["forest", "savannah", "mountain", "wetland"];

// Geometry (SVG user units; the SVG scales to the width it gets).
const HG = { cell: 46, left: 26, top: 22, river: 16, right: 6, bottom: 6 };

let herdsBoardCount = 0;     // a unique prefix per board for the SVG pattern ids (ids are page-wide)

// ------------------------------------------------------------------------------------- drawing helpers

// A species mark: a black-on-white shape with the species' letter, centred on (0, 0).
function drawMark(parent, shape, letter, size, cls) {
  const g = svg("g", { class: cls || "gnb-h-mark" }, parent);
  const r = size / 2;
  const st = { class: "gnb-h-mark-shape" };
  let dy = 0;
  switch (shape) {
    case "triangle": svg("polygon", Object.assign({ points: polygon(3, r * 1.3, -Math.PI / 2) }, st), g); dy = r * 0.22; break;
    case "square": svg("rect", Object.assign({ x: -r * 0.88, y: -r * 0.88, width: r * 1.76, height: r * 1.76, rx: 2 }, st), g); break;
    case "hexagon": svg("polygon", Object.assign({ points: polygon(6, r * 1.06, 0) }, st), g); break;
    default: svg("circle", Object.assign({ r }, st), g);
  }
  svgText(g, 0, dy, letter, {
    class: "gnb-h-mark-letter", "font-size": (size * 0.62).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
  });
  return g;
}

function markSVG(parent, shape, letter, size) {
  const w = size + 8;
  const s = svg("svg", { width: w, height: w, viewBox: `${-w / 2} ${-w / 2} ${w} ${w}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
  drawMark(s, shape, letter, size);
  return s;
}

// The patterns of the four terrains, the squares beyond the river and the cut-off squares.
function drawPatterns(defs, uid) {
  const pat = (name, w, h) => svg("pattern", { id: `${uid}-${name}`, width: w, height: h, patternUnits: "userSpaceOnUse" }, defs);
  const motif = (p, t, d, extra) => svg("path", Object.assign({ d, fill: "none", stroke: TERRAIN_STYLE[t].motif, "stroke-width": 1.3, "stroke-linecap": "round" }, extra || {}), p);
  let p = pat("forest", 14, 14);
  svg("rect", { width: 14, height: 14, fill: TERRAIN_STYLE.forest.fill }, p);
  svg("path", { d: "M3.5 6.5 L6 2 L8.5 6.5 Z M10.5 13.5 L13 9 L15.5 13.5 Z M-3.5 13.5 L-1 9 L1.5 13.5 Z", fill: TERRAIN_STYLE.forest.motif }, p);
  p = pat("savannah", 12, 10);
  svg("rect", { width: 12, height: 10, fill: TERRAIN_STYLE.savannah.fill }, p);
  motif(p, "savannah", "M2 8 L3.5 4.5 M5 8 L5 4 M8 8 L6.5 4.5", { "stroke-width": 1 });
  p = pat("mountain", 16, 12);
  svg("rect", { width: 16, height: 12, fill: TERRAIN_STYLE.mountain.fill }, p);
  motif(p, "mountain", "M2 9 L6 4 L10 9");
  p = pat("wetland", 16, 8);
  svg("rect", { width: 16, height: 8, fill: TERRAIN_STYLE.wetland.fill }, p);
  motif(p, "wetland", "M0 5 Q4 1 8 5 T16 5");
  p = pat("out", 8, 8);
  svg("rect", { width: 8, height: 8, fill: "#e6e1d6" }, p);
  svg("path", { d: "M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6", stroke: "#c5bdad", "stroke-width": 1.2 }, p);
  p = pat("cut", 9, 9);
  svg("rect", { width: 9, height: 9, fill: "#f3efe6" }, p);
  svg("circle", { cx: 4.5, cy: 4.5, r: 1, fill: "#b9b09c" }, p);
}

// A terrain swatch (pattern + letter) as a small SVG, for buttons, the legend and the cards.
function swatchSVG(parent, uid, terrain, letter, size) {
  const s = svg("svg", { width: size, height: size, viewBox: `0 0 ${size} ${size}`, class: "gnb-h-swatch", "aria-hidden": "true" }, parent);
  svg("rect", { x: 0.5, y: 0.5, width: size - 1, height: size - 1, rx: 3, fill: `url(#${uid}-${terrain})`, stroke: "rgba(0,0,0,.45)" }, s);
  svgText(s, size / 2, size / 2 + 0.5, letter, {
    class: "gnb-h-swatch-letter", fill: TERRAIN_STYLE[terrain].ink, stroke: TERRAIN_STYLE[terrain].fill, "font-size": (size * 0.6).toFixed(1),
    "text-anchor": "middle", "dominant-baseline": "central",
  });
  return s;
}

// ------------------------------------------------------------------------------------ the widget

function render({ model, el }) {
  const uid = `gnbh${++herdsBoardCount}x${Math.floor(Math.random() * 1e6)}`;
  const sh = boardShell(model, el, {
    rootClass: "gnb-herds",
    draw: () => draw(),
    seatIcon: (li, seat, view) => {
      const p = view.players[seat];
      if (!p) return false;
      markSVG(li, shapeOf(p.species), p.mark, 11);
      return true;
    },
    logDot: (kind) => (kind === "end" ? "★" : "·"),
    onKey: (ev) => { if (ev.key === "Escape") disarm(); },
    extraTraits: ["scoring"],
  });
  const { root, status, turnBox, errorBox, boardWrap, T, send } = sh;
  const closeChooser = sh.closeChooser;

  const toolbar = html("div", { class: "gnb-h-toolbar" }, boardWrap);
  const scoringBtn = html("button", { class: "gnb-btn gnb-h-scoring-btn", type: "button", "aria-pressed": "false" }, toolbar);
  const toolNote = html("span", { class: "gnb-h-toolnote" }, toolbar);
  const board = svg("svg", { class: "gnb-board gnb-h-board", role: "group" }, boardWrap);
  const defs = svg("defs", null, board);
  drawPatterns(defs, uid);
  // bottom to top: the squares, area outlines, species marks, the last turn's rings, scoring, hover
  const [layerCells, layerLines, layerMarks, layerLast, layerScore, layerHover] =
    ["cells", "lines", "marks", "last", "score", "hover"].map((n) => svg("g", { class: `gnb-h-layer-${n}` }, board));
  sh.chooser.classList.add("gnb-h-chooser");
  const cards = html("div", { class: "gnb-h-cards", hidden: true }, boardWrap);
  const { legend, note, playersBox } = sh.addFooter();
  legend.classList.add("gnb-h-legend");

  const cur = { view: null, legal: null, data: null };   // what the clicks act on
  let armed = null;                 // {terrain, one}: the terrain picked before clicking squares
  let built = null;                 // the grid's elements, built once per board_data/texts
  let armedKey = "";                // the position the armed terrain belongs to

  // ---- words and lookups
  const terrainWord = (name) => T()[`terrain_${name}`] || name;
  const speciesWord = (name) => T()[`species_${name}`] || name;
  function shapeOf(species) {
    const d = model.get("board_data") || {};
    const i = (d.species || []).indexOf(species);
    return (d.shapes || [])[i] || "circle";
  }
  const letterOf = (t) => ((model.get("board_data") || {}).terrain_letters || "FSMW")[t];
  const terrainOfCode = (code) => (code - 1) >> 2;
  const seatOfCode = (code) => (code - 1) & 3;

  // ---- geometry
  const colX = (c, d) => HG.left + c * HG.cell + (c >= d.river_after ? HG.river : 0);
  const rowY = (r) => HG.top + r * HG.cell;
  const cellXY = (sq, d) => [colX(sq % d.columns, d), rowY(Math.floor(sq / d.columns))];

  // ------------------------------------------------------------------------------------ drawing
  function draw() {
    const started = performance.now();
    const view = model.get("view");
    const data = model.get("board_data");
    const legal = model.get("legal") || {};
    const t = T();
    if (!view || !view.ui || !data || !data.kinds) return;
    const key = `${view.ui.total}:${view.ui.ply}`;
    if (armedKey !== key) { armed = null; armedKey = key; }
    if (armed && !(armed.one ? legal.one : legal.dice || []).includes(armed.terrain)) armed = null;
    cur.view = view;
    cur.legal = legal;
    cur.data = data;
    closeChooser();

    sh.drawHead(view);
    drawStatus(view);
    drawBoard(view, legal, data);
    sh.drawPanels(view, () => drawTurn(view, legal), () => drawPlayers(view));
    drawScoring(view, data);
    drawLegend(view, data);
    note.textContent = data.reconstructed ? t.reconstructed : "";
    board.setAttribute("aria-label", t.title || "");
    root.dataset.scoring = showScoring(view) ? "1" : "0";
    sh.finish(view, started, view.actor);
  }

  function showScoring(view) {
    const s = model.get("scoring");
    return s === null || s === undefined ? !!view.over : !!s;
  }

  function drawStatus(view) {
    const t = T();
    status.replaceChildren();
    const cells = view.cells;
    const tiles = cells.filter((c) => c > 0).length;
    const vacant = cells.filter((c) => c === 0).length;
    html("span", { class: "gnb-round" }, status, view.over ? t.status_over : fmt(t.status_turn, { turn: view.rolls }));
    html("span", { class: "gnb-h-count" }, status, fmt(t.status_tiles, { tiles, vacant }));
    if (view.cut_off.length) html("span", { class: "gnb-h-count gnb-h-count-cut" }, status, fmt(t.status_cut, { n: view.cut_off.length }));
  }

  // The grid is built once (and again only when the words or the board change); each update then only
  // redraws the squares whose tile changed, switches classes, and redraws the outlines and the scoring.
  function buildBoard(data) {
    const t = T();
    layerCells.replaceChildren();
    layerMarks.replaceChildren();
    const width = colX(data.columns - 1, data) + HG.cell + HG.right;
    const height = rowY(data.rows - 1) + HG.cell + HG.bottom;
    board.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const b = { texts: model.get("texts"), data, cells: [], width, height };

    // column letters and row numbers (the squares' names, as the notation writes them)
    for (let c = 0; c < data.columns; c++) {
      svgText(layerCells, colX(c, data) + HG.cell / 2, HG.top - 8, data.names[c][0], { class: "gnb-h-coord", "text-anchor": "middle" });
    }
    for (let r = 0; r < data.rows; r++) {
      svgText(layerCells, HG.left - 7, rowY(r) + HG.cell / 2, String(r + 1), { class: "gnb-h-coord", "text-anchor": "end", "dominant-baseline": "central" });
    }
    // the river, between the columns on its two banks
    const rx = colX(data.river_after - 1, data) + HG.cell;
    const top = HG.top - 2, bottom = rowY(data.rows - 1) + HG.cell + 2;
    let d = `M${rx + 3},${top}`;
    for (let y = top; y < bottom; y += 16) d += ` q5,4 0,8 q-5,4 0,8`;
    d += ` L${rx + HG.river - 3},${bottom}`;
    for (let y = bottom; y > top; y -= 16) d += ` q5,-4 0,-8 q-5,-4 0,-8`;
    const river = svg("g", { class: "gnb-h-river" }, layerCells);
    svg("path", { d: d + " Z", class: "gnb-h-river-water" }, river);
    svgText(river, rx + HG.river / 2, (top + bottom) / 2, t.river, {
      class: "gnb-h-river-word", "text-anchor": "middle", "dominant-baseline": "central",
      transform: `rotate(-90 ${rx + HG.river / 2} ${(top + bottom) / 2})`,
    });
    svgTitle(river, t.river_title);

    for (let sq = 0; sq < data.kinds.length; sq++) {
      const [x, y] = cellXY(sq, data);
      const kind = data.kinds[sq];
      const g = svg("g", { class: "gnb-h-cell", "data-square": sq, "data-name": data.names[sq] }, layerCells);
      const bg = svg("rect", { x, y, width: HG.cell, height: HG.cell, class: "gnb-h-bg" }, g);
      const fixed = svg("g", { class: "gnb-h-fixed" }, g);         // a volcano's or tar pit's picture
      const content = svg("g", { class: "gnb-h-content" }, g);     // a tile
      const mark = svg("g", { class: "gnb-h-markslot", transform: `translate(${x + HG.cell / 2},${y + HG.cell / 2 + 2})` }, layerMarks);
      let base;
      if (kind === "V") {
        g.classList.add("gnb-h-blocked", "gnb-h-volcano");
        svg("path", { d: `M${x + 9},${y + 38} L${x + 19},${y + 17} L${x + 27},${y + 17} L${x + 37},${y + 38} Z`, class: "gnb-h-volcano-cone" }, fixed);
        svg("path", { d: `M${x + 20},${y + 15} q3,-7 6,0 M${x + 23},${y + 12} v-5`, class: "gnb-h-volcano-smoke" }, fixed);
        svgText(fixed, x + 4, y + 12, "V", { class: "gnb-h-kind-letter" });
        base = fmt(t.volcano_title, { square: data.names[sq] });
      } else if (kind === "T") {
        g.classList.add("gnb-h-blocked", "gnb-h-tar");
        svg("circle", { cx: x + 18, cy: y + 28, r: 6.5, class: "gnb-h-tar-bubble" }, fixed);
        svg("circle", { cx: x + 30, cy: y + 21, r: 4.2, class: "gnb-h-tar-bubble" }, fixed);
        svg("circle", { cx: x + 30, cy: y + 34, r: 2.8, class: "gnb-h-tar-bubble" }, fixed);
        svgText(fixed, x + 4, y + 12, "T", { class: "gnb-h-kind-letter" });
        base = fmt(t.tar_title, { square: data.names[sq] });
      } else if (!data.in_play[sq]) {
        g.classList.add("gnb-h-out");
        bg.style.fill = `url(#${uid}-out)`;
        base = fmt(t.out_title, { square: data.names[sq] });
      } else {
        base = fmt(t.vacant_title, { square: data.names[sq] });
      }
      const title = svgTitle(g, base);
      b.cells.push({ g, bg, content, mark, title, base, kind, inPlay: kind === "." && data.in_play[sq], code: null, x, y });
      g.addEventListener("click", (ev) => { ev.stopPropagation(); clickSquare(sq, g); });
      g.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); clickSquare(sq, g); }
      });
      g.addEventListener("mouseenter", () => hover(sq));
      g.addEventListener("mouseleave", () => hover(null));
    }
    built = b;
  }

  function drawTile(c, code, view, data) {
    c.content.replaceChildren();
    c.mark.replaceChildren();
    if (code <= 0) return;
    const terrain = TERRAIN_NAMES[terrainOfCode(code)];
    const p = view.players[seatOfCode(code)];
    svg("rect", { x: c.x, y: c.y, width: HG.cell, height: HG.cell, fill: `url(#${uid}-${terrain})`, class: "gnb-h-tilebg" }, c.content);
    svgText(c.content, c.x + 4, c.y + 12, data.terrain_letters[terrainOfCode(code)], { class: "gnb-h-tletter", fill: TERRAIN_STYLE[terrain].ink, stroke: TERRAIN_STYLE[terrain].fill });
    if (p) drawMark(c.mark, shapeOf(p.species), p.mark, 21);
  }

  function tileTitle(sq, view, data) {
    const t = T();
    const code = view.cells[sq];
    const a = view.area_of[sq], h = view.herd_of[sq];
    const area = view.areas[a], herd = view.herds[h];
    const p = view.players[seatOfCode(code)];
    return fmt(t.tile_title, {
      square: data.names[sq], terrain: terrainWord(TERRAIN_NAMES[terrainOfCode(code)]), species: speciesWord(p.species),
      name: p.name, herd: herd[2], area: `A${a + 1}`, size: area[1],
    });
  }

  function drawBoard(view, legal, data) {
    const t = T();
    if (!built || built.texts !== model.get("texts") || built.data !== data) buildBoard(data);
    const b = built;
    const lit = new Set(legal.squares || []);
    const cut = new Set(view.cut_off);
    const last = new Set(view.ui.last || []);
    const scoring = showScoring(view);
    const canAct = lit.size > 0;
    b.cells.forEach((c, sq) => {
      const code = view.cells[sq];
      if (c.code !== code) {
        const wasVacant = c.code === 0;
        drawTile(c, code, view, data);
        if (wasVacant && code > 0) { c.g.classList.remove("gnb-h-new"); void c.g.getBoundingClientRect(); c.g.classList.add("gnb-h-new"); }
        c.code = code;
      }
      c.g.dataset.code = String(code);
      setClass(c.g, "gnb-h-tile", code > 0);
      setClass(c.g, "gnb-h-vacant", code === 0 && c.inPlay);
      setClass(c.g, "gnb-h-lit", lit.has(sq));
      setClass(c.g, "gnb-h-cut", cut.has(sq));
      setClass(c.g, "gnb-h-last", last.has(sq));
      const small = code > 0 && view.areas[view.area_of[sq]][2] === 0;
      setClass(c.g, "gnb-h-noscore", scoring && small);
      setClass(c.mark, "gnb-h-noscore", scoring && small);
      setTabbable(c.g, lit.has(sq));
      if (code === 0 && c.inPlay) c.bg.style.fill = cut.has(sq) ? `url(#${uid}-cut)` : "";
      let title = c.base;
      if (code > 0) title = tileTitle(sq, view, data);
      else if (lit.has(sq)) title = `${c.base} — ${armed ? fmt(t.click_to_place, { terrain: terrainWord(armed.terrain) }) : t.click_to_choose}`;
      if (code === 0 && cut.has(sq)) title += `\n${t.cut_title}`;
      if (c.title.textContent !== title) c.title.textContent = title;
    });
    layerLast.replaceChildren();
    for (const sq of last) {
      if (view.cells[sq] <= 0) continue;
      const [x, y] = cellXY(sq, data);
      const ring = { x: x + 4.5, y: y + 4.5, width: HG.cell - 9, height: HG.cell - 9, rx: 5 };
      svg("rect", Object.assign({ class: "gnb-h-lastring-under" }, ring), layerLast);
      svg("rect", Object.assign({ class: "gnb-h-lastring" }, ring), layerLast);
    }
    setClass(board, "gnb-h-can-act", canAct);
    setClass(board, "gnb-h-armed", !!armed);
    drawLines(view, data);
  }

  // Area outlines (thick) and herd boundaries inside an area (dashed); a bridge where an area crosses
  // the river (with three or four players the river changes nothing: its banks touch).
  function drawLines(view, data) {
    layerLines.replaceChildren();
    const cols = data.columns, n = data.kinds.length;
    const area = view.area_of, herd = view.herd_of;
    let outer = "", inner = "";
    for (let sq = 0; sq < n; sq++) {
      if (area[sq] < 0) continue;
      const [x, y] = cellXY(sq, data);
      const c = sq % cols;
      const sides = [
        [sq - cols, sq >= cols, `M${x},${y} h${HG.cell}`],
        [sq + cols, sq + cols < n, `M${x},${y + HG.cell} h${HG.cell}`],
        [sq - 1, c > 0, `M${x},${y} v${HG.cell}`],
        [sq + 1, c < cols - 1, `M${x + HG.cell},${y} v${HG.cell}`],
      ];
      for (const [nb, exists, path] of sides) {
        if (!exists || area[nb] !== area[sq]) outer += path;
        else if (herd[nb] !== herd[sq] && nb > sq) inner += path;
        if (exists && nb === sq + 1 && c === data.river_after - 1 && area[nb] === area[sq]) {
          const terrain = TERRAIN_NAMES[terrainOfCode(view.cells[sq])];
          svg("rect", { x: x + HG.cell - 1, y: y + HG.cell * 0.3, width: HG.river + 2, height: HG.cell * 0.4, fill: `url(#${uid}-${terrain})`, class: "gnb-h-bridge" }, layerLines);
        }
      }
    }
    if (inner) svg("path", { d: inner, class: "gnb-h-herdline" }, layerLines);
    if (outer) svg("path", { d: outer, class: "gnb-h-arealine" }, layerLines);
  }

  // --------------------------------------------------------------------------------- scoring overlay
  function placeWord(areaCase, place) {
    const t = T();
    if (place === 0) return t.place_none;
    if (areaCase === "only_herd") return t.place_only;
    if (areaCase === "tie_first") return t.place_tie_first;
    if (areaCase === "tie_second" && place === 2) return t.place_tie_second;
    return place === 1 ? t.place_first : t.place_second;
  }

  function bonusWord(view, a) {
    const t = T();
    const area = view.areas[a];
    if (area[3] === "triple") return t.bonus_triple;
    if (area[3] === "double") return fmt(t.bonus_double, { terrain: terrainWord(TERRAIN_NAMES[area[0]]) });
    return "";
  }

  function drawScoring(view, data) {
    const t = T();
    const on = showScoring(view);
    layerScore.replaceChildren();
    scoringBtn.textContent = on ? t.scoring_hide : (view.over ? t.scoring_show_final : t.scoring_show);
    scoringBtn.setAttribute("aria-pressed", on ? "true" : "false");
    setClass(scoringBtn, "gnb-picked", on);
    toolNote.textContent = on ? (view.over ? t.scoring_note_final : t.scoring_note_now) : t.outline_note;
    cards.hidden = !on;
    setClass(root, "gnb-h-scoring", on);
    if (!on) { cards.replaceChildren(); return; }
    // on the board: each scoring area's id and multiplier, each scoring herd's points
    const firstOfArea = new Map(), firstOfHerd = new Map();
    view.area_of.forEach((a, sq) => { if (a >= 0 && !firstOfArea.has(a)) firstOfArea.set(a, sq); });
    view.herd_of.forEach((h, sq) => { if (h >= 0 && !firstOfHerd.has(h)) firstOfHerd.set(h, sq); });
    for (const a of view.order) {
      const sq = firstOfArea.get(a);
      const [x, y] = cellXY(sq, data);
      const area = view.areas[a];
      const label = area[2] > 1 ? `A${a + 1} ×${area[2]}` : `A${a + 1}`;
      const w = 6 + label.length * 5.7;
      const g = svg("g", { class: "gnb-h-badge" + (area[2] > 1 ? " gnb-h-badge-bonus" : ""), "data-area": a }, layerScore);
      svg("rect", { x: x + HG.cell - w - 1, y: y + 0.5, width: w, height: 12, rx: 6 }, g);
      svgText(g, x + HG.cell - w / 2 - 1, y + 6.8, label, { "text-anchor": "middle", "dominant-baseline": "central" });
      svgTitle(g, `A${a + 1}: ${terrainWord(TERRAIN_NAMES[area[0]])}, ${fmt(t.tiles_n, { n: area[1] })}${area[2] > 1 ? ` — ${bonusWord(view, a)}` : ""}`);
    }
    view.herds.forEach((hd, h) => {
      if (hd[5] <= 0) return;
      const sq = firstOfHerd.get(h);
      const [x, y] = cellXY(sq, data);
      const label = `+${hd[5]}`;
      const w = 8 + label.length * 6.6;
      const g = svg("g", { class: "gnb-h-points", "data-herd": h }, layerScore);
      svg("rect", { x: x + HG.cell - w - 1, y: y + HG.cell - 15, width: w, height: 14, rx: 3 }, g);
      svgText(g, x + HG.cell - w / 2 - 1, y + HG.cell - 8, label, { "text-anchor": "middle", "dominant-baseline": "central" });
      const p = view.players[hd[1]];
      svgTitle(g, fmt(t.herd_points_title, { name: p.name, species: speciesWord(p.species), size: hd[2], place: placeWord(view.areas[hd[0]][4], hd[3]), points: hd[5] }));
    });
    drawCards(view, data);
  }

  function drawCards(view, data) {
    const t = T();
    cards.replaceChildren();
    const head = html("div", { class: "gnb-h-cards-head" }, cards);
    html("span", { class: "gnb-caption" }, head, view.over ? t.cards_final : t.cards_now);
    const totals = html("span", { class: "gnb-h-cards-totals" }, head);
    view.players.forEach((p) => {
      const it = html("span", { class: "gnb-h-total" }, totals);
      markSVG(it, shapeOf(p.species), p.mark, 12);
      html("span", null, it, `${p.name} ${p.points}`);
    });
    const grid = html("div", { class: "gnb-h-cardgrid" }, cards);
    for (const a of view.order) {
      const area = view.areas[a];
      const terrain = TERRAIN_NAMES[area[0]];
      const card = html("div", { class: "gnb-h-card", "data-area": a }, grid);
      const ch = html("div", { class: "gnb-h-card-head" }, card);
      swatchSVG(ch, uid, terrain, letterOf(area[0]), 16);
      html("b", null, ch, `A${a + 1}`);
      html("span", null, ch, `${terrainWord(terrain)} · ${fmt(t.tiles_n, { n: area[1] })}`);
      if (area[2] > 1) html("span", { class: "gnb-h-mult", title: bonusWord(view, a) }, ch, `×${area[2]}`);
      if (area[2] > 1) html("div", { class: "gnb-h-card-why" }, card, bonusWord(view, a));
      const list = html("div", { class: "gnb-h-herds" }, card);
      view.herds.forEach((hd, h) => {
        if (hd[0] !== a) return;
        const p = view.players[hd[1]];
        const row = html("div", { class: "gnb-h-herd" + (hd[5] > 0 ? "" : " gnb-h-herd-zero"), "data-herd": h }, list);
        markSVG(row, shapeOf(p.species), p.mark, 11);
        html("span", { class: "gnb-h-herd-who" }, row, fmt(t.herd_of, { name: p.name, size: hd[2] }));
        html("span", { class: "gnb-h-herd-place" }, row, placeWord(area[4], hd[3]));
        html("span", { class: "gnb-h-herd-pts" }, row, area[2] > 1 && hd[5] > 0 ? `${hd[4]} → ${hd[5]}` : String(hd[5]));
      });
      card.addEventListener("mouseenter", () => focusArea(a));
      card.addEventListener("mouseleave", () => focusArea(null));
    }
    const notes = html("div", { class: "gnb-h-cards-notes" }, cards);
    const small = view.areas.filter((x) => x[2] === 0).length;
    if (small) html("div", null, notes, fmt(t.cards_small, { n: small }));
    if (view.largest.tied.length) html("div", null, notes, fmt(t.cards_tied_largest, { size: view.largest.size }));
    view.terrains.forEach((info, ti) => {
      if (info.tied.length) html("div", null, notes, fmt(t.cards_tied_terrain, { terrain: terrainWord(TERRAIN_NAMES[ti]) }));
    });
    if (!view.order.length) html("div", null, notes, t.cards_none);
  }

  function focusArea(a) {
    const view = cur.view;
    if (!built || !view) return;
    setClass(board, "gnb-h-focusing", a !== null);
    built.cells.forEach((c, sq) => setClass(c.g, "gnb-h-focus", a !== null && view.area_of[sq] === a));
  }

  // ---------------------------------------------------------------------------------- the legend
  function drawLegend(view, data) {
    const t = T();
    legend.replaceChildren();
    TERRAIN_NAMES.forEach((terrain, i) => {
      const it = html("span", { class: "gnb-leg" }, legend);
      swatchSVG(it, uid, terrain, data.terrain_letters[i], 18);
      html("span", null, it, terrainWord(terrain));
    });
    view.players.forEach((p) => {
      const it = html("span", { class: "gnb-leg" }, legend);
      markSVG(it, shapeOf(p.species), p.mark, 14);
      html("span", null, it, speciesWord(p.species));
    });
    const box = (cls, word) => {
      const it = html("span", { class: "gnb-leg" }, legend);
      html("span", { class: `gnb-h-legbox ${cls}` }, it, cls === "gnb-h-leg-volcano" ? "V" : cls === "gnb-h-leg-tar" ? "T" : "");
      html("span", null, it, word);
    };
    box("gnb-h-leg-volcano", t.volcano);
    box("gnb-h-leg-tar", t.tar_pit);
    box("gnb-h-leg-river", t.river);
    if (data.two_player) box("gnb-h-leg-out", t.out_of_play);
    box("gnb-h-leg-lit", t.lit_legend);
    box("gnb-h-leg-cut", t.cut_legend);
    box("gnb-h-leg-area", t.area_legend);
    box("gnb-h-leg-herd", t.herd_legend);
  }

  // ---------------------------------------------------------------------------- the side panel
  function terrainButton(parent, terrain, opts) {
    const t = T();
    const d = cur.data;
    const i = TERRAIN_NAMES.indexOf(terrain);
    const b = html("button", {
      type: "button", class: "gnb-btn gnb-h-tbtn" + (opts.lit ? " gnb-lit" : " gnb-unlit") + (opts.picked ? " gnb-picked" : ""),
      "data-terrain": terrain, "data-mode": opts.one ? "one" : "dice",
    }, parent);
    swatchSVG(b, uid, terrain, d.terrain_letters[i], 16);
    html("span", { class: "gnb-h-tword" }, b, terrainWord(terrain));
    if (opts.left !== undefined) html("span", { class: "gnb-h-tleft", title: t.tiles_left }, b, String(opts.left));
    if (opts.how && opts.how !== "match") html("span", { class: "gnb-h-how", title: t[`how_${opts.how}_title`] }, b, t[`how_${opts.how}`]);
    b.title = opts.title || "";
    return b;
  }

  function drawDice(parent, view) {
    const t = T();
    const box = html("div", { class: "gnb-turn-hand gnb-h-dice", title: t.dice }, parent);
    html("span", { class: "gnb-caption" }, box, t.dice);
    view.dice.forEach((face, i) => {
      const used = view.used === i;
      const die = html("span", { class: "gnb-h-die" + (used ? " gnb-h-die-used" : ""), "data-face": face }, box);
      const s = svg("svg", { width: 34, height: 34, viewBox: "0 0 34 34", "aria-hidden": "true" }, die);
      if (face === "wild") {
        TERRAIN_NAMES.forEach((terrain, k) => {
          svg("rect", { x: 2 + (k % 2) * 15, y: 2 + Math.floor(k / 2) * 15, width: 15, height: 15, fill: `url(#${uid}-${terrain})` }, s);
        });
        svg("rect", { x: 1.5, y: 1.5, width: 31, height: 31, rx: 6, class: "gnb-h-die-frame" }, s);
        svg("circle", { cx: 17, cy: 17, r: 8, fill: "#ffffff", stroke: "#222", "stroke-width": 1.2 }, s);
        svgText(s, 17, 17.5, "★", { "text-anchor": "middle", "dominant-baseline": "central", class: "gnb-h-die-star" });
      } else {
        const ti = TERRAIN_NAMES.indexOf(face);
        svg("rect", { x: 1.5, y: 1.5, width: 31, height: 31, rx: 6, fill: `url(#${uid}-${face})`, class: "gnb-h-die-frame" }, s);
        svgText(s, 17, 17.5, letterOf(ti), { "text-anchor": "middle", "dominant-baseline": "central", class: "gnb-h-die-letter", fill: TERRAIN_STYLE[face].ink, stroke: TERRAIN_STYLE[face].fill });
      }
      html("span", { class: "gnb-h-die-word" }, die, used ? `${t[`face_${face}`] || face} ✓` : (t[`face_${face}`] || face));
      die.title = used ? fmt(t.die_used, { face: t[`face_${face}`] || face }) : (t[`face_${face}`] || face);
    });
  }

  function drawTurn(view, legal) {
    const t = T();
    turnBox.replaceChildren(errorBox);
    const seats = model.get("seats") || [];
    if (view.over) {
      sh.drawOver(fmt(t.winners, { names: (view.winners || []).join(", ") }),
        view.ui.end ? fmt(t.end_reason, { reason: view.ui.end }) : "");
      const rows = view.players.map((p) => ({ key: p.name, label: p.name, icon: (th) => markSVG(th, shapeOf(p.species), p.mark, 12) }));
      sh.scoreTable(html("div", { class: "gnb-turn-scores" }, turnBox), view.scores, rows, (c) => t[`cat_${c}`] || c);
      return;
    }
    const actor = view.actor;
    const p = view.players[actor];
    const isBot = seats[actor] && seats[actor] !== "human";
    const who = html("div", { class: "gnb-turn-who" }, turnBox);
    markSVG(who, shapeOf(p.species), p.mark, 24);
    const whoText = html("div", { class: "gnb-h-who" }, who);
    html("div", { class: "gnb-turn-title" }, whoText, isBot ? fmt(t.bot_thinking, { name: p.name }) : fmt(t.turn, { name: p.name }));
    html("div", { class: "gnb-psub" }, whoText, `${speciesWord(p.species)} · ${fmt(t.tile_n_of_2, { n: view.tile })}`);
    drawDice(turnBox, view);
    if (isBot) {
      sh.drawBotPrompt();
      return;
    }
    const left = p.left.reduce((x, y) => x + y, 0);
    let prompt;
    if (armed) prompt = fmt(armed.one ? t.prompt_armed_one : t.prompt_armed, { terrain: terrainWord(armed.terrain) });
    else if (view.tile === 2) prompt = fmt(t.prompt_second, { face: t[`face_${view.dice[1 - view.used]}`] || "" });
    else if (left === 1) prompt = t.prompt_last_tile;
    else prompt = t.prompt_first;
    html("div", { class: "gnb-prompt" }, turnBox, prompt);

    const row = html("div", { class: "gnb-actions gnb-h-palette" }, turnBox);
    const diceGroup = html("div", { class: "gnb-h-group" }, row);
    html("span", { class: "gnb-h-group-label" }, diceGroup, view.tile === 2 ? t.with_other_die : t.with_dice);
    for (const terrain of TERRAIN_NAMES) {
      const lit = (legal.dice || []).includes(terrain);
      const b = terrainButton(diceGroup, terrain, {
        lit, one: false, left: p.left[TERRAIN_NAMES.indexOf(terrain)], how: lit ? legal.how[terrain] : null,
        picked: armed && !armed.one && armed.terrain === terrain,
        title: lit ? fmt(t.arm_title, { terrain: terrainWord(terrain) }) : t.why_title,
      });
      b.addEventListener("click", (ev) => { ev.stopPropagation(); pickTerrain(terrain, false, lit, b); });
    }
    const oneGroup = html("div", { class: "gnb-h-group gnb-h-group-one" }, row);
    html("span", { class: "gnb-h-group-label" }, oneGroup, t.one_instead);
    for (const terrain of TERRAIN_NAMES) {
      const lit = (legal.one || []).includes(terrain);
      const b = terrainButton(oneGroup, terrain, {
        lit, one: true, picked: armed && armed.one && armed.terrain === terrain,
        title: lit ? fmt(t.arm_one_title, { terrain: terrainWord(terrain) }) : t.why_title,
      });
      b.addEventListener("click", (ev) => { ev.stopPropagation(); pickTerrain(terrain, true, lit, b); });
    }
  }

  function drawPlayers(view) {
    const t = T();
    const seats = model.get("seats") || [];
    playersBox.replaceChildren();
    html("div", { class: "gnb-caption" }, playersBox, view.over ? t.players_final : t.players);
    const list = html("div", { class: "gnb-plist" }, playersBox);
    const d = cur.data;
    view.players.forEach((p, i) => {
      const row = html("div", { class: "gnb-prow gnb-h-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
      markSVG(row, shapeOf(p.species), p.mark, 18);
      const who = html("div", { class: "gnb-pwho" }, row);
      html("div", { class: "gnb-pname" }, who, p.name);
      const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
      html("div", { class: "gnb-psub" }, who, `${speciesWord(p.species)} · ${kind}`);
      html("div", { class: "gnb-ppts", title: t.points_now }, row, String(p.points));
      const left = html("div", { class: "gnb-h-left", title: t.tiles_left }, row);
      TERRAIN_NAMES.forEach((terrain, k) => {
        const chip = html("span", { class: "gnb-h-leftchip" + (p.left[k] ? "" : " gnb-h-none"), title: `${terrainWord(terrain)}: ${p.left[k]}` }, left);
        swatchSVG(chip, uid, terrain, d.terrain_letters[k], 14);
        html("span", null, chip, String(p.left[k]));
      });
    });
  }

  // -------------------------------------------------------------------------------- clicking
  function place(sq, terrain, one, elx) {
    sh.sendAction({ type: one ? "place_one" : "place", square: sq, terrain }, elx);
  }

  function clickSquare(sq, elx) {
    const legal = cur.legal || {};
    if ((legal.squares || []).includes(sq)) {
      if (armed) { place(sq, armed.terrain, armed.one, elx); return; }
      openChooser(sq, elx);
      return;
    }
    // not lit: send what the click would mean; the rules say why it cannot be
    const terrain = armed ? armed.terrain : ((legal.dice || [])[0] || (legal.one || [])[0] || TERRAIN_NAMES[0]);
    place(sq, terrain, !!(armed && armed.one), elx);
  }

  function pickTerrain(terrain, one, lit, elx) {
    if (!lit) { sh.sendCmd({ cmd: "why_terrain", terrain, one }, elx); return; }
    armed = armed && armed.terrain === terrain && armed.one === one ? null : { terrain, one };
    if (model.get("error")) send({ cmd: "why_terrain", terrain, one });   // clears the refusal shown
    draw();
  }

  function disarm() { if (armed) { armed = null; draw(); } }

  function hover(sq) {
    layerHover.replaceChildren();
    const view = cur.view, legal = cur.legal, data = cur.data;
    if (sq === null || !armed || !view || !(legal.squares || []).includes(sq)) return;
    const [x, y] = cellXY(sq, data);
    const p = view.players[view.actor];
    const g = svg("g", { class: "gnb-h-ghost" }, layerHover);
    svg("rect", { x: x + 1, y: y + 1, width: HG.cell - 2, height: HG.cell - 2, fill: `url(#${uid}-${armed.terrain})` }, g);
    const m = svg("g", { transform: `translate(${x + HG.cell / 2},${y + HG.cell / 2 + 2})` }, g);
    if (p) drawMark(m, shapeOf(p.species), p.mark, 21);
  }

  // The chooser: a click on a lit square asks for the terrain (the dice's, or the one-tile turn's).
  function openChooser(sq, elx) {
    const t = T();
    const view = cur.view, legal = cur.legal, data = cur.data;
    const p = view.players[view.actor];
    const chooser = sh.openChooser(fmt(t.chooser_title, { square: data.names[sq] }));
    html("div", { class: "gnb-chooser-sub" }, chooser, view.tile === 2 ? t.with_other_die : t.with_dice);
    let row = html("div", { class: "gnb-opts" }, chooser);
    for (const terrain of TERRAIN_NAMES) {
      const lit = (legal.dice || []).includes(terrain);
      const b = terrainButton(row, terrain, { lit, left: p.left[TERRAIN_NAMES.indexOf(terrain)], how: lit ? legal.how[terrain] : null, title: "" });
      b.classList.add("gnb-opt");
      b.addEventListener("click", (ev) => { ev.stopPropagation(); closeChooser(); place(sq, terrain, false, elx); });
    }
    html("div", { class: "gnb-chooser-sub" }, chooser, t.one_instead);
    row = html("div", { class: "gnb-opts" }, chooser);
    for (const terrain of TERRAIN_NAMES) {
      const lit = (legal.one || []).includes(terrain);
      const b = terrainButton(row, terrain, { lit, one: true, title: "" });
      b.classList.add("gnb-opt");
      b.addEventListener("click", (ev) => { ev.stopPropagation(); closeChooser(); place(sq, terrain, true, elx); });
    }
    html("div", { class: "gnb-hint" }, chooser, t.chooser_hint);
    sh.showChooser(elx);
  }

  scoringBtn.addEventListener("click", () => {
    const view = cur.view;
    model.set("scoring", !(view && showScoring(view)));
    model.save_changes();
  });

  draw();
  return () => sh.dispose();
}

export default { render };
