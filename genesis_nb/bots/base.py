"""The bot contract and the random bot; games add their own greedy bots beside their rules."""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence


class Bot(Protocol):
    """Anything that chooses an action for the seat that must decide in ``game``. A bot may also have
    ``explain(game, lang="en", top=3)``; ``bots.explain(bot, game)`` explains any bot."""

    name: str

    def choose(self, game: Any) -> Any: ...


class SeededBot:
    """A bot with a generator of its own, seeded, so that a bot game replays (a game's bots subclass it)."""

    name = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)


class RandomBot(SeededBot):
    """Picks uniformly among the legal actions (seeded, so a bot game replays)."""

    name = "random"

    def choose(self, game: Any) -> Any:
        return self.rng.choice(game.legal_actions())

    def explain(self, game: Any, lang: str = "en", top: int = 3) -> Any:
        """What it would play, and that it picks at random (``bots.explain``)."""
        from .explain import _kept, explain_random

        with _kept(self):
            return explain_random(self, game, self.choose(game), lang)


def play_out(
    game: Any,
    bots: Sequence[Bot] | Callable[[int], Bot],
    max_plies: int = 100_000,
    on_step: Callable[[Any, Any, list], None] | None = None,
) -> Any:
    """Let bots play ``game`` to the end (``bots[seat]`` decides for each seat); returns the game."""
    pick = bots if callable(bots) else (lambda seat: bots[seat])
    for _ in range(max_plies):
        seat = game.actor
        if seat is None or game.is_over:
            return game
        action = pick(seat).choose(game)
        events = game.play(action)
        if on_step is not None:
            on_step(game, action, events)
    raise RuntimeError("the game did not end within max_plies")
