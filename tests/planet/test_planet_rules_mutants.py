"""Rules of planet that no test pinned, each found as a surviving mutant of genesis_nb/planet/scoring.py,
checks.py, rules.py or flow.py (scripts/mutation.py): every test here fails with one of those slips in place.

Refusals are checked by rule id and by the whole sentence a player reads; the end-of-game judgement by
``scoring.evaluate`` on hand-made arrangements (it judges any occupancy, real or imagined)."""

from __future__ import annotations

import pytest
from planet_helpers import PAWN, SPACE, game_at, pos, refusal

from genesis_nb.planet import BacteriaMove, Designate, Exchange, Flip, Indicate, Look, LookMove, Place, Skip
from genesis_nb.planet.boarddata import KINDS, Board, default_board
from genesis_nb.planet.scoring import NeedTables, evaluate

BOARD = default_board()
LAY = BOARD.layout("EEEE")
T = NeedTables(BOARD)
DOWN = [False] * len(BOARD.pawns)


def occ(board=BOARD, **placed):
    """An occupancy of the easy faces: label -> pawn code, every other space empty."""
    index = board.code_index()
    o = [-1] * board.n_spaces
    for label, code in placed.items():
        o[SPACE[label]] = index[code]
    return o


# A ring A1-A2-A3-A4-A1 on tray A's easy face (soils sand, clay, rock, lava): every need met.
FOUR_MINERALS = dict(A1="m1", A2="m2", A3="m3", A4="m4", Aw="o1")
ONE_WATER = dict(A1="m1", A2="w1", A3="m3", A4="i4", Aw="o1")


# ------------------------------------------------------------------------------------------ scoring
def test_P_R_WATER_evaluate_reads_exactly_one_water_when_no_reading_is_given():
    """P-R-WATER: called without ``water`` (as the solver's check_witness calls it), a full continent
    without water is not validated: the default reading is 'exactly one water'."""
    e = evaluate(T, LAY, occ(**FOUR_MINERALS), DOWN)
    assert e.failed == [] and e.validated[0] is False and e.element_points[0] == 0 and e.waters[0] == 0
    other = evaluate(T, LAY, occ(**FOUR_MINERALS), DOWN, water="at_most_one")
    assert other.validated[0] is True and other.element_points[0] == 4


def test_P_R_WATER_at_most_one_water_validates_a_continent_with_its_one_water():
    """P-R-WATER 'at_most_one': one water is at most one, so the full continent is validated (as with
    'exactly_one')."""
    for water in ("at_most_one", "exactly_one"):
        e = evaluate(T, LAY, occ(**ONE_WATER), DOWN, water=water)
        assert e.failed == [] and e.waters[0] == 1
        assert e.validated == [True, False, False, False] and e.element_points == [4, 0, 0, 0]
        assert e.oxygen_points == [1, 0, 0, 0] and e.total == 5


def reordered_board(kinds_in_order):
    """The default board's pawns in another order (a ``Board`` object built in Python keeps its order;
    a board file is always sorted by kind when loaded)."""
    pawns = [p for k in kinds_in_order for p in BOARD.pawns if p.kind == k]
    assert len(pawns) == len(BOARD.pawns)
    return Board(BOARD.trays, BOARD.soils, tuple(pawns))


OXYGEN_FIRST = reordered_board(("oxygen", "water", "bacteria", "plant", "insect", "animal", "mineral"))


def test_P_OXYGEN_scoring_counts_the_first_pawn_of_a_board_when_it_is_an_oxygen():
    """P-OXYGEN: an oxygen element side up scores its point whatever its id, pawn 0 included."""
    t = NeedTables(OXYGEN_FIRST)
    assert OXYGEN_FIRST.pawns[0].kind == "oxygen" and t.kind[0] == KINDS.index("oxygen")
    o = occ(OXYGEN_FIRST, Aw="o1", Bw="o2")
    e = evaluate(t, OXYGEN_FIRST.layout("EEEE"), o, [False] * 26)
    assert e.oxygen_points == [1, 1, 0, 0] and e.failed == []
    up = [True] + [False] * 25  # pawn 0 need side up: no point
    assert evaluate(t, OXYGEN_FIRST.layout("EEEE"), o, up).oxygen_points == [0, 1, 0, 0]


