"""Board files and positions a user hands to angels: every number within what the game can hold, written
with the digits 0-9, and a board written back exactly as it was read (issue 12)."""

from __future__ import annotations

import copy
import time

import pytest
from angels_helpers import position

from genesis_nb.angels import board_from_data, default_board, from_position, load_board, new_game
from genesis_nb.angels.boarddata import ALL_CUBES, ESSENCE_CUBES, MAX_POINTS, cubes_text, parse_cubes
from genesis_nb.core import BoardFileError
from genesis_nb.core.notation import NotationError


def data():
    return copy.deepcopy(default_board().to_data())


def refused(edit, match):
    d = data()
    edit(d)
    t = time.process_time()
    with pytest.raises(BoardFileError, match=match):
        board_from_data(d)
    assert time.process_time() - t < 1.0


# -- every number of the board data has a bound derived from the game ------------------------------
def test_the_bounds_come_from_the_game():
    assert ESSENCE_CUBES == 24 and ALL_CUBES == 72  # 4 cubes per essence per player, 6 players


@pytest.mark.parametrize(
    "cost, fault",
    [
        (
            "1000000000C",
            "day I, cost: 1000000000 chaos costs more than all the 72 cubes of a game of 6 players could pay",
        ),
        ("73L", "73 life costs more than all the 72 cubes"),
        ("24C+24M+25L", "24 chaos, 24 matter and 25 life costs more"),
        ("48C", "48 chaos costs more"),  # 24 chaos and 72 more cubes for the other 24
        pytest.param("9" * 60 + "C", "far longer than cubes", id="60 digits"),
    ],
)
def test_a_cost_nobody_could_pay_is_refused_naming_the_field(cost, fault):
    """A day-work cost of "1000000000C" ran work_payments for minutes."""
    refused(lambda d: d["days"]["I"].update(cost=cost), fault)


@pytest.mark.parametrize("cost, cubes", [("24C+24M+24L", (24, 24, 24)), ("30C", (30, 0, 0)), ("36C", (36, 0, 0))])
def test_a_cost_all_the_cubes_could_pay_is_kept(cost, cubes):
    d = data()
    d["days"]["VI"]["cost"] = cost
    assert board_from_data(d).cost[6] == cubes


def test_the_largest_costs_stay_quick():
    """The dearest costs allowed, with every cube of a six-player game in one hand: the legal day's works
    are listed in well under a second each."""
    from genesis_nb.angels.payments import work_payments

    for cost in ((8, 8, 8), (24, 24, 24), (36, 0, 0), (0, 12, 12)):
        t = time.process_time()
        work_payments(cost, (24, 24, 24))
        assert time.process_time() - t < 1.0, cost


@pytest.mark.parametrize(
    "edit, fault",
    [
        (lambda d: d["days"]["II"].update(bonus="25M"), "day II, bonus: 25 matter is more than the 24 matter cubes"),
        (lambda d: d["void"]["squares"].__setitem__(0, "25C"), "void, square 1: 25 chaos is more than the 24"),
        (lambda d: d["days"]["III"]["squares"].__setitem__(1, "1C|25L"), "day III, square 2: 25 life"),
        (
            lambda d: d["days"]["IV"].update(circles=[5, 5, 4, 4, 3, 3, MAX_POINTS + 1]),
            "circle values must be at most 99 points, not 100",
        ),
        (lambda d: d["days"]["IV"].update(circles=[10**30] * 7), "at most 99 points"),
        (lambda d: d["days"]["VII"].update(rest=[3, 3, 2, 2, 1, 1, 1000]), "resting points must be at most 99"),
        (lambda d: d["days"]["VII"].update(rest=[3, 3, 2, 2, 1, 1, True]), "whole numbers of 0 or more"),
        (lambda d: d["days"]["I"].update(circles="4,3"), "exactly 7 circles"),
        (lambda d: d["days"]["I"]["squares"].__setitem__(0, "x" * 300), "far longer than a square's choices"),
    ],
)
def test_other_numbers_have_bounds_too(edit, fault):
    refused(edit, fault)


def test_points_and_cubes_at_the_bounds_are_kept():
    d = data()
    d["days"]["II"]["bonus"] = "24M"
    d["days"]["IV"]["circles"] = [99, 0, 0, 0, 0, 0, 0]
    d["days"]["VII"]["rest"] = [99, 0, 0, 0, 0, 0, 0]
    d["void"]["squares"][0] = "24C+24M+24L"
    b = board_from_data(d)
    assert b.bonus[2] == (0, 24, 0) and b.circles[4][0] == 99 and b.rest[0] == 99
    assert b.yields[0][0] == ((24, 24, 24),)


@pytest.mark.parametrize("term", ["²C", "٣M", "１L", "+1C", "-1C", "1.5C", "1_0C", "C", "1X"])
def test_counts_are_ascii_digits(term):
    """``\\d`` in a pattern matches other scripts' digits, which ``int`` then reads."""
    refused(lambda d: d["days"]["II"].update(cost=term), "not a number followed by C, M or L")


# -- "0C" round trip ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["0C", "0", "0C+0M", "0L"])
def test_no_cubes_is_written_back_as_it_is_read(text):
    """bonus = "0C" was accepted but written back as "0", which was then refused."""
    d = data()
    d["days"]["II"]["bonus"] = text
    b = board_from_data(d)
    assert b.bonus[2] == (0, 0, 0)
    again = b.to_data()
    assert again["days"]["II"]["bonus"] == "0"
    assert board_from_data(again) == b
    assert board_from_data(again).to_data() == again


def test_every_board_round_trips_through_its_data_and_toml(tmp_path):
    b = default_board()
    assert board_from_data(b.to_data()) == b
    p = tmp_path / "b.toml"
    p.write_text(b.to_toml(), encoding="utf-8")
    assert load_board(p) == b
    for c in [(0, 0, 0), (1, 0, 0), (2, 3, 4), (24, 0, 24)]:
        assert parse_cubes(cubes_text(c), "x") == c


def test_a_game_on_a_board_without_a_bonus_saves_and_loads():
    from genesis_nb.angels import load_game

    d = data()
    d["days"]["I"]["bonus"] = "0C"
    g = new_game(["Ann", "Bo"], seed=2, board=board_from_data(d))
    assert load_game(g.to_json()).rules.board.bonus[1] == (0, 0, 0)


# -- positions --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "stock",
    ["².1.1", "1.١.1", "+1.1.1", "1.1.1.1", "1.1", "1.1.", "25.1.1", "9" * 5000 + ".1.1"],
    ids=["sup2", "arabic1", "+1", "four", "two", "empty", "25", "5000 digits"],
)
def test_cube_counts_in_a_position_are_ascii_digits_and_bounded(stock):
    with pytest.raises(NotationError, match="stock"):
        from_position(position(stock=stock))


def test_a_name_that_is_a_text_key_is_refused_by_the_notation():
    text = position(players="gray,pink", hands="1.1.1/1.1.1").replace(
        "players=gray,pink", "players=gray,pink names=Ann,word.nobody"
    )
    with pytest.raises(NotationError, match="looks like a word"):
        from_position(text)
