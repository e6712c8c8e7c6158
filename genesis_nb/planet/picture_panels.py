"""The panels under the planet picture's continents: the deities' hands, the bag, the legend."""

from __future__ import annotations

from typing import Any

from .. import pictures as P
from ..picture_parts import PictureParts
from ..pictures import Svg, fit, text_width
from .boarddata import COLOURS, KINDS
from .picture_style import HAND_X, PARTS, M, W
from .scoring import LEVELS, MAX_SCORE, THRESHOLDS


class Panels(PictureParts):
    """The panels, as a mixin of ``picture.Picture`` (which draws the pieces they show)."""

    soils: list[str]
    private_shown: bool
    pawn: Any
    r: Any
    lang: str
    drawn: tuple[int, int] | None
    pill: Any
    pill_width: Any
    eye_badge: Any
    need_tag: Any
    seat: Any

    def deities(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        row_h = 46
        n = len(v["players"])
        team_h = 80
        h = 26 + n * row_h + team_h
        top = P.panel(s, M, y, W - 2 * M, h, t["players"])
        for k, p in enumerate(v["players"]):
            self.player_row(k, p, top + k * row_h + row_h / 2 - 2, row_h)
        # the team: points so far, the bag
        ty = top + n * row_h + 6
        s.line(M + 8, ty - 4, W - M - 8, ty - 4, stroke=P.LINE)
        if v["over"]:
            res = v["result"]
            words = t["score_of"].format(score=res["score"], max=24)
            s.text(M + 14, ty + 14, f"{t['total']}: {words}", 15, bold=800, middle=True)
        else:
            so_far = sum(r["points"].get("oxygen", 0) for r in v["scores"]["rows"])
            s.text(M + 14, ty + 14, fit(t["oxygen_so_far"].format(n=so_far), 13, W - 2 * M - 28), 13, middle=True)
        s.text(M + 14, ty + 62, fit(self.levels(), 13, W - 2 * M - 28), 13, middle=True, fill=P.SOFT)
        x: float = M + 14
        s.text(x, ty + 38, t["bag"].format(n=v["bag"]["count"]) + ":", 14, bold=700, middle=True)
        x += text_width(t["bag"].format(n=v["bag"]["count"]) + ":", 14, True) + 10
        for kind in KINDS:
            colour = COLOURS[kind]
            n_c = v["bag"]["by_colour"].get(colour, 0)
            if not n_c:
                continue
            self.pawn(s, x + 12, ty + 38, colour, kind, 12)
            s.text(x + 28, ty + 38, f"×{n_c}", 13, bold=700, middle=True)
            x += 62
        if v["discarded"]:
            used = ", ".join(t.get(f"action.{a}", a) for a in v["discarded"])
            s.text(
                W - M - 14,
                ty + 38,
                fit(t["bacteria_used"].format(list=used), 13, 300),
                13,
                anchor="end",
                middle=True,
                fill=P.SOFT,
            )
        return y + h

    def player_row(self, k: int, p: dict[str, Any], cy: float, row_h: float) -> None:
        """A player's row: name, roles, hand; drawn once for every picture whose view shows it alike."""
        v, pending = self.v, self.v.get("pending", {})
        key = (
            "row",
            self.lang,
            repr(p),
            k,
            cy,
            row_h,
            k == v["turn"] and not v["over"],
            k == v["turn"] and not v["over"] and repr(pending.get("indicated")),  # only the active row shows it
            v.get("designator") == k and not v["over"],
            v.get("first") == k,
            bool(pending.get("chosen") and pending["chosen"][k]),
            self.drawn if self.drawn is not None and self.drawn[0] == k else None,  # (not its slot alone: 0 == False)
            k == v.get("actor"),
            v["observer"] == k and pending.get("mine"),
        )
        private = PARTS.draw(self.s, key, lambda: self.draw_row(k, p, cy, row_h))
        self.private_shown = self.private_shown or private

    def draw_row(self, k: int, p: dict[str, Any], cy: float, row_h: float) -> bool:
        """The row; whether it shows a need only this observer knows."""
        shown, self.private_shown = self.private_shown, False
        try:
            self._row(k, p, cy, row_h)
            return self.private_shown
        finally:
            self.private_shown = shown or self.private_shown

    def _row(self, k: int, p: dict[str, Any], cy: float, row_h: float) -> None:
        s, v, t = self.s, self.v, self.t
        pending = v.get("pending", {})
        active = k == v["turn"] and not v["over"]
        if active:
            s.rect(
                M + 4,
                cy - row_h / 2 + 2,
                W - 2 * M - 8,
                row_h - 4,
                rx=7,
                fill="#fff3cf",
                stroke="#e6a817",
                stroke_width=2.5,
            )
        self.seat(s, M + 24, cy, k)
        s.text(M + 44, cy - 9, fit(p["name"], 15, HAND_X - 52, True), 15, bold=True, middle=True)
        roles = []
        if active:
            roles.append(t["role_active"])
        if v.get("designator") == k and not v["over"]:
            roles.append(t["role_designator"])
        if v.get("first") == k:
            roles.append(t["role_first"])
        if pending.get("chosen") and pending["chosen"][k]:
            roles.append(t["share_chosen"])
        s.text(M + 44, cy + 10, fit(" · ".join(roles), 13, HAND_X - 52), 13, middle=True, fill=P.SOFT)
        x: float = M + HAND_X
        if not p["hand"]:
            s.text(x, cy, t["hand_none"], 13, middle=True, fill=P.SOFT)
        indicated = pending.get("indicated", {}).get("slot") if active else None
        # the tags take the width they need; when the row is too short, each pawn an equal share of it
        notes = [f"← {w}" for h in p["hand"] for w in self.pawn_notes(k, h["slot"], indicated)]
        room = W - 2 * M - HAND_X - 12 - sum(text_width(w, 12, True) + 12 for w in notes)
        tags = [self.need_tag(h) for h in p["hand"]]
        natural = sum(52 + (self.pill_width(tg[0], 400) if tg else 0) for tg in tags)
        tag_w = 400.0 if natural <= room else max(60, room / max(1, len(p["hand"])) - 52)
        for pawn in p["hand"]:
            if k == v.get("actor"):  # the pawns the player who decides may click: marked with their keys
                colour = t.get(f"colour.{pawn['colour']}", pawn["colour"])
                s.mark(f"hand:{pawn['slot']}", x, cy - 19, 38, 38, f"{p['name']}: {colour}")
            if pawn["slot"] == indicated:
                s.circle(x + 19, cy, 19, fill="none", stroke="#e6a817", stroke_width=3.5)
            if self.drawn == (k, pawn["slot"]):
                P.ring_circle(s, x + 19, cy, 21)
            self.pawn(s, x + 19, cy, pawn["colour"], pawn["kind"], 15)
            x += 42
            tag = self.need_tag(pawn)
            if tag is not None:
                self.private_shown = self.private_shown or tag[1] == "private"
                w = self.pill_width(tag[0], tag_w)
                self.pill(s, x + w / 2, cy, tag[0], tag[1], tag_w)
                x += w + 10
            for word in self.pawn_notes(k, pawn["slot"], indicated):
                s.text(x, cy, f"← {word}", 12, bold=700, middle=True, fill="#8a5a00")
                x += text_width(f"← {word}", 12, True) + 12

    def levels(self) -> str:
        """The final score's levels for this number of players, in words ("0-13 demigods · 14-18 ...")."""
        n = len(self.v["players"])
        bounds = [0, *THRESHOLDS.get(n, THRESHOLDS[4]), MAX_SCORE + 1]
        words = []
        for i, lv in enumerate(LEVELS):
            low, high = bounds[i], bounds[i + 1] - 1
            span = str(low) if low == high else f"{low}–{high}"
            words.append(f"{span} {self.r.catalogue.word(f'word.level.{lv}', self.lang)}")
        return f"{self.t['levels_for'].format(n=n)} " + " · ".join(words)

    def pawn_notes(self, seat: int, slot: int, indicated: int | None) -> list[str]:
        """The words by a pawn of a hand: indicated, just drawn, chosen to pass (only its owner sees that)."""
        t, pending = self.t, self.v.get("pending", {})
        out = []
        if slot == indicated:
            out.append(t["indicated"])
        if self.drawn == (seat, slot):
            out.append(t["just_drawn"])
        if pending.get("mine") == slot and self.v["observer"] == seat:
            out.append(t["to_pass"])
        return out

    def legend(self, y: float) -> float:
        """The legend, the same in most pictures of a language: drawn once for them."""
        aside = any(c["set_aside"] and not c["in_play"] for c in self.v["continents"])
        key = ("legend", tuple(self.soils), self.lang, y, self.private_shown, aside, bool(self.hl))
        return PARTS.draw(self.s, key, lambda: self.draw_legend(y, aside))

    def draw_legend(self, y: float, aside_shown: bool) -> float:
        s, t = self.s, self.t
        items: list[P.LegendItem] = []
        for i, soil in enumerate(self.soils):

            def swatch(svg: Svg, x: float, cy: float, i: int = i) -> float:
                svg.circle(x + 10, cy, 10, fill=svg.url(f"soil{i}"), stroke="#6b5d45")
                return 20

            items.append((swatch, t.get(f"soil.{soil}", soil)))
        for kind in KINDS:

            def disc(svg: Svg, x: float, cy: float, kind: str = kind) -> float:
                self.pawn(svg, x + 11, cy, COLOURS[kind], kind, 11)
                return 22

            items.append((disc, t.get(f"colour.{COLOURS[kind]}", kind)))

        def link(svg: Svg, x: float, cy: float) -> float:
            svg.line(x + 3, cy, x + 27, cy, stroke="#5b4b36", stroke_width=7, stroke_linecap="round")
            svg.line(x + 3, cy, x + 27, cy, stroke="#e8dcc4", stroke_width=2.2, stroke_linecap="round")
            return 30

        def public(svg: Svg, x: float, cy: float) -> float:
            self.pill(svg, x + 24, cy, t["legend_public_tag"], "public")
            return 48

        def private(svg: Svg, x: float, cy: float) -> float:
            self.pill(svg, x + 24, cy, t["legend_private_tag"], "private")
            self.eye_badge(svg, x + 56, cy)
            return 64

        def aside(svg: Svg, x: float, cy: float) -> float:
            svg.rect(x, cy - 10, 28, 20, rx=5, fill="#eceff2", stroke="#8c96a3", stroke_dasharray="4 3")
            svg.rect(
                x, cy - 10, 28, 20, rx=5, fill=P.hatch(svg, "aside", colour="#9aa0a8", gap=12, width=4), opacity=".35"
            )
            return 28

        items += [(link, t["legend_link"]), (public, t["legend_public"])]
        if self.private_shown:
            items.append((private, t["legend_private"]))
        if aside_shown:
            items.append((aside, self.w["set_aside"]))
        if self.hl:

            def ring(svg: Svg, x: float, cy: float) -> float:
                P.ring_circle(svg, x + 11, cy, 10)
                return 22

            items.append((ring, self.w["last"]))
        y = P.legend(s, M + 2, y, W - 2 * M, items)
        s.text(M + 2, y + 8, fit(t["legend_tags"], 13, W - 2 * M), 13, middle=True, fill=P.INK)
        return y + 22
