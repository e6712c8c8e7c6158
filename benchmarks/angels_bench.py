"""angels: full random 4-player games per second, listing the legal actions at every step.

Prints the median time of one game over several runs (target: at most 5 ms on a 2-core machine),
plus the time of the bare rules (no Game history) and the machine's figures.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time

from genesis_nb.angels import RULES, new_game
from genesis_nb.core import Chance


def one_game(seed: int) -> int:
    g = new_game(4, seed=seed)
    rng = random.Random(seed)
    plies = 0
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
        plies += 1
    return plies


def one_bare_game(seed: int) -> int:
    s = RULES.new_state(["a", "b", "c", "d"], RULES.options, None, Chance(seed))
    rng = random.Random(seed)
    plies = 0
    chance = Chance(seed)
    while not RULES.is_over(s):
        RULES.apply(s, rng.choice(RULES.legal_actions(s)), chance)
        plies += 1
    return plies


def median_ms(fn, games: int, runs: int) -> tuple[float, float]:
    per_game = []
    plies = 0
    for r in range(runs):
        t0 = time.perf_counter()
        for i in range(games):
            plies += fn(r * games + i)
        per_game.append((time.perf_counter() - t0) / games * 1000)
    return statistics.median(per_game), plies / (games * runs)


def main() -> None:
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    game_ms, plies = median_ms(one_game, 200, 7)
    bare_ms, _ = median_ms(one_bare_game, 200, 7)
    print(f"full 4-player game via Game (history, undo snapshots, checks): median {game_ms:.2f} ms "
          f"({1000 / game_ms:.0f} games/s, {plies:.0f} decisions per game)")
    print(f"bare rules (legal_actions + apply only):                       median {bare_ms:.2f} ms")
    print(f"ratio Game / bare: {game_ms / bare_ms:.2f}x; target 5 ms: {'met' if game_ms <= 5 else 'MISSED'}")


if __name__ == "__main__":
    main()
