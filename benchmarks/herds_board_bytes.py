"""herds board: bytes the widget sends to the browser per action (tile placed).

Whole games are played through the widget (``GameBoard.play``, as a click would) by greedy and random
bots; every state update the widget sends is captured as the JSON the kernel puts in the comm message
(only the traitlets that changed: ``view``, ``legal``, ``log``, ``history_len``, ``ply``, ``error``).
Prints the median and the maximum per action (for 4 and for 2 players), and the median share of each
traitlet. A measurement, not a test (tests/herds/test_herds_widget.py guards a 16 KB ceiling).

Run:  python benchmarks/herds_board_bytes.py [--games 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def bytes_per_action(players: int, games: int) -> tuple[list[int], dict[str, list[int]]]:
    from genesis_nb.bots import RandomBot
    from genesis_nb.herds import board
    from genesis_nb.herds.bots import GreedyBot

    sizes: list[int] = []
    parts: dict[str, list[int]] = {}
    for k in range(games):
        w = board(players=players, seed=100 + k)

        def capture(msg, buffers=None):
            if msg.get("method") == "update":
                state = msg["state"]
                sizes.append(len(json.dumps(state, ensure_ascii=False).encode()))
                for name, value in state.items():
                    parts.setdefault(name, []).append(len(json.dumps(value, ensure_ascii=False).encode()))

        w._send = capture
        bots = [GreedyBot(10 * k + i) if (i + k) % 2 else RandomBot(10 * k + i) for i in range(players)]
        g = w.game
        while not g.is_over:
            w.play(bots[g.actor].choose(g))
    return sizes, parts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=5, help="games per player count")
    args = ap.parse_args()
    for players in (4, 2):
        sizes, parts = bytes_per_action(players, args.games)
        print(
            f"bytes sent per action, {players} players, {args.games} games ({len(sizes)} actions): "
            f"median {statistics.median(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB"
        )
        shares = ", ".join(
            f"{name} {statistics.median(v) / 1024:.2f} KB"
            for name, v in sorted(parts.items(), key=lambda kv: -statistics.median(kv[1]))
        )
        print(f"  median per traitlet (when sent): {shares}")


if __name__ == "__main__":
    main()
