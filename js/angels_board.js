// The angels drawing module, part 3: the board (time track, the void and the seven days, the day-work
// tracks, the angels' tokens), what is lit, and what a click means. Targets (genesis_nb/angels/ui.py):
// `cube:<e>`, `sq:<track>:<square>`, `track:<t>`, `work:<day>`, `pass`. An unlit click sends the action
// it would mean with nothing paid, so that the rules say why it cannot be done.

const GAME = {
  rootClass: "gnb-angels",
  mount(sh) {
    const { T, model } = sh;
    const board = svg("svg", { class: "gnb-board", viewBox: `0 0 ${G.width} ${G.height}`, role: "group" }, sh.boardWrap);
    const layerBoard = svg("g", { class: "gnb-layer-board" }, board);
    const layerGod = svg("g", { class: "gnb-layer-god" }, board);
    const layerTokens = svg("g", { class: "gnb-layer-tokens" }, board);
    const A = angelsContext(sh);
    const tokenEls = new Map();
    let godEl = null;
    let prevMarkers = null;
    let built = null;

    const rowY = (t) => G.rowTop + t * (G.rowH + G.rowGap);
    const sqX = (i) => G.sqX + i * (G.sqW + G.sqGap);
    const tokenXY = (t, i) => [sqX(i) + G.sqW / 2, rowY(t) + 64];

    // what a click on a square means: gather there on one's own day during the turns, else move there
    function clickSquare(tr, i, elx) {
      const view = A.full();
      const key = `sq:${tr}:${i}`;
      if (sh.legal.lit(key)) { sh.click(key, elx); return; }
      const actor = view.actor;
      const me = actor !== null && actor !== undefined && view.phase === "player_turns" ? view.players[actor] : null;
      if (me && me.track === tr) sh.click(key, elx, { type: "gather", square: i, pay: [0, 0, 0], choice: 0 });
      else clickMove(tr, elx);
    }
    function clickMove(tr, elx) { sh.click(`track:${tr}`, elx, { type: "move", to: tr }); }
    function clickWork(d, elx) { sh.click(`work:${d}`, elx, { type: "day_work", day: d, pay: [0, 0, 0] }); }
    A.clickCube = (e, elx) => sh.click(`cube:${e}`, elx, { type: "choose_cube", essence: e });
    A.clickPass = (elx) => sh.click("pass", elx, { type: "pass" });

    function buildBoard(view) {
      const t = T();
      const L = A.letters();
      layerBoard.replaceChildren();
      const b = { texts: model.get("texts"), data: model.get("board_data"), rows: [], slots: [], days: [] };
      const tt = svg("g", { class: "gnb-time" }, layerBoard);
      svgText(tt, 2, 15, t.time_track, { class: "gnb-caption-svg" });
      const slotW = 30, slotH = 28, y = 30, startX = 8;
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
          const sx = gx + k * (slotW + 3);
          const slot = svg("rect", { x: sx, y: y + 4, width: slotW, height: slotH - 4, rx: 5, class: "gnb-slot" }, grp);
          svgTitle(slot, `${fmt(t.day, { day: view.tracks[d].name })}: ${t[times[k]]}`);
          drawTimeIcon(grp, sx + slotW / 2, y + 4 + (slotH - 4) / 2, k);
          b.slots[(d - 1) * 3 + k + 1] = { el: slot, x: sx + slotW / 2, y: y + 4 + (slotH - 4) / 2 };
        }
      }
      for (let tr = 0; tr < 8; tr++) b.rows.push(buildRow(view, tr, L, t));
      built = b;
    }

    function buildRow(view, tr, L, t) {
      const track = view.tracks[tr];
      const y0 = rowY(tr);
      const tname = A.trackName(view, tr);
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
        svgText(r.lab, G.labelW / 2, y0 + 24, fmt(t.day, { day: "" }).trim(), { class: "gnb-label-day", "text-anchor": "middle", "dominant-baseline": "central" });
        svgText(r.lab, G.labelW / 2, y0 + 54, track.name, { class: "gnb-label-num", "text-anchor": "middle", "dominant-baseline": "central" });
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
        svgText(g, x + 5, y0 + G.rowH - 12, i + 1, { class: "gnb-sqnum" });
        let base;
        if (tr < 7) {
          const opts = track.yields[i];
          if (opts.length === 1) drawYield(g, x + G.sqW / 2, y0 + 7, opts[0], L, 19, G.sqW - 6);
          else {
            // a choice: one framed option above the other
            opts.forEach((o, k) => {
              const yy = y0 + 6 + k * 22;
              svg("rect", { x: x + 3, y: yy - 1.5, width: G.sqW - 6, height: 21, rx: 9, class: "gnb-choice-pill" }, g);
              drawYield(g, x + G.sqW / 2, yy, o, L, 18, G.sqW - 10);
            });
          }
          base = fmt(t.square_title, { track: tname, square: i + 1, yields: opts.map(A.cubesWords).join(` ${t.or} `) });
        } else {
          const pts = track.rest[i];
          svg("circle", { cx: x + G.sqW / 2, cy: y0 + 24, r: 15, class: "gnb-rest" + (pts ? "" : " gnb-rest-zero") }, g);
          svgText(g, x + G.sqW / 2, y0 + 24.5, pts, { class: "gnb-rest-num", "text-anchor": "middle", "dominant-baseline": "central" });
          base = fmtN(t, "rest_title", pts, { square: i + 1, points: pts });
        }
        r.squares.push({ g, title: svgTitle(g, base), base });
        onActivate(g, () => clickSquare(tr, i, g));
      }
      if (track.cost) buildWork(r, track, y0, L, t, tname);
      else if (tr === 7) svgText(r.row, G.workX + 10, y0 + G.rowH / 2, t.rest, { class: "gnb-rest-caption", "dominant-baseline": "central" });
      return r;
    }

    function buildWork(r, track, y0, L, t, tname) {
      const wx = G.workX;
      const wa = svg("g", { class: "gnb-work", "data-day": r.track }, r.row);
      svg("rect", { x: wx, y: y0 + 4, width: G.width - wx - 2, height: G.rowH - 8, rx: 7, class: "gnb-work-bg" }, wa);
      svgText(wa, wx + 7, y0 + 17, t.cost, { class: "gnb-caption-svg" });
      drawCounted(wa, wx + 8, y0 + 22, track.cost, L, 19);
      svgText(wa, wx + 7, y0 + 55, t.bonus, { class: "gnb-caption-svg" });
      drawCounted(wa, wx + 8, y0 + 60, track.bonus, L, 19);
      track.circles.forEach((val, c) => {
        const cx = G.circleX + c * G.circleStep + 10;
        svgText(wa, cx, y0 + 20, val, { class: "gnb-circle-val", "text-anchor": "middle", "dominant-baseline": "central" });
        const circ = svg("circle", { cx, cy: y0 + 52, r: 11, class: "gnb-circle" }, wa);
        svgTitle(circ, fmt(t.circle_title, { day: track.name, circle: c + 1, points: val }));
        r.circles.push({ el: circ, cx, cy: y0 + 52, val });
      });
      r.markers = svg("g", { class: "gnb-markers" }, wa);
      r.markerKey = "";
      r.workBase = `${tname}: ${t.work_track}`;
      r.workTitle = svgTitle(wa, r.workBase);
      r.work = wa;
      onActivate(wa, () => clickWork(r.track, wa));
    }

    function drawBoard(view) {
      const t = T();
      if (!built || built.texts !== model.get("texts") || built.data !== model.get("board_data")) buildBoard(view);
      const b = built;
      const god = view.god.position;
      b.slots.forEach((sl, pos) => { setClass(sl.el, "gnb-passed", pos < god); setClass(sl.el, "gnb-now", pos === god); });
      for (let d = 1; d <= 7; d++) setClass(b.days[d], "gnb-active", d <= view.god.day);
      const here = b.slots[god] || b.slots[0];
      if (!godEl) {
        godEl = svg("g", { class: "gnb-god" }, layerGod);
        svg("circle", { r: 13, class: "gnb-god-halo" }, godEl);
        svg("polygon", { points: star(12, 11, 7.5), class: "gnb-god-rays" }, godEl);
        svg("circle", { r: 7.2, class: "gnb-god-core" }, godEl);
        godEl._title = svgTitle(godEl, "");
      }
      godEl._title.textContent = t.god;
      godEl.style.transform = `translate(${here.x}px, ${here.y}px)`;
      const actor = view.actor;
      const myTrack = actor !== null && actor !== undefined && view.phase === "player_turns" ? view.players[actor].track : null;
      const markersNow = new Set();
      for (const r of b.rows) {
        const tr = r.track;
        const track = view.tracks[tr];
        const canMove = sh.legal.lit(`track:${tr}`);
        setClass(r.row, "gnb-activated", track.activated);
        setClass(r.row, "gnb-dim", !track.activated);
        setClass(r.row, "gnb-mine", tr === myTrack);
        setClass(r.row, "gnb-lit", canMove);
        setClass(r.row, "gnb-move", canMove);
        r.bgTitle.textContent = `${r.name} (${track.activated ? t.activated : t.not_activated})`;
        r.labTitle.textContent = canMove ? sh.legal.label(`track:${tr}`) : r.name;
        setTabbable(r.lab, canMove);
        r.godBadge.style.display = tr > 0 && tr === view.god.day ? "" : "none";
        r.squares.forEach((sq, i) => {
          const key = `sq:${tr}:${i}`;
          const lit = sh.legal.lit(key);
          setClass(sq.g, "gnb-lit", lit);
          setTabbable(sq.g, lit);
          const title = lit ? sh.legal.label(key) : sq.base;
          if (sq.title.textContent !== title) sq.title.textContent = title;
        });
        if (r.work) drawWork(view, r, track, t, markersNow);
      }
      prevMarkers = markersNow;
    }

    function drawWork(view, r, track, t, markersNow) {
      const key = `work:${r.track}`;
      const lit = sh.legal.lit(key);
      setClass(r.work, "gnb-lit", lit);
      setTabbable(r.work, lit);
      r.workTitle.textContent = lit ? sh.legal.label(key) : r.workBase;
      r.circles.forEach((c, k) => setClass(c.el, "gnb-next", k === track.markers.length));
      const short = (model.get("board_data") || {}).short || [];
      const mk = track.markers.join(",") + "|" + short.join(",");
      track.markers.forEach((who, c) => markersNow.add(`${r.track}:${c}:${who}`));
      if (mk === r.markerKey) return;
      r.markerKey = mk;
      r.markers.replaceChildren();
      track.markers.forEach((who, c) => {
        const circle = r.circles[c];
        if (!circle) return;
        const id = `${r.track}:${c}:${who}`;
        const m = svg("g", { class: "gnb-marker" + (prevMarkers && !prevMarkers.has(id) ? " gnb-new" : ""), transform: `translate(${circle.cx},${circle.cy})` }, r.markers);
        const info = A.angelInfo(view, who);
        drawToken(m, info, 19);
        svgTitle(m, `${info.name}: ${fmt(t.circle_title, { day: track.name, circle: c + 1, points: circle.val })}`);
      });
    }

    function drawTokens(view) {
      const t = T();
      const n = view.players.length;
      const seen = new Set();
      const key = (info) => [info.dark, info.label, info.colour, info.shape].join("|");
      for (const track of view.tracks) {
        track.angels.forEach((id, i) => {
          seen.add(id);
          let g = tokenEls.get(id);
          const info = A.angelInfo(view, id);
          const [x, y] = tokenXY(track.index, i);
          if (!g) {
            g = svg("g", { class: "gnb-token" + (info.dark ? " gnb-dark" : ""), "data-angel": id }, layerTokens);
            g._ring = svg("circle", { r: 19, class: "gnb-ring" }, g);
            g._shape = drawToken(g, info, 28);
            g._title = svgTitle(g, "");
            tokenEls.set(id, g);
            g.style.transition = "none";
            g.style.transform = `translate(${x}px, ${y}px)`;
            g.getBoundingClientRect();
            g.style.transition = "";
          } else if (g._key !== key(info)) {
            g._shape.remove();
            g._shape = drawToken(g, info, 28);
            g.insertBefore(g._shape, g._title);
            setClass(g, "gnb-dark", info.dark);
          }
          g._key = key(info);
          g.style.transform = `translate(${x}px, ${y}px)`;
          g.dataset.track = String(track.index);
          g.dataset.square = String(i);
          g.classList.toggle("gnb-actor", id === view.actor && !view.over && id < n);
          g.classList.toggle("gnb-last", id === view.ui.last_seat && id !== view.actor);
          g._title.textContent = sentence(fmt(t.you_are_here, { name: info.name }));
        });
      }
      for (const [id, g] of tokenEls) if (!seen.has(id)) { g.remove(); tokenEls.delete(id); }
    }

    return Object.assign(angelsPanels(sh, A), {
      draw(view) {
        const full = A.full();
        if (!full) return;
        drawBoard(full);
        drawTokens(full);
        board.setAttribute("aria-label", T().title || "");
      },
    });
  },
};
