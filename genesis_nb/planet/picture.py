"""A picture of a planet position (SVG text) as ONE observer knows it: the notebooks' static picture and the
live board (``ui.PlanetBoardSpec.drawing``: the same drawing, with the pawn just drawn and what to do).

It is drawn from ``rules.view(state, observer)`` and the trays' public drawing (soils, links, the faces the
game plays on) only, so a seat's picture shows the needs that seat knows and nothing more, a spectator's
("public") only the needs lying face up, and the teacher's ("all") everything: four continents with their
spaces (soil as a pattern AND a printed name), links, pawns as coloured discs with their kind's letter, need
tags (face up: solid gold; known to this observer only: dashed blue with an eye); then the deities' hands,
the bag, the points so far (or the final score), the levels and a legend. It marks what a player clicks: the
continents (``cont:<c>``), the spaces (``space:<id>``) and the pawns of the deciding player's hand
(``hand:<slot>``).

A space's label and its need tag go where they cover no other word, space or piece (``picture_layout``).

``highlight`` is a set of spaces (ids, or labels such as "B3") to ring: ``changes`` gives the spaces the
last action changed, as far as the observer can tell.
"""

from __future__ import annotations

from typing import Any, Iterable

from .. import pictures as P
from ..core.catalogue import sentence
from ..pictures import Svg, fit, text_width
from .picture_layout import circle_boxes, face_positions, label_spots, tag_spots
from .picture_panels import Panels
from .picture_pieces import Pieces
from .picture_style import BOX_H, BOX_W, PARTS, PAWN_R, SPACE_R, WORDS, M, W
from .ui import need_short, short_labels, ui_texts


def draw(
    rules: Any, state: Any, observer: int | str = "public", lang: str = "en", highlight: Iterable[Any] | None = None
) -> str:
    """The picture of ``state`` as ``observer`` (a seat, "public" or "all") may know it."""
    view = rules.view(state, observer)
    labels = {sp["label"]: sp["id"] for c in view["continents"] for sp in c["spaces"]}
    spaces = {
        labels[h] if isinstance(h, str) else int(h) for h in highlight or () if not isinstance(h, str) or h in labels
    }
    return Picture(rules, view, spaces, lang).svg()


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[int]:
    """The spaces whose pawn (as ``observer`` sees it) differs between two positions."""
    return changed(rules.view(before, observer), rules.view(after, observer))


def changed(a: dict[str, Any], b: dict[str, Any]) -> set[int]:
    """The spaces whose pawn differs between two views of one observer (``changes``)."""
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


