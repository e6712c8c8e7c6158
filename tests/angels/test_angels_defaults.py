"""The rules' methods called without an observer show what everybody may see (angels)."""

from __future__ import annotations

import genesis_nb
from genesis_nb.core.rules import PUBLIC


def _game():
    game = genesis_nb.game("angels").new_game(4, seed=3)
    for _ in range(6):
        game.play(game.legal_actions()[0])
    return game


def test_view_without_an_observer_is_the_public_view():
    game = _game()
    view = game.rules.view(game.state)
    assert view == game.rules.view(game.state, PUBLIC)
    assert view["observer"] == "public"


def test_picture_without_an_observer_is_the_public_picture():
    game = _game()
    assert game.rules.picture(game.state) == game.rules.picture(game.state, PUBLIC, "en")
