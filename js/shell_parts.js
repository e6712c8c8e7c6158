// Parts of the frame every board shares: the refusal (in the turn box, as a shake of what was clicked and
// as a bubble beside it), the chooser's placing, the computer's turn, the history panel, the hand-off
// screen, the score table. Each is a small factory the shell (shell.js) wires together.

// The board's zoom (the projector mode): positions measured on the page are divided by it.
function zoomOf(elx) {
  const root = elx.closest(".gnb-root");
  return root ? Number(root.style.getPropertyValue("--gnb-scale")) || 1 : 1;
}

// Where to put `pop` (a bubble, a chooser) beside the element whose box is `ar`, inside the box `rr` (both measured
// on the page; `z` the board's zoom): under it, over it or to a side, the first of these that covers none of the
// `keep` elements (grown by `pad` on each side: a hex's name above its key) nor of the `words` boxes (lines of
// words, on the page; grown by 4), else the spot nearest to it that covers none (a corner is one), else the one
// clear of `keep` that covers the least words, else the one that covers the least of `keep`. [x, y] inside `rr`.
function clearSpot(pop, ar, rr, z, keep, gap, pad = 0, words = []) {
  const bw = pop.offsetWidth, bh = pop.offsetHeight, W = rr.width / z, H = rr.height / z;
  const box = (r) => ({ l: (r.left - rr.left) / z, t: (r.top - rr.top) / z, r: (r.right - rr.left) / z, b: (r.bottom - rr.top) / z });
  const a = box(ar);
  const grown = (k) => ({ l: k.l - pad, t: k.t - pad, r: k.r + pad, b: k.b + pad });
  const kept = keep.map((k) => box(k.getBoundingClientRect())).filter((k) => k.r > k.l).map(grown);
  const said = words.map(box).filter((k) => k.r > k.l && k.b > k.t).map((k) => ({ l: k.l - 4, t: k.t - 4, r: k.r + 4, b: k.b + 4 }));
  const cx = (a.l + a.r) / 2 - bw / 2, cy = (a.t + a.b) / 2 - bh / 2;
  const spots = [[cx, a.b + gap], [cx, a.t - bh - gap], [a.r + gap, cy], [a.l - bw - gap, cy], [6, 4], [W - bw - 6, 4], [6, H - bh - 4], [W - bw - 6, H - bh - 4]]
    .map(([x, y]) => [Math.max(6, Math.min(x, W - bw - 6)), Math.max(4, Math.min(y, H - bh - 4))]);
  const area = (list) => ([x, y]) => list.reduce((n, k) => n + Math.max(0, Math.min(x + bw, k.r) - Math.max(x, k.l)) * Math.max(0, Math.min(y + bh, k.b) - Math.max(y, k.t)), 0);
  const covers = area(kept), hides = area(said);
  const clear = spots.slice(0, 4).find((s) => covers(s) === 0 && hides(s) === 0);
  if (clear) return clear;
  // else the clear spot nearest to the element, on a grid over the box
  const near = (s) => Math.hypot(s[0] + bw / 2 - (a.l + a.r) / 2, s[1] + bh / 2 - (a.t + a.b) / 2);
  for (let y = 4; y <= H - bh - 4; y += 16) for (let x = 6; x <= W - bw - 6; x += 16) spots.push([x, y]);
  const free = spots.filter((s) => covers(s) === 0);
  const open = free.filter((s) => hides(s) === 0);
  if (open.length) return open.reduce((best, s) => (near(s) < near(best) ? s : best));
  if (free.length) return free.reduce((best, s) => (hides(s) < hides(best) || (hides(s) === hides(best) && near(s) < near(best)) ? s : best));
  return spots.reduce((best, s) => (covers(s) < covers(best) ? s : best));
}

// The boxes on the page of the drawn picture's lines of words (its texts of two words or more: a whose-turn line, a
// caption), each cut to where the picture shows (a zoomed picture's <svg> hides what lies beyond its region).
function wordBoxes(root) {
  const pic = root.querySelector("svg.gnb-board");
  if (!pic) return [];
  const p = pic.getBoundingClientRect();
  return [...pic.querySelectorAll("text")].filter((t) => t.textContent.trim().includes(" ")).map((t) => {
    const r = t.getBoundingClientRect();
    return { left: Math.max(r.left, p.left), top: Math.max(r.top, p.top), right: Math.min(r.right, p.right), bottom: Math.min(r.bottom, p.bottom) };
  });
}

