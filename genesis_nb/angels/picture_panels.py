"""The panels under the angels picture's tracks: the angels' hands and points, the stock, the legend."""

from __future__ import annotations

from typing import Any

from .. import pictures as P
from ..picture_parts import PictureParts
from ..pictures import Svg, fit
from .picture_style import CUBE, GOLD, HATCH, M, W


class Panels(PictureParts):
    """The panels, as a mixin of ``picture.Picture`` (which draws the pieces they show)."""

    n: int
    token: Any
    counted: Any
    track_name: Any

    def where(self, track: int) -> str:
        """Where an angel stands, in words: "in the void", "on day III"."""
        return self.t["in_void"] if track == 0 else self.t["on_day"].format(day=self.v["tracks"][track]["name"])

    def players(self, y: float) -> float:
        s, t = self.s, self.t
        col_w = (W - 2 * M - 10) / 2
        cell_h = 42
        cells = list(range(self.n)) + [self.n, "stock"]
        rows = (len(cells) + 1) // 2
        top = P.panel(s, M, y, W - 2 * M, 26 + rows * cell_h + 4, t["players"])
        for k, who in enumerate(cells):
            x = M + 8 + (k % 2) * (col_w + 10)
            cy = top + (k // 2) * cell_h
            self.player_cell(who, x, cy, col_w - 12, cell_h)
        return y + 26 + rows * cell_h + 4

    def player_cell(self, who: Any, x: float, y: float, w: float, h: float) -> None:
        s, v, t = self.s, self.v, self.t
        mid = y + h / 2 - 1
        right = x + w
        if who == "stock":
            s.text(x + 38, mid, t["stock"], 15, bold=True, middle=True)
            self.counted(right - 180, mid - CUBE / 2, v["stock"], zero=True)
            return
        if who == self.n:
            d = v["dark"]
            self.token(x + 16, mid, who, 28)
            s.text(x + 38, mid - 8, fit(t["dark_angel"], 15, w - 150, True), 15, bold=True, middle=True)
            s.text(x + 38, mid + 9, self.where(d["track"]), 13, middle=True, fill=P.SOFT)
            s.text(right, mid, self.w["pt"].format(n=d["points"]), 16, bold=800, anchor="end", middle=True)
            return
        p = v["players"][who]
        turn = who == v["actor"] and not v["over"]
        if turn:
            s.rect(x - 4, y - 2, w + 8, h - 2, rx=7, fill="#fff3cf", stroke=GOLD, stroke_width=2.5)
        self.token(x + 16, mid, who, 28)
        name_w = w - 38 - 190 - 50
        name = fit(p["name"], 15, name_w, True)
        s.text(x + 38, mid - 8, name, 15, bold=True, middle=True)
        sub = self.where(p["track"])
        if v.get("start") == who:
            sub = f"⚑ {t['start_player']} · {sub}"
        if turn:
            sub = f"{self.w['to_play']} · {sub}"
        hx = right - 60 - 126
        s.text(x + 38, mid + 9, fit(sub, 13, hx - x - 46), 13, middle=True, fill=P.SOFT)
        self.counted(hx, mid - CUBE / 2, p["hand"], zero=True)
        if ("hand", who) in self.hl:
            P.ring(s, hx - 5, mid - CUBE / 2 - 5, 130, CUBE + 10)
        s.text(right, mid, self.w["pt"].format(n=p["points"]), 16, bold=800, anchor="end", middle=True)

    def legend(self, y: float) -> float:
        s, t = self.s, self.t
        words = [t["chaos"], t["matter"], t["life"]]
        items: list[P.LegendItem] = []
        for e in range(3):

            def cube(svg: Svg, x: float, cy: float, e: int = e) -> float:
                svg.use(f"cube{e}", x, cy - CUBE / 2)
                return CUBE

            items.append((cube, words[e]))

        def pills(svg: Svg, x: float, cy: float) -> float:
            for k in range(2):
                px = x + k * 38
                svg.rect(px, cy - 11, CUBE + 8, CUBE + 6, rx=8, fill="#f4f0e6", stroke="#9d927a")
                svg.use(f"cube{k}", px + 4, cy - CUBE / 2)
            svg.text(x + 31, cy, "/", 14, bold=True, anchor="middle", middle=True)
            return 62

        def circle(svg: Svg, x: float, cy: float) -> float:
            svg.circle(x + 11, cy, 11, fill="#ffffff", stroke="#8b8270", stroke_width=1.3)
            svg.text(x + 11, cy, "4", 12, bold=800, anchor="middle", middle=True)
            return 22

        def flag(svg: Svg, x: float, cy: float) -> float:
            svg.text(x, cy, "⚑", 15, middle=True)
            return 12

        def notyet(svg: Svg, x: float, cy: float) -> float:
            svg.rect(x, cy - 10, 26, 20, rx=4, fill="#f3eee2", stroke="#ddd4c0")
            svg.rect(x, cy - 10, 26, 20, rx=4, fill=P.hatch(svg, "notyet", colour=HATCH, gap=8, width=2))
            return 26

        def halo(svg: Svg, x: float, cy: float) -> float:
            svg.circle(x + 11, cy, 10, fill="none", stroke=GOLD, stroke_width=4)
            return 22

        items += [
            (pills, t["legend_choice"]),
            (circle, t["legend_circles"]),
            (flag, t["start_player"]),
            (notyet, t["not_activated"]),
        ]
        if self.v["actor"] is not None and not self.v["over"]:
            items.append((halo, self.w["to_play"]))
        if self.hl:

            def ring(svg: Svg, x: float, cy: float) -> float:
                P.ring(svg, x + 2, cy - 9, 24, 18, 4)
                return 28

            items.append((ring, self.w["last"]))
        return P.legend(s, M + 2, y, W - 2 * M, items)
