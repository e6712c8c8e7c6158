"""The contract suite runs over every registered game (``genesis_nb.games()``): a game gets every test
here by registering itself. ``game_info`` is parametrised by game name; ``counts(info)`` gives the
player counts a test plays (every count, or the game's ``sample_players``)."""

from __future__ import annotations

import pytest

import genesis_nb

GAMES = genesis_nb.games()
NAMES = list(GAMES)


@pytest.fixture(params=NAMES)
def game_info(request):
    return GAMES[request.param]


HIDDEN = [n for n, info in GAMES.items() if info.hidden_information]


@pytest.fixture(params=HIDDEN)
def hidden_info(request):
    """A registered game with hidden information."""
    return GAMES[request.param]
