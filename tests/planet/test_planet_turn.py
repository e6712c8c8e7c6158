"""A turn: indicate (active) -> designate (previous player) -> place (active) -> draw; refusals by rule."""

from __future__ import annotations

from planet_helpers import PAWN, SPACE, game_at, pos, refusal

from genesis_nb.planet import Designate, Flip, Give, Indicate, Place, Skip

A, B, C, D = range(4)


def start():
    """Two players, Ann (seat 0) to play; tray D set aside."""
    return game_at(pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]]), seed=3)


def test_P_TURN_the_four_steps_and_who_decides():
    """P-TURN: indicate (active), designate (the previous player), place (active), draw (automatic)."""
    g = start()
    assert g.state.phase == "indicate" and g.actor == 0
    g.play(Indicate(1))
    assert g.state.phase == "designate" and g.actor == 1  # Bo is to Ann's right in a 2-player game
    g.play(Designate(A))
    assert g.state.phase == "place" and g.actor == 0
    ev = g.play(Place(0, SPACE["A1"]))
    assert g.state.board[SPACE["A1"]] == PAWN["m1"]
    assert len(g.state.hands[0]) == 3  # drew a pawn
    assert [e.kind for e in ev][:3] == ["place", "draw", "draw_need"]
    assert g.state.turn == 1 and g.state.phase == "indicate" and g.actor == 1


def test_P_DESIGNATE_previous_player_is_to_the_right_with_four_players():
    g = game_at(pos([["m1"], ["p1"], ["i1"], ["a1"]], turn=2))
    g.play(Indicate(0))
    assert g.actor == 1  # the previous player (seat 1) designates for seat 2
    g = game_at(pos([["m1"], ["p1"], ["i1"], ["a1"]], turn=0))
    g.play(Indicate(0))
    assert g.actor == 3


def test_P_INDICATE_is_public_and_only_a_signal():
    """P-INDICATE / P-PLACE: everybody sees the indicated colour; another pawn may be placed after all."""
    g = start()
    g.play(Indicate(2))
    for obs in (0, 1, "public"):
        assert g.view(obs)["pending"]["indicated"] == {"slot": 2, "colour": "blue"}
    g.play(Designate(B))
    ev = g.play(Place(0, SPACE["B3"]))  # the brown pawn, not the indicated blue one
    assert ev[0].data["indicated"] is False
    assert g.state.board[SPACE["B3"]] == PAWN["m1"]


def test_P_INDICATE_refusals():
    g = start()
    r = refusal(g, Indicate(3))
    assert r.rule_id == "P-INDICATE" and "slot 3" in r.message()
    r = refusal(g, Place(0, SPACE["A1"]))
    assert r.rule_id == "P-INDICATE" and "indicate" in r.message()
    r = refusal(g, Designate(A))
    assert r.rule_id == "P-INDICATE"
    assert refusal(g, Skip()).rule_id == "P-INDICATE"


def test_P_DESIGNATE_refusals_set_aside_and_complete():
    """P-DESIGNATE / P-ASIDE-OPEN: not the set-aside continent, not a complete one."""
    g = start()
    g.play(Indicate(0))
    r = refusal(g, Designate(D))
    assert r.rule_id == "P-ASIDE-OPEN" and "set aside" in r.message()
    assert refusal(g, Designate(7)).rule_id == "P-DESIGNATE"
    assert refusal(g, Place(0, SPACE["A1"])).rule_id == "P-DESIGNATE"
    full = {"A1": "m4", "A2": "w3", "A3": "p2", "A4": "i2", "Aw": "o1v1"}
    g = game_at(pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], full, opened=True))
    g.play(Indicate(0))
    r = refusal(g, Designate(A))
    assert r.rule_id == "P-DESIGNATE" and "complete" in r.message()
    assert Designate(D) in g.legal_actions()  # opened


def test_P_R_COMPLETE_a_continent_with_only_its_white_space_free_can_be_designated():
    """P-R-COMPLETE: element spaces full but white space free: still designable, for an oxygen."""
    board = {"A1": "m4", "A2": "w3", "A3": "p2", "A4": "i2"}
    g = game_at(pos([["o1", "p1", "w1"], ["i1", "a1", "w2"]], board, opened=True))
    g.play(Indicate(0))
    assert Designate(A) in g.legal_actions()
    g.play(Designate(A))
    assert {a for a in g.legal_actions()} == {Place(0, SPACE["Aw"], False), Place(0, SPACE["Aw"], True)}


def test_P_R_CANNOT_PLACE_designator_must_leave_a_placement():
    """P-R-CANNOT-PLACE (reading): a continent where none of the active player's colours fits is refused."""
    board = {"Aw": "o2v1"}
    g = game_at(pos([["o1", "o3", "o4"], ["i1", "a1", "w2"]], board))
    g.play(Indicate(0))
    r = refusal(g, Designate(A))
    assert r.rule_id == "P-R-CANNOT-PLACE" and "Ann" in r.message()
    assert set(g.legal_actions()) == {Designate(B), Designate(C)}


