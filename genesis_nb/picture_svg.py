"""The SVG builder of the static pictures (``pictures``): ``Svg``, its colours and fonts, ``esc`` and ``num``."""

from __future__ import annotations

import contextvars
import hashlib
import html
import json
import math
import re
from contextlib import contextmanager
from typing import Any, Callable, Iterator

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

#: a region (x0, y0, x1, y1) of the picture to draw: elements wholly outside it are left out (``clipped``)
_CLIP: contextvars.ContextVar[tuple[float, float, float, float] | None] = contextvars.ContextVar("clip", default=None)
#: whether pictures finished now keep their marks (``marking``): only a zoomed picture needs them, once
_MARKING: contextvars.ContextVar[bool] = contextvars.ContextVar("marking", default=False)
#: whether pictures finished now keep their blocks too (``marking``): a zoom needs them, a whole board does not
_BLOCKS: contextvars.ContextVar[bool] = contextvars.ContextVar("blocks", default=True)
#: whether pictures drawn now draw their title block (``untitled``): a live board's head shows it instead
_TITLED: contextvars.ContextVar[bool] = contextvars.ContextVar("titled", default=True)
#: how far outside the region an element's anchor may lie and still be drawn (a symbol's or a text's extent)
CLIP_SLACK = 90.0

#: the class of the element holding the picture's marks (``Svg.mark``) as JSON
MARKS_CLASS = "gnb-marks"
#: the class of the element holding, as JSON, the title block a picture drawn ``untitled`` left out
HEAD_CLASS = "gnb-head"
#: the class of the element holding the boxes of the picture's blocks (``Svg.block``) as JSON
BLOCKS_CLASS = "gnb-blocks"
#: the class of the element holding the boxes of the picture's lines of words (``Svg.text``) as JSON
LINES_CLASS = "gnb-lines"
#: the class of the element holding, as JSON, the boxes of what a player needs in sight to decide (``block(keep=)``)
KEEP_CLASS = "gnb-keep"
_ID = "\u00a7"  # stands for the picture's id prefix until the picture is finished (esc escapes it)
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", _ID: "&#167;"}


_ESCAPED = re.compile("[" + re.escape("".join(_ESCAPES)) + "]")


def esc(value: Any) -> str:
    """``value`` as text safe inside an XML element or a double-quoted attribute."""
    s = str(value)
    if _ESCAPED.search(s) is None:
        return s
    for c, entity in _ESCAPES.items():  # "&" first: the entities put in are not escaped again
        s = s.replace(c, entity)
    return s


def num(x: float) -> str:
    """A coordinate, short: 12, 12.5 (a tenth of a pixel is fine enough)."""
    if isinstance(x, int):
        return str(x)
    r = round(float(x), 1)
    return str(int(r)) if r.is_integer() else f"{r:g}"


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
    kind = type(v)
    if kind is str:
        return v if _ESCAPED.search(v) is None else esc(v)
    if kind is float or kind is int:
        return num(v)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return num(v)
    if isinstance(v, Ref):
        return esc(v).replace(_ESCAPES[_ID], _ID)
    return esc(v)


#: keyword -> attribute name (``class_`` -> ``class``, ``stroke_width`` -> ``stroke-width``), as met
_NAMES: dict[str, str] = {"class_": "class", "xlink_href": "xlink:href"}


def _name(k: str) -> str:
    name = _NAMES.get(k)
    if name is None:
        name = _NAMES[k] = k.replace("_", "-")
    return name


