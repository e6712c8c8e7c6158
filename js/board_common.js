// What every game board shares (genesis_nb/boardwidget.py is its Python side). This file is not a module
// of its own: genesis_nb/widgets.py `front_end` joins it in front of a game's board file (anywidget loads
// `_esm` as a single blob, so a relative import would fail), and the game file ends with
// `export default { render }`.
//
// - helpers: fmt, svg, html, svgText, svgTitle, polygon, star, setClass, setTabbable, onActivate;
// - boardShell(model, el, opts): the frame of a board: the head (title, the bar shown when looking at the
//   past, the language button), the action bar (the turn box, with the refusal sentence in it), the main
//   row (the board column, with a chooser to place beside a click, and the side column: history with
//   undo/redo/pause and the slider, the log of what happened), the bubble that repeats a refusal beside
//   the click; the end-of-game header, the computer's prompt and a score table for the turn box. It
//   batches redraws, asks for the computer's moves, and keeps the narration the widget sends (`log`).
// Names are set with textContent only, never as HTML. No words here: every label comes from `texts`.

const SVGNS = "http://www.w3.org/2000/svg";

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

function setClass(elx, name, on) {
  if (elx.classList.contains(name) !== !!on) elx.classList.toggle(name, !!on);
}

function setTabbable(elx, on) {
  if (on) { elx.setAttribute("tabindex", "0"); elx.setAttribute("role", "button"); }
  else { elx.removeAttribute("tabindex"); elx.removeAttribute("role"); }
}

function onActivate(elx, fn) {
  elx.addEventListener("click", (ev) => { ev.stopPropagation(); fn(ev); });
  elx.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); fn(ev); }
  });
}

// Pieces of the frame a board may also use on its own (boardShell is built from them):
// refusalBubble(root, bubble): {show(text, anchor), hide(), dispose()}: the refusal repeated for a
//   moment beside the refused click;
// placeChooser(chooser, boardWrap, elx): places an open chooser under (or over) the clicked element and
//   focuses its first lit option;
// refusalShower(parts): {draw(lastClicked)}: the refusal sentence in the turn box, the shake of what was
//   clicked, the bubble; parts: {turnBox, errorBox, bubble (a refusalBubble), model, onClear()};
// botScheduler(model, send): {schedule(view), dispose()}: asks for the computer's move after bot_delay.
function refusalBubble(root, bubble) {
  let timer = null;
  function hide() {
    if (timer) { clearTimeout(timer); timer = null; }
    bubble.hidden = true;
  }
  function show(text, anchor) {
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
    if (timer) clearTimeout(timer);
    timer = setTimeout(hide, 5000);
  }
  return { show, hide, dispose: () => { if (timer) clearTimeout(timer); } };
}

function placeChooser(chooser, boardWrap, elx) {
  const wr = boardWrap.getBoundingClientRect();
  const r = elx.getBoundingClientRect();
  chooser.hidden = false;
  const cw = chooser.offsetWidth, ch = chooser.offsetHeight;
  const x = Math.max(4, Math.min(r.left - wr.left + r.width / 2 - cw / 2, wr.width - cw - 4));
  let y = r.bottom - wr.top + 6;
  if (y + ch > wr.height - 4) y = Math.max(4, r.top - wr.top - ch - 6);
  chooser.style.left = `${x}px`;
  chooser.style.top = `${y}px`;
  const first = chooser.querySelector("button.gnb-opt.gnb-lit") || chooser.querySelector("button.gnb-opt");
  if (first) first.focus({ preventScroll: true });
  if (chooser.scrollIntoView) chooser.scrollIntoView({ block: "nearest", inline: "nearest" });
}

function refusalShower(parts) {
  const { turnBox, errorBox, bubble, model } = parts;
  let prevError = "";
  return {
    draw(lastClicked) {
      const err = model.get("error") || "";
      if (errorBox.parentNode !== turnBox) turnBox.appendChild(errorBox);
      errorBox.hidden = !err;
      errorBox.textContent = err;
      turnBox.classList.toggle("gnb-has-error", !!err);
      if (!err) {
        bubble.hide();
        if (parts.onClear) parts.onClear();
      }
      if (err && err !== prevError) {
        errorBox.classList.remove("gnb-shake");
        void errorBox.offsetWidth;
        errorBox.classList.add("gnb-shake");
        const lc = lastClicked;
        if (lc && lc.isConnected) {
          lc.classList.remove("gnb-refused");
          void lc.getBoundingClientRect();
          lc.classList.add("gnb-refused");
          bubble.show(err, lc);
        }
      }
      prevError = err;
    },
  };
}

