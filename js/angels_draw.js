// The angels drawing module, part 1: colours, geometry and the drawing of tokens, cubes and icons.
// (genesis_nb/angels/ui.py lists its files; the shell's modules come before them in the one blob.)

// Essence colours (chaos, matter, life): always drawn with their letter too (colour-blind safe).
const ESSENCE_FILL = ["#c7362c", "#2360c4", "#1d8544"];
const PLAYER_FILL = {
  pink: "#f28bbb", gray: "#a9aeb3", purple: "#8547c0",
  yellow: "#f3d03c", orange: "#f08a2c", brown: "#8c5a36",
};
const PLAYER_INK = { pink: "#1b1b1b", gray: "#1b1b1b", purple: "#ffffff", yellow: "#1b1b1b", orange: "#1b1b1b", brown: "#ffffff" };
const DARK_FILL = "#16161a";

// Geometry of the board (SVG user units; the SVG scales to the width it gets).
const G = {
  width: 920,
  timeH: 78,
  rowTop: 92,
  rowH: 88,
  rowGap: 7,
  labelW: 82,
  sqX: 88,
  sqW: 70,
  sqGap: 5,
  workX: 618,
  costW: 118,
  circleX: 742,
  circleStep: 25,
};
G.height = G.rowTop + 8 * (G.rowH + G.rowGap) + 2;


// A player's (or the dark angel's) token: shape + colour + short label, centred on (0, 0).
function drawToken(parent, info, size) {
  const g = svg("g", { class: "gnb-token-shape" }, parent);
  const r = size / 2;
  const fill = info.dark ? DARK_FILL : PLAYER_FILL[info.colour] || "#888";
  const ink = info.dark ? "#ffffff" : PLAYER_INK[info.colour] || "#111";
  const common = { fill, stroke: info.dark ? "#b9a6ff" : "#1b1b1b", "stroke-width": info.dark ? 1.6 : 1.4 };
  let dy = 0;
  switch (info.dark ? "star" : info.shape) {
    case "circle": svg("circle", Object.assign({ r }, common), g); break;
    case "square": svg("rect", Object.assign({ x: -r * 0.92, y: -r * 0.92, width: r * 1.84, height: r * 1.84, rx: 3 }, common), g); break;
    case "diamond": svg("polygon", Object.assign({ points: polygon(4, r * 1.18, -Math.PI / 2) }, common), g); break;
    case "hexagon": svg("polygon", Object.assign({ points: polygon(6, r * 1.06, 0) }, common), g); break;
    case "triangle": svg("polygon", Object.assign({ points: polygon(3, r * 1.32, -Math.PI / 2) }, common), g); dy = r * 0.28; break;
    case "pentagon": svg("polygon", Object.assign({ points: polygon(5, r * 1.1, -Math.PI / 2) }, common), g); dy = r * 0.06; break;
    default: svg("polygon", Object.assign({ points: star(8, r * 1.18, r * 0.82) }, common), g);
  }
  // a token too small for a readable letter (a day-work marker, a log line) shows its shape alone:
  // shapes differ per seat, so colour is still never the only cue
  const label = size >= 20 ? String(info.label ?? "") : "";
  if (label) {
    svgText(g, 0, dy, label, {
      class: "gnb-token-label", fill: ink,
      "font-size": (label.length > 1 ? size * 0.5 : size * 0.56).toFixed(1),
      "text-anchor": "middle", "dominant-baseline": "central",
    });
  }
  return g;
}

// One essence cube: a coloured square with its letter.
function drawCube(parent, x, y, e, letters, size) {
  const s = size || 14;
  svg("rect", { x, y, width: s, height: s, rx: 2.6, fill: ESSENCE_FILL[e], stroke: "rgba(0,0,0,.35)", "stroke-width": 0.8 }, parent);
  svgText(parent, x + s / 2, y + s / 2 + 0.5, letters[e], {
    class: "gnb-cube-letter", "font-size": Math.max(14, s * 0.72).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
  });
}

function cubeList(v) {
  const out = [];
  for (let e = 0; e < 3; e++) for (let i = 0; i < (v[e] || 0); i++) out.push(e);
  return out;
}

// A row of cubes (one per cube), centred on cx.
function drawCubeRow(parent, cx, y, v, letters, size, gap) {
  const list = cubeList(v);
  const s = size || 14, gp = gap ?? 2;
  const w = list.length * s + Math.max(0, list.length - 1) * gp;
  let x = cx - w / 2;
  for (const e of list) { drawCube(parent, x, y, e, letters, s); x += s + gp; }
  return w;
}

