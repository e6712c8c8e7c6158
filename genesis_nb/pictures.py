"""Static pictures of positions: SVG text built by hand, for notebooks that must show a position without
a running kernel (nbviewer, GitHub, exported HTML), as python-chess's ``_repr_svg_`` does for chess.

Pure Python: no Jupyter import, no drawing library. A game draws its picture in ``genesis_nb/<game>/picture.py``
from ``rules.view(state, observer)`` (and its fixed board data) only, so a picture never shows what its
observer may not know; its rules class exposes it as ``rules.picture(state, observer, lang, highlight)``.

What is shared here (the book's picture reuses it):

- ``Svg`` (written in ``picture_svg``): an escaping builder (every text and attribute is escaped; ids are
  made unique per picture so that two pictures inlined in one page cannot borrow each other's patterns);
  ``text`` refuses a font size under ``MIN_FONT`` (12 px at the picture's natural size: readable on a
  projector);
- ``esc``, ``text_width``, ``fit`` and ``wrap`` for words in a given width; ``place`` for where a word
  goes among others (the first free spot of a few);
- ``token``: a player's piece as a shape with a letter on it (colour is never the only cue);
- ``header``, ``legend``, ``panel``, ``ring`` (the highlight of the last action), ``hatch`` and ``dots``
  (patterns that tell things apart without colour);
- ``picture(game, ply, observer, lang)``: a game's position as a ``core.picture.Picture``, with what the last
  action changed ringed (the before and after of a rulebook example).

A picture is about 900 px wide or less; every text is 12 px or more at that size.

A game gets a picture with a module ``genesis_nb/<game>/picture.py`` holding
``draw(rules, state, observer, lang, highlight) -> str`` (from ``rules.view(state, observer)`` and the
game's fixed board data, nothing else) and ``changes(rules, before, after, observer)`` (the ``highlight``
of what differs between two positions' views); its rules (a ``core.boundrules.BoundRules``) then have
``rules.picture(state, observer, lang, highlight)``, and its ``Picture`` may build on
``picture_parts.PictureParts`` (the observer's line, the note on a reconstructed board).
``tests/test_pictures.py`` then checks it with the other games'.
"""

from __future__ import annotations

import importlib
import math
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

from .picture_svg import (
    FONT,
    HIGHLIGHT,
    INHERITED,
    INK,
    LINE,
    MAX_WIDTH,
    MIN_FONT,
    PANEL,
    PAPER,
    SERIF,
    SOFT,
    Ref,
    Svg,
    esc,
    num,
    titled,
)

__all__ = [
    "FONT",
    "HIGHLIGHT",
    "INHERITED",
    "INK",
    "LINE",
    "MAX_WIDTH",
    "MIN_FONT",
    "PANEL",
    "PAPER",
    "SERIF",
    "SOFT",
    "titled",
    "Box",
    "LegendItem",
    "Ref",
    "Svg",
    "box_at",
    "dots",
    "esc",
    "fit",
    "hatch",
    "header",
    "legend",
    "num",
    "overlap",
    "panel",
    "picture",
    "place",
    "polygon_points",
    "ring",
    "ring_circle",
    "star_points",
    "text_width",
    "token",
    "wrap",
]

# ------------------------------------------------------------------------------------------ words
_NARROW = set("iljI.,:;'!|")
_THIN = set("tfr()[] -")
_WIDE = set("mwMWOQG@%&")


def text_width(s: str, size: float, bold: bool = False) -> float:
    """An estimate of the width of ``s`` at ``size`` px in a sans-serif font, on the wide side (measured
    against DejaVu Sans, the widest of the usual fallbacks), so that words placed by it never overlap."""
    return _ems(str(s)) * size * (1.12 if bold else 1.0)


@lru_cache(maxsize=4096)
def _ems(s: str) -> float:
    """``text_width`` of ``s`` at 1 px (the same words are measured again on every picture)."""
    w = 0.0
    for c in s:
        if c in _NARROW:
            w += 0.3
        elif c in _THIN:
            w += 0.4
        elif c in _WIDE:
            w += 1.0
        elif c.isupper() or c.isdigit():
            w += 0.68
        elif ord(c) > 0x2000:
            w += 0.9
        else:
            w += 0.62
    return w


