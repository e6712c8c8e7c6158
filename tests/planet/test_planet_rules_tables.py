"""Planet's rules read their tables from their board when one is first asked for: every table ``BoardTables``
declares is made, and no other, once per rules object, from that object's own board."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

from genesis_nb.planet import board_tables as tables_module
from genesis_nb.planet.board_tables import FROM_BOARD, board_tables
from genesis_nb.planet.boarddata import board_from_data, default_board
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


def _counting(monkeypatch):
    """The boards ``board_tables`` is called on from now on (it makes one ``NeedTables`` a call)."""
    calls = []
    made = tables_module.NeedTables

    def counted(board):
        calls.append(board)
        return made(board)

    monkeypatch.setattr(tables_module, "NeedTables", counted)
    return calls


def _users_board():
    """The default board with two minerals' soils swapped: a user's board file whose tables differ."""
    data = default_board().to_data()
    m1, m2 = (p for p in data["pawns"] if p["code"] in ("m1", "m2"))
    m1["soil"], m2["soil"] = m2["soil"], m1["soil"]
    return board_from_data(data, "mine.toml")


def _soil(rules):
    """The soil pawn m1 needs, as the rules' tables say."""
    return rules.need_data[rules.code_index["m1"]]["soil"]


def test_the_tables_are_made_once_for_every_name(monkeypatch):
    calls = _counting(monkeypatch)
    rules = PlanetRules()
    for name in sorted(FROM_BOARD):
        assert getattr(rules, name) is getattr(rules, name)
    assert calls == [rules.board]
    assert PlanetRules().need_data == rules.need_data and len(calls) == 2  # each rules object makes its own


def test_rules_on_a_users_board_read_that_boards_tables(monkeypatch):
    mine = _users_board()
    expected = board_tables(mine)["need_data"]
    calls = _counting(monkeypatch)
    default = PlanetRules()
    assert _soil(default) == "sand"  # (the default's tables read first: they must not leak)
    for rules in (PlanetRules(mine), default.with_setup(mine, None)):
        assert rules.board is mine
        assert rules.need_data == expected != default.need_data
        assert _soil(rules) == "clay" and rules.needs.kind == default.needs.kind
    assert calls == [default.board, mine, mine]


def test_an_unknown_attribute_is_refused_by_name():
    rules = PlanetRules()
    with pytest.raises(AttributeError, match="'PlanetRules' object has no attribute 'kinds'"):
        rules.kinds  # noqa: B018
    assert "kind" not in rules.__dict__  # (asking made no table)


@pytest.mark.parametrize("read_first", [False, True])
def test_copied_or_pickled_rules_keep_their_board_and_tables(read_first):
    rules = PlanetRules(_users_board())
    if read_first:
        rules.kind  # noqa: B018
    for again in (copy.copy(rules), copy.deepcopy(rules), pickle.loads(pickle.dumps(rules))):
        assert ("kind" in again.__dict__) == read_first
        assert again.board.pawns == rules.board.pawns and again.need_data == rules.need_data
        assert _soil(again) == "clay"


def test_a_type_checker_still_refuses_an_attribute_the_rules_lack(tmp_path, monkeypatch):
    api = pytest.importorskip("mypy.api", reason="mypy is not installed (it comes with the test extra)")
    code = tmp_path / "reads.py"
    code.write_text("from genesis_nb.planet.rules import PlanetRules\nr = PlanetRules()\nr.kind\nr.kinds\n")
    monkeypatch.chdir(Path(__file__).resolve().parents[2])  # (mypy reads this checkout's genesis_nb)
    out, _, status = api.run([str(code)])
    assert status == 1 and out.count("error:") == 1, out
    assert '"PlanetRules" has no attribute "kinds"' in out