// The refusal repeated for a moment beside the refused click: under it, over it, or to a side, wherever it covers
// nothing the board points at or lights (a lesson's target, and every right answer, stays in sight) and, where it
// can, no line of words of the picture (whose turn it is).
function refusalBubble(root, bubble) {
  let timer = null;
  function hide() {
    if (timer) { clearTimeout(timer); timer = null; }
    bubble.hidden = true;
  }
  function place(ar, rr, z) {
    const keep = [...root.querySelectorAll(".gnb-pointed, .gnb-key.gnb-lit, .gnb-key.gnb-selected")];
    return clearSpot(bubble, ar, rr, z, keep, 8, 16, wordBoxes(root));
  }
  function show(text, anchor) {
    const rr = root.getBoundingClientRect();
    const ar = anchor.getBoundingClientRect();
    if (!rr.width || !ar.width) return;
    bubble.textContent = text;
    bubble.hidden = false;
    const [x, y] = place(ar, rr, zoomOf(root));
    bubble.style.left = `${x}px`;
    bubble.style.top = `${y}px`;
    bubble.classList.remove("gnb-bubble-in");
    void bubble.offsetWidth;
    bubble.classList.add("gnb-bubble-in");
    if (timer) clearTimeout(timer);
    timer = setTimeout(hide, 5000);
  }
  return { show, hide, dispose: () => { if (timer) clearTimeout(timer); } };
}

// Places an open chooser beside the clicked element (under it, over it, to a side), where it covers no lit key
// (the next key of a path the click began), no selected key nor what a lesson points at; focuses its first option.
function placeChooser(chooser, boardWrap, elx) {
  chooser.hidden = false;
  chooser.style.left = "0px";   // measured where it has its full width
  chooser.style.top = "0px";
  const keep = [...boardWrap.querySelectorAll(".gnb-key.gnb-lit, .gnb-key.gnb-pointed, .gnb-key.gnb-selected")];
  // anywhere over the board (its side panels too: a large chooser may not find room beside the picture alone)
  const room = (boardWrap.closest(".gnb-root") || boardWrap).getBoundingClientRect();
  const wr = boardWrap.getBoundingClientRect(), z = zoomOf(boardWrap);
  const [rx, ry] = clearSpot(chooser, elx.getBoundingClientRect(), room, z, keep, 6);
  const x = rx - (wr.left - room.left) / z, y = ry - (wr.top - room.top) / z;
  chooser.style.left = `${x}px`;
  chooser.style.top = `${y}px`;
  const first = chooser.querySelector("button.gnb-opt");
  if (first) first.focus({ preventScroll: true });
  if (chooser.scrollIntoView) chooser.scrollIntoView({ block: "nearest", inline: "nearest" });
}

// The refusal sentence in the turn box; a new one shakes what was clicked and shows the bubble there.
// The outline of a refused element is removed when its shake ends (it never stays).
function refusalShower(parts) {
  const { turnBox, errorBox, bubble, model } = parts;
  let prevError = "";
  return {
    draw(lastClicked) {
      const err = sentence(model.get("error") || ""); // a refusal may open with a player's name
      if (errorBox.parentNode !== turnBox) turnBox.appendChild(errorBox);
      errorBox.hidden = !err;
      errorBox.textContent = err;
      turnBox.classList.toggle("gnb-has-error", !!err);
      if (!err) bubble.hide();
      if (err && err !== prevError) {
        errorBox.classList.remove("gnb-shake");
        void errorBox.offsetWidth;
        errorBox.classList.add("gnb-shake");
        const lc = lastClicked;
        if (lc && lc.isConnected) {
          lc.classList.remove("gnb-refused");
          void lc.getBoundingClientRect();
          lc.classList.add("gnb-refused");
          lc.addEventListener("animationend", () => lc.classList.remove("gnb-refused"), { once: true });
          bubble.show(err, lc);
        }
      }
      prevError = err;
    },
  };
}

// Asks for the computer's move `bot_delay` milliseconds after a position where a bot is to move.
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

