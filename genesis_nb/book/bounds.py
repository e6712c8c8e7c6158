"""The book's sizes for the ecosystem adapters: the hexes of its field, the seats' graves, the action cap."""

from __future__ import annotations

from typing import Any

from ..ecosystem.bounds import GameBounds
from ..ecosystem.codec import BOOL, Choices, Ints, Optional
from .pieces import KIND_NAMES


def bounds(rules: Any, n: int) -> GameBounds:
    """The game's bounds for ``n`` players under ``rules`` (its options and board)."""
    F = rules.field(n)
    hexes = Ints(0, F.size)
    seats = Ints(0, n)
    move = {"frm": hexes, "to": hexes}
    altar = {"frm": hexes, "to": hexes, "altar": Optional(hexes)}
    return GameBounds(
        domains={
            "place_throne": {"hex": hexes},
            "flip": {"hex": hexes},
            "travel": altar,
            "eat": move,
            "gallop": altar,
            "mount": move,
            "dismount": altar,
            "fortify": move,
            "congregate": move,
            "move_mountain": {"frm": hexes, "to": hexes, "pull": BOOL},
            "resurrect": {"frm": hexes, "grave": seats, "source": seats, "character": Choices(KIND_NAMES)},
            "prophecy": {"frm": hexes, "grave": Optional(seats)},
            "peek": {"hex": hexes},
            "purge": {"frm": hexes, "grave": Optional(seats)},
            "ekballo": {"frm": hexes, "axis": Ints(0, 3), "grave": seats},
            "crucify": {"frm": hexes, "target": hexes, "grave": seats},
            "cast": move,
        },
        max_game_length=int(rules.options.move_cap) + 4 * n + 8,
        max_chance_outcomes=F.size,
        tensor_size=4096,
        drop=("legal",),
    )
