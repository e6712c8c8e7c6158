"""herds benchmarks: a full random 4-player game, and scoring a full board.

    python benchmarks/herds_bench.py [--games 41] [--repeat 5]

1. A full random 4-player game through the public API (``new_game``, then ``legal_actions()`` at every
   step, a seeded random choice, ``play``) until the game is over. Target: median <= 20 ms.
2. Scoring a full board: ``scores()`` (areas, herds, ties, bonuses, the ScoreSheet) on the final boards of
   those games. Target: median <= 2 ms. ``score_details()`` (the overlay's richer breakdown) is shown too.

Each figure is the median over several runs; wall-clock and CPU time are both printed, because on a
shared machine other processes inflate the wall clock (the CPU figure is what the code costs). This is
a measurement, not a test: it prints, and exits 1 only with --strict when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from genesis_nb.core import Chance  # noqa: E402
from genesis_nb.herds import RULES, new_game  # noqa: E402

GAME_TARGET_MS = 20.0
SCORE_TARGET_MS = 2.0


def play_random(seed: int):
    rng = random.Random(seed)
    g = new_game(4, seed=seed)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        g.play(rng.choice(legal))
        steps += 1
    return g, steps


def play_bare(seed: int) -> int:
    """The same game on the bare rules: legal_actions + apply, no Game (no history, checks or copies)."""
    rng = random.Random(seed)
    chance = Chance(seed)
    s = RULES.new_state(["a", "b", "c", "d"], RULES.options, None, chance)
    steps = 0
    while not RULES.is_over(s):
        RULES.apply(s, rng.choice(RULES.legal_actions(s)), chance)
        steps += 1
    return steps


def time_games(games: int, repeat: int) -> tuple[list[float], list[float], list[int], list]:
    wall, cpu, steps, finals = [], [], [], []
    for r in range(repeat):
        for seed in range(games):
            w0, c0 = time.perf_counter(), time.process_time()
            g, n = play_random(seed)
            wall.append((time.perf_counter() - w0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            if r == 0:
                steps.append(n)
                finals.append(g.state)
    return wall, cpu, steps, finals


def time_calls(fn, states, number: int, repeat: int) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for _ in range(repeat):
        for s in states:
            w0, c0 = time.perf_counter(), time.process_time()
            for _ in range(number):
                fn(s)
            wall.append((time.perf_counter() - w0) * 1000 / number)
            cpu.append((time.process_time() - c0) * 1000 / number)
    return wall, cpu


def line(label: str, wall: list[float], cpu: list[float], target: float | None) -> bool:
    mw, mc = statistics.median(wall), statistics.median(cpu)
    ok = target is None or min(mw, mc) <= target
    verdict = (
        ""
        if target is None
        else f"  target <= {target:g} ms: {'OK' if ok else 'MISSED'} "
        f"(ratio {mc / target:.2f} cpu, {mw / target:.2f} wall)"
    )
    print(f"{label:<44} median {mw:8.3f} ms wall  {mc:8.3f} ms cpu{verdict}")
    return ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=41, help="games per run (seeds 0..games-1)")
    ap.add_argument("--repeat", type=int, default=5, help="runs; the median is over all of them")
    ap.add_argument("--strict", action="store_true", help="exit 1 if a target is missed")
    args = ap.parse_args()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"herds benchmark: Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, load average {load:.2f}"
    )
    play_random(0)  # warm up (imports, caches)
    wall, cpu, steps, finals = time_games(args.games, args.repeat)
    print(
        f"{args.games} games x {args.repeat} runs; actions per game: median {statistics.median(steps):.0f} "
        f"(min {min(steps)}, max {max(steps)}); tiles on the final boards: "
        f"median {statistics.median(s.placed for s in finals):.0f} of 118 squares"
    )
    ok = line("full random 4-player game (legal every step)", wall, cpu, GAME_TARGET_MS)
    per_action = [w / n for w, n in zip(wall, steps * args.repeat)]
    print(f"{'  per action (legal_actions + play)':<44} median {statistics.median(per_action) * 1000:8.1f} us wall")
    bw, bc = [], []
    for _ in range(args.repeat):
        for seed in range(args.games):
            w0, c0 = time.perf_counter(), time.process_time()
            play_bare(seed)
            bw.append((time.perf_counter() - w0) * 1000)
            bc.append((time.process_time() - c0) * 1000)
    line("  same games on the bare rules (no Game)", bw, bc, None)
    print(f"{'  ratio Game / bare rules':<44} {statistics.median(cpu) / statistics.median(bc):.2f}x (cpu)")
    w, c = time_calls(RULES.scores, finals, 20, args.repeat)
    ok &= line("scoring a full board: scores()", w, c, SCORE_TARGET_MS)
    w, c = time_calls(RULES.score_details, finals, 5, args.repeat)
    line("full breakdown: score_details()", w, c, None)
    w, c = time_calls(lambda s: RULES.view(s, "public"), finals, 5, args.repeat)
    line("view() of a full board", w, c, None)
    return 0 if ok or not args.strict else 1


if __name__ == "__main__":
    sys.exit(main())
