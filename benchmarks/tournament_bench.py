"""How fast tournaments run (issue 19): the same random games on one process, on two processes and on a
two-worker Dask LocalCluster, in one run (genesis_nb.explore.tournament), with the pool's start-up apart.

    python benchmarks/tournament_bench.py                      # angels, 4 random bots, 4,000 games, 3 rounds
    python benchmarks/tournament_bench.py --games 2000 --runs 5 --game planet --players 2
    python benchmarks/tournament_bench.py --skip-dask          # without Dask (the explore extra not installed)

The settings take turns, round after round (one process, two processes, Dask, then again), so that a
machine whose speed drifts during the benchmark weighs on each alike. Printed, each a median over the rounds:

- the CPU time per game (the games' CPU time added up over the workers, over the games);
- the process pool's start-up apart: two worker processes started and each having imported the kit and
  the game (what ``tournament`` pays on every call with the default executor);
- each setting's wall time and games per second, with the pool and the cluster already started, and the
  cores each actually had (the games' CPU time over the wall time);
- the speed-up of two processes over one (target 1.7 or more) and the Dask cluster's time over the pool's
  (target 1.15 or less), and the speed-up with the pool's start-up counted in;
- the cores this process may use (``os.sched_getaffinity``) and the load average before and after: two
  processes need two idle cores, so on a shared machine these say how far to trust the ratios.

The three settings must give the same rows (checked). Dask is measured where ``distributed`` is installed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_games import machine  # noqa: E402

ONE, TWO, DASK = "one process", "two processes", "Dask LocalCluster, 2 workers"


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def _warm(game: str) -> int:
    """What a fresh worker does first: import the kit and the game."""
    import genesis_nb

    return len(genesis_nb.game(game).bots)


def start_pool(game: str, workers: int = 2) -> tuple[ProcessPoolExecutor, float]:
    """A pool of ``workers`` processes, each having imported the kit and ``game``; its start-up in seconds."""
    t0 = time.perf_counter()
    pool = ProcessPoolExecutor(max_workers=workers)
    # one task per worker, each held until all have started, so that every worker is warm
    list(pool.map(_warm, [game] * workers * 4, chunksize=1))
    return pool, time.perf_counter() - t0


def timed(label: str, fn, times: dict, cpus: dict) -> object:
    """One timed run of ``fn``: its wall time and its games' CPU time (added up over the workers)."""
    before = load()
    t0 = time.perf_counter()
    out = fn()
    times.setdefault(label, []).append(time.perf_counter() - t0)
    cpus.setdefault(label, []).append(out.attrs["cpu_seconds"])
    print(
        f"  {label}: {times[label][-1]:.2f} s, games' CPU {cpus[label][-1]:.2f} s "
        f"(load average before {before}, after {load()})",
        flush=True,
    )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="one process, two processes, a two-worker Dask cluster")
    ap.add_argument("--game", default="angels")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="random")
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--runs", type=int, default=3, help="rounds of every setting (medians are reported)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args(argv)

    import pandas as pd

    from genesis_nb.explore import tournament

    cores = len(os.sched_getaffinity(0))
    bots = [args.bot] * args.players
    kw = dict(games=args.games, seed=args.seed, progress=False)
    print(machine())
    print(f"cores this run may use: {cores}; load average 1/5/15 min: {load()}")
    print(f"{args.games} games of {args.game}, {args.players} x {args.bot}; medians of {args.runs} rounds")

    times: dict[str, list[float]] = {}
    cpus: dict[str, list[float]] = {}
    startups: list[float] = []
    results: dict[str, object] = {}
    dask = not args.skip_dask
    if dask:
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            print("Dask: distributed is not installed (the explore extra): not measured")
            dask = False
    with contextlib.ExitStack() as stack:
        pool, took = start_pool(args.game)
        stack.callback(pool.shutdown)
        print(f"  pool start-up (2 processes, the kit imported): {took:.2f} s (first, not counted)")
        settings = {
            ONE: lambda: tournament(args.game, bots, executor="serial", **kw),
            TWO: lambda: tournament(args.game, bots, executor=pool, workers=2, **kw),
        }
        if dask:
            cluster = stack.enter_context(
                LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40)
            )
            client = stack.enter_context(Client(cluster))
            tournament(args.game, bots, games=args.players * 2, executor=client, progress=False)  # warm up
            settings[DASK] = lambda: tournament(args.game, bots, executor=client, **kw)
        for _ in range(args.runs):
            fresh, took = start_pool(args.game)
            fresh.shutdown()
            startups.append(took)
            print(f"  pool start-up: {took:.2f} s", flush=True)
            for label, fn in settings.items():
                results[label] = timed(label, fn, times, cpus)

    serial = results[ONE]
    for label in settings:
        pd.testing.assert_frame_equal(serial, results[label], check_like=False)  # the same rows everywhere
    n = serial.attrs["games"]
    med = {label: statistics.median(v) for label, v in times.items()}
    cpu = {label: statistics.median(v) for label, v in cpus.items()}
    startup = statistics.median(startups)
    print()
    print(f"{'setting':30} {'median s':>9} {'games/s':>9} {'CPU ms/game':>12} {'cores had':>10}")
    for label in settings:
        print(
            f"{label:30} {med[label]:9.2f} {n / med[label]:9.0f} {cpu[label] / n * 1000:12.3f} {cpu[label] / med[label]:10.2f}"
        )
    print(f"pool start-up (2 processes, each importing the kit): median {startup:.2f} s over {len(startups)}")
    print(f"chunks: {results[TWO].attrs['chunks']} tasks; the same rows in every setting: yes")
    print(f"two processes / one process: {med[ONE] / med[TWO]:.2f}x (target >= 1.7)")
    print(f"  with the pool's start-up counted in: {med[ONE] / (med[TWO] + startup):.2f}x")
    if DASK in med:
        print(f"Dask cluster / process pool, time: {med[DASK] / med[TWO]:.2f} (target <= 1.15)")
    print(f"cores this run may use: {cores}; load average now: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
