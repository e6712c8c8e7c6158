// The log panel of every board: the narration the board's observer may hear, ply by ply.
//
// The widget syncs `log` = {key, first, total, lines: [[ply, seat, kind, text, private], ...], from?}: the
// lines of the plies after `first` (first 0: all of them, ply 0 being the set-up; `from`: a long whole
// log cut to its plies from `from` on). A new `key` means another observer, language or game: the
// panel then drops the lines it had and asks for the whole log ({cmd: "log_all"}) when it got a part.
// A private line (only some seats hear it) is marked. Lines are kept as DOM too: an update removes the lines
// of the plies that changed and appends the new ones; moving through the history only switches classes.

function logPanel(parent, opts) {
  // opts: {T(), send(msg), seatIcon(li, seat, kind) -> bool, logDot(kind) -> glyph}
  const box = html("div", { class: "gnb-log" }, parent);
  const title = html("div", { class: "gnb-caption" }, box);
  // a log a keyboard can reach and scroll (role=log is read politely as lines are added)
  const logRole = html("div", { class: "gnb-logrole", role: "log" }, box);
  const list = html("ol", { class: "gnb-loglist", tabindex: "0" }, logRole);
  let cache = [];            // ply -> lines
  let key = null;            // the key of the lines in `cache`
  let merged = null;         // the `log` value merged last
  let asked = false;
  let dirtyFrom = 0;
  let target = null;
  const resize = typeof ResizeObserver === "function" ? new ResizeObserver(() => scroll()) : null;
  if (resize) resize.observe(list);

  function merge(first, total, lines, newKey) {
    if (newKey !== key) { cache = []; first = 0; }
    first = Math.min(first, cache.length);
    cache.length = first === 0 ? 0 : first + 1;      // keep plies 0..first
    while (cache.length < total + 1) cache.push([]);
    for (const line of lines) {
      const p = line[0];
      if (p >= (first === 0 ? 0 : first + 1) && p <= total) cache[p].push(line);
    }
    key = newKey;
    dirtyFrom = Math.min(dirtyFrom, first === 0 ? 0 : first + 1);
  }

  function scroll() {
    if (!target || !target.isConnected || !list.clientHeight) return;
    list.scrollTop = Math.max(0, target.offsetTop - list.clientHeight + target.offsetHeight + 4);
  }

  return {
    box,
    lines: (ply) => cache[ply] || [],
    // the whole log, sent on request
    receiveAll(msg) {
      asked = false;
      cache = [];
      key = null;
      dirtyFrom = 0;
      merge(0, msg.total, msg.lines, msg.key);
    },
    draw(log, view) {
      const t = opts.T();
      title.textContent = t.log;
      logRole.setAttribute("aria-label", t.log || "");
      log = log || { key: null, first: 0, total: 0, lines: [] };
      if (log.key !== key && (log.first > 0 || log.from > 0)) {
        // another observer's (or language's) log, in part: never keep showing the previous observer's
        // lines; show what came and ask once for the whole of it
        if (log !== merged) {
          list.replaceChildren();
          cache = [];
          dirtyFrom = 0;
          if (log.first === 0) merge(0, log.total, log.lines, log.key);
          merged = log;
        }
        if (!asked) { asked = true; opts.send({ cmd: "log_all" }); }
      } else if (log !== merged) {
        merge(log.first, log.total, log.lines, log.key);
        merged = log;
      }
      let last = list.lastElementChild;
      while (last && (!last.dataset.ply || Number(last.dataset.ply) >= dirtyFrom)) {
        list.removeChild(last);
        last = list.lastElementChild;
      }
      let prevPly = last ? Number(last.dataset.ply) : -1;
      for (let p = dirtyFrom; p < cache.length; p++) {
        for (const [ply, seat, kind, text, secret] of cache[p] || []) {
          const li = html("li", { class: `gnb-log-line gnb-k-${kind}` + (secret ? " gnb-log-private" : ""), "data-ply": ply }, list);
          if (ply !== prevPly) li.classList.add("gnb-log-first");
          prevPly = ply;
          const drawn = seat !== null && seat !== undefined && opts.seatIcon && opts.seatIcon(li, seat, kind);
          if (!drawn) html("span", { class: "gnb-log-dot" }, li, opts.logDot ? opts.logDot(kind) : "·");
          html("span", { class: "gnb-log-text" }, li, text);
          li.title = fmt(t.move_n, { ply }) + (secret ? ` · ${t.private_line}` : "");
          li.addEventListener("click", () => opts.send({ cmd: "seek", ply }));
        }
      }
      dirtyFrom = cache.length;
      const shown = view.ui.ply;
      let current = null;
      let empty = list.querySelector(".gnb-log-empty");
      if (!list.querySelector(".gnb-log-line")) {
        if (!empty) empty = html("li", { class: "gnb-log-empty" }, list);
        empty.textContent = t.log_empty;
      } else if (empty) empty.remove();
      for (const li of list.children) {
        if (!li.dataset.ply) continue;
        const ply = Number(li.dataset.ply);
        setClass(li, "gnb-future", ply > shown);
        setClass(li, "gnb-current", ply === shown);
        if (ply === shown && !current) current = li;
      }
      target = current && !view.ui.present ? current : list.lastElementChild;
      requestAnimationFrame(scroll);
    },
    dispose() { if (resize) resize.disconnect(); },
  };
}
