"""Seeded chance for dice, bag draws and shuffles.

Every random draw of a game comes from ``Chance``: the generator for draw number ``n`` is derived
from the game's seed and ``n`` alone, and the state keeps only the counter. So undo needs no copy of
a generator, and a game replays exactly from its seed and its action list. Each draw is returned to
the rules, which put its outcome in an event, so the history records what chance decided.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence, TypeVar

try:  # the module hashlib takes it from, without loading OpenSSL as importing hashlib does
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

T = TypeVar("T")
R = TypeVar("R")


class Chance:
    """The random draws of one game, reproducible from ``seed``."""

    __slots__ = ("seed",)

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError("a seed is an integer")
        self.seed = seed

    def generator(self, counter: int) -> random.Random:
        """The generator for the draw with this counter (a fresh one each time)."""
        digest = blake2b(f"{self.seed}:{counter}".encode(), digest_size=8).digest()
        return random.Random(int.from_bytes(digest, "big"))

    def roll(self, counter: int, faces: Sequence[T], dice: int = 1) -> list[T]:
        rng = self.generator(counter)
        return [rng.choice(faces) for _ in range(dice)]

    def roll_last(self, counter: int, faces: Sequence[T], dice: int, then: Callable[[list[T]], R]) -> R:
        """A roll that is the last thing an action does: ``then(faces)`` finishes the action with what came
        up and returns the action's events (the same as ``then(self.roll(counter, faces, dice))``). Saying
        so lets a chance that waits for its outcomes (the ecosystem's explicit chance nodes) finish the
        action later instead of playing it again: such a chance returns None at once, so nothing may follow
        the call but handing its value back."""
        return then(self.roll(counter, faces, dice))

    def shuffled(self, counter: int, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.generator(counter).shuffle(out)
        return out

    def choice(self, counter: int, items: Sequence[T]) -> T:
        return self.generator(counter).choice(items)


def fresh_seed() -> int:
    """A new seed for a game whose caller gave none (recorded, so the game still replays)."""
    return random.SystemRandom().randrange(2**31)
