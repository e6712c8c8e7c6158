"""planet: the time of a full random 4-player game, listing the legal actions at every step.

Prints the median time of one game over several runs (target: at most 10 ms on a 2-core machine), the
time of the bare rules (no Game history, no checks) and of the seat views, and the machine's figures.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time

from genesis_nb.core import Chance
from genesis_nb.planet import RULES, new_game


def one_game(seed: int) -> int:
    g = new_game(4, seed=seed)
    rng = random.Random(seed)
    plies = 0
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
        plies += 1
    return plies


def one_bare_game(seed: int) -> int:
    chance = Chance(seed)
    s = RULES.new_state(["a", "b", "c", "d"], RULES.options, None, chance)
    rng = random.Random(seed)
    plies = 0
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
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(f"python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, "
          f"{os.cpu_count()} cores, {platform.system()} {platform.release()}")
    game_ms, plies = median_ms(one_game, games, 7)
    bare_ms, _ = median_ms(one_bare_game, games, 7)
    print(f"full random 4-player game via Game (legal actions every step, checks, history, undo snapshots): "
          f"median {game_ms:.2f} ms ({1000 / game_ms:.0f} games/s, {plies:.0f} decisions per game)")
    print(f"bare rules (legal_actions + apply only): median {bare_ms:.2f} ms")
    print(f"ratio Game / bare: {game_ms / bare_ms:.2f}x; target 10 ms: {'met' if game_ms <= 10 else 'MISSED'}")


if __name__ == "__main__":
    main()
