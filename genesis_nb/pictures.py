"""Static pictures of positions: SVG text built by hand, for notebooks that must show a position without
a running kernel (nbviewer, GitHub, exported HTML), as python-chess's ``_repr_svg_`` does for chess.

Pure Python: no Jupyter import, no drawing library. A game draws its picture in ``genesis_nb/<game>/picture.py``
from ``rules.view(state, observer)`` (and its fixed board data) only, so a picture never shows what its
observer may not know; its rules class exposes it as ``rules.picture(state, observer, lang, highlight)``.

What is shared here (the book's picture reuses it):

- ``Svg``: an escaping builder (every text and attribute is escaped; ids are made unique per picture so
  that two pictures inlined in one page cannot borrow each other's patterns); ``text`` refuses a font size
  under ``MIN_FONT`` (12 px at the picture's natural size: readable on a projector);
- ``esc``, ``text_width``, ``fit`` and ``wrap`` for words in a given width;
- ``token``: a player's piece as a shape with a letter on it (colour is never the only cue);
- ``header``, ``legend``, ``panel``, ``ring`` (the highlight of the last action), ``hatch`` and ``dots``
  (patterns that tell things apart without colour);
- ``picture(game, ply, observer, lang)``: a game's position as a ``core.game.Picture``, with what the last
  action changed ringed (the before and after of a rulebook example).

A picture is about 900 px wide or less; every text is 12 px or more at that size.

A game gets a picture with a module ``genesis_nb/<game>/picture.py`` holding
``draw(rules, state, observer, lang, highlight) -> str`` (from ``rules.view(state, observer)`` and the
game's fixed board data, nothing else) and ``changes(rules, before, after, observer)`` (the ``highlight``
of what differs between two positions' views), and a three-line ``picture`` method on its rules class::

    def picture(self, s, observer="public", lang="en", highlight=None):
        from .picture import draw
        return draw(self, s, observer, lang, highlight)

``tests/test_pictures.py`` then checks it with the other games'.
"""

from __future__ import annotations

import hashlib
import importlib
import math
from contextlib import contextmanager
from typing import Any, Callable, Iterable, Iterator, Sequence

#: The smallest font size a picture may use (px at its natural size).
MIN_FONT = 12.0
#: The widest a picture should be (px); a notebook's output area is about this wide.
MAX_WIDTH = 900
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
SERIF = "Georgia, 'Times New Roman', serif"

INK = "#1f2430"
SOFT = "#4f5664"
PAPER = "#fbf8f1"
LINE = "#d9d2c3"
PANEL = "#ffffff"
#: The ring around what the last action changed (blue, dashed, on a white halo: seen on any colour).
HIGHLIGHT = "#1f4fbf"

_ID = "\u00a7"  # stands for the picture's id prefix until the picture is finished (esc escapes it)
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", _ID: "&#167;"}


def esc(value: Any) -> str:
    """``value`` as text safe inside an XML element or a double-quoted attribute."""
    s = str(value)
    if not any(c in s for c in _ESCAPES):
        return s
    return "".join(_ESCAPES.get(c, c) for c in s)


def num(x: float) -> str:
    """A coordinate, short: 12, 12.5 (a tenth of a pixel is fine enough)."""
    if isinstance(x, int):
        return str(x)
    r = round(float(x), 1)
    return str(int(r)) if r == int(r) else f"{r:g}"


# ------------------------------------------------------------------------------------------ words
_NARROW = set("iljI.,:;'!|")
_THIN = set("tfr()[] -")
_WIDE = set("mwMWOQG@%&")


def text_width(s: str, size: float, bold: bool = False) -> float:
    """An estimate of the width of ``s`` at ``size`` px in a sans-serif font, on the wide side (measured
    against DejaVu Sans, the widest of the usual fallbacks), so that words placed by it never overlap."""
    w = 0.0
    for c in str(s):
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
    return w * size * (1.12 if bold else 1.0)


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


# ------------------------------------------------------------------------------------------- the builder
#: Presentation attributes a child takes from its group: the builder leaves out a value already inherited.
INHERITED = frozenset(
    {
        "fill",
        "stroke",
        "stroke_width",
        "font_size",
        "font_weight",
        "font_family",
        "text_anchor",
        "letter_spacing",
        "stroke_linecap",
    }
)


