"""Rules of angels that no test checked (issue 12, "Tests that catch bugs"): each found as a surviving mutant
of genesis_nb/angels/rules.py, checks.py or payments.py (scripts/mutation.py)."""

from __future__ import annotations

import pytest

from genesis_nb.angels import RULES, ChooseCube, DayWork, Gather, Move, Pass, from_position, new_game, rules_for
from genesis_nb.angels.rules import AngelsRules

from conftest import position


# -- with_setup ---------------------------------------------------------------------------------------
def test_with_setup_with_nothing_to_change_is_the_same_rules():
    assert RULES.with_setup(None, None) is RULES
    assert RULES.with_setup(RULES.board, RULES.options) is RULES
    same = type(RULES.options).from_json(RULES.options.to_json())       # equal, not the same object
    assert same is not RULES.options and RULES.with_setup(None, same) is RULES
    other = RULES.with_setup(None, type(RULES.options).from_json({"dark_tie": "players"}))
    assert other is not RULES and other.options.dark_tie == "players" and other.board is RULES.board
    board = type(RULES.board)(**{**RULES.board.__dict__})                 # an equal board, another object
    moved = RULES.with_setup(board, None)
    assert moved is not RULES and moved.board is board and moved.options == RULES.options
    assert isinstance(moved, AngelsRules)


def test_rules_for_gives_the_shared_rules_when_nothing_differs():
    assert rules_for() is RULES
    assert rules_for(options={}) is RULES
    assert rules_for(options={"leftmost": "square"}).options.leftmost == "square"


# -- the first round's narration and the "start" time word -------------------------------------------
def test_the_first_round_is_narrated_before_day_one():
    g = new_game(["Ann", "Bo"], seed=1)
    g.play(ChooseCube(0))
    events = g.play(ChooseCube(2))
    rnd = next(e for e in events if e.kind == "round")
    assert rnd.data == {"round": 1, "player": "Ann", "seat": 0, "time": "word.start", "day": "void"}
    assert g.rules.narrate(rnd, "en") == ("Round 1 begins before day I, with every angel in the void: Ann is "
                                          "furthest left and becomes the start player.")
    assert g.rules.narrate(rnd, "nl") == ("Ronde 1 begint vóór dag I, met alle engelen in de leegte: Ann staat "
                                          "het meest links en wordt startspeler.")
    assert RULES.catalogue.word("word.start", "en") == "the start of the time track"
    assert RULES.catalogue.word("word.start", "nl") == "het begin van het tijdspoor"


def test_later_rounds_and_god_are_narrated_with_their_time():
    g = new_game(["Ann", "Bo"], seed=1)
    g.play(ChooseCube(0))
    g.play(ChooseCube(2))
    g.play(Pass())
    events = g.play(Pass())
    god = next(e for e in events if e.kind == "god")
    assert god.data == {"day": "I", "time": "word.morning", "activated": True}
    assert g.rules.narrate(god, "en") == "God moves to the morning of day I."
    assert g.rules.narrate(god, "nl") == "God gaat naar de ochtend van dag I."
    rnd = next(e for e in events if e.kind == "round")
    assert rnd.data["round"] == 2 and rnd.data["time"] == "word.morning" and rnd.data["day"] == "I"
    assert g.rules.narrate(rnd, "en") == "Round 2 (morning of day I): Ann is furthest left and becomes the start player."
    for _ in range(4):
        events = g.play(Pass())
    times = [e.data["time"] for e in g.events() if e.kind == "god"]
    assert times == ["word.morning", "word.midday", "word.evening"]
    assert [e.data["activated"] for e in g.events() if e.kind == "god"] == [True, False, False]


# -- leftmost_player ------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode, start", [("track", "yellow"), ("square", "gray"), ("square_latest", "gray")])
def test_leftmost_player_with_the_dark_angel_in_front_and_tied_squares(mode, start):
    """Day I: the dark angel, yellow, purple; day II: gray, pink. Yellow and pink both stand on the second
    square; gray is first on its track. The dark angel never becomes the start player."""
    g = from_position(position(god="II-morning", start="gray", turn="pink", I="DA,ye,pu", II="gy,pk"),
                      options={"leftmost": mode})
    colours = g.state.colours
    assert colours[g.rules.leftmost_player(g.state)] == start


def test_leftmost_player_square_ties_go_by_the_reading():
    """Yellow and pink both first on their tracks (days I and III): "square" takes the earlier track,
    "square_latest" the later one."""
    fields = dict(god="III-morning", start="gray", turn="pink", I="ye,DA", III="pk,gy,pu")
    for mode, start in (("track", "yellow"), ("square", "yellow"), ("square_latest", "pink")):
        g = from_position(position(**fields), options={"leftmost": mode})
        assert g.state.colours[g.rules.leftmost_player(g.state)] == start, mode
