"""The position as JSON for one observer (herds hides nothing, so every observer sees the same)."""

from __future__ import annotations

from typing import Any

from .boarddata import COLUMNS, KIND_WORDS, NAMES, RIVER_AFTER, ROWS, SQUARES
from .state import FACE_WORDS, FIRST, OVER, SECOND, SPECIES, SPECIES_LETTERS, TERRAINS, code_seat, code_terrain


def build_view(rules: Any, s: Any, observer: int | str = "public") -> dict[str, Any]:
    """Everything the board draws: the grid, tiles, areas and herds with ids, the dice, whose turn it is,
    tiles left per player per terrain, the legal squares and terrains, and the scores so far."""
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
        entry: dict[str, Any] = {"square": sq, "name": NAMES[sq], "row": sq // COLUMNS, "column": sq % COLUMNS,
                                 "kind": KIND_WORDS[kind] if kind != "." else "land",
                                 "in_play": kind == "." and not (two and sq % COLUMNS >= RIVER_AFTER),
                                 "tile": None}
        if v > 0:
            seat = code_seat(v)
            tile = {"square": sq, "name": NAMES[sq], "terrain": TERRAINS[code_terrain(v)], "seat": seat,
                    "species": SPECIES[s.species[seat]], "mark": SPECIES_LETTERS[s.species[seat]],
                    "area": area_of[sq], "herd": herd_of[sq]}
            entry["tile"] = tile
            tiles.append(tile)
        grid.append(entry)
    totals = {p["seat"]: p["total"] for p in details["players"]}
    players = []
    for p in range(s.n):
        players.append({"seat": p, "name": s.names[p], "species": SPECIES[s.species[p]],
                        "mark": SPECIES_LETTERS[s.species[p]],
                        "tiles_left": {TERRAINS[t]: s.left[p][t] for t in range(4)},
                        "total_left": sum(s.left[p]), "points": totals[p]})
    over = s.phase == OVER
    dice = [] if over else [{"face": FACE_WORDS[s.dice[i]], "used": s.used == i} for i in range(2)]
    legal: dict[str, Any] = {"squares": [], "dice_terrains": [], "one_tile_terrains": []}
    if not over:
        legal["squares"] = rules.vacant(s)
        if s.phase == SECOND or sum(s.left[s.turn]) >= 2:
            legal["dice_terrains"] = [TERRAINS[t] for t in rules.dice_terrains(s)]
        if s.phase == FIRST:
            legal["one_tile_terrains"] = [TERRAINS[t] for t in range(4) if s.left[s.turn][t]]
    return {
        "game": "herds",
        "observer": observer,
        "size": {"columns": COLUMNS, "rows": ROWS},
        "river_after": RIVER_AFTER,
        "two_player_part_only": two,
        "grid": grid,
        "tiles": tiles,
        "areas": [{k: a[k] for k in ("id", "terrain", "squares", "names", "size", "scored", "multiplier",
                                     "bonus", "case", "herds", "points")} for a in details["areas"]],
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
    }
