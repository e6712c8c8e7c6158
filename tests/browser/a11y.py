"""Helpers of the accessibility browser tests: a board played by its keys (the arrow keys' path to a key, found by
the board's own rule of moving to the nearest key that way), axe-core's serious and critical findings, and the
contrast of every text of a drawn board measured in the page (each SVG text's computed fill and opacity against the
pixels drawn under it, the texts hidden)."""

from __future__ import annotations

import io
from collections import Counter

import nbformat


def open_cells(lab, tmp_path, name: str, setup: str, show: str) -> None:
    """A notebook of two cells (``setup``, then ``show``) opened in JupyterLab and run."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(setup), nbformat.v4.new_code_cell(show)]
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()


#: Python run in the notebook's kernel: ``kb_moves(w)``, a lit move's keys (and the label to pick in its chooser)
#: and an unlit key the rules refuse (its keys, their sentence, the label to pick or None) on the board ``w``.
KERNEL_HELPERS = """
def kb_moves(w):
    from genesis_nb.board.drawing import unpack
    from genesis_nb.board.legal import group_actions, meanings
    from genesis_nb.picture_svg import marks_of

    spec, g = w.session.spec, w.game
    rules, st = g.rules, g.state
    marks = marks_of(unpack(w.drawing))
    targets = w.legal["targets"]
    lit = None
    for key, (n, _label, _options) in sorted(targets.items(), key=lambda kv: (kv[0].count(">"), kv[1][0])):
        if all(k in marks for k in key.split(">")):
            first = group_actions(spec, st, rules.legal_actions(st))[key][0]
            lit = [key.split(">"), spec.label(rules, st, first, g.lang) if n > 1 else None]
            break
    firsts = {k.split(">")[0] for k in targets}
    refused = None
    for key in marks:
        meant = None if key in firsts else spec.meaning(rules, st, (key,))
        if isinstance(meant, (list, tuple)):
            options = meanings(spec, rules, st, key)
            reasons = [g.why_not(a) for a in options]
            if options and all(r is not None for r in reasons):
                alike = len({r.message(g.lang) for r in reasons}) == 1
                pick = None if alike else spec.label(rules, st, options[0], g.lang)
                refused = [[key], reasons[0].message(g.lang), pick]
                break
        elif meant is not None:
            action = rules.registry.from_json(dict(meant)) if isinstance(meant, dict) else meant
            reason = g.why_not(action)
            if reason is not None:
                refused = [[key], reason.message(g.lang), None]
                break
    return {"lit": lit, "refused": refused}
"""

# The arrow keys' path from the key with the focus to `target`, by shell_keys.js's rule (the nearest key that way,
# favouring the keys straight ahead; Home and End the first and last key).
_PATH_JS = """
([rootSel, target]) => {
  const root = document.querySelector(rootSel);
  const els = [...root.querySelectorAll('.gnb-drawing .gnb-key')];
  const keys = els.map((r) => r.dataset.key);
  const at = new Map(els.map((r) => { const b = r.getBBox(); return [r.dataset.key, [b.x + b.width / 2, b.y + b.height / 2]]; }));
  function nearest(from, dx, dy) {
    const [x0, y0] = at.get(from);
    let best = null, score = Infinity;
    for (const k of keys) {
      if (k === from) continue;
      const [x, y] = at.get(k);
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along <= 1) continue;
      const s = along + 2.5 * Math.abs((x - x0) * dy - (y - y0) * dx);
      if (s < score) { score = s; best = k; }
    }
    return best;
  }
  const MOVES = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  const start = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  if (!at.has(start) || !at.has(target)) return null;
  const came = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const k = queue.shift();
    if (k === target) break;
    const steps = Object.entries(MOVES).map(([name, d]) => [name, nearest(k, ...d)]);
    steps.push(["Home", keys[0]], ["End", keys[keys.length - 1]]);
    for (const [name, to] of steps) {
      if (to && !came.has(to)) { came.set(to, [k, name]); queue.push(to); }
    }
  }
  if (!came.has(target)) return null;
  const path = [];
  for (let k = target; came.get(k); k = came.get(k)[0]) path.unshift(came.get(k)[1]);
  return path;
}
"""


def active_key(page) -> str | None:
    return page.evaluate("() => (document.activeElement && document.activeElement.dataset || {}).key || null")


def focus_board(page, root: str) -> str:
    """Give the board's one tab stop the focus (what Tab reaches); the key it is."""
    stops = page.locator(f"{root} .gnb-drawing .gnb-key[tabindex='0']")
    assert stops.count() == 1, "a drawn board has one tab stop"
    stops.focus()
    return active_key(page)


