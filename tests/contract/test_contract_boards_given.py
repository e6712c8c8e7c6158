"""Boards handed to a game by a user (``new_game(board=...)``, ``from_position``, ``rules_for``), for every
registered game: a board object, its data as a dict, or anything else. A board object is checked the way
a board file is; what is not a board, or not a sound one, is refused with a sentence and nothing else."""

from __future__ import annotations

import dataclasses
import importlib

import pytest
from contract_helpers import counts

from genesis_nb.core.boardfile import same_board
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
    # a board equal to the game's own is played as the game's own (its tables are built once)
    assert game_info.new_game(n, seed=5, board=copy).board is m.RULES.board
    assert game_info.front.from_position(own.notation(), board=copy).notation() == own.notation()


def test_a_board_that_was_played_on_is_still_accepted(game_info):
    """A board a game has run on (its caches filled), or the board of a loaded save, is the same board."""
    m = _module(game_info)
    n = counts(game_info)[0]
    played = game_info.new_game(n, seed=2, board=m.board_from_data(m.RULES.board.to_data()))
    for _ in range(5):
        if not played.is_over:
            played.play(played.legal_actions()[0])
    again = game_info.new_game(n, seed=2, board=played.board)
    assert same_board(again.board, m.RULES.board)
    loaded = game_info.front.load_game(played.to_json())
    assert game_info.new_game(n, seed=2, board=loaded.board).notation() == game_info.new_game(n, seed=2).notation()


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
            assert same_board(m.board_from_data(odd.to_data()), odd), (field.name, value)
    assert refused >= 3
    # the game's own board is untouched by all of this
    assert game_info.new_game(n, seed=1).notation() == game_info.new_game(n, seed=1, board=m.RULES.board).notation()


def _deep(depth):
    out = cur = []
    for _ in range(depth):
        cur.append([])
        cur = cur[0]
    return out


def _odd_data(data):
    """Board data bent in the ways a hand-edited or hostile dict can be."""
    first = next(iter(data))
    yield {**data, 1: {}, "zz": {}}  # keys of two types
    yield {**data, first: 10**5000}  # a number past Python's int-to-text limit
    yield {**data, first: _deep(100_000)}  # nested far deeper than the recursion limit
    yield {**data, first: "x" * 50_000_000}  # 50 MB of text
    yield {**data, first: list(range(10**6))}  # a million entries
    yield {k: (None if k == first else v) for k, v in data.items()}


def test_board_data_of_any_shape_is_refused_with_a_sentence_quickly(game_info):
    """A dict handed over as board data, however odd (keys of mixed types, huge numbers, deep nesting,
    megabytes of text), is refused with BoardFileError within a second, or is a sound board."""
    import time

    m = _module(game_info)
    n = counts(game_info)[0]
    for odd in _odd_data(m.RULES.board.to_data()):
        t = time.perf_counter()
        try:
            game_info.new_game(n, seed=1, board=odd)
        except BoardFileError as e:
            assert 10 < len(str(e)) < 400, str(e)
        assert time.perf_counter() - t < 1.0
