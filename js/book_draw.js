// The book drawing module, part 1: the hex field's geometry and the drawing of pieces and landmarks.
// (genesis_nb/book/ui.py lists its files; the shell's modules come before them in the one blob.)

// The players' colours, each with the ink readable on it; a seat also has its own shape (a piece's owner
// is never told by colour alone) and every piece shows its kind in two letters.
const BOOK_FILL = { gold: "#e3b62f", silver: "#b9bec6", red: "#c0392b", blue: "#2f6fd6" };
const BOOK_INK = { gold: "#231a00", silver: "#111418", red: "#ffffff", blue: "#ffffff" };
const HEX = 36;                                  // a hex's radius (corner to centre), SVG units

// The centre of the hex at axial (q, r): pointy-top hexes.
function hexCentre(q, r) {
  return [HEX * Math.sqrt(3) * (q + r / 2), HEX * 1.5 * r];
}

function hexPoints(cx, cy, size) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

// A seat's token shape, centred on (0, 0).
function bookShape(parent, shape, r, attrs) {
  switch (shape) {
    case "square": return svg("rect", Object.assign({ x: -r * 0.88, y: -r * 0.88, width: r * 1.76, height: r * 1.76, rx: 4 }, attrs), parent);
    case "octagon": return svg("polygon", Object.assign({ points: polygon(8, r * 1.02, Math.PI / 8) }, attrs), parent);
    case "diamond": return svg("polygon", Object.assign({ points: polygon(4, r * 1.2, -Math.PI / 2) }, attrs), parent);
    default: return svg("circle", Object.assign({ r }, attrs), parent);
  }
}

// A face-up character (or stack) of `seat`: its shape in its colour, its two letters, badges for a
// mounted rider (Ho) and a protected piece.
function drawCharacter(parent, info) {
  const g = svg("g", { class: "gnb-piece" }, parent);
  const fill = BOOK_FILL[info.colour] || "#888";
  bookShape(g, info.shape, 20, { fill, stroke: "#1d1d1d", "stroke-width": 1.6, class: "gnb-piece-body" });
  svgText(g, 0, 1, info.code, { class: "gnb-piece-code", fill: BOOK_INK[info.colour] || "#111", "text-anchor": "middle", "dominant-baseline": "central" });
  if (info.mounted) {
    const b = svg("g", { transform: "translate(14,15)" }, g);
    svg("rect", { x: -13, y: -8, width: 26, height: 16, rx: 5, class: "gnb-badge" }, b);
    svgText(b, 0, 0.5, "Ho", { class: "gnb-badge-text", "text-anchor": "middle", "dominant-baseline": "central" });
  }
  if (info.protected) {
    const p = svg("g", { transform: "translate(-17,-15)", class: "gnb-shield" }, g);
    svg("path", { d: "M0,-8 L7,-5 L6,3 Q3,8 0,10 Q-3,8 -6,3 L-7,-5 Z" }, p);
  }
  return g;
}

// A face-down piece: its back; when the observer knows it, its letters show faintly on it. `mini`: the
// legend's small one (r 12), its letters as large as the board's words (.gnb-back-mini in the CSS).
function drawBack(parent, known, mini) {
  const g = svg("g", { class: "gnb-back" + (known ? " gnb-back-known" : "") + (mini ? " gnb-back-mini" : "") }, parent);
  const r = mini ? 12 : 19;
  svg("circle", { r, class: "gnb-back-disc" }, g);
  if (known) {
    const ring = known.colour ? BOOK_FILL[known.colour] : "#8a6d2a";
    svg("circle", { r, fill: "none", stroke: ring, "stroke-width": mini ? 2.5 : 3.5, "stroke-dasharray": mini ? "4 2.5" : "5 3" }, g);
    svgText(g, 0, 1, known.code, { class: "gnb-back-code", "text-anchor": "middle", "dominant-baseline": "central" });
  } else {
    svgText(g, 0, 1, "?", { class: "gnb-back-q", "text-anchor": "middle", "dominant-baseline": "central" });
  }
  return g;
}

// A face-up landmark under whatever stands on it: a mountain fills its hex; the others lie as a slab.
function drawLandmark(parent, kind, code, cx, cy, alone) {
  const g = svg("g", { class: `gnb-landmark gnb-lm-${kind}` }, parent);
  if (kind === "mountain") {
    svg("path", { d: `M${cx - 26},${cy + 16} L${cx - 8},${cy - 16} L${cx + 2},${cy - 2} L${cx + 10},${cy - 20} L${cx + 28},${cy + 16} Z`, class: "gnb-mountain" }, g);
    svgText(g, cx, cy + 9, code, { class: "gnb-lm-code gnb-lm-code-light", "text-anchor": "middle", "dominant-baseline": "central" });
    return g;
  }
  if (alone) {
    svg("rect", { x: cx - 22, y: cy - 13, width: 44, height: 26, rx: kind === "ark" ? 13 : 4, class: "gnb-slab" }, g);
    svgText(g, cx, cy + 0.5, code, { class: "gnb-lm-code", "text-anchor": "middle", "dominant-baseline": "central" });
  } else {
    // a character stands on it: the landmark shows as a tag left of the piece
    svg("rect", { x: cx - 32, y: cy - 9, width: 20, height: 18, rx: kind === "ark" ? 9 : 3, class: "gnb-slab" }, g);
    svgText(g, cx - 22, cy + 0.5, code, { class: "gnb-lm-code gnb-lm-code-small", "text-anchor": "middle", "dominant-baseline": "central" });
  }
  return g;
}

// The marks of a Prophecy's looks on a face-down piece: a small eye per seat that looked, in its colour.
function drawPeeks(parent, seats, colours, shapes, cx, cy) {
  seats.forEach((seat, i) => {
    const g = svg("g", { transform: `translate(${cx + 18 - i * 12},${cy - 19})`, class: "gnb-peek" }, parent);
    bookShape(g, shapes[seat], 6, { fill: BOOK_FILL[colours[seat]] || "#888", stroke: "#1d1d1d", "stroke-width": 1 });
    svg("circle", { r: 2, fill: "#1d1d1d" }, g);
  });
}
