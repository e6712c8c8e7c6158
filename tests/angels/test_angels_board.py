"""The reconstructed board agrees with the rulebook; a user's board file is loaded or refused with a reason."""

import copy

import pytest

from genesis_nb.angels import board_from_data, default_board, load_board, new_game, rulebook_deviations
from genesis_nb.core import BoardFileError


def test_reconstructed_board_fits_every_rulebook_constraint():
    b = default_board()
    assert b.reconstructed
    assert rulebook_deviations(b) == []
    assert b.cost[3] == (0, 0, 4)  # day III costs 4 life
    assert b.circles[3][2] == 4  # its third circle is worth 4
    assert b.bonus[4] == (1, 1, 0)  # day IV's bonus: 1 chaos + 1 matter
    assert ((2, 1, 0), (0, 1, 1)) in b.yields[2]  # 2 chaos + 1 matter OR 1 matter + 1 life
    assert any((3, 0, 1) in opts for track in b.yields for opts in track)  # reported: 3 chaos + 1 life
    totals = [sum(b.cost[d]) for d in range(1, 7)]
    assert totals == sorted(totals) and totals[0] < totals[-1]  # costs grow with the days
    assert b.rest[:3] == (3, 3, 2)  # the final table's resting points


def test_board_round_trips_through_data():
    b = default_board()
    assert board_from_data(b.to_data()).yields == b.yields
    assert board_from_data(b.to_data()).circles == b.circles


def test_a_users_board_file_is_used(tmp_path):
    text = default_board().to_toml().replace("circles = [5, 4, 4, 3, 3, 2, 2]", "circles = [9, 8, 7, 6, 5, 4, 3]")
    p = tmp_path / "my_board.toml"
    p.write_text(text)
    g = new_game(3, seed=1, board=p)
    assert g.rules.board.circles[3][0] == 9
    assert "day III's third circle should be worth 4" in rulebook_deviations(g.rules.board)
    # the board travels in the save file
    from genesis_nb.angels import load_game

    assert load_game(g.to_json()).rules.board.circles[3][0] == 9


@pytest.mark.parametrize(
    "edit, fault",
    [
        (lambda d: d["void"].update(squares=d["void"]["squares"][:6]), "exactly 7 squares"),
        (lambda d: d["days"]["II"].update(cost="2X"), "not a number followed by C, M or L"),
        (lambda d: d["days"]["IV"].update(circles=[5, 5, 4]), "exactly 7 circles"),
        (lambda d: d["days"]["IV"].update(circles=[5, 5, 4, 4, 3, 3, -2]), "0 or more"),
        (lambda d: d["days"].pop("V"), "day V is missing"),
        (lambda d: d["days"]["VII"].update(rest=[3, 2]), "exactly 7 resting points"),
        (lambda d: d["days"]["VII"].update(cost="1C"), "only 'rest'"),
        (lambda d: d["days"]["I"].update(squares=["1C|1C"] * 7), "listed twice"),
        (lambda d: d["days"]["I"].update(squares=["0C"] * 7), "at least one cube"),
        (lambda d: d["days"].update(VIII={}), "unknown day"),
        (lambda d: d["days"]["VI"].pop("bonus"), "missing 'bonus'"),
        (lambda d: d["meta"].update(game="herds"), "not angels"),
    ],
)
def test_broken_boards_are_refused_with_the_fault(edit, fault):
    data = copy.deepcopy(default_board().to_data())
    edit(data)
    with pytest.raises(BoardFileError, match=fault):
        board_from_data(data)


def test_invalid_toml_is_refused(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text("[void\nsquares = 1")
    with pytest.raises(BoardFileError, match="not valid TOML"):
        load_board(p)
