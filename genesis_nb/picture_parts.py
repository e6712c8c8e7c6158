"""What every game's static picture (``<game>/picture.py``) holds while it draws, and the parts that every
picture draws alike: the line saying whose eyes it shows, the note on a reconstructed board, the end."""

from __future__ import annotations

from typing import Any

from .pictures import MIN_FONT, SOFT, Svg, fit

#: the margin of every picture (px)
MARGIN = 10
#: the colour of the line saying whose eyes a picture shows
EYE_INK = "#0b3d91"


class PictureParts:
    """The base of a game's picture (and of its panels): the SVG being drawn, the view it is drawn from,
    the board's words, the picture's words and what to ring, set by the game's ``Picture``."""

    s: Svg
    #: the position as its observer may know it (``rules.view``)
    v: dict[str, Any]
    #: the board's words (``ui_texts``) and the picture's own
    t: dict[str, str]
    w: dict[str, str]
    #: what the last action changed (ringed)
    hl: set[Any]
    #: the players' names in seat order
    names: list[str]

    def name(self, seat: Any) -> str:
        """A seat's name, or "-" for no seat."""
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "-"

    def eye(self) -> str:
        """Whose eyes the picture shows: everything, one seat's or the public's (words ``all_view``,
        ``seat_view``, ``public_view``)."""
        o = self.v["observer"]
        if o == "all":
            return self.w["all_view"]
        if isinstance(o, int):
            return self.w["seat_view"].format(name=self.name(o))
        return self.w["public_view"]

    def eye_line(self, y: float) -> float:
        """``eye()`` in bold from ``y`` down; the y below it."""
        s = self.s
        s.text(MARGIN, y + 8, fit(self.eye(), 14, s.width - 2 * MARGIN, True), 14, bold=700, middle=True, fill=EYE_INK)
        return y + 24

    def finish(self, y: float, note: str) -> str:
        """The picture's SVG text, ending below ``y``, with ``note`` at the bottom right on a board the kit
        reconstructed (the view's ``reconstructed``)."""
        s = self.s
        if self.v.get("reconstructed"):
            s.text(s.width - MARGIN, y + 12, fit(note, 12, s.width - 2 * MARGIN), 12, anchor="end", fill=SOFT)
            y += 20
        s.height = y + 4
        return s.render()

    @staticmethod
    def letter(s: Svg, x: float, y: float, text: str, size: float, fill: str) -> None:
        """``text`` (a piece's letter or code) in bold, centred on (x, y), ``size`` px but never under ``MIN_FONT``."""
        s.text(x, y + 0.5, text, max(MIN_FONT, size), bold=800, anchor="middle", middle=True, fill=fill)
