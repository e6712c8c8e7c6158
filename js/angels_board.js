// The angels board (Genesis by Peter Hansson): an anywidget front end, a plain ES module.
//
// It draws what the Python widget (genesis_nb/angels/widget.py) syncs -- `view`, `legal`, `log`,
// `error`, `ply`, `history_len`, `seats`, `paused`, `texts` -- and reports clicks back as messages
// ({cmd: "play", action: <JSON action>}, undo, redo, seek, bot_step, ...). It never decides what is
// legal: it lights exactly what `legal` lists, and a click on anything else is sent as the action it
// would mean, so that the rules answer with their own sentence. It holds no words of its own: every
// label comes from `texts` (English or Dutch). Names are set with textContent only, never as HTML.
// One module with no imports: anywidget loads `_esm` as a single blob, so relative imports would fail.
// Joined after js/board_common.js (helpers and the board's frame: boardShell) by genesis_nb/widgets.py.

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
  width: 884,
  timeH: 78,
  rowTop: 88,
  rowH: 72,
  rowGap: 7,
  labelW: 82,
  sqX: 90,
  sqW: 66,
  sqGap: 6,
  workX: 598,
  costW: 92,
  circleX: 702,
  circleStep: 25.5,
};
G.height = G.rowTop + 8 * (G.rowH + G.rowGap) + 2;

// ------------------------------------------------------------------------------------- helpers

// ------------------------------------------------------------------------------------- helpers

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
  const label = String(info.label ?? "");
  svgText(g, 0, dy, label, {
    class: "gnb-token-label", fill: ink,
    "font-size": (label.length > 1 ? size * 0.42 : size * 0.52).toFixed(1),
    "text-anchor": "middle", "dominant-baseline": "central",
  });
  return g;
}