#: the picture's background, over the whole of it
_PAPER_RECT = f'<rect width="100%" height="100%" fill="{PAPER}"/>'


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
        self._offset: list[tuple[float, float]] = [(0.0, 0.0)]
        self._clip = _CLIP.get() if _root else None
        #: key -> (x0, y0, x1, y1): where each thing a player may click lies (``mark``), for a focus region
        self.marks: dict[str, tuple[float, float, float, float]] = {}
        #: board key -> what the marked thing is, in words (``mark``'s ``name``)
        self.mark_names: dict[str, str] = {}
        #: (x0, y0, x1, y1) of each part a zoom shows whole or leaves out (``block``): a panel, a legend
        self.blocks: list[tuple[float, float, float, float]] = []
        #: (x0, y0, x1, y1) of each text (``text``; see ``noting``): a zoom shows it whole or not at all
        self.lines: list[tuple[float, float, float, float]] = []
        #: (x0, y0, x1, y1) of each part a player needs in sight to decide (``block(keep=True)``)
        self.keeps: list[tuple[float, float, float, float]] = []
        #: whether ``text`` notes its box in ``lines``: inside ``marking`` with blocks only (a zoom, the projector's
        #: band), where they are read
        self.noting = _root and _MARKING.get() and _BLOCKS.get()
        #: the title and status lines left out of a picture drawn ``untitled`` (``pictures.header``), and the y
        #: where the picture then starts (its viewBox leaves out the band above)
        self.head: list[str] = []
        self.top = 0.0

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
        if self._outside(x, y, x, y):
            return
        self._parts.append(f'<use xlink:href="#{self.ref(name)}" x="{num(x)}" y="{num(y)}"{self._attrs(attrs)}/>')

    # -- elements
    def _attrs(self, attrs: dict[str, Any]) -> str:
        inherited = self._stack[-1]
        out = ""
        for k, v in attrs.items():
            if v is None or v is False:
                continue
            kind = type(v)  # the usual kinds first, as ``_value`` writes them (a picture has thousands)
            if kind is float:
                r = round(v, 1)
                value = str(int(r)) if r.is_integer() else f"{r:g}"
            elif kind is int:
                value = str(v)
            else:
                value = _value(v)
            if k in INHERITED and inherited.get(k) == value:
                continue
            out += f' {_NAMES.get(k) or _name(k)}="{value}"'
        return out

    def add(self, raw: str) -> None:
        """Add SVG text as it is (only for text this module or a picture module wrote)."""
        self._parts.append(raw)

    def el(self, tag: str, **attrs: Any) -> None:
        if self._clip is not None and self._outside(*_extent(tag, attrs)):
            return
        self._parts.append(f"<{tag}{self._attrs(attrs)}/>")

    def _outside(self, x0: float | None, y0: float | None, x1: float | None, y1: float | None) -> bool:
        """Whether a box (in the current group's coordinates) lies wholly outside the region being drawn."""
        clip = self._clip
        if clip is None or x0 is None or y0 is None or x1 is None or y1 is None or "transform" in str(self._stack[-1]):
            return False
        ox, oy = self._offset[-1]
        pad = CLIP_SLACK
        return x1 + ox < clip[0] - pad or x0 + ox > clip[2] + pad or y1 + oy < clip[1] - pad or y0 + oy > clip[3] + pad

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
        if "transform" not in attrs and self._outside(x, y, x, y):
            return
        if self.noting and "transform" not in attrs:
            self._line(x, y, str(s), size, bool(weight and weight > 400), anchor)
        attrs = dict(x=x, y=y, font_size=size, font_weight=weight, text_anchor=anchor, fill=fill, **attrs)
        self._parts.append(f"<text{self._attrs(attrs)}>{esc(s)}</text>")

    def _line(self, x: float, y: float, words: str, size: float, bold: bool, anchor: str | None) -> None:
        """Note the box of a text whose baseline starts at (x, y), from its ascent to its descent."""
        from .pictures import text_width

        w = text_width(words, size, bold)
        x0 = x - w if anchor == "end" else x - w / 2 if anchor == "middle" else x
        ox, oy = self._offset[-1]
        self.lines.append((ox + x0, oy + y - size, ox + x0 + w, oy + y + size / 4))

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

    @contextmanager
    def translate(self, x: float, y: float) -> Iterator[Svg]:
        """A group moved by (x, y); ``mark`` inside it records where things lie on the whole picture."""
        ox, oy = self._offset[-1]
        self._offset.append((ox + x, oy + y))
        try:
            with self.group(transform=f"translate({num(x)},{num(y)})"):
                yield self
        finally:
            self._offset.pop()

    def mark(self, key: str, x: float, y: float, w: float, h: float, name: str | None = None) -> None:
        """Note that the thing clicked with board key ``key`` (e.g. ``"sq:3"``) lies in this box (in the
        current group's coordinates): a focus region is the union of its keys' boxes (``crop``). ``name``: what
        it is, in words (a screen reader says it on the live board: "c3, a forest tile with a reptile")."""
        ox, oy = self._offset[-1]
        box = (ox + x, oy + y, ox + x + w, oy + y + h)
        old = self.marks.get(key)
        if old is not None:
            box = (min(old[0], box[0]), min(old[1], box[1]), max(old[2], box[2]), max(old[3], box[3]))
        self.marks[key] = box
        if name:
            self.mark_names[key] = str(name)

    def block(self, x: float, y: float, w: float, h: float, keep: bool = False) -> None:
        """Note a part of the picture that nobody clicks but that a zoom should not cut in half (a panel, a
        legend), in the current group's coordinates (``focus_box``); with ``keep``, instead, the part a player needs
        in sight to decide (whose turn, the dice): a projected board's band always holds it (``js/shell_band.js``).
        Not inside a kept part (``picture_memo.Fragments``: it keeps blocks, not these)."""
        ox, oy = self._offset[-1]
        (self.keeps if keep else self.blocks).append((ox + x, oy + y, ox + x + w, oy + y + h))

    # -- the finished picture
    def render(self) -> str:
        defs = f"<defs>{''.join(self._defs.values())}</defs>" if self._defs else ""
        label = esc(self.label)
        # nothing a player clicks, nor a block, above the picture's top (a button beside the title block's band)
        known = _marks_known(self.marks, self.mark_names) if self.marks else None
        top = math.floor(min([self.top, *(known[:1] if known else ()), *(b[1] - 2 for b in self.blocks)]))
        top = max(0, top) if self.top else 0
        paper = f'<rect y="{top}" width="100%" height="100%" fill="{PAPER}"/>' if top else _PAPER_RECT
        body = f"<title>{label}</title>{defs}{paper}{''.join(self._parts)}"
        prefix = "p" + hashlib.sha1(body.encode("utf-8")).hexdigest()[:6] + "-"
        w, h = num(math.ceil(self.width)), num(math.ceil(self.height) - top)
        # no width/height on the root, only the viewBox: a notebook (which shows an SVG output as an
        # <img>), nbviewer and GitHub then fit the picture to the width they have
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'viewBox="0 {top} {w} {h}" role="img" aria-label="{label}" '
            f'font-family="{esc(FONT)}" fill="{INK}">'
        )
        marks = ""
        if known and _MARKING.get():
            if known[1] is None:
                items = ",".join(_mark_json(k, box, self.mark_names.get(k)) for k, box in self.marks.items())
                known[1] = f'<metadata class="{MARKS_CLASS}">{{{items}}}</metadata>'
            marks = known[1]
        if self.blocks and _MARKING.get() and _BLOCKS.get():
            blocks = [[round(v, 1) for v in box] for box in self.blocks]
            marks += f'<metadata class="{BLOCKS_CLASS}">{json.dumps(blocks, separators=(",", ":"))}</metadata>'
        if self.lines and _MARKING.get() and _BLOCKS.get():
            lines = [[round(v, 1) for v in box] for box in self.lines]
            marks += f'<metadata class="{LINES_CLASS}">{json.dumps(lines, separators=(",", ":"))}</metadata>'
        if self.keeps and _MARKING.get() and _BLOCKS.get():  # a zoom's crop leaves them out (``without_blocks``)
            keeps = [[round(v, 1) for v in box] for box in self.keeps]
            marks += f'<metadata class="{KEEP_CLASS}">{json.dumps(keeps, separators=(",", ":"))}</metadata>'
        if self.head:
            marks += f'<metadata class="{HEAD_CLASS}">{esc(json.dumps(self.head, separators=(",", ":")))}</metadata>'
        return (head + marks + body + "</svg>").replace(_ID, prefix)

    __str__ = render


