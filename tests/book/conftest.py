"""Fixtures for the book tests; the helpers themselves live in ``book_helpers`` (a module name no other
test folder uses, so that pytest can collect any set of folders in any order)."""

import pytest
from book_helpers import game


@pytest.fixture
def make():
    """A game from a few hexes of the book notation (``book_helpers.game``)."""
    return game
