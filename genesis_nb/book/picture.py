"""A static picture of a book position (SVG text) as ONE observer may know it.

It is drawn from ``rules.view(state, observer)`` only, so a face-down piece stays a brown back with a "?"
unless this observer knows it (everyone once it lay face up, B-MEMORY; its peeker after a Prophecy; the
teacher's ``"all"``): then its two letters show on the back, in a dashed ring of its owner's shape and colour.
The marks of a Prophecy's looks are public (who looked, never what was seen). It is also the live board (each
hex marked ``hex:<h>``, ``book.ui``): the hex field with its labels, each face-up character as its player's
shape in its player's colour with its two-letter code (Ki King ... Fi Fisher, Av Avenger, Mb Mob), a "Ho" badge
on a rider, a shield on a protected piece, the landmarks (Th Throne, Ar Ark, Al Altar, Mt Mountain); then the
players with their graves and star points, and a legend (under the field, or beside it: ``wide``).

``highlight`` is a set of hexes (ids, or labels such as "F6") and ``("grave", seat)`` to ring: ``picture_changes.changes``
gives what the last action changed, as far as the observer can tell.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import partial
from typing import Any, Iterable

from .. import pictures as P
from ..core.catalogue import sentence
from ..picture_memo import Reprs, Same
from ..picture_parts import EYE_INK
from ..pictures import Svg, fit
from .picture_changes import changes as changes  # the shared pictures read it (pictures.picture: what changed, ringed)
from .picture_changes import runs
from .picture_panels import Panels
from .picture_pieces import Pieces
from .picture_style import (
    BACK,
    BACK_INK,
    BACK_STROKE,
    BOARD_FILL,
    HEX_STROKE,
    PARTS,
    SQRT3,
    WIDE,
    WORDS,
    M,
    W,
)
from .ui import ui_texts

#: the fields' texts (one per number of players), found again by equality
FIELDS = Reprs()
#: the cells' texts, by the very cell (``view.build_view`` gives every view showing a hex alike the same cell)
CELLS = Same()
#: where the hexes of a field lie, by field and place on the picture (a few layouts of a few fields)
_PLACES: OrderedDict[tuple[Any, ...], tuple[dict[int, tuple[float, float]], dict[int, int]]] = OrderedDict()
PLACES_KEPT = 16
_EXTENTS: dict[str, tuple[float, int, float, int]] = {}


def draw(
    rules: Any,
    state: Any,
    observer: int | str = "public",
    lang: str = "en",
    highlight: Iterable[Any] | None = None,
    wide: bool = False,
) -> str:
    """The picture of ``state`` as ``observer`` (a seat, "public" or "all") may know it (English). ``wide``: the
    players and the legend beside the field rather than under it (the live board's layout, which fits a
    landscape screen)."""
    return picture_of(rules.view(state, observer), highlight, wide)


def picture_of(view: dict[str, Any], highlight: Iterable[Any] | None = None, wide: bool = False) -> str:
    """The picture of a view (``draw``)."""
    labels: dict[str, int] = {}
    hexes: set[int] = set()
    graves: set[int] = set()
    for h in highlight or ():
        if isinstance(h, tuple):
            if len(h) == 2 and h[0] == "grave":
                graves.add(int(h[1]))
        elif isinstance(h, str):
            labels = labels or {c["label"]: c["hex"] for c in view["field"]}
            if h in labels:
                hexes.add(labels[h])
        else:
            hexes.add(int(h))
    return Picture(view, hexes, graves, wide).svg()


def extent(field: list[dict[str, Any]]) -> tuple[float, int, float, int]:
    """The field's least u (q + r / 2) and r, its width in units of a hex's radius, and its rows less one (kept)."""
    text = FIELDS.text(field)
    found = _EXTENTS.get(text)
    if found is None:
        us = [c["q"] + c["r"] / 2 for c in field]
        rs = [c["r"] for c in field]
        found = _EXTENTS[text] = (min(us), min(rs), (max(us) - min(us)) * SQRT3 + SQRT3, max(rs) - min(rs))
        if len(_EXTENTS) > PLACES_KEPT:
            _EXTENTS.pop(next(iter(_EXTENTS)))
    return found


class Picture(Pieces, Panels):
    def __init__(self, view: dict[str, Any], hexes: set[int], graves: set[int], wide: bool = False) -> None:
        self.v = view
        self.t = ui_texts("en")
        self.w = WORDS
        self.hl = hexes
        self.hg = graves
        self.names = [p["name"] for p in view["players"]]
        self.colours = [p["colour"] for p in view["players"]]
        self.u0, self.r0, width_units, rows = extent(view["field"])
        self.R = min(38.0, (W - 2 * M - 8) / width_units)
        self.field_w = width_units * self.R
        self.field_h = (rows * 1.5 + 2) * self.R
        self.pr = 0.53 * self.R  # a piece's radius
        self.wide = bool(wide)
        self.s = Svg(WIDE if self.wide else W, 0, f"{self.t['title']}: {self.status()}")

    # -- words
    def kind(self, kind: str) -> str:
        return self.t.get(f"kind.{kind}", kind)

    def status(self) -> str:
        v, t, w = self.v, self.t, self.w
        if v["over"]:
            return t["game_over"]
        who = self.name(v["actor"])
        if v["phase"] == "throne":
            return sentence(w["thrones"].format(name=who))
        parts = [t["status_turn"].format(ply=v["ply"], face_down=v["face_down"])]
        if v["phase"] == "peek":
            peek = v.get("peek") or {}
            parts.append(sentence(w["peek"].format(name=who, left=peek.get("left", 0))))
            if peek.get("hexes"):
                parts.append(w["named"].format(hexes=", ".join(peek["hexes"])))
        else:
            parts.append(sentence(t["turn"].format(name=who)))
            if v["opening"]:
                parts.append(w["opening"])
        return " · ".join(parts)

    def prompt(self) -> str:
        """What the player to act clicks now (the live board says it above the field)."""
        v, t = self.v, self.t
        if v["phase"] == "throne":
            return t["prompt_throne"]
        if v["phase"] == "peek":
            return t["prompt_peek"].format(left=(v.get("peek") or {}).get("left", 0))
        return t["prompt_first"] if v["opening"] else t["prompt_turn"]

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

    # -- the picture
    def svg(self) -> str:
        s = self.s
        y = P.header(s, M, M, self.t["title"], [self.status()])
        if self.wide and not P.titled() and not self.v["over"]:
            said = self.corner(y)  # the live board: its first lines beside the field's first rows
            if said:
                if self.v["observer"] == self.v["actor"]:  # what to click: a projected board keeps it in sight
                    s.block(*said, keep=True)
                return self.beside(y)
        y = self.eye_line(y)
        if self.v["over"]:
            y = self.result(y)
        elif self.wide and self.v["observer"] == self.v["actor"]:
            # the live board, seen by the player to act: what to click
            s.text(M, y + 8, fit(self.prompt(), 14, s.width - 2 * M), 14, middle=True, fill=P.INK)
            s.block(M, y, s.width - 2 * M, 18, keep=True)  # a projected board keeps it in sight
            y += 24
        if not self.wide:
            y = self.field(y + 4)
            y = self.players(y + 10)
            y = self.legend(y + 6)
            return self.finish(y, self.w["field"])
        return self.beside(y)

    def beside(self, y: float) -> str:
        """The live board's layout: the players and the legend in a column right of the field."""
        below = self.field(y + 4)
        self.px, self.pw = W, WIDE - W - M
        side = self.legend(self.players(y + 4) + 6)
        return self.finish(max(below, side), self.w["field"])

    def corner(self, y: float) -> tuple[float, float, float, float] | None:
        """Whose eyes the picture shows, and what the player to act clicks, in the empty corner left of the field's
        first rows (the live board without its title block: a picture a screen high), and their box; None, drawing
        nothing, when they do not fit there."""
        self.fx, self.fy = (W - self.field_w) / 2, y + 4
        lines = [(self.eye(), True)]
        if self.v["observer"] == self.v["actor"]:
            lines.append((self.prompt(), False))
        ground = (FIELDS.text(self.v["field"]), self.fx, self.fy, self.R)
        return PARTS.draw(self.s, ("corner", ground, tuple(lines), y), partial(self.corner_lines, y, lines, ground))

    def corner_lines(
        self, y: float, lines: list[tuple[str, bool]], ground: tuple[Any, ...]
    ) -> tuple[float, float, float, float] | None:
        """``corner``'s lines (each a text and whether it is bold), drawn when they fit: their box (x, y, w, h)."""
        R, half = self.R, self.R * SQRT3 / 2
        hexes = list(self.places(ground)[0].values())
        parts, top = [], y + 4
        for text, bold in lines:
            words = text.split()
            while words:
                room = min((x - half for x, cy in hexes if cy - R < top + 20 and cy + R > top), default=W) - M - 12
                n = len(words)
                while n > 1 and P.text_width(" ".join(words[:n]), 14, bold) > room:
                    n -= 1
                if room < 160 or P.text_width(words[0], 14, bold) > room:
                    return None
                parts.append((top, " ".join(words[:n]), bold))
                words, top = words[n:], top + 19
        for at, part, bold in parts:
            self.s.text(M, at + 10, part, 14, bold=700 if bold else False, middle=True, fill=EYE_INK if bold else P.INK)
        wide = max(P.text_width(part, 14, bold) for _, part, bold in parts)
        self.s.block(M, y + 4, wide, top - y - 4)  # a zoom shows the lines whole or not at all
        return (M, y + 4, wide, top - y - 4)

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
            lines.append(sentence(w["wins"].format(name=self.name(win))) if win in totals else "")
        if v.get("end") == "cap":
            lines.append(w["cap"].format(cap=v["cap"]))
        for line in P.wrap(" ".join(x for x in lines if x), 15, W - 2 * M, True):
            s.text(M, y + 10, line, 15, bold=True, middle=True)
            y += 22
        return y + 2

    def field(self, y: float) -> float:
        s, v, R = self.s, self.v, self.R
        PARTS.draw(s, ("symbols", R, self.pr), self.symbols)
        self.fx = (W - self.field_w) / 2
        self.fy = y
        # the field's hexes, marks and labels are the same in every picture of a board: drawn once for them all
        ground = (FIELDS.text(v["field"]), self.fx, self.fy, R)
        where, row = self.places(ground)
        PARTS.draw(s, ("ground", ground), lambda: self.ground(where))
        # the pieces (the same in most pictures of a position), the last action's rings and the labels over them
        texts = tuple(map(CELLS.text, v["cells"]))
        hl = tuple(sorted(self.hl))
        key = ("pieces", texts, hl, ground, tuple(self.colours))
        PARTS.draw(s, key, partial(self.pieces, texts, hl, ground, where, row))
        return y + self.field_h

    def pieces(
        self,
        texts: tuple[str, ...],
        hl: tuple[int, ...],
        ground: tuple[Any, ...],
        where: dict[int, tuple[float, float]],
        row: dict[int, int],
    ) -> None:
        """The pieces, a run of hexes of one row at a time (a move redraws the runs it changed), the rings round the
        hexes ``hl`` and the hexes' labels (``texts``: each cell's ``repr``)."""
        s, R = self.s, self.R
        colours = tuple(self.colours)
        at = 0
        for run in runs(self.v["cells"], row):
            part = texts[at : at + len(run)]
            at += len(run)
            PARTS.draw(s, ("cells", part, ground, colours), partial(self.cells, run, part, where))
        for h in hl:
            if h in where:
                x, cy = where[h]
                pts = P.polygon_points(6, R - 3, -math.pi / 2, x, cy)
                s.polygon(pts, fill="none", stroke="#ffffff", stroke_width=5)
                s.polygon(pts, fill="none", stroke=P.HIGHLIGHT, stroke_width=2.8, stroke_dasharray="6 3")
        PARTS.draw(s, ("labels", ground), lambda: self.labels(where))

    def places(self, ground: tuple[Any, ...]) -> tuple[dict[int, tuple[float, float]], dict[int, int]]:
        """Where each hex of the field lies, and its row (the same for every picture of a field: kept)."""
        found = _PLACES.get(ground)
        if found is None:
            field = self.v["field"]
            found = {c["hex"]: self.xy(c) for c in field}, {c["hex"]: c["r"] for c in field}
            _PLACES[ground] = found
            while len(_PLACES) > PLACES_KEPT:
                _PLACES.popitem(last=False)
        return found

    def ground(self, where: dict[int, tuple[float, float]]) -> None:
        """The hexes of the field, each marked with its board key (a focus region zooms to some): the box inside
        it where the piece lies, so that the keys of neighbouring hexes do not overlap."""
        s, v = self.s, self.v
        for b in sorted({c["board"] for c in v["field"]}):
            with s.group(fill=BOARD_FILL[b % len(BOARD_FILL)]):
                for c in v["field"]:
                    if c["board"] == b:
                        s.use("hex", *where[c["hex"]])
        kw, kh = self.R * SQRT3 - 6, self.R * 1.2 - 4  # under the hex label, round the piece
        for h, (x, cy) in where.items():
            s.mark(f"hex:{h}", x - kw / 2, cy + 0.16 * self.R - kh / 2, kw, kh)

    def labels(self, where: dict[int, tuple[float, float]]) -> None:
        """The hexes' labels, last, on a halo: over the ring of the last action and any mark that comes near."""
        s, v = self.s, self.v
        with s.group(
            font_size=12,
            font_weight=600,
            fill="#6b6354",
            text_anchor="middle",
            stroke=P.PAPER,
            stroke_width=3,
            paint_order="stroke",
            stroke_linejoin="round",
        ):
            for c in v["field"]:
                x, cy = where[c["hex"]]
                s.text(x, cy - 0.6 * self.R + 4, c["label"])
