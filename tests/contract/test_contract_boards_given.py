"""Boards handed to a game by a user (``new_game(board=...)``, ``from_position``, ``rules_for``), for every
registered game: a board object, its data as a dict, or anything else. A board object is checked the way
a board file is; what is not a board, or not a sound one, is refused with a sentence and nothing else."""

from __future__ import annotations

import dataclasses
import importlib

import pytest
from contract_helpers import counts

from genesis_nb.core.errors import BoardFileError


def _module(info):
    return importlib.import_module(info.module)


def test_a_board_object_or_its_data_plays_like_the_games_own_board(game_info):
    """A copy of the game's board, or its data as a dict, gives the very game the default board gives."""
    m = _module(game_info)
    n = counts(game_info)[0]
    own = game_info.new_game(n, seed=5)
    copy = m.board_from_data(m.RULES.board.to_data())
    for board in (copy, m.RULES.board.to_data()):
        g = game_info.new_game(n, seed=5, board=board)
        assert g.notation() == own.notation()
        assert [g.rules.registry.to_json(a) for a in g.legal_actions()] == [
            own.rules.registry.to_json(a) for a in own.legal_actions()
        ]
    assert game_info.new_game(n, seed=5, board=copy).board is copy
    assert game_info.front.from_position(own.notation(), board=copy).notation() == own.notation()


@pytest.mark.parametrize("bad", [42, 2.5, [1, 2], ("a",), b"board", True, object()])
def test_what_is_not_a_board_is_refused_with_a_sentence(game_info, bad):
    """Anything but a path, board data or a board object is refused, naming what a board may be."""
    n = counts(game_info)[0]
    with pytest.raises(BoardFileError, match="A board is a board file's path, board data"):
        game_info.new_game(n, board=bad)
    with pytest.raises(BoardFileError, match="A board is"):
        game_info.front.rules_for(bad)


def _variants(value):
    yield None
    yield 0
    yield "x"
    if isinstance(value, tuple) and len(value) >= 2:
        yield tuple(reversed(value))
        yield value[:-1]
        yield value + value[-1:]
    if isinstance(value, int) and not isinstance(value, bool):
        yield value + 1
        yield -1


def test_a_board_object_is_accepted_only_when_it_is_sound(game_info):
    """A board object with any one field changed is either refused (BoardFileError, a sentence) or is a
    board its own data makes again: never an uncaught exception, never a board the loader would refuse."""
    m = _module(game_info)
    board = m.RULES.board
    n = counts(game_info)[0]
    refused = 0
    for field in dataclasses.fields(board):
        if field.name == "source":
            continue
        for value in _variants(getattr(board, field.name)):
            odd = dataclasses.replace(board, **{field.name: value})
            try:
                game_info.new_game(n, seed=1, board=odd)
            except BoardFileError as e:
                refused += 1
                assert 10 < len(str(e)) < 400, str(e)
                continue
            again = m.board_from_data(odd.to_data())
            assert all(
                getattr(again, f.name) == getattr(odd, f.name) for f in dataclasses.fields(odd) if f.name != "source"
            ), (field.name, value)
    assert refused >= 3
