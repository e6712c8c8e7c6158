"""What the planet board sends to the browser, as plain JSON-able data (no Jupyter imports here).

The widget (``widget.py``) is a thin adapter; everything it syncs is built here, and only from what one
observer may know:

- ``board_view(rules, state, observer, lang)``: ``rules.view(state, observer)`` (the rules model removes
  every need that observer may not know), with words added to what it holds: each need it shows gets
  its sentence (``need_text``) and a short tag (``need_short``); at the end, the reveal pawn by pawn.
  Nothing is added that the view does not already say.
- ``legal_of(rules, state, lang)``: the legal actions (JSON form + plain words). The widget calls it
  only when the observer is the seat that decides now; actions name hand slots and spaces, never needs.
- ``log_lines(rules, game, observer, lang, first)``: the narration of the events that observer may see
  (``rules.event_visible``), ply by ply (ply 0 is the set-up).
- ``board_data(rules, faces, players, lang)``: what never changes in a game and is public: the trays'
  drawing (space positions, links, soils), the game aid (every kind's needs, in no pawn's order) and the
  final table's levels for this number of players.
- ``ui_texts(lang)`` / ``ui_text(key, lang, **params)``: every word of the board (``ui_texts.toml``).

The JavaScript never decides what is legal: it lights exactly what ``legal_of`` lists.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from ..core.rules import Event
from ..widgets import UiTexts
from .boarddata import KINDS
from .scoring import LEVELS, MAX_SCORE, THRESHOLDS
from .text import need_text

LANGUAGES = ("en",)
_TEXTS = UiTexts(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
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
    return [(r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n))
            for i in range(n)]


def _crossings(order: Sequence[int], links: Sequence[tuple[int, int]], n: int) -> int:
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

    best: tuple[float, float, tuple[int, ...]] | None = None
    for rest in itertools.permutations(range(1, n)):
        order = (0,) + rest
        key = (_crossings(order, links, n), round(length(order), 3), order)
        if best is None or key < best:
            best = key
    assert best is not None
    return [corners[best[2][i]] for i in range(n)]


def board_data(rules: Any, faces: str, players: int, lang: str = "en") -> dict[str, Any]:
    """The public, unchanging part of a game's board (sent once): trays drawn on the chosen faces, soils,
    the game aid, and the final table's levels for ``players`` players."""
    lay = rules.board.layout(faces)
    continents = []
    for c, tray in enumerate(rules.board.trays):
        col, row = c % 2, c // 2
        x0, y0 = MARGIN + col * (BOX_W + GAP), MARGIN + row * (BOX_H + GAP)
        face = tray.face(faces[c])
        cx, cy = x0 + 196, y0 + 176
        pos = _face_positions(len(face.soils), tuple(face.links))
        spaces = {}
        for i, g in enumerate(lay.elements[c]):
            spaces[str(g)] = [round(cx + pos[i][0], 1), round(cy + pos[i][1], 1)]
        w = lay.white_space[c]
        spaces[str(w)] = [x0 + BOX_W - 62, y0 + 176]
        edges = sorted({tuple(sorted((g, h))) for g in lay.elements[c] for h in lay.neighbours[g]})
        continents.append({"index": c, "letter": tray.letter, "name": tray.name,
                           "face": "easy" if faces[c] == "E" else "difficult",
                           "box": [x0, y0, BOX_W, BOX_H], "spaces": spaces,
                           "edges": [list(e) for e in edges], "white": w})
    kinds = []
    for kind in KINDS:
        needs = rules.aid.get(kind, [])
        kinds.append({"kind": kind, "colour": _colour_of(rules, kind),
                      "needs": [{"code": d["code"], "text": need_text(rules, d, lang),
                                 "short": need_short(d, lang)} for d in needs]})
    th = THRESHOLDS.get(players, THRESHOLDS[4])
    bounds = [0, *th, MAX_SCORE + 1]
    levels = [{"level": lv, "label": rules.catalogue.word(f"word.level.{lv}", lang),
               "from": bounds[i], "to": bounds[i + 1] - 1} for i, lv in enumerate(LEVELS)]
    return {"width": WIDTH, "height": HEIGHT, "continents": continents, "soils": list(rules.board.soils),
            "aid": kinds, "levels": levels, "max": MAX_SCORE, "players": players,
            "reconstructed": bool(rules.board.reconstructed)}


def _colour_of(rules: Any, kind: str) -> str:
    for p in rules.board.pawns:
        if p.kind == kind:
            return p.colour
    return "gray"


# -------------------------------------------------------------------------------------------- needs
def need_short(need: Mapping[str, Any], lang: str = "en") -> str:
    """A need as a tag short enough to print under a pawn ('on sand', 'by a plant, not an animal')."""
    kind = need["kind"]
    params = {k: need[k] for k in ("soil", "action") if k in need}
    for k in ("linked", "not_linked"):
        if k in need:
            params[k] = ui_text(f"kind.{need[k]}", lang)
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


