"""Oxygen: element side up (a point) or need side up (flip, exchange, look-move at once)."""

from __future__ import annotations

from planet_helpers import PAWN, SPACE, game_at, pos, refusal

from genesis_nb.planet import Exchange, Flip, Look, LookMove, Place, Skip


def placing(hand0, board, n=2, **kw):
    hands = [hand0] + [["i1", "a1", "w2"], ["i4", "a4"], ["p4"]][: n - 1]
    return game_at(pos(hands, board, phase="place", indicated=0, designated="A"), **kw)


def on(g, label):
    return g.state.board[SPACE[label]]


def space_view(g, obs, label):
    v = g.view(obs)
    return next(sp for c in v["continents"] for sp in c["spaces"] if sp["label"] == label)


def test_P_OXYGEN_element_side_up_scores_one_and_keeps_the_action_secret():
    """P-OXYGEN: element side up: no action, 1 point; only the placer knows which action it had."""
    g = placing(["o3", "m1", "w1"], {"A1": "m4v1"})
    ev = g.play(Place(0, SPACE["Aw"], False))
    assert [e.kind for e in ev][:2] == ["place", "oxygen_point"]
    assert g.state.phase == "indicate" and g.state.turn == 1  # no action: on to the draw, next turn
    assert "need" in space_view(g, 0, "Aw")["pawn"]
    assert "need" not in space_view(g, 1, "Aw")["pawn"]
    assert "need" not in space_view(g, "public", "Aw")["pawn"]
    assert g.scores().rows["Aurora"]["oxygen"] == 1


def test_P_OXYGEN_need_side_up_shows_the_action_to_all_and_triggers_it():
    g = placing(["o1", "m1", "w1"], {"A1": "m4v1", "A2": "p2v1"})
    ev = g.play(Place(0, SPACE["Aw"], True))
    assert ev[1].kind == "oxygen_action" and ev[1].data["action"] == "word.action.flip"
    assert g.state.phase == "flip" and g.actor == 0
    for obs in (0, 1, "public"):
        assert space_view(g, obs, "Aw")["pawn"]["need"]["action"] == "flip"
        assert g.view(obs)["pending"]["action"] == "flip"
    assert g.scores().rows["Aurora"]["oxygen"] == 0


def test_P_OX_FLIP_reveals_the_need_to_everyone():
    g = placing(["o1", "m1", "w1"], {"A1": "m4v1", "A2": "p2v1"}, n=3)
    g.play(Place(0, SPACE["Aw"], True))
    assert set(g.legal_actions()) == {Flip(SPACE["A1"]), Flip(SPACE["A2"])}
    r = refusal(g, Flip(SPACE["B1"]))
    assert r.rule_id == "P-OX-FLIP" and "own continent" in r.message()
    assert refusal(g, Flip(SPACE["A3"])).rule_id == "P-OX-FLIP"
    assert refusal(g, Flip(SPACE["Aw"])).rule_id == "P-OX-FLIP"
    assert "need" not in space_view(g, 2, "A1")["pawn"]
    ev = g.play(Flip(SPACE["A1"]))
    assert ev[0].kind == "flip"
    for obs in (0, 1, 2, "public"):
        assert space_view(g, obs, "A1")["pawn"]["need"] == {
            "code": "mineral:on:lava",
            "kind": "mineral",
            "soil": "lava",
        }
    assert any("flips the brown (mineral) pawn on A1: it must lie on lava soil" in x for x in g.narration(observer=2))


def test_P_R_FLIP_a_face_up_pawn_cannot_be_flipped_back_unless_the_option():
    board = {"A1": "m4^1", "A2": "p2v1"}
    g = placing(["o1", "m1", "w1"], board)
    g.play(Place(0, SPACE["Aw"], True))
    r = refusal(g, Flip(SPACE["A1"]))
    assert r.rule_id == "P-R-FLIP"
    g = placing(["o1", "m1", "w1"], board, flip_back=True)
    g.play(Place(0, SPACE["Aw"], True))
    ev = g.play(Flip(SPACE["A1"]))
    assert ev[0].kind == "flip_down" and not g.state.up[PAWN["m4"]]
    assert "need" in space_view(g, 0, "A1")["pawn"]  # those who saw it still know it


def test_P_OXYGEN_an_action_with_nothing_to_act_on_does_nothing():
    g = placing(["o1", "m1", "w1"], {"B1": "m4v1"})
    ev = g.play(Place(0, SPACE["Aw"], True))
    assert "no_target" in [e.kind for e in ev]
    assert g.state.phase == "indicate" and g.state.turn == 1


