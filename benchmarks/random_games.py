"""What the game benchmarks share: random games through ``Game`` or on the bare rules, and median timing."""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from typing import Any, Callable

from genesis_nb.core import Chance


def machine() -> str:
    return (
        f"python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, "
        f"{os.cpu_count()} cores, {platform.system()} {platform.release()}"
    )


def game_player(new_game: Callable[..., Any], players: int = 4) -> Callable[[int], int]:
    """A function playing one random game through ``Game`` (legal actions listed at every step)."""

    def one_game(seed: int) -> int:
        g = new_game(players, seed=seed)
        rng = random.Random(seed)
        plies = 0
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
            plies += 1
        return plies

    return one_game


def bare_player(rules: Any, players: int = 4) -> Callable[[int], int]:
    """A function playing one random game on the bare rules (legal_actions + apply, no history or checks)."""
    names = [f"p{i}" for i in range(players)]

    def one_bare_game(seed: int) -> int:
        chance = Chance(seed)
        s = rules.new_state(names, rules.options, None, chance)
        rng = random.Random(seed)
        plies = 0
        while not rules.is_over(s):
            rules.apply(s, rng.choice(rules.legal_actions(s)), chance)
            plies += 1
        return plies

    return one_bare_game


def median_ms(fn: Callable[[int], int], games: int, runs: int) -> tuple[float, float]:
    """Median over ``runs`` of the mean time per game (ms), and the mean number of decisions per game."""
    per_game = []
    plies = 0
    for r in range(runs):
        t0 = time.perf_counter()
        for i in range(games):
            plies += fn(r * games + i)
        per_game.append((time.perf_counter() - t0) / games * 1000)
    return statistics.median(per_game), plies / (games * runs)