# --------------------------------------------------------------------------------------------- view
def board_view(rules: Any, state: Any, observer: int | str, lang: str = "en") -> dict[str, Any]:
    """``rules.view(state, observer)`` with words for what it shows; without the game aid (sent once in
    ``board_data``) and the legal actions (sent as ``legal``, only to the seat that decides)."""
    view = rules.view(state, observer)
    view.pop("aid", None)
    view.pop("legal", None)
    for pl in view["players"]:
        pl["hand"] = [_with_words(rules, h, lang) for h in pl["hand"]]
    for c in view["continents"]:
        for sp in c["spaces"]:
            if sp["pawn"] is not None:
                sp["pawn"] = _with_words(rules, sp["pawn"], lang)
    if "result" in view:
        view["reveal"] = reveal_of(rules, view, lang)
    return view


def reveal_of(rules: Any, view: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """The end of the game, pawn by pawn, from the final view alone: every element space in board order
    with its pawn, need, whether the need was met (and if not, the rules' reason), what it was linked to
    when the planet was revealed; then each continent's verdict and the team's score and level."""
    result = view["result"]
    removed = {r["space"]: r for r in result["removed"]}
    spaces: dict[str, Mapping[str, Any]] = {}
    occupant: dict[str, tuple[str, str] | None] = {}          # label -> (kind, colour) at the reveal
    for c in view["continents"]:
        for sp in c["spaces"]:
            spaces[sp["label"]] = sp
            if sp["label"] in removed:
                r = removed[sp["label"]]
                occupant[sp["label"]] = (r["need"]["kind"], r["colour"])
            elif sp["pawn"] is not None:
                occupant[sp["label"]] = (sp["pawn"]["kind"], sp["pawn"]["colour"])
            else:
                occupant[sp["label"]] = None
    steps = []
    for c in view["continents"]:
        for sp in c["spaces"]:
            label = sp["label"]
            if sp["white"]:
                continue
            if label in removed:
                r = removed[label]
                need, colour, ok = r["need"], r["colour"], False
                reason = rules.catalogue.word(f"word.reason.{r['reason']}", lang)
            elif sp["pawn"] is not None and "need" in sp["pawn"]:
                need, colour, ok, reason = sp["pawn"]["need"], sp["pawn"]["colour"], True, ""
            else:
                continue
            links = []
            for other in sp["links"]:
                occ = occupant.get(other)
                if occ is not None:
                    links.append({"space": other, "kind": occ[0], "colour": occ[1],
                                  "word": ui_text(f"kind.{occ[0]}", lang)})
            steps.append({"space": sp["id"], "label": label, "continent": c["index"], "kind": need["kind"],
                          "colour": colour, "soil": sp["soil"], "need_text": need_text(rules, need, lang),
                          "need_short": need_short(need, lang), "ok": ok, "reason": reason, "links": links})
    continents = []
    for c, res in zip(view["continents"], result["continents"]):
        continents.append({"index": c["index"], "name": c["name"], "validated": res["validated"],
                           "elements": res["elements"], "oxygen": res["oxygen"], "waters": res["waters"]})
    return {"steps": steps, "continents": continents, "score": result["score"], "level": result["level"],
            "level_word": rules.catalogue.word(f"word.level.{result['level']}", lang),
            "oxygen_unused": list(result.get("oxygen_unused", []))}


# -------------------------------------------------------------------------------------------- legal
def legal_of(rules: Any, state: Any, lang: str = "en", actions: Iterable[Any] | None = None) -> dict[str, Any]:
    """The legal actions for the board: ``{"actor", "phase", "actions": [[json, label], ...]}``.

    The board groups them by ``json["type"]`` (indicate: slots; designate: continents; place: slot,
    space and side; flip, look: spaces; exchange: pairs; look_move: spaces; give: slots;
    bacteria_move: from, to; skip)."""
    actions = list(rules.legal_actions(state) if actions is None else actions)
    reg = rules.registry
    return {"actor": rules.actor(state), "phase": state.phase,
            "actions": [[reg.to_json(a), rules.describe(a, lang)] for a in actions]}


def no_legal(rules: Any, state: Any) -> dict[str, Any]:
    """What ``legal`` holds when the observer is not the seat that decides: nothing to click."""
    return {"actor": rules.actor(state), "phase": state.phase, "actions": []}


# ---------------------------------------------------------------------------------------------- log
_SPACE_KEYS = ("space", "from", "to", "first", "second")


def _line(rules: Any, ply: int, e: Event, lang: str, names: Sequence[str]) -> list[Any]:
    seat = e.data.get("seat")
    seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
    private = e.data.get("private_to")
    audience = [names[i] for i in private if 0 <= i < len(names)] if private is not None else None
    spaces = [e.data[k] for k in _SPACE_KEYS if isinstance(e.data.get(k), str)]
    return [ply, seat, e.kind, rules.narrate(e, lang), audience, spaces]


def log_lines(rules: Any, game: Any, observer: int | str, lang: str = "en", first: int = 0
              ) -> list[list[Any]]:
    """The narration ``observer`` may hear, from ply ``first`` on (ply 0 is the set-up, ply k the k-th
    action): ``[ply, seat or None, event kind, sentence, audience (names) or None, space labels]``.
    ``audience`` names the seats a private line is for (a teacher sees them all)."""
    out: list[list[Any]] = []
    names = list(game.players)

    def sees(e: Event) -> bool:
        return observer == "all" or rules.event_visible(e, observer)

    if first <= 0:
        out += [_line(rules, 0, e, lang, names) for e in game.opening if sees(e)]
    for ply in range(max(first, 1), len(game.steps) + 1):
        out += [_line(rules, ply, e, lang, names) for e in game.steps[ply - 1].events if sees(e)]
    return out
