"""Helpers shared by the contract tests (imported by name: tests/contract is on sys.path)."""

from __future__ import annotations

import random


def counts(info):
    return list(info.sample_players) or list(info.player_counts)


def random_game(info, players, seed, plies=None, rng=None):
    """A game of ``players`` played by uniformly random legal actions for ``plies`` actions (or to the end)."""
    rng = rng or random.Random(seed)
    g = info.new_game(players, seed=seed)
    n = 0
    while not g.is_over and (plies is None or n < plies):
        g.play(rng.choice(g.legal_actions()))
        n += 1
    return g
