"""The picture of an angels position (SVG text), drawn from ``rules.view(state, observer)`` only.

It is both the notebooks' static picture and the live board (``ui.SPEC``; the keys it marks are what a player
clicks: ``cube:<essence>`` in the set-up, ``sq:<track>:<square>``, ``track:<t>``, ``work:<day>``, ``pass``). It shows
the time track with God, the void and the seven days with what each square yields, the day-work tracks (cost,
bonus, circles and who worked), every angel as a coloured shape with a letter; then the angels' hands, points
and the stock, and a legend. Words come from the board's ``ui_texts.toml`` (English and Dutch).

``highlight`` marks what an action changed (``changes`` finds it by comparing two positions): a set of
``("sq", track, square)``, ``("work", day, circle)``, ``("hand", seat)`` and ``("god",)``.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Iterable

from .. import pictures as P
from ..core.catalogue import sentence
from ..pictures import Svg, fit, text_width
from .picture_names import Names
from .picture_panels import Panels
from .picture_style import (
    CIRCLE_STEP,
    CIRCLE_X,
    CUBE,
    DARK_FILL,
    ESSENCE_FILL,
    GOLD,
    HATCH,
    LABEL_W,
    NONE_INK,
    PARTS,
    PLAYER_FILL,
    PLAYER_INK,
    ROW_GAP,
    ROW_H,
    SQ_GAP,
    SQ_W,
    SQ_X,
    WORDS,
    WORK_X,
    M,
    W,
)
from .ui import SHAPES, short_labels, ui_texts


def draw(
    rules: Any,
    state: Any,
    observer: int | str = "public",
    lang: str = "en",
    highlight: Iterable[tuple[Any, ...]] | None = None,
) -> str:
    """The picture of ``state`` as ``observer`` sees it (angels hides nothing), in ``lang``."""
    view = rules.view(state, observer)
    return Picture(view, lang, set(highlight or ())).svg()


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[tuple[Any, ...]]:
    """What differs between two positions, as ``highlight`` keys: angels that stand elsewhere, new
    day-work markers, hands that changed, God when he moved."""
    return changed(rules.view(before, observer), rules.view(after, observer))


def changed(a: dict[str, Any], b: dict[str, Any]) -> set[tuple[Any, ...]]:
    """``changes`` between two views of one observer (the view before, the view after)."""
    out: set[tuple[Any, ...]] = set()
    where_a = {i: (t["index"], k) for t in a["tracks"] for k, i in enumerate(t["angels"])}
    for t in b["tracks"]:
        for k, i in enumerate(t["angels"]):
            if where_a.get(i) != (t["index"], k):
                out.add(("sq", t["index"], k))
        old = a["tracks"][t["index"]].get("markers", [])
        for c in range(len(old), len(t.get("markers", []))):
            out.add(("work", t["index"], c))
    for pa, pb in zip(a["players"], b["players"]):
        if pa["hand"] != pb["hand"]:
            out.add(("hand", pb["seat"]))
    if a["god"]["position"] != b["god"]["position"]:
        out.add(("god",))
    return out


class Picture(Panels, Names):
    def __init__(self, view: dict[str, Any], lang: str, highlight: set[tuple[Any, ...]]) -> None:
        self.v = view
        self.lang = lang if lang in ("en", "nl") else "en"
        self.t = ui_texts(self.lang)
        self.w = WORDS[self.lang]
        self.hl = highlight
        self.letters = [self.t["letter_chaos"], self.t["letter_matter"], self.t["letter_life"]]
        names = [p["name"] for p in view["players"]]
        self.short = short_labels(names)
        self.n = len(names)
        self.s = Svg(W, 0, f"{self.t['title']}: {self.status_line()}")

    # -- words
    def track_name(self, tr: int) -> str:
        return self.t["void"] if tr == 0 else self.t["day"].format(day=self.v["tracks"][tr]["name"])

    def status_line(self) -> str:
        v, t = self.v, self.t
        god = v["god"]
        where = (
            t["god_start"]
            if god["position"] == 0
            else t["god_at"].format(time=t[god["time"]], day=v["tracks"][god["day"]]["name"])
        )
        return f"{t['round'].format(round=v['round'])} · {where}"

    def angel(self, i: int) -> dict[str, Any]:
        """How angel ``i`` is drawn: shape, fill, ink, label, name."""
        if i == self.n:
            return {
                "shape": "star",
                "fill": DARK_FILL,
                "ink": "#ffffff",
                "stroke": "#b9a6ff",
                "label": self.t["dark_short"],
                "name": self.t["dark_angel"],
            }
        p = self.v["players"][i]
        return {
            "shape": SHAPES[i % len(SHAPES)],
            "fill": PLAYER_FILL.get(p["colour"], "#888888"),
            "ink": PLAYER_INK.get(p["colour"], "#111111"),
            "stroke": "#1b1b1b",
            "label": self.short[i],
            "name": p["name"],
        }

    # -- pieces
    def cube_symbols(self) -> None:
        for e in range(3):

            def one(sub: Svg, e: int = e) -> None:
                sub.rect(0, 0, CUBE, CUBE, rx=2.6, fill=ESSENCE_FILL[e], stroke="#00000059", stroke_width=0.8)
                sub.text(
                    CUBE / 2,
                    CUBE / 2 + 0.5,
                    self.letters[e],
                    12.5,
                    bold=800,
                    anchor="middle",
                    middle=True,
                    fill="#ffffff",
                )

            self.s.symbol(f"cube{e}", one)

    def cube(self, x: float, y: float, e: int) -> None:
        self.s.use(f"cube{e}", x, y)

    def cube_row(self, cx: float, y: float, v: list[int]) -> float:
        cubes = [e for e in range(3) for _ in range(v[e])]
        w = len(cubes) * CUBE + max(0, len(cubes) - 1) * 2
        x = cx - w / 2
        for e in cubes:
            self.cube(x, y, e)
            x += CUBE + 2
        return w

    def counted(self, x: float, y: float, v: list[int], zero: bool = False) -> float:
        """Cubes with counts: "2[C] 1[M]" from x (cube top at y); returns the width used."""
        cx = x
        for e in range(3):
            if not v[e] and not zero:
                continue
            label = str(v[e])
            self.s.text(cx, y + CUBE / 2 + 0.5, label, 13, bold=True, middle=True, fill=P.INK if v[e] else NONE_INK)
            cx += text_width(label, 13, True) + 2
            if v[e]:
                self.cube(cx, y, e)
            else:  # none of them: an outline with the letter in the essence's colour (no faded text)
                self.s.rect(cx, y, CUBE, CUBE, rx=2.6, fill="#ffffff", stroke=ESSENCE_FILL[e], stroke_width=1.2)
                self.s.text(
                    cx + CUBE / 2,
                    y + CUBE / 2 + 0.5,
                    self.letters[e],
                    12.5,
                    bold=800,
                    anchor="middle",
                    middle=True,
                    fill=ESSENCE_FILL[e],
                )
            cx += CUBE + 7
        return cx - x

    def token(self, x: float, y: float, i: int, size: float = 28) -> None:
        a = self.angel(i)
        P.token(
            self.s,
            x,
            y,
            a["shape"],
            size,
            a["fill"],
            a["label"],
            ink=a["ink"],
            stroke=a["stroke"],
            stroke_width=1.6 if i == self.n else 1.4,
        )

    def god(self, x: float, y: float, r: float = 12) -> None:
        s = self.s
        s.circle(x, y, r + 2, fill="#ffd65c8c")
        s.polygon(P.star_points(12, r, r * 0.68, x, y), fill="#f2b705", stroke="#8a6100", stroke_width=0.8)
        s.circle(x, y, r * 0.6, fill="#fff6cf", stroke="#8a6100")

    # -- the picture
    def svg(self) -> str:
        self.cube_symbols()
        y = self.head(M)
        y = self.time_track(y + 2)
        y = self.rows(y + 8)
        y = self.players(y + 10)
        y = self.legend(y + 6)
        return self.finish(y, self.t["reconstructed"])

    def head(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        # the title, and the round and God's place beside it when they fit (a shorter picture on the board)
        status = self.status_line()
        title_w = text_width(t["title"], 21, True) + 24
        if title_w + text_width(status, 15) <= W - 2 * M:
            if P.titled():
                s.text(M, y + 20, t["title"], 21, bold=True)
                s.text(M + title_w, y + 20, status, 15, fill=P.INK)
                y += 34
            else:
                y = P.left_to_head(s, y + 34, t["title"], [status])
        else:
            y = P.header(s, M, y, t["title"], [status])
        if v["over"]:
            sheet = v["scores"]
            if sheet["winners"]:
                names = ", ".join(v["players"][k]["name"] for k in sheet["winners"])
                line = f"{t['game_over']} {t['winners'].format(names=names)}"
            else:
                line = f"{t['game_over']} {t['dark_wins']}"
            s.text(M, y + 10, fit(line, 15, W - 2 * M, True), 15, bold=True, middle=True)
            return y + 24
        actor = v["actor"]
        x = M
        if actor is not None:
            s.block(M, y - 3, W - 2 * M, 26, keep=True)  # whose turn, and Pass: a projected board keeps it in sight
            self.token(x + 13, y + 10, actor, 24)
            x += 32
            line = sentence(t["turn"].format(name=v["players"][actor]["name"]), self.lang)
            if v["phase"] == "setup":
                line += f" · {self.w['setup']}"
            right: float = W - M
            if v["phase"] != "setup":  # passing is one of the actions of a turn: a button at the line's end
                pw = text_width(t["pass"], 14, True) + 24
                right -= pw
                s.rect(right, y - 3, pw, 26, rx=7, fill="#ffffff", stroke="#9d927a", stroke_width=1.2)
                s.text(right + pw / 2, y + 10, t["pass"], 14, bold=True, anchor="middle", middle=True)
                s.mark("pass", right, y - 3, pw, 26)
            s.text(x, y + 10, fit(line, 15, right - 10 - x, True), 15, bold=True, middle=True)
            if v["phase"] == "setup":
                return self.setup_cubes(y + 26)
        return y + 26

    def setup_cubes(self, y: float) -> float:
        """The set-up's choice: a starting cube of each essence, each marked ``cube:<essence>``."""
        s, t = self.s, self.t
        words = [t["chaos"], t["matter"], t["life"]]
        prompt = t["setup_prompt"]
        s.text(M, y + 15, prompt, 14, bold=600, middle=True)
        x = M + text_width(prompt, 14, True) + 12
        for e in range(3):
            w = CUBE + 16 + text_width(words[e], 14, True)
            s.rect(x, y, w, 30, rx=7, fill="#ffffff", stroke="#9d927a", stroke_width=1.2)
            self.cube(x + 7, y + 15 - CUBE / 2, e)
            s.text(x + CUBE + 12, y + 15, words[e], 14, bold=True, middle=True)
            s.mark(f"cube:{e}", x, y, w, 30, self.cube_name(e))
            x += w + 10
        return y + 36

    def time_track(self, y: float) -> float:
        s, v, t = self.s, self.v, self.t
        god = v["god"]["position"]
        s.text(M, y + 8, t["time_track"].upper(), 12, bold=True, fill=P.SOFT, middle=True, letter_spacing=".6")
        slots: dict[int, tuple[float, float]] = {}
        sy, sh = y + 32, 26

        def slot(pos: int, x: float, w: float) -> None:
            fill, stroke, sw = "#f1ece0", "#c9bfa6", 1.0
            if pos < god:
                fill, stroke = "#f7e3a3", "#dcb955"
            if pos == god:
                fill, stroke, sw = "#ffd15a", "#8a6100", 2.2
            s.rect(x, sy, w, sh, rx=5, fill=fill, stroke=stroke, stroke_width=sw)
            slots[pos] = (x + w / 2, sy + sh / 2)

        # the start (before the first morning), then three slots per day
        slot(0, M, 44)
        s.text(M + 22, y + 21, t["start"], 12, anchor="middle", middle=True, fill=P.SOFT, bold=600)
        self.icon_symbols()
        gx0, group_w = 64, 118
        for d in range(1, 8):
            gx = gx0 + (d - 1) * group_w
            active = d <= v["god"]["day"]
            s.text(
                gx + 54,
                y + 21,
                v["tracks"][d]["name"],
                14,
                anchor="middle",
                middle=True,
                bold=800,
                font_family=P.SERIF,
                fill="#6b4f00" if active else NONE_INK,
            )
            for k in range(3):
                sx = gx + k * 37
                slot((d - 1) * 3 + k + 1, sx, 34)
                s.use(("morning", "midday", "evening")[k], sx + 17, sy + sh / 2)
        x, cy = slots.get(god, slots[0])
        self.god(x, cy)
        if ("god",) in self.hl:
            P.ring(s, x - 21, cy - 17, 42, 34)
        return sy + sh + 4

    def icon_symbols(self) -> None:
        def morning(sub: Svg) -> None:
            sub.path("M-7,3 A7,7 0 0 1 7,3 Z", fill="#f0b429")
            sub.line(-10, 4, 10, 4, stroke="#c98d06", stroke_width=1.4, stroke_linecap="round")

        def midday(sub: Svg) -> None:
            sub.circle(0, 0, 5, fill="#f0b429")
            d = "".join(
                f"M{P.num(7 * math.cos(i * math.pi / 4))},{P.num(7 * math.sin(i * math.pi / 4))}"
                f"L{P.num(9.5 * math.cos(i * math.pi / 4))},{P.num(9.5 * math.sin(i * math.pi / 4))}"
                for i in range(8)
            )
            sub.path(d, stroke="#c98d06", stroke_width=1.4, stroke_linecap="round")

        def evening(sub: Svg) -> None:
            sub.path("M2,-7 A7,7 0 1 0 6,5 A5.5,5.5 0 1 1 2,-7 Z", fill="#6f7898")

        self.s.symbol("morning", morning)
        self.s.symbol("midday", midday)
        self.s.symbol("evening", evening)

    def rows(self, y0: float) -> float:
        """The eight tracks, each drawn again only when what it shows changed (``PARTS``)."""
        v = self.v
        not_yet = P.hatch(self.s, "notyet", colour=HATCH, gap=8, width=2)
        angels = repr([self.angel(i) for i in range(self.n + 1)])
        for tr in range(8):
            track = v["tracks"][tr]
            y = y0 + tr * (ROW_H + ROW_GAP)
            key = (
                "row",
                self.lang,
                tr,
                y,
                repr(track),
                angels,
                not v["over"] and v["actor"] in track["angels"] and v["actor"],
                v["god"]["day"] == tr,
                sorted(h for h in self.hl if h[0] in ("sq", "work") and h[1] == tr),
            )
            PARTS.draw(self.s, repr(key), partial(self.row, tr, y, not_yet))
        return y0 + 8 * (ROW_H + ROW_GAP) - ROW_GAP

    def row(self, tr: int, y: float, not_yet: str) -> None:
        """Track ``tr`` at ``y``: its label, squares, day work, angels and rings."""
        s, v, t = self.s, self.v, self.t
        god_day = v["god"]["day"]
        track = v["tracks"][tr]
        active = track["activated"]
        s.rect(
            M,
            y,
            W - 2 * M,
            ROW_H,
            rx=10,
            fill="#fff7df" if active else "#f3eee2",
            stroke="#ecd597" if active else "#ddd4c0",
        )
        if not active:
            s.rect(M, y, W - 2 * M, ROW_H, rx=10, fill=not_yet)
        # the label
        s.rect(M + 4, y + 5, LABEL_W - 8, ROW_H - 10, rx=8, fill="#ffe08a" if active else "#e9e2d1")
        cx = M + LABEL_W / 2
        if tr == 0:
            s.text(
                cx,
                y + ROW_H / 2,
                fit(t["void"], 13, LABEL_W - 12, True),
                13,
                bold=True,
                anchor="middle",
                middle=True,
                fill="#2b2210",
            )
        else:
            word = t["day"].format(day="").strip().upper()
            s.text(cx, y + 20, word, 12, bold=600, anchor="middle", middle=True, fill="#5a4a1c", letter_spacing=".8")
            s.text(
                cx,
                y + 47,
                track["name"],
                24,
                bold=800,
                anchor="middle",
                middle=True,
                font_family=P.SERIF,
                fill="#2b2210",
            )
            if tr == god_day:
                self.god(M + LABEL_W - 12, y + ROW_H - 14, 8)
        # the squares: frames, numbers, what each yields
        xs = [SQ_X + i * (SQ_W + SQ_GAP) for i in range(7)]
        with s.group(fill="#ffffff", stroke="#cfc6b2"):
            for x in xs:
                s.rect(x, y + 4, SQ_W, ROW_H - 8, rx=7)
        with s.group(font_size=12, font_weight=600, fill=NONE_INK):
            for i, x in enumerate(xs):
                s.text(x + 5, y + ROW_H - 13, i + 1, middle=True)
        for k, i in enumerate(track["angels"]):  # the "to play" halo under the squares' cubes
            if i == v["actor"] and not v["over"]:
                s.circle(xs[k] + SQ_W / 2, y + 61, 19, fill="none", stroke=GOLD, stroke_width=4)
        for i, x in enumerate(xs):
            self.square(tr, track, i, x, y)
            s.mark(f"sq:{tr}:{i}", x, y + 4, SQ_W, ROW_H - 8, self.square_name(tr, i))
        s.mark(f"track:{tr}", M, y, LABEL_W, ROW_H, self.track_name_said(tr))
        if "cost" in track:
            self.work(tr, track, y)
            s.mark(f"work:{tr}", WORK_X, y + 4, W - M - 4 - WORK_X, ROW_H - 8, self.work_name(tr))
        elif tr == 7:
            s.text(WORK_X + 10, y + ROW_H / 2, t["rest"], 14, bold=600, middle=True, fill="#6b5a2a")
        # the angels
        for k, i in enumerate(track["angels"]):
            self.token(xs[k] + SQ_W / 2, y + 61, i)
        for k in range(7):
            if ("sq", tr, k) in self.hl:
                P.ring(s, xs[k] + 1, y + 3, SQ_W - 2, ROW_H - 6, 7)

    def square(self, tr: int, track: dict[str, Any], i: int, x: float, y: float) -> None:
        s = self.s
        cx = x + SQ_W / 2
        if tr < 7:
            opts = track["yields"][i]
            if len(opts) == 1:
                self.cube_row(cx, y + 10, opts[0])
            else:
                for k, o in enumerate(opts):
                    n = sum(o)
                    w = n * CUBE + (n - 1) * 2
                    yy = y + 7 + k * 22
                    s.rect(cx - w / 2 - 4, yy - 2, w + 8, CUBE + 4, rx=8, fill="#f4f0e6", stroke="#9d927a")
                    self.cube_row(cx, yy, o)
        else:
            pts = track["rest"][i]
            s.circle(
                cx,
                y + 24,
                15,
                fill="#fff0b8" if pts else "#f2efe8",
                stroke="#d6a419" if pts else "#c9c1ad",
                stroke_width=1.4,
            )
            s.text(cx, y + 24.5, pts, 15, bold=800, anchor="middle", middle=True, fill="#4a3700")

    def work(self, tr: int, track: dict[str, Any], y: float) -> None:
        s, t = self.s, self.t
        s.rect(WORK_X, y + 4, W - M - 4 - WORK_X, ROW_H - 8, rx=7, fill="#fbfaf6", stroke="#d8cfba")
        with s.group(font_size=12, font_weight=600, fill=P.SOFT, letter_spacing=".4"):
            s.text(WORK_X + 7, y + 14, t["cost"].upper(), middle=True)
            s.text(WORK_X + 7, y + 48, t["bonus"].upper(), middle=True)
        self.counted(WORK_X + 8, y + 22, track["cost"])
        self.counted(WORK_X + 8, y + 56, track["bonus"])
        markers = track.get("markers", [])
        xs = [CIRCLE_X + c * CIRCLE_STEP + 11 for c in range(len(track["circles"]))]
        with s.group(font_size=13, font_weight=800, text_anchor="middle", fill="#3a3325"):
            for cx, val in zip(xs, track["circles"]):
                s.text(cx, y + 16, val, middle=True)
        with s.group(fill="#ffffff", stroke="#8b8270", stroke_width=1.3):
            for c, cx in enumerate(xs):
                nxt = c == len(markers)
                s.circle(cx, y + 47, 11, stroke="#3a3325" if nxt else None, stroke_width=2.2 if nxt else None)
        for c, cx in enumerate(xs):
            if c < len(markers):
                self.token(cx, y + 47, markers[c], 22)
            if ("work", tr, c) in self.hl:
                P.ring_circle(s, cx, y + 47, 15)