#: what a picture's marks give it (``_marks_known``), by the marks and their names: the pictures of a board mark the
#: same things at the same places
_MARKS_KNOWN: dict[tuple[Any, ...], list[Any]] = {}
_MARKS_KNOWN_KEPT = 256


def _marks_known(marks: dict[str, tuple[float, float, float, float]], names: dict[str, str]) -> list[Any]:
    """[the least top of the marks less 2, the element holding them as JSON (None until ``render`` writes it)],
    kept. (Every box of ``mark`` is of floats, the group's offset added: no ``1`` where an equal key held ``1.0``.)"""
    key = (tuple(marks.items()), tuple(names.items()))
    found = _MARKS_KNOWN.get(key)
    if found is None:
        if len(_MARKS_KNOWN) >= _MARKS_KNOWN_KEPT:
            _MARKS_KNOWN.clear()
        found = _MARKS_KNOWN[key] = [min(b[1] - 2 for b in marks.values()), None]
    return found


#: a mark's item of the marks' JSON, escaped, by key, box and name: most marks of a board stay where they were
_MARK_ITEMS: dict[tuple[Any, ...], str] = {}
_MARK_ITEMS_KEPT = 50_000


def _mark_json(key: str, box: tuple[float, float, float, float], name: str | None) -> str:
    """``"key":[x0,y0,x1,y1(,name)]`` as ``json.dumps`` writes it in a dict, escaped (``esc``) for the picture."""
    if not type(box[0]) is type(box[1]) is type(box[2]) is type(box[3]) is float:  # 1 and 1.0 are equal keys
        return _mark_item(key, box, name)
    memo = (key, box, name)
    found = _MARK_ITEMS.get(memo)
    if found is None:
        if len(_MARK_ITEMS) >= _MARK_ITEMS_KEPT:
            _MARK_ITEMS.clear()
        found = _MARK_ITEMS[memo] = _mark_item(key, box, name)
    return found


