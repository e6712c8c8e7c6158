"""The set-aside continent opens; bacteria: shown, applied (share, move), discarded, draw again."""

from __future__ import annotations

from planet_helpers import PAWN, SPACE, check_conservation, game_at, pos, refusal

from genesis_nb.planet import BacteriaMove, Give, Place

A, B, C, D = range(4)


def test_P_ASIDE_OPEN_when_a_first_continent_has_its_element_spaces_filled():
    """P-ASIDE-OPEN: filling A's four element spaces (its white space still empty) opens D; bacteria to the bag."""
    board = {"A1": "m4v1", "A2": "w3v1", "A3": "p2v1"}
    g = game_at(
        pos([["i2", "m1", "w1"], ["i1", "a1", "w2"]], board, phase="place", indicated=0, designated="A"), seed=1
    )
    assert not g.state.opened
    ev = g.play(Place(0, SPACE["A4"]))
    kinds = [e.kind for e in ev]
    assert "open" in kinds
    assert g.state.opened and g.state.tray == []
    check_conservation(g.state)
    assert g.view("public")["continents"][D]["in_play"]
    assert any("Delta comes into play" in x for x in g.narration(observer="public"))


def test_P_ASIDE_OPEN_the_oxygen_does_not_count():
    """A continent with its white space filled but an element space free is not complete."""
    board = {"A1": "m4v1", "A2": "w3v1", "Aw": "o2v1"}
    g = game_at(pos([["i2", "m1", "w1"], ["i1", "a1", "w2"]], board, phase="place", indicated=0, designated="B"))
    g.play(Place(0, SPACE["B1"]))
    assert not g.state.opened


def share_game(n=3, **options):
    """Ann places her last pawn but two; the bag holds only the share bacterium."""
    hands = [["m1", "p1", "o1"], ["i1", "a1", "w2"], ["w3", "p4"]][:n]
    text = pos(
        hands,
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b1"],
        discarded=["b2"],
        fill=True,
        free=("A1", "A2", "B1", "B2", "C1", "D1", "D2", "Cw"),
    )
    return game_at(text, **options)


def test_P_BAC_SHARE_choices_hidden_then_passed_together():
    """P-BAC-SHARE / P-R-SHARE-PICK: each chooses in turn from the drawer; choices stay hidden until all pass."""
    g = share_game()
    ev = g.play(Place(0, SPACE["A1"]))
    assert [e.kind for e in ev][-1] == "bacterium" and g.state.phase == "share"
    assert g.actor == 0 and PAWN["b1"] in g.state.discarded
    assert set(g.legal_actions()) == {Give(0), Give(1)}
    g.play(Give(1))  # Ann passes the oxygen o1
    assert g.actor == 1
    v1 = g.view(1)["pending"]
    assert v1 == {"chosen": [True, False, False]}  # Bo does not see what Ann chose
    assert g.view(0)["pending"]["mine"] == 1
    assert not any("You will pass" in x for x in g.narration(observer=1))
    assert not any("You will pass" in x for x in g.narration())  # nor does anybody at the screen
    assert any("You will pass" in x for x in g.narration(observer=0))  # Ann is told her own choice
    assert refusal(g, Give(3)).rule_id == "P-BAC-SHARE"
    assert refusal(g, Place(0, SPACE["A2"])).rule_id == "P-BAC-SHARE"
    g.play(Give(0))  # Bo passes i1
    assert g.actor == 2
    ev = g.play(Give(1))  # Cy passes p4
    s = g.state
    assert s.hands[0] == [PAWN["p1"], PAWN["p4"]]
    assert s.hands[1] == [PAWN["a1"], PAWN["w2"], PAWN["o1"]]
    assert s.hands[2] == [PAWN["w3"], PAWN["i1"]]
    assert s.known[PAWN["o1"]] & 0b011 == 0b011 and not s.known[PAWN["o1"]] & 0b100
    assert "need" in g.view(1)["players"][1]["hand"][2] and "need" not in g.view(2)["players"][1]["hand"][2]
    passes = [e for e in ev if e.kind == "share_pass"]
    assert len(passes) == 3
    assert [e.data["private_to"] for e in ev if e.kind == "share_need"] == [[0, 1], [1, 2], [0, 2]]
    assert s.phase == "indicate" and s.turn == 1 and s.bag == []  # drew again: the bag was empty
    check_conservation(s)


def test_P_R_SHARE_PICK_option_random():
    g = share_game(share_pick="random")
    ev = g.play(Place(0, SPACE["A1"]))
    assert sum(1 for e in ev if e.kind == "share_pass") == 3
    assert g.state.phase == "indicate"
    check_conservation(g.state)


def test_P_R_SHARE_ANY_oxygen_may_be_passed_unless_the_option():
    g = share_game(share_oxygen=False)
    g.play(Place(0, SPACE["A1"]))
    assert set(g.legal_actions()) == {Give(0)}
    assert refusal(g, Give(1)).rule_id == "P-R-SHARE-ANY"


