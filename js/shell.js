// The shell every board mounts (genesis_nb/board/ is its Python side): the frame around a game's
// board, and everything that is the same in every game. A game's drawing module defines
//   const GAME = { rootClass, mount(sh) -> hooks }
// and genesis_nb/board/frontend.py `board_esm` ends the blob with `export default { render: renderBoard(GAME) }`.
//
// The frame: the head (title, the game's status, the bar shown when looking at the past, the language
// button), the turn box (whose turn, the computer's turn, the end with the score table, the refusal
// sentence), the board column (the game draws its board there; the chooser; the hand-off screen), the
// side column (the game's players panel, the history, the log), the legend and a note under the board.
//
// Hooks a game's mount(sh) returns (only `draw` is required):
//   draw(view)                    the board itself (light targets with sh.legal.lit(key));
//   status(view, box)             the head's status line;        players(view, box)   the players panel;
//   who(view, seat, box)          a seat's token in the turn box; turn(view, box)   a deciding human's turn;
//   holding(view, box)            what the player at the screen just learnt, with a button sending ready;
//   overText(view)                the end's sentence when no seat won; over(view, box)  the end's table;
//   legend(box)                   the legend under the board;     seatIcon(li, seat, kind, view) in the log;
//   logDot(kind), drawOption(button, json, label, view), chooserTitle(key, view), chooserHint(key, view),
//   catLabel(category), rowIcon(th, row, view), onKey(ev).
// `sh` gives: model, root, boardWrap, tools (the box of the board's display settings), T() (the words),
// send(msg), view(), nameOf(seat), prefs() (the board's display settings), setPref(name, value), legal
// (shell_legal.js), click(key, elx, fallback), sendAction(json, elx), openChooser(title),
// showChooser(elx), closeChooser(), lines(ply) (the log's lines of a ply), redraw() (after a change of
// the drawing module's own state), dismiss() (clear the refusal shown). An element given a `data-key`
// keeps the focus across redraws.

