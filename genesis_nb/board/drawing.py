"""The drawn board's picture: the game's one drawing (its ``picture`` module, the same that makes the static
pictures) of the position shown, as the board's observer sees it, with its marks (the box of each thing a
player may click, by board key), zoomed to the board's focus, packed for the wire.

The browser (``js/shell_drawing.js``) shows it, lays a key over each mark and lights the keys the legal wire
names; it draws nothing of the game itself.
"""

from __future__ import annotations

import zlib
from collections import OrderedDict
from typing import Any, Sequence

from ..picture_svg import marking, untitled
from ..picture_zoom import crop, focus_box, without_blocks

#: zlib's level for the drawing: the pictures are repetitive SVG text (about 7x smaller at level 6)
LEVEL = 6


#: the least width and height of a zoomed live board (picture units): the places around the step, and the edge
#: of the board with its names, stay in sight (a picture on paper zooms closer, ``picture_zoom.focus_box``)
LEAST = 400
#: drawings kept for boards showing the same thing (two tabs of one seat, a widget beside a room): a few only
CACHED = 32


class Recent:
    """The last ``size`` drawings, by what they show; the oldest goes first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[tuple[Any, ...], tuple[Any, Any, str]] = OrderedDict()

    def get(self, key: tuple[Any, ...], game: Any, last: Any) -> str | None:
        found = self._items.get(key)
        if found is None or found[0] is not game or found[1] is not last:  # the very objects (an id may be reused)
            return None
        self._items.move_to_end(key)
        return found[2]

    def put(self, key: tuple[Any, ...], game: Any, last: Any, svg: str) -> None:
        self._items[key] = (game, last, svg)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)


_recent = Recent(CACHED)


def drawing_svg(
    spec: Any,
    game: Any,
    ply: int,
    observer: int | str,
    lang: str,
    prefs: dict[str, Any],
    focus: Sequence[str] = (),
    notes: bool = False,
) -> str:
    """The SVG of the position after ``ply`` actions as ``observer`` sees it, with its marks, zoomed to the region
    of the ``focus`` keys (the whole picture when none of them is drawn); with ``notes`` (the projector mode), a
    whole picture keeps its blocks and lines of words too (the browser shows a band of it that cuts none of them).
    The last few are kept (``CACHED``): the same position (the same game object, its history up to ``ply`` the same
    steps), eyes, language, settings, focus and notes draw once."""
    steps = game.steps
    last = steps[ply - 1] if 0 < ply <= len(steps) else None
    key = (type(spec), id(game), id(last), ply, observer, lang, repr(sorted(prefs.items())), tuple(focus), notes)
    found = _recent.get(key, game, last)
    if found is not None:
        return found
    svg = _draw(spec, game, ply, observer, lang, prefs, focus, notes)
    _recent.put(key, game, last, svg)
    return svg


def _draw(spec: Any, game: Any, ply: int, observer: Any, lang: str, prefs: Any, focus: Any, notes: bool = False) -> str:
    """``drawing_svg``'s picture, drawn afresh."""
    with marking(blocks=bool(focus) or notes), untitled(not spec.picture_title):  # the blocks serve a zoom only
        svg = spec.drawing(game, ply, observer, lang, prefs)
    box = focus_box(svg, focus, least=LEAST, fade=False) if focus else None
    # no fade: the board's <svg> may show more than the region where its shape differs from the picture's (the
    # picture goes on there), so a fade at the region's edge would lie across the picture
    return crop(svg, focus, box=box, fade=False) if box is not None else svg if notes else without_blocks(svg)


#: drawings packed lately, by their text: boards showing the same picture (the seats of a room that see the same,
#: two tabs of one seat) compress it once
_packed: OrderedDict[str, bytes] = OrderedDict()
PACKED = 8


def pack(svg: str) -> bytes:
    """The drawing as it travels: its UTF-8 text, zlib-compressed (``js/shell_inflate.js`` unpacks it in the
    browser). The last few are kept (``PACKED``)."""
    if not svg:
        return b""
    found = _packed.get(svg)
    if found is not None:
        _packed.move_to_end(svg)
        return found
    data = _packed[svg] = zlib.compress(svg.encode("utf-8"), LEVEL)
    while len(_packed) > PACKED:
        _packed.popitem(last=False)
    return data


def unpack(data: bytes) -> str:
    """The drawing's SVG text back (for tests and tools)."""
    return zlib.decompress(data).decode("utf-8") if data else ""
