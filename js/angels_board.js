// The angels board (Genesis by Peter Hansson): an anywidget front end, a plain ES module.
//
// It draws what the Python widget (genesis_nb/angels/widget.py) syncs -- `view`, `legal`, `log`,
// `error`, `ply`, `history_len`, `seats`, `paused`, `texts` -- and reports clicks back as messages
// ({cmd: "play", action: <JSON action>}, undo, redo, seek, bot_step, ...). It never decides what is
// legal: it lights exactly what `legal` lists, and a click on anything else is sent as the action it
// would mean, so that the rules answer with their own sentence. It holds no words of its own: every
// label comes from `texts` (English or Dutch). Names are set with textContent only, never as HTML.
// One module with no imports: anywidget loads `_esm` as a single blob, so relative imports would fail.

const SVGNS = "http://www.w3.org/2000/svg";

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

function fmt(template, params) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

function svg(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  if (attrs) for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function html(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
  }
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

function svgText(parent, x, y, text, attrs) {
  const t = svg("text", Object.assign({ x, y }, attrs || {}), parent);
  t.textContent = String(text);
  return t;
}

function svgTitle(parent, text) {
  const t = svg("title", null, parent);
  t.textContent = String(text);
  return t;
}

function polygon(n, r, rot) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function star(points, outer, inner) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

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

function render({ model, el }) {
  const root = html("div", { class: "gnb-angels" }, el);
  root.dataset.renderSeq = "0";

  // head: title, round and God, language
  const head = html("div", { class: "gnb-head" }, root);
  const title = html("div", { class: "gnb-title" }, head);
  const status = html("div", { class: "gnb-status" }, head);
  const pastBar = html("div", { class: "gnb-pastbar", hidden: true }, head);
  const pastText = html("span", null, pastBar);
  const presentBtn = html("button", { class: "gnb-btn gnb-present", type: "button" }, pastBar);
  const langBtn = html("button", { class: "gnb-btn gnb-lang", type: "button" }, head);

  // the action bar: whose turn, what to do, the refusal sentence (always right above the board)
  const bar = html("div", { class: "gnb-bar" }, root);
  const turnBox = html("div", { class: "gnb-turn" }, bar);
  // the refusal sentence: in the turn box, in place of the prompt (so nothing below it moves)
  const errorBox = html("div", { class: "gnb-error", role: "alert", "aria-live": "assertive", hidden: true }, null);
  // and for a moment right where the refused click was
  const bubble = html("div", { class: "gnb-bubble", hidden: true, "aria-hidden": "true" }, root);
  let bubbleTimer = null;

  const main = html("div", { class: "gnb-main" }, root);
  const boardWrap = html("div", { class: "gnb-boardwrap" }, main);
  const board = svg("svg", { class: "gnb-board", viewBox: `0 0 ${G.width} ${G.height}`, role: "group" }, boardWrap);
  const layerBoard = svg("g", { class: "gnb-layer-board" }, board);
  const layerGod = svg("g", { class: "gnb-layer-god" }, board);
  const layerTokens = svg("g", { class: "gnb-layer-tokens" }, board);
  const chooser = html("div", { class: "gnb-chooser", hidden: true, role: "dialog" }, boardWrap);
  const legend = html("div", { class: "gnb-legendbar" }, boardWrap);
  const note = html("div", { class: "gnb-note" }, boardWrap);

  const side = html("div", { class: "gnb-side" }, main);
  const playersBox = html("div", { class: "gnb-players" }, side);
  const histBox = html("div", { class: "gnb-history" }, side);
  const logBox = html("div", { class: "gnb-log" }, side);

  // history controls (built once)
  const histHead = html("div", { class: "gnb-hist-head" }, histBox);
  const histTitle = html("span", { class: "gnb-caption" }, histHead);
  const histLabel = html("span", { class: "gnb-hist-label" }, histHead);
  const slider = html("input", { class: "gnb-slider", type: "range", min: "0", max: "0", step: "1", value: "0" }, histBox);
  const histBtns = html("div", { class: "gnb-hist-btns" }, histBox);
  const undoBtn = html("button", { class: "gnb-btn gnb-undo", type: "button" }, histBtns);
  const redoBtn = html("button", { class: "gnb-btn gnb-redo", type: "button" }, histBtns);
  const pauseBtn = html("button", { class: "gnb-btn gnb-pause", type: "button" }, histBtns);

  const logTitle = html("div", { class: "gnb-caption" }, logBox);
  const logList = html("ol", { class: "gnb-loglist" }, logBox);

  // state kept by this view
  const tokenEls = new Map();      // angel id -> <g>
  let godEl = null;
  let logCache = [];               // plies -> [[ply, seat, kind, text], ...]
  let mergedLog = null;            // the `log` value merged last
  let logLang = null;
  let askedLog = false;
  let botTimer = null;
  let lastClicked = null;          // the element of the last click, to shake when refused
  let prevMarkers = null;          // "d:i" keys of markers drawn before, to animate new ones
  let prevError = "";
  let scheduled = false;
  let seekTimer = null;
  let logTarget = null;            // the log line to keep in sight
  const logResize = typeof ResizeObserver === "function" ? new ResizeObserver(() => scrollLog()) : null;
  if (logResize) logResize.observe(logList);

  const T = () => model.get("texts") || {};
  const send = (msg) => model.send(msg);
  const sendAction = (json, elx) => { lastClicked = elx || null; send({ cmd: "play", action: json }); };

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
    scheduled = false;
    const started = performance.now();
    const view = fullView();
    const legal = fullLegal();
    const t = T();
    if (!view) return;
    cur.view = view;
    cur.legal = legal;
    closeChooser();
    root.classList.toggle("gnb-past", !view.ui.present);
    root.classList.toggle("gnb-over", !!view.over);

    drawHead(view);
    drawBoard(view, legal);
    drawTokens(view);
    drawLog(view);
    drawTurn(view, legal);
    drawLastMove(view);
    drawError();
    drawPlayers(view);
    drawHistory(view);
    drawLegend();
    note.textContent = view.reconstructed ? t.reconstructed : "";
    board.setAttribute("aria-label", t.title || "");

    root.dataset.ply = String(view.ui.ply);
    root.dataset.history = String(view.ui.total);
    root.dataset.actor = view.actor === null || view.actor === undefined ? "" : String(view.actor);
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    root.dataset.renderSeq = String(Number(root.dataset.renderSeq) + 1);
    scheduleBot(view);
  }

  // Changes that arrive together (one update message) are drawn once; a refusal alone (only `error`
  // changed) redraws only the error, so the clicked element can be shaken.
  let dirty = new Set();
  function schedule(name) {
    dirty.add(name);
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      const only = dirty.size === 1 && dirty.has("error");
      dirty = new Set();
      if (only) { scheduled = false; drawError(); root.dataset.errorSeq = String(Number(root.dataset.errorSeq || 0) + 1); }
      else draw();
    });
  }

  function drawHead(view) {
    const t = T();
    title.textContent = t.title;
    status.replaceChildren();
    const god = view.god;
    html("span", { class: "gnb-round" }, status, fmt(t.round, { round: view.round }));
    const godText = god.position === 0 ? t.god_start : fmt(t.god_at, { time: timeWord(god.time), day: view.tracks[god.day].name });
    html("span", { class: "gnb-godtext" }, status, godText);
    langBtn.textContent = t.language;
    pastBar.hidden = view.ui.present;
    pastText.textContent = t.viewing_past;
    presentBtn.textContent = t.back_to_present;
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

  function setClass(elx, name, on) {
    if (elx.classList.contains(name) !== !!on) elx.classList.toggle(name, !!on);
  }

  function setTabbable(elx, on) {
    if (on) { elx.setAttribute("tabindex", "0"); elx.setAttribute("role", "button"); }
    else { elx.removeAttribute("tabindex"); elx.removeAttribute("role"); }
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
      const left = html("div", { class: "gnb-turn-main" }, turnBox);
      html("div", { class: "gnb-turn-title" }, left, t.game_over);
      const winners = view.scores.winners || [];
      html("div", { class: "gnb-winners" }, left, winners.length ? fmt(t.winners, { names: winners.join(", ") }) : t.dark_wins);
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
      html("div", { class: "gnb-prompt" + (model.get("paused") ? "" : " gnb-thinking") }, turnBox, model.get("paused") ? t.bots_paused : "");
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

  // One line under the turn: what the move that led to this position did (a bot's move, as it happens).
  function drawLastMove(view) {
    const t = T();
    const ply = view.ui.ply;
    const lines = ply > 0 ? (logCache[ply - 1] || []) : [];
    const row = html("div", { class: "gnb-lastmove" }, turnBox);
    if (!lines.length) { row.textContent = "\u00a0"; return; }
    html("span", { class: "gnb-caption" }, row, fmt(t.move_n, { ply }));
    const text = lines.map((l) => l[3]).join(" ");
    html("span", { class: "gnb-lastmove-text" }, row, text);
    row.title = text;
  }

  function drawScoreTable(parent, view) {
    const t = T();
    const sc = view.scores;
    html("div", { class: "gnb-caption" }, parent, t.score_table);
    const table = html("table", { class: "gnb-scores" }, parent);
    const hr = html("tr", null, html("thead", null, table));
    html("th", null, hr, "");
    for (const c of sc.categories) html("th", null, hr, c === "rest" ? t.rest_short : c);
    html("th", null, hr, t.total);
    const body = html("tbody", null, table);
    const names = Object.keys(sc.rows);
    names.forEach((name, i) => {
      const tr = html("tr", { class: (sc.winners || []).includes(name) ? "gnb-winner" : "" }, body);
      const th = html("th", null, tr);
      const isDark = i === view.players.length;
      tokenSVG(th, angelInfo(view, isDark ? view.players.length : i), 14);
      html("span", null, th, isDark ? t.dark_angel : name);
      for (const c of sc.categories) html("td", null, tr, String(sc.rows[name][c]));
      html("td", { class: "gnb-total" }, tr, String(sc.totals[name]));
    });
  }

  function drawError() {
    const err = model.get("error") || "";
    if (errorBox.parentNode !== turnBox) turnBox.appendChild(errorBox);
    errorBox.hidden = !err;
    errorBox.textContent = err;
    turnBox.classList.toggle("gnb-has-error", !!err);
    if (!err) hideBubble();
    if (err && err !== prevError) {
      errorBox.classList.remove("gnb-shake");
      void errorBox.offsetWidth;
      errorBox.classList.add("gnb-shake");
      if (lastClicked && lastClicked.isConnected) {
        lastClicked.classList.remove("gnb-refused");
        void lastClicked.getBoundingClientRect();
        lastClicked.classList.add("gnb-refused");
        showBubble(err, lastClicked);
      }
    }
    prevError = err;
  }

  function showBubble(text, anchor) {
    const rr = root.getBoundingClientRect();
    const ar = anchor.getBoundingClientRect();
    if (!rr.width || !ar.width) return;
    bubble.textContent = text;
    bubble.hidden = false;
    const bw = bubble.offsetWidth, bh = bubble.offsetHeight;
    let x = ar.left - rr.left + ar.width / 2 - bw / 2;
    x = Math.max(6, Math.min(x, rr.width - bw - 6));
    let y = ar.bottom - rr.top + 8;
    if (y + bh > rr.height - 4) y = ar.top - rr.top - bh - 8;
    bubble.style.left = `${x}px`;
    bubble.style.top = `${Math.max(4, y)}px`;
    bubble.classList.remove("gnb-bubble-in");
    void bubble.offsetWidth;
    bubble.classList.add("gnb-bubble-in");
    if (bubbleTimer) clearTimeout(bubbleTimer);
    bubbleTimer = setTimeout(hideBubble, 5000);
  }

  function hideBubble() {
    if (bubbleTimer) { clearTimeout(bubbleTimer); bubbleTimer = null; }
    bubble.hidden = true;
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

  function drawHistory(view) {
    const t = T();
    histTitle.textContent = t.history;
    const total = view.ui.total, ply = view.ui.ply;
    slider.max = String(total);
    if (document.activeElement !== slider || !seekTimer) slider.value = String(ply);
    slider.setAttribute("aria-label", t.history);
    histLabel.textContent = ply === 0 ? fmt(t.position_start, { total }) : fmt(t.position_at, { ply, total });
    undoBtn.textContent = "↶ " + t.undo;
    redoBtn.textContent = t.redo + " ↷";
    undoBtn.disabled = !view.ui.can_undo;
    redoBtn.disabled = !view.ui.can_redo;
    const seats = model.get("seats") || [];
    const anyBot = seats.some((s) => s !== "human");
    pauseBtn.hidden = !anyBot || !!view.over;
    pauseBtn.textContent = model.get("paused") ? t.resume : t.pause;
  }

  // The log is kept as DOM lines too: an update removes the lines of plies that changed (undo, a new
  // future, another language) and appends the new ones; seeking only switches classes.
  let logDirtyFrom = 0;

  function drawLog(view) {
    const t = T();
    logTitle.textContent = t.log;
    const log = model.get("log") || { first: 0, total: 0, lines: [] };
    if ((log.lang !== logLang && log.first > 0) || logCache.length < log.first) {
      // our sentences are in another language, or some are missing: ask for them all
      if (!askedLog) { askedLog = true; send({ cmd: "log_all" }); }
    } else if (log !== mergedLog) {
      mergeLog(log.first, log.total, log.lines, log.lang);
      mergedLog = log;
    }
    // remove the lines from the first changed ply on, then append what is new
    const keep = logDirtyFrom;
    let last = logList.lastElementChild;
    while (last && (!last.dataset.ply || Number(last.dataset.ply) > keep)) {
      logList.removeChild(last);
      last = logList.lastElementChild;
    }
    let prevPly = last ? Number(last.dataset.ply) : -1;
    for (let p = keep; p < logCache.length; p++) {
      for (const [ply, seat, kind, text] of logCache[p] || []) {
        const li = html("li", { class: `gnb-log-line gnb-k-${kind}`, "data-ply": ply }, logList);
        if (ply !== prevPly) li.classList.add("gnb-log-first");
        prevPly = ply;
        const who = seat !== null && seat !== undefined && seat <= view.players.length ? angelInfo(view, seat) : null;
        if (who) tokenSVG(li, who, 12);
        else html("span", { class: "gnb-log-dot" }, li, kind === "god" ? "☀" : "·");
        html("span", { class: "gnb-log-text" }, li, text);
        li.title = fmt(t.move_n, { ply });
        li.addEventListener("click", () => send({ cmd: "seek", ply }));
      }
    }
    logDirtyFrom = logCache.length;
    const shown = view.ui.ply;
    let current = null;
    let empty = logList.querySelector(".gnb-log-empty");
    if (!logList.querySelector(".gnb-log-line")) {
      if (!empty) empty = html("li", { class: "gnb-log-empty" }, logList);
      empty.textContent = t.log_empty;
    } else if (empty) empty.remove();
    for (const li of logList.children) {
      if (!li.dataset.ply) continue;
      const ply = Number(li.dataset.ply);
      setClass(li, "gnb-future", ply > shown);
      setClass(li, "gnb-current", ply === shown);
      if (ply === shown && !current) current = li;
    }
    logTarget = current && !view.ui.present ? current : logList.lastElementChild;
    requestAnimationFrame(scrollLog);
  }

  function scrollLog() {
    const target = logTarget;
    if (!target || !target.isConnected || !logList.clientHeight) return;
    logList.scrollTop = Math.max(0, target.offsetTop - logList.clientHeight + target.offsetHeight + 4);
  }

  function mergeLog(first, total, lines, lang) {
    if (lang !== logLang) first = 0;
    first = Math.min(first, logCache.length);
    logCache.length = first;
    while (logCache.length < total) logCache.push([]);
    for (const line of lines) {
      const p = line[0] - 1;
      if (p >= first && p < total) logCache[p].push(line);
    }
    logLang = lang;
    logDirtyFrom = Math.min(logDirtyFrom, first);
  }

  // -------------------------------------------------------------------------------- clicking
  function onActivate(elx, fn) {
    elx.addEventListener("click", (ev) => { ev.stopPropagation(); fn(ev); });
    elx.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); fn(ev); }
    });
  }

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
    lastClicked = elx;
    send({ cmd: "work_elsewhere", day: tr });
  }

  // -------------------------------------------------------------------------------- choosers
  function placeChooser(elx) {
    const wr = boardWrap.getBoundingClientRect();
    const r = elx.getBoundingClientRect();
    let x = r.left - wr.left + r.width / 2;
    let y = r.bottom - wr.top + 6;
    chooser.hidden = false;
    const cw = chooser.offsetWidth, ch = chooser.offsetHeight;
    x = Math.max(4, Math.min(x - cw / 2, wr.width - cw - 4));
    if (y + ch > wr.height - 4) y = Math.max(4, r.top - wr.top - ch - 6);
    chooser.style.left = `${x}px`;
    chooser.style.top = `${y}px`;
    const first = chooser.querySelector("button.gnb-opt");
    if (first) first.focus({ preventScroll: true });
    if (chooser.scrollIntoView) chooser.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  function chooserFrame(titleText) {
    chooser.replaceChildren();
    const t = T();
    const headr = html("div", { class: "gnb-chooser-head" }, chooser);
    html("span", { class: "gnb-chooser-title" }, headr, titleText);
    const x = html("button", { type: "button", class: "gnb-close", "aria-label": t.close, title: t.close }, headr, "×");
    x.addEventListener("click", (ev) => { ev.stopPropagation(); closeChooser(); });
    return chooser;
  }

  function openGatherChooser(view, legal, sq, elx) {
    const t = T();
    const L = letters();
    chooserFrame(fmt(t.chooser_gather, { square: sq.square + 1 }));
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
    placeChooser(elx);
  }

  function openWorkChooser(view, legal, work, elx) {
    const t = T();
    const L = letters();
    chooserFrame(fmt(t.chooser_work, { day: view.tracks[work.day].name }));
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
    placeChooser(elx);
  }

  function closeChooser() {
    if (!chooser.hidden) { chooser.hidden = true; chooser.replaceChildren(); }
  }

  // --------------------------------------------------------------------------------- bots
  function scheduleBot(view) {
    if (botTimer) { clearTimeout(botTimer); botTimer = null; }
    if (!view.ui.bot_next) return;
    const at = view.ui.total;
    botTimer = setTimeout(() => { botTimer = null; send({ cmd: "bot_step", at }); }, Math.max(0, model.get("bot_delay") ?? 600));
  }

  // -------------------------------------------------------------------------------- wiring
  undoBtn.addEventListener("click", () => { lastClicked = undoBtn; send({ cmd: "undo" }); });
  redoBtn.addEventListener("click", () => { lastClicked = redoBtn; send({ cmd: "redo" }); });
  pauseBtn.addEventListener("click", () => send({ cmd: "pause", paused: !model.get("paused") }));
  presentBtn.addEventListener("click", () => send({ cmd: "seek", ply: model.get("history_len") }));
  langBtn.addEventListener("click", () => send({ cmd: "lang", lang: model.get("lang") === "nl" ? "en" : "nl" }));
  slider.addEventListener("input", () => {
    if (seekTimer) return;
    seekTimer = setTimeout(() => { seekTimer = null; send({ cmd: "seek", ply: Number(slider.value) }); }, 60);
  });
  slider.addEventListener("change", () => send({ cmd: "seek", ply: Number(slider.value) }));

  const onDocClick = (ev) => {
    if (!chooser.hidden && !chooser.contains(ev.target)) closeChooser();
    if (!bubble.hidden) hideBubble();
  };
  const onKey = (ev) => { if (ev.key === "Escape") closeChooser(); };
  document.addEventListener("click", onDocClick, true);
  root.addEventListener("keydown", onKey);

  const onCustom = (msg) => {
    if (msg && msg.kind === "log_all") {
      askedLog = false;
      logCache = [];
      logDirtyFrom = 0;
      mergeLog(0, msg.total, msg.lines, msg.lang);
      mergedLog = model.get("log");
      schedule("log");
    }
  };
  const names = ["view", "legal", "log", "error", "texts", "seats", "paused", "history_len", "ply", "board_data"];
  const handlers = names.map((n) => [n, () => schedule(n)]);
  for (const [n, f] of handlers) model.on(`change:${n}`, f);
  model.on("msg:custom", onCustom);

  draw();

  return () => {
    if (botTimer) clearTimeout(botTimer);
    if (seekTimer) clearTimeout(seekTimer);
    if (logResize) logResize.disconnect();
    if (bubbleTimer) clearTimeout(bubbleTimer);
    for (const [n, f] of handlers) model.off(`change:${n}`, f);
    model.off("msg:custom", onCustom);
    document.removeEventListener("click", onDocClick, true);
  };
}

export default { render };
