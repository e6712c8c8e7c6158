// The drawn board: the GAME of every game whose board is its Python picture (genesis_nb/board/drawing.py),
// the one drawing that also makes the static pictures. Python sends the picture as `drawing` (SVG text,
// zlib-compressed: bytes, or base64 text where a transport has no bytes) with its marks (the box of each
// thing a player may click, by board key: `<metadata class="gnb-marks">`); this module shows it, lays one
// transparent key over each mark, lights the keys the legal wire names, and reports clicks by key. It
// draws nothing of the game itself and never decides what is legal.
//
// A target of the wire is a path of keys joined by ">" ("hex:3>hex:7": click hex 3, then hex 7). Keys
// clicked so far are the selection: the next keys of the targets that begin with it are lit. A click on
// a lit key that ends a target plays it (or opens the chooser on its actions); a click on a key that begins
// targets from the start selects it afresh; a click on anything else sends {cmd: "click", keys}, and Python
// says what that click would mean in the context of the selection and why the rules refuse it.
// A lit target with no mark in the drawing is a button under the board, named by the wire's label.

const DRAWING_KEY_PAD = 0;   // keys of neighbouring places share their edges (one line, not two)
const DRAWING_ZOOM = 1.5;
const DRAWING_FIT_MARGIN = 12;   // screen pixels left under the picture in the projector mode
const DRAWING_FIT_LEAST = 160;   // the least height of a fitted picture (the zoomed board's pixels)

// The height the user sees of the page the board is on: the window's, or the visible height of a box scrolling it
// (JupyterLab's notebook panel, under the menus and above the status bar), whichever is smaller. A box that scrolls
// nothing (an output area as high as what it holds) is no limit, but for the outermost of them (a notebook panel
// shorter than its window, holding a short notebook).
function seenHeight(root) {
  let seen = window.innerHeight, outer = null;
  for (let up = root.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) {
    if (!/(auto|scroll)/.test(getComputedStyle(up).overflowY) || !(up.clientHeight > 0)) continue;
    outer = up;
    if (up.scrollHeight > up.clientHeight + 1) seen = Math.min(seen, up.clientHeight);
  }
  if (outer) {
    const top = Math.max(0, outer.getBoundingClientRect().top);
    seen = Math.min(seen, outer.clientHeight, window.innerHeight - top);
  }
  return seen;
}