// The history panel: where we are, the slider, undo / redo / pause.
function historyPanel(parent, model, T, send, markClick) {
  const box = html("div", { class: "gnb-history" }, parent);
  const head = html("div", { class: "gnb-hist-head" }, box);
  const title = html("span", { class: "gnb-caption" }, head);
  const label = html("span", { class: "gnb-hist-label" }, head);
  const slider = html("input", { class: "gnb-slider", type: "range", min: "0", max: "0", step: "1", value: "0" }, box);
  const btns = html("div", { class: "gnb-hist-btns" }, box);
  const undo = html("button", { class: "gnb-btn gnb-undo", type: "button" }, btns);
  const redo = html("button", { class: "gnb-btn gnb-redo", type: "button" }, btns);
  const pause = html("button", { class: "gnb-btn gnb-pause", type: "button" }, btns);
  let seekTimer = null;
  undo.addEventListener("click", () => { markClick(undo); send({ cmd: "undo" }); });
  redo.addEventListener("click", () => { markClick(redo); send({ cmd: "redo" }); });
  pause.addEventListener("click", () => send({ cmd: "pause", paused: !model.get("paused") }));
  slider.addEventListener("input", () => {
    if (seekTimer) return;
    seekTimer = setTimeout(() => { seekTimer = null; send({ cmd: "seek", ply: Number(slider.value) }); }, 60);
  });
  slider.addEventListener("change", () => send({ cmd: "seek", ply: Number(slider.value) }));
  return {
    box,
    draw(view) {
      const t = T();
      title.textContent = t.history;
      const total = view.ui.total, ply = view.ui.ply;
      slider.max = String(total);
      if (document.activeElement !== slider || !seekTimer) slider.value = String(ply);
      slider.setAttribute("aria-label", t.history);
      label.textContent = ply === 0 ? fmt(t.position_start, { total }) : fmt(t.position_at, { ply, total });
      undo.textContent = "↶ " + t.undo;
      redo.textContent = t.redo + " ↷";
      undo.disabled = !view.ui.can_undo;
      redo.disabled = !view.ui.can_redo;
      const seats = model.get("seats") || [];
      pause.hidden = !seats.some((s) => s !== "human") || !!view.over;
      pause.textContent = model.get("paused") ? t.resume : t.pause;
    },
    dispose() { if (seekTimer) clearTimeout(seekTimer); },
  };
}

// The hand-off screen (games with hidden information): covers the board until the next player is ready.
function handoffScreen(parent, T, send) {
  const box = html("div", { class: "gnb-handoff", hidden: true, role: "dialog" }, parent);
  const card = html("div", { class: "gnb-handoff-card" }, box);
  const title = html("div", { class: "gnb-handoff-title" }, card);
  const hint = html("div", { class: "gnb-handoff-hint" }, card);
  const ready = html("button", { class: "gnb-btn gnb-lit gnb-ready", type: "button" }, card);
  ready.addEventListener("click", () => send({ cmd: "ready" }));
  return {
    draw(view, nameOf) {
      const seat = view.ui.handoff;
      box.hidden = seat === null || seat === undefined;
      if (box.hidden) return;
      const t = T();
      const name = nameOf(seat);
      title.textContent = fmt(t.handoff_title, { name });
      hint.textContent = fmt(t.handoff_hint, { name });
      ready.textContent = fmt(t.handoff_ready, { name });
    },
  };
}

// A score table from a sheet's JSON (rows keyed by seat or fixed id, never by name): a row per sheet
// row, a column per category (`catLabel` names it), the total; the winners' rows marked. `icon(th, row)`
// draws a row's mark.
function scoreTable(parent, T, sheet, catLabel, icon, rowLabel) {
  const t = T();
  html("div", { class: "gnb-caption" }, parent, t.score_table);
  const table = html("table", { class: "gnb-scores" }, parent);
  const hr = html("tr", null, html("thead", null, table));
  html("th", null, hr, "");
  for (const c of sheet.categories) html("th", null, hr, catLabel(c));
  html("th", null, hr, t.total);
  const body = html("tbody", null, table);
  for (const row of sheet.rows) {
    const tr = html("tr", { class: row.winner ? "gnb-winner" : "", "data-row": String(row.key) }, body);
    const th = html("th", null, tr);
    if (icon) icon(th, row);
    html("span", null, th, rowLabel ? rowLabel(row) : row.label);
    for (const c of sheet.categories) html("td", null, tr, String(row.points[c] ?? 0));
    html("td", { class: "gnb-total" }, tr, String(row.total));
  }
  return table;
}

// The high-contrast view (board_common.css): a button in the head turns it on or off for every board of the page
// (the class gnb-contrast on each root); the browser remembers it for the boards opened after.
const CONTRAST_KEY = "gnb-contrast";
function contrastToggle(root, head, T) {
  const btn = html("button", { class: "gnb-btn gnb-contrast-btn", type: "button", "data-key": "contrast" }, head);
  let kept = false;
  try { kept = window.localStorage.getItem(CONTRAST_KEY) === "high"; } catch (e) { kept = false; }
  function apply(on, roots) {
    for (const r of roots) {
      r.classList.toggle("gnb-contrast", on);
      const b = r.querySelector(".gnb-contrast-btn");
      if (b) b.setAttribute("aria-pressed", on ? "true" : "false");
    }
  }
  apply(kept, [root]);
  btn.addEventListener("click", (ev) => {
    ev.stopPropagation();
    const on = !root.classList.contains("gnb-contrast");
    try { window.localStorage.setItem(CONTRAST_KEY, on ? "high" : "normal"); } catch (e) { /* not remembered */ }
    apply(on, document.querySelectorAll(".gnb-root"));
  });
  return { draw() { btn.textContent = T().contrast || "High contrast"; } };
}
