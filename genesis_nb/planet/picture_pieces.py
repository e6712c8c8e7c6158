"""The pieces of the planet picture: soil patterns, pawns, need tags, seat tokens."""

from __future__ import annotations

from .. import pictures as P
from ..picture_parts import PictureParts
from ..pictures import Svg, fit, text_width
from .picture_style import PAWN_FILL, PAWN_INK, PAWN_R, SEAT_FILL, SOIL_STYLE
from .ui import SHAPES


class Pieces(PictureParts):
    """The pieces, as a mixin of ``picture.Picture`` (which holds the builder, the view and the words)."""

    soils: list[str]
    short: list[str]

    def patterns(self) -> None:
        s = self.s
        for i, _ in enumerate(self.soils):
            bg, ink, kind = SOIL_STYLE[i % len(SOIL_STYLE)]
            line = f'stroke="{ink}" stroke-width="1.3" fill="none"'
            body = {
                "dots": f'<circle cx="2.5" cy="2.5" r="1.3" fill="{ink}"/><circle cx="7" cy="7" r="1.3" fill="{ink}"/>',
                "hlines": f'<path d="M0,2.5 H9 M0,7 H9" {line}/>',
                "cross": f'<path d="M0,0 L9,9 M9,0 L0,9" stroke="{ink}" stroke-width="1" fill="none"/>',
                "waves": f'<path d="M0,5 Q2.25,1.5 4.5,5 T9,5" {line}/>',
                "vlines": f'<path d="M2.5,0 V9 M7,0 V9" {line}/>',
            }.get(kind, f'<path d="M0,9 L9,0" {line}/>')
            s.define(
                f"soil{i}",
                f'<pattern id="{s.ref(f"soil{i}")}" width="9" height="9" '
                f'patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="{bg}"/>'
                f"{body}</pattern>",
            )
        P.hatch(s, "aside", colour="#9aa0a8", gap=12, width=4)

    def pawn(self, s: Svg, x: float, y: float, colour: str, kind: str, r: float = PAWN_R) -> None:
        s.circle(
            x,
            y,
            r,
            fill=PAWN_FILL.get(colour, "#999999"),
            stroke="#6b6b6b" if colour == "white" else "#111111",
            stroke_width=1.6,
        )
        letter = self.t.get(f"letter.{kind}", kind[:1].upper())
        self.letter(s, x, y, letter, r * 0.95, PAWN_INK.get(colour, "#111111"))

    @staticmethod
    def pill_width(text: str, max_w: float = 150) -> float:
        return max(28, text_width(fit(text, 12, max_w - 14, True), 12, True) + 14)

    def pill(self, s: Svg, cx: float, cy: float, text: str, style: str, max_w: float = 150) -> float:
        """A need tag centred on (cx, cy): face up ("public"), known to this view only ("private"), or an
        oxygen's side ("point"); returns its width."""
        w = self.pill_width(text, max_w)
        text = fit(text, 12, max_w - 14, True)
        if style == "public":
            s.rect(cx - w / 2, cy - 9.5, w, 19, rx=9.5, fill="#fff3c4", stroke="#c98f00", stroke_width=1.2)
            s.text(cx, cy, text, 12, bold=700, anchor="middle", middle=True, fill="#5a3e00")
        elif style == "private":
            s.rect(
                cx - w / 2,
                cy - 9.5,
                w,
                19,
                rx=9.5,
                fill="#e8f1ff",
                stroke="#1f6feb",
                stroke_width=1.2,
                stroke_dasharray="3 2",
            )
            s.text(cx, cy, text, 12, bold=700, anchor="middle", middle=True, fill="#0b3d91")
        else:
            s.rect(cx - w / 2, cy - 9.5, w, 19, rx=4, fill="#f4f4f1", stroke="#8a8f98", stroke_width=1.2)
            s.text(cx, cy, text, 12, bold=700, anchor="middle", middle=True, fill="#3a3f48")
        return w

    def eye_badge(self, s: Svg, x: float, y: float) -> None:
        """This observer knows this need; the others do not."""
        s.circle(x, y, 6.5, fill="#ffffff", stroke="#1f6feb", stroke_width=1.5)
        s.circle(x, y, 2.4, fill="#1f6feb")

    def seat(self, s: Svg, x: float, y: float, seat: int, size: float = 26) -> None:
        P.token(
            s,
            x,
            y,
            SHAPES[seat % len(SHAPES)],
            size,
            SEAT_FILL[seat % len(SEAT_FILL)],
            self.short[seat],
            ink="#ffffff",
            stroke="#111111",
            stroke_width=1.2,
        )