def test_P_R_SHARE_ANY_an_empty_hand_passes_nothing_but_receives():
    hands = [["m1", "p1"], [], ["w3", "p4"]]
    text = pos(
        hands,
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b1"],
        discarded=["b2"],
        fill=True,
        free=("A1", "A2", "B1", "D1"),
    )
    g = game_at(text)
    ev = g.play(Place(0, SPACE["A1"]))
    g.play(Give(0))
    ev = g.play(Give(0))
    assert "share_nothing" in [e.kind for e in ev]
    s = g.state
    assert s.hands == [[PAWN["w3"]], [PAWN["p1"]], [PAWN["p4"]]]


def move_game(**options):
    hands = [["m1", "p1", "o1"], ["i1", "a1", "w2"]]
    text = pos(
        hands,
        {"B1": "p2v1"},
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b2"],
        discarded=["b1"],
        fill=True,
        free=("A1", "A2", "C1", "D1", "Cw"),
    )
    return game_at(text, **options)


def test_P_BAC_MOVE_a_placed_pawn_to_another_continent_not_turned_over():
    g = move_game()
    g.play(Place(0, SPACE["A1"]))
    assert g.state.phase == "bacteria_move" and g.actor == 0
    legal = set(g.legal_actions())
    assert BacteriaMove(SPACE["B1"], SPACE["A2"]) in legal
    assert BacteriaMove(SPACE["A1"], SPACE["A2"]) not in legal  # same continent
    r = refusal(g, BacteriaMove(SPACE["A1"], SPACE["A2"]))
    assert r.rule_id == "P-BAC-MOVE" and "same continent" in r.message()
    assert refusal(g, BacteriaMove(SPACE["Aw"], SPACE["Cw"])).rule_id == "P-R-MOVE-WHAT"
    assert refusal(g, BacteriaMove(SPACE["B1"], SPACE["Cw"])).rule_id == "P-WHITE"
    assert refusal(g, BacteriaMove(SPACE["B1"], SPACE["C2"])).rule_id == "P-BAC-MOVE"  # occupied
    assert refusal(g, BacteriaMove(SPACE["D1"], SPACE["C1"])).rule_id == "P-BAC-MOVE"  # empty
    known = list(g.state.known)
    g.play(BacteriaMove(SPACE["B1"], SPACE["D1"]))
    s = g.state
    assert s.board[SPACE["D1"]] == PAWN["p2"] and s.board[SPACE["B1"]] == -1
    assert not s.up[PAWN["p2"]] and s.known == known and s.placer[PAWN["p2"]] == 1
    assert s.phase == "indicate" and s.turn == 1


def test_P_BAC_MOVE_does_nothing_when_no_move_is_possible():
    hands = [["m1"], []]
    text = pos(
        hands,
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b2"],
        discarded=["b1"],
        fill=True,
        free=("A1",),
    )
    g = game_at(text)
    ev = g.play(Place(0, SPACE["A1"]))
    kinds = [e.kind for e in ev]
    assert "move_nothing" in kinds and g.is_over


def test_P_R_END_BACTERIA_bacteria_left_in_the_bag_are_played_or_not():
    """Reading: the last turn still draws, so a bacterium left in the bag is played (with every element
    space full it can do nothing); option 'stop': the game ends at once and it stays in the bag."""
    for bacterium, other in (("b1", "b2"), ("b2", "b1")):
        text = pos(
            [["m1"], []],
            phase="place",
            indicated=0,
            designated="A",
            opened=True,
            bag=[bacterium],
            discarded=[other],
            fill=True,
            free=("A1",),
        )
        g = game_at(text)
        ev = g.play(Place(0, SPACE["A1"]))
        assert g.is_over and "bacterium" in [e.kind for e in ev] and g.state.bag == []
        g2 = game_at(text, end_bacteria="stop")
        ev2 = g2.play(Place(0, SPACE["A1"]))
        assert g2.is_over and "bacterium" not in [e.kind for e in ev2]
        assert g2.state.bag == [PAWN[bacterium]]
        assert g.scores().team == g2.scores().team
        check_conservation(g2.state)


def test_P_BACTERIA_shown_to_all_and_drawn_again():
    """P-BACTERIA: bacteria are never kept: after one acts, the player draws again."""
    hands = [["m1", "p1", "o1"], ["i1", "a1", "w2"]]
    text = pos(
        hands,
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b2", "w3"],
        discarded=["b1"],
        fill=True,
        free=("A1", "A2", "C1", "D1", "D2"),
    )
    outcomes = set()
    for seed in range(20):
        g = game_at(text, seed=seed)
        g.play(Place(0, SPACE["A1"]))
        if g.state.phase == "bacteria_move":
            assert g.state.turn == 0
            g.play(g.legal_actions()[0])
            outcomes.add("bacterium first")
            assert PAWN["b2"] in g.state.discarded and g.state.bag == []
        else:
            outcomes.add("water first")
            assert g.state.bag == [PAWN["b2"]]
        assert PAWN["w3"] in g.state.hands[0]  # either way Ann ends holding the water
        assert all(p != PAWN["b2"] for h in g.state.hands for p in h)
    assert outcomes == {"bacterium first", "water first"}


def test_bacteria_stay_off_the_bag_until_the_continent_opens():
    from genesis_nb.planet import new_game

    g = new_game(2, seed=4)
    while not g.state.opened and not g.is_over:
        assert all(g.rules.kind[p] != 6 for p in g.state.bag)
        g.play(g.legal_actions()[0])
    assert g.state.opened
