"""pocket's own bot: greedy, from its seat's card alone."""

from __future__ import annotations

from typing import Any

from .state import Bet, Call, Check, Fold


class GreedyBot:
    """Bets and calls with a card that beats most of the others, checks and folds otherwise; it reads only
    its seat's view, so it never peeks."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def strength(self, game: Any) -> float:
        """Its card's share of the other cards it beats (0 for the lowest card, 1 for the highest)."""
        seat = game.actor
        view = game.view(seat)
        card = view["players"][seat]["card"]
        return (card - 1) / (view["deck"] - 1)

    def choose(self, game: Any) -> Any:
        strong = self.strength(game)
        legal = game.legal_actions()
        if Check() in legal:
            return Bet() if strong == 1 else Check()
        return Call() if strong > 0.5 else Fold()
