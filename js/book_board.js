// The book drawing module, part 3: the field, what is lit, and what a click means. Targets
// (genesis_nb/book/ui.py): `hex:<h>` (flip, look, a Throne), `mv:<from>:<to>` (travel, eat, gallop, mount,
// dismount, fortify, congregate, move mountain, cast), `cr:<from>:<target>` (crucify), `ab:<from>:<name>`
// (resurrect, prophecy, purge, ekballo). Selecting a piece is the board's own state; the rules say what
// is legal. An unlit click sends the action it would mean, for the rules to refuse in their own words.

const GAME = {
  rootClass: "gnb-book",
  mount(sh) {
    const { T, model } = sh;
    const B = bookContext(sh);
    const S = { sel: null, crucify: false, key: "" };       // the selected piece, the crucify mode
    const board = svg("svg", { class: "gnb-board gnb-book-field", role: "group" }, sh.boardWrap);
    const layerHex = svg("g", null, board);
    const layerPieces = svg("g", null, board);
    let built = null;                                        // {data, cells: Map hex -> {g, poly, title, cx, cy}}

    function build() {
      const data = B.data();
      layerHex.replaceChildren();
      const cells = new Map();
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      for (const [h, label, q, r, boardNo] of data.field || []) {
        const [cx, cy] = hexCentre(q, r);
        minX = Math.min(minX, cx); maxX = Math.max(maxX, cx); minY = Math.min(minY, cy); maxY = Math.max(maxY, cy);
        const g = svg("g", { class: `gnb-hex gnb-board-${boardNo % 4}`, "data-hex": h }, layerHex);
        const poly = svg("polygon", { points: hexPoints(cx, cy, HEX - 1), class: "gnb-hex-bg" }, g);
        svgText(g, cx, cy - 22, label, { class: "gnb-hex-label", "text-anchor": "middle", "dominant-baseline": "central" });
        const title = svgTitle(g, label);
        onActivate(g, () => clickHex(h, g));
        cells.set(h, { g, poly, title, cx, cy });
      }
      const pad = HEX + 4;
      board.setAttribute("viewBox", `${(minX - pad).toFixed(0)} ${(minY - pad).toFixed(0)} ${(maxX - minX + 2 * pad).toFixed(0)} ${(maxY - minY + 2 * pad).toFixed(0)}`);
      built = { data, cells };
    }

    const mine = (view, c) => {
      const info = B.pieceInfo(c);
      return !!(info && c && !c.d && info.seat === view.actor && view.ui.decides);
    };
    const keysFrom = (h) => sh.legal.keys().filter((k) => k.startsWith(`mv:${h}:`) || k.startsWith(`ab:${h}:`) || k.startsWith(`cr:${h}:`));

    function clickHex(h, elx) {
      const view = sh.view();
      const c = B.cellAt(view, h);
      if (S.sel !== null) {
        if (h === S.sel) { S.sel = null; S.crucify = false; sh.redraw(); return; }
        if (S.crucify) {
          // lit: the chooser lists the graves the sacrifice may go to; unlit: the rules say why not
          const other = (view.players || []).find((p) => p.seat !== view.actor);
          sh.click(`cr:${S.sel}:${h}`, elx, { type: "crucify", frm: S.sel, target: h, grave: other ? other.seat : 0 });
          return;
        }
        const key = `mv:${S.sel}:${h}`;
        if (sh.legal.lit(key)) { sh.click(key, elx); return; }
        if (mine(view, c) && keysFrom(h).length) { S.sel = h; S.crucify = false; sh.redraw(); return; }
        const enemy = c && !c.d && B.pieceInfo(c) && B.pieceInfo(c).seat !== view.actor;
        sh.click(key, elx, enemy ? { type: "eat", frm: S.sel, to: h } : { type: "travel", frm: S.sel, to: h, altar: null });
        return;
      }
      const key = `hex:${h}`;
      if (sh.legal.lit(key)) { sh.click(key, elx); return; }
      if (mine(view, c)) { S.sel = h; S.crucify = false; sh.redraw(); return; }
      if (view.phase === "thrones") sh.click(key, elx, { type: "place_throne", hex: h });
      else if (view.phase === "peek") sh.click(key, elx, { type: "peek", hex: h });
      else sh.click(key, elx, { type: "flip", hex: h });
    }

    function draw(view) {
      if (!built || built.data !== B.data()) build();
      const stateKey = `${view.ui.ply}|${view.ui.total}|${view.actor}|${view.ui.decides}`;
      if (stateKey !== S.key) { S.key = stateKey; S.sel = null; S.crucify = false; }
      if (S.sel !== null && !keysFrom(S.sel).length) { S.sel = null; S.crucify = false; }
      const t = T();
      const byHex = new Map((view.cells || []).map((c) => [c.h, c]));
      const targets = new Set();
      const selectable = new Set();
      for (const k of sh.legal.keys()) {
        const [kind, a, b] = k.split(":");
        if (S.sel === null) {
          if (kind === "hex") targets.add(Number(a));
          else selectable.add(Number(a));
        } else if (Number(a) === S.sel && ((kind === "mv" && !S.crucify) || (kind === "cr" && S.crucify))) targets.add(Number(b));
      }
      layerPieces.replaceChildren();
      for (const [h, cell] of built.cells) {
        const c = byHex.get(h) || null;
        setClass(cell.g, "gnb-lit", targets.has(h));
        setClass(cell.g, "gnb-selectable", selectable.has(h));
        setClass(cell.g, "gnb-selected", S.sel === h);
        setClass(cell.g, "gnb-last", (view.ui.touched || []).includes(h));
        setTabbable(cell.g, targets.has(h) || selectable.has(h) || S.sel === h);
        let title = B.describe(view, c, h);
        const key = S.sel === null ? `hex:${h}` : `${S.crucify ? "cr" : "mv"}:${S.sel}:${h}`;
        if (sh.legal.lit(key)) title += `\n${sh.legal.label(key)}`;
        if (cell.title.textContent !== title) cell.title.textContent = title;
        if (!c) continue;
        const g = svg("g", { transform: `translate(${cell.cx},${cell.cy + 5})`, class: "gnb-cellpiece", "data-hex": h }, layerPieces);
        if (c.d) {
          const info = B.pieceInfo(c);
          const known = c.k ? (info ? { code: info.code, colour: info.colour } : { code: B.code(c.l || "?"), colour: null }) : null;
          drawBack(g, known);
          if (c.n > 1) svgText(g, 14, 16, `×${c.n}`, { class: "gnb-height", "text-anchor": "middle", "dominant-baseline": "central" });
          if (c.e && c.e.length) drawPeeks(g, c.e, B.data().colours || [], B.data().shapes || [], 0, 0);
          continue;
        }
        const info = B.pieceInfo(c);
        if (c.l) drawLandmark(g, c.l, B.code(c.l), 0, 0, !info);
        if (info) drawCharacter(g, info);
      }
      board.setAttribute("aria-label", t.title || "");
    }

    return Object.assign(bookPanels(sh, B, S), {
      draw,
      onKey(ev) { if (ev.key === "Escape" && S.sel !== null) { S.sel = null; S.crucify = false; sh.redraw(); } },
    });
  },
};
