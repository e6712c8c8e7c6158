"""How fast ``genesis_nb.charts.simulate`` plays games: 1,000 four-player angels games by random bots.

Prints the median of 3 runs, and the ratio to bare ``play_out`` loops over the same games measured
in the same run (the difference is what ``simulate`` adds: seeding, scoring, the result table).

    python benchmarks/simulate_games.py [n_games]
"""

from __future__ import annotations

import statistics
import sys
import time

from genesis_nb.angels import new_game
from genesis_nb.bots.base import RandomBot, play_out
from genesis_nb.charts.simulate import simulate


def bare(n_games: int) -> float:
    t = time.perf_counter()
    for i in range(n_games):
        play_out(new_game(4, seed=i), [RandomBot(i * 4 + k) for k in range(4)])
    return time.perf_counter() - t


def main(n_games: int = 1000) -> None:
    sims, bares = [], []
    for run in range(3):
        t = time.perf_counter()
        simulate(new_game, [RandomBot() for _ in range(4)], n_games, seed=run)
        sims.append(time.perf_counter() - t)
        bares.append(bare(n_games))
    s, b = statistics.median(sims), statistics.median(bares)
    print(f"simulate: {n_games} games in {s:.2f} s median ({s / n_games * 1000:.2f} ms per game)")
    print(f"bare play_out: {b:.2f} s median; simulate / bare = {s / b:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