def test_P_REMOVE_empty_spaces_are_never_judged_whatever_the_last_pawn_is():
    """P-REMOVE: only pawns are judged; an empty space fails nothing, also on a board whose last pawn is
    a mineral (a need that an empty space would 'fail')."""
    t = NeedTables(OXYGEN_FIRST)
    assert OXYGEN_FIRST.pawns[-1].kind == "mineral"
    lay = OXYGEN_FIRST.layout("EEEE")
    for removal in ("once", "cascade"):
        e = evaluate(t, lay, [-1] * 24, [False] * 26, removal=removal)
        assert e.failed == [] and e.validated == [False] * 4 and e.total == 0
    e = evaluate(t, lay, occ(OXYGEN_FIRST, **ONE_WATER), [False] * 26)
    assert e.failed == [] and e.validated == [True, False, False, False] and e.total == 5


# ------------------------------------------------------------------------------------------- checks
def placing(hand0, board, n=2, **options):
    """Ann (seat 0) must place on Aurora (A), the continent Bo designated."""
    hands = [hand0] + [["i1", "a1", "w2"], ["i4", "a4"], ["p4"]][: n - 1]
    return game_at(pos(hands, board, phase="place", indicated=0, designated="A"), **options)


def refused(g, action, rule, text):
    r = refusal(g, action)
    assert (r.rule_id, r.message()) == (rule, text)
    return r


def no_space(n):
    return f"There is no space {n} on this planet (spaces are numbered 0 to 23)."


def test_P_TURN_something_that_is_no_action_of_planet_is_refused():
    """P-TURN: a text, None or any object that is not one of planet's actions is refused as such."""
    g = placing(["m1", "w1", "o1"], {})
    for thing in ("place m1 on A1", None, object(), 3):
        refused(g, thing, "P-TURN", "That is not an action of this game.")


def test_P_PLACE_a_space_number_past_the_last_is_refused_naming_the_last():
    """P-PLACE: spaces are numbered 0 to 23 on the default board; 24 is no space."""
    g = placing(["m1", "w1", "o1"], {})
    refused(g, Place(0, 24), "P-PLACE", no_space(24))
    refused(g, Place(0, -1), "P-PLACE", no_space(-1))
    assert g.why_not(Place(0, SPACE["A1"])) is None


def test_P_DESIGNATE_a_continent_number_past_the_last_is_refused():
    """P-DESIGNATE: the four continents are 0 to 3; 4 is none of them."""
    g = game_at(pos([["m1", "w1", "o1"], ["i1", "a1", "w2"]], phase="designate", indicated=0))
    assert g.actor == 1
    msg = "There is no continent 4: the four continents are numbered 0 to 3."
    refused(g, Designate(4), "P-DESIGNATE", msg)
    assert g.why_not(Designate(0)) is None


def test_P_PLACE_a_space_holding_pawn_number_0_is_occupied():
    """P-PLACE: a space is taken by any pawn, the first pawn of the board (w1) included."""
    assert PAWN["w1"] == 0
    g = placing(["m1", "w3", "o1"], {"A1": "w1v1"})
    refused(g, Place(0, SPACE["A1"]), "P-PLACE", "A1 is already taken by another pawn.")
    assert g.why_not(Place(0, SPACE["A2"])) is None


def oxygen_phase(code, board, **options):
    """Ann lays oxygen ``code`` need side up on Aw: o1 flip, o3 exchange, o4 look-move."""
    g = placing([code, "m1", "w3"], board, **options)
    g.play(Place(0, SPACE["Aw"], True))
    return g


def test_P_OX_FLIP_while_the_flip_is_pending_other_actions_and_spaces_are_refused_under_its_rule():
    """P-OX-FLIP: another action waits for the flip; a space past the last, or off the oxygen's
    continent, is refused under P-OX-FLIP with the action named."""
    g = oxygen_phase("o1", {"A1": "m4v1", "B1": "p2v1"})
    assert g.state.phase == "flip"
    wait = "Ann must first carry out the oxygen's flip: choose a face-down pawn on its continent."
    refused(g, Indicate(0), "P-OX-FLIP", wait)
    refused(g, Look(SPACE["A1"]), "P-OX-FLIP", wait)
    refused(g, Flip(24), "P-OX-FLIP", no_space(24))
    refused(g, Flip(SPACE["B1"]), "P-OX-FLIP", "B1 is not on Aurora (A): the oxygen's flip works on its own continent.")


