"""Helpers the pocket tests share (imported by this name: tests/pocket is on sys.path)."""

from __future__ import annotations

from typing import Any

import pocket_game
from pocket_game import Bet, Call, Check, Fold

#: a move by its notation letter
ACTIONS = {"c": Check(), "b": Bet(), "k": Call(), "f": Fold()}


def position(cards: list[int], moves: str = "", names: list[str] | None = None, **options: Any) -> Any:
    """A one-hand match (unless ``options`` say otherwise) from its start, with these cards dealt and
    these moves already made."""
    n = len(cards)
    names = names or ["Ann", "Bo", "Cy"][:n]
    zeros = ",".join("0" * n)
    text = (
        f"pocket names={','.join(names)} hand=1 cards={','.join(map(str, cards))} moves=- pots={zeros} stakes={zeros}"
    )
    g = pocket_game.from_position(text, options={"hands": 1, **options})
    for m in moves:
        g.play(ACTIONS[m])
    return g


def net(game: Any) -> list[int]:
    """Each seat's chips won less chips put in, seat order."""
    totals = game.scores().totals
    return [totals[s] for s in range(len(game.players))]