class Ref(str):
    """An attribute value naming a definition of the picture (``url(#...)``, ``#...``): escaped like any
    value, except for the mark that becomes the picture's id prefix."""


def _value(v: Any) -> str:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return num(v)
    if isinstance(v, Ref):
        return esc(v).replace(_ESCAPES[_ID], _ID)
    return esc(v)


def _name(k: str) -> str:
    if k == "class_":
        return "class"
    if k == "xlink_href":
        return "xlink:href"
    return k.replace("_", "-")


class Svg:
    """An SVG picture built element by element; ``svg.render()`` (or ``str(svg)``) is its text.

    Every value goes through ``esc``. Ids made with ``ref(name)`` get a prefix unique to the finished
    picture (a hash of its content), so pictures shown side by side in one page keep their own patterns.
    Inside ``group(...)`` an element leaves out the presentation attributes it would inherit anyway (the
    file stays small), and ``text`` may take its size from the group: every text is ``MIN_FONT`` or more.
    """

    def __init__(self, width: float, height: float = 0, label: str = "", *, _root: bool = True) -> None:
        self.width = width
        self.height = height
        self.label = label
        self._defs: dict[str, str] = {}
        self._parts: list[str] = []
        self._stack: list[dict[str, str]] = [{"fill": INK, "font_family": esc(FONT)} if _root else {}]

    # -- ids and definitions
    @staticmethod
    def ref(name: str) -> Ref:
        """The id of a definition (``url(#...)`` takes ``"#" + ref(name)``)."""
        return Ref(f"{_ID}{name}")

    def url(self, name: str) -> Ref:
        """``url(#id)`` of a definition, for a ``fill`` or ``stroke``."""
        return Ref(f"url(#{self.ref(name)})")

    def define(self, name: str, body: str) -> str:
        """Put ``body`` (an element with ``id=ref(name)``) in ``<defs>`` once; returns the id."""
        if name not in self._defs:
            self._defs[name] = body
        return self.ref(name)

    def defined(self, name: str) -> bool:
        return name in self._defs

    def symbol(self, name: str, draw: Callable[[Svg], None]) -> str:
        """Define a group drawn by ``draw(sub)`` around (0, 0), to place with ``use(name, x, y)``."""
        if name not in self._defs:
            sub = Svg(0, 0, _root=False)
            draw(sub)
            for k, v in sub._defs.items():
                self._defs.setdefault(k, v)
            self._defs[name] = f'<g id="{self.ref(name)}">{"".join(sub._parts)}</g>'
        return self.ref(name)

    def use(self, name: str, x: float, y: float, **attrs: Any) -> None:
        self._parts.append(f'<use xlink:href="#{self.ref(name)}" x="{num(x)}" y="{num(y)}"{self._attrs(attrs)}/>')

    # -- elements
    def _attrs(self, attrs: dict[str, Any]) -> str:
        inherited = self._stack[-1]
        out = []
        for k, v in attrs.items():
            if v is None or v is False:
                continue
            value = _value(v)
            if k in INHERITED and inherited.get(k) == value:
                continue
            out.append(f' {_name(k)}="{value}"')
        return "".join(out)

    def add(self, raw: str) -> None:
        """Add SVG text as it is (only for text this module or a picture module wrote)."""
        self._parts.append(raw)

    def el(self, tag: str, **attrs: Any) -> None:
        self._parts.append(f"<{tag}{self._attrs(attrs)}/>")

    def rect(self, x: float, y: float, w: float, h: float, **attrs: Any) -> None:
        self.el("rect", x=x, y=y, width=w, height=h, **attrs)

    def circle(self, cx: float, cy: float, r: float, **attrs: Any) -> None:
        self.el("circle", cx=cx, cy=cy, r=r, **attrs)

    def line(self, x1: float, y1: float, x2: float, y2: float, **attrs: Any) -> None:
        self.el("line", x1=x1, y1=y1, x2=x2, y2=y2, **attrs)

    def path(self, d: str, **attrs: Any) -> None:
        self.el("path", d=d, **attrs)

    def polygon(self, points: str, **attrs: Any) -> None:
        self.el("polygon", points=points, **attrs)

    def text(
        self,
        x: float,
        y: float,
        s: Any,
        size: float | None = None,
        *,
        bold: bool | int = False,
        anchor: str | None = None,
        fill: str | None = None,
        middle: bool = False,
        **attrs: Any,
    ) -> None:
        """Text at (x, y) (its baseline; with ``middle``, its middle), ``size`` px (by default the size the
        group sets, else 14), ``bold`` True or a weight, ``anchor`` "middle" or "end"."""
        if size is None:
            inherited = self._stack[-1].get("font_size")
            size = float(inherited) if inherited is not None else 14.0
        if size < MIN_FONT:
            raise ValueError(f"text {s!r} at {size} px: a picture's text is {MIN_FONT:g} px or more")
        weight = None if bold is False else (700 if bold is True else bold)
        if middle:
            y += 0.35 * size
        attrs = dict(x=x, y=y, font_size=size, font_weight=weight, text_anchor=anchor, fill=fill, **attrs)
        self._parts.append(f"<text{self._attrs(attrs)}>{esc(s)}</text>")

    def title(self, s: Any) -> None:
        """A tooltip for the group it is in (and words for a screen reader)."""
        self._parts.append(f"<title>{esc(s)}</title>")

    @contextmanager
    def group(self, **attrs: Any) -> Iterator[Svg]:
        """A ``<g>``: its presentation attributes are inherited by what is drawn inside it."""
        self._parts.append(f"<g{self._attrs(attrs)}>")
        inherited = dict(self._stack[-1])
        for k, v in attrs.items():
            if k in INHERITED and v is not None:
                inherited[k] = _value(v)
        self._stack.append(inherited)
        try:
            yield self
        finally:
            self._stack.pop()
            self._parts.append("</g>")

    def translate(self, x: float, y: float) -> Any:
        return self.group(transform=f"translate({num(x)},{num(y)})")

    # -- the finished picture
    def render(self) -> str:
        defs = f"<defs>{''.join(self._defs.values())}</defs>" if self._defs else ""
        label = esc(self.label)
        body = f'<title>{label}</title>{defs}<rect width="100%" height="100%" fill="{PAPER}"/>{"".join(self._parts)}'
        prefix = "p" + hashlib.sha1(body.encode("utf-8")).hexdigest()[:6] + "-"
        w, h = num(math.ceil(self.width)), num(math.ceil(self.height))
        # no width/height on the root, only the viewBox: a notebook (which shows an SVG output as an
        # <img>), nbviewer and GitHub then fit the picture to the width they have
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'viewBox="0 0 {w} {h}" role="img" aria-label="{label}" '
            f'font-family="{esc(FONT)}" fill="{INK}">'
        )
        return (head + body + "</svg>").replace(_ID, prefix)

    __str__ = render


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
    """A title (20 px) and status lines (15 px) from (x, y) down; returns the y below them."""
    width = width or svg.width - 2 * x
    svg.text(x, y + 20, fit(title, 21, width, True), 21, bold=True)
    y += 30
    for line in lines:
        for part in wrap(line, 15, width):
            svg.text(x, y + 15, part, 15, fill=INK)
            y += 21
    return y + 4