def arrow_to(page, root: str, key: str) -> None:
    """Move the focus from the key that has it to ``key`` by the arrow keys (and Home, End) alone."""
    path = page.evaluate(_PATH_JS, [root, key])
    assert path is not None, f"no way by the arrow keys from {active_key(page)} to {key}"
    for name in path:
        page.keyboard.press(name)
    assert active_key(page) == key, f"the arrow keys {path} led to {active_key(page)}, not to {key}"


def choose_by_keyboard(page, label: str | None) -> None:
    """In the chooser that has the focus, Tab to the option named ``label`` (None: the first) and press Enter."""
    page.wait_for_function("() => document.activeElement && document.activeElement.classList.contains('gnb-opt')")
    if label is not None:
        for _ in range(60):
            if page.evaluate("() => document.activeElement.getAttribute('title')") == label:
                break
            page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.getAttribute('title')") == label, label
    page.keyboard.press("Enter")


def chooser_open(page, root: str, timeout: float = 1500) -> bool:
    try:
        page.wait_for_function(
            f"() => {{ const c = document.querySelector('{root} .gnb-chooser'); return c && !c.hidden && "
            "c.contains(document.activeElement); }",
            timeout=timeout,
        )
    except Exception:
        return False
    return True


# ----------------------------------------------------------------------------------------------------------- axe

AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}


def axe_serious(page, selector: str | list[str], rules: list[str] | None = None) -> list[str]:
    """axe-core's serious and critical violations of the WCAG 2.1 A/AA rules (or of ``rules``) inside ``selector``
    (or each of a list of selectors). axe-core is put in the page once, on its first run there."""
    from axe_playwright_python.sync_playwright import Axe

    options = {"runOnly": {"type": "rule", "values": rules}, "resultTypes": ["violations"]} if rules else AXE_OPTIONS
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(Axe().axe_script)
    selectors = [selector] if isinstance(selector, str) else selector
    context = {"include": [[s] for s in selectors]}
    response = page.evaluate("([context, options]) => axe.run(context, options)", [context, options])
    out = []
    for v in response["violations"]:
        if v["impact"] in ("serious", "critical"):
            nodes = [(n["target"], (n.get("any") or [{}])[0].get("message", "")) for n in v["nodes"]][:4]
            out.append(f"{v['id']} ({v['impact']}): {v['help']} at {nodes}")
    return out


# ------------------------------------------------------------------------------------------------------ contrast

#: a page big enough for a whole board (and a lesson above it) in sight beside JupyterLab's side bar
WHOLE = {"width": 1800, "height": 2600}