def _mark_item(key: str, box: tuple[float, float, float, float], name: str | None) -> str:
    value = [round(v, 1) for v in box] + ([name] if name is not None else [])
    return esc(json.dumps({key: value}, separators=(",", ":"))[1:-1])


_VIEWBOX = re.compile(r'viewBox="([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)"')
_MARKS = re.compile(r'<metadata class="' + MARKS_CLASS + r'">([^<]*)</metadata>')


def viewbox(svg: str) -> tuple[float, float, float, float]:
    """A finished picture's viewBox: x, y, width, height."""
    found = _VIEWBOX.search(svg)
    if not found:
        raise ValueError("a picture without a viewBox")
    x, y, w, h = (float(g) for g in found.groups())
    return x, y, w, h


def marks_of(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """The marks a finished picture holds: board key -> (x0, y0, x1, y1)."""
    found = _MARKS.search(svg)
    if not found:
        return {}
    raw = json.loads(html.unescape(found.group(1)))
    return {k: (float(b[0]), float(b[1]), float(b[2]), float(b[3])) for k, b in raw.items()}


def _extent(tag: str, attrs: dict[str, Any]) -> tuple[float | None, float | None, float | None, float | None]:
    """The box an element covers, as far as its own attributes say (None: unknown, never left out)."""
    if "transform" in attrs:
        return (None, None, None, None)
    try:
        if tag == "rect":
            x, y = float(attrs.get("x", 0)), float(attrs.get("y", 0))
            return (x, y, x + float(attrs["width"]), y + float(attrs["height"]))
        if tag == "circle":
            cx, cy, r = float(attrs["cx"]), float(attrs["cy"]), float(attrs["r"])
            return (cx - r, cy - r, cx + r, cy + r)
        if tag == "line":
            xs, ys = (float(attrs["x1"]), float(attrs["x2"])), (float(attrs["y1"]), float(attrs["y2"]))
            return (min(xs), min(ys), max(xs), max(ys))
        if tag == "polygon":
            values = [float(v) for v in str(attrs["points"]).replace(",", " ").split()]
            return (min(values[0::2]), min(values[1::2]), max(values[0::2]), max(values[1::2]))
    except (KeyError, TypeError, ValueError):
        pass
    return (None, None, None, None)


@contextmanager
def marking(blocks: bool = True) -> Iterator[None]:
    """Pictures finished inside this block keep their marks (``marks_of`` reads them; ``focus_box`` needs them),
    and their blocks unless ``blocks`` is False (a picture shown whole has no use for them)."""
    token, kept = _MARKING.set(True), _BLOCKS.set(blocks)
    try:
        yield
    finally:
        _BLOCKS.reset(kept)
        _MARKING.reset(token)


def titled() -> bool:
    """Whether pictures drawn now draw their title block (not inside ``untitled``)."""
    return _TITLED.get()


@contextmanager
def untitled(leave_out: bool = True) -> Iterator[None]:
    """Pictures drawn inside this block (if ``leave_out``) leave their title block out and keep its lines in a
    ``HEAD_CLASS`` metadata element instead: a live board's head shows them."""
    token = _TITLED.set(not leave_out)
    try:
        yield
    finally:
        _TITLED.reset(token)


@contextmanager
def clipped(box: tuple[float, float, float, float] | None) -> Iterator[None]:
    """Pictures drawn inside this block leave out what lies wholly outside ``box`` (x, y, width, height)."""
    token = _CLIP.set(None if box is None else (box[0], box[1], box[0] + box[2], box[1] + box[3]))
    try:
        yield
    finally:
        _CLIP.reset(token)
