"""The bot tests run over every registered game (``genesis_nb.games()``): a game gets them by registering."""

from __future__ import annotations

import random

import pytest

import genesis_nb

GAMES = genesis_nb.games()
HIDDEN = [n for n, info in GAMES.items() if info.hidden_information]


@pytest.fixture(params=list(GAMES))
def info(request):
    return GAMES[request.param]


@pytest.fixture(params=HIDDEN)
def hidden(request):
    return GAMES[request.param]


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