_TEXTS_JS = """
(sel) => {
  const svg = document.querySelector(sel);
  const box = svg.getBoundingClientRect();
  // what is in sight: the viewport, cut by every scrolling box around the picture
  let sight = [0, 0, window.innerWidth, window.innerHeight];
  for (let e = svg.parentElement; e; e = e.parentElement) {
    const st = getComputedStyle(e);
    if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
    const c = e.getBoundingClientRect();
    if (c.width < 1 || c.height < 1) continue;   // a box of no size clips nothing it shows (display: contents...)
    sight = [Math.max(sight[0], c.left), Math.max(sight[1], c.top), Math.min(sight[2], c.right), Math.min(sight[3], c.bottom)];
  }
  const opacityOf = (e) => { let o = 1; for (; e && e !== svg.parentNode; e = e.parentNode) o *= parseFloat(getComputedStyle(e).opacity || '1'); return o; };
  const out = [];
  // each text drawn: the picture's own texts, and those of a definition a <use> draws (laid out for the measure by a
  // copy of it in the use's place, removed before the screenshot)
  const drawn = [];
  for (const t of svg.querySelectorAll('text')) if (!t.closest('defs')) drawn.push([t, '']);
  const copies = [];
  for (const u of svg.querySelectorAll('use')) {
    const id = (u.getAttribute('href') || u.getAttribute('xlink:href') || '').replace(/^#/, '');
    const ref = id && svg.querySelector(`[id="${CSS.escape(id)}"]`);
    if (!ref || !ref.querySelector('text')) continue;
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    for (const a of u.attributes) if (!['href', 'xlink:href', 'x', 'y', 'transform'].includes(a.name)) g.setAttribute(a.name, a.value);
    g.setAttribute('transform', `${u.getAttribute('transform') || ''} translate(${+u.getAttribute('x') || 0} ${+u.getAttribute('y') || 0})`);
    const copy = ref.cloneNode(true);
    copy.removeAttribute('id');
    g.appendChild(copy);
    u.parentNode.insertBefore(g, u);
    copies.push(g);
    for (const t of g.querySelectorAll('text')) drawn.push([t, ' (drawn by <use>)']);
  }
  for (const [t, how] of drawn) {
    const r = t.getBoundingClientRect();
    const cs = getComputedStyle(t);
    if (cs.visibility === 'hidden' || cs.display === 'none' || r.width < 1 || !t.textContent.trim()) continue;
    // outside the picture's own box: not drawn (a lesson's board shows a region of the picture)
    if (Math.min(r.right, box.right) - Math.max(r.left, box.left) < 2 || Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) < 2) continue;
    // a sliver of a text at the region's edge (less than half its height inside the picture's box): no text to
    // read there, only the ends of its strokes (the zoom's own checks, tests/lessons/test_lesson_zoom.py, keep
    // what is marked whole)
    if (Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) < (r.bottom - r.top) / 2) continue;
    // the part of it in sight: inside the picture's box and every scrolling box around it (a lesson's region cuts
    // texts at its edge; what is left of them is measured)
    const v = [Math.max(r.left, box.left, sight[0]), Math.max(r.top, box.top, sight[1]),
               Math.min(r.right, box.right, sight[2]), Math.min(r.bottom, box.bottom, sight[3])];
    const inSight = v[2] - v[0] >= 2 && v[3] - v[1] >= 2;
    const opacity = parseFloat(cs.fillOpacity || '1') * opacityOf(t);
    const m = t.getScreenCTM();
    const scale = m ? Math.hypot(m.a, m.b) : 1;
    out.push({ text: t.textContent.trim().slice(0, 30) + how, fill: cs.fill,
      stroke: cs.stroke, strokeWidth: parseFloat(cs.strokeWidth || '0') * scale, paintOrder: cs.paintOrder, opacity,
      px: parseFloat(cs.fontSize) * scale, weight: parseInt(cs.fontWeight, 10) || 400,
      x: v[0] - box.left, y: v[1] - box.top, w: v[2] - v[0], h: v[3] - v[1], inSight,
      where: [r.left, r.top, r.right, r.bottom].map(Math.round), sight: sight.map(Math.round) });
  }
  for (const g of copies) g.remove();
  return out;
}
"""


_HIDE_JS = """
(sel) => {
  const st = document.createElement('style');
  st.id = 'gnb-test-hide';
  st.textContent = `${sel} text { visibility: hidden !important; }`;
  document.head.appendChild(st);
  // the texts of a definition, where a <use> draws them, follow their own attributes
  for (const t of document.querySelector(sel).querySelectorAll('defs text')) {
    if (!t.hasAttribute('visibility')) { t.setAttribute('visibility', 'hidden'); t.dataset.gnbHidden = '1'; }
  }
}
"""
_SHOW_JS = """
(sel) => {
  // how many texts were still drawn (none: the screenshot was of the ground alone)
  const svg = document.querySelector(sel);
  const drawn = [...svg.querySelectorAll('text')].filter((t) => getComputedStyle(t).visibility !== 'hidden').length;
  document.getElementById('gnb-test-hide').remove();
  for (const t of document.querySelector(sel).querySelectorAll('[data-gnb-hidden]')) {
    t.removeAttribute('visibility');
    delete t.dataset.gnbHidden;
  }
  return drawn;
}
"""
#: the picture scrolled into sight, its texts measured (_TEXTS_JS), then hidden (_HIDE_JS): one call
_MEASURE_AND_HIDE_JS = f"""
(sel) => {{
  document.querySelector(sel).scrollIntoView({{block: 'nearest', inline: 'nearest'}});
  const texts = ({_TEXTS_JS})(sel);
  ({_HIDE_JS})(sel);
  return texts;
}}
"""


