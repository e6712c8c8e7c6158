"""Rules of planet that no test pinned, each found as a surviving mutant of genesis_nb/planet/scoring.py,
checks.py, rules.py or flow.py (scripts/mutation.py): every test here fails with one of those slips in place.

Refusals are checked by rule id and by the whole sentence a player reads; the end-of-game judgement by
``scoring.evaluate`` on hand-made arrangements (it judges any occupancy, real or imagined)."""

from __future__ import annotations

import random

import pytest
from planet_helpers import PAWN, SPACE, game_at, pos, random_game, refusal, unchecked_game

from genesis_nb.core.chance import Chance
from genesis_nb.planet import (
    CATALOGUE,
    INFO,
    MACHINE,
    RULES,
    BacteriaMove,
    Designate,
    Exchange,
    Flip,
    Indicate,
    Look,
    LookMove,
    NotationError,
    Place,
    Skip,
    from_position,
    new_game,
    visible,
)
from genesis_nb.planet.boarddata import KINDS, Board, default_board
from genesis_nb.planet.examples import EXAMPLES
from genesis_nb.planet.scoring import NeedTables, evaluate
from genesis_nb.planet.state import DECISIONS, OVER

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


# -------------------------------------------------------------------------------------------- rules
def test_the_phase_machine_marks_exactly_the_steps_where_a_player_decides():
    """The turn overview (MACHINE): indicate, designate, place, the oxygen actions and the bacteria's
    choices wait for a player; set-up, draw, end of turn and the end resolve by themselves."""
    assert [p.name for p in MACHINE.order() if p.decision] == list(DECISIONS)
    for name in ("setup", "draw", "turn_end", OVER):
        assert not MACHINE.is_decision(name)
    assert all(MACHINE.is_decision(name) for name in DECISIONS)


def test_the_catalogue_is_planet_s_and_planet_hides_information():
    """The catalogue names its game (its errors say which game lacks a text); planet is a game of hidden
    information (the board hands the screen over, the search bots determinise)."""
    assert CATALOGUE.game == "planet" and RULES.catalogue is CATALOGUE
    with pytest.raises(KeyError, match="planet: no message 'refuse.nothing'"):
        CATALOGUE.render("refuse.nothing", "en", {})
    assert RULES.hidden_information is True and INFO.hidden_information is True


def test_P_SETUP_HANDS_the_game_aid_lists_every_need_of_every_kind():
    """The game aid (every view's "aid"): each kind's needs, sorted by need, never in the pawns' order."""
    aid = new_game(2, seed=5).view(0)["aid"]
    assert list(aid) == ["water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria"]
    assert [len(v) for v in aid.values()] == [4, 4, 4, 4, 4, 4, 2]
    assert [d["code"] for d in aid["mineral"]] == sorted(f"mineral:on:{s}" for s in ("sand", "clay", "rock", "lava"))
    assert aid["oxygen"][0] == {"code": "oxygen:exchange", "kind": "oxygen", "action": "exchange"}


def test_the_rules_refuse_players_with_the_same_or_no_name():
    """The rules' own set-up refuses two players of one name, or an empty name (Game.new checks the
    names before; the rules check again for any other caller)."""
    for names in (["Ann", "Ann"], ["Ann", ""], ["", "Bo", "Cy"]):
        with pytest.raises(ValueError, match="^every player needs a different, non-empty name$"):
            RULES.new_state(names, RULES.options, None, Chance(1))
    assert RULES.new_state(["Ann", "Bo"], RULES.options, None, Chance(1)).names == ["Ann", "Bo"]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_P_SETUP_every_random_draw_of_the_set_up_is_counted(n):
    """Each draw of chance has its own number (``draws``, kept in positions and saves): random faces
    take one, the set-aside tray one, each pawn dealt one, the preplaced oxygen two, the first player one."""
    assert new_game(n, seed=5).state.draws == 3 * n + 2
    assert new_game(n, seed=5, options={"faces": "random"}).state.draws == 3 * n + 3
    assert new_game(n, seed=5, options={"faces": "random", "preplaced_oxygen": 2}).state.draws == 3 * n + 5


