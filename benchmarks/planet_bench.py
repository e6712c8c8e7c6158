"""planet: the time of a full random 4-player game, listing the legal actions at every step.

Prints the median time of one game over several runs (target: at most 10 ms on a 2-core machine), the
time of the bare rules (no Game history, no checks), and the machine's figures.
"""

from __future__ import annotations

import sys

from random_games import bare_player, game_player, machine, median_ms

from genesis_nb.planet import RULES, new_game


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(machine())
    game_ms, plies = median_ms(game_player(new_game), games, 7)
    bare_ms, _ = median_ms(bare_player(RULES), games, 7)
    print(
        f"full random 4-player game via Game (legal actions every step, checks, history, undo snapshots): "
        f"median {game_ms:.2f} ms ({1000 / game_ms:.0f} games/s, {plies:.0f} decisions per game)"
    )
    print(f"bare rules (legal_actions + apply only): median {bare_ms:.2f} ms")
    print(f"ratio Game / bare: {game_ms / bare_ms:.2f}x; target 10 ms: {'met' if game_ms <= 10 else 'MISSED'}")


if __name__ == "__main__":
    main()
