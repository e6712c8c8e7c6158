"""The planet board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

- ``SPEC.board_data(game)``: what never changes in a game and is public: the trays drawn on the chosen
  faces (each space's place, label, soil, links), the game aid (every kind's needs in words, in no
  pawn's order), the final table's levels for this number of players, the seats' tokens, the options.
- ``SPEC.target(state, action)``: what a player clicks: ``hand:<slot>`` (indicate; give in a share),
  ``cont:<c>`` (designate), ``space:<id>`` (place: one action per hand slot and oxygen side, the board
  preselects the slot; flip, look, look-move), ``exchange`` (every pair an oxygen's exchange may swap)
  and ``move`` (every move a bacterium allows): up to a hundred actions each, so they are not sent with
  ``legal`` (16 KB per update at most) but asked for, a page at a time, when the step begins; each is
  two clicks on the board (a pawn, then its partner or its new space), lit from those actions.
  ``skip`` declines an oxygen's action.
- ``SPEC.label`` / ``SPEC.target_label``: an action in words for its tooltip and the chooser, a hand's
  pawn named by its colour (public), never by its need.
- ``SPEC.dress(view, rules, lang)``: ``rules.view(state, observer)`` as the drawing module wants it:
  each need the view shows gets its sentence (``need_text``) and short tag (``need_short``); a failed
  pawn its reason in words; the reveal's order; the constant parts (the aid, the trays' drawing, the
  options) go, being in ``board_data`` (the legal actions are no part of a view: they come as ``legal``).
  It sees only the view, so it cannot add what the observer may not know.
- ``SPEC.ui_extra(game, ply, observer)``: the spaces the last move touched (from the events that
  observer may see) and the pawn just drawn (seat and slot: public, the colour is shown to all).

The JavaScript never decides what is legal: it lights the targets of ``legal`` and sends, for a click
on anything else, the action that click would mean, for the rules to refuse in their own words.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from .boarddata import KINDS
from .scoring import LEVELS, MAX_SCORE, THRESHOLDS
from .state import BacteriaMove, Designate, Exchange, Flip, Give, Indicate, Look, LookMove, Place, Skip
from .text import need_text

LANGUAGES = ("en",)
_TEXTS = ui_texts_for(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text

#: One shape per seat (players have no colour in planet; the shape and initial tell seats apart).
SHAPES = ("circle", "square", "diamond", "hexagon")

# Board geometry (SVG user units): four continent boxes in two rows.
BOX_W, BOX_H, GAP, MARGIN = 450, 330, 14, 6
WIDTH = 2 * BOX_W + GAP + 2 * MARGIN
HEIGHT = 2 * BOX_H + GAP + 2 * MARGIN
RADIUS = {1: 0, 2: 70, 3: 72, 4: 86, 5: 96, 6: 100, 7: 108}


# ------------------------------------------------------------------------------------------ geometry
def _polygon(n: int, r: float) -> list[tuple[float, float]]:
    """``n`` corners of a regular polygon of radius ``r`` around (0, 0), flat side up where it can be."""
    start = -math.pi / 2 + (math.pi / n if n % 2 == 0 else 0.0)
    return [(r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]


def _crossings(order: Sequence[int], links: Sequence[tuple[int, int]]) -> int:
    """Links drawn as chords between polygon corners (``order[space]`` = corner) that cross each other."""
    chords = [tuple(sorted((order[a], order[b]))) for a, b in links]
    out = 0
    for (a, b), (c, d) in itertools.combinations(chords, 2):
        if len({a, b, c, d}) == 4 and (a < c < b < d or c < a < d < b):
            out += 1
    return out


@lru_cache(maxsize=256)
def _face_positions(n: int, links: tuple[tuple[int, int], ...]) -> tuple[tuple[float, float], ...]:
    return tuple(face_positions(n, links))


def face_positions(n: int, links: Sequence[tuple[int, int]]) -> list[tuple[float, float]]:
    """Where to draw the ``n`` element spaces of a face (around (0, 0)) so that its links cross as little
    as possible and linked spaces sit close: the spaces go on the corners of a regular polygon, in the
    order that minimises crossings, then the links' total length (an exhaustive search for up to 7)."""
    if n <= 0:
        return []
    r = RADIUS.get(n, 16 * n)
    corners = _polygon(n, r) if n > 1 else [(0.0, 0.0)]
    if n > 7 or not links:
        return corners

    def length(order: Sequence[int]) -> float:
        return sum(math.dist(corners[order[a]], corners[order[b]]) for a, b in links)

    best: tuple[int, float, tuple[int, ...]] | None = None
    for rest in itertools.permutations(range(1, n)):
        order = (0,) + rest
        key = (_crossings(order, links), round(length(order), 3), order)
        if best is None or key < best:
            best = key
    assert best is not None
    return [corners[best[2][i]] for i in range(n)]


def short_labels(names: Sequence[str]) -> list[str]:
    """A short, distinct label per seat for its token: the initials when they differ, else 1, 2, ..."""
    first = [(str(n).strip()[:1] or "?").upper() for n in names]
    return first if len(set(first)) == len(first) else [str(i + 1) for i in range(len(names))]


