"""What the herds board needs from the rules model, as plain JSON-able data (no Jupyter imports here).

The widget (``widget.py``) is a thin adapter; everything it sends to the browser is built here from
the rules model alone, so it can be tested without a browser or a kernel:

- ``ui_texts(lang)``: every word the board shows (``ui_texts.toml``).
- ``board_data(rules, n)``: what never changes in a game: the grid's size and names, where the volcanoes,
  tar pits and the river are, which squares a game of ``n`` players uses, the species' marks.
- ``position(rules, state)``: what changes (the widget's ``view``): the tiles, the dice, the players'
  tiles left, and the areas and herds with their places and points as ``rules.score_details`` counts
  them (the scoring overlay reads these; nothing is recounted here).
- ``legal_of(rules, state)``: the legal actions, as the board offers them: the squares, the terrains
  the dice allow (and why: a matching die, a wild face, a terrain run out of), the terrains of the
  one-tile turn. Every legal action is one (square, terrain) pair of these lists.
- ``last_tiles(game, ply)``, ``end_reason(game, ply)``: the tiles of the turn just played, and why
  the game ended (from the events).

The JavaScript never decides what is legal: it lights exactly what ``legal_of`` lists, and sends any
other click as the action it would mean, for the rules to refuse in their own words.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..widgets import UiTexts
from .boarddata import COLUMNS, NAMES, NEIGHBOURS, RIVER_AFTER, ROWS, SQUARES
from .state import (FACE_WORDS, FIRST, OVER, SECOND, SPECIES, SPECIES_LETTERS, TERRAIN_LETTERS, TERRAINS,
                    VACANT)

LANGUAGES = ("en",)
#: One mark per species, a shape and a letter (the notation's), never a colour: the rulebook's colours
#: are the terrains'. The board draws them black on white.
SHAPES = ("triangle", "square", "circle", "hexagon")

_TEXTS = UiTexts(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
_messages = _TEXTS.messages
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text


def board_data(rules: Any, n: int) -> dict[str, Any]:
    """What never changes during a game of ``n`` players on this board."""
    b = rules.board
    playable = b.playable(n)
    return {
        "columns": COLUMNS, "rows": ROWS, "river_after": RIVER_AFTER,
        "kinds": "".join(b.kinds),                     # '.' land, 'V' volcano, 'T' tar pit, per square
        "in_play": [bool(playable[sq]) for sq in range(SQUARES)],
        "two_player": n == 2,
        "names": list(NAMES),
        "terrains": list(TERRAINS), "terrain_letters": TERRAIN_LETTERS,
        "species": list(SPECIES), "species_letters": SPECIES_LETTERS, "shapes": list(SHAPES),
        "reconstructed": bool(b.reconstructed),
    }


def _index(ids: list[str]) -> dict[str, int]:
    return {a: i for i, a in enumerate(ids)}


def position(rules: Any, s: Any) -> dict[str, Any]:
    """The position as the board draws it (compact: this is sent after every tile).

    - ``cells[sq]``: -1 not in play (volcano, tar pit, beyond the river with two players), 0 vacant,
      else ``1 + 4 * terrain + seat`` (as the state keeps it);
    - ``areas[a] = [terrain, size, multiplier (0: too small to score), bonus ("triple", "double", None),
      case]`` and ``herds[h] = [area, seat, size, place (1, 2, 0), points before bonuses, points]``, in
      the order of ``rules.score_details`` (area ``a`` is that breakdown's ``A{a+1}``); ``area_of[sq]`` and
      ``herd_of[sq]`` (-1 where there is no tile); ``order``: the areas in the rulebook's scoring order;
      ``largest`` and ``terrains``: what decided the bonuses (area indices);
    - ``cut_off``: vacant squares in no group of three connected vacant squares (the game ends when
      every vacant square is cut off), read from the rules' own counters;
    - ``players``: name, species, tiles left per terrain, points if the game ended now;
    - ``dice`` (faces, and which die the first tile used), ``phase``, ``tile``, ``turn``, ``actor``,
      ``over``, ``rolls`` (the turn's number), ``scores`` (the ScoreSheet), ``winners``.
    """
    d = rules.score_details(s)
    ids = [a["id"] for a in d["areas"]]
    aidx = _index(ids)
    area_of = [-1] * SQUARES
    herd_of = [-1] * SQUARES
    areas: list[list[Any]] = []
    herds: list[list[Any]] = []
    for a, area in enumerate(d["areas"]):
        areas.append([TERRAINS.index(area["terrain"]), area["size"], area["multiplier"], area["bonus"],
                      area["case"]])
        for sq in area["squares"]:
            area_of[sq] = a
        for h in area["herds"]:
            for sq in h["squares"]:
                herd_of[sq] = len(herds)
            herds.append([a, h["seat"], h["size"], h["place"], h["base"], h["points"]])
    over = s.phase == OVER
    totals = {p["seat"]: p["total"] for p in d["players"]}
    players = [{"seat": p, "name": s.names[p], "species": SPECIES[s.species[p]],
                "mark": SPECIES_LETTERS[s.species[p]], "left": list(s.left[p]), "points": totals[p]}
               for p in range(s.n)]
    largest = d["largest"]
    return {
        "game": "herds",
        "cells": list(s.cells),
        "areas": areas,
        "herds": herds,
        "area_of": area_of,
        "herd_of": herd_of,
        "order": [aidx[a] for a in d["order"]],
        "largest": {"area": None if largest["area"] is None else aidx[largest["area"]],
                    "tied": [aidx[a] for a in largest["tied"]], "size": largest["size"]},
        "terrains": [{"double": None if t["double"] is None else aidx[t["double"]],
                      "tied": [aidx[a] for a in t["tied"]], "excluded": t["excluded"]}
                     for t in (d["terrains"][name] for name in TERRAINS)],
        "cut_off": cut_off(s),
        "players": players,
        "dice": [] if over else [FACE_WORDS[f] for f in s.dice],
        "used": None if s.phase != SECOND else s.used,
        "phase": rules.phase_name(s),
        "tile": 1 if s.phase == FIRST else 2 if s.phase == SECOND else None,
        "turn": None if over else s.turn,
        "actor": rules.actor(s),
        "over": over,
        "rolls": s.rolls,
        "scores": rules.scores(s).to_json(),
        "winners": d["winners"],
    }


def cut_off(s: Any) -> list[int]:
    """Vacant squares that belong to no group of three connected vacant squares.

    Read from the counters the rules keep for the end of the game (``vdeg``: the vacant neighbours of a
    vacant square): a vacant square is in such a group exactly when it, or one of its vacant
    neighbours, has two vacant neighbours or more.
    """
    cells, vdeg = s.cells, s.vdeg
    out = []
    for sq in range(SQUARES):
        if cells[sq] != VACANT or vdeg[sq] >= 2:
            continue
        if not any(cells[y] == VACANT and vdeg[y] >= 2 for y in NEIGHBOURS[sq]):
            out.append(sq)
    return out


def legal_of(rules: Any, s: Any, human_turn: bool = True) -> dict[str, Any]:
    """The legal actions of ``s`` as the board offers them (empty lists when a human may not act now).

    ``squares``: where a tile may go; ``dice``: the terrains a tile from the dice may be (``place``),
    with ``how[terrain]`` = "match", "wild" or "runout" (the die it spends, and why it allows that
    terrain); ``one``: the terrains of the one-tile turn (``place_one``). The legal actions are exactly
    ``place`` for ``squares x dice`` and ``place_one`` for ``squares x one``.
    """
    actor = rules.actor(s)
    out: dict[str, Any] = {"actor": actor, "tile": None, "squares": [], "dice": [], "one": [], "how": {}}
    if s.phase == OVER or not human_turn:
        return out
    out["tile"] = 1 if s.phase == FIRST else 2
    out["squares"] = rules.vacant(s)
    if s.phase == SECOND or sum(s.left[s.turn]) >= 2:
        dice = rules.dice_terrains(s)
        out["dice"] = [TERRAINS[t] for t in dice]
        for t in dice:
            out["how"][TERRAINS[t]] = rules.die_reason(s, t)
    if s.phase == FIRST:
        out["one"] = [TERRAINS[t] for t in range(4) if s.left[s.turn][t]]
    return out


def last_tiles(game: Any, ply: int) -> list[int]:
    """The squares of the tiles placed in the turn that led to the position after ``ply`` actions (the
    last tile, and the first tile of the same turn when the last was the second)."""
    out: list[int] = []
    k = ply
    while k > 0:
        placed = [e.data for e in game.steps[k - 1].events if e.kind in ("place", "place_one")]
        out.extend(p["index"] for p in placed)
        if not placed or placed[-1].get("tile") != 2:
            break
        k -= 1
    return sorted(out)


def end_reason(game: Any, ply: int, lang: str = "en") -> str | None:
    """Why the game ended (the end event's reason, in words), when the action that led to ``ply`` ended it."""
    if ply == 0:
        return None
    for e in game.steps[ply - 1].events:
        if e.kind == "end":
            return str(game.rules.catalogue.word(e.data["reason"], lang))
    return None
