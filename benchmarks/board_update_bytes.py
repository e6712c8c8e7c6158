"""Every registered game's board: the bytes one update sends to the browser, over many random positions.

    python benchmarks/board_update_bytes.py [--positions 1000] [--seed 1]

For each game, random games are played (random legal actions) until ``--positions`` positions have been shown;
boards watch them through several pairs of eyes at once: every seat, the public, and the teacher's view
(``reveal_all=True``). Every comm message a board sends (the traitlets that changed, as the kernel puts them in
its JSON) is measured. Prints per game and per observer the median and the largest update, and which traitlets
the largest one held. Target: at most 16 KB (16,384 bytes) everywhere, the teacher's view included.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import warnings
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LIMIT = 16 * 1024


def measure(info: Any, positions: int, seed: int) -> dict[str, tuple[list[int], dict[str, int]]]:
    """Update sizes per observer (``seat N``, ``public``, ``teacher``) and the largest update's parts."""
    out: dict[str, tuple[list[int], dict[str, int]]] = {}
    rng = random.Random(seed)
    shown = 0
    game_no = 0
    while shown < positions:
        n = rng.choice(list(info.player_counts))
        game = info.new_game(n, seed=seed * 1000 + game_no)
        game_no += 1
        eyes: dict[str, Any] = {f"seat {s}": {"observer": s} for s in range(n)}
        eyes["public"] = {"observer": "public"}
        eyes["teacher"] = {"reveal_all": True}
        boards = []
        for name, kw in eyes.items():
            sizes, largest = out.setdefault(name, ([], {}))
            w = info.board(game, bot_delay=0, **kw)

            def capture(msg: Any, buffers: Any = None, sizes: list[int] = sizes, largest: dict[str, int] = largest):
                if msg.get("method") != "update":
                    return
                state = msg["state"]
                size = len(json.dumps(state, ensure_ascii=False).encode())
                sizes.append(size)
                if size >= largest.get("_total", 0):
                    largest.clear()
                    largest["_total"] = size
                    for part, value in state.items():
                        largest[part] = len(json.dumps(value, ensure_ascii=False).encode())

            w._send = capture
            boards.append(w)
        while not game.is_over and shown < positions:
            game.play(rng.choice(game.legal_actions()))
            shown += 1
        for w in boards:
            w.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    import genesis_nb

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{args.positions} random positions per game; this run had {cores} cores; limit {LIMIT:,} bytes")
    worst = 0
    for name, info in genesis_nb.games().items():
        for who, (sizes, largest) in measure(info, args.positions, args.seed).items():
            if not sizes:
                continue
            top = max(sizes)
            worst = max(worst, top)
            parts = ", ".join(f"{k} {v:,}" for k, v in sorted(largest.items(), key=lambda kv: -kv[1]) if k != "_total")
            print(f"{name:8} {who:8} median {statistics.median(sizes):8,.0f}  largest {top:8,}  ({parts[:90]})")
    print(f"largest update of all: {worst:,} bytes ({'within' if worst <= LIMIT else 'OVER'} {LIMIT:,})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
