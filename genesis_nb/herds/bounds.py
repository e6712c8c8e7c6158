"""The herds' sizes for the ecosystem adapters: its squares and terrains, a die roll as the chance draw."""

from __future__ import annotations

from typing import Any

from ..ecosystem.bounds import GameBounds
from ..ecosystem.codec import Choices, Ints
from .boarddata import SQUARES
from .state import DIE_FACES, TERRAINS


def bounds(rules: Any, n: int) -> GameBounds:
    """The game's bounds for ``n`` players under ``rules`` (its options and board)."""
    sq = {"square": Ints(0, SQUARES), "terrain": Choices(TERRAINS)}
    return GameBounds(
        domains={"place": sq, "place_one": sq},
        max_game_length=SQUARES,
        max_chance_outcomes=len(DIE_FACES) ** 2,  # the two dice: one chance node
        tensor_size=2048,
        # the view repeats the board several ways for the board's drawing: keep ``cells``
        drop=("legal", "grid", "tiles", "areas", "area_rows", "herd_rows", "scores"),
    )
