// The planet drawing module, part 1: colours, pawns, seat tokens, and the board itself (four continent
// trays with their spaces, soils and links, the pawns on them). genesis_nb/planet/ui.py lists the
// module's files; the shell's modules come before them in the one blob (fmt, svg, html, svgText, ...).
//
// Space geometry (around a space's centre, SVG units): the label above (y-42), the soil's disc (r 31)
// and ring (r 35), the pawn (r 19) on it, a pawn's need tag at y+23 (over the disc's lower rim, 18 high),
// the soil's name below (baseline y+55): the tag and the soil's name never share a line (the old board
// put the tag at y+30, touching the soil's name). The board is drawn about 0.89 of its size (926 units
// in about 820 px), so its words are 14 units or more: 12 px or more on the screen.

const PAWN_FILL = {
  blue: "#2563eb", brown: "#8b5a2b", green: "#2f9e44", black: "#1f1f1f",
  orange: "#f59f00", white: "#ffffff", purple: "#7e3fbf",
};
const PAWN_INK = {
  blue: "#ffffff", brown: "#ffffff", green: "#ffffff", black: "#ffffff",
  orange: "#1b1b1b", white: "#333333", purple: "#ffffff",
};
// Soils: a fill pattern AND a printed name (never the colour alone).
const SOIL_STYLE = [
  { bg: "#f6e7b8", ink: "#a47a1c", pattern: "dots" },
  { bg: "#efc0a6", ink: "#9c4a26", pattern: "hlines" },
  { bg: "#d9d9d4", ink: "#5f5f5a", pattern: "cross" },
  { bg: "#f7b8a4", ink: "#b5311a", pattern: "waves" },
  { bg: "#cfe3c2", ink: "#3d6b29", pattern: "vlines" },
  { bg: "#cfd8ee", ink: "#34508f", pattern: "diag" },
];
const SEAT_FILL = ["#0b5cad", "#b5470b", "#157a52", "#8a2f7a"];
const KIND_OF_COLOUR = { blue: "water", brown: "mineral", green: "plant", black: "insect", orange: "animal", white: "oxygen", purple: "bacteria" };

