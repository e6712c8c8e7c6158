"""The game table of the student mode (``genesis_nb.playtable``): every game, set up by clicking: names, who the
computer plays, New game, the projector; the chart follows the board."""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.playtable import play_table

pytest.importorskip("anywidget")
pytest.importorskip("jupyter_bokeh")


@pytest.mark.parametrize("name", list(genesis_nb.games()))
def test_every_game_gets_a_table_that_starts_a_new_game_from_its_form(name):
    info = genesis_nb.game(name)
    computer_kind = next(k for k in info.bots if k != "random")
    n = info.min_players
    table = play_table(name, [f"P{i}" for i in range(n)], {n - 1: computer_kind})
    assert table.setup() == {
        "players": [f"P{i}" for i in range(n)],
        "computer": {n - 1: computer_kind},
        "seed": 2026,
        "projector": False,
    }
    assert table.board.seats[n - 1] == computer_kind and table.board.game.players[0] == "P0"
    # the student types a name, adds a player, lets the computer play the new seat, and starts anew
    table.rows.children[0].children[0].value = "Kim"
    table.count.value = n + 1
    assert [r.children[0].value for r in table.rows.children][:1] == ["Kim"], "a name typed stays"
    table.rows.children[n].children[1].value = "random"
    table.seed.value = 7
    table.new.click()
    game = table.board.game
    assert game.players[0] == "Kim" and len(game.players) == n + 1 and game.seed == 7
    assert table.board.seats[n] == "random" and table.board.seats[n - 1] == computer_kind
    assert table.chart.game is game, "the chart follows the board's new game"
    table.projector.value = True
    assert table.board.scale == 1.5


def test_a_name_the_game_refuses_is_said_and_changes_nothing():
    table = play_table("herds", ["Sam", "Ada"])
    before = table.board.game
    table.rows.children[1].children[0].value = "Sam"  # two players of one name
    table.new.click()
    assert table.board.game is before and "Sam" in table.status.value


def test_the_call_is_checked_with_a_sentence():
    with pytest.raises(ValueError, match="no computer player called 'wizard'"):
        play_table("herds", ["Sam", "Ada"], {1: "wizard"})
    with pytest.raises(ValueError, match="not a seat"):
        play_table("herds", ["Sam", "Ada"], {5: "greedy"})
    with pytest.raises(ValueError, match="2 to 4 players"):
        play_table("herds", ["Sam"])
    with pytest.raises(ValueError, match="not 'nl'"):
        play_table("herds", ["Sam", "Ada"], lang="nl")
