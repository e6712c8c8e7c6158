"""``core.boundrules.lazy_from_board``: tables a rules class makes from an object's board on the first read of any
of them, once, then kept on that object (and nothing made for a name it was not given)."""

from __future__ import annotations

import copy
import pickle

import pytest

from genesis_nb.core.boundrules import lazy_from_board

MADE: list[str] = []


def _tables(board: str) -> dict[str, object]:
    MADE.append(board)
    return {"size": len(board), "first": board[:1]}


@lazy_from_board(("size", "first"), _tables)
class Rules:
    def __init__(self, board: str) -> None:
        self.board = board


def test_the_first_read_makes_every_table_of_that_object_once():
    MADE.clear()
    a, b = Rules("abc"), Rules("zz")
    assert MADE == []  # (making an object reads nothing)
    assert (a.first, a.size, a.first, b.size, b.first) == ("a", 3, "a", 2, "z")
    assert MADE == ["abc", "zz"]
    assert {"size", "first"} <= a.__dict__.keys()


def test_a_name_not_given_is_refused_and_makes_nothing():
    MADE.clear()
    with pytest.raises(AttributeError, match="'Rules' object has no attribute 'sizes'"):
        Rules("abc").sizes  # noqa: B018
    assert MADE == []


def test_copies_and_pickles_carry_what_was_made_and_make_the_rest_from_their_board():
    MADE.clear()
    fresh, read = Rules("abc"), Rules("de")
    read.size  # noqa: B018
    for again in (
        copy.copy(fresh),
        pickle.loads(pickle.dumps(fresh)),
        copy.copy(read),
        pickle.loads(pickle.dumps(read)),
    ):
        assert (again.size, again.first) == (len(again.board), again.board[0])
    assert MADE == ["de", "abc", "abc"]  # (each copy of ``fresh`` made its own; those of ``read`` had them)
