"""The bot tests run over every registered game (``genesis_nb.games()``): a game gets them by registering."""

from __future__ import annotations

import pytest
from bots_helpers import GAMES, HIDDEN


@pytest.fixture(params=list(GAMES))
def info(request):
    return GAMES[request.param]


@pytest.fixture(params=HIDDEN)
def hidden(request):
    return GAMES[request.param]
