"""The planet's sizes for the ecosystem adapters: its spaces and pawns, the team score's range."""

from __future__ import annotations

from typing import Any

from ..ecosystem.bounds import GameBounds
from ..ecosystem.codec import BOOL, Ints
from .scoring import MAX_SCORE


def bounds(rules: Any, n: int) -> GameBounds:
    """The game's bounds for ``n`` players under ``rules`` (its options and board)."""
    spaces = Ints(0, rules.n_spaces)
    slots = Ints(0, rules.n_pawns)
    return GameBounds(
        domains={
            "indicate": {"slot": slots},
            "designate": {"continent": Ints(0, len(rules.board.trays))},
            "place": {"slot": slots, "space": spaces, "need_up": BOOL},
            "flip": {"space": spaces},
            "exchange": {"first": spaces, "second": spaces},
            "look": {"space": spaces},
            "look_move": {"to": spaces},
            "give": {"slot": slots},
            "bacteria_move": {"frm": spaces, "to": spaces},
            "skip": {},
        },
        # a turn per pawn placed: indicate, designate, place, an oxygen's two-step action; a share per
        # bacterium (every seat gives), or a move
        max_game_length=rules.n_pawns * (5 + 2 * n),
        max_chance_outcomes=max(
            rules.n_pawns, len(rules.board.trays), n, 2 ** len(rules.board.trays)
        ),  # (the faces' roll)
        min_utility=0.0,
        max_utility=float(MAX_SCORE),
        tensor_size=2048,
        drop=("legal", "aid"),
    )