def test_P_R_CANNOT_PLACE_option_skip_loses_the_turn():
    """cannot_place='skip': any open continent may be named; if nothing fits the turn passes, no draw."""
    board = {"Aw": "o2v1"}
    g = game_at(pos([["o1", "o3", "o4"], ["i1", "a1", "w2"]], board), cannot_place="skip")
    g.play(Indicate(0))
    assert Designate(A) in g.legal_actions()
    bag = list(g.state.bag)
    ev = g.play(Designate(A))
    assert "cannot_place_here" in [e.kind for e in ev]
    assert g.state.turn == 1 and g.state.phase == "indicate"
    assert g.state.bag == bag and len(g.state.hands[0]) == 3


def test_P_R_CANNOT_PLACE_a_player_who_fits_nowhere_skips_without_drawing():
    """An oxygen in hand while every white space in play is taken: that player's turn is skipped."""
    board = {"Aw": "o2v1", "Bw": "o3v1", "Cw": "o4v0"}
    g = game_at(pos([["o1"], ["m1", "p1"]], board, turn=1, phase="place", indicated=0, designated="A"))
    ev = g.play(Place(0, SPACE["A1"]))
    kinds = [e.kind for e in ev]
    assert "cannot_place" in kinds
    assert g.state.turn == 1 and g.state.hands[0] == [PAWN["o1"]]
    assert any("fits on any continent" in line for line in g.narration(observer="public"))


def test_P_PLACE_refusals():
    g = start()
    g.play(Indicate(0))
    g.play(Designate(A))
    r = refusal(g, Place(0, SPACE["B1"]))
    assert r.rule_id == "P-PLACE" and "B1 is not on Aurora" in r.message()
    r = refusal(g, Place(0, SPACE["Aw"]))
    assert r.rule_id == "P-WHITE" and "white space" in r.message()
    r = refusal(g, Place(0, SPACE["A1"], True))
    assert r.rule_id == "P-PLACE" and "face down" in r.message()
    assert refusal(g, Place(0, SPACE["A1"], 1)).rule_id == "P-OXYGEN"
    assert refusal(g, Place(4, SPACE["A1"])).rule_id == "P-PLACE"
    assert refusal(g, Place(0, 99)).rule_id == "P-PLACE"
    assert refusal(g, Indicate(0)).rule_id == "P-PLACE"
    assert refusal(g, Flip(1)).rule_id == "P-PLACE"
    assert refusal(g, Give(0)).rule_id == "P-PLACE"
    g2 = game_at(
        pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], {"A1": "m2"}, phase="place", indicated=0, designated="A")
    )
    r = refusal(g2, Place(0, SPACE["A1"]))
    assert r.rule_id == "P-PLACE" and "already taken" in r.message()


def test_P_WHITE_oxygen_only_on_white_spaces():
    g = game_at(pos([["o1", "p1", "w1"], ["i1", "a1", "w2"]], phase="place", indicated=0, designated="A"))
    r = refusal(g, Place(0, SPACE["A2"]))
    assert r.rule_id == "P-WHITE" and "only go on a white space" in r.message()
    assert Place(0, SPACE["Aw"]) in g.legal_actions()


def test_P_DRAW_the_drawn_need_is_private_the_colour_public():
    g = start()
    g.play(Indicate(0))
    g.play(Designate(A))
    ev = g.play(Place(0, SPACE["A1"]))
    drawn = g.state.hands[0][-1]
    assert g.state.known[drawn] == 0b01
    need_events = [e for e in ev if e.kind == "draw_need"]
    assert need_events and need_events[0].data["private_to"] == [0]
    assert any("draws a" in x for x in g.narration(observer=1))
    assert not any("You drew" in x for x in g.narration(observer=1))
    assert any("You drew" in x for x in g.narration(observer=0))
    assert "need" in g.view(0)["players"][0]["hand"][-1]
    assert "need" not in g.view(1)["players"][0]["hand"][-1]


def test_P_DRAW_empty_bag_no_draw():
    g = game_at(
        pos(
            [["m1", "p1"], ["i1", "a1"]],
            opened=True,
            phase="place",
            indicated=0,
            designated="A",
            discarded=["b1", "b2"],
            fill=True,
            free=("A1", "B1"),
        )
    )
    assert g.state.bag == []
    g.play(Place(0, SPACE["A1"]))
    assert g.state.hands[0] == [PAWN["p1"]]


def test_P_R_EMPTY_HAND_players_without_pawns_miss_their_turn():
    g = game_at(
        pos(
            [["m1"], [], ["i1"]],
            opened=True,
            phase="place",
            indicated=0,
            designated="A",
            discarded=["b1", "b2"],
            fill=True,
            free=("A1", "B1"),
        )
    )
    ev = g.play(Place(0, SPACE["A1"]))
    assert "skip_empty" in [e.kind for e in ev]
    assert g.state.turn == 2


def test_describe_actions_in_words():
    g = start()
    words = [g.rules.describe(a) for a in g.legal_actions()]
    assert words == ["indicate the pawn in slot 0", "indicate the pawn in slot 1", "indicate the pawn in slot 2"]
    assert "need side up" in g.rules.describe(Place(0, SPACE["Aw"], True))
    assert g.rules.describe(Designate(B)) == "designate Boreal"
