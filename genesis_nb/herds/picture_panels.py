"""The panels under the herds picture's grid: the players' points and tiles left, the legend."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from .. import pictures as P
from ..picture_parts import PictureParts
from ..pictures import Svg, fit
from .boarddata import NAMES
from .picture_style import CELL, GOLD, LINE, PARTS, M, W
from .state import SPECIES, TERRAINS
from .ui import SHAPES


class Panels(PictureParts):
    """The panels, as a mixin of ``picture.Picture`` (which draws the pieces they show)."""

    shape: dict[str, str]
    lang: str
    mark: Any
    swatch: Any

    def players(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        n = len(v["players"])
        cell_h = 50
        rows = (n + 1) // 2
        caption = f"{t['players']} ({t['points_final'] if v['over'] else t['points_now']})"
        top = P.panel(s, M, y, W - 2 * M, 26 + rows * cell_h + 4, caption)
        for k, p in enumerate(v["players"]):  # each player's cell drawn again only when it changed
            playing = k == v["actor"] and not v["over"]
            PARTS.draw(s, ("player", self.lang, k, top, repr(p), playing), partial(self.player, k, p, top))
        return y + 26 + rows * cell_h + 4

    def player(self, k: int, p: dict[str, Any], top: float) -> None:
        """Player ``k``'s cell: their mark, name and species, tiles left per terrain and points."""
        s, v, t = self.s, self.v, self.t
        col_w = (W - 2 * M - 10) / 2
        cell_h = 50
        x = M + 8 + (k % 2) * (col_w + 10)
        cy = top + (k // 2) * cell_h + cell_h / 2 - 2
        right = x + col_w - 12
        if k == v["actor"] and not v["over"]:
            s.rect(
                x - 4,
                cy - cell_h / 2 + 1,
                col_w - 4,
                cell_h - 2,
                rx=7,
                fill="#fff3cf",
                stroke=GOLD,
                stroke_width=2.5,
            )
        self.mark(s, x + 14, cy, self.shape[p["species"]], p["mark"], 24)
        name_w = col_w - 40 - 4 * 46 - 70
        s.text(x + 34, cy - 9, fit(p["name"], 15, name_w, True), 15, bold=True, middle=True)
        s.text(
            x + 34,
            cy + 10,
            fit(t.get(f"species_{p['species']}", p["species"]), 13, name_w),
            13,
            middle=True,
            fill=P.SOFT,
        )
        # tiles left per terrain
        lx = right - 62 - 4 * 46
        for ti, terrain in enumerate(TERRAINS):
            left = p["tiles_left"][terrain]
            self.swatch(s, lx + ti * 46, cy, ti, 20, fade=None if left else ".45")  # none left: the 0 says it
            s.text(lx + ti * 46 + 24, cy, left, 13, bold=700, middle=True)
        s.text(right, cy, self.w["pt"].format(n=p["points"]), 16, bold=800, anchor="end", middle=True)

    def square_name(self, g: dict[str, Any], cut: set[int]) -> str:
        """What a square is, in words (said by a screen reader on the live board)."""
        t, square = self.t, NAMES[g["square"]]
        tile = g["tile"]
        if tile is not None:
            owner = next((p["name"] for p in self.v["players"] if p["species"] == tile["species"]), "")
            return t["name_tile"].format(
                square=square,
                terrain=t[f"terrain_{tile['terrain']}"],
                owner=owner,
                species=t[f"species_{tile['species']}"],
            )
        if g["kind"] != "land":
            what = t["volcano"] if g["kind"] == "volcano" else t["tar_pit"]
            return t["name_fixed"].format(square=square, what=what)
        if not g["in_play"]:
            return t["name_out"].format(square=square)
        return t["name_cut" if g["square"] in cut else "name_vacant"].format(square=square)

    @staticmethod
    def small_badge(s: Svg, x: float, y: float) -> float:
        """The "×0" badge of an area that scores nothing, at the foot of the square at (x, y); its width."""
        s.rect(x + 2, y + CELL - 18, 26, 16, rx=8, fill="#ffffff", stroke="#15171c", stroke_width=1.2)
        s.text(x + 15, y + CELL - 10, "×0", 12, bold=800, anchor="middle", middle=True, fill="#15171c")
        return 28

    def _swatch_drawer(self, ti: int) -> Callable[[Svg, float, float], float]:
        return lambda svg, x, cy: self.swatch(svg, x, cy, ti, 20)

    def legend(self, y: float) -> float:
        """The legend under the panels (drawn again only when what it lists changed)."""
        v = self.v
        key = (
            "legend",
            self.lang,
            y,
            tuple(p["species"] for p in v["players"]),
            v["two_player_part_only"],
            bool(v["cut_off"]) and not v["over"],
            bool(self.hl),
            v["over"],
            v["over"] and any(a["multiplier"] == 0 for a in v["areas"]),
        )
        return PARTS.draw(self.s, key, lambda: self._legend(y))

    def _legend(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        items: list[P.LegendItem] = []
        for ti, terrain in enumerate(TERRAINS):
            items.append((self._swatch_drawer(ti), t[f"terrain_{terrain}"]))
        for i, sp in enumerate(SPECIES):
            if any(p["species"] == sp for p in v["players"]):

                def mk(svg: Svg, x: float, cy: float, i: int = i) -> float:
                    self.mark(svg, x + 11, cy, SHAPES[i], "rdmh"[i], 20)
                    return 22

                items.append((mk, t[f"species_{sp}"]))

        def box(kind: str) -> Any:
            def drawbox(svg: Svg, x: float, cy: float) -> float:
                y0 = cy - 10
                if kind == "volcano":
                    svg.rect(x, y0, 20, 20, rx=3, fill="#7a2d18", stroke="#4a1a0c")
                    svg.text(x + 10, cy, "V", 12, bold=800, anchor="middle", middle=True, fill="#ffffff")
                elif kind == "tar":
                    svg.rect(x, y0, 20, 20, rx=3, fill="#2a2521")
                    svg.text(x + 10, cy, "T", 12, bold=800, anchor="middle", middle=True, fill="#ffffff")
                elif kind == "river":
                    svg.rect(x, y0, 20, 20, rx=3, fill="#9fcdf0", stroke="#3f84c6")
                elif kind == "out":
                    svg.rect(
                        x,
                        y0,
                        20,
                        20,
                        rx=3,
                        fill=P.hatch(svg, "out", colour="#c5bdad", gap=7, width=1.4, background="#e6e1d6"),
                        stroke="#b7ad95",
                    )
                elif kind == "cut":
                    svg.rect(
                        x,
                        y0,
                        20,
                        20,
                        rx=3,
                        fill=P.dots(svg, "cut", colour="#a89f8a", gap=9, r=1.3, background="#f3efe6"),
                        stroke="#b7ad95",
                    )
                elif kind == "area":
                    svg.rect(x + 1, y0 + 1, 18, 18, fill="#fdfbf5", stroke=LINE, stroke_width=3)
                elif kind == "herd":
                    svg.rect(
                        x + 1, y0 + 1, 18, 18, fill="#fdfbf5", stroke=LINE, stroke_width=1.6, stroke_dasharray="4 3"
                    )
                elif kind == "last":
                    P.ring(svg, x + 1, y0 + 1, 20, 18, 4)
                return 22

            return drawbox

        items += [(box("volcano"), t["volcano"]), (box("tar"), t["tar_pit"]), (box("river"), t["river"])]
        if v["two_player_part_only"]:
            items.append((box("out"), t["out_of_play"]))
        if v["cut_off"] and not v["over"]:
            items.append((box("cut"), t["cut_legend"]))
        items += [(box("area"), t["area_legend"]), (box("herd"), t["herd_legend"])]
        if self.hl:
            items.append((box("last"), t["last_legend"]))
        if v["over"]:

            def badge(svg: Svg, x: float, cy: float) -> float:
                svg.rect(x, cy - 8, 48, 16, rx=8, fill="#8a5a00")
                svg.text(x + 24, cy, "A7×2", 12, bold=800, anchor="middle", middle=True, fill="#ffffff")
                return 48

            def pts(svg: Svg, x: float, cy: float) -> float:
                svg.rect(x, cy - 9, 28, 18, rx=3, fill="#ffffff", stroke="#15171c", stroke_width=1.2)
                svg.text(x + 14, cy, "+6", 13, bold=800, anchor="middle", middle=True)
                return 28

            items += [(badge, self.w["badge"]), (pts, self.w["herd_points"])]
            if any(a["multiplier"] == 0 for a in v["areas"]):

                def small(svg: Svg, x: float, cy: float) -> float:
                    return self.small_badge(svg, x - 2, cy - CELL + 10)

                items.append((small, self.w["small"]))
        return P.legend(s, M + 2, y, W - 2 * M, items)