function boardShell(model, el, GAMEDEF) {
  const root = html("div", { class: `gnb-root ${GAMEDEF.rootClass}` }, el);
  root.dataset.renderSeq = "0";
  const head = html("div", { class: "gnb-head" }, root);
  const title = html("div", { class: "gnb-title" }, head);
  const status = html("div", { class: "gnb-status" }, head);
  const pastBar = html("div", { class: "gnb-pastbar", hidden: true }, head);
  const pastText = html("span", null, pastBar);
  const presentBtn = html("button", { class: "gnb-btn gnb-present", type: "button" }, pastBar);
  const viewNote = html("div", { class: "gnb-viewnote", hidden: true }, head);
  const langBtn = html("button", { class: "gnb-btn gnb-lang", type: "button" }, head);
  const bar = html("div", { class: "gnb-bar" }, root);
  const turnBox = html("div", { class: "gnb-turn" }, bar);
  const errorBox = html("div", { class: "gnb-error", role: "alert", "aria-live": "assertive", hidden: true }, null);
  // an exercise's verdict on the last click (right: green; wrong: its explanation)
  const noteBox = html("div", { class: "gnb-note-verdict", role: "status", "aria-live": "polite", hidden: true }, null);
  const bubble = html("div", { class: "gnb-bubble", hidden: true, "aria-hidden": "true" }, root);
  // what a screen reader says after each change: whose turn it is and the last move (said once, when it changes)
  const announcer = html("div", { class: "gnb-sr", role: "status", "aria-live": "polite" }, root);
  const main = html("div", { class: "gnb-main" }, root);
  const boardWrap = html("div", { class: "gnb-boardwrap" }, main);
  const chooser = html("div", { class: "gnb-chooser", hidden: true, role: "dialog" }, boardWrap);
  // the board's display settings (the game fills it): above the board, in projector mode in the turn box (placeTools)
  const tools = html("div", { class: "gnb-toggles", hidden: true }, boardWrap);
  const side = html("div", { class: "gnb-side" }, main);
  const playersBox = html("div", { class: "gnb-players", hidden: true }, side);

  const T = () => model.get("texts") || {};
  const contrast = contrastToggle(root, head, T);   // after the language button, in the head
  const send = (msg) => model.send(msg);
  const sh = { model, el, root, head, status, turnBox, boardWrap, chooser, tools, side, T, send, lastClicked: null };
  sh.view = () => model.get("view") || { ui: {} };
  sh.nameOf = (seat) => {
    const p = ((sh.view().players) || [])[seat];
    return p && p.name !== undefined ? String(p.name) : `#${seat}`;
  };
  sh.markClick = (elx) => { sh.lastClicked = elx || null; };
  sh.prefs = () => model.get("prefs") || {};
  sh.setPref = (name, value) => send({ cmd: "pref", name, value });
  sh.dismiss = () => { if (model.get("error")) send({ cmd: "dismiss" }); };
  sh.legal = legalModel(sh);
  sh.click = (key, elx, fallback) => sh.legal.click(key, elx, fallback);
  sh.sendAction = (json, elx) => sh.legal.send(json, elx);
  sh.openChooser = (titleText) => {
    chooser.replaceChildren();
    const t = T();
    const hd = html("div", { class: "gnb-chooser-head" }, chooser);
    html("span", { class: "gnb-chooser-title" }, hd, titleText);
    const x = html("button", { type: "button", class: "gnb-close", "aria-label": t.close, title: t.close }, hd, "×");
    x.addEventListener("click", (ev) => { ev.stopPropagation(); sh.closeChooser(); });
    return chooser;
  };
  let opener = null;             // what opened the chooser: the focus goes back to it when it closes
  sh.showChooser = (elx) => { opener = elx || null; placeChooser(chooser, boardWrap, elx); };
  sh.closeChooser = () => {
    if (chooser.hidden) return;
    const inside = chooser.contains(document.activeElement);
    chooser.hidden = true;
    chooser.replaceChildren();
    sh.legal.forget();
    if (inside && opener && opener.isConnected && opener.focus) opener.focus({ preventScroll: true });
  };

  const hooks = GAMEDEF.mount(sh);
  sh.game = hooks;
  const legendBox = html("div", { class: "gnb-legendbar" }, boardWrap);
  const note = html("div", { class: "gnb-note" }, boardWrap);
  const handoff = handoffScreen(boardWrap, T, send);
  const history = historyPanel(side, model, T, send, sh.markClick);
  const log = logPanel(side, {
    T, send,
    seatIcon: (li, seat, kind) => !!(hooks.seatIcon && hooks.seatIcon(li, seat, kind, sh.view())),
    logDot: hooks.logDot,
  });
  sh.lines = log.lines;
  const bubbles = refusalBubble(root, bubble);
  const refusal = refusalShower({ turnBox, errorBox, bubble: bubbles, model });
  const bots = botScheduler(model, send);

  function drawTurn(view) {
    const t = T();
    turnBox.replaceChildren(errorBox);
    const ui = view.ui;
    const seats = model.get("seats") || [];
    if (view.over) {
      const left = html("div", { class: "gnb-turn-main" }, turnBox);
      html("div", { class: "gnb-turn-title" }, left, t.game_over);
      const winners = (view.scores && view.scores.winners) || [];
      const text = winners.length ? fmt(t.winners, { names: winners.map(sh.nameOf).join(", ") })
        : (hooks.overText ? hooks.overText(view) : "");
      html("div", { class: "gnb-winners" }, left, text);
      const box = html("div", { class: "gnb-turn-scores" }, turnBox);
      if (hooks.over) hooks.over(view, box);
      else if (view.scores) scoreTable(box, T, view.scores, hooks.catLabel || ((c) => c),
        hooks.rowIcon ? (th, row) => hooks.rowIcon(th, row, view) : null);
      return;
    }
    const actor = ui.actor;
    if (actor === null || actor === undefined) return;
    const isBot = seats[actor] && seats[actor] !== "human";
    const who = html("div", { class: "gnb-turn-who" }, turnBox);
    if (hooks.who) hooks.who(view, actor, who);
    const mine = ui.seat === actor && ui.observer === actor && !isBot;
    let line = fmt(mine && t.your_turn ? t.your_turn : t.turn, { name: sh.nameOf(actor) });
    if (!ui.present) line = fmt(t.past_waiting, { name: sh.nameOf(actor) });
    else if (isBot) line = fmt(t.bot_thinking, { name: sh.nameOf(actor) });
    html("span", { class: "gnb-turn-title" }, who, sentence(line));
    if (ui.holding !== null && ui.holding !== undefined) {
      // the player at the screen has just learnt something private: they see it before passing on
      if (hooks.holding) hooks.holding(view, turnBox);
      else {
        const card = html("div", { class: "gnb-prompt" }, turnBox, sentence(fmt(t.holding_title, { name: sh.nameOf(ui.holding) })));
        const btn = html("button", { type: "button", class: "gnb-btn gnb-lit gnb-pass-screen", "data-key": "pass-screen" }, card,
          fmt(t.holding_button, { next: sh.nameOf(actor) }));
        btn.addEventListener("click", (ev) => { ev.stopPropagation(); send({ cmd: "ready" }); });
      }
    } else if (ui.handoff !== null && ui.handoff !== undefined) {
      html("div", { class: "gnb-prompt" }, turnBox, sentence(fmt(t.handoff_title, { name: sh.nameOf(ui.handoff) })));
    } else if (isBot) {
      if (ui.present) {
        const paused = model.get("paused");
        html("div", { class: "gnb-prompt" + (paused ? "" : " gnb-thinking") }, turnBox, paused ? t.bots_paused : "");
      }
    } else if (ui.decides) {
      if (hooks.turn) hooks.turn(view, turnBox);
      if (ui.present && ui.hints) {
        const hint = html("button", { type: "button", class: "gnb-btn gnb-hint-btn", title: t.hint_title, "data-key": "hint" }, turnBox, t.hint);
        hint.addEventListener("click", (ev) => { ev.stopPropagation(); sh.markClick(hint); send({ cmd: "hint" }); });
      }
    }
  }

  function drawNote() {
    const note = model.get("note") || {};
    if (noteBox.parentNode !== turnBox) turnBox.appendChild(noteBox);
    noteBox.hidden = !note.text;
    noteBox.textContent = note.text || "";
    noteBox.classList.toggle("gnb-right", !!note.correct);
    noteBox.classList.toggle("gnb-wrong", !note.correct && !note.hint);
    noteBox.classList.toggle("gnb-hint", !!note.hint);
  }

  // projector mode: the display settings on the turn box's rows rather than on a row of their own above the board
  // (the picture keeps that height); else above the board
  function placeTools() {
    const projecting = root.classList.contains("gnb-projector");
    if (tools.parentNode === (projecting ? turnBox : boardWrap)) return;
    if (projecting) turnBox.appendChild(tools);
    else boardWrap.insertBefore(tools, chooser.nextSibling);
  }

  function drawLastMove(view) {
    const t = T();
    const ply = view.ui.ply;
    const lines = log.lines(ply);
    const row = html("div", { class: "gnb-lastmove" }, turnBox);
    if (!lines.length) { row.hidden = true; return; }  // nothing has happened yet: no empty line
    html("span", { class: "gnb-caption" }, row, ply > 0 ? fmt(t.move_n, { ply }) : t.move_setup || "");
    const text = lines.map((l) => l[3]).join(" ");
    html("span", { class: "gnb-lastmove-text" }, row, text);
    row.title = text;
  }

  function draw() {
    const started = performance.now();
    const view = model.get("view");
    if (!view || !view.ui) return;
    // the element with the focus, by its data-key, to give it the focus back after the redraw
    const active = document.activeElement;
    const focusKey = active && root.contains(active) && active.dataset ? active.dataset.key : null;
    const t = T();
    sh.closeChooser();
    title.textContent = t.title;
    const langs = view.ui.languages || [];
    langBtn.hidden = langs.length < 2 || !t.language;
    langBtn.textContent = t.language || "";
    contrast.draw();
    pastBar.hidden = view.ui.present;
    pastText.textContent = t.viewing_past;
    presentBtn.textContent = t.back_to_present;
    root.classList.toggle("gnb-past", !view.ui.present);
    root.classList.toggle("gnb-over", !!view.over);
    const obs = view.ui.observer;
    viewNote.hidden = !(view.ui.hidden && (obs === "all" || obs === "public"));
    viewNote.textContent = obs === "all" ? t.teacher_view : t.spectator_view;
    status.replaceChildren();
    if (hooks.status) hooks.status(view, status);
    hooks.draw(view);
    log.draw(model.get("log"), view);         // before the turn box: the last move's line reads it
    drawTurn(view);
    drawLastMove(view);
    refusal.draw(sh.lastClicked);
    drawNote();
    placeTools();
    playersBox.hidden = !hooks.players;
    if (hooks.players) { playersBox.replaceChildren(); hooks.players(view, playersBox); }
    history.draw(view);
    handoff.draw(view, sh.nameOf);
    const said = [...turnBox.querySelectorAll(".gnb-turn-title, .gnb-winners, .gnb-lastmove-text")]
      .map((e) => e.textContent.trim()).filter(Boolean).join(". ");
    if (announcer.textContent !== said) announcer.textContent = said;
    legendBox.replaceChildren();
    if (hooks.legend) hooks.legend(legendBox, view);
    note.textContent = (model.get("board_data") || {}).reconstructed ? t.reconstructed : "";
    root.dataset.ply = String(view.ui.ply);
    root.dataset.history = String(view.ui.total);
    root.dataset.actor = view.ui.actor === null || view.ui.actor === undefined ? "" : String(view.ui.actor);
    root.dataset.observer = String(view.ui.observer);
    root.dataset.lit = String(sh.legal.keys().length);
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    root.dataset.renderSeq = String(Number(root.dataset.renderSeq) + 1);
    // the focus back where it was, in the next frame (focusing at once would lay the new picture out now, in the
    // middle of the update; the frame lays it out anyway)
    if (focusKey && !root.contains(document.activeElement)) refocus(focusKey);
    bots.schedule(view);
  }
  sh.redraw = () => draw();
  let refocusKey = null;
  function refocus(key) {
    if (refocusKey === null) {
      requestAnimationFrame(() => {
        const key = refocusKey;
        refocusKey = null;
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;   // the focus went elsewhere meanwhile
        const again = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
        if (again) again.focus({ preventScroll: true });
      });
    }
    refocusKey = key;
  }

  // Changes that arrive together (one update) are drawn once; a refusal alone redraws only the refusal.
  let dirty = new Set();
  let scheduled = false;
  function schedule(name) {
    dirty.add(name);
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(whenReady);
  }
  // a drawing still being unpacked belongs to the same update: draw once it is there (and the newest one is)
  function whenReady() {
    const gate = hooks.ready ? hooks.ready() : null;
    if (gate) gate.then(whenReady);
    else flush();
  }
  function flush() {
    if (!scheduled) return;
    const only = [...dirty].every((n) => n === "error" || n === "note");
    dirty = new Set();
    scheduled = false;
    if (only) {
      refusal.draw(sh.lastClicked);
      drawNote();
      root.dataset.errorSeq = String(Number(root.dataset.errorSeq || 0) + 1);
    }
    else draw();
  }

  presentBtn.addEventListener("click", () => send({ cmd: "seek", ply: model.get("history_len") }));
  langBtn.addEventListener("click", () => {
    const langs = sh.view().ui.languages || [];
    const next = langs[(langs.indexOf(model.get("lang")) + 1) % langs.length];
    if (next) send({ cmd: "lang", lang: next });
  });
  const onDocClick = (ev) => {
    if (!chooser.hidden && !chooser.contains(ev.target)) sh.closeChooser();
    if (!bubble.hidden) bubbles.hide();
  };
  const onKey = (ev) => {
    if (ev.key === "Escape") sh.closeChooser();
    if (hooks.onKey) hooks.onKey(ev);
  };
  document.addEventListener("click", onDocClick, true);
  root.addEventListener("keydown", onKey);
  const onCustom = (msg) => {
    if (!msg) return;
    if (msg.kind === "log_all") { log.receiveAll(msg); schedule("log"); }
    else if (msg.kind === "options") sh.legal.receive(msg);
  };
  const applyScale = () => {
    const scale = model.get("scale") || 1;
    root.style.setProperty("--gnb-scale", String(scale));
    root.classList.toggle("gnb-projector", scale > 1);
    placeTools();
  };
  applyScale();
  model.on("change:scale", applyScale);
  const names = ["view", "legal", "log", "error", "note", "texts", "seats", "paused", "history_len", "ply", "board_data", "prefs", "drawing"];
  const handlers = names.map((n) => [n, () => schedule(n)]);
  for (const [n, f] of handlers) model.on(`change:${n}`, f);
  model.on("msg:custom", onCustom);
  dirty.add("view");             // the first drawing, once what it shows is there
  scheduled = true;
  whenReady();
  return () => {
    bots.dispose();
    history.dispose();
    log.dispose();
    bubbles.dispose();
    if (hooks.dispose) hooks.dispose();
    for (const [n, f] of handlers) model.off(`change:${n}`, f);
    model.off("msg:custom", onCustom);
    model.off("change:scale", applyScale);
    document.removeEventListener("click", onDocClick, true);
  };
}

function renderBoard(GAMEDEF) {
  return ({ model, el }) => boardShell(model, el, GAMEDEF);
}
