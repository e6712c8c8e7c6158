"""Faults the type check (mypy, tests/test_style.py) pointed at in herds' public functions."""

import pytest

from genesis_nb import angels
from genesis_nb.herds import new_game, score_details


def test_score_details_of_a_herds_game_and_of_its_state_agree():
    g = new_game(players=["Ann", "Bo"], seed=1)
    assert score_details(g) == score_details(g.state)


def test_score_details_refuses_another_games_game_in_plain_words():
    # before: AttributeError ('AngelsRules' object has no attribute 'score_details')
    g = angels.new_game(players=["Ann", "Bo"], seed=1)
    with pytest.raises(TypeError, match="game of angels, not of herds"):
        score_details(g)
