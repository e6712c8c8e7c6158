"""How fast tournaments run: the same 10,000 random games on one process, on two processes, and on a
two-worker Dask LocalCluster, in one run (genesis_nb.explore.tournament).

    python benchmarks/tournament_bench.py                      # angels, 4 random bots, 10,000 games
    python benchmarks/tournament_bench.py --games 2000 --runs 3 --game planet --players 2

The settings take turns run after run (one process, two processes, Dask, then again), so that a machine
whose speed drifts during the benchmark weighs on each alike.

Prints each setting's median wall time over ``--runs`` (and games per second), the speed-up of two
processes over one (target: 1.7 or more) and the Dask cluster's time over the process pool's (target:
1.15 or less), the machine's load average before and after each, and checks that the three settings
gave the same rows. The Dask cluster is started (and its workers have imported the kit) before it is
timed, as a running cluster would be; the process pool is started inside the timed call, as
``tournament`` does by default. Two processes need two idle cores: on a shared machine the load
figures, and the cores each run actually had (the games' CPU time over the wall time), say how far
to trust the ratios.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_games import machine  # noqa: E402


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def timed_once(label: str, fn, times: dict, cpus: dict) -> object:
    """One timed run of ``fn``: its wall time and its games' CPU time (added up over the workers) recorded."""
    before = load()
    t0 = time.perf_counter()
    out = fn()
    times.setdefault(label, []).append(time.perf_counter() - t0)
    cpus.setdefault(label, []).append(out.attrs["cpu_seconds"])
    print(
        f"  {label}: {times[label][-1]:.1f} s, games' CPU time {cpus[label][-1]:.1f} s (load average 1/5/15 min "
        f"before {before}, after {load()})",
        flush=True,
    )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="one process, two processes, a two-worker Dask cluster")
    ap.add_argument("--game", default="angels")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="random")
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=1, help="runs of each setting (the median is reported)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args(argv)

    import pandas as pd

    from genesis_nb.explore import tournament

    bots = [args.bot] * args.players
    kw = dict(games=args.games, seed=args.seed, progress=False)
    print(machine())
    print(f"{args.games} games of {args.game}, {args.players} x {args.bot}; median of {args.runs} run(s)")

    settings = {
        "one process": lambda: tournament(args.game, bots, executor="serial", **kw),
        "two processes": lambda: tournament(args.game, bots, executor="processes", workers=2, **kw),
    }
    times: dict[str, list[float]] = {}
    cpus: dict[str, list[float]] = {}
    results: dict[str, object] = {}
    with contextlib.ExitStack() as stack:
        if not args.skip_dask:
            from distributed import Client, LocalCluster

            cluster = stack.enter_context(
                LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40)
            )
            client = stack.enter_context(Client(cluster))
            tournament(args.game, bots, games=args.players * 2, executor=client, progress=False)  # warm up
            settings["Dask LocalCluster, 2 workers"] = lambda: tournament(args.game, bots, executor=client, **kw)
        # the settings take turns, run after run, so that a machine that slows down (or speeds up) while the
        # benchmark runs weighs on each of them alike
        for _ in range(args.runs):
            for label, fn in settings.items():
                results[label] = timed_once(label, fn, times, cpus)
    serial = results["one process"]
    rows = []
    for label, cores in zip(settings, (1, 2, 2)):
        pd.testing.assert_frame_equal(serial, results[label])
        rows.append((label, statistics.median(times[label]), statistics.median(cpus[label]), cores))
    serial_s, serial_cpu = rows[0][1], rows[0][2]
    pool_s, pool_cpu = rows[1][1], rows[1][2]
    dask_s, dask_cpu = (rows[2][1], rows[2][2]) if len(rows) > 2 else (None, 0.0)
    pool = results["two processes"]
    n = serial.attrs["games"]
    print()
    # "cores had": the games' CPU time over the wall time, i.e. how many cores the run actually got
    print(f"{'setting':32} {'median s':>9} {'games/s':>9} {'CPU s':>7} {'cores had':>9}")
    for label, s, cpu, _workers in rows:
        print(f"{label:32} {s:9.1f} {n / s:9.0f} {cpu:7.1f} {cpu / s:9.2f}")
    print(
        f"chunks: {pool.attrs['chunks']} tasks of at most {-(-n // pool.attrs['chunks'])} games; same rows in all "
        "settings: yes"
    )
    speedup = serial_s / pool_s
    print(f"two processes / one process speed-up: {speedup:.2f} (target >= 1.7)")
    if dask_s is not None:
        print(f"Dask cluster time / process pool time: {dask_s / pool_s:.2f} (target <= 1.15)")
    print(
        f"CPU time per game: one process {serial_cpu / n * 1000:.2f} ms, two processes {pool_cpu / n * 1000:.2f} ms"
        + (f", Dask {dask_cpu / n * 1000:.2f} ms" if dask_s is not None else "")
    )
    print(f"load average now: {load()} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