# -------------------------------------------------------------------------------------------- needs
def need_short(need: Mapping[str, Any], lang: str = "en") -> str:
    """A need as a tag short enough to print on a pawn ('on sand', '+plant −animal')."""
    kind = need["kind"]
    params = {k: need[k] for k in ("soil", "action") if k in need}
    for k in ("linked", "not_linked"):
        if k in need:
            params[k] = ui_text(f"kind.{need[k]}", lang)
    if "soil" in params:
        params["soil"] = ui_text(f"soil.{params['soil']}", lang)
    if "action" in params:
        params["action"] = ui_text(f"action.{params['action']}", lang)
    return ui_text(f"need_short.{kind}", lang, **params)


def _with_words(rules: Any, entry: Any, lang: str) -> Any:
    """A pawn entry of the view with its need in words, when (and only when) the view shows the need."""
    if isinstance(entry, dict) and isinstance(entry.get("need"), Mapping):
        entry = dict(entry)
        entry["need_text"] = need_text(rules, entry["need"], lang)
        entry["need_short"] = need_short(entry["need"], lang)
    return entry


# ------------------------------------------------------------------------------------- board data
@lru_cache(maxsize=64)
def _board_data(rules: Any, faces: str, names: tuple[str, ...], lang: str) -> dict[str, Any]:
    lay = rules.board.layout(faces)
    labels = rules.labels
    continents = []
    spaces: list[dict[str, Any]] = [{} for _ in labels]
    for c, tray in enumerate(rules.board.trays):
        col, row = c % 2, c // 2
        x0, y0 = MARGIN + col * (BOX_W + GAP), MARGIN + row * (BOX_H + GAP)
        face = tray.face(faces[c])
        cx, cy = x0 + 196, y0 + 180
        pos = _face_positions(len(face.soils), tuple(face.links))
        for i, g in enumerate(lay.elements[c]):
            spaces[g] = {
                "id": g,
                "label": labels[g],
                "continent": c,
                "soil": lay.soil[g],
                "white": False,
                "xy": [round(cx + pos[i][0], 1), round(cy + pos[i][1], 1)],
                "links": list(lay.neighbours[g]),
            }
        w = lay.white_space[c]
        spaces[w] = {
            "id": w,
            "label": labels[w],
            "continent": c,
            "soil": None,
            "white": True,
            "xy": [x0 + BOX_W - 62, y0 + 180],
            "links": [],
        }
        edges = sorted({tuple(sorted((g, h))) for g in lay.elements[c] for h in lay.neighbours[g]})
        continents.append(
            {
                "index": c,
                "letter": tray.letter,
                "name": tray.name,
                "face": "easy" if faces[c] == "E" else "difficult",
                "box": [x0, y0, BOX_W, BOX_H],
                "elements": list(lay.elements[c]),
                "white": w,
                "edges": [list(e) for e in edges],
            }
        )
    kinds = []
    for kind in KINDS:
        needs = rules.aid.get(kind, [])
        kinds.append(
            {
                "kind": kind,
                "colour": _colour_of(rules, kind),
                "needs": [
                    {"code": d["code"], "text": need_text(rules, d, lang), "short": need_short(d, lang)} for d in needs
                ],
            }
        )
    players = len(names)
    th = THRESHOLDS.get(players, THRESHOLDS[4])
    bounds = [0, *th, MAX_SCORE + 1]
    levels = [
        {
            "level": lv,
            "label": rules.catalogue.word(f"word.level.{lv}", lang),
            "from": bounds[i],
            "to": bounds[i + 1] - 1,
        }
        for i, lv in enumerate(LEVELS)
    ]
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "continents": continents,
        "spaces": spaces,
        "soils": list(rules.board.soils),
        "aid": kinds,
        "levels": levels,
        "max": MAX_SCORE,
        "players": players,
        "shapes": list(SHAPES[:players]),
        "short": short_labels(names),
        "options": rules.options.to_json(),
        "reconstructed": bool(rules.board.reconstructed),
    }


