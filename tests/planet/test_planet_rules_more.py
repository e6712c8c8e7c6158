"""Rules of planet that no test checked (issue 12, "Tests that catch bugs"): each found as a surviving mutant
of genesis_nb/planet/rules.py, flow.py, checks.py or scoring.py (scripts/mutation.py)."""

from __future__ import annotations

from genesis_nb.planet import RULES, default_board
from genesis_nb.planet.rules import PlanetRules
from genesis_nb.planet.state import PlanetOptions


def test_with_setup_with_nothing_to_change_is_the_same_rules():
    assert RULES.with_setup(None, None) is RULES
    assert RULES.with_setup(RULES.board, RULES.options) is RULES
    assert RULES.with_setup(None, PlanetOptions.from_json(RULES.options.to_json())) is RULES
    other = RULES.with_setup(None, PlanetOptions(water="at_most_one"))
    assert isinstance(other, PlanetRules) and other is not RULES
    assert other.board is RULES.board and other.options.water == "at_most_one"
    board = type(default_board())(**{k: v for k, v in default_board().__dict__.items() if k != "_layouts"})
    moved = RULES.with_setup(board, None)
    assert moved is not RULES and moved.board is board and moved.options == RULES.options
