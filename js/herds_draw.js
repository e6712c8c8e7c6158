// The herds drawing module, part 1: colours, geometry, the drawing of marks, swatches and dice, and the
// context every other part reads (words, the fixed board data, what the view says in handy form).
// (genesis_nb/herds/ui.py lists its files; the shell's modules come before them in the one blob.)
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

// A species mark: a black-on-white shape with the species' letter, centred on (0, 0). A mark too small
// for a readable letter (under 18 units: a log line, a scoring card, the score table) shows its shape
// alone: the shapes differ per species and the player's name is written next to it.
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
  if (size >= 18) {
    svgText(g, 0, dy, letter, {
      class: "gnb-h-mark-letter", "font-size": Math.max(12.5, size * 0.62).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
    });
  }
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

// A terrain swatch (pattern + letter) as a small SVG, for buttons, the legend and the cards: at least
// 18 px, so that its letter (12.5 px at the least) stays readable on a projector.
function swatchSVG(parent, uid, terrain, letter, size) {
  const s = svg("svg", { width: size, height: size, viewBox: `0 0 ${size} ${size}`, class: "gnb-h-swatch", "aria-hidden": "true" }, parent);
  svg("rect", { x: 0.5, y: 0.5, width: size - 1, height: size - 1, rx: 3, fill: `url(#${uid}-${terrain})`, stroke: "rgba(0,0,0,.45)" }, s);
  svgText(s, size / 2, size / 2 + 0.5, letter, {
    class: "gnb-h-swatch-letter", fill: TERRAIN_STYLE[terrain].ink, stroke: TERRAIN_STYLE[terrain].fill, "font-size": Math.max(12.5, size * 0.6).toFixed(1),
    "text-anchor": "middle", "dominant-baseline": "central",
  });
  return s;
}

// A die's face: a terrain (pattern + letter) or wild (the four terrains and a star).
function dieSVG(parent, uid, face, letter) {
  const s = svg("svg", { width: 34, height: 34, viewBox: "0 0 34 34", "aria-hidden": "true" }, parent);
  if (face === "wild") {
    TERRAIN_NAMES.forEach((terrain, k) => {
      svg("rect", { x: 2 + (k % 2) * 15, y: 2 + Math.floor(k / 2) * 15, width: 15, height: 15, fill: `url(#${uid}-${terrain})` }, s);
    });
    svg("rect", { x: 1.5, y: 1.5, width: 31, height: 31, rx: 6, class: "gnb-h-die-frame" }, s);
    svg("circle", { cx: 17, cy: 17, r: 8.5, fill: "#ffffff", stroke: "#222", "stroke-width": 1.2 }, s);
    svg("polygon", { points: star(5, 6.6, 2.7), transform: "translate(17,17.6)", class: "gnb-h-die-star" }, s);
  } else {
    svg("rect", { x: 1.5, y: 1.5, width: 31, height: 31, rx: 6, fill: `url(#${uid}-${face})`, class: "gnb-h-die-frame" }, s);
    svgText(s, 17, 17.5, letter, { "text-anchor": "middle", "dominant-baseline": "central", class: "gnb-h-die-letter", fill: TERRAIN_STYLE[face].ink, stroke: TERRAIN_STYLE[face].fill });
  }
  return s;
}

// What every part of the herds module reads: words, the fixed data, the view in handy form, and the
// terrain picked before clicking squares (`H.armed`, {terrain, one}; the only state the module keeps).
function herdsContext(sh) {
  const { T, model } = sh;
  const H = { uid: `gnbh${++herdsBoardCount}x${Math.floor(Math.random() * 1e6)}`, armed: null };
  H.data = () => model.get("board_data") || {};
  H.terrainWord = (name) => T()[`terrain_${name}`] || name;
  H.speciesWord = (name) => T()[`species_${name}`] || name;
  H.faceWord = (face) => T()[`face_${face}`] || face;
  H.letterOf = (ti) => (H.data().terrain_letters || "FSMW")[ti];
  H.shapeOf = (species) => {
    const d = H.data();
    return (d.shapes || [])[(d.species || []).indexOf(species)] || "circle";
  };
  H.mark = (parent, p, size) => markSVG(parent, H.shapeOf(p.species), p.mark, size);
  H.terrainOfCode = (code) => (code - 1) >> 2;
  H.seatOfCode = (code) => (code - 1) & 3;
  H.colX = (c, d) => HG.left + c * HG.cell + (c >= d.river_after ? HG.river : 0);
  H.rowY = (r) => HG.top + r * HG.cell;
  H.cellXY = (sq, d) => [H.colX(sq % d.columns, d), H.rowY(Math.floor(sq / d.columns))];
  H.squareName = (sq) => (H.data().names || [])[sq] || String(sq);
  // the view, when it is a herds view that fits the board data
  H.view = () => {
    const view = model.get("view");
    const d = H.data();
    return view && view.ui && view.cells && d.kinds && view.cells.length === d.kinds.length ? view : null;
  };
  // per square: the row of its area and of its herd in view.area_rows / view.herd_rows (-1: no tile)
  const derived = new WeakMap();
  H.of = (view) => {
    let out = derived.get(view);
    if (out) return out;
    const n = view.cells.length;
    out = { area: new Array(n).fill(-1), herd: new Array(n).fill(-1) };
    view.herd_rows.forEach((row, h) => { for (const sq of row[6]) { out.area[sq] = row[0]; out.herd[sq] = h; } });
    derived.set(view, out);
    return out;
  };
  // the scoring overlay: the board's setting, or (unset) only once the game is over
  H.showScoring = (view) => {
    const s = sh.prefs().scoring;
    return s === null || s === undefined ? !!view.over : !!s;
  };
  // the terrains the rules' view says a tile may be now (from the dice; as the one-tile turn)
  H.diceTerrains = (view) => ((view.legal || {}).dice_terrains) || [];
  H.oneTerrains = (view) => ((view.legal || {}).one_tile_terrains) || [];
  // the place word of a herd (first, second, only herd, tied ...)
  H.placeWord = (areaCase, place) => {
    const t = T();
    if (place === 0) return t.place_none;
    if (areaCase === "only_herd") return t.place_only;
    if (areaCase === "tie_first") return t.place_tie_first;
    if (areaCase === "tie_second" && place === 2) return t.place_tie_second;
    return place === 1 ? t.place_first : t.place_second;
  };
  H.bonusWord = (view, a) => {
    const t = T();
    const area = view.area_rows[a];
    if (area[3] === "triple") return t.bonus_triple;
    if (area[3] === "double") return fmt(t.bonus_double, { terrain: H.terrainWord(TERRAIN_NAMES[area[0]]) });
    return "";
  };
  return H;
}
