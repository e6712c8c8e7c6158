"""The pieces of the book picture (``picture.Picture``): face-up characters in their seat's shape and colour,
face-down backs (known ones with their letters and a dashed ring), landmarks, the marks of a Prophecy's looks; each
hex's pieces drawn once for every picture whose view shows the hex alike."""

from __future__ import annotations

import math
from typing import Any

from .. import pictures as P
from ..pictures import Svg
from .picture_style import (
    BACK,
    BACK_INK,
    BACK_KNOWN,
    BACK_STROKE,
    BRONZE,
    FILL,
    INK,
    MOUNTAIN,
    PARTS,
    SHIELD,
    SLAB,
)
from .ui import CODES, SHAPES


def shape(s: Svg, x: float, y: float, kind: str, r: float, **attrs: Any) -> None:
    """A seat's shape centred on (x, y) (circle, square, octagon, diamond), as the board draws it."""
    if kind == "square":
        s.rect(x - r * 0.88, y - r * 0.88, r * 1.76, r * 1.76, rx=3, **attrs)
    elif kind == "octagon":
        s.polygon(P.polygon_points(8, r * 1.02, math.pi / 8, x, y), **attrs)
    elif kind == "diamond":
        s.polygon(P.polygon_points(4, r * 1.2, -math.pi / 2, x, y), **attrs)
    else:
        s.circle(x, y, r, **attrs)