// Counted cubes: "2[C] 1[M]" (for costs, bonuses), starting at x; returns the width used.
function drawCounted(parent, x, y, v, letters, size) {
  const s = size || 13;
  let cx = x;
  for (let e = 0; e < 3; e++) {
    if (!v[e]) continue;
    svgText(parent, cx, y + s / 2 + 0.5, v[e], { class: "gnb-count", "dominant-baseline": "central" });
    cx += 10;
    drawCube(parent, cx, y, e, letters, s);
    cx += s + 5;
  }
  return cx - x;
}

// One yield (a cube vector) as counted chips ("2[C] [M]": the count only above 1), centred on cx,
// wrapped into rows no wider than `maxW`; returns the height used.
function drawYield(parent, cx, y, v, letters, size, maxW) {
  const s = size || 19;
  const chips = [];
  for (let e = 0; e < 3; e++) if (v[e]) chips.push([e, v[e], (v[e] > 1 ? 10 : 0) + s]);
  const rows = [[]];
  let w = 0;
  for (const c of chips) {
    const add = c[2] + (rows[rows.length - 1].length ? 3 : 0);
    if (rows[rows.length - 1].length && w + add > maxW) { rows.push([]); w = 0; }
    rows[rows.length - 1].push(c);
    w += c[2] + (rows[rows.length - 1].length > 1 ? 3 : 0);
  }
  rows.forEach((row, k) => {
    const rw = row.reduce((a, c) => a + c[2], 0) + 3 * (row.length - 1);
    let x = cx - rw / 2;
    const yy = y + k * (s + 2);
    for (const [e, n] of row) {
      if (n > 1) { svgText(parent, x, yy + s / 2 + 0.5, n, { class: "gnb-count", "dominant-baseline": "central" }); x += 10; }
      drawCube(parent, x, yy, e, letters, s);
      x += s + 3;
    }
  });
  return rows.length * (s + 2) - 2;
}

// HTML cubes with counts (panels and choosers).
function cubesHTML(parent, v, letters, opts) {
  const wrap = html("span", { class: "gnb-cubes" }, parent);
  const o = opts || {};
  for (let e = 0; e < 3; e++) {
    const n = v[e] || 0;
    if (!n && !o.showZero) continue;
    const c = html("span", { class: `gnb-chip gnb-e${e}${n ? "" : " gnb-zero"}` }, wrap);
    if (o.counted === false) {
      c.textContent = letters[e];
      for (let i = 1; i < n; i++) html("span", { class: `gnb-chip gnb-e${e}` }, wrap, letters[e]);
    } else {
      html("b", null, c, letters[e]);
      html("span", { class: "gnb-n" }, c, String(n));
    }
  }
  if (!wrap.childNodes.length) html("span", { class: "gnb-none" }, wrap, "0");
  return wrap;
}

function tokenSVG(parent, info, size) {
  const s = svg("svg", { width: size + 6, height: size + 6, viewBox: `${-(size + 6) / 2} ${-(size + 6) / 2} ${size + 6} ${size + 6}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
  drawToken(s, info, size);
  return s;
}

// The time track's icons: a rising sun, the midday sun, a crescent moon.
function drawTimeIcon(g, cx, cy, k) {
  const ic = svg("g", { class: "gnb-timeicon", transform: `translate(${cx},${cy})` }, g);
  if (k === 0) { // morning: a rising sun
    svg("path", { d: "M-7,3 A7,7 0 0 1 7,3 Z", class: "gnb-sun" }, ic);
    svg("line", { x1: -10, y1: 4, x2: 10, y2: 4, class: "gnb-horizon" }, ic);
  } else if (k === 1) { // midday: the full sun
    svg("circle", { r: 5.5, class: "gnb-sun" }, ic);
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      svg("line", { x1: 7.5 * Math.cos(a), y1: 7.5 * Math.sin(a), x2: 10 * Math.cos(a), y2: 10 * Math.sin(a), class: "gnb-ray" }, ic);
    }
  } else { // evening: a crescent moon
    svg("path", { d: "M2,-7 A7,7 0 1 0 6,5 A5.5,5.5 0 1 1 2,-7 Z", class: "gnb-moon" }, ic);
  }
}