def board_data(rules: Any, faces: str, players: int | Sequence[str], lang: str = "en") -> dict[str, Any]:
    """The public, unchanging part of a game's board (sent once): trays drawn on the chosen faces, soils,
    the game aid, the final table's levels for this number of players, the seats' tokens."""
    names = tuple(f"#{i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
    return _board_data(rules, faces, names, lang)


def _colour_of(rules: Any, kind: str) -> str:
    for p in rules.board.pawns:
        if p.kind == kind:
            return p.colour
    return "gray"


# --------------------------------------------------------------------------------------------- view
#: What stays of a continent and of a space in the dressed view (the rest is in ``board_data``).
_CONTINENT_KEEP = ("index", "set_aside", "in_play", "elements_full", "complete")


def dress_view(view: dict[str, Any], rules: Any, lang: str = "en") -> dict[str, Any]:
    """``rules.view(...)`` with words for what it shows, without what ``board_data`` holds."""
    for key in ("aid", "options", "reconstructed"):
        view.pop(key, None)
    for pl in view["players"]:
        pl["hand"] = [_with_words(rules, h, lang) for h in pl["hand"]]
    continents = []
    for c in view["continents"]:
        d = {k: c[k] for k in _CONTINENT_KEEP}
        d["spaces"] = [
            {"id": sp["id"], "pawn": None if sp["pawn"] is None else _with_words(rules, sp["pawn"], lang)}
            for sp in c["spaces"]
        ]
        continents.append(d)
    if "result" in view:
        view["reveal"] = reveal_order(view, lang, rules)
        result = view["result"]
        result["removed"] = [
            dict(_with_words(rules, r, lang), reason_text=rules.catalogue.word(f"word.reason.{r['reason']}", lang))
            for r in result["removed"]
        ]
        result["level_word"] = rules.catalogue.word(f"word.level.{result['level']}", lang)
    view["continents"] = continents
    return view


def reveal_order(view: Mapping[str, Any], lang: str, rules: Any) -> list[dict[str, Any]]:
    """The end of the game pawn by pawn, from the final view alone: every element space with a pawn at
    the reveal, in board order, with whether its need was met (a failed one: the rules' reason)."""
    removed = {r["space"]: r for r in view["result"]["removed"]}
    steps = []
    for c in view["continents"]:
        for sp in c["spaces"]:
            if sp["white"]:
                continue
            r = removed.get(sp["label"])
            if r is not None:
                steps.append(
                    {"space": sp["id"], "ok": False, "reason": rules.catalogue.word(f"word.reason.{r['reason']}", lang)}
                )
            elif sp["pawn"] is not None and "need" in sp["pawn"]:
                steps.append({"space": sp["id"], "ok": True})
    return steps


# ------------------------------------------------------------------------------------------- the spec
class PlanetBoardSpec(BoardSpec):
    game = "planet"
    hint_bot = "heuristic"
    js = ("planet_draw.js", "planet_panels.js", "planet_reveal.js", "planet_board.js")
    css = ("planet_board.css",)
    texts = _TEXTS

    def board_data(self, game: Any) -> dict[str, Any]:
        s = game.state
        return _board_data(game.rules, s.faces, tuple(game.players), "en")

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, (Indicate, Give)):
            return f"hand:{action.slot}"
        if isinstance(action, Designate):
            return f"cont:{action.continent}"
        if isinstance(action, (Place, Flip, Look)):
            return f"space:{action.space}"
        if isinstance(action, LookMove):
            return f"space:{action.to}"
        if isinstance(action, Exchange):
            return "exchange"
        if isinstance(action, BacteriaMove):
            return "move"
        if isinstance(action, Skip):
            return "skip"
        raise TypeError(f"not a planet action: {action!r}")

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """Hand slots named by their pawn's colour (public: every player sees the colours of a hand)."""
        hand = state.hands[state.turn] if isinstance(action, (Indicate, Place)) else None
        if isinstance(action, Give):
            seat = rules.share_next(state)
            hand = state.hands[seat] if seat >= 0 else None
        slot = getattr(action, "slot", None)
        if hand is None or not isinstance(slot, int) or not 0 <= slot < len(hand):
            return rules.describe(action, lang)
        colour = _TEXTS.text(f"colour.{rules.colour[hand[slot]]}", lang)
        if isinstance(action, Indicate):
            return _TEXTS.text("label.indicate", lang, colour=colour)
        if isinstance(action, Give):
            return _TEXTS.text(
                "label.give", lang, colour=colour, name=state.names[(rules.share_next(state) + 1) % state.n]
            )
        space = rules.labels[action.space]
        if rules.colour[hand[slot]] == "white":
            return _TEXTS.text("label.place_up" if action.need_up else "label.place_point", lang, space=space)
        return _TEXTS.text("label.place", lang, colour=colour, space=space)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        if key == "exchange":
            return _TEXTS.text("target.exchange", lang, n=len(labels))
        if key == "move":
            return _TEXTS.text("target.move", lang, n=len(labels))
        if key.startswith("space:"):
            return _TEXTS.text("target.space", lang, space=rules.labels[int(key[6:])], n=len(labels))
        return _TEXTS.text("target.ways", lang, first=labels[0], n=len(labels))

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        return dress_view(view, rules, lang)

    def ui_extra(self, game: Any, ply: int, observer: int | str, lang: str = "en") -> dict[str, Any]:
        if ply <= 0:
            return {"touched": [], "drawn": None}
        rules = game.rules
        index = {label: g for g, label in enumerate(rules.labels)}
        touched: list[int] = []
        drawn = None
        state = game.state_at(ply)
        for e in game.steps[ply - 1].events:
            if not rules.event_visible(e, observer):
                continue
            for key in ("space", "from", "to", "first", "second"):
                g = index.get(e.data.get(key)) if isinstance(e.data.get(key), str) else None
                if g is not None and g not in touched:
                    touched.append(g)
            if e.kind == "draw" and isinstance(e.data.get("seat"), int):
                seat = e.data["seat"]
                drawn = [seat, len(state.hands[seat]) - 1]
        return {"touched": touched, "drawn": drawn}


SPEC = PlanetBoardSpec()
