"""Helpers shared by the bot tests (imported by name: tests/bots is on sys.path)."""

from __future__ import annotations

import random

import genesis_nb

GAMES = genesis_nb.games()
HIDDEN = [n for n, info in GAMES.items() if info.hidden_information]


def played(info, players, seed, plies):
    """A game of ``players`` after ``plies`` random actions (fewer if it ends), never over."""
    rng = random.Random(seed)
    g = info.new_game(players, seed=seed)
    for _ in range(plies):
        legal = g.legal_actions()
        if len(legal) == 0:
            break
        g.play(rng.choice(legal))
        if g.is_over:
            g.undo()
            break
    return g


#: a small budget for the search bots in tests (a decision in well under a second)
SMALL = {"iterations": 4}