def _rgb(css: str) -> tuple[int, int, int] | None:
    if not css.startswith("rgb"):
        return None
    parts = css[css.index("(") + 1 : css.index(")")].replace("/", ",").split(",")
    return tuple(round(float(p)) for p in parts[:3])  # type: ignore[return-value]


def _lum(c: tuple[float, float, float]) -> float:
    lin = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    hi, lo = sorted((_lum(a), _lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _blend(fg: tuple[int, int, int], bg: tuple[int, int, int], alpha: float) -> tuple[float, float, float]:
    return tuple(alpha * f + (1 - alpha) * b for f, b in zip(fg, bg))  # type: ignore[return-value]


def svg_text_contrast(page, svg: str) -> tuple[int, list[str]]:
    """Every text of the SVG ``svg`` (a selector) against what is drawn under it: how many were measured, and those
    under 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold). The ground is read from a screenshot of the picture
    with its texts hidden: every colour covering a sixth of the text's box or more (a halo's colour where the text
    is drawn on a halo); the text's colour is its computed fill at its opacity over that ground."""
    from PIL import Image

    picture = page.locator(svg).first
    texts = page.evaluate(_MEASURE_AND_HIDE_JS, svg)
    try:
        shot = Image.open(io.BytesIO(picture.screenshot(animations="disabled"))).convert("RGB")
    finally:
        drawn = page.evaluate(_SHOW_JS, svg)
    assert drawn == 0, "the texts were hidden for the ground's screenshot"
    low = []
    for t in texts:
        if not t["inSight"]:  # cut off by the page or a scrolling box: the screenshot does not show its ground
            low.append(
                f"{t['text']!r} at {t['where']}: out of sight {t['sight']}, not measured (a wider or taller page?)"
            )
            continue
        fill = _rgb(t["fill"])
        if fill is None:
            low.append(f"{t['text']!r}: fill {t['fill']} cannot be measured")
            continue
        large = t["px"] >= 24 or (t["px"] >= 18.66 and t["weight"] >= 700)
        need = 3.0 if large else 4.5
        halo = _rgb(t["stroke"]) if t["paintOrder"].startswith("stroke") and t["strokeWidth"] >= 1.5 else None
        if halo is not None and halo != fill:
            grounds = [halo]
        else:
            right, bottom = min(int(t["x"] + t["w"]), shot.width), min(int(t["y"] + t["h"]), shot.height)
            box = (int(t["x"]) + 1, int(t["y"]) + 1, right - 1, bottom - 1)
            crop = shot.crop(box)
            pixels = (
                list(getattr(crop, "get_flattened_data", crop.getdata)()) if box[2] > box[0] and box[3] > box[1] else []
            )
            if not pixels:  # a box under 3 px: nothing to measure
                continue
            counts = Counter(pixels)
            grounds = [c for c, n in counts.items() if n * 6 >= len(pixels)] or [counts.most_common(1)[0][0]]
        worst = min(contrast(_blend(fill, g, t["opacity"]), g) for g in grounds)
        if worst < need:
            low.append(
                f"{t['text']!r} at {t['where']} {t['fill']} x{t['opacity']:.2f} on {grounds}: {worst:.2f} < {need}"
            )
    return len(texts), low


def page_contrast(page, root: str) -> list[str]:
    """The texts of a board (or a lesson with its board) under their contrast: the HTML by axe's color-contrast
    rule, the SVG texts of the drawn board measured on the picture."""
    found = axe_serious(page, root, rules=["color-contrast"])
    n, low = svg_text_contrast(page, f"{root} .gnb-drawing svg")
    assert n > 0, "a drawn board shows texts"
    return found + low
