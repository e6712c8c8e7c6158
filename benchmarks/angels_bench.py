"""angels: full random 4-player games per second, listing the legal actions at every step.

Prints the median time of one game over several runs (target: at most 5 ms on a 2-core machine),
plus the time of the bare rules (no Game history) and the machine's figures.
"""

from __future__ import annotations

from random_games import bare_player, game_player, machine, median_ms

from genesis_nb.angels import RULES, new_game


def main() -> None:
    print(machine())
    game_ms, plies = median_ms(game_player(new_game), 200, 7)
    bare_ms, _ = median_ms(bare_player(RULES), 200, 7)
    print(
        f"full 4-player game via Game (history, undo snapshots, checks): median {game_ms:.2f} ms "
        f"({1000 / game_ms:.0f} games/s, {plies:.0f} decisions per game)"
    )
    print(f"bare rules (legal_actions + apply only):                       median {bare_ms:.2f} ms")
    print(f"ratio Game / bare: {game_ms / bare_ms:.2f}x; target 5 ms: {'met' if game_ms <= 5 else 'MISSED'}")


if __name__ == "__main__":
    main()
