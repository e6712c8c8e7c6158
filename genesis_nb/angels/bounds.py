"""The angels' sizes for the ecosystem adapters: squares and yields of its board, cubes a payment may hold."""

from __future__ import annotations

from typing import Any

from ..ecosystem.bounds import GameBounds
from ..ecosystem.codec import Bag, Ints
from .boarddata import DAYS


def bounds(rules: Any, n: int) -> GameBounds:
    """The game's bounds for ``n`` players under ``rules`` (its options and board)."""
    b = rules.board
    squares = max(len(t) for t in b.yields)
    choices = max(len(y) for t in b.yields for y in t)
    # a switch costs one cube a place: at most n switches (n + 1 angels on a track); with free switching
    # any number, up to every cube in play (4 per player of each essence)
    switch_total = n if rules.options.switching != "free" else 12 * n
    # a day's work: its cost, each missing cube replaced by three
    work_total = max(3 * sum(c) for c in b.cost.values())
    return GameBounds(
        domains={
            "choose_cube": {"essence": Ints(0, 3)},
            "gather": {"square": Ints(0, squares), "pay": Bag(3, switch_total), "choice": Ints(0, choices)},
            "move": {"to": Ints(0, len(DAYS))},
            "day_work": {"day": Ints(1, 7), "pay": Bag(3, work_total)},
            "pass": {},
        },
        max_game_length=n * 22,  # a cube each, then 21 rounds of a turn each
        tensor_size=1024,
    )
