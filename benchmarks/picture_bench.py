"""Per-seat drawing time of the hidden-information games' live boards (planet, book): random positions of
4-player games, every seat's picture drawn as a room's board draws it (``board.drawing.drawing_svg`` through the
game's ``ui.SPEC.drawing``, a fresh cache per position so nothing is reused across positions).

Prints, per game, the median CPU time of one seat's picture and of all four seats of one position (the server's
drawing cost of one click in a 4-seat room), with the cores and the load the run had.

    PYTHONPATH=. python benchmarks/picture_bench.py [positions] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import os
import pstats
import random
import statistics
import time
from typing import Any

from random_games import machine

from genesis_nb.board import drawing

SEATS = 4


def positions(game: str, count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """``count`` (game, ply) pairs: the positions of random 4-player games one after the other, as a room
    plays them (a part of a picture kept from the last position may serve the next)."""
    mod = importlib.import_module(f"genesis_nb.{game}")
    rng = random.Random(seed)
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        g = mod.new_game(SEATS, seed=rng.randrange(10**6))
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        out += [(g, ply) for ply in range(1, min(len(g.steps), count - len(out)) + 1)]
    return out


def one_click(spec: Any, game: Any, ply: int) -> float:
    """CPU seconds to draw every seat's picture of one position, a fresh cache of whole drawings (the CPU time
    of this process: what the other work on a loaded machine takes is left out)."""
    drawing._recent = drawing.Recent(drawing.CACHED)
    t0 = time.process_time()
    for seat in range(SEATS):
        drawing.drawing_svg(spec, game, ply, seat, "en", {})
    return time.process_time() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("positions", nargs="?", type=int, default=60, help="positions per game (default 60)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the drawing")
    ns = parser.parse_args()
    if ns.positions < 1:
        parser.error("positions must be 1 or more")
    count, profile = ns.positions, ns.profile
    print(machine(), f"load {os.getloadavg()[0]:.2f}")
    for game in ("planet", "book"):
        spec = importlib.import_module(f"genesis_nb.{game}.ui").SPEC
        pos = positions(game, count)
        for g, ply in positions(game, 5, seed=2):  # warm what does not depend on the position
            one_click(spec, g, ply)
        prof = cProfile.Profile() if profile else None
        if prof:
            prof.enable()
        times = [one_click(spec, g, ply) for g, ply in pos]
        if prof:
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        click = statistics.median(times) * 1000
        print(
            f"{game}: {SEATS} seats' pictures of one position: median {click:.2f} ms, "
            f"one seat {click / SEATS:.2f} ms ({len(pos)} positions)"
        )
    print(f"load after {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
