"""A bots' game told move by move (``genesis_nb.replay.BotGame``): the values of the options, one move a call."""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.replay import BotGame


@pytest.fixture(scope="module")
def watch():
    info = genesis_nb.game("herds")
    return BotGame(info, ["Gus", "Mia"], [info.make_bot("greedy", seed=1), "random"], seed=7)


def test_choices_name_the_bots_values_then_what_the_table_heard(watch):
    first, *heard = watch.choices(1)
    why = watch.moves[0].why
    assert first.startswith(f"Move 1. Gus chooses {why.options[0].words} (value {why.options[0].value:g})")
    assert ("; next best: " in first) == (len(why.options) > 1)
    assert heard == [f"      {s}" for s in watch.heard(1)] and heard
    assert watch.heard(1) == watch.game.narrate(list(watch.moves[0].events))


def test_tell_next_tells_one_move_a_call_or_up_to_the_one_until_accepts(watch, capsys):
    watch.told = 0
    watch.tell_next()
    assert capsys.readouterr().out.splitlines() == watch.choices(1)
    seen = []
    watch.tell_next(until=lambda heard: seen.append(heard) or len(seen) == 2)
    assert capsys.readouterr().out.splitlines() == watch.choices(2) + watch.choices(3) and watch.told == 3
    watch.told = len(watch.moves)
    watch.tell_next()
    assert capsys.readouterr().out == "The game is over.\n"


@pytest.mark.parametrize("n", [0, -1, 10_000])
def test_a_move_that_is_not_there_is_refused_with_a_sentence(watch, n):
    with pytest.raises(ValueError, match="is not a move of this game"):
        watch.choices(n)