function botScheduler(model, send) {
  let timer = null;
  return {
    schedule(view) {
      if (timer) { clearTimeout(timer); timer = null; }
      if (!view.ui.bot_next) return;
      const at = view.ui.total;
      timer = setTimeout(() => { timer = null; send({ cmd: "bot_step", at }); }, Math.max(0, model.get("bot_delay") ?? 600));
    },
    dispose() { if (timer) clearTimeout(timer); },
  };
}

// The frame of a board. `opts`:
//   rootClass   the game's class on the root element (its CSS is scoped under it);
//   draw()      redraws the whole board (called once per batch of changes, and first at the start);
//   seatIcon(parent, seat, view, kind)  draws a seat's mark in a log line; returns false to fall back
//               on a dot (logDot(kind) gives its glyph);
//   onKey(ev)   a key pressed in the board (Escape also closes the chooser).
// The shell's parts are the returned object's fields; `drawHead`, `drawHistory`, `drawLog`,
// `drawLastMove`, `drawError` and `finish` are called by the game's draw().
function boardShell(model, el, opts) {
  const root = html("div", { class: `gnb-root ${opts.rootClass}` }, el);
  root.dataset.renderSeq = "0";

  // head: title, the game's status, the bar shown when looking at the past, language
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

  const main = html("div", { class: "gnb-main" }, root);
  const boardWrap = html("div", { class: "gnb-boardwrap" }, main);
  // a small dialog beside a clicked square, asking what the click means (absolutely placed)
  const chooser = html("div", { class: "gnb-chooser", hidden: true, role: "dialog" }, boardWrap);
  const side = html("div", { class: "gnb-side" }, main);
  const histBox = html("div", { class: "gnb-history" }, side);
  const logBox = html("div", { class: "gnb-log" }, side);

  // history controls
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

  const T = () => model.get("texts") || {};
  const send = (msg) => model.send(msg);

  const sh = {
    root, head, title, status, bar, turnBox, errorBox, bubble, main, boardWrap, chooser, side, histBox, logBox,
    T, send,
    lastClicked: null,         // the element of the last click, to shake (and point the bubble at) when refused
    logCache: [],              // ply -> [[ply, seat, kind, text], ...] (ply 0: the set-up's own events)
  };
  sh.sendAction = (json, elx) => { sh.lastClicked = elx || null; send({ cmd: "play", action: json }); };
  sh.sendCmd = (msg, elx) => { sh.lastClicked = elx || null; send(msg); };

  let mergedLog = null;            // the `log` value merged last
  let logLang = null;
  let askedLog = false;
  let scheduled = false;
  let seekTimer = null;
  let logTarget = null;            // the log line to keep in sight
  let logDirtyFrom = 0;            // the first ply whose lines must be redrawn
  const logResize = typeof ResizeObserver === "function" ? new ResizeObserver(() => scrollLog()) : null;
  if (logResize) logResize.observe(logList);

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
      scheduled = false;
      if (only) { sh.drawError(); root.dataset.errorSeq = String(Number(root.dataset.errorSeq || 0) + 1); }
      else opts.draw();
    });
  }

  sh.drawHead = (view) => {
    const t = T();
    title.textContent = t.title;
    langBtn.hidden = !t.language;
    langBtn.textContent = t.language || "";
    pastBar.hidden = view.ui.present;
    pastText.textContent = t.viewing_past;
    presentBtn.textContent = t.back_to_present;
    root.classList.toggle("gnb-past", !view.ui.present);
    root.classList.toggle("gnb-over", !!view.over);
  };

  sh.drawHistory = (view) => {
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
  };

  // The log is kept as DOM lines too: an update removes the lines of plies that changed (undo, a new
  // future, another language) and appends the new ones; seeking only switches classes.
  function mergeLog(first, total, lines, lang) {
    const cache = sh.logCache;
    if (lang !== logLang) first = 0;
    first = Math.min(first, Math.max(0, cache.length - 1));
    cache.length = first === 0 ? 0 : first + 1;     // keep plies 0..first (all of them are resent with first 0)
    while (cache.length < total + 1) cache.push([]);
    for (const line of lines) {
      const p = line[0];
      if (p >= (first === 0 ? 0 : first + 1) && p <= total) cache[p].push(line);
    }
    logLang = lang;
    logDirtyFrom = Math.min(logDirtyFrom, first === 0 ? 0 : first + 1);
  }

  sh.drawLog = (view) => {
    const t = T();
    logTitle.textContent = t.log;
    const log = model.get("log") || { first: 0, total: 0, lines: [] };
    if ((log.lang !== logLang && log.first > 0) || sh.logCache.length < log.first + 1 && log.first > 0) {
      // our sentences are in another language, or some are missing: ask for them all
      if (!askedLog) { askedLog = true; send({ cmd: "log_all" }); }
    } else if (log !== mergedLog) {
      mergeLog(log.first, log.total, log.lines, log.lang);
      mergedLog = log;
    }
    // remove the lines from the first changed ply on, then append what is new
    const keep = logDirtyFrom;
    let last = logList.lastElementChild;
    while (last && (!last.dataset.ply || Number(last.dataset.ply) >= keep)) {
      logList.removeChild(last);
      last = logList.lastElementChild;
    }
    let prevPly = last ? Number(last.dataset.ply) : -1;
    for (let p = keep; p < sh.logCache.length; p++) {
      for (const [ply, seat, kind, text] of sh.logCache[p] || []) {
        const li = html("li", { class: `gnb-log-line gnb-k-${kind}`, "data-ply": ply }, logList);
        if (ply !== prevPly) li.classList.add("gnb-log-first");
        prevPly = ply;
        const drawn = seat !== null && seat !== undefined && opts.seatIcon(li, seat, view, kind);
        if (!drawn) html("span", { class: "gnb-log-dot" }, li, opts.logDot ? opts.logDot(kind) : "·");
        html("span", { class: "gnb-log-text" }, li, text);
        li.title = fmt(t.move_n, { ply });
        li.addEventListener("click", () => send({ cmd: "seek", ply }));
      }
    }
    logDirtyFrom = sh.logCache.length;
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
  };

  function scrollLog() {
    const target = logTarget;
    if (!target || !target.isConnected || !logList.clientHeight) return;
    logList.scrollTop = Math.max(0, target.offsetTop - logList.clientHeight + target.offsetHeight + 4);
  }

  // One line under the turn: what the move that led to this position did (a bot's move, as it happens).
  sh.drawLastMove = (view) => {
    const t = T();
    const ply = view.ui.ply;
    const lines = sh.logCache[ply] || [];
    const row = html("div", { class: "gnb-lastmove" }, turnBox);
    if (!lines.length) { row.textContent = "\u00a0"; return; }
    html("span", { class: "gnb-caption" }, row, ply > 0 ? fmt(t.move_n, { ply }) : t.move_setup || "");
    const text = lines.map((l) => l[3]).join(" ");
    html("span", { class: "gnb-lastmove-text" }, row, text);
    row.title = text;
  };

  // Under the game's own board: the legend and a note; and the players' box at the top of the side column.
  sh.addFooter = () => {
    sh.legend = html("div", { class: "gnb-legendbar" }, boardWrap);
    sh.note = html("div", { class: "gnb-note" }, boardWrap);
    sh.playersBox = html("div", { class: "gnb-players" }, null);
    side.prepend(sh.playersBox);
    return sh;
  };

  // The turn box at the end: the title, the winners, an extra line; returns the box's left part.
  sh.drawOver = (winnersText, extraText) => {
    const t = T();
    const left = html("div", { class: "gnb-turn-main" }, turnBox);
    html("div", { class: "gnb-turn-title" }, left, t.game_over);
    html("div", { class: "gnb-winners" }, left, winnersText);
    if (extraText) html("div", { class: "gnb-over-note" }, left, extraText);
    return left;
  };

  // The prompt while the computer chooses (or waits, paused).
  sh.drawBotPrompt = () => {
    const paused = model.get("paused");
    html("div", { class: "gnb-prompt" + (paused ? "" : " gnb-thinking") }, turnBox, paused ? T().bots_paused : "");
  };

  // A score table: one row per entry of `rows` ({key: the sheet's row, label, icon(th)}), a column per
  // category (`catLabel` names it), the total; the winners' rows marked.
  sh.scoreTable = (parent, sheet, rows, catLabel) => {
    const t = T();
    html("div", { class: "gnb-caption" }, parent, t.score_table);
    const table = html("table", { class: "gnb-scores" }, parent);
    const hr = html("tr", null, html("thead", null, table));
    html("th", null, hr, "");
    for (const c of sheet.categories) html("th", null, hr, catLabel(c));
    html("th", null, hr, t.total);
    const body = html("tbody", null, table);
    for (const row of rows) {
      const tr = html("tr", { class: (sheet.winners || []).includes(row.key) ? "gnb-winner" : "" }, body);
      const th = html("th", null, tr);
      row.icon(th);
      html("span", null, th, row.label);
      for (const c of sheet.categories) html("td", null, tr, String(sheet.rows[row.key][c]));
      html("td", { class: "gnb-total" }, tr, String(sheet.totals[row.key]));
    }
  };

  // The chooser: `openChooser(title)` empties it and writes its head (returns it, to fill), then
  // `showChooser(elx)` places it under (or over) the clicked element and focuses its first lit option.
  sh.openChooser = (titleText) => {
    chooser.replaceChildren();
    const t = T();
    const headr = html("div", { class: "gnb-chooser-head" }, chooser);
    html("span", { class: "gnb-chooser-title" }, headr, titleText);
    const x = html("button", { type: "button", class: "gnb-close", "aria-label": t.close, title: t.close }, headr, "×");
    x.addEventListener("click", (ev) => { ev.stopPropagation(); sh.closeChooser(); });
    return chooser;
  };

  sh.showChooser = (elx) => placeChooser(chooser, boardWrap, elx);

  sh.closeChooser = () => {
    if (!chooser.hidden) { chooser.hidden = true; chooser.replaceChildren(); }
  };

  const bubbles = refusalBubble(root, bubble);
  const hideBubble = bubbles.hide;
  const refusal = refusalShower({ turnBox, errorBox, bubble: bubbles, model });
  sh.drawError = () => refusal.draw(sh.lastClicked);

  const bots = botScheduler(model, send);
  const scheduleBot = bots.schedule;

  // The panels around the board, in the order they depend on each other: the log (merged first: the
  // line under the turn reads it), the game's turn box, the line under it, the refusal, the game's
  // players' box, the history.
  sh.drawPanels = (view, drawTurn, drawPlayers) => {
    sh.drawLog(view);
    drawTurn();
    sh.drawLastMove(view);
    sh.drawError();
    drawPlayers();
    sh.drawHistory(view);
  };

  // The end of every draw: the root's data (what tests and benchmarks wait for), the computer's turn.
  sh.finish = (view, started, actor) => {
    root.dataset.ply = String(view.ui.ply);
    root.dataset.history = String(view.ui.total);
    root.dataset.actor = actor === null || actor === undefined ? "" : String(actor);
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    root.dataset.renderSeq = String(Number(root.dataset.renderSeq) + 1);
    scheduleBot(view);
  };

  // ---- wiring
  undoBtn.addEventListener("click", () => { sh.lastClicked = undoBtn; send({ cmd: "undo" }); });
  redoBtn.addEventListener("click", () => { sh.lastClicked = redoBtn; send({ cmd: "redo" }); });
  pauseBtn.addEventListener("click", () => send({ cmd: "pause", paused: !model.get("paused") }));
  presentBtn.addEventListener("click", () => send({ cmd: "seek", ply: model.get("history_len") }));
  langBtn.addEventListener("click", () => send({ cmd: "lang", lang: model.get("lang") === "nl" ? "en" : "nl" }));
  slider.addEventListener("input", () => {
    if (seekTimer) return;
    seekTimer = setTimeout(() => { seekTimer = null; send({ cmd: "seek", ply: Number(slider.value) }); }, 60);
  });
  slider.addEventListener("change", () => send({ cmd: "seek", ply: Number(slider.value) }));

  const onDocClick = (ev) => {
    if (!chooser.hidden && !chooser.contains(ev.target)) sh.closeChooser();
    if (!bubble.hidden) hideBubble();
  };
  const onKey = (ev) => {
    if (ev.key === "Escape") sh.closeChooser();
    if (opts.onKey) opts.onKey(ev);
  };
  document.addEventListener("click", onDocClick, true);
  root.addEventListener("keydown", onKey);

  const onCustom = (msg) => {
    if (msg && msg.kind === "log_all") {
      askedLog = false;
      sh.logCache = [];
      logDirtyFrom = 0;
      mergeLog(0, msg.total, msg.lines, msg.lang);
      mergedLog = model.get("log");
      schedule("log");
    }
  };
  const names = ["view", "legal", "log", "error", "texts", "seats", "paused", "history_len", "ply", "board_data"]
    .concat(opts.extraTraits || []);
  const handlers = names.map((n) => [n, () => schedule(n)]);
  for (const [n, f] of handlers) model.on(`change:${n}`, f);
  model.on("msg:custom", onCustom);

  sh.dispose = () => {
    bots.dispose();
    if (seekTimer) clearTimeout(seekTimer);
    if (logResize) logResize.disconnect();
    bubbles.dispose();
    for (const [n, f] of handlers) model.off(`change:${n}`, f);
    model.off("msg:custom", onCustom);
    document.removeEventListener("click", onDocClick, true);
  };
  return sh;
}
