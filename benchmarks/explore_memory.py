"""The memory of a long exploration run in one process (issue 18: target under 100 MB for 5,000 games).

    python benchmarks/explore_memory.py                          # book, 4 random bots, 5,000 games
    python benchmarks/explore_memory.py --game planet --games 2000 --every 200
    python benchmarks/explore_memory.py --all --games 1000       # every registered game, each in its own process

Plays the games through the exploration API's own loop (``genesis_nb.explore``: the plan ``tournament``
makes, its chunks played in this process by ``run_chunks``, the rows gathered into the DataFrame at the end),
and prints, every ``--every`` games, the resident memory (``VmRSS``), the games per second, and the sizes of
the kit's caches that could grow (``BoundRules._acts``); at the end the peak (``ru_maxrss``), the memory
after the imports alone, and the growth from the first report to the last, per 1,000 games. With
``--tracemalloc`` it also prints the lines whose allocations grew most between those two reports (slower).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_games import machine  # noqa: E402


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


RULES: Any = None  # every rules object made since ``watch_rules`` (weakly: the run's own are not kept alive)


def watch_rules() -> None:
    """Note every rules object made from now on (the games' heap is frozen during a chunk, so ``gc`` cannot list
    them then)."""
    import weakref

    from genesis_nb.core.boundrules import BoundRules

    global RULES
    RULES = weakref.WeakSet()
    made = BoundRules.__init__

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        RULES.add(self)

    BoundRules.__init__ = init  # type: ignore[method-assign]


def caches() -> str:
    """The shared actions kept by every rules object alive (the one cache a long run could grow)."""
    sizes = [len(r._acts) for r in list(RULES)]
    return f"{len(sizes)} rules objects alive, {sum(sizes):,} shared actions kept"


class Reporter:
    """A progress object for ``run_chunks``: a line every ``every`` games."""

    def __init__(self, total: int, every: int, trace: bool) -> None:
        self.total, self.every, self.trace = total, every, trace
        self.done = 0
        self.t0 = time.perf_counter()
        self.first: tuple[int, float, Any] | None = None
        self.last: tuple[int, float, Any] | None = None

    def update(self, n: int) -> None:
        self.done += n
        if self.done % self.every and self.done != self.total:
            return
        import gc
        import tracemalloc

        gc.collect()
        now = (self.done, rss_mb(), tracemalloc.take_snapshot() if self.trace else None)
        self.first = self.first or now
        self.last = now
        rate = self.done / (time.perf_counter() - self.t0)
        print(f"{self.done:>6} games  rss {now[1]:6.1f} MB  {rate:6.1f} games/s  {caches()}", flush=True)


def run(game: str, players: int, games: int, every: int, trace: bool) -> None:
    import tracemalloc

    if trace:
        tracemalloc.start(5)
    from genesis_nb.explore.frame import to_frame
    from genesis_nb.explore.runner import chunks, plan, run_chunks

    watch_rules()
    spec = plan(game, ["random"] * players, players=players, games=games, seed=0)
    base = rss_mb()
    print(f"{game}, {players} random bots, {spec.games:,} games in this process; after the imports: {base:.1f} MB")
    rep = Reporter(spec.games, every, trace)
    parts = list(run_chunks(spec, chunks(spec.games, 1), None, rep))
    df = to_frame(spec, parts)
    assert rep.first and rep.last
    (g0, m0, s0), (g1, m1, s1) = rep.first, rep.last
    growth = (m1 - m0) / max(1, g1 - g0) * 1000
    print(
        f"{game}: peak {peak_mb():.1f} MB (ru_maxrss), {len(df):,} rows; rss {m0:.1f} MB after {g0:,} games, "
        f"{m1:.1f} MB after {g1:,}: {growth:+.2f} MB per 1,000 games"
    )
    if trace and s0 is not None and s1 is not None:
        for stat in s1.compare_to(s0, "lineno")[:8]:
            print("   ", stat)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="book")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--every", type=int, default=500)
    ap.add_argument("--tracemalloc", action="store_true")
    ap.add_argument("--all", action="store_true", help="every registered game, each in a process of its own")
    a = ap.parse_args()
    print(machine(), f"cores usable {len(os.sched_getaffinity(0))}, load {os.getloadavg()}")
    if not a.all:
        run(a.game, a.players, a.games, a.every, a.tracemalloc)
    else:
        import genesis_nb

        for name, info in genesis_nb.games().items():
            args = ["--game", name, "--players", str(info.max_players), "--games", str(a.games)]
            args += ["--every", str(a.every)] + (["--tracemalloc"] if a.tracemalloc else [])
            subprocess.run([sys.executable, __file__, *args], check=True)
    print(f"load {os.getloadavg()}")


if __name__ == "__main__":
    main()
