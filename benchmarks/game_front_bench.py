"""The cost of the game front: a random game through ``Game`` against the bare rules, and the history's size.

    python benchmarks/game_front_bench.py [--games 20] [--runs 5] [--players 4] [--only angels --only book]

For every registered game, in one run: the median time per game through ``Game`` (``legal_actions`` and
``play``, with the history kept for undo) and on the bare rules (``rules.legal_actions`` + ``rules.apply``),
the two taking turns game by game so that a busy machine slows both alike, in CPU time, with the heap frozen
as the kit's long runs freeze it (``core.heap.frozen_heap``); their ratio (target: at most 1.2);
and the memory the history holds per ply (traced allocations still alive after a whole game, less those of a
game with no plies; target: at most 1 KB). It prints the cores the run had.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).parent))

from random_games import bare_player, game_player, machine  # noqa: E402

import genesis_nb  # noqa: E402
from genesis_nb.core.heap import frozen_heap  # noqa: E402


def interleaved(fns: dict[str, Callable[[int], int]], games: int, runs: int) -> dict[str, float]:
    """Median ms per game of each function over ``runs`` runs of ``games`` games, the functions taking turns game
    by game (each plays the same seed, in an order that turns round every game), so that a machine busy with
    other work slows every side alike. Each run first plays its games once untimed, so that every side meets
    the rules' own caches (angels keeps its payments in ``lru_cache``) equally warm: otherwise the side that
    runs first pays every miss."""
    times: dict[str, list[float]] = {k: [] for k in fns}
    names = list(fns)
    clock = time.process_time
    for r in range(runs):
        warm = fns[names[0]]
        for i in range(games):
            warm(r * games + i)
        spent = dict.fromkeys(names, 0.0)
        for i in range(games):
            for name in names if i % 2 == 0 else names[::-1]:
                t0 = clock()
                fns[name](r * games + i)
                spent[name] += clock() - t0
        for name in names:
            times[name].append(spent[name] / games * 1000)
    return {k: statistics.median(v) for k, v in times.items()}


def history_bytes_per_ply(info: Any, players: int, seeds: range) -> tuple[float, float]:
    """Mean bytes held per ply by a whole random game's ``Game`` (less a game with no plies), and mean plies."""
    per_ply = []
    plies_seen = []
    for seed in seeds:
        gc.collect()
        tracemalloc.start()
        g0 = info.new_game(players, seed=seed)
        gc.collect()
        empty = tracemalloc.get_traced_memory()[0]
        rng = random.Random(seed)
        plies = 0
        while not g0.is_over:
            g0.play(rng.choice(g0.legal_actions()))
            plies += 1
        gc.collect()
        full = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        per_ply.append((full - empty) / max(1, plies))
        plies_seen.append(plies)
        del g0
    return statistics.mean(per_ply), statistics.mean(plies_seen)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--only", action="append", metavar="GAME", help="only this game (again for more)")
    args = ap.parse_args(argv)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{machine()}; this run had {cores} cores, load average {load}; {args.games} games x {args.runs} runs")
    print(f"{'game':8} {'Game ms':>9} {'bare ms':>9} {'ratio':>6} {'plies':>6} {'history B/ply':>14}")
    for name, info in genesis_nb.games().items():
        if args.only and name not in args.only:
            continue
        n = min(max(args.players, info.min_players), info.max_players)
        with frozen_heap():  # the kit's long runs freeze the heap before them (core.heap): both sides alike
            times = interleaved(
                {"game": game_player(info.new_game, n), "bare": bare_player(info.rules, n)}, args.games, args.runs
            )
        per_ply, plies = history_bytes_per_ply(info, n, range(3))
        ratio = times["game"] / times["bare"]
        print(f"{name:8} {times['game']:9.2f} {times['bare']:9.2f} {ratio:6.2f} {plies:6.0f} {per_ply:14,.0f}")


if __name__ == "__main__":
    main()
