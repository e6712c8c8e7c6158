"""The panels under the book picture's field: the players with their graves and star points, the legend."""

from __future__ import annotations

import math
from collections import Counter
from functools import partial
from typing import Any, Callable

from .. import pictures as P
from ..picture_memo import Reprs
from ..picture_parts import PictureParts
from ..pictures import Svg, fit, text_width
from .picture_style import (
    BACK,
    BACK_INK,
    BACK_KNOWN,
    BACK_STROKE,
    BRONZE,
    GOLD,
    KINDS,
    MOUNTAIN,
    ORDINAL,
    OWN,
    PARTS,
    SLAB,
    M,
    W,
)
from .ui import CODES

#: the players' texts, found again by equality (each seat's view of a position shows the players alike)
PLAYERS = Reprs()


class Panels(PictureParts):
    """The panels, as a mixin of ``picture.Picture`` (which draws the pieces they show)."""

    hg: set[int]
    names: list[str]
    colours: list[str]
    seat_token: Any
    rider_badge: Any
    shield: Any
    kind: Any
    known_words: Any
    #: the panels' left edge and width (under the field; beside it in the board's wide layout)
    px: float = M
    pw: float = W - 2 * M

    # -- the players and their graves
    def chip_symbols(self, s: Svg) -> None:
        for seat in range(len(self.names)):
            s.symbol(f"s{seat}", self._token_drawer(seat))

    def _token_drawer(self, seat: int) -> Callable[[Svg], None]:
        return lambda sub: self.seat_token(sub, 0, 0, seat, 6.5, 1)

    def chips(self, grave: list[dict[str, Any]], seat: int) -> list[tuple[int | None, str, int]]:
        order = {k: i for i, k in enumerate(KINDS)}
        counts = Counter((p["owner"], p["kind"]) for p in grave)
        return sorted(
            ((o, k, n) for (o, k), n in counts.items()),
            key=lambda x: (x[0] == seat, order.get(x[1], 9), -1 if x[0] is None else x[0]),
        )

    @staticmethod
    def chip_width(kind: str, n: int) -> float:
        text = CODES.get(kind, kind[:2]) + (f"×{n}" if n > 1 else "")
        return 22 + text_width(text, 12, True) + 8

    def chip_row(self, s: Svg, placed: list[tuple[float, float, Any, str, int]], seat: Any) -> None:
        """Kinds of pieces in a grave, at their places: each its owner's shape, its code and how many; the
        grave's player's own pieces (which count against it) in red."""
        for own in (False, True):
            mine = [c for c in placed if (c[2] == seat) == own]
            if not mine:
                continue
            with s.group(
                fill=OWN[0] if own else "#ffffff", stroke=OWN[1] if own else P.LINE, stroke_width=1.4 if own else 1
            ):
                for x, cy, _o, k, n in mine:
                    s.rect(x, cy - 10, self.chip_width(k, n), 20, rx=6)
            for x, cy, o, _k, _n in mine:
                if isinstance(o, int):
                    s.use(f"s{o}", x + 10, cy)
            with s.group(font_size=12, font_weight=700, fill=OWN[1] if own else P.INK):
                for x, cy, _o, k, n in mine:
                    s.text(x + 20, cy + 0.5, CODES.get(k, k[:2]) + (f"×{n}" if n > 1 else ""), middle=True)

    def players(self, y: float) -> float:
        """The players' panel, drawn once for every picture whose view shows the players alike."""
        v = self.v
        key = (
            "players",
            PLAYERS.text(v["players"]),
            v["actor"],
            v["over"],
            tuple(sorted(self.hg)),
            self.px,
            self.pw,
            y,
            tuple(self.names),
            tuple(self.colours),
        )
        return PARTS.draw(self.s, key, lambda: self.draw_players(y))

    def draw_players(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        inner = self.pw - 20
        rows = []
        for p in v["players"]:
            chips = self.chips(p["grave"], p["seat"])
            lines, x = 1, 64.0
            for _o, k, n in chips:
                cw = self.chip_width(k, n) + 5
                if x + cw > inner and x > 64:
                    lines += 1
                    x = 64.0
                x += cw
            rows.append((p, chips, 44 + 24 * lines))
        h = 26 + sum(r[2] for r in rows) + 4
        self.chip_symbols(s)
        top = P.panel(s, self.px, y, self.pw, h, t["players"])
        cy0 = top
        for p, chips, rh in rows:
            turn = p["seat"] == v["actor"] and not v["over"]
            key = ("player", repr(p), turn, p["seat"] in self.hg, self.px, self.pw, cy0, rh, tuple(self.colours))
            PARTS.draw(s, key, partial(self.player, p, chips, rh, cy0, turn))
            cy0 += rh
        return y + h

    def player(
        self, p: dict[str, Any], chips: list[tuple[int | None, str, int]], rh: float, cy0: float, turn: bool
    ) -> None:
        """A player's row: drawn once for every picture whose view shows the player alike at the same place."""
        s, t, w = self.s, self.t, self.w
        seat = p["seat"]
        x0, inner = self.px + 10, self.pw - 20
        if turn:
            s.rect(self.px + 4, cy0 - 2, self.pw - 8, rh - 2, rx=7, fill="#fff3cf", stroke=GOLD, stroke_width=2.5)
        if seat in self.hg:
            P.ring(s, self.px + 6, cy0, self.pw - 12, rh - 6, 7)
        self.seat_token(s, x0 + 13, cy0 + 18, seat, 12, 1.4)
        pts = w["pts"].format(n=p["points"])
        room = self.pw - 50 - text_width(pts, 16, True)  # left of the star points
        narrow = self.pw < 600  # beside the field: the star points go up, level with the name
        s.text(
            x0 + 32,
            cy0 + 10,
            fit(f"{p['name']} · {t.get('colour.' + p['colour'], p['colour'])}", 15, min(420, room), True),
            15,
            bold=True,
            middle=True,
        )
        sub = []
        if turn and not narrow:  # beside the field the row's frame alone says it (and the status line)
            sub.append(w["to_play"])
        place = p["place"] + 1
        sub.append(w["first"] if place == 1 else w["place"].format(n=ORDINAL.get(place, place)))
        sub.append(t["men_up"].format(n=p["men_up"]))
        if p["passive_prophecy"]:
            sub.append(t["passive"].format(kind=self.kind("prophet"), what=t["ability.prophecy"]))
        if p["passive_purge"]:
            sub.append(t["passive"].format(kind=self.kind("priest"), what=t["ability.purge"]))
        s.text(
            x0 + 32,
            cy0 + 29,
            fit(" · ".join(sub), 13, self.pw - 42 if narrow else min(600, room)),
            13,
            middle=True,
            fill=P.SOFT,
        )
        s.text(self.px + self.pw - 14, cy0 + (10 if narrow else 18), pts, 16, bold=800, anchor="end", middle=True)
        gy = cy0 + 52
        s.text(x0, gy, t["grave"].upper(), 12, bold=True, middle=True, fill=P.SOFT, letter_spacing=".5")
        x = x0 + 54.0
        if not chips:
            s.text(x, gy, t["grave_empty"], 13, middle=True, fill=P.SOFT)
        placed = []
        for o, k, n in chips:
            cw = self.chip_width(k, n) + 5
            if x + cw > x0 + inner and x > x0 + 54:
                x = x0 + 54.0
                gy += 24
            placed.append((x, gy, o, k, n))
            x += cw
        self.chip_row(s, placed, seat)

    def legend(self, y: float) -> float:
        """The legend, the same in most pictures of a seat: drawn once for them."""
        lm_back = any(c.get("known_landmark") for c in self.v["cells"])
        key = (
            "legend",
            self.px,
            self.pw,
            y,
            self.known_words(),
            tuple(self.colours),
            lm_back,
            bool(self.hl or self.hg),
        )
        return PARTS.draw(self.s, key, lambda: self.draw_legend(y, lm_back))

    def draw_legend(self, y: float, landmark_down: bool) -> float:
        s, t, w = self.s, self.t, self.w

        def back(svg: Svg, x: float, cy: float) -> float:
            svg.circle(x + 11, cy, 11, fill=BACK, stroke=BACK_STROKE, stroke_width=1.4)
            svg.text(x + 11, cy + 0.5, "?", 13, bold=800, anchor="middle", middle=True, fill=BACK_INK)
            return 22

        def known(svg: Svg, x: float, cy: float) -> float:
            svg.circle(x + 13, cy, 13, fill=BACK_KNOWN, stroke=BACK_STROKE, stroke_width=1.4)
            svg.circle(x + 13, cy, 13, fill="none", stroke=BRONZE, stroke_width=3, stroke_dasharray="4 2")
            svg.text(
                x + 13, cy + 0.5, "Gu", 12, bold=800, anchor="middle", middle=True, fill="#fff8e6", font_style="italic"
            )
            return 26

        def peek(svg: Svg, x: float, cy: float) -> float:
            svg.circle(x + 11, cy + 2, 10, fill=BACK, stroke=BACK_STROKE, stroke_width=1.2)
            self.seat_token(svg, x + 19, cy - 7, 0, 6, 1)
            svg.circle(x + 19, cy - 7, 2, fill="#1d1d1d")
            return 26

        def rider(svg: Svg, x: float, cy: float) -> float:
            self.rider_badge(svg, x + 12, cy)
            return 24

        def shield(svg: Svg, x: float, cy: float) -> float:
            self.shield(svg, x + 7, cy - 1)
            return 14

        def slab(kind: str) -> Any:
            def draw_it(svg: Svg, x: float, cy: float) -> float:
                fill, stroke = SLAB[kind]
                svg.rect(x, cy - 10, 28, 20, rx=10 if kind == "ark" else 3, fill=fill, stroke=stroke, stroke_width=1.3)
                svg.text(x + 14, cy + 0.5, CODES[kind], 12, bold=800, anchor="middle", middle=True, fill="#2b2210")
                return 28

            return draw_it

        def mountain(svg: Svg, x: float, cy: float) -> float:
            svg.polygon(
                f"{P.num(x)},{P.num(cy + 11)} {P.num(x + 10)},{P.num(cy - 10)} {P.num(x + 15)},{P.num(cy - 2)} "
                f"{P.num(x + 20)},{P.num(cy - 12)} {P.num(x + 32)},{P.num(cy + 11)}",
                fill=MOUNTAIN[0],
                stroke=MOUNTAIN[1],
                stroke_width=1.3,
            )
            return 32

        def own(svg: Svg, x: float, cy: float) -> float:
            self.chip_symbols(svg)
            self.chip_row(svg, [(x, cy, 0, "fisher", 1)], 0)
            return self.chip_width("fisher", 1)

        items: list[P.LegendItem] = [
            (back, t["legend_back"]),
            (known, self.known_words()),
            (peek, t["legend_peeked"]),
            (rider, w["rider"]),
            (shield, t["protected"] + " (Throne, Ark)"),
            (slab("throne"), self.kind("throne")),
            (slab("ark"), self.kind("ark")),
            (slab("altar"), self.kind("altar")),
            (mountain, self.kind("mountain")),
            (own, w["own"]),
        ]
        if landmark_down:

            def lm_back(svg: Svg, x: float, cy: float) -> float:
                svg.circle(x + 11, cy, 11, fill=BACK, stroke=BRONZE, stroke_width=3, stroke_dasharray="4 2")
                return 22

            items.append((lm_back, w["landmark_down"]))
        if self.hl or self.hg:

            def ring(svg: Svg, x: float, cy: float) -> float:
                pts = P.polygon_points(6, 12, -math.pi / 2, x + 12, cy)
                svg.polygon(pts, fill="none", stroke=P.HIGHLIGHT, stroke_width=2.6, stroke_dasharray="6 3")
                return 24

            items.append((ring, w["last"]))
        y = P.legend(s, self.px + 2, y, self.pw, items)
        for line in P.wrap(t["legend_kinds"], 13, self.pw):
            s.text(self.px + 2, y + 8, line, 13, middle=True, fill=P.INK)
            y += 20
        return y + 2