// One essence cube: a coloured square with its letter.
function drawCube(parent, x, y, e, letters, size) {
  const s = size || 14;
  svg("rect", { x, y, width: s, height: s, rx: 2.6, fill: ESSENCE_FILL[e], stroke: "rgba(0,0,0,.35)", "stroke-width": 0.8 }, parent);
  svgText(parent, x + s / 2, y + s / 2 + 0.5, letters[e], {
    class: "gnb-cube-letter", "font-size": (s * 0.68).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
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
    svgText(parent, cx, y + s / 2 + 0.5, v[e], { class: "gnb-count", "font-size": 12, "dominant-baseline": "central" });
    cx += 8;
    drawCube(parent, cx, y, e, letters, s);
    cx += s + 5;
  }
  return cx - x;
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

// ------------------------------------------------------------------------------------ the widget
// ------------------------------------------------------------------------------------ the widget

function render({ model, el }) {
  const sh = boardShell(model, el, {
    rootClass: "gnb-angels",
    draw: () => draw(),
    seatIcon: (li, seat, view) => {
      if (seat > view.players.length) return false;
      tokenSVG(li, angelInfo(view, seat), 12);
      return true;
    },
    logDot: (kind) => (kind === "god" ? "☀" : "·"),
  });
  const { status, turnBox, errorBox, boardWrap, T, send } = sh;
  const closeChooser = sh.closeChooser;
  const sendAction = sh.sendAction;

  const board = svg("svg", { class: "gnb-board", viewBox: `0 0 ${G.width} ${G.height}`, role: "group" }, boardWrap);
  const layerBoard = svg("g", { class: "gnb-layer-board" }, board);
  const layerGod = svg("g", { class: "gnb-layer-god" }, board);
  const layerTokens = svg("g", { class: "gnb-layer-tokens" }, board);
  const { legend, note, playersBox } = sh.addFooter();

  // state kept by this view
  const tokenEls = new Map();      // angel id -> <g>
  let godEl = null;
  let prevMarkers = null;          // "d:i" keys of markers drawn before, to animate new ones

  // ---- words
  function essenceWords() { const t = T(); return [t.chaos, t.matter, t.life]; }
  function letters() { const t = T(); return [t.letter_chaos || "C", t.letter_matter || "M", t.letter_life || "L"]; }
  function trackName(view, t) {
    const tt = T();
    if (t === 0) return tt.void;
    return fmt(tt.day, { day: view.tracks[t].name });
  }
  function cubesWords(v) {
    const w = essenceWords();
    const parts = [];
    for (let e = 0; e < 3; e++) if (v[e]) parts.push(`${v[e]} ${w[e]}`);
    return parts.join(" + ") || "0";
  }
  function timeWord(time) { const t = T(); return t[time] || time || ""; }

  function angelInfo(view, id) {
    const n = view.players.length;
    if (id === n) return { dark: true, label: T().dark_short, name: T().dark_angel, id };
    const p = view.players[id];
    return { dark: false, colour: p.colour, shape: view.ui.shapes[id], label: view.ui.short[id], name: p.name, id };
  }

  // ---- geometry
  const rowY = (t) => G.rowTop + t * (G.rowH + G.rowGap);
  const sqX = (i) => G.sqX + i * (G.sqW + G.sqGap);
  const tokenXY = (t, i) => [sqX(i) + G.sqW / 2, rowY(t) + 53];

  // ------------------------------------------------------------------------------------ drawing
  // The board's fixed data (board_data: yields, costs, circles...) joined with what changes (view.tracks).
  function fullView() {
    const view = model.get("view");
    const fixed = (model.get("board_data") || {}).tracks || [];
    if (!view || !view.tracks || !view.ui || fixed.length !== view.tracks.length) return null;
    const tracks = view.tracks.map((tr, i) => Object.assign({}, fixed[i], tr));
    return Object.assign({}, view, { tracks, reconstructed: !!(model.get("board_data") || {}).reconstructed });
  }

  // The compact `legal` (lists, to keep each update small) as objects.
  function fullLegal() {
    const l = model.get("legal") || {};
    return {
      actor: l.actor,
      actions: (l.actions || []).map(([json, label]) => ({ json, label })),
      cubes: (l.cubes || []).map(([essence, id]) => ({ essence, id })),
      move: (l.move || []).map(([to, id]) => ({ to, id })),
      gather: l.gather || null,
      work: l.work ? { day: l.work.day, payments: l.work.payments.map(([pay, id]) => ({ pay, id })) } : null,
      pass: l.pass,
    };
  }

  const cur = { view: null, legal: { actions: [] } };   // what the clicks act on

  function draw() {
    const started = performance.now();
    const view = fullView();
    const legal = fullLegal();
    const t = T();
    if (!view) return;
    cur.view = view;
    cur.legal = legal;
    closeChooser();

    drawHead(view);
    drawBoard(view, legal);
    drawTokens(view);
    sh.drawPanels(view, () => drawTurn(view, legal), () => drawPlayers(view));
    drawLegend();
    note.textContent = view.reconstructed ? t.reconstructed : "";
    board.setAttribute("aria-label", t.title || "");
    sh.finish(view, started, view.actor);
  }

  function drawHead(view) {
    const t = T();
    sh.drawHead(view);
    status.replaceChildren();
    const god = view.god;
    html("span", { class: "gnb-round" }, status, fmt(t.round, { round: view.round }));
    const godText = god.position === 0 ? t.god_start : fmt(t.god_at, { time: timeWord(god.time), day: view.tracks[god.day].name });
    html("span", { class: "gnb-godtext" }, status, godText);
  }

  function drawLegend() {
    const t = T();
    const L = letters();
    const words = essenceWords();
    legend.replaceChildren();
    for (let e = 0; e < 3; e++) {
      const it = html("span", { class: "gnb-leg" }, legend);
      html("b", { class: `gnb-chip gnb-e${e}` }, it, L[e]);
      html("span", null, it, words[e]);
    }
    const ch = html("span", { class: "gnb-leg" }, legend);
    const pills = html("span", { class: "gnb-leg-pills" }, ch);
    html("b", { class: "gnb-chip gnb-e0" }, html("span", { class: "gnb-leg-pill" }, pills), L[0]);
    html("b", { class: "gnb-chip gnb-e1" }, html("span", { class: "gnb-leg-pill" }, pills), L[1]);
    html("span", null, ch, t.legend_choice);
    const ci = html("span", { class: "gnb-leg" }, legend);
    html("span", { class: "gnb-leg-circle" }, ci, "4");
    html("span", null, ci, t.legend_circles);
    const st = html("span", { class: "gnb-leg" }, legend);
    html("span", { class: "gnb-startflag" }, st, "⚑");
    html("span", null, st, t.start_player);
  }

  // The board is built once (and again only when the language or the board data change); each update
  // then only switches classes, titles and the day-work markers, so a redraw stays cheap.
  let built = null;

  function buildBoard(view) {
    const t = T();
    const L = letters();
    layerBoard.replaceChildren();
    const b = { texts: model.get("texts"), data: model.get("board_data"), rows: [], slots: [], days: [] };

    // ---- time track: start, then three slots (morning, midday, evening) per day
    const tt = svg("g", { class: "gnb-time" }, layerBoard);
    svgText(tt, 0, 13, t.time_track, { class: "gnb-caption-svg" });
    const slotW = 30, slotH = 28, y = 30;
    const startX = 8;
    svgText(tt, startX + 17, 26, t.start, { class: "gnb-timeday-name gnb-start-word", "text-anchor": "middle", "dominant-baseline": "central" });
    const s0 = svg("rect", { x: startX, y: y + 4, width: 34, height: slotH - 4, rx: 5, class: "gnb-slot" }, tt);
    svgTitle(s0, t.god_start);
    b.slots[0] = { el: s0, x: startX + 17, y: y + 4 + (slotH - 4) / 2 };
    const times = ["morning", "midday", "evening"];
    const groupW = 3 * slotW + 2 * 3 + 16;
    for (let d = 1; d <= 7; d++) {
      const gx = 60 + (d - 1) * groupW;
      const grp = svg("g", { class: "gnb-timeday" }, tt);
      svg("rect", { x: gx - 3, y: 17, width: 3 * slotW + 12, height: slotH + 17, rx: 8, class: "gnb-timeday-bg" }, grp);
      svgText(grp, gx + (3 * slotW + 6) / 2, 26, view.tracks[d].name, { class: "gnb-timeday-name", "text-anchor": "middle", "dominant-baseline": "central" });
      b.days[d] = grp;
      for (let k = 0; k < 3; k++) {
        const pos = (d - 1) * 3 + k + 1;
        const sx = gx + k * (slotW + 3);
        const slot = svg("rect", { x: sx, y: y + 4, width: slotW, height: slotH - 4, rx: 5, class: "gnb-slot" }, grp);
        svgTitle(slot, `${fmt(t.day, { day: view.tracks[d].name })}: ${t[times[k]]}`);
        drawTimeIcon(grp, sx + slotW / 2, y + 4 + (slotH - 4) / 2, k);
        b.slots[pos] = { el: slot, x: sx + slotW / 2, y: y + 4 + (slotH - 4) / 2 };
      }
    }

    // ---- the void and the seven days
    for (let tr = 0; tr < 8; tr++) {
      const track = view.tracks[tr];
      const y0 = rowY(tr);
      const tname = trackName(view, tr);
      const r = { track: tr, name: tname, squares: [], circles: [] };
      r.row = svg("g", { class: "gnb-row", "data-track": tr }, layerBoard);
      r.bg = svg("rect", { x: 0, y: y0, width: G.width, height: G.rowH, rx: 10, class: "gnb-row-bg" }, r.row);
      r.bgTitle = svgTitle(r.bg, tname);
      onActivate(r.bg, () => clickMove(tr, r.bg));

      r.lab = svg("g", { class: "gnb-label", "data-track": tr }, r.row);
      svg("rect", { x: 4, y: y0 + 5, width: G.labelW - 8, height: G.rowH - 10, rx: 8, class: "gnb-label-bg" }, r.lab);
      if (tr === 0) {
        svgText(r.lab, G.labelW / 2, y0 + G.rowH / 2, t.void, { class: "gnb-label-void", "text-anchor": "middle", "dominant-baseline": "central" });
      } else {
        svgText(r.lab, G.labelW / 2, y0 + 20, fmt(t.day, { day: "" }).trim(), { class: "gnb-label-day", "text-anchor": "middle", "dominant-baseline": "central" });
        svgText(r.lab, G.labelW / 2, y0 + 45, track.name, { class: "gnb-label-num", "text-anchor": "middle", "dominant-baseline": "central" });
      }
      r.godBadge = svg("g", { transform: `translate(${G.labelW - 12},${y0 + 12})`, class: "gnb-godbadge" }, r.lab);
      svg("polygon", { points: star(10, 8.5, 5.5), class: "gnb-god-rays" }, r.godBadge);
      svg("circle", { r: 5, class: "gnb-god-core" }, r.godBadge);
      svgTitle(r.godBadge, t.god);
      r.labTitle = svgTitle(r.lab, tname);
      onActivate(r.lab, () => clickMove(tr, r.lab));

      for (let i = 0; i < 7; i++) {
        const x = sqX(i);
        const g = svg("g", { class: "gnb-square", "data-track": tr, "data-square": i }, r.row);
        svg("rect", { x, y: y0 + 4, width: G.sqW, height: G.rowH - 8, rx: 7, class: "gnb-square-bg" }, g);
        svgText(g, x + 5, y0 + G.rowH - 10, i + 1, { class: "gnb-sqnum" });
        let base;
        if (tr < 7) {
          const opts = track.yields[i];
          if (opts.length === 1) {
            drawCubeRow(g, x + G.sqW / 2, y0 + 13, opts[0], L, 14, 2);
          } else {
            // a choice: one framed set per option, one above the other
            opts.forEach((o, k) => {
              const n = cubeList(o).length;
              const w = n * 12 + (n - 1) * 2;
              const yy = y0 + 7 + k * 16.5;
              svg("rect", { x: x + G.sqW / 2 - w / 2 - 4, y: yy - 2, width: w + 8, height: 16, rx: 8, class: "gnb-choice-pill" }, g);
              drawCubeRow(g, x + G.sqW / 2, yy, o, L, 12, 2);
            });
          }
          base = fmt(t.square_title, { track: tname, square: i + 1, yields: opts.map(cubesWords).join(` ${t.or} `) });
        } else {
          const pts = track.rest[i];
          svg("circle", { cx: x + G.sqW / 2, cy: y0 + 21, r: 13, class: "gnb-rest" + (pts ? "" : " gnb-rest-zero") }, g);
          svgText(g, x + G.sqW / 2, y0 + 21.5, pts, { class: "gnb-rest-num", "text-anchor": "middle", "dominant-baseline": "central" });
          base = fmt(t.rest_title, { square: i + 1, points: pts });
        }
        const title = svgTitle(g, base);
        r.squares.push({ g, title, base });
        onActivate(g, () => clickSquare(tr, i, g));
      }

      if (track.cost) {
        const wx = G.workX;
        const wa = svg("g", { class: "gnb-work", "data-day": tr }, r.row);
        svg("rect", { x: wx, y: y0 + 4, width: G.width - wx - 2, height: G.rowH - 8, rx: 7, class: "gnb-work-bg" }, wa);
        svgText(wa, wx + 7, y0 + 15, t.cost, { class: "gnb-caption-svg" });
        drawCounted(wa, wx + 8, y0 + 20, track.cost, L, 13);
        svgText(wa, wx + 7, y0 + 46, t.bonus, { class: "gnb-caption-svg" });
        drawCounted(wa, wx + 8, y0 + 50, track.bonus, L, 13);
        track.circles.forEach((val, c) => {
          const cx = G.circleX + c * G.circleStep + 10;
          svgText(wa, cx, y0 + 16, val, { class: "gnb-circle-val", "text-anchor": "middle", "dominant-baseline": "central" });
          const circ = svg("circle", { cx, cy: y0 + 44, r: 11, class: "gnb-circle" }, wa);
          svgTitle(circ, fmt(t.circle_title, { day: track.name, circle: c + 1, points: val }));
          r.circles.push({ el: circ, cx, cy: y0 + 44, val });
        });
        r.markers = svg("g", { class: "gnb-markers" }, wa);
        r.markerKey = "";
        r.workBase = `${tname}: ${t.work_track}`;
        r.workTitle = svgTitle(wa, r.workBase);
        r.work = wa;
        onActivate(wa, () => clickWork(tr, wa));
      } else if (tr === 7) {
        svgText(r.row, G.workX + 10, y0 + G.rowH / 2, t.rest, { class: "gnb-rest-caption", "dominant-baseline": "central" });
      }
      b.rows.push(r);
    }
    built = b;
  }

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

  function drawBoard(view, legal) {
    const t = T();
    if (!built || built.texts !== model.get("texts") || built.data !== model.get("board_data")) buildBoard(view);
    const b = built;

    // time track and God
    const god = view.god.position;
    b.slots.forEach((sl, pos) => {
      setClass(sl.el, "gnb-passed", pos < god);
      setClass(sl.el, "gnb-now", pos === god);
    });
    for (let d = 1; d <= 7; d++) setClass(b.days[d], "gnb-active", d <= view.god.day);
    const here = b.slots[god] || b.slots[0];
    if (!godEl) {
      godEl = svg("g", { class: "gnb-god" }, layerGod);
      svg("circle", { r: 13, class: "gnb-god-halo" }, godEl);
      svg("polygon", { points: star(12, 11, 7.5), class: "gnb-god-rays" }, godEl);
      svg("circle", { r: 7.2, class: "gnb-god-core" }, godEl);
      godEl._title = svgTitle(godEl, "");
      godEl._label = svgText(godEl, 0, 24, "", { class: "gnb-god-word", "text-anchor": "middle", "dominant-baseline": "central" });
    }
    godEl._title.textContent = t.god;
    godEl._label.textContent = t.god;
    godEl.style.transform = `translate(${here.x}px, ${here.y}px)`;

    const actor = view.actor;
    const myTrack = actor !== null && actor !== undefined && view.ui.phase === "turns" ? view.players[actor].track : null;
    const gather = legal.gather;
    const litSquares = new Map();
    if (gather) for (const sq of gather.squares) litSquares.set(sq.square, sq);
    const moves = new Map((legal.move || []).map((m) => [m.to, m]));
    const work = legal.work;
    const markersNow = new Set();

    for (const r of b.rows) {
      const tr = r.track;
      const track = view.tracks[tr];
      const canMove = moves.has(tr);
      setClass(r.row, "gnb-activated", track.activated);
      setClass(r.row, "gnb-dim", !track.activated);
      setClass(r.row, "gnb-mine", tr === myTrack);
      setClass(r.row, "gnb-lit", canMove);
      setClass(r.row, "gnb-move", canMove);
      r.bgTitle.textContent = `${r.name} (${track.activated ? t.activated : t.not_activated})`;
      r.labTitle.textContent = canMove ? legalLabel(legal, moves.get(tr).id) : r.name;
      setTabbable(r.lab, canMove);
      r.godBadge.style.display = tr > 0 && tr === view.god.day ? "" : "none";
      r.squares.forEach((sq, i) => {
        const lit = tr === myTrack && litSquares.has(i);
        setClass(sq.g, "gnb-lit", lit);
        setTabbable(sq.g, lit);
        const title = lit ? optionsTitle(legal, litSquares.get(i)) : sq.base;
        if (sq.title.textContent !== title) sq.title.textContent = title;
      });
      if (r.work) {
        const workLit = !!(work && work.day === tr);
        setClass(r.work, "gnb-lit", workLit);
        setTabbable(r.work, workLit);
        r.workTitle.textContent = workLit ? workTitle(legal) : r.workBase;
        r.circles.forEach((c, k) => setClass(c.el, "gnb-next", k === track.markers.length));
        const key = track.markers.join(",") + "|" + view.ui.short.join(",");
        track.markers.forEach((who, c) => markersNow.add(`${tr}:${c}:${who}`));
        if (key !== r.markerKey) {
          r.markerKey = key;
          r.markers.replaceChildren();
          track.markers.forEach((who, c) => {
            const circle = r.circles[c];
            if (!circle) return;
            const mk = `${tr}:${c}:${who}`;
            const m = svg("g", { class: "gnb-marker" + (prevMarkers && !prevMarkers.has(mk) ? " gnb-new" : ""), transform: `translate(${circle.cx},${circle.cy})` }, r.markers);
            const info = angelInfo(view, who);
            drawToken(m, info, 19);
            svgTitle(m, `${info.name}: ${fmt(t.circle_title, { day: track.name, circle: c + 1, points: circle.val })}`);
          });
        }
      }
    }
    prevMarkers = markersNow;
  }

  function tokenKey(info) { return [info.dark, info.label, info.colour, info.shape].join("|"); }

  function drawTokens(view) {
    const t = T();
    const n = view.players.length;
    const seen = new Set();
    const actor = view.actor;
    for (const track of view.tracks) {
      track.angels.forEach((id, i) => {
        seen.add(id);
        let g = tokenEls.get(id);
        const info = angelInfo(view, id);
        if (!g) {
          g = svg("g", { class: "gnb-token" + (info.dark ? " gnb-dark" : ""), "data-angel": id }, layerTokens);
          g._ring = svg("circle", { r: 18, class: "gnb-ring" }, g);
          g._shape = drawToken(g, info, 26);
          g._title = svgTitle(g, "");
          tokenEls.set(id, g);
          const [x, y] = tokenXY(track.index, i);
          g.style.transition = "none";
          g.style.transform = `translate(${x}px, ${y}px)`;
          g.getBoundingClientRect();
          g.style.transition = "";
        } else if (g._key !== tokenKey(info)) {
          // the dark angel's label changes with the language (and everything with another game)
          g._shape.remove();
          g._shape = drawToken(g, info, 26);
          g.insertBefore(g._shape, g._title);
          setClass(g, "gnb-dark", info.dark);
        }
        g._key = tokenKey(info);
        const [x, y] = tokenXY(track.index, i);
        g.style.transform = `translate(${x}px, ${y}px)`;
        g.dataset.track = String(track.index);
        g.dataset.square = String(i);
        g.classList.toggle("gnb-actor", id === actor && !view.over && id < n);
        g.classList.toggle("gnb-last", id === view.ui.last_seat && id !== actor);
        g._title.textContent = fmt(t.you_are_here, { name: info.name });
      });
    }
    for (const [id, g] of tokenEls) if (!seen.has(id)) { g.remove(); tokenEls.delete(id); }
  }

  // ---------------------------------------------------------------------------- the side panel
  function drawTurn(view, legal) {
    const t = T();
    const L = letters();
    turnBox.replaceChildren(errorBox);
    const seats = model.get("seats") || [];
    if (view.over) {
      const winners = view.scores.winners || [];
      sh.drawOver(winners.length ? fmt(t.winners, { names: winners.join(", ") }) : t.dark_wins);
      drawScoreTable(html("div", { class: "gnb-turn-scores" }, turnBox), view);
      return;
    }
    const actor = view.actor;
    const p = view.players[actor];
    const isBot = seats[actor] && seats[actor] !== "human";
    const who = html("div", { class: "gnb-turn-who" }, turnBox);
    tokenSVG(who, angelInfo(view, actor), 28);
    html("span", { class: "gnb-turn-title" }, who, isBot ? fmt(t.bot_thinking, { name: p.name }) : fmt(t.turn, { name: p.name }));
    const hand = html("div", { class: "gnb-turn-hand", title: t.hand }, turnBox);
    html("span", { class: "gnb-caption" }, hand, t.hand);
    cubesHTML(hand, p.hand, L, { showZero: true });
    if (isBot) {
      sh.drawBotPrompt();
      return;
    }
    if (view.ui.phase === "setup") {
      html("div", { class: "gnb-prompt" }, turnBox, t.setup_prompt);
      const row = html("div", { class: "gnb-cube-buttons" }, turnBox);
      const words = essenceWords();
      const byE = new Map((legal.cubes || []).map((c) => [c.essence, c]));
      for (let e = 0; e < 3; e++) {
        const c = byE.get(e);
        const b = html("button", { type: "button", class: "gnb-btn gnb-cube-btn" + (c ? " gnb-lit" : " gnb-unlit"), "data-essence": e }, row);
        html("b", { class: `gnb-chip gnb-e${e}` }, b, L[e]);
        html("span", null, b, words[e]);
        if (c) b.title = legalLabel(legal, c.id);
        b.addEventListener("click", () => sendAction(c ? legal.actions[c.id].json : { type: "choose_cube", essence: e }, b));
      }
      return;
    }
    html("div", { class: "gnb-prompt" }, turnBox, t.turn_prompt);
    const row = html("div", { class: "gnb-actions" }, turnBox);
    const hasPass = legal.pass !== null && legal.pass !== undefined;
    const pass = html("button", { type: "button", class: "gnb-btn gnb-pass" + (hasPass ? " gnb-lit" : "") }, row, t.pass);
    if (hasPass) pass.title = legalLabel(legal, legal.pass);
    pass.addEventListener("click", () => sendAction(hasPass ? legal.actions[legal.pass].json : { type: "pass" }, pass));
    html("span", { class: "gnb-legend" }, row, t.lit_legend);
  }


  function drawScoreTable(parent, view) {
    const t = T();
    const n = view.players.length;
    const rows = Object.keys(view.scores.rows).map((name, i) => ({
      key: name, label: i === n ? t.dark_angel : name, icon: (th) => tokenSVG(th, angelInfo(view, i === n ? n : i), 14),
    }));
    sh.scoreTable(parent, view.scores, rows, (c) => (c === "rest" ? t.rest_short : c));
  }

  function drawPlayers(view) {
    const t = T();
    const L = letters();
    const seats = model.get("seats") || [];
    playersBox.replaceChildren();
    html("div", { class: "gnb-caption" }, playersBox, t.players);
    const list = html("div", { class: "gnb-plist" }, playersBox);
    const totals = view.scores.totals;
    const n = view.players.length;
    view.players.forEach((p, i) => {
      const row = html("div", { class: "gnb-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
      tokenSVG(row, angelInfo(view, i), 22);
      const who = html("div", { class: "gnb-pwho" }, row);
      const nm = html("div", { class: "gnb-pname" }, who);
      html("span", { class: "gnb-pname-text" }, nm, p.name);
      if (view.start === i) html("span", { class: "gnb-startflag", title: t.start_player }, nm, "⚑");
      const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
      html("div", { class: "gnb-psub" }, who, `${fmt(t.on_track, { track: trackName(view, p.track) })} · ${kind}`);
      const hand = html("div", { class: "gnb-phand", title: t.hand }, row);
      cubesHTML(hand, p.hand, L, { showZero: true });
      html("div", { class: "gnb-ppts", title: t.points }, row, String(p.points));
    });
    const drow = html("div", { class: "gnb-prow gnb-prow-dark" }, list);
    tokenSVG(drow, angelInfo(view, n), 22);
    const dwho = html("div", { class: "gnb-pwho" }, drow);
    html("div", { class: "gnb-pname" }, dwho, t.dark_angel);
    html("div", { class: "gnb-psub" }, dwho, fmt(t.on_track, { track: trackName(view, view.dark.track) }));
    html("div", { class: "gnb-phand" }, drow, "");
    html("div", { class: "gnb-ppts", title: t.points }, drow, String(view.dark.points ?? totals["Dark angel"] ?? 0));
    const stock = html("div", { class: "gnb-stock" }, playersBox);
    html("span", { class: "gnb-caption" }, stock, t.stock);
    cubesHTML(stock, view.stock, L, { showZero: true });
  }

  // -------------------------------------------------------------------------------- clicking
  function legalLabel(legal, id) { return (legal.actions && legal.actions[id] && legal.actions[id].label) || ""; }
  function optionsTitle(legal, sq) { return sq.options.map((o) => legalLabel(legal, o[2])).filter((x, i, a) => a.indexOf(x) === i).slice(0, 6).join("\n"); }
  function workTitle(legal) { return legal.work.payments.slice(0, 6).map((p) => legalLabel(legal, p.id)).join("\n"); }

  function actorPlace(view) {
    const a = view.actor;
    if (a === null || a === undefined) return null;
    const p = view.players[a];
    return { track: p.track, square: p.square, hand: p.hand };
  }

  function clickMove(tr, elx) {
    const legal = cur.legal;
    const m = (legal.move || []).find((x) => x.to === tr);
    sendAction(m ? legal.actions[m.id].json : { type: "move", to: tr }, elx);
  }

  function clickSquare(tr, i, elx) {
    const view = cur.view, legal = cur.legal;
    const me = actorPlace(view);
    const gather = legal.gather;
    if (gather && gather.track === tr) {
      const sq = gather.squares.find((s) => s.square === i);
      if (sq) {
        if (sq.options.length === 1) sendAction(legal.actions[sq.options[0][2]].json, elx);
        else openGatherChooser(view, legal, sq, elx);
        return;
      }
    }
    if (me && me.track === tr && view.ui.phase === "turns") {
      // not lit on my own day: send what the click means; the rules say why it cannot be
      const shift = i - me.square;
      const k = Math.abs(shift);
      const pay = [0, 0, 0];
      const hand = me.hand.slice();
      for (let n = 0; n < k; n++) {
        let best = -1;
        for (let e = 0; e < 3; e++) if (hand[e] > 0 && (best < 0 || hand[e] > hand[best])) best = e;
        if (best < 0) break;
        hand[best]--; pay[best]++;
      }
      sendAction({ type: "gather", shift, pay, choice: 0 }, elx);
      return;
    }
    clickMove(tr, elx);
  }

  function clickWork(tr, elx) {
    const view = cur.view, legal = cur.legal;
    const work = legal.work;
    if (work && work.day === tr) {
      if (work.payments.length === 1) sendAction(legal.actions[work.payments[0].id].json, elx);
      else openWorkChooser(view, legal, work, elx);
      return;
    }
    sh.lastClicked = elx;
    send({ cmd: "work_elsewhere", day: tr });
  }

  // -------------------------------------------------------------------------------- choosers
  function openGatherChooser(view, legal, sq, elx) {
    const t = T();
    const L = letters();
    const chooser = sh.openChooser(fmt(t.chooser_gather, { square: sq.square + 1 }));
    const choices = [...new Set(sq.options.map((o) => o[1]))].sort();
    const pays = [];
    for (const o of sq.options) if (!pays.some((p) => p.join() === o[0].join())) pays.push(o[0]);
    pays.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]).reverse();
    let pickChoice = choices.length === 1 ? choices[0] : null;
    let pickPay = pays.length === 1 ? pays[0] : null;
    const tryFinish = () => {
      if (pickChoice === null || pickPay === null) return;
      const o = sq.options.find((x) => x[1] === pickChoice && x[0].join() === pickPay.join());
      if (o) sendAction(legal.actions[o[2]].json, elx);
      closeChooser();
    };
    if (choices.length > 1) {
      html("div", { class: "gnb-chooser-sub" }, chooser, t.chooser_take);
      const row = html("div", { class: "gnb-opts" }, chooser);
      for (const c of choices) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-opt", "data-choice": c }, row);
        cubesHTML(b, sq.choices[c], L, { counted: false });
        b.title = cubesWords(sq.choices[c]);
        b.addEventListener("click", (e2) => {
          e2.stopPropagation();
          pickChoice = c;
          row.querySelectorAll("button").forEach((x) => x.classList.toggle("gnb-picked", x === b));
          tryFinish();
        });
      }
    }
    if (pays.length > 1) {
      html("div", { class: "gnb-chooser-sub" }, chooser, Math.abs(sq.shift) === 1 ? t.chooser_pay_one : fmt(t.chooser_pay_switch, { steps: Math.abs(sq.shift) }));
      const row = html("div", { class: "gnb-opts" }, chooser);
      for (const p of pays) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-opt", "data-pay": p.join(",") }, row);
        cubesHTML(b, p, L, { counted: false });
        b.title = cubesWords(p);
        b.addEventListener("click", (e2) => {
          e2.stopPropagation();
          pickPay = p;
          row.querySelectorAll("button").forEach((x) => x.classList.toggle("gnb-picked", x === b));
          tryFinish();
        });
      }
    }
    sh.showChooser(elx);
  }

  function openWorkChooser(view, legal, work, elx) {
    const t = T();
    const L = letters();
    const chooser = sh.openChooser(fmt(t.chooser_work, { day: view.tracks[work.day].name }));
    const row = html("div", { class: "gnb-opts gnb-opts-col" }, chooser);
    const SHOWN = 8;   // the cheapest ways first; the rest (overpaying) behind a button
    const addButton = (p) => {
      const b = html("button", { type: "button", class: "gnb-btn gnb-opt", "data-pay": p.pay.join(",") }, row);
      cubesHTML(b, p.pay, L, { counted: false });
      b.title = legalLabel(legal, p.id);
      b.addEventListener("click", (e2) => { e2.stopPropagation(); sendAction(legal.actions[p.id].json, elx); closeChooser(); });
      return b;
    };
    work.payments.slice(0, SHOWN).forEach(addButton);
    if (work.payments.length > SHOWN) {
      const more = html("button", { type: "button", class: "gnb-btn gnb-more" }, row, fmt(t.more_payments, { n: work.payments.length - SHOWN }));
      more.addEventListener("click", (e2) => {
        e2.stopPropagation();
        more.remove();
        row.classList.add("gnb-opts-scroll");
        work.payments.slice(SHOWN).forEach(addButton);
      });
    }
    html("div", { class: "gnb-hint" }, chooser, t.chooser_hint);
    sh.showChooser(elx);
  }



  draw();
  return () => sh.dispose();
}

export default { render };
