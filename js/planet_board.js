// The planet board (the cooperative Genesis): an anywidget front end, a plain ES module.
//
// genesis_nb/widgets.py `front_end` joins js/board_common.js (the shared helpers) in front of this file.
// It draws what the Python widget (genesis_nb/planet/widget.py) syncs -- `view`, `legal`, `log`,
// `error`, `board_data`, `texts`, `paused` -- and reports clicks back as messages ({cmd: "play",
// action: <JSON action>}, undo, redo, ready, bot_step, log_all, pause). It never decides what is legal:
// it lights exactly what `legal` lists, and a click on anything else is sent as the action it would
// mean, so that the rules answer with their own sentence. It knows only what Python sent: the view of
// ONE observer (the seat at the screen), so there is nothing hidden here to leak. It holds no words of
// its own (every label comes from `texts`); names are set with textContent only, never as HTML.
// No imports: anywidget loads `_esm` as a single blob.

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

// ------------------------------------------------------------------------------------- drawing
// (fmt, svg, html, svgText, svgTitle, polygon, setClass, setTabbable, onActivate: js/board_common.js)

// A seat's token: shape + colour + initial (players have no colour of their own in this game).
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
  svgText(g, 0, 0.5, label, { class: "gnb-seat-label", "font-size": (size * 0.5).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central" });
  return g;
}

function seatSVG(parent, seat, shape, label, size) {
  const s = svg("svg", { width: size + 4, height: size + 4, viewBox: `${-(size + 4) / 2} ${-(size + 4) / 2} ${size + 4} ${size + 4}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
  drawSeat(s, seat, shape, label, size);
  return s;
}

// A pawn: a disc of its colour with its kind's letter (colour is never the only cue).
function drawPawn(parent, pawn, r, letters) {
  const g = svg("g", { class: "gnb-pawn-shape" }, parent);
  svg("circle", { r, fill: PAWN_FILL[pawn.colour] || "#999", stroke: pawn.colour === "white" ? "#6b6b6b" : "#111", "stroke-width": 1.6 }, g);
  svgText(g, 0, 0.5, letters[pawn.kind] || "?", {
    class: "gnb-pawn-letter", fill: PAWN_INK[pawn.colour] || "#111",
    "font-size": (r * 0.95).toFixed(1), "text-anchor": "middle", "dominant-baseline": "central",
  });
  return g;
}

// A small padlock: a line only some players may see.
function lockSVG(parent) {
  const s = svg("svg", { width: 11, height: 13, viewBox: "0 0 11 13", class: "gnb-lock", "aria-hidden": "true" }, parent);
  svg("path", { d: "M2.5,6 V4 A3,3 0 0 1 8.5,4 V6", fill: "none", stroke: "#0b3d91", "stroke-width": 1.6 }, s);
  svg("rect", { x: 1, y: 6, width: 9, height: 6.5, rx: 1.3, fill: "#0b3d91" }, s);
  return s;
}

function pawnSVG(parent, pawn, size, letters) {
  const s = svg("svg", { width: size + 4, height: size + 4, viewBox: `${-(size + 4) / 2} ${-(size + 4) / 2} ${size + 4} ${size + 4}`, class: "gnb-mini", "aria-hidden": "true" }, parent);
  drawPawn(s, pawn, size / 2, letters);
  return s;
}

// ------------------------------------------------------------------------------------ the widget

function render({ model, el }) {
  const uid = Math.random().toString(36).slice(2, 9);
  const root = html("div", { class: "gnb-planet" }, el);
  root.dataset.renderSeq = "0";

  const head = html("div", { class: "gnb-head" }, root);
  const title = html("div", { class: "gnb-title" }, head);
  const status = html("div", { class: "gnb-status" }, head);
  const eye = html("div", { class: "gnb-eye" }, head);

  const stage = html("div", { class: "gnb-stage" }, root);     // what the hand-off screen covers
  const bar = html("div", { class: "gnb-bar" }, stage);
  const steps = html("ol", { class: "gnb-steps" }, bar);
  const turnBox = html("div", { class: "gnb-turn" }, bar);
  const errorBox = html("div", { class: "gnb-error", role: "alert", "aria-live": "assertive", hidden: true }, null);
  const handBox = html("div", { class: "gnb-hand" }, bar);       // the seat's own pawns, right above the board
  const revealBox = html("div", { class: "gnb-reveal", hidden: true }, bar);   // at the end, in its place
  const lastMove = html("div", { class: "gnb-lastmove" }, bar);
  const bubble = html("div", { class: "gnb-bubble", hidden: true, "aria-hidden": "true" }, root);

  const main = html("div", { class: "gnb-main" }, stage);
  const boardWrap = html("div", { class: "gnb-boardwrap" }, main);
  const board = svg("svg", { class: "gnb-board", role: "group" }, boardWrap);
  const defs = svg("defs", null, board);
  const layerBoard = svg("g", { class: "gnb-layer-board" }, board);
  const layerPawns = svg("g", { class: "gnb-layer-pawns" }, board);
  const chooser = html("div", { class: "gnb-chooser", hidden: true, role: "dialog" }, boardWrap);
  const legend = html("div", { class: "gnb-legendbar" }, boardWrap);
  const aidBox = html("details", { class: "gnb-aid" }, boardWrap);
  const note = html("div", { class: "gnb-note" }, boardWrap);

  const side = html("div", { class: "gnb-side" }, main);
  const playersBox = html("div", { class: "gnb-players" }, side);
  const teamBox = html("div", { class: "gnb-team" }, side);
  const histBox = html("div", { class: "gnb-history" }, side);
  const logBox = html("div", { class: "gnb-log" }, side);

  const histBtns = html("div", { class: "gnb-hist-btns" }, histBox);
  const undoBtn = html("button", { class: "gnb-btn gnb-undo", type: "button" }, histBtns);
  const redoBtn = html("button", { class: "gnb-btn gnb-redo", type: "button" }, histBtns);
  const pauseBtn = html("button", { class: "gnb-btn gnb-pause", type: "button" }, histBtns);
  const logTitle = html("div", { class: "gnb-caption" }, logBox);
  const logList = html("ol", { class: "gnb-loglist" }, logBox);

  const handoff = html("div", { class: "gnb-handoff", hidden: true, role: "dialog", "aria-modal": "true" }, root);

  // state kept by this view (choices in progress; never anything the view did not say)
  let selectedSlot = null;      // place: the hand slot chosen
  let firstPick = null;         // exchange / bacteria move: the first space chosen
  let choiceKey = "";           // resets the choices when the decision changes
  let revealStep = null;        // the reveal: how many pawns are shown (null: not started)
  let revealKey = "";
  let logCache = [];            // ply -> lines
  let logKey = null;
  let mergedLog = null;
  let askedLog = false;
  let lastClicked = null;
  let flashedTotal = -1;        // the history length drawn last (the spaces of a new action flash once)
  let flashNow = false;
  let scheduled = false;
  let built = null;

  const T = () => model.get("texts") || {};
  const send = (msg) => model.send(msg);
  const sendAction = (json, elx) => { lastClicked = elx || null; send({ cmd: "play", action: json }); };

  function letters() {
    const t = T();
    const out = {};
    for (const k of ["water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria"]) out[k] = t[`letter.${k}`] || k[0].toUpperCase();
    return out;
  }
  function kindWord(kind) { return T()[`kind.${kind}`] || kind; }
  function colourWord(colour) { return T()[`colour.${colour}`] || colour; }
  function name(view, seat) { return seat === null || seat === undefined || !view.players[seat] ? "-" : view.players[seat].name; }
  function initial(view, seat) {
    const names = view.players.map((p) => p.name.trim());
    const first = names.map((n) => (n[0] || "?").toUpperCase());
    if (new Set(first).size === first.length) return first[seat];
    return String(seat + 1);
  }
  function shapeOf(view, seat) { return (view.ui.shapes || [])[seat] || "circle"; }
  function contName(view, c) { const co = view.continents[c]; return co ? co.name : "-"; }
  function spaceLabel(view, g) {
    for (const c of view.continents) for (const sp of c.spaces) if (sp.id === g) return sp.label;
    return String(g);
  }

  // ---- the legal actions, grouped by type (indexes into legal.actions)
  function fullLegal() {
    const l = model.get("legal") || {};
    const out = { actor: l.actor, phase: l.phase, actions: [], by: {} };
    (l.actions || []).forEach(([json, label], i) => {
      const a = { json, label, i };
      out.actions.push(a);
      (out.by[json.type] = out.by[json.type] || []).push(a);
    });
    return out;
  }
  const of = (legal, type) => legal.by[type] || [];

  const cur = { view: null, legal: { actions: [], by: {} }, bd: null };

  // ------------------------------------------------------------------------------------ drawing
  function draw() {
    scheduled = false;
    const started = performance.now();
    const view = model.get("view");
    const bd = model.get("board_data");
    if (!view || !view.ui || !bd || !bd.continents) return;
    const legal = fullLegal();
    cur.view = view; cur.legal = legal; cur.bd = bd;
    const key = `${view.ui.total}|${view.phase}|${view.actor}|${view.ui.observer}`;
    if (key !== choiceKey) {
      choiceKey = key;
      firstPick = null;
      selectedSlot = defaultSlot(view, legal);
      closeChooser();
    }
    if (view.over) {
      const rk = `${view.ui.total}|${view.ui.observer}`;
      if (rk !== revealKey) { revealKey = rk; revealStep = 0; }
    } else { revealStep = null; revealKey = ""; }
    root.classList.toggle("gnb-over", !!view.over);
    root.classList.toggle("gnb-teacher", !!view.ui.reveal_all);

    flashNow = view.ui.total !== flashedTotal && flashedTotal !== -1;
    flashedTotal = view.ui.total;
    drawHead(view);
    drawLog(view);
    drawBoard(view, legal, bd);
    drawPawns(view, legal, bd);
    drawSteps(view);
    drawTurn(view, legal);
    drawLastMove(view);
    drawError();
    drawHand(view, legal);
    drawReveal(view);
    drawPlayers(view);
    drawTeam(view, bd);
    drawHistory(view);
    drawHandoff(view);
    drawLegend(bd);
    note.textContent = bd.reconstructed ? T().reconstructed : "";

    root.dataset.total = String(view.ui.total);
    root.dataset.phase = String(view.phase);
    root.dataset.actor = view.actor === null || view.actor === undefined ? "" : String(view.actor);
    root.dataset.observer = String(view.ui.observer);
    root.dataset.handoff = view.ui.handoff === null || view.ui.handoff === undefined ? "" : String(view.ui.handoff);
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    root.dataset.renderSeq = String(Number(root.dataset.renderSeq) + 1);
    flashNow = false;
    scheduleBot(view);
  }

  // Only the local choices changed (a pawn chosen in the hand, a first pawn picked): redraw the parts.
  function redrawChoices() {
    const view = cur.view, legal = cur.legal, bd = cur.bd;
    if (!view) return;
    drawPawns(view, legal, bd);
    drawBoard(view, legal, bd);
    drawTurn(view, legal);
    drawError();
    drawHand(view, legal);
  }

  let dirty = new Set();
  function schedule(n) {
    dirty.add(n);
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      const only = dirty.size === 1 && dirty.has("error");
      dirty = new Set();
      if (only) { scheduled = false; drawError(); root.dataset.errorSeq = String(Number(root.dataset.errorSeq || 0) + 1); }
      else draw();
    });
  }

  function defaultSlot(view, legal) {
    const me = myHand(view);
    if (view.phase !== "place" || !me) return null;
    const ind = view.pending && view.pending.indicated;
    const slots = new Set(of(legal, "place").map((a) => a.json.slot));
    if (ind && slots.has(ind.slot)) return ind.slot;
    return slots.size ? Math.min(...slots) : (ind ? ind.slot : 0);
  }

  // The seat whose hand the hand panel shows: the observer, or (teacher) the seat deciding now.
  function mySeat(view) {
    const o = view.ui.observer;
    if (typeof o === "number") return o;
    if (o === "all") {
      if (view.actor !== null && view.actor !== undefined) return view.actor;
      return view.turn ?? null;
    }
    return null;
  }
  function myHand(view) {
    const s = mySeat(view);
    return s === null ? null : view.players[s];
  }

  function drawHead(view) {
    const t = T();
    title.textContent = t.title;
    status.replaceChildren();
    if (!view.over && view.turn !== null && view.turn !== undefined) {
      html("span", { class: "gnb-round" }, status, fmt(t.turn_of, { name: name(view, view.turn) }));
    }
    html("span", { class: "gnb-bagcount" }, status, fmt(t.bag_count, { n: view.bag.count }));
    eye.replaceChildren();
    const o = view.ui.observer;
    let text;
    if (o === "all") text = t.eye_all;
    else if (typeof o === "number") text = fmt(t.eye_seat, { name: name(view, o) });
    else text = t.eye_public;
    eye.className = "gnb-eye" + (o === "all" ? " gnb-eye-all" : typeof o === "number" ? "" : " gnb-eye-public");
    html("span", { class: "gnb-eye-icon", "aria-hidden": "true" }, eye, "◉");
    html("span", null, eye, text);
  }

  // ---- the board: continents, links, spaces (built once per board_data), then classes per update
  function soilIndex(bd, soil) { const i = bd.soils.indexOf(soil); return i < 0 ? 0 : i; }

  function buildDefs(bd) {
    defs.replaceChildren();
    bd.soils.forEach((soil, i) => {
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

  function buildBoard(view, bd) {
    const t = T();
    buildDefs(bd);
    layerBoard.replaceChildren();
    board.setAttribute("viewBox", `0 0 ${bd.width} ${bd.height}`);
    const b = { bd, texts: model.get("texts"), conts: [], spaces: new Map() };
    for (const c of bd.continents) {
      const [x0, y0, w, h] = c.box;
      const co = { index: c.index, data: c };
      co.g = svg("g", { class: "gnb-cont", "data-continent": c.index }, layerBoard);
      co.bg = svg("rect", { x: x0, y: y0, width: w, height: h, rx: 18, class: "gnb-cont-bg" }, co.g);
      co.bgTitle = svgTitle(co.bg, "");
      co.hatch = svg("rect", { x: x0, y: y0, width: w, height: h, rx: 18, fill: `url(#gnb-aside-${uid})`, class: "gnb-cont-hatch" }, co.g);
      co.head = svg("g", { class: "gnb-cont-head" }, co.g);
      svgText(co.head, x0 + 18, y0 + 30, `${c.letter} · ${c.name}`, { class: "gnb-cont-name" });
      svgText(co.head, x0 + 18, y0 + 50, c.face === "easy" ? t.face_easy : t.face_difficult, { class: "gnb-cont-face" });
      co.status = svgText(co.g, x0 + w - 16, y0 + 30, "", { class: "gnb-cont-status", "text-anchor": "end" });
      co.status2 = svgText(co.g, x0 + w - 16, y0 + 49, "", { class: "gnb-cont-status2", "text-anchor": "end" });
      co.bact = svg("g", { class: "gnb-bacteria-wait" }, co.g);
      for (const el of [co.bg, co.head]) onActivate(el, () => clickContinent(c.index, co.bg));
      // links first (under the spaces)
      const links = svg("g", { class: "gnb-links" }, co.g);
      for (const [a, bb] of c.edges) {
        const [xa, ya] = c.spaces[String(a)], [xb, yb] = c.spaces[String(bb)];
        svg("line", { x1: xa, y1: ya, x2: xb, y2: yb, class: "gnb-link" }, links);
        svg("line", { x1: xa, y1: ya, x2: xb, y2: yb, class: "gnb-link-inner" }, links);
      }
      // spaces
      const cv = view.continents[c.index];
      for (const sp of cv.spaces) {
        const [x, y] = c.spaces[String(sp.id)];
        const g = svg("g", { class: "gnb-space" + (sp.white ? " gnb-white" : ""), "data-space": sp.id, "data-label": sp.label }, co.g);
        const ring = svg("circle", { cx: x, cy: y, r: 35, class: "gnb-space-ring" }, g);
        if (sp.white) {
          svg("circle", { cx: x, cy: y, r: 31, class: "gnb-space-white" }, g);
          svgText(g, x, y + 1, "O₂", { class: "gnb-white-mark", "text-anchor": "middle", "dominant-baseline": "central" });
          svgText(g, x, y + 51, t.white_space, { class: "gnb-soil-label", "text-anchor": "middle" });
        } else {
          const i = soilIndex(bd, sp.soil);
          svg("circle", { cx: x, cy: y, r: 31, fill: `url(#gnb-soil-${uid}-${i})`, class: "gnb-space-soil" }, g);
          svgText(g, x, y + 51, t[`soil.${sp.soil}`] || sp.soil, { class: "gnb-soil-label", "text-anchor": "middle" });
        }
        svgText(g, x, y - 39, sp.label, { class: "gnb-space-label", "text-anchor": "middle", "dominant-baseline": "central" });
        const base = sp.white ? fmt(t.space_white_title, { label: sp.label, continent: c.name })
          : fmt(t.space_title, { label: sp.label, continent: c.name, soil: t[`soil.${sp.soil}`] || sp.soil, links: sp.links.join(", ") || "-" });
        const st = svgTitle(g, base);
        b.spaces.set(sp.id, { g, ring, x, y, title: st, base, white: sp.white, continent: c.index });
        onActivate(g, () => clickSpace(sp.id, g));
      }
      b.conts.push(co);
    }
    built = b;
  }


  // The spaces lit now, from `legal` and the choice in progress: space -> the action(s) a click sends.
  function litSpaces(view, legal) {
    const lit = new Map();
    const add = (g, a) => { if (!lit.has(g)) lit.set(g, []); lit.get(g).push(a); };
    switch (view.phase) {
      case "place": for (const a of of(legal, "place")) if (a.json.slot === selectedSlot) add(a.json.space, a); break;
      case "flip": for (const a of of(legal, "flip")) add(a.json.space, a); break;
      case "look": for (const a of of(legal, "look")) add(a.json.space, a); break;
      case "look_move": for (const a of of(legal, "look_move")) add(a.json.to, a); break;
      case "exchange":
        for (const a of of(legal, "exchange")) {
          if (firstPick === null) { add(a.json.first, a); add(a.json.second, a); }
          else if (a.json.first === firstPick) add(a.json.second, a);
          else if (a.json.second === firstPick) add(a.json.first, a);
        }
        break;
      case "bacteria_move":
        for (const a of of(legal, "bacteria_move")) {
          if (firstPick === null) add(a.json.frm, a);
          else if (a.json.frm === firstPick) add(a.json.to, a);
        }
        break;
      default: break;
    }
    return lit;
  }

  function drawBoard(view, legal, bd) {
    const t = T();
    if (!built || built.bd !== bd || built.texts !== model.get("texts")) buildBoard(view, bd);
    const b = built;
    const designable = new Map(of(legal, "designate").map((a) => [a.json.continent, a]));
    const lit = litSpaces(view, legal);
    const designated = view.pending && view.pending.designated !== undefined ? view.pending.designated : null;
    const acting = view.pending && view.pending.continent !== undefined ? view.pending.continent : null;
    for (const co of b.conts) {
      const cv = view.continents[co.index];
      const c = co.data;
      const [x0, y0, w] = c.box;
      const canDesignate = designable.has(co.index);
      setClass(co.g, "gnb-lit", canDesignate);
      setClass(co.g, "gnb-aside", cv.set_aside && !cv.in_play);
      setClass(co.g, "gnb-opened", cv.set_aside && cv.in_play);
      setClass(co.g, "gnb-designated", designated === co.index);
      setClass(co.g, "gnb-acting", acting === co.index);
      setClass(co.g, "gnb-complete", cv.complete);
      setTabbable(co.bg, canDesignate);
      let st = "";
      if (cv.set_aside && !cv.in_play) st = t.cont_aside;
      else if (cv.complete) st = t.cont_complete;
      else if (cv.elements_full) st = t.cont_elements_full;
      else if (cv.set_aside) st = t.cont_opened;
      co.status.textContent = st;
      let st2 = "";
      if (designated === co.index) st2 = fmt(t.cont_designated, { name: name(view, view.turn) });
      else if (acting === co.index) st2 = fmt(t.cont_acting, { action: t[`action.${view.pending.action}`] || view.pending.action });
      else if (canDesignate) st2 = t.cont_click;
      co.status2.textContent = st2;
      co.bgTitle.textContent = canDesignate ? designable.get(co.index).label
        : cv.set_aside && !cv.in_play ? `${c.letter} · ${c.name}: ${t.aside_note}` : `${c.letter} · ${c.name}`;
      // bacteria waiting on the set-aside continent
      co.bact.replaceChildren();
      if (cv.set_aside && !cv.in_play && view.bacteria_waiting) {
        const L = letters();
        for (let k = 0; k < view.bacteria_waiting; k++) {
          const g = svg("g", { transform: `translate(${x0 + w - 120 + k * 30},${y0 + 74})` }, co.bact);
          drawPawn(g, { colour: "purple", kind: "bacteria" }, 12, L);
        }
        svgText(co.bact, x0 + w - 62, y0 + 78, t.bacteria_wait, { class: "gnb-bact-caption", "dominant-baseline": "central" });
        svgTitle(co.bact, t.bacteria_wait_title);
      }
    }
    for (const [g, sp] of b.spaces) {
      const acts = lit.get(g);
      setClass(sp.g, "gnb-lit", !!acts);
      setClass(sp.g, "gnb-picked", firstPick === g);
      setTabbable(sp.g, !!acts);
      const title = acts ? [...new Set(acts.map((a) => a.label))].slice(0, 4).join("\n") : sp.base;
      if (sp.title.textContent !== title) sp.title.textContent = title;
    }
  }

  // The pawns (redrawn on every update: 26 at most). At the end, the reveal decides how much is shown.
  function drawPawns(view, legal, bd) {
    const t = T();
    const L = letters();
    layerPawns.replaceChildren();
    const b = built;
    if (!b) return;
    const reveal = view.over && view.reveal ? view.reveal : null;
    const order = new Map();          // space -> index in the reveal
    if (reveal) reveal.steps.forEach((s, i) => order.set(s.space, i));
    const shown = reveal ? (revealStep === null ? reveal.steps.length : revealStep) : 0;
    const current = reveal && shown > 0 ? reveal.steps[shown - 1].space : null;
    const lastSpaces = new Set(flashNow ? flashSpaces(view) : []);
    for (const c of view.continents) {
      for (const sp of c.spaces) {
        const where = b.spaces.get(sp.id);
        if (!where) continue;
        let pawn = sp.pawn;
        let verdict = null;
        if (reveal && order.has(sp.id)) {
          const step = reveal.steps[order.get(sp.id)];
          const k = order.get(sp.id);
          if (k >= shown) pawn = { colour: step.colour, kind: step.kind, need_up: false, hidden: true };
          else { pawn = { colour: step.colour, kind: step.kind, need_up: true, need_short: step.need_short, need_text: step.need_text, need: true }; verdict = step; }
        }
        if (!pawn) continue;
        const g = svg("g", { class: "gnb-pawn", "data-space": sp.id, "data-colour": pawn.colour, transform: `translate(${where.x},${where.y})` }, layerPawns);
        if (pawn.need) g.dataset.known = "1";
        if (verdict && !verdict.ok) g.classList.add("gnb-failed");
        if (verdict && verdict.ok) g.classList.add("gnb-met");
        if (sp.id === current) g.classList.add("gnb-current");
        if (lastSpaces.has(sp.label)) g.classList.add("gnb-flash");
        if (pawn.need_up && pawn.kind !== "oxygen") svg("circle", { r: 24, class: "gnb-up-ring" }, g);
        drawPawn(g, pawn, 19, L);
        if (pawn.kind === "oxygen") {
          const up = pawn.need_up;
          const tag = up ? (pawn.need_short || t.oxygen_action_side) : t.oxygen_point_side;
          pill(g, 0, 30, tag, up ? "gnb-need-public" : "gnb-oxy-point");
        } else if (pawn.need && pawn.need_short) {
          pill(g, 0, 30, pawn.need_short, pawn.need_up ? "gnb-need-public" : "gnb-need-private");
        }
        if (pawn.need && !pawn.need_up) {
          const eyeBadge = svg("g", { class: "gnb-known-badge", transform: "translate(15,-15)" }, g);
          svg("circle", { r: 6.5 }, eyeBadge);
          svg("circle", { r: 2.3, class: "gnb-known-dot" }, eyeBadge);
        }
        if (verdict) {
          const mark = svg("g", { class: verdict.ok ? "gnb-mark-ok" : "gnb-mark-fail", transform: "translate(-17,17)" }, g);
          svg("circle", { r: 9 }, mark);
          svgText(mark, 0, 0.5, verdict.ok ? "✓" : "✗", { "text-anchor": "middle", "dominant-baseline": "central" });
        }
        let tip;
        if (pawn.hidden) tip = fmt(t.pawn_title_hidden, { colour: colourWord(pawn.colour) });
        else if (verdict) tip = `${colourWord(pawn.colour)}: ${verdict.need_text}${verdict.ok ? "" : " — " + verdict.reason}`;
        else if (pawn.need_text) tip = fmt(pawn.need_up ? t.pawn_title_up : t.pawn_title_known, { colour: colourWord(pawn.colour), need: pawn.need_text });
        else tip = fmt(t.pawn_title_hidden, { colour: colourWord(pawn.colour) });
        if (pawn.placer !== null && pawn.placer !== undefined && !reveal) tip += "\n" + fmt(t.placed_by, { name: name(view, pawn.placer) });
        svgTitle(g, tip);
      }
    }
  }

  function pill(parent, x, y, text, cls) {
    const g = svg("g", { class: `gnb-pill ${cls}`, transform: `translate(${x},${y})` }, parent);
    const w = Math.max(26, String(text).length * 5.9 + 12);
    svg("rect", { x: -w / 2, y: -8.5, width: w, height: 17, rx: 8.5 }, g);
    svgText(g, 0, 0.5, text, { "text-anchor": "middle", "dominant-baseline": "central" });
    return g;
  }

  // ---- the step tracker and the decision
  const STEP_OF = { indicate: 0, designate: 1, place: 2, flip: 2, exchange: 2, look: 2, look_move: 2, share: 3, bacteria_move: 3 };

  function drawSteps(view) {
    const t = T();
    steps.replaceChildren();
    if (view.over) { steps.hidden = true; return; }
    steps.hidden = false;
    const now = STEP_OF[view.phase];
    const who = [view.turn, view.designator, view.turn, view.turn];
    ["step.indicate", "step.designate", "step.place", "step.draw"].forEach((k, i) => {
      const li = html("li", { class: "gnb-step" + (i === now ? " gnb-step-now" : i < now ? " gnb-step-done" : "") }, steps);
      html("span", { class: "gnb-step-n" }, li, String(i + 1));
      html("span", { class: "gnb-step-word" }, li, t[k]);
      html("span", { class: "gnb-step-who" }, li, name(view, who[i]));
    });
    if (["flip", "exchange", "look", "look_move"].includes(view.phase)) html("li", { class: "gnb-step gnb-step-extra gnb-step-now" }, steps, t.step_oxygen);
    if (["share", "bacteria_move"].includes(view.phase)) html("li", { class: "gnb-step gnb-step-extra gnb-step-now" }, steps, t.step_bacterium);
  }

  function whoLine(view) {
    const t = T();
    const p = view.pending || {};
    const actor = view.actor;
    const params = { name: name(view, actor), active: name(view, view.turn), continent: contName(view, p.designated ?? p.continent),
      action: t[`action.${p.action}`] || p.action || "", left: name(view, (actor + 1) % view.players.length) };
    return fmt(t[`who.${view.phase}`] || "{name}", params);
  }

  function drawTurn(view, legal) {
    const t = T();
    turnBox.replaceChildren(errorBox);
    const seats = view.ui.seats || [];
    if (view.over) {
      const r = view.reveal || {};
      const done = revealShown(view) >= (r.steps || []).length;
      html("div", { class: "gnb-turn-title" }, turnBox, t.game_over);
      html("div", { class: "gnb-prompt" }, turnBox, done ? fmt(t.game_over_score, { score: r.score, level: r.level_word }) : t.game_over_hint);
      return;
    }
    const actor = view.actor;
    const whoRow = html("div", { class: "gnb-turn-who" }, turnBox);
    seatSVG(whoRow, actor, shapeOf(view, actor), initial(view, actor), 26);
    const isBot = seats[actor] && seats[actor] !== "human";
    html("span", { class: "gnb-turn-title" }, whoRow, isBot ? fmt(t.bot_thinking, { name: name(view, actor) }) : whoLine(view));
    if (view.ui.decides && !isBot) html("span", { class: "gnb-you" }, whoRow, view.ui.reveal_all ? t.you_teacher : t.you);
    if (isBot) {
      html("div", { class: "gnb-prompt" + (model.get("paused") ? "" : " gnb-thinking") }, turnBox, model.get("paused") ? t.bots_paused : "");
      return;
    }
    if (!view.ui.decides) {
      html("div", { class: "gnb-prompt" }, turnBox, view.ui.handoff !== null && view.ui.handoff !== undefined ? fmt(t.waiting_handoff, { name: name(view, actor) }) : fmt(t.waiting_for, { name: name(view, actor) }));
      return;
    }
    const p = view.pending || {};
    const params = {
      designator: name(view, view.designator), active: name(view, view.turn),
      continent: contName(view, p.designated ?? p.continent), left: name(view, (actor + 1) % view.players.length),
      colour: p.indicated ? colourWord(p.indicated.colour) : "", space: p.looked || (firstPick !== null ? spaceLabel(view, firstPick) : ""),
    };
    let key = `prompt.${view.phase}`;
    if ((view.phase === "exchange" || view.phase === "bacteria_move") && firstPick !== null) key += "_second";
    html("div", { class: "gnb-prompt" }, turnBox, fmt(t[key] || "", params));
    const row = html("div", { class: "gnb-actions" }, turnBox);
    const skip = of(legal, "skip")[0];
    if (skip) {
      const b = html("button", { type: "button", class: "gnb-btn gnb-skip gnb-lit", title: skip.label }, row, t.skip);
      b.addEventListener("click", () => sendAction(skip.json, b));
    }
    if (firstPick !== null) {
      const b = html("button", { type: "button", class: "gnb-btn gnb-cancel" }, row, t.cancel_pick);
      b.addEventListener("click", () => { firstPick = null; redrawChoices(); });
    }
    html("span", { class: "gnb-legend" }, row, t.lit_legend);
  }

  // What the last action did (as this observer may know it), under the decision.
  function drawLastMove(view) {
    const t = T();
    lastMove.replaceChildren();
    const total = view.ui.total;
    const lines = total > 0 ? (logCache[total] || []) : [];
    if (!lines.length) { lastMove.textContent = "\u00a0"; return; }
    html("span", { class: "gnb-caption" }, lastMove, t.last_move);
    const text = lines.map((l) => l[3]).join(" ");
    html("span", { class: "gnb-lastmove-text" }, lastMove, text);
    lastMove.title = text;
    const special = lines.find((l) => ["bacterium", "oxygen_action", "open", "flip", "exchange", "look_move", "bacteria_move", "share_pass", "reveal"].includes(l[2]));
    setClass(lastMove, "gnb-lastmove-special", !!special);
  }

  function flashSpaces(view) {
    const total = view.ui.total;
    const out = [];
    for (const l of logCache[total] || []) for (const s of l[5] || []) out.push(s);
    return out;
  }

  const bubbles = refusalBubble(root, bubble);
  const showBubble = bubbles.show, hideBubble = bubbles.hide;
  const refusal = refusalShower({ turnBox, errorBox, bubble: bubbles, model,
    onClear: () => { for (const e of root.querySelectorAll(".gnb-refused")) e.classList.remove("gnb-refused"); } });
  function drawError() { refusal.draw(lastClicked); }

  // ---- the hand of the seat at the screen (with the needs it knows)
  function drawHand(view, legal) {
    const t = T();
    const L = letters();
    handBox.replaceChildren();
    const seat = mySeat(view);
    handBox.hidden = seat === null || !!view.over;      // nobody at the screen, or nothing left to hold
    if (handBox.hidden) return;
    const p = view.players[seat];
    const headRow = html("div", { class: "gnb-hand-head" }, handBox);
    html("span", { class: "gnb-caption" }, headRow, fmt(view.ui.reveal_all ? t.hand_title_teacher : t.hand_title, { name: p.name }));
    if (view.phase === "place" && legal.actor === seat) html("span", { class: "gnb-hint" }, headRow, t.hand_place_hint);
    const byType = { indicate: new Map(), give: new Map(), place: new Map() };
    if (legal.actor === seat) {
      for (const a of of(legal, "indicate")) byType.indicate.set(a.json.slot, a);
      for (const a of of(legal, "give")) byType.give.set(a.json.slot, a);
      for (const a of of(legal, "place")) if (!byType.place.has(a.json.slot)) byType.place.set(a.json.slot, a);
    }
    const ind = view.pending && view.pending.indicated && view.turn === seat ? view.pending.indicated.slot : null;
    const mine = view.pending && view.pending.mine !== undefined ? view.pending.mine : null;
    const cards = html("div", { class: "gnb-cards" }, handBox);
    if (!p.hand.length) html("div", { class: "gnb-hint" }, cards, t.hand_empty);
    for (const pawn of p.hand) {
      const slot = pawn.slot;
      const lit = byType.indicate.has(slot) || byType.give.has(slot) || (view.phase === "place" && byType.place.has(slot));
      const card = html("button", { type: "button", class: "gnb-card" + (lit ? " gnb-lit" : "") + (view.phase === "place" && selectedSlot === slot && legal.actor === seat ? " gnb-selected" : ""), "data-slot": slot }, cards);
      pawnSVG(card, pawn, 30, L);
      const txt = html("span", { class: "gnb-card-text" }, card);
      html("span", { class: "gnb-card-kind" }, txt, kindWord(pawn.kind));
      html("span", { class: "gnb-card-need" }, txt, pawn.need_text ? pawn.need_text : t.need_unknown);
      if (ind === slot) html("span", { class: "gnb-card-tag" }, card, t.indicated);
      if (mine === slot) html("span", { class: "gnb-card-tag" }, card, t.to_pass);
      const label = (byType.indicate.get(slot) || byType.give.get(slot) || byType.place.get(slot) || {}).label;
      if (label) card.title = label;
      card.addEventListener("click", () => clickCard(slot, card));
    }
  }

  // ---- other players: pawns face down by colour; roles this turn
  function drawPlayers(view) {
    const t = T();
    const L = letters();
    const seats = view.ui.seats || [];
    playersBox.replaceChildren();
    html("div", { class: "gnb-caption" }, playersBox, t.players);
    const list = html("div", { class: "gnb-plist" }, playersBox);
    const ind = view.pending && view.pending.indicated ? view.pending.indicated.slot : null;
    const chosen = view.pending && view.pending.chosen ? view.pending.chosen : null;
    view.players.forEach((p, i) => {
      const row = html("div", { class: "gnb-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
      seatSVG(row, i, shapeOf(view, i), initial(view, i), 22);
      const who = html("div", { class: "gnb-pwho" }, row);
      const nm = html("div", { class: "gnb-pname" }, who);
      html("span", null, nm, p.name);
      if (view.ui.observer === i) html("span", { class: "gnb-you-chip" }, nm, t.you_short);
      const roles = [];
      if (!view.over && view.turn === i) roles.push(t.role_active);
      if (!view.over && view.designator === i) roles.push(t.role_designator);
      if (view.first === i) roles.push(t.role_first);
      const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
      html("div", { class: "gnb-psub" }, who, [kind, ...roles].join(" · "));
      const pawns = html("div", { class: "gnb-ppawns" }, row);
      for (const pawn of p.hand) {
        const wrap = html("span", { class: "gnb-ppawn" + (view.turn === i && ind === pawn.slot ? " gnb-indicated" : "") + (pawn.need_text ? " gnb-known" : "") }, pawns);
        pawnSVG(wrap, pawn, 18, L);
        wrap.title = pawn.need_text ? fmt(t.pawn_title_known, { colour: colourWord(pawn.colour), need: pawn.need_text })
          : fmt(t.pawn_title_hidden, { colour: colourWord(pawn.colour) });
        if (view.turn === i && ind === pawn.slot) html("span", { class: "gnb-ind-arrow" }, wrap, "▲");
      }
      if (!p.hand.length) html("span", { class: "gnb-none" }, pawns, t.hand_none);
      if (chosen && view.phase === "share") html("span", { class: "gnb-share-state" }, row, chosen[i] ? t.share_chosen : "");
    });
  }

  // ---- the team: score, bag, bacteria, the final table's levels
  function drawTeam(view, bd) {
    const t = T();
    const L = letters();
    teamBox.replaceChildren();
    html("div", { class: "gnb-caption" }, teamBox, t.team);
    const sc = view.scores || {};
    if (view.over) {
      const table = html("table", { class: "gnb-scores" }, teamBox);
      const hr = html("tr", null, html("thead", null, table));
      for (const h of ["", t.col_validated, t.col_elements, t.col_oxygen]) html("th", null, hr, h);
      const body = html("tbody", null, table);
      const res = (view.result || {}).continents || [];
      const shown = revealShown(view);
      res.forEach((r, c) => {
        const done = continentRevealed(view, c, shown);
        const tr = html("tr", { class: done ? (r.validated ? "gnb-valid" : "gnb-invalid") : "" }, body);
        html("th", null, tr, contName(view, c));
        html("td", null, tr, done ? (r.validated ? "✓" : "✗") : "…");
        html("td", null, tr, done ? String(r.elements) : "…");
        html("td", null, tr, String(r.oxygen));
      });
      const allShown = shown >= ((view.reveal || {}).steps || []).length;
      const tr = html("tr", { class: "gnb-total-row" }, html("tfoot", null, table));
      html("th", null, tr, t.total);
      html("td", { colspan: "3" }, tr, allShown ? fmt(t.score_of, { score: sc.team, max: bd.max }) : "…");
    } else {
      let oxy = 0;
      for (const row of Object.values(sc.rows || {})) oxy += row.oxygen || 0;
      html("div", { class: "gnb-team-line" }, teamBox, fmt(t.oxygen_so_far, { n: oxy }));
    }
    const ladder = html("ol", { class: "gnb-ladder" }, teamBox);
    const reached = view.over && revealShown(view) >= ((view.reveal || {}).steps || []).length ? sc.level : null;
    for (const lv of [...bd.levels].reverse()) {
      const li = html("li", { class: "gnb-level" + (lv.level === reached ? " gnb-level-reached" : "") }, ladder);
      html("span", { class: "gnb-level-range" }, li, lv.from === lv.to ? String(lv.to) : `${lv.from}–${lv.to}`);
      html("span", { class: "gnb-level-word" }, li, lv.label);
    }
    html("div", { class: "gnb-hint" }, teamBox, fmt(t.levels_for, { n: bd.players }));
    if (!view.over) {
      const bag = html("div", { class: "gnb-bag" }, teamBox);
      html("span", { class: "gnb-caption" }, bag, fmt(t.bag, { n: view.bag.count }));
      const byc = view.bag.by_colour || {};
      const order = ["blue", "brown", "green", "black", "orange", "white", "purple"];
      const kindOf = { blue: "water", brown: "mineral", green: "plant", black: "insect", orange: "animal", white: "oxygen", purple: "bacteria" };
      for (const c of order) {
        if (!byc[c]) continue;
        const it = html("span", { class: "gnb-bag-item", title: colourWord(c) }, bag);
        pawnSVG(it, { colour: c, kind: kindOf[c] }, 14, L);
        html("span", null, it, `×${byc[c]}`);
      }
      let bact = "";
      const aside = view.continents.find((c) => c.set_aside && !c.in_play);
      if (aside) bact = fmt(t.aside_rule, { continent: aside.name });
      if (view.bacteria_waiting) bact += " " + fmt(t.bacteria_aside, { n: view.bacteria_waiting });
      else if (byc.purple) bact = fmt(t.bacteria_in_bag, { n: byc.purple });
      if ((view.discarded || []).length) bact += (bact ? " " : "") + fmt(t.bacteria_used, { list: view.discarded.map((a) => t[`action.${a}`] || a).join(", ") });
      if (bact) html("div", { class: "gnb-hint" }, teamBox, bact);
    }
  }

  // ---- the reveal at the end, pawn by pawn
  function revealShown(view) {
    const steps = (view.reveal || {}).steps || [];
    return revealStep === null ? steps.length : revealStep;
  }
  function continentRevealed(view, c, shown) {
    const steps = (view.reveal || {}).steps || [];
    let last = -1;
    steps.forEach((s, i) => { if (s.continent === c) last = i; });
    return last < shown;
  }

  function drawReveal(view) {
    const t = T();
    const L = letters();
    revealBox.hidden = !view.over;
    revealBox.replaceChildren();
    if (!view.over || !view.reveal) return;
    const r = view.reveal;
    const n = r.steps.length;
    const shown = revealShown(view);
    const ctl = html("div", { class: "gnb-reveal-ctl" }, revealBox);
    html("span", { class: "gnb-caption" }, ctl, t.reveal_title);
    const restart = html("button", { type: "button", class: "gnb-btn gnb-reveal-restart" }, ctl, t.reveal_restart);
    const next = html("button", { type: "button", class: "gnb-btn gnb-reveal-next" + (shown < n ? " gnb-lit" : "") }, ctl, t.reveal_next);
    const all = html("button", { type: "button", class: "gnb-btn gnb-reveal-all" }, ctl, t.reveal_all);
    html("span", { class: "gnb-reveal-count" }, ctl, fmt(t.reveal_count, { k: shown, n }));
    next.disabled = shown >= n;
    all.disabled = shown >= n;
    restart.disabled = shown === 0;
    restart.addEventListener("click", () => { revealStep = 0; draw(); });
    next.addEventListener("click", () => { revealStep = Math.min(n, shown + 1); draw(); });
    all.addEventListener("click", () => { revealStep = n; draw(); });
    const body = html("div", { class: "gnb-reveal-body" }, revealBox);
    const card = html("div", { class: "gnb-reveal-card" }, body);
    if (shown === 0) {
      html("div", { class: "gnb-hint" }, card, t.reveal_intro);
    } else {
      const s = r.steps[shown - 1];
      const row = html("div", { class: "gnb-reveal-row" }, card);
      pawnSVG(row, s, 26, L);
      html("b", null, row, `${s.label} · ${kindWord(s.kind)}`);
      html("div", { class: "gnb-reveal-need" }, card, fmt(t.reveal_need, { need: s.need_text }));
      const facts = [];
      if (s.kind === "mineral") facts.push(fmt(t.reveal_soil, { soil: t[`soil.${s.soil}`] || s.soil }));
      if (["plant", "insect", "animal"].includes(s.kind)) facts.push(s.links.length ? fmt(t.reveal_links, { list: s.links.map((x) => `${x.word} (${x.space})`).join(", ") }) : t.reveal_no_links);
      if (facts.length) html("div", { class: "gnb-reveal-facts" }, card, facts.join(" "));
      html("div", { class: s.ok ? "gnb-verdict gnb-verdict-ok" : "gnb-verdict gnb-verdict-fail" }, card, s.ok ? t.reveal_met : fmt(t.reveal_failed, { reason: s.reason }));
      // the continent's verdict once its last pawn is shown
      const c = s.continent;
      if (continentRevealed(view, c, shown) && (shown === n || r.steps[shown].continent !== c)) {
        const cv = r.continents[c];
        html("div", { class: "gnb-verdict " + (cv.validated ? "gnb-verdict-ok" : "gnb-verdict-fail") }, card,
          fmt(cv.validated ? t.cont_validated : t.cont_not_validated, { continent: cv.name, elements: cv.elements, oxygen: cv.oxygen }));
      }
    }
    if (shown >= n) {
      html("div", { class: "gnb-final" }, card, fmt(t.final_line, { score: r.score, max: cur.bd ? cur.bd.max : 24, level: r.level_word }));
    }
    const list = html("ol", { class: "gnb-reveal-list" }, body);
    r.steps.forEach((s, i) => {
      const li = html("li", { class: (i < shown ? (s.ok ? "gnb-ok" : "gnb-fail") : "gnb-later") + (i === shown - 1 ? " gnb-current" : "") }, list);
      html("span", { class: "gnb-reveal-mark" }, li, i < shown ? (s.ok ? "✓" : "✗") : "·");
      html("span", null, li, i < shown ? `${s.label} ${kindWord(s.kind)}: ${s.ok ? s.need_short : s.reason}` : `${s.label} ${colourWord(s.colour)}`);
      li.addEventListener("click", () => { revealStep = i + 1; draw(); });
    });
    const now = list.querySelector(".gnb-current");
    if (now) list.scrollTop = Math.max(0, now.offsetTop - list.clientHeight / 2);
  }

  function drawHistory(view) {
    const t = T();
    undoBtn.textContent = "↶ " + t.undo;
    redoBtn.textContent = t.redo + " ↷";
    undoBtn.disabled = !view.ui.can_undo;
    redoBtn.disabled = !view.ui.can_redo;
    const seats = view.ui.seats || [];
    pauseBtn.hidden = !seats.some((s) => s !== "human") || !!view.over;
    pauseBtn.textContent = model.get("paused") ? t.resume : t.pause;
  }

  // ---- the hand-off screen: everything private is hidden until the next player is ready
  function drawHandoff(view) {
    const t = T();
    const seat = view.ui.handoff;
    const on = seat !== null && seat !== undefined && !view.over;
    handoff.hidden = !on;
    root.classList.toggle("gnb-handing", on);
    stage.inert = on;
    if (!on) { handoff.replaceChildren(); return; }
    handoff.replaceChildren();
    const card = html("div", { class: "gnb-handoff-card" }, handoff);
    seatSVG(card, seat, shapeOf(view, seat), initial(view, seat), 44);
    html("div", { class: "gnb-handoff-title" }, card, fmt(t.handoff_title, { name: name(view, seat) }));
    html("div", { class: "gnb-handoff-what" }, card, fmt(t.handoff_what, { what: whoLine(view) }));
    html("div", { class: "gnb-handoff-hint" }, card, fmt(t.handoff_hint, { name: name(view, seat) }));
    const btn = html("button", { type: "button", class: "gnb-btn gnb-lit gnb-ready" }, card, fmt(t.handoff_ready, { name: name(view, seat) }));
    btn.addEventListener("click", () => send({ cmd: "ready" }));
    if (view.ui.can_undo && view.ui.seat !== null && view.ui.seat !== undefined) {
      const u = html("button", { type: "button", class: "gnb-btn gnb-handoff-undo" }, card, fmt(t.handoff_undo, { name: name(view, view.ui.seat) }));
      u.addEventListener("click", () => send({ cmd: "undo" }));
    }
    if (document.activeElement === document.body || !root.contains(document.activeElement)) btn.focus({ preventScroll: true });
  }

  function drawLegend(bd) {
    const t = T();
    const L = letters();
    if (legend.dataset.key === String(bd.soils) + (model.get("texts") ? "1" : "0") && legend.childNodes.length) return;
    legend.dataset.key = String(bd.soils) + (model.get("texts") ? "1" : "0");
    legend.replaceChildren();
    bd.soils.forEach((soil, i) => {
      const it = html("span", { class: "gnb-leg" }, legend);
      const s = svg("svg", { width: 18, height: 18, viewBox: "0 0 18 18", "aria-hidden": "true" }, it);
      svg("circle", { cx: 9, cy: 9, r: 8, fill: `url(#gnb-soil-${uid}-${i})`, stroke: "#6b5d45" }, s);
      html("span", null, it, t[`soil.${soil}`] || soil);
    });
    const lk = html("span", { class: "gnb-leg" }, legend);
    const ls = svg("svg", { width: 26, height: 12, viewBox: "0 0 26 12", "aria-hidden": "true" }, lk);
    svg("line", { x1: 2, y1: 6, x2: 24, y2: 6, class: "gnb-link" }, ls);
    svg("line", { x1: 2, y1: 6, x2: 24, y2: 6, class: "gnb-link-inner" }, ls);
    html("span", null, lk, t.legend_link);
    const pv = html("span", { class: "gnb-leg" }, legend);
    html("span", { class: "gnb-leg-pill gnb-need-private" }, pv, t.legend_private_tag);
    html("span", null, pv, t.legend_private);
    const pu = html("span", { class: "gnb-leg" }, legend);
    html("span", { class: "gnb-leg-pill gnb-need-public" }, pu, t.legend_public_tag);
    html("span", null, pu, t.legend_public);
    html("span", { class: "gnb-leg gnb-leg-tags" }, legend, t.legend_tags);
    // the game aid: every kind's needs (public: the same aid for every player)
    aidBox.replaceChildren();
    html("summary", null, aidBox, t.aid_title);
    const list = html("div", { class: "gnb-aid-list" }, aidBox);
    for (const k of bd.aid) {
      if (!k.needs.length) continue;
      const row = html("div", { class: "gnb-aid-row" }, list);
      pawnSVG(row, { colour: k.colour, kind: k.kind }, 18, L);
      html("b", null, row, `${kindWord(k.kind)} (${colourWord(k.colour)})`);
      const uniq = [...new Set(k.needs.map((x) => x.text))];
      html("span", null, row, uniq.join(" · "));
    }
  }

  // ---- the log (narration as this observer may know it; private lines marked)
  function drawLog(view) {
    const t = T();
    logTitle.textContent = t.log;
    const log = model.get("log") || { key: null, first: 0, total: 0, lines: [] };
    if (log !== mergedLog) {
      if (log.first === 0) { mergeLog(log); mergedLog = log; }
      else if (log.key !== logKey || logCache.length < log.first) {
        if (!askedLog) { askedLog = true; send({ cmd: "log_all" }); }
      } else { mergeLog(log); mergedLog = log; }
    }
    logList.replaceChildren();
    let prev = -1;
    for (let p = 0; p < logCache.length; p++) {
      for (const [ply, seat, kind, text, audience] of logCache[p] || []) {
        const li = html("li", { class: `gnb-log-line gnb-k-${kind}` + (audience ? " gnb-private" : ""), "data-ply": ply }, logList);
        if (ply !== prev) li.classList.add("gnb-log-first");
        prev = ply;
        if (seat !== null && seat !== undefined && view.players[seat]) seatSVG(li, seat, shapeOf(view, seat), initial(view, seat), 12);
        else html("span", { class: "gnb-log-dot" }, li, "·");
        if (audience) {
          lockSVG(li);
        }
        html("span", { class: "gnb-log-text" }, li, text);
        if (audience) li.title = fmt(t.private_to, { names: audience.join(", ") });
      }
    }
    if (!logList.childNodes.length) html("li", { class: "gnb-log-empty" }, logList, t.log_empty);
    requestAnimationFrame(() => { logList.scrollTop = logList.scrollHeight; });
  }

  function mergeLog(log) {
    if (log.first === 0) logCache = [];
    logCache.length = Math.min(logCache.length, log.first);
    while (logCache.length <= log.total) logCache.push([]);
    logCache.length = log.total + 1;
    for (const line of log.lines) {
      const p = line[0];
      if (p >= log.first && p <= log.total) logCache[p].push(line);
    }
    logKey = log.key;
  }

  // -------------------------------------------------------------------------------- clicking
  function clickContinent(c, elx) {
    const view = cur.view, legal = cur.legal;
    if (!view || view.phase !== "designate") return;
    const a = of(legal, "designate").find((x) => x.json.continent === c);
    sendAction(a ? a.json : { type: "designate", continent: c }, elx);
  }

  function clickCard(slot, elx) {
    const view = cur.view, legal = cur.legal;
    if (!view) return;
    switch (view.phase) {
      case "indicate": sendAction({ type: "indicate", slot }, elx); break;
      case "share": sendAction({ type: "give", slot }, elx); break;
      case "place":
        if (legal.actor === mySeat(view)) { selectedSlot = slot; redrawChoices(); }
        else sendAction({ type: "place", slot, space: 0, need_up: false }, elx);
        break;
      default: hint(T().hint_board, elx);
    }
  }

  function clickSpace(g, elx) {
    const view = cur.view, legal = cur.legal;
    if (!view || view.over) return;
    const t = T();
    const sp = built.spaces.get(g);
    switch (view.phase) {
      case "designate": clickContinent(sp.continent, elx); return;
      case "indicate": case "share": hint(t.hint_hand, elx); return;
      case "place": {
        const slot = selectedSlot === null ? 0 : selectedSlot;
        const acts = of(legal, "place").filter((a) => a.json.slot === slot && a.json.space === g);
        if (acts.length > 1) openSideChooser(view, acts, elx);
        else sendAction(acts.length ? acts[0].json : { type: "place", slot, space: g, need_up: false }, elx);
        return;
      }
      case "flip": case "look": {
        const a = of(legal, view.phase).find((x) => x.json.space === g);
        sendAction(a ? a.json : { type: view.phase, space: g }, elx);
        return;
      }
      case "look_move": {
        const a = of(legal, "look_move").find((x) => x.json.to === g);
        sendAction(a ? a.json : { type: "look_move", to: g }, elx);
        return;
      }
      case "exchange": {
        const pairs = of(legal, "exchange");
        if (firstPick === null) {
          if (pairs.some((a) => a.json.first === g || a.json.second === g)) { firstPick = g; redrawChoices(); return; }
          const other = placedElement(view, g);
          sendAction({ type: "exchange", first: g, second: other === null ? g : other }, elx);
          return;
        }
        if (g === firstPick) { firstPick = null; redrawChoices(); return; }
        const a = pairs.find((x) => (x.json.first === firstPick && x.json.second === g) || (x.json.first === g && x.json.second === firstPick));
        sendAction(a ? a.json : { type: "exchange", first: firstPick, second: g }, elx);
        return;
      }
      case "bacteria_move": {
        const moves = of(legal, "bacteria_move");
        if (firstPick === null) {
          if (moves.some((a) => a.json.frm === g)) { firstPick = g; redrawChoices(); return; }
          sendAction({ type: "bacteria_move", frm: g, to: g }, elx);
          return;
        }
        if (g === firstPick) { firstPick = null; redrawChoices(); return; }
        const a = moves.find((x) => x.json.frm === firstPick && x.json.to === g);
        sendAction(a ? a.json : { type: "bacteria_move", frm: firstPick, to: g }, elx);
        return;
      }
      default: return;
    }
  }

  function placedElement(view, not) {
    for (const c of view.continents) for (const sp of c.spaces) if (sp.id !== not && sp.pawn && sp.pawn.kind !== "oxygen") return sp.id;
    return null;
  }

  function hint(text, elx) {
    if (!text) return;
    lastClicked = elx;
    showBubble(text, elx);
  }

  // An oxygen may lie either side up: which one?
  function openSideChooser(view, acts, elx) {
    const t = T();
    chooser.replaceChildren();
    const headr = html("div", { class: "gnb-chooser-head" }, chooser);
    html("span", { class: "gnb-chooser-title" }, headr, t.side_title);
    const x = html("button", { type: "button", class: "gnb-close", "aria-label": t.close, title: t.close }, headr, "×");
    x.addEventListener("click", (ev) => { ev.stopPropagation(); closeChooser(); });
    const me = myHand(view);
    const pawn = me ? me.hand.find((h) => h.slot === selectedSlot) : null;
    const action = pawn && pawn.need ? (t[`action.${pawn.need.action}`] || pawn.need.action) : "?";
    const row = html("div", { class: "gnb-opts gnb-opts-col" }, chooser);
    for (const a of [...acts].sort((p, q) => Number(p.json.need_up) - Number(q.json.need_up))) {
      const b = html("button", { type: "button", class: "gnb-btn gnb-opt", "data-need-up": a.json.need_up ? "1" : "0" }, row,
        a.json.need_up ? fmt(t.side_action, { action }) : t.side_point);
      b.title = a.label;
      b.addEventListener("click", (ev) => { ev.stopPropagation(); sendAction(a.json, elx); closeChooser(); });
    }
    placeChooser(chooser, boardWrap, elx);
  }

  function closeChooser() {
    if (!chooser.hidden) { chooser.hidden = true; chooser.replaceChildren(); }
  }

  // --------------------------------------------------------------------------------- bots
  const bots = botScheduler(model, send);
  const scheduleBot = bots.schedule;

  // -------------------------------------------------------------------------------- wiring
  undoBtn.addEventListener("click", () => { lastClicked = undoBtn; send({ cmd: "undo" }); });
  redoBtn.addEventListener("click", () => { lastClicked = redoBtn; send({ cmd: "redo" }); });
  pauseBtn.addEventListener("click", () => send({ cmd: "pause", paused: !model.get("paused") }));

  const onDocClick = (ev) => {
    if (!chooser.hidden && !chooser.contains(ev.target)) closeChooser();
    if (!bubble.hidden) hideBubble();
  };
  const onKey = (ev) => { if (ev.key === "Escape") { closeChooser(); if (firstPick !== null) { firstPick = null; redrawChoices(); } } };
  document.addEventListener("click", onDocClick, true);
  root.addEventListener("keydown", onKey);

  const onCustom = (msg) => {
    if (msg && msg.kind === "log_all") {
      askedLog = false;
      mergeLog({ key: msg.key, first: 0, total: msg.total, lines: msg.lines });
      mergedLog = model.get("log");
      schedule("log");
    }
  };
  const names = ["view", "legal", "log", "error", "texts", "paused", "board_data"];
  const handlers = names.map((n) => [n, () => schedule(n)]);
  for (const [n, f] of handlers) model.on(`change:${n}`, f);
  model.on("msg:custom", onCustom);

  draw();

  return () => {
    bots.dispose();
    bubbles.dispose();
    for (const [n, f] of handlers) model.off(`change:${n}`, f);
    model.off("msg:custom", onCustom);
    document.removeEventListener("click", onDocClick, true);
  };
}

export default { render };