def test_P_OX_EXCHANGE_while_the_exchange_is_pending_other_actions_and_spaces_are_refused_under_its_rule():
    """P-OX-EXCHANGE: another action waits; a space past the last, first or second, is refused under
    P-OX-EXCHANGE."""
    g = oxygen_phase("o3", {"A1": "m4v1", "B1": "p2v1"})
    assert g.state.phase == "exchange"
    wait = "Ann must first carry out the oxygen's exchange: choose two pawns, one at least on its continent."
    refused(g, Indicate(0), "P-OX-EXCHANGE", wait)
    refused(g, Flip(SPACE["A1"]), "P-OX-EXCHANGE", wait)
    refused(g, Exchange(24, SPACE["A1"]), "P-OX-EXCHANGE", no_space(24))
    refused(g, Exchange(SPACE["A1"], 24), "P-OX-EXCHANGE", no_space(24))
    assert g.why_not(Exchange(SPACE["A1"], SPACE["B1"])) is None


def test_P_OX_LOOK_while_the_look_is_pending_other_actions_and_spaces_are_refused_under_its_rule():
    """P-OX-LOOK: another action waits for the look; a space past the last, off the continent, or the
    oxygen on the white space are refused under P-OX-LOOK."""
    g = oxygen_phase("o4", {"A1": "m4v1", "B1": "p2v1"})
    assert g.state.phase == "look"
    wait = "Ann must first carry out the oxygen's look-move: choose a pawn on its continent to look at."
    refused(g, Indicate(0), "P-OX-LOOK", wait)
    refused(g, LookMove(SPACE["A2"]), "P-OX-LOOK", wait)
    refused(g, Look(24), "P-OX-LOOK", no_space(24))
    refused(
        g,
        Look(SPACE["B1"]),
        "P-OX-LOOK",
        "B1 is not on Aurora (A): the oxygen's look-move works on its own continent.",
    )
    oxygen = "The pawn on Aw is an oxygen: these actions only move or turn element pawns."
    refused(g, Look(SPACE["Aw"]), "P-OX-LOOK", oxygen)
    assert g.why_not(Look(SPACE["A1"])) is None


def test_P_OX_LOOK_while_the_move_is_pending_skip_other_actions_and_bad_destinations_are_refused():
    """P-OX-LOOK (second half): even with ``oxygen_optional`` the move cannot be skipped; a space past
    the last or taken (by pawn 0, w1, too) is refused under P-OX-LOOK; a white space under P-WHITE."""
    g = oxygen_phase("o4", {"A1": "m4v1", "B1": "w1v1"}, oxygen_optional=True)
    g.play(Look(SPACE["A1"]))
    assert g.state.phase == "look_move"
    wait = "Ann has looked at a pawn and must now say where it goes."
    refused(g, Skip(), "P-OX-LOOK", wait)
    refused(g, Look(SPACE["A1"]), "P-OX-LOOK", wait)
    refused(g, LookMove(24), "P-OX-LOOK", no_space(24))
    refused(g, LookMove(SPACE["B1"]), "P-OX-LOOK", "B1 is already taken by another pawn.")
    white = "Bw is a white space, kept for oxygen; this element pawn cannot go there."
    refused(g, LookMove(SPACE["Bw"]), "P-WHITE", white)
    assert g.why_not(LookMove(SPACE["B2"])) is None


def test_P_BAC_MOVE_spaces_past_the_last_and_a_destination_holding_pawn_0_are_refused():
    """P-BAC-MOVE: the pawn to move and its destination must be spaces; a destination taken by any pawn
    (w1, pawn 0, too) is refused."""
    text = pos([["m1", "w3", "o1"], ["i1"]], {"A1": "m4v1", "B1": "w1v0"}, phase="bacteria_move", opened=True)
    g = game_at(text)
    assert g.state.phase == "bacteria_move" and PAWN["w1"] == 0
    refused(g, BacteriaMove(24, SPACE["B2"]), "P-BAC-MOVE", no_space(24))
    refused(g, BacteriaMove(SPACE["A1"], 24), "P-BAC-MOVE", no_space(24))
    refused(g, BacteriaMove(SPACE["A1"], SPACE["B1"]), "P-BAC-MOVE", "B1 is already taken by another pawn.")
    assert g.why_not(BacteriaMove(SPACE["A1"], SPACE["B2"])) is None


@pytest.mark.parametrize("phase", ["indicate", "place"])
def test_P_TURN_a_skip_outside_an_oxygen_action_waits_for_the_phase(phase):
    """A Skip is refused outside the oxygen actions, under the rule of the step that is waiting."""
    if phase == "indicate":
        g = game_at(pos([["m1", "w1", "o1"], ["i1", "a1", "w2"]]))
        rule, text = "P-INDICATE", "First Ann must indicate which pawn they would like to place."
    else:
        g = placing(["m1", "w1", "o1"], {})
        rule, text = "P-PLACE", "Now Ann must place a pawn on the designated continent."
    refused(g, Skip(), rule, text)
