"""The rulebook's worked examples and explicit statements, one test each."""

from __future__ import annotations

from planet_helpers import PAWN, SPACE, game_at, pos

from genesis_nb.planet import Designate, Indicate, Look, Place
from genesis_nb.planet.scoring import level


def test_example_the_pawn_placed_need_not_be_the_one_indicated():
    """P-INDICATE / P-PLACE, the rulebook's footnote: indicating one pawn and placing another is allowed,
    and is itself a signal: both the indication and the pawn actually placed are public."""
    g = game_at(pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]]))
    g.play(Indicate(0))
    g.play(Designate(1))
    ev = g.play(Place(2, SPACE["B2"]))
    place = ev[0]
    assert place.kind == "place" and place.data["colour"] == "word.colour.blue"
    assert place.data["indicated"] is False
    assert g.state.board[SPACE["B2"]] == PAWN["w1"]


def test_example_the_table_may_debate_an_oxygen_action_without_stating_needs():
    """P-OX-DEBATE, the rulebook's example of a player suggesting which pawn to act on: during the
    choice every seat sees which action is pending and where, but no need it does not already know."""
    board = {"A1": "m4v1", "A2": "p2v2"}
    g = game_at(
        pos([["o4", "m1", "w1"], ["i1", "a1", "w2"], ["i4"]], board, phase="place", indicated=0, designated="A")
    )
    g.play(Place(0, SPACE["Aw"], True))
    for obs in (0, 1, 2):
        v = g.view(obs)
        assert v["pending"]["action"] == "look_move" and v["pending"]["continent"] == 0
    g.play(Look(SPACE["A1"]))
    v2 = g.view(2)
    a1 = next(sp for sp in v2["continents"][0]["spaces"] if sp["label"] == "A1")
    assert v2["pending"]["looked"] == "A1" and "need" not in a1["pawn"]


def test_example_a_missing_element_leaves_the_continent_unvalidated():
    """P-SCORE, the rulebook's end example: a space left empty (here after a removal) means the
    continent is not validated; its element pawns score nothing, its element-side oxygen still scores."""
    from genesis_nb.planet.boarddata import default_board
    from genesis_nb.planet.scoring import NeedTables, evaluate

    lay = default_board().layout("EEEE")
    occ = [-1] * len(lay.continent)
    for label, code in (("A1", "m1"), ("A2", "w1"), ("A3", "m3"), ("A4", "m2"), ("Aw", "o1")):
        occ[SPACE[label]] = PAWN[code]
    e = evaluate(NeedTables(default_board()), lay, occ, [False] * 26)
    assert [(lay.labels[g], why) for g, _, why in e.failed] == [("A4", "mineral_soil")]
    assert not e.validated[0] and e.element_points[0] == 0 and e.oxygen_points[0] == 1


def test_the_final_table_tops_at_24_for_every_table_size():
    """P-LEVEL / P-MAX: 24 is 'gods' for 2, 3 and 4 players; 23 is never enough."""
    for n in (2, 3, 4):
        assert level(24, n) == "gods" and level(23, n) == "college"


def test_play_goes_clockwise_and_the_designator_sits_to_the_right():
    """P-TURN / P-DESIGNATE: the next active player is the left neighbour; the designator the right one."""
    g = game_at(pos([["m1"], ["p1", "w1"], ["i1", "w2"]], turn=0))
    g.play(Indicate(0))
    assert g.actor == 2
    g.play(Designate(0))
    g.play(Place(0, SPACE["A1"]))
    assert g.state.turn == 1 and g.actor == 1
    g.play(Indicate(0))
    assert g.actor == 0