def panel(svg: Svg, x: float, y: float, w: float, h: float, caption: str | None = None) -> float:
    """A white framed box (with a small caption at its top); returns the y where its content starts."""
    svg.rect(x, y, w, h, rx=8, fill=PANEL, stroke=LINE)
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
) -> Any:
    """The position of ``game`` after ``ply`` actions (now by default) as ``observer`` sees it, as a
    ``core.game.Picture`` (Jupyter shows it; ``.svg`` is its text; ``.save(path)`` writes it).

    With ``last`` (the default), what changed since the position after ``since`` actions (by default the
    one action before) is ringed, as far as ``observer`` can tell: the game's ``picture.changes`` compares
    the two positions' views for that observer. For the "after" of a rulebook example played from its
    start, ``since=0`` rings everything the example's actions changed. ``highlight`` gives the game's own
    marks instead (see the game's ``picture`` module)."""
    from .core.game import Picture

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
    if highlight is None:
        svg = rules.picture(state, observer, lang)
    else:
        svg = rules.picture(state, observer, lang, highlight=highlight)
    if svg is None:
        raise NotImplementedError(f"{rules.name} has no picture of a position")
    return Picture(svg)


def _module(rules: Any) -> Any:
    package = type(rules).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(package + ".picture")
    except ImportError:
        return None
