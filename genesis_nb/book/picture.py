"""A static picture of a book position (SVG text) as ONE observer may know it.

It is drawn from ``rules.view(state, observer)`` only, so a face-down piece stays a brown back with a "?"
unless this observer knows it (everyone once it lay face up, B-MEMORY; its peeker after a Prophecy; the
teacher's ``"all"``): then its two letters show on the back, in a dashed ring of its owner's colour. The
marks of a Prophecy's looks are public (who looked, never what was seen). It looks like the interactive
board (js/book_*.js): the hex field with its labels, each face-up character as its player's shape in its
player's colour with its two-letter code (Ki King ... Fi Fisher, Av Avenger, Mb Mob), a "Ho" badge on a
rider, a shield on a protected piece, the landmarks (Th Throne, Ar Ark, Al Altar, Mt Mountain); then the
players with their graves and star points, and a legend.

``highlight`` is a set of hexes (ids, or labels such as "F6") and ``("grave", seat)`` to ring: ``changes``
gives what the last action changed, as far as the observer can tell.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, Callable, Iterable

from .. import pictures as P
from ..pictures import Svg, fit, text_width
from .ui import CODES, SHAPES, ui_texts

#: The players' colours (as on the board), each with the ink readable on it.
FILL = {"gold": "#e3b62f", "silver": "#b9bec6", "red": "#c0392b", "blue": "#2f6fd6"}
INK = {"gold": "#231a00", "silver": "#111418", "red": "#ffffff", "blue": "#ffffff"}
BOARD_FILL = ("#f4efe3", "#ece6d6", "#f1e7e2", "#e4eaf1")
HEX_STROKE = "#cbbf9f"
BACK, BACK_KNOWN, BACK_STROKE, BACK_INK = "#6b5532", "#8d7650", "#2f2410", "#f3e4c0"
BRONZE = "#8a6d2a"
SLAB = {"throne": ("#c9a464", "#5c4419"), "ark": ("#8fb3c9", "#24516d"), "altar": ("#d9c7e8", "#5a3c78")}
MOUNTAIN = ("#7b6a55", "#3d3224")
SHIELD = "#2e7d4f"
OWN = ("#fdecea", "#b3261e")
GOLD = "#e6a817"
KINDS = ("king", "goliath", "prophet", "priest", "horse", "guard", "man", "fisher")
SQRT3 = math.sqrt(3)

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "last": "changed by the last action",
    "public_view": "Spectator's view: a face-down piece shows only if everyone has seen it.",
    "seat_view": "Seen through {name}'s eyes: what {name} may know.",
    "all_view": "Teacher's view: every face-down piece is shown.",
    "known_public": "face down, but everyone saw it",
    "known_seat": "face down, but {name} knows it",
    "known_all": "face down (shown to the teacher)",
    "landmark_down": "face down: a landmark",
    "rider": "riding a Horse",
    "own": "own piece: counts against",
    "thrones": "{name} puts a Throne on an empty hex, with their King on it",
    "peek": "{name} names face-down pieces to look at: {left} left",
    "named": "named so far: {hexes}",
    "opening": "the game starts with a flip",
    "first": "plays first",
    "place": "plays {n}",
    "to_play": "to play",
    "pts": "{n} star points",
    "result": "Final count: {counts}.",
    "wins": "{name} wins.",
    "cap": "The game reached its action cap ({cap}).",
    "field": "The field is reconstructed (the printed boards are lost): seeds/book.toml.",
}
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}

W = 840  # fits the output area of a notebook at 1280 px with the file browser open (848 px)
M = 10


def draw(
    rules: Any, state: Any, observer: int | str = "public", lang: str = "en", highlight: Iterable[Any] | None = None
) -> str:
    """The picture of ``state`` as ``observer`` (a seat, "public" or "all") may know it (English)."""
    view = rules.view(state, observer)
    labels = {c["label"]: c["hex"] for c in view["field"]}
    hexes: set[int] = set()
    graves: set[int] = set()
    for h in highlight or ():
        if isinstance(h, tuple):
            if len(h) == 2 and h[0] == "grave":
                graves.add(int(h[1]))
        elif isinstance(h, str):
            if h in labels:
                hexes.add(labels[h])
        else:
            hexes.add(int(h))
    return Picture(view, hexes, graves).svg()


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[Any]:
    """The hexes whose cell (as ``observer`` may know it) differs between two positions, and
    ``("grave", seat)`` for each grave that changed."""
    a, b = rules.view(before, observer), rules.view(after, observer)
    ca = {c["hex"]: c for c in a["cells"]}
    cb = {c["hex"]: c for c in b["cells"]}
    out: set[Any] = {h for h in set(ca) | set(cb) if ca.get(h) != cb.get(h)}
    for pa, pb in zip(a["players"], b["players"]):
        if pa["grave"] != pb["grave"]:
            out.add(("grave", pb["seat"]))
    return out


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


class Picture:
    def __init__(self, view: dict[str, Any], hexes: set[int], graves: set[int]) -> None:
        self.v = view
        self.t = ui_texts("en")
        self.w = WORDS
        self.hl = hexes
        self.hg = graves
        self.names = [p["name"] for p in view["players"]]
        self.colours = [p["colour"] for p in view["players"]]
        field = view["field"]
        us = [c["q"] + c["r"] / 2 for c in field]
        rs = [c["r"] for c in field]
        width_units = (max(us) - min(us)) * SQRT3 + SQRT3
        self.R = min(38.0, (W - 2 * M - 8) / width_units)
        self.u0, self.r0 = min(us), min(rs)
        self.field_w = width_units * self.R
        self.field_h = ((max(rs) - min(rs)) * 1.5 + 2) * self.R
        self.pr = 0.53 * self.R  # a piece's radius
        self.s = Svg(W, 0, f"{self.t['title']}: {self.status()}")

    # -- words
    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "-"

    def kind(self, kind: str) -> str:
        return self.t.get(f"kind.{kind}", kind)

    def status(self) -> str:
        v, t, w = self.v, self.t, self.w
        if v["over"]:
            return t["game_over"]
        who = self.name(v["actor"])
        if v["phase"] == "throne":
            return w["thrones"].format(name=who)
        parts = [t["status_turn"].format(ply=v["ply"], face_down=v["face_down"])]
        if v["phase"] == "peek":
            peek = v.get("peek") or {}
            parts.append(w["peek"].format(name=who, left=peek.get("left", 0)))
            if peek.get("hexes"):
                parts.append(w["named"].format(hexes=", ".join(peek["hexes"])))
        else:
            parts.append(t["turn"].format(name=who))
            if v["opening"]:
                parts.append(w["opening"])
        return " · ".join(parts)

    def eyes(self) -> str:
        o = self.v["observer"]
        if o == "all":
            return self.w["all_view"]
        if isinstance(o, int):
            return self.w["seat_view"].format(name=self.name(o))
        return self.w["public_view"]

    def known_words(self) -> str:
        o = self.v["observer"]
        if o == "all":
            return self.w["known_all"]
        if isinstance(o, int):
            return self.w["known_seat"].format(name=fit(self.name(o), 13, 160))
        return self.w["known_public"]

    # -- geometry
    def xy(self, c: dict[str, Any]) -> tuple[float, float]:
        R = self.R
        x = self.fx + R * SQRT3 / 2 + (c["q"] + c["r"] / 2 - self.u0) * SQRT3 * R
        y = self.fy + R + (c["r"] - self.r0) * 1.5 * R
        return x, y

    # -- pieces
    def symbols(self) -> None:
        s, R, pr = self.s, self.R, self.pr

        def hexagon(sub: Svg) -> None:
            sub.polygon(P.polygon_points(6, R - 1, -math.pi / 2), stroke=HEX_STROKE, stroke_width=1.2)

        def back(sub: Svg) -> None:
            sub.circle(0, 0, pr, fill=BACK, stroke=BACK_STROKE, stroke_width=1.6)
            sub.text(0, 0.5, "?", max(P.MIN_FONT, pr * 0.85), bold=800, anchor="middle", middle=True, fill=BACK_INK)

        s.symbol("hex", hexagon)
        s.symbol("back", back)

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
            sub.text(
                0,
                0.5,
                code,
                max(P.MIN_FONT, pr * 0.75),
                bold=800,
                anchor="middle",
                middle=True,
                fill=INK.get(colour, "#111111"),
            )
            if mounted:
                self.rider_badge(sub, pr * 0.72, pr * 0.78)
            if protected:
                self.shield(sub, -pr * 0.85, -pr * 0.75)

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

    def back(self, s: Svg, x: float, y: float, known: tuple[str, str | None] | None, landmark: bool) -> None:
        """A face-down piece; ``known``: (code, owner's colour or None) when this observer knows it."""
        if known is None and not landmark:
            s.use("back", x, y)
            return
        name = f"b{known[0]}{known[1] or ''}" if known else "blm"

        def body(sub: Svg) -> None:
            pr = self.pr
            sub.circle(0, 0, pr, fill=BACK_KNOWN if known else BACK, stroke=BACK_STROKE, stroke_width=1.6)
            ring = FILL.get(known[1], BRONZE) if known and known[1] else BRONZE
            sub.circle(0, 0, pr, fill="none", stroke=ring, stroke_width=3.5, stroke_dasharray="5 3")
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
        for i, seat in enumerate(seats):
            px, py = x + self.pr * 0.95 - i * 15, y - self.pr * 0.95
            s.circle(px, py, 9, fill="#ffffff", stroke="#1d1d1d", stroke_width=1)
            self.seat_token(s, px, py, seat, 6.5, 1)
            s.circle(px, py, 2.2, fill="#1d1d1d")

    # -- the picture
    def svg(self) -> str:
        s = self.s
        y = P.header(s, M, M, self.t["title"], [self.status()])
        s.text(M, y + 8, fit(self.eyes(), 14, W - 2 * M, True), 14, bold=700, middle=True, fill="#0b3d91")
        y += 24
        if self.v["over"]:
            y = self.result(y)
        y = self.field(y + 4)
        y = self.players(y + 10)
        y = self.legend(y + 6)
        if self.v.get("reconstructed"):
            s.text(W - M, y + 12, fit(self.w["field"], 12, W - 2 * M), 12, anchor="end", fill=P.SOFT)
            y += 20
        s.height = y + 4
        return s.render()

    def result(self, y: float) -> float:
        s, v, t, w = self.s, self.v, self.t, self.w
        sheet = v["scores"]
        totals = {p["seat"]: p["points"] for p in v["players"]}
        counts = ", ".join(f"{p['name']} {p['points']}" for p in sorted(v["players"], key=lambda p: -p["points"]))
        lines = [w["result"].format(counts=counts)]
        if "draw" in sheet.get("notes", []):
            lines.append(t["draw"])
        elif sheet.get("winners"):
            win = sheet["winners"][0]
            lines.append(w["wins"].format(name=self.name(win)) if win in totals else "")
        if v.get("end") == "cap":
            lines.append(w["cap"].format(cap=v["cap"]))
        for line in P.wrap(" ".join(x for x in lines if x), 15, W - 2 * M, True):
            s.text(M, y + 10, line, 15, bold=True, middle=True)
            y += 22
        return y + 2

    def field(self, y: float) -> float:
        s, v = self.s, self.v
        self.symbols()
        self.fx = (W - self.field_w) / 2
        self.fy = y
        cells = {c["hex"]: c for c in v["cells"]}
        where = {c["hex"]: self.xy(c) for c in v["field"]}
        for b in sorted({c["board"] for c in v["field"]}):
            with s.group(fill=BOARD_FILL[b % len(BOARD_FILL)]):
                for c in v["field"]:
                    if c["board"] == b:
                        s.use("hex", *where[c["hex"]])
        with s.group(font_size=12, font_weight=600, fill="#8b8065", text_anchor="middle"):
            for c in v["field"]:
                x, cy = where[c["hex"]]
                s.text(x, cy - 0.6 * self.R + 4, c["label"])
        for h, c in cells.items():
            x, cy = where[h]
            self.cell(c, x, cy + 0.16 * self.R)
        for h in sorted(self.hl):
            if h in where:
                x, cy = where[h]
                pts = P.polygon_points(6, self.R - 3, -math.pi / 2, x, cy)
                s.polygon(pts, fill="none", stroke="#ffffff", stroke_width=5)
                s.polygon(pts, fill="none", stroke=P.HIGHLIGHT, stroke_width=2.8, stroke_dasharray="6 3")
        return y + self.field_h

    def cell(self, c: dict[str, Any], x: float, y: float) -> None:
        s = self.s
        pieces = c.get("pieces") or []
        if c.get("face_down"):
            known = None
            if c.get("known") and pieces:
                owner = c.get("owner")
                code = CODES.get(c.get("rank") or pieces[-1]["kind"], "?")
                known = (code, self.colours[owner] if isinstance(owner, int) else None)
            self.back(s, x, y, known, bool(c.get("known_landmark")))
            if c.get("height", 1) > 1:
                s.text(
                    x + self.pr * 0.8,
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
        s, v, t, w = self.s, self.v, self.t, self.w
        inner = W - 2 * M - 20
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
        top = P.panel(s, M, y, W - 2 * M, h, t["players"])
        cy0 = top
        for p, chips, rh in rows:
            seat = p["seat"]
            x0 = M + 10
            turn = seat == v["actor"] and not v["over"]
            if turn:
                s.rect(M + 4, cy0 - 2, W - 2 * M - 8, rh - 2, rx=7, fill="#fff3cf", stroke=GOLD, stroke_width=2.5)
            if seat in self.hg:
                P.ring(s, M + 6, cy0, W - 2 * M - 12, rh - 6, 7)
            self.seat_token(s, x0 + 13, cy0 + 18, seat, 12, 1.4)
            s.text(
                x0 + 32,
                cy0 + 10,
                fit(f"{p['name']} · {t.get('colour.' + p['colour'], p['colour'])}", 15, 420, True),
                15,
                bold=True,
                middle=True,
            )
            sub = []
            if turn:
                sub.append(w["to_play"])
            place = p["place"] + 1
            sub.append(w["first"] if place == 1 else w["place"].format(n=ORDINAL.get(place, place)))
            sub.append(t["men_up"].format(n=p["men_up"]))
            if p["passive_prophecy"]:
                sub.append(t["passive"].format(kind=self.kind("prophet"), what=t["ability.prophecy"]))
            if p["passive_purge"]:
                sub.append(t["passive"].format(kind=self.kind("priest"), what=t["ability.purge"]))
            s.text(x0 + 32, cy0 + 29, fit(" · ".join(sub), 13, W - 2 * M - 220), 13, middle=True, fill=P.SOFT)
            s.text(W - M - 14, cy0 + 18, w["pts"].format(n=p["points"]), 16, bold=800, anchor="end", middle=True)
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
            cy0 += rh
        return y + h

    def legend(self, y: float) -> float:
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
        if any(c.get("known_landmark") for c in self.v["cells"]):

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
        y = P.legend(s, M + 2, y, W - 2 * M, items)
        for line in P.wrap(t["legend_kinds"], 13, W - 2 * M):
            s.text(M + 2, y + 8, line, 13, middle=True, fill=P.INK)
            y += 20
        return y + 2
