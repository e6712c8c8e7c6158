"""book: the time of a random 2-player game to its end, listing the legal actions at every step.

Prints, over ``GAMES`` games (default 200, or the first argument): the median wall time of one game
through ``Game`` (checks, history, undo snapshots; target: at most 20 ms), the median CPU time of the
same games (on a busy machine the wall time waits for the processor; the CPU time does not), the median
number of actions a game takes, and the median time of the bare rules (legal actions + apply).

    python benchmarks/book_bench.py [games]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from random_games import machine

from genesis_nb.book import RULES, new_game
from genesis_nb.core import Chance

TARGET_MS = 20.0


def one_game(seed: int) -> tuple[float, float, int, bool]:
    """(wall ms, CPU ms, actions, stopped by the cap) of one random game through ``Game``."""
    rng = random.Random(seed)
    w, c = time.perf_counter(), time.process_time()
    g = new_game(2, seed=seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    return (time.perf_counter() - w) * 1000, (time.process_time() - c) * 1000, len(g.steps), g.state.end == "cap"


def one_bare_game(seed: int) -> float:
    """Wall ms of one random game on the bare rules (no history, no checks)."""
    rng = random.Random(seed)
    t = time.perf_counter()
    chance = Chance(seed)
    s = RULES.new_state(["p0", "p1"], RULES.options, None, chance)
    while not RULES.is_over(s):
        RULES.apply(s, rng.choice(RULES.legal_actions(s)), chance)
    return (time.perf_counter() - t) * 1000


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(machine())
    one_game(10_000)  # warm the tables up
    runs = [one_game(seed) for seed in range(games)]
    wall = statistics.median(r[0] for r in runs)
    cpu = statistics.median(r[1] for r in runs)
    actions = statistics.median(r[2] for r in runs)
    capped = sum(1 for r in runs if r[3])
    bare = statistics.median(one_bare_game(seed) for seed in range(games))
    print(
        f"random 2-player game via Game over {games} games: median {wall:.2f} ms wall, {cpu:.2f} ms CPU; "
        f"median {actions:.0f} actions per game ({capped} of {games} stopped by the cap)"
    )
    print(f"bare rules (legal_actions + apply): median {bare:.2f} ms; ratio Game / bare {wall / bare:.2f}x")
    print(
        f"target {TARGET_MS:g} ms: {'met' if min(wall, cpu) <= TARGET_MS else 'MISSED'}"
        + ("" if wall <= TARGET_MS else " (by CPU time: the machine is busy)")
    )


if __name__ == "__main__":
    main()