class Picture(Pieces, Panels):
    """``drawn``: the seat and slot of the pawn just drawn (marked in its hand); ``live``: the board's drawing,
    which tells the player who decides what to do (the static picture says who does what)."""

    def __init__(
        self,
        rules: Any,
        view: dict[str, Any],
        highlight: set[int],
        lang: str = "en",
        drawn: tuple[int, int] | None = None,
        live: bool = False,
    ) -> None:
        self.r = rules
        self.drawn = drawn
        self.live = live
        self.v = view
        self.lang = lang  # the game refuses a language its catalogue has no texts in
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
    def status(self) -> str:
        v, t = self.v, self.t
        parts = []
        if v["over"]:
            parts.append(t["game_over"])
        elif v["turn"] is not None:
            parts.append(sentence(t["turn_of"].format(name=self.name(v["turn"]))))
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

    def doing(self, y: float) -> float:
        """What is being done now: on the live board, to the player who decides (or the teacher), what to do;
        otherwise who does what."""
        v, t = self.v, self.t
        if v["over"] or v["actor"] is None:
            return y
        pending = v.get("pending", {})
        actor = v["actor"]
        c = pending.get("designated", pending.get("continent"))
        continent = v["continents"][c]["name"] if isinstance(c, int) and 0 <= c < len(v["continents"]) else "-"
        indicated = pending.get("indicated")
        params = {
            "name": self.name(actor),
            "active": self.name(v["turn"]),
            "designator": self.name(v["designator"]),
            "continent": continent,
            "left": self.name((actor + 1) % len(v["players"])),
            "action": t.get(f"action.{pending.get('action')}", ""),
            "colour": t.get(f"colour.{indicated['colour']}", "") if indicated else "",
            "space": pending.get("looked", ""),
        }
        key = f"who.{v['phase']}"
        if self.live and v["observer"] in (actor, "all") and f"prompt.{v['phase']}" in t:
            key = f"prompt.{v['phase']}"
        lines = P.wrap(sentence(t[key].format(**params)), 14, W - 2 * M, True)
        if key.startswith("prompt."):  # what to do: a projected board keeps it in sight
            self.s.block(M, y, W - 2 * M, 20 * len(lines), keep=True)
        for line in lines:
            self.s.text(M, y + 8, line, 14, bold=600, middle=True, fill="#1f3a5f")
            y += 20
        return y + 2

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

    # -- the picture
    def svg(self) -> str:
        s, v, t = self.s, self.v, self.t
        self.patterns()
        y = P.header(s, M, M, t["title"], [self.status()])
        y = self.eye_line(y)
        y = self.doing(y)
        if v["over"]:
            y = self.result_line(y)
        for c in v["continents"]:
            x0 = M + (c["index"] % 2) * (BOX_W + 10)
            y0 = y + (c["index"] // 2) * (BOX_H + 10)
            self.continent(c, x0, y0)
        y += 2 * BOX_H + 10
        y = self.deities(y + 10)
        y = self.legend(y + 6)
        return self.finish(y, t["reconstructed"])

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
        """A continent's box, drawn once for every picture whose view shows it alike (``PARTS``)."""
        v, pending, i = self.v, self.v.get("pending", {}), c["index"]
        labels = {sp["label"] for sp in c["spaces"]}
        designated = pending.get("designated") == i
        acting = pending.get("continent") == i and "action" in pending
        key = (
            "continent",
            tuple(self.soils),
            self.lang,
            repr(c),
            x0,
            y0,
            designated and self.name(v["turn"]),
            acting and pending["action"],
            v["over"] and repr(v["result"]["continents"][i]),
            repr([self.removed[k] for k in sorted(labels & set(self.removed))]),
            c["set_aside"] and not c["in_play"] and v["bacteria_waiting"],
            tuple(sorted(sp["id"] for sp in c["spaces"] if sp["id"] in self.hl)),
        )
        where, private = PARTS.draw(self.s, key, lambda: self.draw_continent(c, x0, y0))
        self.where.update(where)
        self.private_shown = self.private_shown or private

    def draw_continent(self, c: dict[str, Any], x0: float, y0: float) -> tuple[dict[int, tuple[float, float]], bool]:
        """The continent's box; where its spaces lie, and whether it shows a need only this observer knows."""
        shown, self.private_shown = self.private_shown, False
        try:
            self._continent(c, x0, y0)
            return {sp["id"]: self.where[sp["id"]] for sp in c["spaces"]}, self.private_shown
        finally:
            self.private_shown = shown or self.private_shown

    def _continent(self, c: dict[str, Any], x0: float, y0: float) -> None:
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
        s.mark(f"cont:{c['index']}", x0, y0, BOX_W, BOX_H, f"{c['name']} ({c['letter']})")
        if aside:
            s.rect(x0, y0, BOX_W, BOX_H, rx=18, fill=s.url("aside"), opacity=".35")
        title = fit(f"{c['letter']} · {c['name']}", 18, BOX_W - 190, True)
        s.text(x0 + 16, y0 + 26, title, 18, bold=800)
        face = t["face_easy"] if c["face"] == "easy" else t["face_difficult"]
        s.text(x0 + 16, y0 + 46, face.upper(), 12, bold=600, fill="#5b6270", letter_spacing=".6")
        left_w = max(text_width(title, 18, True), text_width(face.upper(), 12, True) + 8)
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
        second = fit(second, 13, 220, True) if second else ""
        right_w = max(text_width(status, 14, True), text_width(second, 13, True))
        # what the words around the spaces must not cover: the heading, the spaces (words may cross links)
        taken = [((x0 + 10, y0 + 6, x0 + 20 + left_w, y0 + 52), 1.0)]
        taken.append(((x0 + BOX_W - 18 - right_w, y0 + 6, x0 + BOX_W - 8, y0 + 52), 1.0))
        if second:
            s.text(
                x0 + BOX_W - 14,
                y0 + 46,
                second,
                13,
                bold=700,
                anchor="end",
                fill="#6b21a8" if acting else "#1a62d6" if designated else "#3a3f48",
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
        bx, by = x0 + BOX_W - 30, y0 + BOX_H - 28
        waiting = v["bacteria_waiting"] if aside else 0
        if waiting:
            tw = text_width(t["bacteria_wait"], 13, True)
            taken.append(((bx - 18 - 30 * waiting - tw, by - 12, bx + 14, by + 14), 1.0))
        for sp in c["spaces"]:  # a space, and the badge at its top right
            x, y = self.where[sp["id"]]
            taken += [(box, 1.0) for box in circle_boxes(x, y, SPACE_R)]
            if not sp["white"]:
                taken.append((P.box_at(x + 14, y - 16, 20, 20), 1.0))
        # a continent set aside: hatched, dashed and said in words, never faded (its texts keep their contrast)
        with s.group():
            # the links lie where the continent's shape puts its spaces: drawn once for every picture of it
            ends = [(self.where[elements[a]["id"]], self.where[elements[b]["id"]]) for a, b in links]
            PARTS.draw(s, ("links", tuple(ends)), lambda: self.links(ends))
            for sp in c["spaces"]:  # each space marked with its board key (a focus region zooms to some)
                if sp["id"] in self.where:
                    sx, sy = self.where[sp["id"]]
                    s.mark(f"space:{sp['id']}", sx - 24, sy - 24, 48, 48, self.space_name(sp))
            notes = {sp["id"]: self.space(sp) for sp in c["spaces"]}
            self.words(c["spaces"], notes, taken, (x0 + 4, y0 + 4, x0 + BOX_W - 4, y0 + BOX_H - 4))
        if waiting:
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

    def links(self, ends: list[tuple[tuple[float, float], tuple[float, float]]]) -> None:
        """The links between a continent's spaces, each a dark line under a light one."""
        s = self.s
        with s.group(stroke_linecap="round"):
            for (xa, ya), (xb, yb) in ends:
                s.line(xa, ya, xb, yb, stroke="#5b4b36", stroke_width=7)
                s.line(xa, ya, xb, yb, stroke="#e8dcc4", stroke_width=2.2)

    def space_name(self, sp: dict[str, Any]) -> str:
        """A space in words, for a screen reader: its label, its soil (or white), what lies on it."""
        t = self.t
        kind = t["white_space"] if sp["white"] else t.get(f"soil.{sp['soil']}", sp["soil"])
        pawn = sp["pawn"]
        held = t.get(f"colour.{pawn['colour']}", pawn["colour"]) if pawn else self.w["nobody"]
        return f"{sp['label']}, {kind}: {held}"

    def space(self, sp: dict[str, Any]) -> tuple[str, str] | None:
        """The space (``draw_space``), drawn once for every picture whose view shows it alike at the same place
        (a continent a move changed draws again only the spaces that changed)."""
        x, y = self.where[sp["id"]]
        removed = self.removed.get(sp["label"])
        key = ("space", repr(sp), x, y, tuple(self.soils), self.lang, removed and repr(removed), sp["id"] in self.hl)
        note: tuple[str, str] | None = PARTS.draw(self.s, key, lambda: self.draw_space(sp))
        if note is not None and note[1] == "private":
            self.private_shown = True
        return note

    def draw_space(self, sp: dict[str, Any]) -> tuple[str, str] | None:
        """The space, its pawn and its soil's name; returns the note that goes by it (its words and their
        style: a need tag's, or "plain"), placed with the labels by ``words``."""
        s, t = self.s, self.t
        x, y = self.where[sp["id"]]
        if sp["white"]:
            s.circle(x, y, SPACE_R, fill="#ffffff", stroke="#8a8f98", stroke_width=2, stroke_dasharray="5 3")
            if sp["pawn"] is None:
                s.text(x, y + 1, "O₂", 15, bold=700, anchor="middle", middle=True, fill="#5f6672")
        else:
            i = self.soils.index(sp["soil"]) if sp["soil"] in self.soils else 0
            s.circle(x, y, SPACE_R, fill=s.url(f"soil{i}"), stroke="#6b5d45", stroke_width=1.6)
        pawn = sp["pawn"]
        py = y - 3 if not sp["white"] else y
        removed = self.removed.get(sp["label"])
        note = None
        if pawn is not None:
            if pawn.get("need_up") and pawn["kind"] != "oxygen":
                s.circle(x, py, PAWN_R + 4, fill="none", stroke="#e0a800", stroke_width=3.5)
            self.pawn(s, x, py, pawn["colour"], pawn["kind"])
            note = self.need_tag(pawn)
            if note is not None and note[1] == "private":
                self.private_shown = True
                self.eye_badge(s, x + 13, py - 13)
        elif removed is not None:
            # removed at the scoring: said by a dashed red ring and a "✗", not by fading (its letter keeps its contrast)
            self.pawn(s, x, py, removed["colour"], removed["need"]["kind"])
            s.circle(x, py, PAWN_R + 3, fill="none", stroke="#b3261e", stroke_width=2.5, stroke_dasharray="4 3")
            note = (need_short(removed["need"], self.lang), "public")
            s.circle(x + 14, py - 13, 9, fill="#b3261e", stroke="#ffffff", stroke_width=1.5)
            s.text(x + 14, py - 12.5, "✗", 12, bold=900, anchor="middle", middle=True, fill="#ffffff")
        elif sp["white"]:
            note = (t["white_space"], "plain")
        if not sp["white"]:  # over the pawn's ring, on a halo
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
        if sp["id"] in self.hl:
            P.ring_circle(s, x, y, SPACE_R + 6)
        return note

    def words(
        self,
        spaces: list[dict[str, Any]],
        notes: dict[int, tuple[str, str] | None],
        taken: list[tuple[P.Box, float]],
        bounds: P.Box,
    ) -> None:
        """The notes (need tags) and the labels of a continent's spaces, each where it covers no other
        word, space or piece (under its space if it can), notes first, from the top down."""
        s = self.s
        order = sorted(spaces, key=lambda sp: (self.where[sp["id"]][1], self.where[sp["id"]][0]))
        for sp in order:
            note = notes[sp["id"]]
            if note is None:
                continue
            x, y = self.where[sp["id"]]
            text, style = note
            w = text_width(text, 12, True) + 4 if style == "plain" else self.pill_width(text)
            spots = tag_spots(x, y, w + 4, SPACE_R)  # with a little room around it
            left, top, right, bottom = spots[P.place(spots, taken, bounds)]
            cx, cy = (left + right) / 2, (top + bottom) / 2
            if style == "plain":
                s.text(cx, cy, text, 12, bold=700, anchor="middle", middle=True, fill="#5b6270")
            else:
                self.pill(s, cx, cy, text, style)
        for sp in order:
            x, y = self.where[sp["id"]]
            spots = label_spots(x, y, text_width(sp["label"], 13, True) + 4, SPACE_R)
            left, top, right, bottom = spots[P.place(spots, taken, bounds)]
            s.text(
                (left + right) / 2,
                (top + bottom) / 2,
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