def test_P_SETUP_the_opening_events_name_faces_hands_needs_and_the_first_player():
    """P-SETUP-TRAYS / P-SETUP-HANDS / P-SETUP-FIRST: the faces in one list; each hand's colours with its
    seat; each hand's needs only to its holder; the first player with their seat."""
    g = new_game(["Ann", "Bo", "Cy"], seed=5)
    ev = {(e.kind, e.data.get("player")): e for e in g.events("all")}
    assert ev[("setup", None)].data["faces"] == "Aurora easy, Boreal easy, Caldera easy, Delta easy"
    for seat, name in enumerate(["Ann", "Bo", "Cy"]):
        assert ev[("setup_hand", name)].data["seat"] == seat
        needs = ev[("setup_needs", name)]
        assert needs.data["private_to"] == [seat]
        assert [visible(needs, obs) for obs in (0, 1, 2, "public", "all")] == [o == seat for o in range(3)] + [
            False,
            True,
        ]
    first = g.state.first
    assert ev[("first", g.state.names[first])].data == {"player": g.state.names[first], "seat": first}
    told = [x for x in g.narration(observer=1) if x.startswith("Your pawns' needs")]
    assert len(told) == 1 and g.narration(observer=0).count(told[0]) == 0


def test_the_rules_position_helpers_answer_true_or_false_and_count_pawn_0():
    """A continent is complete when every space holds a pawn, w1 (pawn 0) too: it cannot be designated,
    the views say so, and the helpers answer a plain True or False."""
    board = {"A1": "w1v1", "A2": "m2v0", "A3": "m3v1", "A4": "i4v0", "Aw": "o1v1", "B1": "p1v0"}
    hands = [["m1", "o2", "w3"], ["i1", "a1", "w2"]]
    g = game_at(pos(hands, board, phase="designate", indicated=0, opened=True))
    s, lay = g.state, LAY
    assert s.board[SPACE["A1"]] == 0
    view = [c for c in g.view("public")["continents"]]
    assert (view[0]["elements_full"], view[0]["complete"]) == (True, True)
    assert (view[1]["elements_full"], view[1]["complete"]) == (False, False)
    assert RULES.elements_full(s, 0, lay) is True and RULES.elements_full(s, 1, lay) is False
    assert RULES.has_free_space(s, 0, lay) is False and RULES.has_free_space(s, 1, lay) is True
    assert RULES.can_place_on(s, 0, 0, lay) is False and RULES.can_place_on(s, 0, 1, lay) is True
    assert RULES.designable(s, 0, lay) is False and RULES.designable(s, 1, lay) is True
    text = "Aurora (A) is complete: it has no free space left, so it cannot be designated."
    refused(g, Designate(0), "P-DESIGNATE", text)
    assert Designate(0) not in g.legal_actions() and Designate(1) in g.legal_actions()


def test_P_OX_FLIP_LOOK_EXCHANGE_pawn_0_on_the_oxygen_s_continent_can_be_acted_on():
    """The oxygen actions reach any element pawn, w1 (pawn 0) included: it can be flipped, looked at,
    and exchanged (also with a pawn on another continent)."""
    g = oxygen_phase("o1", {"A1": "w1v1"})
    assert g.state.phase == "flip" and g.legal_actions() == [Flip(SPACE["A1"])]
    g = oxygen_phase("o4", {"A1": "w1v1"})
    assert g.state.phase == "look" and g.legal_actions() == [Look(SPACE["A1"])]
    g = oxygen_phase("o3", {"A1": "w1v1", "B1": "m4v1"})
    assert g.state.phase == "exchange" and g.legal_actions() == [Exchange(SPACE["A1"], SPACE["B1"])]
    g = oxygen_phase("o3", {"A1": "m4v1", "B1": "w1v1"})
    assert g.legal_actions() == [Exchange(SPACE["A1"], SPACE["B1"])]


def test_an_exchange_with_no_pawn_on_its_continent_is_a_position_where_nothing_can_be_done():
    """A written position waiting for an exchange on an empty continent is refused as a dead end; with
    ``oxygen_optional`` the one thing left to do is to skip."""
    text = pos([["m1", "w3"], ["i1", "a1", "w2"]], {"Aw": "o3^0", "B1": "m4v1"}, phase="exchange", target="A")
    with pytest.raises(NotationError, match="nothing can be done"):
        game_at(text)
    assert game_at(text, oxygen_optional=True).legal_actions() == [Skip()]


