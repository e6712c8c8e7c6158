"""A static picture of a herds position (SVG text), drawn from ``rules.view(state, observer)`` only.

It looks like the interactive board (js/herds_*.js): the 14 x 10 grid with its volcanoes, tar pits and the
river; each tile in its terrain's colour AND pattern AND letter (F S M W), with its species' mark (a black
shape with a letter: r d m h); each vacant square in play with its name in its corner ("c3": a zoom to
a few squares leaves the column letters and row numbers out); thick lines around areas, dashed lines between
herds of one area. Around
it: whose turn, the dice, every player's points so far and tiles left, and a legend. Once the game is
over the final scoring is drawn on the board (each scoring area's badge, each herd's points).

``highlight`` is a set of squares (numbers, or names such as "c4") to ring: ``changes`` gives the tiles
the last action placed.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Iterable

from .. import pictures as P
from ..core.catalogue import sentence
from ..pictures import Svg, fit, text_width
from .boarddata import COLUMNS, NAMES, RIVER_AFTER, ROWS, square_index
from .picture_panels import Panels
from .picture_style import CELL, COORDS, LEFT, LINE, PARTS, RIVER, TERRAIN_STYLE, WORDS, M, W
from .state import SPECIES, TERRAIN_LETTERS, TERRAINS
from .ui import SHAPES, ui_texts


def draw(
    rules: Any,
    state: Any,
    observer: int | str = "public",
    lang: str = "en",
    highlight: Iterable[Any] | None = None,
    scoring: bool | None = None,
) -> str:
    """The picture of ``state`` as ``observer`` sees it (herds hides nothing), in ``lang`` (English). ``scoring``:
    the scoring drawn on the board (each scoring area's badge, each herd's points, "if the game ended now"
    before the end); None: only once the game is over."""
    squares = set()
    for h in highlight or ():
        squares.add(square_index(h) if isinstance(h, str) else int(h))
    return Picture(rules.view(state, observer), lang, squares, scoring).svg()


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[int]:
    """The squares whose tile differs between two positions (the tiles an action placed)."""
    a, b = rules.view(before, observer), rules.view(after, observer)
    return {sq for sq, (x, y) in enumerate(zip(a["cells"], b["cells"])) if x != y}


class Picture(Panels):
    def __init__(self, view: dict[str, Any], lang: str, highlight: set[int], scoring: bool | None = None) -> None:
        self.v = view
        self.scored = bool(view["over"]) if scoring is None else bool(scoring)
        self.lang = "en"
        self.t = ui_texts(self.lang)
        self.w = WORDS[self.lang]
        self.hl = highlight
        self.s = Svg(W, 0, f"{self.t['title']}: {self.status()}")
        self.tiles = {t["square"]: t for t in view["tiles"]}
        self.area_of = {t["square"]: t["area"] for t in view["tiles"]}
        self.herd_of = {t["square"]: t["herd"] for t in view["tiles"]}
        self.areas = {a["id"]: a for a in view["areas"]}
        self.shape = {sp: SHAPES[i] for i, sp in enumerate(SPECIES)}

    def status(self) -> str:
        v, t = self.v, self.t
        tiles = sum(1 for c in v["cells"] if c > 0)
        vacant = sum(1 for c in v["cells"] if c == 0)
        parts = [
            t["status_over"] if v["over"] else t["status_turn"].format(turn=v["rolls"]),
            t["status_tiles"].format(tiles=tiles, vacant=vacant),
        ]
        if v["cut_off"] and not v["over"]:
            parts.append(t["status_cut"].format(n=len(v["cut_off"])))
        return " · ".join(parts)

    # -- geometry
    def xy(self, sq: int) -> tuple[float, float]:
        c, r = sq % COLUMNS, sq // COLUMNS
        return LEFT + c * CELL + (RIVER if c >= RIVER_AFTER else 0), self.top + r * CELL

    # -- pieces
    def patterns(self) -> None:
        s = self.s

        def pattern(name: str, w: float, h: float, body: str) -> None:
            s.define(
                name,
                f'<pattern id="{s.ref(name)}" width="{w}" height="{h}" patternUnits="userSpaceOnUse">{body}</pattern>',
            )

        st = TERRAIN_STYLE

        def motif(t: str, d: str, width: float = 1.4) -> str:
            return (
                f'<path d="{d}" fill="none" stroke="{st[t]["motif"]}" stroke-width="{width}" stroke-linecap="round"/>'
            )

        pattern(
            "forest",
            14,
            14,
            f'<rect width="14" height="14" fill="{st["forest"]["fill"]}"/>'
            f'<path d="M3.5 6.5 L6 2 L8.5 6.5 Z M10.5 13.5 L13 9 L15.5 13.5 Z M-3.5 13.5 L-1 9 L1.5 13.5 Z" '
            f'fill="{st["forest"]["motif"]}"/>',
        )
        pattern(
            "savannah",
            12,
            10,
            f'<rect width="12" height="10" fill="{st["savannah"]["fill"]}"/>'
            + motif("savannah", "M2 8 L3.5 4.5 M5 8 L5 4 M8 8 L6.5 4.5", 1.1),
        )
        pattern(
            "mountain",
            16,
            12,
            f'<rect width="16" height="12" fill="{st["mountain"]["fill"]}"/>' + motif("mountain", "M2 9 L6 4 L10 9"),
        )
        pattern(
            "wetland",
            16,
            8,
            f'<rect width="16" height="8" fill="{st["wetland"]["fill"]}"/>' + motif("wetland", "M0 5 Q4 1 8 5 T16 5"),
        )
        P.hatch(s, "out", colour="#c5bdad", gap=7, width=1.4, background="#e6e1d6")
        P.dots(s, "cut", colour="#a89f8a", gap=9, r=1.3, background="#f3efe6")

    def definitions(self) -> None:
        """The patterns and symbols every picture uses."""
        self.patterns()
        self.symbols()

    def symbols(self) -> None:
        s = self.s
        for ti, terrain in enumerate(TERRAINS):

            def tile(sub: Svg, terrain: str = terrain, ti: int = ti) -> None:
                st = TERRAIN_STYLE[terrain]
                sub.rect(0, 0, CELL, CELL, fill=s.url(terrain), stroke="#00000040", stroke_width=0.8)
                sub.text(
                    5,
                    15,
                    TERRAIN_LETTERS[ti],
                    13,
                    bold=800,
                    fill=st["ink"],
                    stroke=st["fill"],
                    stroke_width=3,
                    paint_order="stroke",
                    stroke_linejoin="round",
                )

            s.symbol(f"t{ti}", tile)
        for i, _sp in enumerate(SPECIES):

            def mark(sub: Svg, i: int = i) -> None:
                self.mark(sub, 0, 0, SHAPES[i], "rdmh"[i], 27)

            s.symbol(f"m{i}", mark)

        def volcano(sub: Svg) -> None:
            sub.rect(0, 0, CELL, CELL, fill="#7a2d18", stroke="#4a1a0c")
            sub.path("M10,46 L22,20 L34,20 L46,46 Z", fill="#c4562e", stroke="#2f0f06", stroke_width=1.2)
            sub.path(
                "M24,17 q4,-8 8,0 M28,13 v-6", fill="none", stroke="#f2c9a8", stroke_width=1.8, stroke_linecap="round"
            )
            sub.text(4, 15, "V", 13, bold=800, fill="#ffffff")

        def tar(sub: Svg) -> None:
            sub.rect(0, 0, CELL, CELL, fill="#2a2521", stroke="#111111")
            for cx, cy, r in ((22, 35, 8), (37, 26, 5), (37, 42, 3.4)):
                sub.circle(cx, cy, r, fill="#58504a", stroke="#8d847b")
            sub.text(4, 15, "T", 13, bold=800, fill="#ffffff")

        s.symbol("volcano", volcano)
        s.symbol("tar", tar)

    @staticmethod
    def mark(s: Svg, x: float, y: float, shape: str, letter: str, size: float) -> None:
        """A species' mark: a black-on-white shape with its letter (the notation's)."""
        P.token(
            s,
            x,
            y,
            shape,
            size,
            "#ffffff",
            letter,
            ink="#15171c",
            stroke="#15171c",
            stroke_width=1.6,
            font=max(P.MIN_FONT, size * 0.58),
        )

    def swatch(self, s: Svg, x: float, cy: float, ti: int, size: float = 20, fade: str | None = None) -> float:
        """A terrain's square and letter; ``fade`` (an opacity) fades the square, never the letter."""
        terrain = TERRAINS[ti]
        st = TERRAIN_STYLE[terrain]
        s.rect(x, cy - size / 2, size, size, rx=3, fill=self.s.url(terrain), stroke="#00000073", opacity=fade)
        s.text(
            x + size / 2,
            cy,
            TERRAIN_LETTERS[ti],
            13,
            bold=800,
            anchor="middle",
            middle=True,
            fill=st["ink"],
            stroke=st["fill"],
            stroke_width=3,
            paint_order="stroke",
            stroke_linejoin="round",
        )
        return size

    # -- the picture
    def svg(self) -> str:
        s, v, t = self.s, self.v, self.t
        PARTS.draw(s, ("defs", self.lang), self.definitions)  # the same in every picture
        y = P.header(s, M, M, t["title"], [self.status()])
        y = self.turn(y)
        self.top = y + 18  # room for the column letters, no more (a projected band holds the turn line and the grid)
        y = self.grid()
        y = self.players(y + 10)
        y = self.legend(y + 6)
        if v.get("reconstructed"):
            for line in P.wrap(t["reconstructed"], 12, W - 2 * M):
                s.text(W - M, y + 12, line, 12, anchor="end", fill=P.SOFT)
                y += 16
        s.height = y + 6
        return s.render()

    def turn(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        if v["over"]:
            sheet = v["scores"]
            names = ", ".join(v["players"][k]["name"] for k in sheet["winners"])
            s.text(
                M,
                y + 12,
                fit(f"{t['game_over']} {t['winners'].format(names=names)}", 15, W - 2 * M, True),
                15,
                bold=True,
                middle=True,
            )
            if v.get("end_reason"):
                from .rules import CATALOGUE

                why = sentence(str(CATALOGUE.word(f"word.end_{v['end_reason']}", self.lang)))
                s.text(M, y + 34, fit(why, 13, W - 2 * M), 13, middle=True, fill=P.SOFT)
                return y + 50
            return y + 28
        p = v["players"][v["actor"]]
        s.block(M, y, W - 2 * M, 34, keep=True)  # whose turn and the dice: a projected board keeps them in sight
        self.mark(s, M + 14, y + 16, self.shape[p["species"]], p["mark"], 24)
        line = f"{sentence(t['turn'].format(name=p['name']))} · {t['tile_n_of_2'].format(n=v['tile'])}"
        line = fit(line, 15, 480, True)
        s.text(M + 34, y + 16, line, 15, bold=True, middle=True)
        # the dice
        x = M + 40 + text_width(line, 15, True) + 16
        s.text(x, y + 16, t["dice"] + ":", 14, bold=600, middle=True, fill=P.SOFT)
        x += text_width(t["dice"] + ":", 14, True) + 8
        for die in v["dice"]:
            x = self.die(x, y + 16, die) + 12
        return y + 36

    def die(self, x: float, cy: float, die: dict[str, Any]) -> float:
        s, t = self.s, self.t
        face = die["face"]
        size = 30
        # a used die: its face faded, its words saying so ("used ✓"); its letter and words keep their contrast
        with s.group(opacity=".45" if die["used"] else None):
            if face == "wild":
                for k, terrain in enumerate(TERRAINS):
                    s.rect(
                        x + (k % 2) * size / 2,
                        cy - size / 2 + (k // 2) * size / 2,
                        size / 2,
                        size / 2,
                        fill=s.url(terrain),
                    )
            else:
                s.rect(x, cy - size / 2, size, size, rx=5, fill=s.url(face))
        s.rect(x, cy - size / 2, size, size, rx=5, fill="none", stroke="#15171c", stroke_width=1.4)
        if face == "wild":
            s.circle(x + size / 2, cy, 8, fill="#ffffff", stroke="#222222")
            s.text(x + size / 2, cy + 0.5, "★", 12, anchor="middle", middle=True)
        else:
            st = TERRAIN_STYLE[face]
            s.text(
                x + size / 2,
                cy,
                TERRAIN_LETTERS[TERRAINS.index(face)],
                15,
                bold=900,
                anchor="middle",
                middle=True,
                fill=st["ink"],
                stroke=st["fill"],
                stroke_width=3,
                paint_order="stroke",
            )
        word = t.get(f"face_{face}", face)
        if die["used"]:
            word = f"{word} ({self.w['used']} ✓)"
        s.text(x + size + 5, cy, word, 13, bold=600, middle=True, fill="#3c4250")
        return x + size + 5 + text_width(word, 13, True)

    def grid(self) -> float:
        s, v, top = self.s, self.v, self.top
        PARTS.draw(s, ("frame", self.lang, top), self.frame)
        over = self.scored
        cut = set(v["cut_off"])
        rows = self.rows(cut)
        # the squares, each marked with its board key and named (a focus region zooms to some of them), row by row:
        # a row is drawn again only when what it shows changed
        for row, key in rows:
            PARTS.draw(s, ("marks", top, key), partial(self.square_marks, row, cut))
        with s.group(stroke="#3c321e38", stroke_width=0.8):
            for row, key in rows:
                PARTS.draw(s, ("vacant", top, key), partial(self.vacant, row, cut))
        for row, key in rows:
            PARTS.draw(s, ("tiles", top, key, over), partial(self.tiles_of, row, over))
        self.lines()
        for sq in sorted(self.hl):
            if 0 <= sq < len(v["grid"]):
                x, y = self.xy(sq)
                P.ring(s, x + 3, y + 3, CELL - 6, CELL - 6, 5)
        if over:
            self.scoring()
        return top + ROWS * CELL

    def rows(self, cut: set[int]) -> list[tuple[list[dict[str, Any]], str]]:
        """The grid's rows, each with what its squares show (and what their names say) as a key."""
        grid = self.v["grid"]
        owners = repr([(p["species"], p["name"]) for p in self.v["players"]])
        out = []
        for r in range(ROWS):
            row = grid[r * COLUMNS : (r + 1) * COLUMNS]
            key = repr((row, [g["square"] in cut for g in row], owners, self.lang))
            out.append((row, key))
        return out

    def square_marks(self, row: list[dict[str, Any]], cut: set[int]) -> None:
        for g in row:
            self.s.mark(f"sq:{g['square']}", *self.xy(g["square"]), CELL, CELL, self.square_name(g, cut))

    def vacant(self, row: list[dict[str, Any]], cut: set[int]) -> None:
        """The row's squares with no tile: vacant, cut off or out of play."""
        s = self.s
        for g in row:
            sq = g["square"]
            if g["tile"] is not None or g["kind"] != "land":
                continue
            x, y = self.xy(sq)
            fill = "#fdfbf5"
            if not g["in_play"]:
                fill = s.url("out")
            elif sq in cut:
                fill = s.url("cut")
            s.rect(x, y, CELL, CELL, fill=fill)
            if g["in_play"]:  # its name in its corner: a board zoomed to a few squares still says where they are
                s.text(x + CELL - 4, y + CELL - 5, NAMES[sq], 12, anchor="end", fill=COORDS, aria_hidden="true")

    def tiles_of(self, row: list[dict[str, Any]], over: bool) -> None:
        """The row's volcanoes, tar pits and tiles (each species mark raised a little while the scoring shows)."""
        s = self.s
        for g in row:
            sq = g["square"]
            x, y = self.xy(sq)
            if g["kind"] == "volcano":
                s.use("volcano", x, y)
            elif g["kind"] == "tar pit":
                s.use("tar", x, y)
            elif g["tile"] is not None:
                tile = g["tile"]
                s.use(f"t{TERRAINS.index(tile['terrain'])}", x, y)
                # raised a little when the scoring's badges take the square's foot (they must not cover its letter)
                lift = -4 if over else 0
                s.use(f"m{SPECIES.index(tile['species'])}", x + CELL / 2, y + CELL / 2 + 3 + lift)

    def frame(self) -> None:
        """The column letters, the row numbers and the river (the same in every picture)."""
        s, t = self.s, self.t
        top = self.top
        bottom = top + ROWS * CELL
        # column letters and row numbers
        with s.group(font_size=12, font_weight=700, fill=COORDS, text_anchor="middle"):
            for c in range(COLUMNS):
                x, _ = self.xy(c)
                s.text(x + CELL / 2, top - 7, NAMES[c][0])
            for r in range(ROWS):
                s.text(LEFT - 12, top + r * CELL + CELL / 2, r + 1, middle=True)
        # the river, between the columns on its two banks
        rx = LEFT + RIVER_AFTER * CELL
        d = f"M{rx + 3},{top - 2}"
        yy = top - 2
        while yy < bottom + 2:
            d += " q5,4 0,8 q-5,4 0,8"
            yy += 16
        d += f" L{rx + RIVER - 3},{P.num(yy)}"
        while yy > top - 2:
            d += " q5,-4 0,-8 q-5,-4 0,-8"
            yy -= 16
        s.path(d + " Z", fill="#9fcdf0", stroke="#3f84c6", stroke_width=1.2)
        mid = (top + bottom) / 2
        s.text(
            rx + RIVER / 2,
            mid,
            t["river"].upper(),
            12,
            bold=700,
            anchor="middle",
            middle=True,
            fill="#1d4f80",
            letter_spacing="3",
            transform=f"rotate(-90 {P.num(rx + RIVER / 2)} {P.num(mid)})",
        )

    def lines(self) -> None:
        """Area outlines (thick) and herd boundaries inside an area (dashed); a bridge where an area
        crosses the river (with three or four players the river's banks touch)."""
        s = self.s
        outer, inner = [], []
        area, herd = self.area_of, self.herd_of
        for sq in area:
            x, y = self.xy(sq)
            c = sq % COLUMNS
            sides = [
                (sq - COLUMNS, sq >= COLUMNS, f"M{P.num(x)},{P.num(y)}h{CELL}"),
                (sq + COLUMNS, sq + COLUMNS < COLUMNS * ROWS, f"M{P.num(x)},{P.num(y + CELL)}h{CELL}"),
                (sq - 1, c > 0, f"M{P.num(x)},{P.num(y)}v{CELL}"),
                (sq + 1, c < COLUMNS - 1, f"M{P.num(x + CELL)},{P.num(y)}v{CELL}"),
            ]
            for nb, exists, path in sides:
                same_area = exists and area.get(nb) == area[sq]
                if not same_area:
                    outer.append(path)
                elif herd.get(nb) != herd[sq] and nb > sq:
                    inner.append(path)
                if same_area and nb == sq + 1 and c == RIVER_AFTER - 1:
                    terrain = self.tiles[sq]["terrain"]
                    s.rect(
                        x + CELL - 1,
                        y + CELL * 0.3,
                        RIVER + 2,
                        CELL * 0.4,
                        fill=s.url(terrain),
                        stroke=LINE,
                        stroke_width=1.2,
                    )
        if inner:
            s.path("".join(inner), fill="none", stroke=LINE, stroke_width=1.6, stroke_dasharray="4 3")
        if outer:
            s.path("".join(outer), fill="none", stroke=LINE, stroke_width=3, stroke_linecap="square")

    def scoring(self) -> None:
        """Once the game is over (or asked for before, "if the game ended now"): each scoring area's badge (its id and multiplier) at the foot of one of its
        squares, left (the terrain's letter keeps the top), and each herd's points at the foot of its first
        square, right."""
        s = self.s
        for a in self.v["areas"]:
            if a["multiplier"] == 0:  # an area under 3 tiles: a "×0" badge on each of its tiles (nothing faded)
                for sq in a["squares"]:
                    self.small_badge(s, *self.xy(sq))
            if not a["scored"]:
                continue
            pointed = {min(h["squares"]) for h in a["herds"] if h["points"] > 0}
            free = [sq for sq in sorted(a["squares"]) if sq not in pointed]
            x, y = self.xy(free[0] if free else min(a["squares"]))
            # at the foot of a square without a herd's points, else at the top right of the first square,
            # clear of the terrain's letter; the bonus alone if the id and the bonus do not fit
            room = CELL - 4 if free else CELL - 20
            words = [f"{a['id']}×{a['multiplier']}", f"×{a['multiplier']}"] if a["multiplier"] > 1 else [a["id"]]
            label = next((word for word in words if text_width(word, 12, True) + 6 <= room), words[-1])
            w = min(text_width(label, 12, True) + 6, room)
            bx, by = (x + 2, y + CELL - 18) if free else (x + CELL - w - 1, y + 1)
            s.rect(bx, by, w, 16, rx=8, fill="#8a5a00" if a["multiplier"] > 1 else "#15171c")
            s.text(bx + w / 2, by + 8, label, 12, bold=800, anchor="middle", middle=True, fill="#ffffff")
            for h in a["herds"]:
                if h["points"] <= 0:
                    continue
                hx, hy = self.xy(min(h["squares"]))
                label = f"+{h['points']}"
                w = text_width(label, 13, True) + 8
                s.rect(
                    hx + CELL - w - 1, hy + CELL - 19, w, 18, rx=3, fill="#ffffff", stroke="#15171c", stroke_width=1.2
                )
                s.text(hx + CELL - w / 2 - 1, hy + CELL - 10, label, 13, bold=800, anchor="middle", middle=True)
