"""A static picture of a planet position (SVG text) as ONE observer knows it.

It is drawn from ``rules.view(state, observer)`` and the trays' public drawing (soils, links, the faces the
game plays on) only, so a seat's picture shows the needs that seat knows and nothing more, a spectator's
("public") only the needs lying face up, and the teacher's ("all") everything. It looks like the
interactive board (js/planet_*.js): four continents with their spaces (soil as a pattern AND a printed
name), links, pawns as coloured discs with their kind's letter, need tags (face up: solid gold; known to
this observer only: dashed blue with an eye); then the deities' hands, the bag, the points so far (or the
final score) and a legend.

``highlight`` is a set of spaces (ids, or labels such as "B3") to ring: ``changes`` gives the spaces the
last action changed, as far as the observer can tell.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from typing import Any, Iterable, Sequence

from .. import pictures as P
from ..pictures import Svg, fit, text_width
from .ui import SHAPES, need_short, short_labels, ui_texts

PAWN_FILL = {
    "blue": "#2563eb",
    "brown": "#8b5a2b",
    "green": "#2f9e44",
    "black": "#1f1f1f",
    "orange": "#f59f00",
    "white": "#ffffff",
    "purple": "#7e3fbf",
}
PAWN_INK = {
    "blue": "#ffffff",
    "brown": "#ffffff",
    "green": "#ffffff",
    "black": "#ffffff",
    "orange": "#1b1b1b",
    "white": "#333333",
    "purple": "#ffffff",
}
#: Soils: a fill pattern AND a printed name (never the colour alone), in the board's order of soils.
SOIL_STYLE = [
    ("#f6e7b8", "#a47a1c", "dots"),
    ("#efc0a6", "#9c4a26", "hlines"),
    ("#d9d9d4", "#5f5f5a", "cross"),
    ("#f7b8a4", "#b5311a", "waves"),
    ("#cfe3c2", "#3d6b29", "vlines"),
    ("#cfd8ee", "#34508f", "diag"),
]
SEAT_FILL = ("#0b5cad", "#b5470b", "#157a52", "#8a2f7a")
KINDS = ("water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria")
COLOUR_OF = {
    "water": "blue",
    "mineral": "brown",
    "plant": "green",
    "insect": "black",
    "animal": "orange",
    "oxygen": "white",
    "bacteria": "purple",
}

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "en": {
        "last": "changed by the last move",
        "step": "step",
        "set_aside": "set aside (hatched)",
        "removed": "removed at the end: {list}",
        "validated": "validated ✓",
        "not_validated": "not validated ✗",
        "points": "{elements} + {oxygen} oxygen = {total} pt",
        "hand_hidden": "needs hidden from this view",
        "public_view": "Spectator's view: only needs lying face up are shown.",
        "seat_view": "Seen through {name}'s eyes: the needs {name} knows.",
        "all_view": "Teacher's view: every need is shown.",
        "nobody": "no pawn",
    }
}

# geometry (px)
W = 900
M = 10
BOX_W = (W - 2 * M - 10) / 2
BOX_H = 352
SPACE_R = 28
PAWN_R = 16
HAND_X = 250  # where the hands start in the deities' panel
RADIUS = {1: 0, 2: 64, 3: 68, 4: 80, 5: 90, 6: 100, 7: 104}


def draw(
    rules: Any, state: Any, observer: int | str = "public", lang: str = "en", highlight: Iterable[Any] | None = None
) -> str:
    """The picture of ``state`` as ``observer`` (a seat, "public" or "all") may know it."""
    view = rules.view(state, observer)
    labels = {sp["label"]: sp["id"] for c in view["continents"] for sp in c["spaces"]}
    spaces = {
        labels[h] if isinstance(h, str) else int(h) for h in highlight or () if not isinstance(h, str) or h in labels
    }
    return Picture(rules, view, spaces).svg()


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[int]:
    """The spaces whose pawn (as ``observer`` sees it) differs between two positions."""
    a, b = rules.view(before, observer), rules.view(after, observer)
    pawns = {sp["id"]: sp["pawn"] for c in a["continents"] for sp in c["spaces"]}
    moved, turned = set(), set()
    for c in b["continents"]:
        for sp in c["spaces"]:
            old, new = pawns.get(sp["id"]), sp["pawn"]
            if old == new:
                continue
            if old is None or new is None or old["colour"] != new["colour"]:
                moved.add(sp["id"])
            else:
                turned.add(sp["id"])
    # the end turns every pawn need side up: then only what came or went is ringed
    return moved if moved and len(turned) > 3 else moved | turned


@lru_cache(maxsize=128)
def face_positions(n: int, links: tuple[tuple[int, int], ...]) -> tuple[tuple[float, float], ...]:
    """The ``n`` element spaces of a face on the corners of a regular polygon, in the order whose links
    cross least and are shortest (as the interactive board places them)."""
    if n <= 0:
        return ()
    r = RADIUS.get(n, 15 * n)
    start = -math.pi / 2 + (math.pi / n if n % 2 == 0 else 0.0)
    corners = (
        [(r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]
        if n > 1
        else [(0.0, 0.0)]
    )
    if n > 7 or not links:
        return tuple(corners)

    def crossings(order: Sequence[int]) -> int:
        chords = [tuple(sorted((order[a], order[b]))) for a, b in links]
        return sum(
            1
            for (a, b), (c, d) in itertools.combinations(chords, 2)
            if len({a, b, c, d}) == 4 and (a < c < b < d or c < a < d < b)
        )

    def length(order: Sequence[int]) -> float:
        return sum(math.dist(corners[order[a]], corners[order[b]]) for a, b in links)

    best = min(
        (crossings((0,) + rest), round(length((0,) + rest), 3), (0,) + rest)
        for rest in itertools.permutations(range(1, n))
    )
    return tuple(corners[best[2][i]] for i in range(n))


class Picture:
    def __init__(self, rules: Any, view: dict[str, Any], highlight: set[int]) -> None:
        self.r = rules
        self.v = view
        self.lang = "en"
        self.t = ui_texts(self.lang)
        self.w = WORDS[self.lang]
        self.hl = highlight
        self.names = [p["name"] for p in view["players"]]
        self.short = short_labels(self.names)
        self.soils = list(rules.board.soils)
        self.where: dict[int, tuple[float, float]] = {}
        self.removed = {r["space"]: r for r in view.get("result", {}).get("removed", [])}
        self.private_shown = False
        self.s = Svg(W, 0, f"{self.t['title']}: {self.status()}")

    # -- words
    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "-"

    def status(self) -> str:
        v, t = self.v, self.t
        parts = []
        if v["over"]:
            parts.append(t["game_over"])
        elif v["turn"] is not None:
            parts.append(t["turn_of"].format(name=self.name(v["turn"])))
            parts.append(f"{self.w['step']}: {self.step()}")
        parts.append(t["bag_count"].format(n=v["bag"]["count"]))
        return " · ".join(parts)

    def step(self) -> str:
        """The step of the turn in words: "Place", "Oxygen action: flip", "Bacterium: share"."""
        t, phase = self.t, self.v["phase"]
        if f"step.{phase}" in t:
            return t[f"step.{phase}"]
        oxygen = {"flip": "flip", "exchange": "exchange", "look": "look_move", "look_move": "look_move"}
        bacterium = {"share": "share", "bacteria_move": "move"}
        if phase in oxygen:
            return f"{t.get('step_oxygen', 'Oxygen')}: {t.get('action.' + oxygen[phase], phase)}"
        if phase in bacterium:
            return f"{t.get('step_bacterium', 'Bacterium')}: {t.get('action.' + bacterium[phase], phase)}"
        return phase.replace("_", " ")

    def eye(self) -> str:
        o = self.v["observer"]
        if o == "all":
            return self.w["all_view"]
        if isinstance(o, int):
            return self.w["seat_view"].format(name=self.name(o))
        return self.w["public_view"]

    def need_tag(self, pawn: dict[str, Any]) -> tuple[str, str] | None:
        """The tag under a pawn and its style ("public", "private", "point"), or None when unknown here."""
        t = self.t
        if pawn.get("kind") == "oxygen" and "need_up" in pawn:
            if not pawn["need_up"]:
                return t["oxygen_point_side"], "point"
            if "need" not in pawn:
                return t["oxygen_action_side"], "public"
        if "need" not in pawn:
            return None
        style = "public" if pawn.get("need_up") else "private"
        return need_short(pawn["need"], self.lang), style

    # -- pieces
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
        s.text(
            x,
            y + 0.5,
            letter,
            max(P.MIN_FONT, r * 0.95),
            bold=800,
            anchor="middle",
            middle=True,
            fill=PAWN_INK.get(colour, "#111111"),
        )

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

    # -- the picture
    def svg(self) -> str:
        s, v, t = self.s, self.v, self.t
        self.patterns()
        y = P.header(s, M, M, t["title"], [self.status()])
        s.text(M, y + 8, fit(self.eye(), 14, W - 2 * M, True), 14, bold=700, middle=True, fill="#0b3d91")
        y += 24
        if v["over"]:
            y = self.result_line(y)
        for c in v["continents"]:
            x0 = M + (c["index"] % 2) * (BOX_W + 10)
            y0 = y + (c["index"] // 2) * (BOX_H + 10)
            self.continent(c, x0, y0)
        y += 2 * BOX_H + 10
        y = self.deities(y + 10)
        y = self.legend(y + 6)
        if v.get("reconstructed"):
            s.text(W - M, y + 12, fit(t["reconstructed"], 12, W - 2 * M), 12, anchor="end", fill=P.SOFT)
            y += 20
        s.height = y + 4
        return s.render()

    def result_line(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        res = v["result"]
        level = self.r.catalogue.word(f"word.level.{res['level']}", self.lang)
        s.text(
            M,
            y + 10,
            fit(t["final_line"].format(score=res["score"], max=24, level=level), 16, W - 2 * M, True),
            16,
            bold=800,
            middle=True,
        )
        y += 24
        if res["removed"]:
            parts = [
                f"{r['space']} ({self.r.catalogue.word('word.reason.' + r['reason'], self.lang)})"
                for r in res["removed"]
            ]
            for line in P.wrap(self.w["removed"].format(list=", ".join(parts)), 14, W - 2 * M):
                s.text(M, y + 8, line, 14, middle=True, fill="#8a1c12")
                y += 20
        return y + 4

    def continent(self, c: dict[str, Any], x0: float, y0: float) -> None:
        s, v, t = self.s, self.v, self.t
        pending = v.get("pending", {})
        aside = c["set_aside"] and not c["in_play"]
        designated = pending.get("designated") == c["index"]
        acting = pending.get("continent") == c["index"] and "action" in pending
        fill, stroke, sw, dash = "#fdfbf6", "#b9c3cf", 1.5, None
        if c["complete"]:
            fill = "#f3faf3"
        if aside:
            fill, stroke, dash = "#eceff2", "#8c96a3", "9 6"
        elif c["set_aside"]:
            stroke, sw, dash = "#7e3fbf", 2, "2 4"
        if designated:
            stroke, sw, dash, fill = "#1f6feb", 4, None, "#f5f9ff"
        if acting:
            stroke, sw, dash, fill = "#7e3fbf", 4, None, "#faf6ff"
        s.rect(x0, y0, BOX_W, BOX_H, rx=18, fill=fill, stroke=stroke, stroke_width=sw, stroke_dasharray=dash)
        if aside:
            s.rect(x0, y0, BOX_W, BOX_H, rx=18, fill=s.url("aside"), opacity=".35")
        s.text(x0 + 16, y0 + 26, fit(f"{c['letter']} · {c['name']}", 18, BOX_W - 190, True), 18, bold=800)
        face = t["face_easy"] if c["face"] == "easy" else t["face_difficult"]
        s.text(x0 + 16, y0 + 46, face.upper(), 12, bold=600, fill="#5b6270", letter_spacing=".6")
        status = ""
        if aside:
            status = t["cont_aside"]
        elif c["complete"]:
            status = t["cont_complete"]
        elif c["elements_full"]:
            status = t["cont_elements_full"]
        elif c["set_aside"]:
            status = t["cont_opened"]
        if v["over"]:
            res = v["result"]["continents"][c["index"]]
            status = self.w["validated"] if res["validated"] else self.w["not_validated"]
        s.text(
            x0 + BOX_W - 14,
            y0 + 26,
            status,
            14,
            bold=700,
            anchor="end",
            fill="#6b21a8" if aside else "#1e6b34" if c["complete"] else "#4b5563",
        )
        second = ""
        if designated:
            second = t["cont_designated"].format(name=self.name(v["turn"]))
        elif acting:
            second = t["cont_acting"].format(action=t.get(f"action.{pending['action']}", pending["action"]))
        elif v["over"]:
            res = v["result"]["continents"][c["index"]]
            second = self.w["points"].format(
                elements=res["elements"], oxygen=res["oxygen"], total=res["elements"] + res["oxygen"]
            )
        if second:
            s.text(
                x0 + BOX_W - 14,
                y0 + 46,
                fit(second, 13, 220, True),
                13,
                bold=700,
                anchor="end",
                fill="#6b21a8" if acting else "#1f6feb" if designated else "#3a3f48",
            )
        # where each space is drawn: the element spaces around (cx, cy), the white space to the right
        elements = [sp for sp in c["spaces"] if not sp["white"]]
        ids = {sp["label"]: k for k, sp in enumerate(elements)}
        links = tuple(
            sorted(
                {
                    tuple(sorted((k, ids[other])))
                    for k, sp in enumerate(elements)
                    for other in sp["links"]
                    if other in ids
                }
            )
        )
        cx, cy = x0 + 172, y0 + 200
        for sp, (dx, dy) in zip(elements, face_positions(len(elements), links)):
            self.where[sp["id"]] = (cx + dx, cy + dy)
        for sp in c["spaces"]:
            if sp["white"]:
                self.where[sp["id"]] = (x0 + BOX_W - 62, cy)
        with s.group(opacity=".6" if aside else None):
            with s.group(stroke_linecap="round"):
                for a, b in links:
                    (xa, ya), (xb, yb) = self.where[elements[a]["id"]], self.where[elements[b]["id"]]
                    s.line(xa, ya, xb, yb, stroke="#5b4b36", stroke_width=7)
                    s.line(xa, ya, xb, yb, stroke="#e8dcc4", stroke_width=2.2)
            for sp in c["spaces"]:
                self.space(sp)
        if aside and v["bacteria_waiting"]:
            bx, by = x0 + BOX_W - 30, y0 + BOX_H - 28
            s.text(
                bx - 18 - 30 * v["bacteria_waiting"],
                by,
                t["bacteria_wait"],
                13,
                bold=700,
                anchor="end",
                middle=True,
                fill="#6b21a8",
            )
            for k in range(v["bacteria_waiting"]):
                self.pawn(s, bx - 30 * k, by, "purple", "bacteria", 13)

    def space(self, sp: dict[str, Any]) -> None:
        s, t = self.s, self.t
        x, y = self.where[sp["id"]]
        if sp["white"]:
            s.circle(x, y, SPACE_R, fill="#ffffff", stroke="#8a8f98", stroke_width=2, stroke_dasharray="5 3")
            s.text(x, y + 1, "O₂", 15, bold=700, anchor="middle", middle=True, fill="#9aa1ad")
        else:
            i = self.soils.index(sp["soil"]) if sp["soil"] in self.soils else 0
            s.circle(x, y, SPACE_R, fill=s.url(f"soil{i}"), stroke="#6b5d45", stroke_width=1.6)
            s.text(
                x,
                y + 17,
                t.get(f"soil.{sp['soil']}", sp["soil"]),
                12,
                bold=700,
                anchor="middle",
                middle=True,
                fill="#3a3227",
                stroke="#fdfbf6",
                stroke_width=3.5,
                paint_order="stroke",
                stroke_linejoin="round",
            )
        s.text(
            x,
            y - SPACE_R - 13,
            sp["label"],
            13,
            bold=800,
            anchor="middle",
            middle=True,
            fill="#3f4654",
            stroke="#ffffff",
            stroke_width=3,
            paint_order="stroke",
            stroke_linejoin="round",
        )
        pawn = sp["pawn"]
        py = y - 3 if not sp["white"] else y
        tag_y = y + SPACE_R + 13
        removed = self.removed.get(sp["label"])
        if pawn is not None:
            if pawn.get("need_up") and pawn["kind"] != "oxygen":
                s.circle(x, py, PAWN_R + 4, fill="none", stroke="#e0a800", stroke_width=3.5)
            self.pawn(s, x, py, pawn["colour"], pawn["kind"])
            tag = self.need_tag(pawn)
            if tag is not None:
                self.pill(s, x, tag_y, tag[0], tag[1])
                if tag[1] == "private":
                    self.private_shown = True
                    self.eye_badge(s, x + 13, py - 13)
        elif removed is not None:
            with s.group(opacity=".4"):
                self.pawn(s, x, py, removed["colour"], removed["need"]["kind"])
            self.pill(s, x, tag_y, need_short(removed["need"], self.lang), "public")
            s.circle(x + 14, py + 12, 9, fill="#b3261e", stroke="#ffffff", stroke_width=1.5)
            s.text(x + 14, py + 12.5, "✗", 12, bold=900, anchor="middle", middle=True, fill="#ffffff")
        elif sp["white"]:
            s.text(x, tag_y, t["white_space"], 12, bold=700, anchor="middle", middle=True, fill="#5b6270")
        if sp["id"] in self.hl:
            P.ring_circle(s, x, y, SPACE_R + 6)

    def deities(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        row_h = 46
        n = len(v["players"])
        team_h = 56
        h = 26 + n * row_h + team_h
        top = P.panel(s, M, y, W - 2 * M, h, t["players"])
        pending = v.get("pending", {})
        for k, p in enumerate(v["players"]):
            cy = top + k * row_h + row_h / 2 - 2
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
            # each pawn of the hand gets an equal share of the row for itself and its need's tag
            room = W - 2 * M - HAND_X - 12 - (110 if indicated is not None else 0)
            tag_w = max(60, room / max(1, len(p["hand"])) - 52)
            for pawn in p["hand"]:
                if pawn["slot"] == indicated:
                    s.circle(x + 19, cy, 19, fill="none", stroke="#e6a817", stroke_width=3.5)
                self.pawn(s, x + 19, cy, pawn["colour"], pawn["kind"], 15)
                x += 42
                tag = self.need_tag(pawn)
                if tag is not None:
                    self.private_shown = self.private_shown or tag[1] == "private"
                    w = self.pill_width(tag[0], tag_w)
                    self.pill(s, x + w / 2, cy, tag[0], tag[1], tag_w)
                    x += w + 10
                if pawn["slot"] == indicated:
                    s.text(x, cy, f"← {t['indicated']}", 12, bold=700, middle=True, fill="#8a5a00")
                    x += text_width(f"← {t['indicated']}", 12, True) + 12
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
        x = M + 14
        s.text(x, ty + 38, t["bag"].format(n=v["bag"]["count"]) + ":", 14, bold=700, middle=True)
        x += text_width(t["bag"].format(n=v["bag"]["count"]) + ":", 14, True) + 10
        for kind in KINDS:
            colour = COLOUR_OF[kind]
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

    def legend(self, y: float) -> float:
        s, t = self.s, self.t
        items: list[P.LegendItem] = []
        for i, soil in enumerate(self.soils):

            def swatch(svg: Svg, x: float, cy: float, i: int = i) -> float:
                svg.circle(x + 10, cy, 10, fill=svg.url(f"soil{i}"), stroke="#6b5d45")
                return 20

            items.append((swatch, t.get(f"soil.{soil}", soil)))
        for kind in KINDS:

            def disc(svg: Svg, x: float, cy: float, kind: str = kind) -> float:
                self.pawn(svg, x + 11, cy, COLOUR_OF[kind], kind, 11)
                return 22

            items.append((disc, t.get(f"colour.{COLOUR_OF[kind]}", kind)))

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
        if any(c["set_aside"] and not c["in_play"] for c in self.v["continents"]):
            items.append((aside, self.w["set_aside"]))
        if self.hl:

            def ring(svg: Svg, x: float, cy: float) -> float:
                P.ring_circle(svg, x + 11, cy, 10)
                return 22

            items.append((ring, self.w["last"]))
        y = P.legend(s, M + 2, y, W - 2 * M, items)
        s.text(M + 2, y + 8, fit(t["legend_tags"], 13, W - 2 * M), 13, middle=True, fill=P.INK)
        return y + 22