def fit(s: str, size: float, width: float, bold: bool = False) -> str:
    """``s`` shortened with an ellipsis until it fits ``width``."""
    s = str(s)
    if text_width(s, size, bold) <= width:
        return s
    while s and text_width(s + "…", size, bold) > width:
        s = s[:-1]
    return s.rstrip() + "…"


def wrap(s: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``s`` broken into lines of at most ``width`` (a word longer than a line is shortened)."""
    lines: list[str] = []
    line = ""
    for word in str(s).split():
        trial = f"{line} {word}" if line else word
        if text_width(trial, size, bold) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return [fit(x, size, width, bold) for x in lines] or [""]


# --------------------------------------------------------------------------------------- geometry
def polygon_points(n: int, r: float, rotation: float = -math.pi / 2, cx: float = 0, cy: float = 0) -> str:
    return " ".join(
        f"{num(cx + r * math.cos(rotation + 2 * math.pi * i / n))},"
        f"{num(cy + r * math.sin(rotation + 2 * math.pi * i / n))}"
        for i in range(n)
    )


def star_points(n: int, outer: float, inner: float, cx: float = 0, cy: float = 0) -> str:
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / n
        pts.append(f"{num(cx + r * math.cos(a))},{num(cy + r * math.sin(a))}")
    return " ".join(pts)


#: A box: left, top, right, bottom (px).
Box = tuple[float, float, float, float]


def box_at(cx: float, cy: float, w: float, h: float) -> Box:
    """The box of ``w`` by ``h`` centred on (cx, cy)."""
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def place(candidates: Sequence[Box], taken: list[tuple[Box, float]], bounds: Box | None = None) -> int:
    """Where a word goes: the first of ``candidates`` (boxes, best first) that overlaps nothing ``taken``
    (boxes with a weight: 1 for words and pieces, less for what a word may cross) and lies inside ``bounds``;
    else the one that overlaps least. Its box joins ``taken``; returns its index."""
    best, best_cost = 0, math.inf
    for i, c in enumerate(candidates):
        x0, y0, x1, y1 = c  # only the boxes that may overlap it are measured (the others add nothing)
        cost = sum(
            [weight * overlap(c, t) for t, weight in taken if t[0] < x1 and x0 < t[2] and t[1] < y1 and y0 < t[3]]
        )
        if bounds is not None:
            cost += (c[2] - c[0]) * (c[3] - c[1]) - overlap(c, bounds)
        if cost < best_cost - 1e-6:
            best, best_cost = i, cost
        if cost <= 1e-6:
            break
    taken.append((candidates[best], 1.0))
    return best


# ------------------------------------------------------------------------------------------ patterns
def hatch(
    svg: Svg,
    name: str,
    colour: str = "#8d8470",
    gap: float = 7,
    width: float = 1.4,
    background: str | None = None,
    angle: int = 45,
) -> str:
    """Diagonal lines (a fill that says "not this" without colour): returns ``url(#...)``."""
    bg = f'<rect width="{num(gap)}" height="{num(gap)}" fill="{background}"/>' if background else ""
    svg.define(
        name,
        f'<pattern id="{svg.ref(name)}" width="{num(gap)}" height="{num(gap)}" '
        f'patternUnits="userSpaceOnUse" patternTransform="rotate({angle})">{bg}'
        f'<line x1="0" y1="0" x2="0" y2="{num(gap)}" stroke="{colour}" stroke-width="{num(width)}"/>'
        f"</pattern>",
    )
    return svg.url(name)


def dots(
    svg: Svg, name: str, colour: str = "#b9b09c", gap: float = 9, r: float = 1.2, background: str | None = None
) -> str:
    """A dotted fill: returns ``url(#...)``."""
    bg = f'<rect width="{num(gap)}" height="{num(gap)}" fill="{background}"/>' if background else ""
    svg.define(
        name,
        f'<pattern id="{svg.ref(name)}" width="{num(gap)}" height="{num(gap)}" '
        f'patternUnits="userSpaceOnUse">{bg}<circle cx="{num(gap / 2)}" cy="{num(gap / 2)}" '
        f'r="{num(r)}" fill="{colour}"/></pattern>',
    )
    return svg.url(name)


# ------------------------------------------------------------------------------------------- pieces
def token(
    svg: Svg,
    x: float,
    y: float,
    shape: str,
    size: float,
    fill: str,
    label: str = "",
    ink: str = "#1b1b1b",
    stroke: str = "#1b1b1b",
    stroke_width: float = 1.4,
    font: float | None = None,
) -> None:
    """A piece centred on (x, y): ``shape`` (circle, square, diamond, hexagon, triangle, pentagon, star)
    of ``size`` px, filled with ``fill``, with ``label`` (one or two letters) on it."""
    r = size / 2
    common = dict(fill=fill, stroke=stroke, stroke_width=stroke_width)
    dy = 0.0
    if shape == "circle":
        svg.circle(x, y, r, **common)
    elif shape == "square":
        svg.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, rx=3, **common)
    elif shape == "diamond":
        svg.polygon(polygon_points(4, r * 1.2, -math.pi / 2, x, y), **common)
    elif shape == "hexagon":
        svg.polygon(polygon_points(6, r * 1.06, 0, x, y), **common)
    elif shape == "triangle":
        svg.polygon(polygon_points(3, r * 1.42, -math.pi / 2, x, y + r * 0.2), **common)
        dy = r * 0.26
    elif shape == "pentagon":
        svg.polygon(polygon_points(5, r * 1.1, -math.pi / 2, x, y), **common)
        dy = r * 0.07
    else:
        svg.polygon(star_points(8, r * 1.2, r * 0.84, x, y), **common)
    if label:
        size_px = font or max(MIN_FONT, size * (0.52 if len(label) == 1 else 0.42))
        svg.text(x, y + dy + 0.5, label, size_px, bold=800, anchor="middle", middle=True, fill=ink)


def ring(svg: Svg, x: float, y: float, w: float, h: float, r: float = 6) -> None:
    """The highlight of what the last action changed: a dashed blue frame on a white halo."""
    svg.rect(x, y, w, h, rx=r, fill="none", stroke="#ffffff", stroke_width=5)
    svg.rect(x, y, w, h, rx=r, fill="none", stroke=HIGHLIGHT, stroke_width=2.6, stroke_dasharray="6 3")


def ring_circle(svg: Svg, cx: float, cy: float, r: float) -> None:
    svg.circle(cx, cy, r, fill="none", stroke="#ffffff", stroke_width=5)
    svg.circle(cx, cy, r, fill="none", stroke=HIGHLIGHT, stroke_width=2.6, stroke_dasharray="6 3")


def header(svg: Svg, x: float, y: float, title: str, lines: Sequence[str] = (), width: float | None = None) -> float:
    """A title (20 px) and status lines (15 px) from (x, y) down; returns the y below them. Drawn ``untitled``
    (``picture_svg``, a live board): not drawn, ``left_to_head``."""
    width = width or svg.width - 2 * x
    parts = [part for line in lines for part in wrap(line, 15, width)]
    below = y + 30 + 21 * len(parts) + 4
    if not titled():  # the same height left, not drawn: what lies below keeps its place in every picture
        return left_to_head(svg, below, title, lines)
    svg.text(x, y + 20, fit(title, 21, width, True), 21, bold=True)
    for i, part in enumerate(parts):
        svg.text(x, y + 45 + 21 * i, part, 15, fill=INK)
    return below


def left_to_head(svg: Svg, below: float, title: str, lines: Sequence[str] = ()) -> float:
    """A title block not drawn (``untitled``): its lines kept for the board's head, the picture starting at
    ``below`` (its viewBox leaves out the band above it). Returns ``below``."""
    svg.head = [title, *lines]
    svg.top = below
    return below


def panel(svg: Svg, x: float, y: float, w: float, h: float, caption: str | None = None) -> float:
    """A white framed box (with a small caption at its top); returns the y where its content starts."""
    svg.rect(x, y, w, h, rx=8, fill=PANEL, stroke=LINE)
    svg.block(x, y, w, h)
    if caption:
        svg.text(x + 10, y + 17, fit(caption.upper(), 12, w - 20, True), 12, bold=True, fill=SOFT, letter_spacing="0.6")
        return y + 26
    return y + 8


LegendItem = tuple[Callable[[Svg, float, float], float], str]


def legend(
    svg: Svg, x: float, y: float, width: float, items: Iterable[LegendItem], size: float = 13, row: float = 26
) -> float:
    """Items side by side, wrapping at ``width``: each is ``(draw, words)``, where ``draw(svg, x, cy)``
    draws a small sample at x centred on cy and returns its width. Returns the y below the last row."""
    cx, cy = x, y + row / 2
    for draw, words in items:
        probe = Svg(0, 0)
        sample_w = draw(probe, 0, 0)
        words = fit(words, size, width - sample_w - 6)
        w = sample_w + 6 + text_width(words, size) + 18
        if cx > x and cx + w > x + width:
            cx = x
            cy += row
        draw(svg, cx, cy)
        svg.text(cx + sample_w + 6, cy, words, size, middle=True, fill=INK)
        svg.block(cx, cy - row / 2, w - 18, row)
        cx += w
    return cy + row / 2


# --------------------------------------------------------------------------------- a game's picture
def picture(
    game: Any,
    ply: int | None = None,
    observer: int | str = "public",
    lang: str | None = None,
    last: bool = True,
    since: int | None = None,
    highlight: Any = None,
    focus: Any = None,
) -> Any:
    """The position of ``game`` after ``ply`` actions (now by default) as ``observer`` sees it, as a
    ``core.picture.Picture`` (Jupyter shows it; ``.svg`` is its text; ``.save(path)`` writes it).

    With ``last`` (the default), what changed since the position after ``since`` actions (by default the
    one action before) is ringed, as far as ``observer`` can tell: the game's ``picture.changes`` compares
    the two positions' views for that observer. For the "after" of a rulebook example played from its
    start, ``since=0`` rings everything the example's actions changed. ``highlight`` gives the game's own
    marks instead (see the game's ``picture`` module). ``focus``: board keys (``"sq:3"``, ``"hex:12"``...):
    the picture zoomed to the region around them (``picture_zoom.crop``)."""
    from .core.picture import Picture
    from .picture_svg import clipped, marking
    from .picture_zoom import crop, focus_box

    if focus is not None and (isinstance(focus, str) or not all(isinstance(k, str) for k in focus)):
        raise ValueError(f"focus is a list of board keys such as ['sq:3'], not {focus!r:.60}")

    total = len(game.steps)
    ply = total if ply is None else ply
    if not 0 <= ply <= total:
        raise ValueError(f"ply is a number from 0 to {total}, not {ply!r}")
    if since is not None and not 0 <= since <= ply:
        raise ValueError(f"since is a number from 0 to {ply}, not {since!r}")
    start = ply - 1 if since is None else since
    state = game.state_at(ply)
    lang = lang or game.lang
    rules = game.rules
    if highlight is None and last and ply > 0 and start < ply:
        module = _module(rules)
        if module is not None and hasattr(module, "changes"):
            highlight = module.changes(rules, game.state_at(start), state, observer)

    def draw() -> Any:
        if highlight is None:
            return rules.picture(state, observer, lang)
        return rules.picture(state, observer, lang, highlight=highlight)

    if not focus:
        svg = draw()
        if svg is None:
            raise NotImplementedError(f"{rules.name} has no picture of a position")
        return Picture(svg)
    with marking():  # drawn once to learn where the focus keys lie
        svg = draw()
    if svg is None:
        raise NotImplementedError(f"{rules.name} has no picture of a position")
    box = focus_box(svg, focus)
    if box is None:  # none of the keys is marked: the whole picture
        return Picture(draw())
    with clipped(box):  # drawn again, leaving out what lies outside the region: a zoomed picture stays small
        svg = draw()
    return Picture(crop(svg, focus or (), box=box))


def _module(rules: Any) -> Any:
    """The game's ``picture`` module (in its registered package; else beside its rules), or None."""
    from .registry import game

    try:
        package = game(rules.name).module
    except ValueError:
        package = type(rules).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(package + ".picture")
    except ImportError:
        return None
