"""The ecosystem tests run over every registered game (``genesis_nb.games()``); see ``ecosystem_helpers``
for when a test may skip (never where OpenSpiel and PettingZoo have wheels)."""

from __future__ import annotations

import pytest
from ecosystem_helpers import GAMES


@pytest.fixture(params=list(GAMES))
def info(request):
    return GAMES[request.param]