function drawingBytes(value) {
  if (!value) return null;
  if (typeof value === "string") {
    const raw = atob(value);
    const out = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return null;
}

// the drawing's SVG text ("" when there is none, or it cannot be unpacked)
function inflateDrawing(value) {
  const bytes = drawingBytes(value);
  if (!bytes || !bytes.length) return "";
  try { return new TextDecoder().decode(inflateZlib(bytes)); } catch (e) { return ""; }
}

const GAME = {
  rootClass: "gnb-drawn",
  mount(sh) {
    const { model } = sh;
    const tools = html("div", { class: "gnb-toggles", hidden: true }, sh.boardWrap);
    // the part of the picture kept in sight, pinned above the band when they lie far apart (shell_band.js): a copy
    // for the eyes (a screen reader has the picture), whose lit keys are clicked as the picture's
    const pinBox = html("div", { class: "gnb-pin", hidden: true, "aria-hidden": "true" }, sh.boardWrap);
    const box = html("div", { class: "gnb-drawing" }, sh.boardWrap);
    const bar = html("div", { class: "gnb-actions", role: "group" }, sh.boardWrap);
    let text = "";              // the SVG of the drawing received
    let shown = null;           // the SVG text the keys were laid for
    let marks = {};             // key -> [x0, y0, x1, y1, name]
    let keyEls = new Map();     // key -> its transparent <rect>
    let named = new Map();      // key -> the name its <rect> says now
    let sel = [];               // the keys clicked so far
    let selAt = "";             // the position the selection belongs to
    let packed = null;          // the drawing's bytes `text` was unpacked from
    let roving = null;          // the board's one tab stop (shell_keys.js)
    let shownParts = null;      // the texts of the top-level elements of the picture shown (shell_picture.js)
    const ids = `gnb${Math.random().toString(36).slice(2, 8)}-`;   // the board's own ids in its pictures
    let whole = null;           // the picture's own viewBox [x, y, width, height]
    let wholeText = "";         // ... as the picture writes it
    let notes = [];             // the boxes of its marks, panels and lines of words (shell_band.js)
    let room = 0;               // the projector mode: how high a picture there is room for (picture units)
    let fitH = 0;               // ... and the zoomed board's pixels it is shown in
    let banded = null;          // the band [top, bottom] shown, or null: the whole picture
    let keeps = [];             // the boxes of what the picture keeps in sight (shell_band.js)
    let wholeBoard = false;     // the projector mode's Whole board button is pressed: the whole picture, fitted
    let offered = false;        // ... which is offered once the picture was taller than the room
    const wholeBtn = html("button", { class: "gnb-btn gnb-whole-btn", type: "button", "data-key": "whole",
      "aria-pressed": "false", hidden: true }, sh.head);
    wholeBtn.addEventListener("click", (ev) => {
      ev.stopPropagation();
      wholeBoard = !wholeBoard;
      wholeBtn.setAttribute("aria-pressed", wholeBoard ? "true" : "false");
      const view = sh.view();
      band(view, view && view.ui && view.ui.decides ? next(sel) : null);
    });

    const paths = () => sh.legal.keys().map((k) => k.split(">"));
    const begins = (p, pre) => p.length >= pre.length && pre.every((k, i) => p[i] === k);
    // the keys lit after the selection `pre`: key -> whether a target ends there
    function next(pre) {
      const out = new Map();
      for (const p of paths()) {
        if (p.length > pre.length && begins(p, pre)) {
          const k = p[pre.length];
          out.set(k, out.get(k) || p.length === pre.length + 1);
        }
      }
      return out;
    }

    // the marks a picture holds: key -> [x0, y0, x1, y1, name]
    function readMarks(svgEl) {
      const meta = svgEl.querySelector("metadata.gnb-marks");
      if (!meta) return {};
      try { return JSON.parse(meta.textContent || "{}"); } catch (e) { return {}; }
    }

    // whether `fresh` marks the same keys in the same places as the keys laid now (their names may differ)
    function sameKeys(fresh) {
      const keys = Object.keys(fresh);
      if (keys.length !== keyEls.size) return false;
      for (const k of keys) {
        const a = fresh[k], b = marks[k];
        if (!keyEls.has(k) || !b || a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3]) return false;
      }
      return true;
    }

    // the picture `text` in the box: its <svg>, and whether the keys laid over the last one were kept (the same
    // keys in the same places: only what changed in the picture is replaced, around them, and the focus stays)
    function show(text) {
      text = ownIds(text, ids);
      const pic = pictureParts(text);
      const old = box.querySelector("svg.gnb-board");
      const layer = old && old.querySelector(":scope > g.gnb-keys");
      if (pic && layer && sameKeys(pic.marks) && patchPicture(old, layer, shownParts, pic)) {
        layer.setAttribute("aria-label", sh.T().board_keys || "");
        shownParts = pic.parts;
        marks = pic.marks;
        return [old, true];
      }
      const tpl = document.createElement("template");
      tpl.innerHTML = text;
      const fresh = tpl.content.querySelector("svg");
      box.replaceChildren(tpl.content);
      marks = pic ? pic.marks : fresh ? readMarks(fresh) : {};
      shownParts = pic ? pic.parts : null;
      return [fresh, false];
    }

    function layKeys(svgEl) {
      keyEls = new Map();
      named = new Map();
      const layer = svg("g", { class: "gnb-keys", role: "group", "aria-label": sh.T().board_keys || "" }, svgEl);
      for (const [key, b] of Object.entries(marks)) {
        const r = svg("rect", {
          class: "gnb-key", "data-key": key, x: b[0] - DRAWING_KEY_PAD, y: b[1] - DRAWING_KEY_PAD,
          width: b[2] - b[0] + 2 * DRAWING_KEY_PAD, height: b[3] - b[1] + 2 * DRAWING_KEY_PAD, rx: 4,
          role: "button", tabindex: "-1",
        }, layer);
        svgTitle(r, "");
        onActivate(r, () => clickKey(key, r));
        keyEls.set(key, r);
      }
      // the tab stop: the key that had it, else what the board points at, else the first lit key
      const view = sh.view();
      const lit = view && view.ui && view.ui.decides ? [...next(sel).keys()].filter((k) => keyEls.has(k)) : [];
      const pointed = ((view && view.ui && view.ui.pointer) || []).filter((k) => keyEls.has(k));
      roving = rovingKeys(layer, keyEls, marks, roving && keyEls.has(roving.current()) ? roving.current() : (pointed[0] || lit[0]));
    }

    function light(view) {
      const lit = view.ui.decides ? next(sel) : new Map();
      const pointed = new Set(view.ui.pointer || []);
      const targets = (model.get("legal") || {}).targets || {};
      for (const [key, r] of keyEls) {
        const on = lit.has(key);
        setClass(r, "gnb-lit", on);
        setClass(r, "gnb-selected", sel.includes(key));
        setClass(r, "gnb-pointed", pointed.has(key));
        const label = on ? (targets[sel.length ? sel.concat([key]).join(">") : key] || [])[1] || "" : "";
        const name = keyName((marks[key] || [])[4], label, key);
        if (named.get(key) !== name) {     // written only when it changed (most keys keep their names)
          named.set(key, name);
          r.firstChild.textContent = name;
          r.setAttribute("aria-label", name);
        }
        const pressed = sel.includes(key);
        if (pressed !== r.hasAttribute("aria-pressed")) {
          if (pressed) r.setAttribute("aria-pressed", "true");
          else r.removeAttribute("aria-pressed");
        }
      }
      // lit targets the drawing does not show: buttons under the board
      bar.replaceChildren();
      for (const [key, ends] of lit) {
        if (keyEls.has(key)) continue;
        const full = sel.concat([key]).join(">");
        const b = html("button", { type: "button", class: "gnb-btn gnb-lit", "data-key": key }, bar,
          sh.legal.label(full) || key);
        b.addEventListener("click", (ev) => { ev.stopPropagation(); clickKey(key, b); });
        if (!ends) b.classList.add("gnb-step");
      }
      bar.hidden = !bar.childNodes.length;
      sh.root.dataset.selected = sel.join(">");
      band(view, lit);
    }

    // the projector mode: the band of a picture taller than the room, around what can be clicked now (shell_band.js)
    function band(view, lit) {
      const svgEl = box.querySelector("svg.gnb-board");
      if (!svgEl || !whole) return;
      const boxes = (keys) => keys.filter((k) => marks[k]).map((k) => marks[k].slice(0, 4));
      const litBoxes = boxes([...(lit || new Map()).keys()]);
      const want = [...litBoxes, ...boxes([...sel, ...((view && view.ui && view.ui.pointer) || [])])];
      const projecting = sh.root.classList.contains("gnb-projector");
      offered = offered || (projecting && room > 0 && whole[3] > room + 0.5);   // once offered, it stays (no flicker)
      wholeBtn.hidden = !projecting || !offered;
      wholeBtn.textContent = sh.T().whole_board || "Whole board";
      let fitted = projecting ? fittedBand(whole, room, notes, want, keeps, banded, wholeBoard) : { band: null, least: 1 };
      if (fitted.least < 1 && litBoxes.length && want.length > litBoxes.length) {
        // the keys selected and pointed at in sight too, unless the picture must shrink for them (planet's pawn
        // chosen at the bottom, the spaces it may go to at the top): what can be clicked comes first
        const lean = fittedBand(whole, room, notes, litBoxes, keeps, banded, wholeBoard);
        if (lean.least > fitted.least) fitted = lean;
      }
      banded = fitted.band;
      const z = Number(sh.root.style.getPropertyValue("--gnb-scale")) || 1;
      const pinned = pin(svgEl, projecting ? fitted.strip : null, z);
      const bandH = banded ? banded[1] - banded[0] : whole[3];
      if (fitH > 0) svgEl.style.setProperty("--gnb-fit-h", `${Math.round(pinned ? Math.min(room - pinned, bandH) / z : fitH)}px`);
      svgEl.style.setProperty("--gnb-least", String(Math.round(fitted.least * 1000) / 1000));
      sh.root.dataset.whole = projecting && wholeBoard ? "true" : "";
      sh.root.dataset.least = banded || wholeBoard ? String(fitted.least) : "";
      const vb = banded ? [whole[0], banded[0], whole[2], banded[1] - banded[0]] : whole;
      const text = banded ? vb.map((v) => Math.round(v * 10) / 10).join(" ") : wholeText;
      if (svgEl.getAttribute("viewBox") !== text) svgEl.setAttribute("viewBox", text);
      svgEl.style.setProperty("--gnb-ratio", String(vb[2] / vb[3]));
      sh.root.dataset.band = banded ? text : "";
    }

    // the strip [top, bottom] of the picture pinned above the band (null: none); the room it takes (screen pixels)
    function pin(svgEl, strip, z) {
      if (!strip) {
        if (!pinBox.hidden) { pinBox.hidden = true; pinBox.replaceChildren(); }
        return 0;
      }
      const copy = svgEl.cloneNode(true);
      copy.classList.replace("gnb-board", "gnb-pinned");
      copy.removeAttribute("role");
      for (const el of copy.querySelectorAll("metadata, defs, title")) el.remove();   // its patterns: the picture's
      for (const el of copy.querySelectorAll("[id]")) el.removeAttribute("id");
      for (const k of copy.querySelectorAll(".gnb-key")) {   // only the keys in the strip: those are clicked there
        const m = marks[k.dataset.key];
        if (!m || m[1] < strip[0] - 0.5 || m[3] > strip[1] + 0.5) k.remove();
      }
      for (const el of copy.querySelectorAll("[tabindex], [role], [aria-label]")) {
        el.removeAttribute("role");
        el.removeAttribute("aria-label");
        if (el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
      }
      const high = strip[1] - strip[0];
      copy.setAttribute("viewBox", [whole[0], strip[0], whole[2], high].map((v) => Math.round(v * 10) / 10).join(" "));
      copy.style.setProperty("--gnb-ratio", String(whole[2] / high));
      copy.style.setProperty("--gnb-fit-h", `${high / z}px`);
      copy.style.setProperty("--gnb-least", "1");
      pinBox.style.marginBottom = `${STRIP_GAP / z}px`;
      pinBox.replaceChildren(copy);
      pinBox.hidden = false;
      return high + STRIP_GAP;
    }
    pinBox.addEventListener("click", (ev) => {
      const k = ev.target.closest && ev.target.closest("[data-key]");
      if (!k || !keyEls.has(k.dataset.key)) return;
      ev.stopPropagation();
      clickKey(k.dataset.key, keyEls.get(k.dataset.key));
    });

    function clickKey(key, elx) {
      const view = sh.view();
      if (!view || !view.ui) return;
      sh.dismiss();
      if (sel.length && sel[sel.length - 1] === key) { sel.pop(); light(view); return; }    // unselect
      let lit = view.ui.decides ? next(sel) : new Map();
      // start again from another thing to select; a key that only ends a target from the start (a flip) is
      // judged in the context of the selection instead (Python says what it means there)
      if (!lit.has(key) && sel.length && paths().some((p) => p.length > 1 && p[0] === key)) { sel = []; lit = next(sel); }
      if (lit.has(key)) {
        const path = sel.concat([key]);
        const full = path.join(">");
        const longer = paths().some((p) => p.length > path.length && begins(p, path));
        if (!longer) { sel = []; light(view); sh.click(full, elx); return; }
        sel = path;
        light(view);
        if (sh.legal.lit(full)) sh.click(full, elx);     // a target ends here too: its actions, or go on
        return;
      }
      const keys = sel.concat([key]);
      sel = [];
      light(view);
      sh.markClick(elx);
      sh.legal.ask(keys.join(">"), elx);
      sh.send({ cmd: "click", keys, at: view.ui.ply });
    }

    // the board's display settings (Python says each button's words and what a click sets)
    function drawToggles(view) {
      tools.replaceChildren();
      for (const tg of view.ui.toggles || []) {
        const b = html("button", { type: "button", class: "gnb-btn gnb-toggle", "data-key": `pref:${tg.name}`,
          "aria-pressed": tg.pressed ? "true" : "false" }, tools, tg.label);
        b.addEventListener("click", (ev) => { ev.stopPropagation(); sh.markClick(b); sh.setPref(tg.name, tg.value); });
      }
      tools.hidden = !tools.childNodes.length;
    }

    function draw(view) {
      drawToggles(view);
      const at = `${view.ui.total}:${view.ui.ply}:${(model.get("legal") || {}).ply}`;
      if (at !== selAt) { sel = []; selAt = at; }
      const raw = model.get("drawing");
      if (raw !== packed) { packed = raw; text = inflateDrawing(raw); }   // unpacked once, when drawn
      if (text !== shown) {
        const [svgEl, kept] = show(text);  // the kit's own picture: every text in it is escaped in Python
        shown = text;
        if (svgEl) {
          svgEl.classList.add("gnb-board");
          svgEl.setAttribute("role", "group");   // a picture on paper, a group of buttons here
          // its natural width (the CSS keeps it at least that wide, but in projector mode), at most DRAWING_ZOOM
          // times it (a zoomed region stays a region); the root's zoom scales both
          const vb = (svgEl.getAttribute("viewBox") || "").split(/\s+/).map(Number);
          if (vb.length === 4 && vb[2] > 0) {
            svgEl.style.setProperty("--gnb-natural", `${Math.round(vb[2])}px`);
            svgEl.style.setProperty("--gnb-natural-h", `${Math.round(vb[3])}px`);
            if (vb[3] > 0) svgEl.style.setProperty("--gnb-ratio", String(vb[2] / vb[3]));   // the box has the region's shape
            // the board's column as wide as the picture (the side panels go below it when there is no room)
            sh.boardWrap.style.flexBasis = `${Math.round(vb[2])}px`;
            sh.boardWrap.style.minWidth = `min(${Math.round(vb[2])}px, 100%)`;
            svgEl.style.maxWidth = `${Math.round(vb[2] * DRAWING_ZOOM)}px`;
          }
          if (!kept) layKeys(svgEl);
          whole = vb.length === 4 && vb[3] > 0 ? vb : null;
          wholeText = svgEl.getAttribute("viewBox") || "";
          notes = [...Object.values(marks).map((m) => m.slice(0, 4)), ...pictureNotes(svgEl)];
          keeps = pictureNotes(svgEl, ["gnb-keep"]);
        }
      }
      headLines(box.querySelector("svg.gnb-board"));
      light(view);
      fit();
    }

    // the title block the picture left to the board's head (genesis_nb/picture_svg.py: untitled)
    function headLines(svgEl) {
      const meta = svgEl && svgEl.querySelector(":scope > metadata.gnb-head");
      let lines = [];
      try { lines = meta ? JSON.parse(meta.textContent || "[]") : []; } catch (e) { lines = []; }
      sh.root.classList.toggle("gnb-headed", lines.length > 0);
      if (!lines.length) return;
      sh.head.querySelector(".gnb-title").textContent = lines[0];
      sh.status.textContent = lines.slice(1).join(" · ");
      sh.status.title = sh.status.textContent;   // the projector mode may cut it short (board_common.css)
    }

    // the projector mode: the picture as tall as the screen (or the notebook scrolling the board) leaves under the
    // board's head and turn box (CSS reads --gnb-fit-h, in the zoomed board's pixels), measured again when they or
    // the window change size
    function fit() {
      const svgEl = box.querySelector("svg.gnb-board");
      if (!svgEl || !sh.root.classList.contains("gnb-projector")) return;
      const z = Number(sh.root.style.getPropertyValue("--gnb-scale")) || 1;
      const above = (pinBox.hidden ? box : pinBox).getBoundingClientRect().top - sh.root.getBoundingClientRect().top;
      const seen = seenHeight(sh.root);
      const height = Math.max(DRAWING_FIT_LEAST, (seen - above - DRAWING_FIT_MARGIN) / z);
      const fresh = Math.floor(height * z);   // on screen: a picture at its natural size has a unit a pixel
      if (fresh !== room || Math.round(height) !== Math.round(fitH)) {
        room = fresh;
        fitH = height;
        const view = sh.view();
        band(view, view && view.ui && view.ui.decides ? next(sel) : null);
      }
    }
    const refit = () => requestAnimationFrame(fit);
    const sizes = typeof ResizeObserver === "function" ? new ResizeObserver(refit) : null;
    if (sizes) for (const part of [sh.head, sh.root.querySelector(".gnb-bar")]) if (part) sizes.observe(part);
    window.addEventListener("resize", refit);
    model.on("change:scale", refit);

    return {
      draw,
      onKey(ev) {
        if (ev.key === "Escape" && sel.length) { sel = []; light(sh.view()); }
      },
      dispose() {
        if (sizes) sizes.disconnect();
        window.removeEventListener("resize", refit);
        model.off("change:scale", refit);
      },
    };
  },
};
