"""Planet's rules read their tables from their board when one is first asked for: every table ``BoardTables``
declares is made, and no other."""

from __future__ import annotations

from genesis_nb.planet.board_tables import FROM_BOARD, board_tables
from genesis_nb.planet.rules import PlanetRules


def test_board_tables_makes_exactly_the_tables_declared():
    rules = PlanetRules()
    assert board_tables(rules.board).keys() == FROM_BOARD


def test_a_table_is_made_when_first_asked_for_and_kept():
    rules = PlanetRules()
    assert "kind" not in rules.__dict__
    kind = rules.kind
    assert set(FROM_BOARD) <= rules.__dict__.keys()  # made together
    assert rules.kind is kind and len(kind) == rules.n_pawns
    assert rules.codes[rules.code_index[rules.codes[3]]] == rules.codes[3]