// A seat's token: shape + colour + initial (players have no colour of their own in this game). A token
// too small for a readable initial (under 20 px: a log line) shows its shape alone: shapes differ per
// seat, and the line names the player.
function drawSeat(parent, seat, shape, label, size) {
  const g = svg("g", null, parent);
  const r = size / 2;
  const common = { fill: SEAT_FILL[seat % SEAT_FILL.length], stroke: "#111", "stroke-width": 1.2 };
  switch (shape) {
    case "square": svg("rect", Object.assign({ x: -r * 0.9, y: -r * 0.9, width: r * 1.8, height: r * 1.8, rx: 3 }, common), g); break;
    case "diamond": svg("polygon", Object.assign({ points: polygon(4, r * 1.15, -Math.PI / 2) }, common), g); break;
    case "hexagon": svg("polygon", Object.assign({ points: polygon(6, r * 1.04, 0) }, common), g); break;
    default: svg("circle", Object.assign({ r }, common), g);
  }
  if (size >= 20) svgText(g, 0, 0.5, label, { class: "gnb-seat-label", "font-size": Math.max(12.5, size * 0.5).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central" });
  return g;
}

function miniSVG(parent, size) {
  const s = size + 4;
  return svg("svg", { width: s, height: s, viewBox: `${-s / 2} ${-s / 2} ${s} ${s}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
}

function seatSVG(parent, seat, shape, label, size) {
  const s = miniSVG(parent, size);
  drawSeat(s, seat, shape, label, size);
  return s;
}

// A pawn: a disc of its colour with its kind's letter (colour is never the only cue), 13 units at the
// least: a pawn is drawn 24 px wide or more wherever it stands alone.
function drawPawn(parent, pawn, r, letters) {
  const g = svg("g", { class: "gnb-pawn-shape" }, parent);
  svg("circle", { r, fill: PAWN_FILL[pawn.colour] || "#999", stroke: pawn.colour === "white" ? "#6b6b6b" : "#111", "stroke-width": 1.6 }, g);
  svgText(g, 0, 0.5, letters[pawn.kind] || "?", {
    class: "gnb-pawn-letter", fill: PAWN_INK[pawn.colour] || "#111",
    "font-size": Math.max(13, r * 0.95).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
  });
  return g;
}

function pawnSVG(parent, pawn, size, letters) {
  const s = miniSVG(parent, size);
  drawPawn(s, pawn, size / 2, letters);
  return s;
}

// A need's short tag: a pill centred on (x, y), as wide as its words.
function pill(parent, x, y, text, cls) {
  const g = svg("g", { class: `gnb-pill ${cls}`, transform: `translate(${x},${y})` }, parent);
  const rect = svg("rect", { x: -14, y: -9, width: 28, height: 18, rx: 9 }, g);
  const words = svgText(g, 0, 0.5, text, { "text-anchor": "middle", "dominant-baseline": "central" });
  let tw = 0;
  try { tw = words.getComputedTextLength(); } catch (e) { tw = 0; }
  if (!(tw > 0)) tw = String(text).length * 8;       // not laid out (a hidden board): an estimate
  const w = Math.max(28, tw + 12);
  pillWidth(rect, w);
  g.gnbPill = { rect, words, half: w / 2 };
  return g;
}

function pillWidth(rect, w) {
  rect.setAttribute("x", (-w / 2).toFixed(1));
  rect.setAttribute("width", w.toFixed(1));
}

// Two tags side by side (neighbouring spaces on one row) that would overlap: the wider one, or both, is
// narrowed to fit, its words pressed together (the same size, only narrower). `pills`: [[x, y, g], ...]
// in board units.
function unclashPills(pills) {
  const gap = 4;
  for (let i = 0; i < pills.length; i++) {
    for (let j = i + 1; j < pills.length; j++) {
      const [xa, ya, ga] = pills[i], [xb, yb, gb] = pills[j];
      const a = ga.gnbPill, b = gb.gnbPill;
      const d = Math.abs(xa - xb);
      if (Math.abs(ya - yb) >= 20 || a.half + b.half + gap <= d) continue;
      const room = (d - gap) / 2;
      if (a.half <= room) b.half = d - gap - a.half;
      else if (b.half <= room) a.half = d - gap - b.half;
      else { a.half = room; b.half = room; }
    }
  }
  for (const [, , g] of pills) {
    const p = g.gnbPill;
    const w = p.half * 2;
    if (Number(p.rect.getAttribute("width")) <= w + 0.05) continue;
    pillWidth(p.rect, w);
    p.words.setAttribute("textLength", Math.max(10, w - 10).toFixed(1));
    p.words.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
}

// The soils' fill patterns (and the set-aside hatch), once per board; ids unique per board.
function soilDefs(defs, soils, uid) {
  defs.replaceChildren();
  soils.forEach((soil, i) => {
    const st = SOIL_STYLE[i % SOIL_STYLE.length];
    const p = svg("pattern", { id: `gnb-soil-${uid}-${i}`, patternUnits: "userSpaceOnUse", width: 9, height: 9 }, defs);
    svg("rect", { width: 9, height: 9, fill: st.bg }, p);
    const ink = { stroke: st.ink, "stroke-width": 1.3, fill: "none" };
    switch (st.pattern) {
      case "dots": svg("circle", { cx: 2.5, cy: 2.5, r: 1.3, fill: st.ink }, p); svg("circle", { cx: 7, cy: 7, r: 1.3, fill: st.ink }, p); break;
      case "hlines": svg("path", Object.assign({ d: "M0,2.5 H9 M0,7 H9" }, ink), p); break;
      case "cross": svg("path", Object.assign({ d: "M0,0 L9,9 M9,0 L0,9" }, ink, { "stroke-width": 1 }), p); break;
      case "waves": svg("path", Object.assign({ d: "M0,5 Q2.25,1.5 4.5,5 T9,5" }, ink), p); break;
      case "vlines": svg("path", Object.assign({ d: "M2.5,0 V9 M7,0 V9" }, ink), p); break;
      default: svg("path", Object.assign({ d: "M0,9 L9,0" }, ink), p);
    }
  });
  const h = svg("pattern", { id: `gnb-aside-${uid}`, patternUnits: "userSpaceOnUse", width: 14, height: 14, patternTransform: "rotate(45)" }, defs);
  svg("rect", { width: 14, height: 14, fill: "rgba(120,120,120,0.10)" }, h);
  svg("line", { x1: 0, y1: 0, x2: 0, y2: 14, stroke: "rgba(90,90,90,0.22)", "stroke-width": 5 }, h);
}

// The board: continents, links and spaces (built once per board_data and words), then, per update, what
// is lit and the pawns. `P` is the module's context (planet_panels.js); `on` the click handlers
// {continent(c, elx), space(g, elx)}.
function planetBoardSVG(sh, P, on) {
  const uid = Math.random().toString(36).slice(2, 9);
  const board = svg("svg", { class: "gnb-board", role: "group" }, sh.boardWrap);
  const defs = svg("defs", null, board);
  const layerBoard = svg("g", { class: "gnb-layer-board" }, board);
  const layerPawns = svg("g", { class: "gnb-layer-pawns" }, board);
  let built = null;

  function build(bd) {
    const t = sh.T();
    soilDefs(defs, bd.soils, uid);
    layerBoard.replaceChildren();
    board.setAttribute("viewBox", `0 0 ${bd.width} ${bd.height}`);
    const b = { bd, texts: sh.model.get("texts"), conts: [], spaces: new Map() };
    for (const c of bd.continents) {
      const [x0, y0, w, h] = c.box;
      const co = { index: c.index, data: c };
      co.g = svg("g", { class: "gnb-cont", "data-continent": c.index }, layerBoard);
      co.bg = svg("rect", { x: x0, y: y0, width: w, height: h, rx: 18, class: "gnb-cont-bg" }, co.g);
      co.bgTitle = svgTitle(co.bg, "");
      svg("rect", { x: x0, y: y0, width: w, height: h, rx: 18, fill: `url(#gnb-aside-${uid})`, class: "gnb-cont-hatch" }, co.g);
      co.head = svg("g", { class: "gnb-cont-head" }, co.g);
      svgText(co.head, x0 + 18, y0 + 30, `${c.letter} · ${c.name}`, { class: "gnb-cont-name" });
      svgText(co.head, x0 + 18, y0 + 50, c.face === "easy" ? t.face_easy : t.face_difficult, { class: "gnb-cont-face" });
      co.status = svgText(co.g, x0 + w - 16, y0 + 30, "", { class: "gnb-cont-status", "text-anchor": "end" });
      co.status2 = svgText(co.g, x0 + w - 16, y0 + 49, "", { class: "gnb-cont-status2", "text-anchor": "end" });
      co.bact = svg("g", { class: "gnb-bacteria-wait" }, co.g);
      for (const el of [co.bg, co.head]) onActivate(el, () => on.continent(c.index, co.bg));
      const links = svg("g", { class: "gnb-links" }, co.g);
      for (const [a, z] of c.edges) {
        const [xa, ya] = bd.spaces[a].xy, [xb, yb] = bd.spaces[z].xy;
        svg("line", { x1: xa, y1: ya, x2: xb, y2: yb, class: "gnb-link" }, links);
        svg("line", { x1: xa, y1: ya, x2: xb, y2: yb, class: "gnb-link-inner" }, links);
      }
      for (const id of [...c.elements, c.white]) {
        const sp = bd.spaces[id];
        const [x, y] = sp.xy;
        const g = svg("g", { class: "gnb-space" + (sp.white ? " gnb-white" : ""), "data-space": id, "data-label": sp.label }, co.g);
        const ring = svg("circle", { cx: x, cy: y, r: 35, class: "gnb-space-ring" }, g);
        let base;
        if (sp.white) {
          svg("circle", { cx: x, cy: y, r: 31, class: "gnb-space-white" }, g);
          svgText(g, x, y + 1, "O₂", { class: "gnb-white-mark", "text-anchor": "middle", "dominant-baseline": "central" });
          svgText(g, x, y + 55, t.white_space, { class: "gnb-soil-label", "text-anchor": "middle" });
          base = fmt(t.space_white_title, { label: sp.label, continent: c.name });
        } else {
          const i = Math.max(0, bd.soils.indexOf(sp.soil));
          svg("circle", { cx: x, cy: y, r: 31, fill: `url(#gnb-soil-${uid}-${i})`, class: "gnb-space-soil" }, g);
          svgText(g, x, y + 55, P.soilWord(sp.soil), { class: "gnb-soil-label", "text-anchor": "middle" });
          base = fmt(t.space_title, { label: sp.label, continent: c.name, soil: P.soilWord(sp.soil),
            links: sp.links.map((l) => bd.spaces[l].label).join(", ") || "-" });
        }
        svgText(g, x, y - 42, sp.label, { class: "gnb-space-label", "text-anchor": "middle", "dominant-baseline": "central" });
        const title = svgTitle(g, base);
        b.spaces.set(id, { g, ring, x, y, title, base, white: sp.white, continent: c.index });
        onActivate(g, () => on.space(id, g));
      }
      b.conts.push(co);
    }
    built = b;
  }

  // Per update: the continents' state and what is lit (`lit.cont(c)`, `lit.space(g)` -> label or
  // null, `lit.picked`), then the pawns (`pawns(view)`: space -> pawn to draw, with its verdict).
  function draw(view, lit) {
    const t = sh.T();
    const bd = sh.model.get("board_data");
    if (!built || built.bd !== bd || built.texts !== sh.model.get("texts")) build(bd);
    const p = view.pending || {};
    const designated = p.designated !== undefined ? p.designated : null;
    const acting = p.continent !== undefined ? p.continent : null;
    for (const co of built.conts) {
      const cv = view.continents[co.index];
      const c = co.data;
      const [x0, y0, w] = c.box;
      const label = lit.cont(co.index);
      setClass(co.g, "gnb-lit", !!label);
      setClass(co.g, "gnb-aside", cv.set_aside && !cv.in_play);
      setClass(co.g, "gnb-opened", cv.set_aside && cv.in_play);
      setClass(co.g, "gnb-designated", designated === co.index);
      setClass(co.g, "gnb-acting", acting === co.index);
      setClass(co.g, "gnb-complete", cv.complete);
      setTabbable(co.bg, !!label);
      let st = "";
      if (cv.set_aside && !cv.in_play) st = t.cont_aside;
      else if (cv.complete) st = t.cont_complete;
      else if (cv.elements_full) st = t.cont_elements_full;
      else if (cv.set_aside) st = t.cont_opened;
      co.status.textContent = st;
      let st2 = "";
      if (designated === co.index) st2 = fmt(t.cont_designated, { name: P.name(view, view.turn) });
      else if (acting === co.index) st2 = fmt(t.cont_acting, { action: P.actionWord(p.action) });
      else if (label) st2 = t.cont_click;
      co.status2.textContent = st2;
      co.bgTitle.textContent = label || (cv.set_aside && !cv.in_play ? `${c.letter} · ${c.name}: ${t.aside_note}` : `${c.letter} · ${c.name}`);
      co.bact.replaceChildren();
      if (cv.set_aside && !cv.in_play && view.bacteria_waiting) {
        // the caption at the right edge, the waiting bacteria left of it
        const cap = svgText(co.bact, x0 + w - 16, y0 + 78, t.bacteria_wait, { class: "gnb-bact-caption", "text-anchor": "end", "dominant-baseline": "central" });
        let cw = 0;
        try { cw = cap.getComputedTextLength(); } catch (e) { cw = 0; }
        if (!(cw > 0)) cw = String(t.bacteria_wait).length * 8;
        for (let k = 0; k < view.bacteria_waiting; k++) {
          const g = svg("g", { transform: `translate(${(x0 + w - 16 - cw - 22 - k * 34).toFixed(1)},${y0 + 78})` }, co.bact);
          drawPawn(g, { colour: "purple", kind: "bacteria" }, 15, P.letters());
        }
        svgTitle(co.bact, t.bacteria_wait_title);
      }
    }
    for (const [g, sp] of built.spaces) {
      const label = lit.space(g);
      setClass(sp.g, "gnb-lit", !!label);
      setClass(sp.g, "gnb-picked", lit.picked === g);
      setTabbable(sp.g, !!label);
      const title = label || sp.base;
      if (sp.title.textContent !== title) sp.title.textContent = title;
    }
    board.setAttribute("aria-label", t.title || "");
  }

  // The pawns: `shown` maps a space to {pawn, verdict, current, hidden} (the reveal decides at the end).
  function drawPawns(view, shown, touched) {
    const t = sh.T();
    const L = P.letters();
    layerPawns.replaceChildren();
    if (!built) return;
    const pills = [];
    for (const [id, item] of shown) {
      const where = built.spaces.get(id);
      if (!where) continue;
      const pawn = item.pawn, verdict = item.verdict;
      const g = svg("g", { class: "gnb-pawn", "data-space": id, "data-colour": pawn.colour, transform: `translate(${where.x},${where.y})` }, layerPawns);
      if (pawn.need) g.dataset.known = "1";
      if (verdict) g.classList.add(verdict.ok ? "gnb-met" : "gnb-failed");
      if (item.current) g.classList.add("gnb-current");
      if (touched.has(id)) g.classList.add("gnb-flash");
      if (pawn.need_up && pawn.kind !== "oxygen") svg("circle", { r: 24, class: "gnb-up-ring" }, g);
      drawPawn(g, pawn, 19, L);
      if (pawn.kind === "oxygen" && !item.hidden) {
        const up = pawn.need_up;
        pills.push([where.x, where.y, pill(g, 0, 23, up ? (pawn.need_short || t.oxygen_action_side) : t.oxygen_point_side, up ? "gnb-need-public" : "gnb-oxy-point")]);
      } else if (pawn.need_short) {
        pills.push([where.x, where.y, pill(g, 0, 23, pawn.need_short, pawn.need_up ? "gnb-need-public" : "gnb-need-private")]);
      }
      if (pawn.need && !pawn.need_up) {
        const badge = svg("g", { class: "gnb-known-badge", transform: "translate(15,-15)" }, g);
        svg("circle", { r: 6.5 }, badge);
        svg("circle", { r: 2.3, class: "gnb-known-dot" }, badge);
      }
      if (verdict) {
        const mark = svg("g", { class: verdict.ok ? "gnb-mark-ok" : "gnb-mark-fail", transform: "translate(-18,-13)" }, g);
        svg("circle", { r: 10 }, mark);
        svgText(mark, 0, 0.5, verdict.ok ? "✓" : "✗", { "text-anchor": "middle", "dominant-baseline": "central" });
      }
      let tip;
      if (item.hidden || !pawn.need_text) tip = fmt(t.pawn_title_hidden, { colour: P.colourWord(pawn.colour) });
      else if (verdict) tip = `${P.colourWord(pawn.colour)}: ${pawn.need_text}${verdict.ok ? "" : " — " + verdict.reason}`;
      else tip = fmt(pawn.need_up ? t.pawn_title_up : t.pawn_title_known, { colour: P.colourWord(pawn.colour), need: pawn.need_text });
      if (pawn.placer !== null && pawn.placer !== undefined && !verdict) tip += "\n" + fmt(t.placed_by, { name: P.name(view, pawn.placer) });
      svgTitle(g, tip);
    }
    unclashPills(pills);
  }

  return { board, draw, drawPawns, soilFill: (i) => `url(#gnb-soil-${uid}-${i})` };
}
