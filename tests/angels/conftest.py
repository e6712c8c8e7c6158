"""Shared helpers for the angels tests: positions written in the angels notation."""

import pytest
from angels_helpers import position

from genesis_nb.angels import from_position


@pytest.fixture
def game_from():
    def make(options=None, **fields):
        return from_position(position(**fields), options=options)

    return make