def test_P_OX_EXCHANGE_swaps_two_pawns_one_at_least_on_the_continent():
    board = {"A1": "m4^1", "B1": "p2v1", "B2": "i2v1", "C1": "a2v1"}
    g = placing(["o3", "m1", "w1"], board)
    g.play(Place(0, SPACE["Aw"], True))
    assert g.state.phase == "exchange"
    legal = set(g.legal_actions())
    assert Exchange(SPACE["A1"], SPACE["B1"]) in legal and Exchange(SPACE["B1"], SPACE["B2"]) not in legal
    r = refusal(g, Exchange(SPACE["B1"], SPACE["C1"]))
    assert r.rule_id == "P-OX-EXCHANGE" and "at least one" in r.message()
    assert refusal(g, Exchange(SPACE["A1"], SPACE["A1"])).rule_id == "P-OX-EXCHANGE"
    assert refusal(g, Exchange(SPACE["A1"], SPACE["C2"])).rule_id == "P-OX-EXCHANGE"
    assert refusal(g, Exchange(SPACE["A1"], SPACE["Aw"])).rule_id == "P-OX-EXCHANGE"
    assert g.why_not(Exchange(SPACE["B1"], SPACE["A1"])) is None  # either order
    g.play(Exchange(SPACE["B1"], SPACE["A1"]))
    assert on(g, "A1") == PAWN["p2"] and on(g, "B1") == PAWN["m4"]
    assert g.state.up[PAWN["m4"]] and not g.state.up[PAWN["p2"]]  # neither is turned over


def test_P_OX_LOOK_the_looker_alone_learns_the_need_then_moves_it():
    board = {"A1": "m4v1", "A2": "p2v2"}
    g = placing(["o4", "m1", "w1"], board, n=3)
    g.play(Place(0, SPACE["Aw"], True))
    assert g.state.phase == "look"
    assert refusal(g, Look(SPACE["B1"])).rule_id == "P-OX-LOOK"
    assert refusal(g, Look(SPACE["A3"])).rule_id == "P-OX-LOOK"
    ev = g.play(Look(SPACE["A2"]))
    assert [e.kind for e in ev] == ["look", "look_need"] and ev[1].data["private_to"] == [0]
    assert g.state.phase == "look_move" and g.actor == 0
    assert "need" in space_view(g, 0, "A2")["pawn"]  # the looker
    assert "need" in space_view(g, 2, "A2")["pawn"]  # its placer
    assert "need" not in space_view(g, 1, "A2")["pawn"]  # nobody else
    assert "need" not in space_view(g, "public", "A2")["pawn"]
    assert any("You see the pawn on A2" in x for x in g.narration(observer=0))
    assert not any("You see" in x for x in g.narration(observer=1))
    # P-OX-DEBATE: while the move is chosen, everybody sees what is going on, not the need
    assert g.view(1)["pending"] == {"action": "look_move", "looked": "A2"}
    assert refusal(g, LookMove(SPACE["Bw"])).rule_id == "P-WHITE"
    assert refusal(g, LookMove(SPACE["A1"])).rule_id == "P-OX-LOOK"  # occupied
    assert refusal(g, LookMove(SPACE["D1"])).rule_id == "P-ASIDE-OPEN"  # set aside
    g.play(LookMove(SPACE["C3"]))
    assert on(g, "C3") == PAWN["p2"] and on(g, "A2") == -1 and not g.state.up[PAWN["p2"]]


def test_P_R_LOOK_STAY_the_pawn_may_go_back_unless_the_option():
    board = {"A1": "m4v1"}
    g = placing(["o4", "m1", "w1"], board)
    g.play(Place(0, SPACE["Aw"], True))
    g.play(Look(SPACE["A1"]))
    assert LookMove(SPACE["A1"]) in g.legal_actions()
    ev = g.play(LookMove(SPACE["A1"]))
    assert ev[0].kind == "look_back" and on(g, "A1") == PAWN["m4"]
    g = placing(["o4", "m1", "w1"], board, look_move_stay=False)
    g.play(Place(0, SPACE["Aw"], True))
    g.play(Look(SPACE["A1"]))
    assert LookMove(SPACE["A1"]) not in g.legal_actions()
    assert refusal(g, LookMove(SPACE["A1"])).rule_id == "P-R-LOOK-STAY"


def test_P_R_OX_OPTIONAL_the_action_must_be_done_unless_the_option():
    board = {"A1": "m4v1"}
    g = placing(["o1", "m1", "w1"], board)
    g.play(Place(0, SPACE["Aw"], True))
    assert Skip() not in g.legal_actions()
    assert refusal(g, Skip()).rule_id == "P-R-OX-OPTIONAL"
    g = placing(["o1", "m1", "w1"], board, oxygen_optional=True)
    g.play(Place(0, SPACE["Aw"], True))
    assert Skip() in g.legal_actions()
    ev = g.play(Skip())
    assert ev[0].kind == "skip_action" and not g.state.up[PAWN["m4"]]


def test_P_R_OPEN_ANY_a_look_move_that_fills_a_continent_opens_the_set_aside_one():
    board = {"A1": "m4v1", "B1": "w3v1", "B2": "p2v1", "B3": "i2v1", "B4": "a2v1"}
    g = placing(["o4", "m1", "w1"], board)
    g.play(Place(0, SPACE["Aw"], True))
    g.play(Look(SPACE["A1"]))
    ev = g.play(LookMove(SPACE["B5"]))
    assert "open" in [e.kind for e in ev] and g.state.opened