def test_P_SCORE_the_score_sheet_has_elements_and_oxygen_columns_during_and_after_the_game():
    """P-SCORE: the sheet's categories are elements and oxygen, while playing and at the end."""
    g = new_game(2, seed=5)
    assert g.scores().categories == ["elements", "oxygen"]
    g = random_game(2)
    assert g.is_over and g.scores().categories == ["elements", "oxygen"]
    assert g.scores().to_json()["categories"] == ["elements", "oxygen"]


def test_views_and_pictures_are_the_public_s_unless_an_observer_is_named():
    """``view`` and ``picture`` without an observer show what the public may know."""
    g = EXAMPLES["debate"].play()
    assert RULES.view(g.state) == RULES.view(g.state, "public") != RULES.view(g.state, 0)
    svg = RULES.picture(g.state)
    assert svg.startswith("<svg") and svg == RULES.picture(g.state, "public")


# A board whose o1 is pawn 0 (a board file is sorted by kind, and new_game refuses a board object that is
# not): built past that check, the rules code works all the same.
def test_P_VARIANT_OXYGEN_preplaced_oxygen_pawn_0_is_announced_and_scores():
    """P-VARIANT-OXYGEN / P-OXYGEN: every oxygen laid at the start is announced and scores its point,
    pawn 0 too (on a board whose first pawn is an oxygen)."""
    for seed in range(4):
        g = unchecked_game(OXYGEN_FIRST, seed=seed, preplaced_oxygen=4)
        assert 0 in g.state.board
        pre = [e.data["space"] for e in g.events("all") if e.kind == "preplaced"]
        assert pre == ["Aw", "Bw", "Cw", "Dw"]
        assert [r["oxygen"] for r in g.scores().rows.values()] == [1, 1, 1, 1]


def test_a_board_object_out_of_the_numbering_is_refused_by_the_front():
    """A board object whose pawns are not numbered as a board file's are is refused with a sentence."""
    from genesis_nb.core.errors import BoardFileError

    with pytest.raises(BoardFileError, match="not sound"):
        new_game(2, board=OXYGEN_FIRST)
    with pytest.raises(BoardFileError, match="not sound"):
        from_position(new_game(2, seed=1).notation(), board=OXYGEN_FIRST)


def test_P_WHITE_a_white_space_holding_pawn_0_is_taken_for_oxygen():
    """P-WHITE / P-R-CANNOT-PLACE: a white space holding an oxygen, pawn 0 too, takes no other oxygen:
    a hand of only oxygen cannot go to that continent, and no oxygen may be placed there."""
    hands = [["o2"], ["i1", "a1", "w2"]]
    g = unchecked_game(OXYGEN_FIRST, pos(hands, {"Aw": "o1v0"}, phase="designate", indicated=0))
    assert g.state.board[SPACE["Aw"]] == 0
    assert Designate(0) not in g.legal_actions() and Designate(1) in g.legal_actions()
    assert refusal(g, Designate(0)).rule_id == "P-R-CANNOT-PLACE"
    hands = [["o2", "m1"], ["i1", "a1", "w2"]]
    g = unchecked_game(OXYGEN_FIRST, pos(hands, {"Aw": "o1v0"}, phase="place", indicated=1, designated="A"))
    assert g.legal_actions() == [Place(1, SPACE[f"A{i}"]) for i in range(1, 5)]


# ------------------------------------------------------------------ resample_hidden (the search bots)
def share_position():
    """Cy must choose a pawn to pass (Ann chose slot 1, Bo slot 0). On Aurora: w1 (pawn 0) placed by Bo,
    m3 placed by Ann, p2 face up, o2 element side up placed by Ann; on Boreal i2 placed by Cy."""
    hands = [["m1", "p1", "o1"], ["i1", "a1", "w2"], ["w3", "p4", "m2"]]
    board = {"A1": "w1v1", "A2": "m3v0", "A3": "p2^2", "B1": "i2v2", "Aw": "o2v0"}
    text = pos(hands, board, phase="share", opened=True, discarded=["b1"], share=[1, 0, None])
    return game_at(text).state


