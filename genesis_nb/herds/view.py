"""The position as JSON for one observer (herds hides nothing, so every observer sees the same).

Besides the verbose parts a reader of the JSON wants (``grid``, ``tiles``, ``areas`` with ids and square
names), the view carries the same position in compact form, which the board draws (``herds.ui`` removes
the verbose parts from what it syncs, so every update stays small):

- ``cells[sq]``: -1 not in play (volcano, tar pit, beyond the river with two players), 0 vacant, else
  ``1 + 4 * terrain + seat`` (terrain in ``TERRAINS`` order), as the state keeps it;
- ``area_rows[a] = [terrain, size, multiplier (0: too small to score), bonus ("triple", "double" or
  None), case]`` and ``herd_rows[h] = [area, seat, size, place (1, 2, 0), points before bonuses,
  points, squares]``, in the order of ``areas`` (row ``a`` is area ``A{a+1}``, and its herds follow one
  another in ``herd_rows``); every tile is in the squares of exactly one herd;
- ``order``: the scoring areas (row numbers) in the rulebook's scoring order; ``largest`` ({area, tied,
  size}) and ``terrain_bonus`` ({terrain: {double, tied, excluded}}): what decided the bonuses;
- ``cut_off``: vacant squares in no group of three connected vacant squares (the game ends when every
  vacant square is cut off);
- ``how``: for each terrain the dice allow now, why: "match" (a die shows it), "wild" (a wild face) or
  "runout" (a die shows a terrain the player has run out of);
- ``end_reason``: once the game is over, why: "room" (no three connected vacant squares are left; the
  rules end the game exactly when that happens) or "tiles" (no player has a tile left).
"""

from __future__ import annotations

from typing import Any

from .boarddata import COLUMNS, KIND_WORDS, NAMES, NEIGHBOURS, RIVER_AFTER, ROWS, SQUARES
from .state import (
    FACE_WORDS,
    FIRST,
    OVER,
    SECOND,
    SPECIES,
    SPECIES_LETTERS,
    TERRAINS,
    TERRAINS_IN,
    VACANT,
    code_seat,
    code_terrain,
)


def build_view(rules: Any, s: Any, observer: int | str = "public") -> dict[str, Any]:
    """Everything the board draws: the grid, tiles, areas and herds with ids, the dice, whose turn it is,
    tiles left per player per terrain, the terrains the dice and the one-tile turn allow (the squares are
    ``rules.vacant``; the board's legal wire carries them), and the scores so far."""
    board = rules.board
    details = rules.score_details(s)
    area_of: dict[int, str] = {}
    herd_of: dict[int, str] = {}
    for a in details["areas"]:
        for sq in a["squares"]:
            area_of[sq] = a["id"]
        for h in a["herds"]:
            for sq in h["squares"]:
                herd_of[sq] = h["id"]
    two = s.n == 2
    grid = []
    tiles = []
    for sq in range(SQUARES):
        kind = board.kinds[sq]
        v = s.cells[sq]
        entry: dict[str, Any] = {
            "square": sq,
            "name": NAMES[sq],
            "row": sq // COLUMNS,
            "column": sq % COLUMNS,
            "kind": KIND_WORDS[kind] if kind != "." else "land",
            "in_play": kind == "." and not (two and sq % COLUMNS >= RIVER_AFTER),
            "tile": None,
        }
        if v > 0:
            seat = code_seat(v)
            tile = {
                "square": sq,
                "name": NAMES[sq],
                "terrain": TERRAINS[code_terrain(v)],
                "seat": seat,
                "species": SPECIES[s.species[seat]],
                "mark": SPECIES_LETTERS[s.species[seat]],
                "area": area_of[sq],
                "herd": herd_of[sq],
            }
            entry["tile"] = tile
            tiles.append(tile)
        grid.append(entry)
    totals = {p["seat"]: p["total"] for p in details["players"]}
    players = []
    for p in range(s.n):
        players.append(
            {
                "seat": p,
                "name": s.names[p],
                "species": SPECIES[s.species[p]],
                "mark": SPECIES_LETTERS[s.species[p]],
                "tiles_left": {TERRAINS[t]: s.left[p][t] for t in range(4)},
                "total_left": sum(s.left[p]),
                "points": totals[p],
            }
        )
    over = s.phase == OVER
    dice = [] if over else [{"face": FACE_WORDS[s.dice[i]], "used": s.used == i} for i in range(2)]
    dice_mask, ones_mask = rules.tile_options(s)  # each on any vacant square: rules.vacant(s)
    legal: dict[str, Any] = {
        "dice_terrains": [TERRAINS[t] for t in TERRAINS_IN[dice_mask]],
        "one_tile_terrains": [TERRAINS[t] for t in TERRAINS_IN[ones_mask]],
    }
    return {
        "game": "herds",
        "observer": observer,
        "size": {"columns": COLUMNS, "rows": ROWS},
        "river_after": RIVER_AFTER,
        "two_player_part_only": two,
        "grid": grid,
        "tiles": tiles,
        "areas": [
            {
                k: a[k]
                for k in (
                    "id",
                    "terrain",
                    "squares",
                    "names",
                    "size",
                    "scored",
                    "multiplier",
                    "bonus",
                    "case",
                    "herds",
                    "points",
                )
            }
            for a in details["areas"]
        ],
        "players": players,
        "dice": dice,
        "phase": rules.phase_name(s),
        "tile": 1 if s.phase == FIRST else 2 if s.phase == SECOND else None,
        "turn": None if over else s.turn,
        "actor": rules.actor(s),
        "over": over,
        "legal": legal,
        "room": s.hubs > 0,
        "rolls": s.rolls,
        "scores": rules.scores(s).to_json(),
        "reconstructed": board.reconstructed,
        **compact(details, s),
        "cut_off": cut_off(s),
        "end_reason": None if not over else "room" if s.hubs == 0 else "tiles",
        "how": {TERRAINS[t]: rules.die_reason(s, t) for t in rules.dice_terrains(s)} if legal["dice_terrains"] else {},
    }


def compact(details: dict[str, Any], s: Any) -> dict[str, Any]:
    """The tiles, areas and herds of ``rules.score_details`` as short lists (see the module docstring)."""
    index = {a["id"]: i for i, a in enumerate(details["areas"])}
    area_rows: list[list[Any]] = []
    herd_rows: list[list[Any]] = []
    for a, area in enumerate(details["areas"]):
        area_rows.append(
            [TERRAINS.index(area["terrain"]), area["size"], area["multiplier"], area["bonus"], area["case"]]
        )
        for h in area["herds"]:
            herd_rows.append([a, h["seat"], h["size"], h["place"], h["base"], h["points"], list(h["squares"])])
    largest = details["largest"]
    return {
        "cells": list(s.cells),
        "area_rows": area_rows,
        "herd_rows": herd_rows,
        "order": [index[a] for a in details["order"]],
        "largest": {
            "area": None if largest["area"] is None else index[largest["area"]],
            "tied": [index[a] for a in largest["tied"]],
            "size": largest["size"],
        },
        "terrain_bonus": {
            name: {
                "double": None if t["double"] is None else index[t["double"]],
                "tied": [index[a] for a in t["tied"]],
                "excluded": t["excluded"],
            }
            for name, t in details["terrains"].items()
        },
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