class Pieces:
    """The pieces, as a mixin of ``picture.Picture``."""

    s: Svg
    R: float
    pr: float
    colours: list[str]
    letter: Any

    def seat_token(self, s: Svg, x: float, y: float, seat: int, r: float, stroke_width: float = 1.2) -> None:
        shape(
            s,
            x,
            y,
            SHAPES[seat % len(SHAPES)],
            r,
            fill=FILL.get(self.colours[seat], "#888888"),
            stroke="#1d1d1d",
            stroke_width=stroke_width,
        )

    def character(self, s: Svg, x: float, y: float, seat: int, code: str, mounted: bool, protected: bool) -> None:
        """A face-up character (or stack), drawn once per look as a symbol and placed with ``use``."""
        name = f"c{seat}{code}{'m' if mounted else ''}{'p' if protected else ''}"

        def body(sub: Svg) -> None:
            pr = self.pr
            colour = self.colours[seat]
            self.seat_token(sub, 0, 0, seat, pr, 1.6)
            self.letter(sub, 0, 0, code, pr * 0.75, INK.get(colour, "#111111"))
            if mounted:
                self.rider_badge(sub, pr * 0.72, pr * 0.78)
            if protected:
                self.shield(sub, pr, -pr * 0.45)  # at the right: the landmark's tag is at the left

        s.symbol(name, body)
        s.use(name, x, y)

    @staticmethod
    def rider_badge(s: Svg, x: float, y: float) -> None:
        s.rect(x - 12, y - 8, 24, 16, rx=5, fill="#ffffff", stroke="#4a3b1a", stroke_width=1.2)
        s.text(x, y + 0.5, "Ho", 12, bold=800, anchor="middle", middle=True, fill="#4a3b1a")

    @staticmethod
    def shield(s: Svg, x: float, y: float) -> None:
        s.path(
            f"M{P.num(x)},{P.num(y - 8)} l7,3 l-1,8 q-3,5 -6,7 q-3,-2 -6,-7 l-1,-8 z",
            fill=SHIELD,
            stroke="#ffffff",
            stroke_width=1.2,
        )

    def back(self, s: Svg, x: float, y: float, known: tuple[str, int | None] | None, landmark: bool) -> None:
        """A face-down piece; ``known``: (code, owner's seat or None) when this observer knows it: its letters,
        and a dashed ring in its owner's shape and colour (a landmark's: a bronze circle)."""
        if known is None and not landmark:
            s.use("back", x, y)
            return
        seat = known[1] if known else None
        colour = self.colours[seat] if isinstance(seat, int) else None
        name = f"b{known[0]}{colour or ''}" if known else "blm"

        def body(sub: Svg) -> None:
            pr = self.pr
            sub.circle(0, 0, pr, fill=BACK_KNOWN if known else BACK, stroke=BACK_STROKE, stroke_width=1.6)
            self.owner_ring(sub, 0, 0, seat, pr, 3.5, "5 3")
            if known:
                sub.text(
                    0,
                    0.5,
                    known[0],
                    max(P.MIN_FONT, pr * 0.7),
                    bold=800,
                    anchor="middle",
                    middle=True,
                    fill="#fff8e6",
                    font_style="italic",
                )
            else:
                sub.text(0, 0.5, "?", max(P.MIN_FONT, pr * 0.85), bold=800, anchor="middle", middle=True, fill=BACK_INK)

        s.symbol(name, body)
        s.use(name, x, y)

    def owner_ring(self, s: Svg, x: float, y: float, seat: int | None, r: float, width: float, dash: str) -> None:
        """The dashed ring of a known face-down piece: its owner's shape and colour (a landmark's: bronze, round)."""
        if isinstance(seat, int):
            colour = FILL.get(self.colours[seat], BRONZE)
            shape(
                s,
                x,
                y,
                SHAPES[seat % len(SHAPES)],
                r,
                fill="none",
                stroke=colour,
                stroke_width=width,
                stroke_dasharray=dash,
            )
        else:
            s.circle(x, y, r, fill="none", stroke=BRONZE, stroke_width=width, stroke_dasharray=dash)

    def landmark(self, s: Svg, x: float, y: float, kind: str, alone: bool) -> None:
        code = CODES.get(kind, kind[:2])
        R = self.R
        if kind == "mountain":
            k = R / 36
            pts = [(-26, 16), (-8, -16), (2, -2), (10, -20), (28, 16)]
            s.polygon(
                " ".join(f"{P.num(x + a * k)},{P.num(y + b * k)}" for a, b in pts),
                fill=MOUNTAIN[0],
                stroke=MOUNTAIN[1],
                stroke_width=1.5,
            )
            s.text(x, y + 8 * k, code, 12, bold=800, anchor="middle", middle=True, fill="#fff6e0")
            return
        fill, stroke = SLAB.get(kind, SLAB["throne"])
        if alone:
            w, h = min(44, 1.2 * R), min(26, 0.72 * R)
            s.rect(
                x - w / 2, y - h / 2, w, h, rx=h / 2 if kind == "ark" else 4, fill=fill, stroke=stroke, stroke_width=1.4
            )
            s.text(x, y + 0.5, code, 13, bold=800, anchor="middle", middle=True, fill="#2b2210")
        else:  # a character stands on it: a tag left of the piece
            tx = x - self.pr - 3
            s.rect(tx - 11, y - 9, 22, 18, rx=9 if kind == "ark" else 3, fill=fill, stroke=stroke, stroke_width=1.3)
            s.text(tx, y + 0.5, code, 12, bold=800, anchor="middle", middle=True, fill="#2b2210")

    def peeks(self, s: Svg, x: float, y: float, seats: list[int]) -> None:
        """The marks of the seats that looked at a face-down piece: round its right side, from its upper
        right corner down (clear of the hex's label above the piece)."""
        for i, seat in enumerate(seats):
            a = math.radians(-30 + 60 * i)
            px, py = x + (self.pr + 1) * math.cos(a), y + (self.pr + 1) * math.sin(a)
            s.circle(px, py, 9, fill="#ffffff", stroke="#1d1d1d", stroke_width=1)
            self.seat_token(s, px, py, seat, 6.5, 1)
            s.circle(px, py, 2.2, fill="#1d1d1d")

    def cells(self, run: list[dict[str, Any]], texts: tuple[str, ...], where: dict[int, tuple[float, float]]) -> None:
        """The pieces of a run of hexes (``texts``: each cell's ``repr``)."""
        lift = 0.16 * self.R
        for c, text in zip(run, texts):
            x, cy = where[c["hex"]]
            self.cell(c, text, x, cy + lift)

    def cell(self, c: dict[str, Any], text: str, x: float, y: float) -> None:
        """A hex's pieces (``text``: the cell's ``repr``), drawn once for every picture whose view shows the hex
        alike."""
        if c.get("pieces") or c.get("landmark") or c.get("face_down"):
            key = ("cell", text, x, y, self.R, self.pr, tuple(self.colours))
            PARTS.draw(self.s, key, lambda: self.draw_cell(c, x, y))

    def draw_cell(self, c: dict[str, Any], x: float, y: float) -> None:
        s = self.s
        pieces = c.get("pieces") or []
        if c.get("face_down"):
            known = None
            if c.get("known") and pieces:
                owner = c.get("owner")
                code = CODES.get(c.get("rank") or pieces[-1]["kind"], "?")
                known = (code, owner if isinstance(owner, int) else None)
            self.back(s, x, y, known, bool(c.get("known_landmark")))
            if c.get("height", 1) > 1:
                s.text(
                    x - self.pr * 0.8,
                    y + self.pr * 0.95,
                    f"×{c['height']}",
                    12,
                    bold=800,
                    anchor="middle",
                    middle=True,
                    fill=BACK_STROKE,
                    stroke="#ffffff",
                    stroke_width=3,
                    paint_order="stroke",
                )
            if c.get("peeked_by"):
                self.peeks(s, x, y, c["peeked_by"])
            return
        if pieces:
            rank = c.get("rank") or pieces[-1]["kind"]
            mounted = len(pieces) > 1 and pieces[0]["kind"] == "horse"
            self.character(s, x, y, c["owner"], CODES.get(rank, rank[:2]), mounted, bool(c.get("protected")))
        if c.get("landmark"):  # alone, or as a tag over the left edge of the piece standing on it
            self.landmark(s, x, y, c["landmark"], not pieces)
