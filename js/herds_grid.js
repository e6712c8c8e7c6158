// The herds drawing module, part 2: the grid (squares, volcanoes, tar pits, the river), the tiles with
// their species' marks, the area outlines, the last turn's rings, what is lit, the ghost of a picked
// terrain under the pointer. A click on a square goes to `onSquare(sq, element)` (herds_board.js).
//
// The grid is built once (and again only when the words or the board change); each update then only
// redraws the squares whose tile changed, switches classes, and redraws the outlines.

function herdsGrid(sh, H, onSquare) {
  const { T, model } = sh;
  const board = svg("svg", { class: "gnb-board gnb-h-board", role: "group" }, sh.boardWrap);
  const defs = svg("defs", null, board);
  drawPatterns(defs, H.uid);
  // bottom to top: the squares, area outlines, species marks, the last turn's rings, scoring, hover
  const [layerCells, layerLines, layerMarks, layerLast, layerScore, layerHover] =
    ["cells", "lines", "marks", "last", "score", "hover"].map((n) => svg("g", { class: `gnb-h-layer-${n}` }, board));
  let built = null;

  function build(data) {
    const t = T();
    layerCells.replaceChildren();
    layerMarks.replaceChildren();
    const width = H.colX(data.columns - 1, data) + HG.cell + HG.right;
    const height = H.rowY(data.rows - 1) + HG.cell + HG.bottom;
    board.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const b = { texts: model.get("texts"), data, cells: [] };
    // column letters and row numbers (the squares' names, as the notation writes them)
    for (let c = 0; c < data.columns; c++) {
      svgText(layerCells, H.colX(c, data) + HG.cell / 2, HG.top - 8, data.names[c][0], { class: "gnb-h-coord", "text-anchor": "middle" });
    }
    for (let r = 0; r < data.rows; r++) {
      svgText(layerCells, HG.left - 7, H.rowY(r) + HG.cell / 2, String(r + 1), { class: "gnb-h-coord", "text-anchor": "end", "dominant-baseline": "central" });
    }
    // the river, between the columns on its two banks
    const rx = H.colX(data.river_after - 1, data) + HG.cell;
    const top = HG.top - 2, bottom = H.rowY(data.rows - 1) + HG.cell + 2;
    let d = `M${rx + 3},${top}`;
    for (let y = top; y < bottom; y += 16) d += " q5,4 0,8 q-5,4 0,8";
    d += ` L${rx + HG.river - 3},${bottom}`;
    for (let y = bottom; y > top; y -= 16) d += " q5,-4 0,-8 q-5,-4 0,-8";
    const river = svg("g", { class: "gnb-h-river" }, layerCells);
    svg("path", { d: d + " Z", class: "gnb-h-river-water" }, river);
    svgText(river, rx + HG.river / 2, (top + bottom) / 2, t.river, {
      class: "gnb-h-river-word", "text-anchor": "middle", "dominant-baseline": "central",
      transform: `rotate(-90 ${rx + HG.river / 2} ${(top + bottom) / 2})`,
    });
    svgTitle(river, t.river_title);
    for (let sq = 0; sq < data.kinds.length; sq++) b.cells.push(buildCell(sq, data, t));
    built = b;
  }

  function buildCell(sq, data, t) {
    const [x, y] = H.cellXY(sq, data);
    const kind = data.kinds[sq];
    const g = svg("g", { class: "gnb-h-cell", "data-square": sq, "data-name": data.names[sq] }, layerCells);
    const bg = svg("rect", { x, y, width: HG.cell, height: HG.cell, class: "gnb-h-bg" }, g);
    const fixed = svg("g", { class: "gnb-h-fixed" }, g);         // a volcano's or tar pit's picture
    const content = svg("g", { class: "gnb-h-content" }, g);     // a tile
    const mark = svg("g", { class: "gnb-h-markslot", transform: `translate(${x + HG.cell / 2},${y + HG.cell / 2 + 2})` }, layerMarks);
    let base;
    if (kind === "V") {
      g.classList.add("gnb-h-blocked", "gnb-h-volcano");
      svg("path", { d: `M${x + 9},${y + 38} L${x + 19},${y + 17} L${x + 27},${y + 17} L${x + 37},${y + 38} Z`, class: "gnb-h-volcano-cone" }, fixed);
      svg("path", { d: `M${x + 20},${y + 15} q3,-7 6,0 M${x + 23},${y + 12} v-5`, class: "gnb-h-volcano-smoke" }, fixed);
      svgText(fixed, x + 4, y + 12, "V", { class: "gnb-h-kind-letter" });
      base = fmt(t.volcano_title, { square: data.names[sq] });
    } else if (kind === "T") {
      g.classList.add("gnb-h-blocked", "gnb-h-tar");
      svg("circle", { cx: x + 18, cy: y + 28, r: 6.5, class: "gnb-h-tar-bubble" }, fixed);
      svg("circle", { cx: x + 30, cy: y + 21, r: 4.2, class: "gnb-h-tar-bubble" }, fixed);
      svg("circle", { cx: x + 30, cy: y + 34, r: 2.8, class: "gnb-h-tar-bubble" }, fixed);
      svgText(fixed, x + 4, y + 12, "T", { class: "gnb-h-kind-letter" });
      base = fmt(t.tar_title, { square: data.names[sq] });
    } else if (!data.in_play[sq]) {
      g.classList.add("gnb-h-out");
      bg.style.fill = `url(#${H.uid}-out)`;
      base = fmt(t.out_title, { square: data.names[sq] });
    } else {
      base = fmt(t.vacant_title, { square: data.names[sq] });
    }
    const title = svgTitle(g, base);
    onActivate(g, () => onSquare(sq, g));
    g.addEventListener("mouseenter", () => hover(sq));
    g.addEventListener("mouseleave", () => hover(null));
    return { g, bg, content, mark, title, base, kind, inPlay: kind === "." && data.in_play[sq], code: null, x, y };
  }

  function drawTile(c, code, view, data) {
    c.content.replaceChildren();
    c.mark.replaceChildren();
    if (code <= 0) return;
    const ti = H.terrainOfCode(code);
    const terrain = TERRAIN_NAMES[ti];
    const p = view.players[H.seatOfCode(code)];
    svg("rect", { x: c.x, y: c.y, width: HG.cell, height: HG.cell, fill: `url(#${H.uid}-${terrain})`, class: "gnb-h-tilebg" }, c.content);
    svgText(c.content, c.x + 4, c.y + 12, data.terrain_letters[ti], { class: "gnb-h-tletter", fill: TERRAIN_STYLE[terrain].ink, stroke: TERRAIN_STYLE[terrain].fill });
    if (p) drawMark(c.mark, H.shapeOf(p.species), p.mark, 21);
  }

  function tileTitle(sq, view, data) {
    const code = view.cells[sq];
    const of = H.of(view);
    const a = of.area[sq];
    const p = view.players[H.seatOfCode(code)];
    return fmt(T().tile_title, {
      square: data.names[sq], terrain: H.terrainWord(TERRAIN_NAMES[H.terrainOfCode(code)]), species: H.speciesWord(p.species),
      name: p.name, herd: view.herd_rows[of.herd[sq]][2], area: `A${a + 1}`, tiles: fmtN(T(), "tiles_n", view.area_rows[a][1]),
    });
  }

  // the words of a lit square: what a click there does now
  function litTitle(c, key) {
    const t = T();
    if (H.armed) return `${c.base} — ${fmt(H.armed.one ? t.click_to_place_one : t.click_to_place, { terrain: H.terrainWord(H.armed.terrain) })}`;
    const opts = sh.legal.options(key);
    if (sh.legal.count(key) === 1 && opts && opts.length === 1) {
      const json = opts[0][0];
      return `${c.base} — ${fmt(json.type === "place_one" ? t.click_to_place_one : t.click_to_place, { terrain: H.terrainWord(json.terrain) })}`;
    }
    return `${c.base} — ${t.click_to_choose}`;
  }

  function draw(view) {
    const t = T();
    const data = H.data();
    if (!built || built.texts !== model.get("texts") || built.data !== data) build(data);
    const cut = new Set(view.cut_off);
    const last = new Set(view.ui.last || []);
    const scoring = H.showScoring(view);
    const of = H.of(view);
    built.cells.forEach((c, sq) => {
      const code = view.cells[sq];
      if (c.code !== code) {
        const wasVacant = c.code === 0;
        drawTile(c, code, view, data);
        if (wasVacant && code > 0) { c.g.classList.remove("gnb-h-new"); void c.g.getBoundingClientRect(); c.g.classList.add("gnb-h-new"); }
        c.code = code;
      }
      const key = `sq:${sq}`;
      const lit = sh.legal.lit(key);
      c.g.dataset.code = String(code);
      setClass(c.g, "gnb-h-tile", code > 0);
      setClass(c.g, "gnb-h-vacant", code === 0 && c.inPlay);
      setClass(c.g, "gnb-h-lit", lit);
      setClass(c.g, "gnb-h-cut", cut.has(sq));
      setClass(c.g, "gnb-h-last", last.has(sq));
      const small = code > 0 && view.area_rows[of.area[sq]][2] === 0;
      setClass(c.g, "gnb-h-noscore", scoring && small);
      setClass(c.mark, "gnb-h-noscore", scoring && small);
      setTabbable(c.g, lit);
      if (code === 0 && c.inPlay) c.bg.style.fill = cut.has(sq) ? `url(#${H.uid}-cut)` : "";
      let title = c.base;
      if (code > 0) title = tileTitle(sq, view, data);
      else if (lit) title = litTitle(c, key);
      if (code === 0 && cut.has(sq)) title += `\n${t.cut_title}`;
      if (c.title.textContent !== title) c.title.textContent = title;
    });
    layerLast.replaceChildren();
    for (const sq of last) {
      if (view.cells[sq] <= 0) continue;
      const [x, y] = H.cellXY(sq, data);
      const ring = { x: x + 4.5, y: y + 4.5, width: HG.cell - 9, height: HG.cell - 9, rx: 5 };
      svg("rect", Object.assign({ class: "gnb-h-lastring-under" }, ring), layerLast);
      svg("rect", Object.assign({ class: "gnb-h-lastring" }, ring), layerLast);
    }
    setClass(board, "gnb-h-can-act", sh.legal.keys().length > 0);
    setClass(board, "gnb-h-armed", !!H.armed);
    drawLines(view, data);
    board.setAttribute("aria-label", t.title || "");
  }

  // Area outlines (thick) and herd boundaries inside an area (dashed); a bridge where an area crosses
  // the river (with three or four players the river changes nothing: its banks touch).
  function drawLines(view, data) {
    layerLines.replaceChildren();
    const cols = data.columns, n = data.kinds.length;
    const { area, herd } = H.of(view);
    let outer = "", inner = "";
    for (let sq = 0; sq < n; sq++) {
      if (area[sq] < 0) continue;
      const [x, y] = H.cellXY(sq, data);
      const c = sq % cols;
      const sides = [
        [sq - cols, sq >= cols, `M${x},${y} h${HG.cell}`],
        [sq + cols, sq + cols < n, `M${x},${y + HG.cell} h${HG.cell}`],
        [sq - 1, c > 0, `M${x},${y} v${HG.cell}`],
        [sq + 1, c < cols - 1, `M${x + HG.cell},${y} v${HG.cell}`],
      ];
      for (const [nb, exists, path] of sides) {
        if (!exists || area[nb] !== area[sq]) outer += path;
        else if (herd[nb] !== herd[sq] && nb > sq) inner += path;
        if (exists && nb === sq + 1 && c === data.river_after - 1 && area[nb] === area[sq]) {
          const terrain = TERRAIN_NAMES[H.terrainOfCode(view.cells[sq])];
          svg("rect", { x: x + HG.cell - 1, y: y + HG.cell * 0.3, width: HG.river + 2, height: HG.cell * 0.4, fill: `url(#${H.uid}-${terrain})`, class: "gnb-h-bridge" }, layerLines);
        }
      }
    }
    if (inner) svg("path", { d: inner, class: "gnb-h-herdline" }, layerLines);
    if (outer) svg("path", { d: outer, class: "gnb-h-arealine" }, layerLines);
  }

  // the picked terrain's tile, faint, on the lit square under the pointer
  function hover(sq) {
    layerHover.replaceChildren();
    const view = H.view();
    if (sq === null || !H.armed || !view || !sh.legal.lit(`sq:${sq}`)) return;
    const data = H.data();
    const [x, y] = H.cellXY(sq, data);
    const p = view.players[view.actor];
    const g = svg("g", { class: "gnb-h-ghost" }, layerHover);
    svg("rect", { x: x + 1, y: y + 1, width: HG.cell - 2, height: HG.cell - 2, fill: `url(#${H.uid}-${H.armed.terrain})` }, g);
    const m = svg("g", { transform: `translate(${x + HG.cell / 2},${y + HG.cell / 2 + 2})` }, g);
    if (p) drawMark(m, H.shapeOf(p.species), p.mark, 21);
  }

  // the squares of one area stand out (a scoring card under the pointer); null: none
  function focusArea(a) {
    const view = H.view();
    if (!built || !view) return;
    const of = H.of(view);
    setClass(board, "gnb-h-focusing", a !== null);
    built.cells.forEach((c, sq) => setClass(c.g, "gnb-h-focus", a !== null && of.area[sq] === a));
  }

  // the picked terrain changed: the squares' words and the board's class (no other redraw needed)
  function armedChanged(view) {
    if (!built) return;
    setClass(board, "gnb-h-armed", !!H.armed);
    built.cells.forEach((c, sq) => {
      const key = `sq:${sq}`;
      if (view.cells[sq] !== 0 || !sh.legal.lit(key)) return;
      let title = litTitle(c, key);
      if (view.cut_off.includes(sq)) title += `\n${T().cut_title}`;
      c.title.textContent = title;
    });
    layerHover.replaceChildren();
  }

  return { board, layerScore, draw, focusArea, armedChanged };
}