def places(s):
    return [("board", g, p) for g, p in enumerate(s.board)] + [
        ("hand", seat, p) for seat, h in enumerate(s.hands) for p in h
    ]


def test_resample_hidden_deals_again_only_what_the_observer_cannot_know():
    """What a search bot plays from: the pawns whose needs seat 0 does not know are dealt again among
    their places within each colour; its own hand, the pawns it placed or saw, the face-up ones and the
    empty spaces stay; each pawn keeps its side, knowledge and placer; the bag stays sorted; the other
    seats' share choices are drawn again, its own and those not made yet stay."""
    s = share_position()
    before = s.copy()
    colour = RULES.colour
    seen = {"A1": set(), "hand1": set(), "bag": set(), "share1": set()}
    for seed in range(40):
        out = RULES.resample_hidden(s, 0, random.Random(seed))
        assert out is not s and (s.board, s.hands, s.bag, s.share) == (
            before.board,
            before.hands,
            before.bag,
            [1, 0, -1],
        )
        assert out.hands[0] == s.hands[0]
        for label in ("A2", "A3", "Aw", "A4", "B2"):
            assert out.board[SPACE[label]] == s.board[SPACE[label]]
        for (w0, i0, p0), (w1, i1, p1) in zip(places(s), places(out)):
            assert (w0, i0) == (w1, i1)
            if p0 < 0:
                assert p1 == -1
                continue
            assert colour[p1] == colour[p0]
            assert (out.up[p1], out.known[p1], out.placer[p1]) == (s.up[p0], s.known[p0], s.placer[p0])
        assert out.bag == sorted(out.bag) and [colour[p] for p in out.bag] == [colour[p] for p in s.bag]
        assert sorted([p for p in out.board if p >= 0] + [q for h in out.hands for q in h] + out.bag) == sorted(
            [p for p in s.board if p >= 0] + [q for h in s.hands for q in h] + s.bag
        )
        assert out.share[0] == 1 and out.share[2] == -1 and 0 <= out.share[1] < 3
        seen["A1"].add(out.board[SPACE["A1"]])
        seen["hand1"].add(tuple(out.hands[1]))
        seen["bag"].add(tuple(out.bag))
        seen["share1"].add(out.share[1])
    assert seen["A1"] == {PAWN[w] for w in ("w1", "w2", "w3", "w4")}  # w1 (pawn 0) is dealt again too
    assert len(seen["hand1"]) > 1 and len(seen["bag"]) > 1 and seen["share1"] == {0, 1, 2}


def test_resample_hidden_keeps_what_each_seat_knows_and_deals_all_hidden_for_the_public():
    """Seat 1 keeps its hand and the w1 it placed; seat 2 its hand and i2; the public (who knows only
    the face-up pawns) may see any face-down pawn or hand dealt again; "all" knows everything."""
    s = share_position()
    hand0, a1, b1 = set(), set(), set()
    for seed in range(40):
        one = RULES.resample_hidden(s, 1, random.Random(seed))
        assert one.hands[1] == s.hands[1] and one.board[SPACE["A1"]] == PAWN["w1"]
        assert one.share[1] == 0 and one.share[2] == -1
        two = RULES.resample_hidden(s, 2, random.Random(seed))
        assert two.hands[2] == s.hands[2] and two.board[SPACE["B1"]] == PAWN["i2"]
        public = RULES.resample_hidden(s, "public", random.Random(seed))
        assert public.board[SPACE["A3"]] == PAWN["p2"] and public.share[2] == -1
        hand0.add(tuple(public.hands[0]))
        a1.add(public.board[SPACE["A2"]])
        b1.add(two.board[SPACE["A1"]])
    assert len(hand0) > 1 and len(a1) > 1 and len(b1) > 1
    everything = RULES.resample_hidden(s, "all", random.Random(3))
    assert everything is not s
    assert (everything.board, everything.hands, everything.bag, everything.share) == (s.board, s.hands, s.bag, s.share)
