"""The drawn board's picture: the game's one drawing (its ``picture`` module, the same that makes the static
pictures) of the position shown, as the board's observer sees it, with its marks (the box of each thing a
player may click, by board key), zoomed to the board's focus, packed for the wire.

The browser (``js/shell_drawing.js``) shows it, lays a key over each mark and lights the keys the legal wire
names; it draws nothing of the game itself.
"""

from __future__ import annotations

import zlib
from typing import Any, Sequence

from ..picture_svg import crop, focus_box, marking

#: zlib's level for the drawing: the pictures are repetitive SVG text (about 7x smaller at level 6)
LEVEL = 6


def drawing_svg(
    spec: Any, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any], focus: Sequence[str] = ()
) -> str:
    """The SVG of the position after ``ply`` actions as ``observer`` sees it, with its marks, zoomed to the region
    of the ``focus`` keys (the whole picture when none of them is drawn)."""
    with marking():
        svg = spec.drawing(game, ply, observer, lang, prefs)
    if focus:
        box = focus_box(svg, focus)
        if box is not None:
            svg = crop(svg, focus, box=box)
    return svg


def pack(svg: str) -> bytes:
    """The drawing as it travels: its UTF-8 text, zlib-compressed (the browser's ``DecompressionStream("deflate")``
    unpacks it)."""
    return zlib.compress(svg.encode("utf-8"), LEVEL) if svg else b""


def unpack(data: bytes) -> str:
    """The drawing's SVG text back (for tests and tools)."""
    return zlib.decompress(data).decode("utf-8") if data else ""
