"""Rules of planet's turn flow (genesis_nb/planet/flow.py) that no test pinned, each found as a surviving
mutant (scripts/mutation.py): every test here fails with one of those slips in place.

The events a game tells are checked whole: their rule, their data (each names the player and, where a
player acts, the seat), and what they say; positions by writing them out and reading them back."""

from __future__ import annotations

import pytest
from planet_helpers import OPTION_SETS, PAWN, SPACE, game_at, pos, random_game, unchecked_game

from genesis_nb.planet import RULES as PLANET_RULES
from genesis_nb.planet import (
    Exchange,
    Look,
    LookMove,
    NotationError,
    Place,
    Skip,
    from_position,
    new_game,
)
from genesis_nb.planet.boarddata import Board, default_board

#: every event a player's decision or the turn's flow may cause: its rule and the keys of its data
SHAPES = {
    "turn": ("P-TURN", {"player", "seat", "designator"}),
    "skip_empty": ("P-R-EMPTY-HAND", {"player", "seat"}),
    "cannot_place": ("P-R-CANNOT-PLACE", {"player", "seat"}),
    "indicate": ("P-INDICATE", {"player", "seat", "slot", "colour"}),
    "designate": ("P-DESIGNATE", {"player", "seat", "active", "continent", "index"}),
    "cannot_place_here": ("P-R-CANNOT-PLACE", {"player", "seat", "continent"}),
    "place": ("P-PLACE", {"player", "seat", "colour", "space", "continent", "indicated"}),
    "skip_action": ("P-R-OX-OPTIONAL", {"player", "seat"}),
    "flip": ("P-OX-FLIP", {"player", "seat", "space", "colour", "need"}),
    "flip_down": ("P-R-FLIP", {"player", "seat", "space", "colour"}),
    "exchange": ("P-OX-EXCHANGE", {"player", "seat", "first", "second", "colour1", "colour2"}),
    "look": ("P-OX-LOOK", {"player", "seat", "space", "colour"}),
    "look_back": ("P-R-LOOK-STAY", {"player", "seat", "space"}),
    "look_move": ("P-OX-LOOK", {"player", "seat", "from", "to", "colour"}),
    "bacterium": ("P-BACTERIA", {"player", "seat", "action"}),
    "share_choice": ("P-BAC-SHARE", {"player", "seat"}),
    "share_nothing": ("P-R-SHARE-ANY", {"player", "seat"}),
    "share_pass": ("P-BAC-SHARE", {"player", "seat", "to", "colour"}),
    "bacteria_move": ("P-BAC-MOVE", {"player", "seat", "from", "to", "colour", "continent"}),
    "move_nothing": ("P-BAC-MOVE", {"player"}),
    "continent": (
        "P-SCORE",
        {"continent", "validated", "elements", "oxygen", "element_points", "oxygen_points", "result"},
    ),
}


def check_event(e, names):
    """The event's rule and data keys as SHAPES says; its seat is its player's; a turn names the player
    to the right as designator, a designation the player to the designator's left as active."""
    rule, keys = SHAPES[e.kind]
    assert (e.rule, set(e.data)) == (rule, keys), e
    d, n = e.data, len(names)
    if "seat" in d:
        assert d["player"] == names[d["seat"]], e
    if e.kind == "turn":
        assert d["designator"] == names[(d["seat"] - 1) % n], e
    if e.kind == "designate":
        assert d["active"] == names[(d["seat"] + 1) % n], e
    if e.kind == "continent":
        assert d["element_points"] == {"n": d["elements"], "word": "point"}, e
        assert d["oxygen_points"] == {"n": d["oxygen"], "word": "point"}, e
        assert d["result"] == ("word.validated" if d["validated"] else "word.not_validated"), e


def checked(g, ev):
    for e in ev:
        if e.kind in SHAPES:
            check_event(e, g.state.names)
    return [e.kind for e in ev]


def test_every_event_of_random_games_has_its_rule_its_data_and_the_right_players():
    """P-TURN / P-DESIGNATE and every other step: over random games of 2 to 4 players with every set of
    options, each event names its rule, carries its data, and names the players at the right seats."""
    seen = set()
    for seed in range(42):
        g = random_game(seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        seen |= set(checked(g, g.events("all")))
    assert {"turn", "designate", "indicate", "place", "flip", "exchange", "look", "look_move"} <= seen
    assert {"bacterium", "share_choice", "share_pass", "bacteria_move", "continent", "cannot_place_here"} <= seen


def test_P_TURN_a_3_player_game_names_each_designator_and_designating_player():
    """P-TURN / P-DESIGNATE with three players: the player to the right of the active one designates."""
    for seed in range(3):
        g = random_game(seed, players=3)
        turns = [e.data for e in g.events("all") if e.kind == "turn"]
        assert {t["seat"] for t in turns} == {0, 1, 2}
        designations = [e.data for e in g.events("all") if e.kind == "designate"]
        assert {d["seat"] for d in designations} == {0, 1, 2}
        checked(g, g.events("all"))


def test_P_R_EMPTY_HAND_a_player_without_pawns_is_skipped_and_the_turn_goes_on_clockwise():
    """P-R-EMPTY-HAND: Ann places her last pawn; Bo holds none and misses his turn; Cy plays next (Ann,
    with an empty hand too, is not asked again)."""
    text = pos(
        [["m1"], [], ["p4"]],
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        discarded=["b1", "b2"],
        fill=True,
        free=("A1", "B1"),
    )
    g = game_at(text)
    ev = g.play(Place(0, SPACE["A1"]))
    assert checked(g, ev) == ["place", "skip_empty", "turn"]
    assert ev[1].data == {"player": "Bo", "seat": 1} and ev[2].data["player"] == "Cy" and g.state.turn == 2


def test_P_R_CANNOT_PLACE_a_player_whose_pawns_fit_nowhere_passes_and_the_next_plays():
    """P-R-CANNOT-PLACE: Bo holds only an oxygen and every white space in play is taken (Delta's is set
    aside): his turn passes; Cy, to his left, plays."""
    hands = [["m1", "p1", "w3"], ["o4"], ["p4", "i1", "a1"]]
    text = pos(hands, {"Aw": "o1v0", "Bw": "o2v1", "Cw": "o3v2"}, phase="place", indicated=0, designated="A")
    g = game_at(text)
    ev = g.play(Place(0, SPACE["A1"]))
    assert checked(g, ev) == ["place", "draw", "draw_need", "cannot_place", "turn"]
    assert ev[3].data == {"player": "Bo", "seat": 1} and ev[4].data["player"] == "Cy" and g.state.turn == 2
    assert "None of Bo's pawns fits on any continent in play" in g.narration()[-2]


def placing(hand0, board, **options):
    """Ann (2 players) must place on Aurora; the aside continent Delta is closed."""
    return game_at(pos([hand0, ["i1", "a1", "w2"]], board, phase="place", indicated=0, designated="A"), **options)


def test_P_OX_FLIP_a_flip_with_only_face_up_pawns_on_its_continent_does_nothing():
    """P-OX-FLIP / P-R-FLIP: the flip turns a face-down pawn; with only face-up pawns on its continent
    (and no flip_back) it has nothing to act on; with flip_back it turns one face down."""
    g = placing(["o1", "m1", "w1"], {"A1": "m4^1", "B1": "p2v1"})
    ev = g.play(Place(0, SPACE["Aw"], True))
    assert "no_target" in checked(g, ev) and g.state.phase == "indicate"
    g = placing(["o1", "m1", "w1"], {"A1": "m4^1", "B1": "p2v1"}, flip_back=True)
    g.play(Place(0, SPACE["Aw"], True))
    assert g.state.phase == "flip"
    assert checked(g, g.play(g.legal_actions()[0]))[0] == "flip_down"


def test_P_OX_EXCHANGE_needs_a_pawn_on_its_continent_and_another_anywhere():
    """P-OX-EXCHANGE: two pawns, one at least on the oxygen's continent: with the only placed pawn on
    Aurora, or with pawns only elsewhere, the exchange has nothing to act on; one on Aurora and one
    elsewhere are enough (the event gives the colour of the pawn that was on each space)."""
    for board in ({"A1": "m4v1"}, {"B1": "m4v1", "B2": "p2v1"}):
        g = placing(["o3", "m1", "w1"], board)
        ev = g.play(Place(0, SPACE["Aw"], True))
        assert "no_target" in checked(g, ev) and g.state.phase == "indicate" and g.state.turn == 1
    g = placing(["o3", "m1", "w1"], {"A1": "m4v1", "B1": "p2v1"})
    g.play(Place(0, SPACE["Aw"], True))
    assert g.state.phase == "exchange" and g.legal_actions() == [Exchange(SPACE["A1"], SPACE["B1"])]
    ev = g.play(Exchange(SPACE["A1"], SPACE["B1"]))
    assert ev[0].data["colour1"] == "word.colour.brown" and ev[0].data["colour2"] == "word.colour.green"
    checked(g, ev)


def move_drawn_next(hand0, board, free, **options):
    """Ann places on Aurora; the bag holds only the move bacterium, which she draws."""
    text = pos(
        [hand0, ["i1", "a1", "w2"]],
        board,
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b2"],
        discarded=["b1"],
        fill=True,
        free=free,
    )
    return game_at(text, **options)


def same_when_read_back(g):
    again = from_position(g.notation(), options=g.rules.options.to_json())
    return again.state == g.state


@pytest.mark.parametrize("how", ["skip", "look_move", "look_back", "no_target"])
def test_after_an_oxygen_action_no_target_is_left_while_the_move_bacterium_waits(how):
    """P-OX-*: once the oxygen's action is done, declined or impossible, no continent or space stays
    targeted: the position waiting for the move bacterium reads back the same from its notation."""
    free = ("A2", "A3", "B2", "Aw")
    if how == "skip":
        g = move_drawn_next(["o1", "m1", "w1"], {"A1": "m4v1", "B1": "p2v1"}, free, oxygen_optional=True)
        g.play(Place(0, SPACE["Aw"], True))
        ev = g.play(Skip())
    elif how == "no_target":
        g = move_drawn_next(["o1", "m1", "w1"], {"A1": "m4^1", "B1": "p2v1"}, free + ("A4",))
        ev = g.play(Place(0, SPACE["Aw"], True))[2:]
    else:
        g = move_drawn_next(["o4", "m1", "w1"], {"A1": "m4v1", "B1": "p2v1"}, free)
        g.play(Place(0, SPACE["Aw"], True))
        g.play(Look(SPACE["A1"]))
        ev = g.play(LookMove(SPACE["A2"] if how == "look_move" else SPACE["A1"]))
    first = {"skip": "skip_action", "no_target": "no_target", "look_move": "look_move", "look_back": "look_back"}
    assert checked(g, ev) == [first[how], "bacterium"]
    assert g.state.phase == "bacteria_move" and g.state.target == -1
    assert " target=- " in g.notation() and same_when_read_back(g)


def share_drawn(hands, free, **options):
    """Ann places on Aurora and draws; the bag holds the share bacterium and m3. Only games where the
    bacterium comes first are returned, with the events of Ann's placing."""
    text = pos(
        hands,
        {"B1": "p2v1"},
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b1", "m3"],
        discarded=["b2"],
        fill=True,
        free=free,
    )
    out = []
    for seed in range(6):
        g = game_at(text, seed=seed, **options)
        draws = g.state.draws
        ev = g.play(Place(0, SPACE["A1"]))
        if ev[1].kind == "bacterium":
            out.append((g, ev, g.state.draws - draws))
    assert out, "no seed draws the bacterium first"
    return out


RANDOM_SHARE = ([["m1", "p1", "w1"], ["o4"], ["i1", "o3"]], ("A1", "A2", "A3", "C1", "Aw", "Dw"))


def test_P_R_SHARE_PICK_random_picks_pass_an_oxygen_when_oxygen_may_be_passed():
    """P-R-SHARE-PICK 'random' with P-R-SHARE-ANY share_oxygen: Bo, holding only an oxygen, passes it;
    each pick is a draw of chance (one each); then Ann draws her pawn."""
    for g, ev, draws in share_drawn(*RANDOM_SHARE, share_pick="random"):
        kinds = checked(g, ev)
        assert kinds[1:6] == ["bacterium", "share_pass", "share_need", "share_pass", "share_need"]
        passes = {e.data["player"]: e.data["colour"] for e in ev if e.kind == "share_pass"}
        assert passes["Bo"] == "word.colour.white" and len(passes) == 3
        assert kinds[-3:] == ["draw", "draw_need", "turn"] and PAWN["m3"] in g.state.hands[0]
        assert draws == 1 + 3 + 1  # the bacterium, three picks, the pawn
        assert same_when_read_back(g)


def test_P_R_SHARE_PICK_random_picks_never_pass_an_oxygen_without_share_oxygen():
    """P-R-SHARE-PICK 'random' without share_oxygen: Bo (only an oxygen) passes nothing, Cy passes her
    insect, never her oxygen; two picks, two draws of chance."""
    for g, ev, draws in share_drawn(*RANDOM_SHARE, share_pick="random", share_oxygen=False):
        kinds = checked(g, ev)
        assert "share_nothing" in kinds
        nothing = [e.data for e in ev if e.kind == "share_nothing"]
        assert nothing == [{"player": "Bo", "seat": 1}]
        passes = {e.data["player"]: e.data["colour"] for e in ev if e.kind == "share_pass"}
        assert passes == {"Ann": passes["Ann"], "Cy": "word.colour.black"} and passes["Ann"] != "word.colour.white"
        assert kinds[-3:] == ["draw", "draw_need", "turn"] and draws == 1 + 2 + 1


def test_P_R_SHARE_ANY_when_nobody_can_pass_the_share_ends_at_once_and_the_player_draws_again():
    """P-R-SHARE-ANY / P-BACTERIA: Ann has no pawn left and Bo only an oxygen (share_oxygen off): each is
    told they pass nothing, the share is over, and Ann draws again."""
    for g, ev, _ in share_drawn([["m1"], ["o4"]], ("A1", "A2", "Aw"), share_oxygen=False):
        assert checked(g, ev) == [
            "place",
            "bacterium",
            "share_nothing",
            "share_nothing",
            "draw",
            "draw_need",
            "turn",
        ]
        assert [e.data for e in ev[2:4]] == [{"player": "Ann", "seat": 0}, {"player": "Bo", "seat": 1}]
        assert g.state.share == [] and g.state.hands[0] == [PAWN["m3"]] and same_when_read_back(g)
        assert "Bo has nothing to pass." in g.narration()


def test_P_BAC_SHARE_a_choice_is_announced_and_its_pawn_told_only_to_the_chooser():
    """P-BAC-SHARE (choose): each choice is announced to all (who chose), its pawn only to the chooser."""
    g, ev, _ = share_drawn(*RANDOM_SHARE)[0]
    assert g.state.phase == "share" and g.actor == 0
    ev = g.play(g.legal_actions()[0])
    assert [e.kind for e in ev] == ["share_choice", "share_choice_mine"]
    assert ev[0].data == {"player": "Ann", "seat": 0} and ev[1].data["private_to"] == [0]
    checked(g, ev)
    assert "Ann has chosen a pawn to pass." in g.narration(observer=1)


def test_P_BAC_MOVE_with_no_free_element_space_the_move_does_nothing():
    """P-BAC-MOVE: the move bacterium needs a free element space; with none it does nothing (said so)."""
    text = pos(
        [["m1"], ["o4"]],
        {"B1": "p2v1"},
        phase="place",
        indicated=0,
        designated="A",
        opened=True,
        bag=["b2"],
        discarded=["b1"],
        fill=True,
        free=("A1", "Aw"),
    )
    g = game_at(text)
    ev = g.play(Place(0, SPACE["A1"]))
    assert checked(g, ev) == ["place", "bacterium", "move_nothing", "turn"]
    assert ev[2].data == {"player": "Ann"}
    assert "No pawn can be moved to another continent: the move bacterium does nothing." in g.narration()


def test_P_SCORE_each_continent_s_points_are_told_with_the_right_words():
    """P-SCORE: each continent's result names its points in words ("1 point", "5 points")."""
    g = random_game(3)
    lines = [x for x in g.narration() if "for elements and" in x]
    assert len(lines) == 4 and all(" for oxygen." in x for x in lines)
    for e in g.events("all"):
        if e.kind == "continent":
            d = e.data
            n = d["oxygen"]
            assert f"{n} point{'' if n == 1 else 's'} for oxygen" in g.rules.narrate(e)
            assert isinstance(d["validated"], bool)


def test_P_ASIDE_OPEN_the_bag_stays_sorted_when_the_bacteria_join_it():
    """P-ASIDE-OPEN: the bacteria go into the bag, which stays sorted, also on a board (a Board object,
    built past the front's check) whose bacteria are not its last pawns."""
    b = default_board()
    order = ("oxygen", "water", "bacteria", "plant", "insect", "animal", "mineral")
    board = Board(b.trays, b.soils, tuple(p for k in order for p in b.pawns if p.kind == k))
    hands = [["m1", "w3", "o1"], ["i1", "a1", "w2"]]
    text = pos(hands, {"A1": "m4v1", "A2": "w1v1", "A3": "p2v1"}, phase="place", indicated=0, designated="A")
    g = unchecked_game(board, text)
    assert g.state.bag == sorted(g.state.bag) and max(g.state.bag) > max(g.state.tray)
    ev = g.play(Place(0, SPACE["A4"]))
    assert "open" in [e.kind for e in ev] and g.state.tray == []
    assert g.state.bag == sorted(g.state.bag)


def test_a_position_waiting_for_a_bacterium_that_was_never_drawn_is_refused():
    """P-BACTERIA: a bacterium acts only once drawn, and is then discarded; a written position waiting for
    the move bacterium's move while that bacterium still lies on the set-aside tray (or in the bag)
    cannot come from a game."""
    board = {"A1": "m4v1", "B1": "w1v0", "B2": "p1v0", "B3": "p2v0", "B4": "i2v0"}
    hands = [["m1", "w3", "o1"], ["i1"]]
    for extra in ({"opened": False}, {"opened": True, "discarded": ["b1"]}):
        with pytest.raises(NotationError):
            game_at(pos(hands, board, phase="bacteria_move", **extra))


def test_a_bacterium_phase_needs_its_bacterium_drawn_last_and_says_so():
    """P-BACTERIA: the move (or share) bacterium being acted on is the last one discarded; with it there
    the position is accepted, without it the refusal says why."""
    board = {"A1": "m4v1", "B1": "w1v0", "B2": "p1v0", "B3": "p2v0", "B4": "i2v0"}
    hands = [["m1", "w3", "o1"], ["i1"]]
    with pytest.raises(NotationError, match="the move bacterium acts only once drawn"):
        game_at(pos(hands, board, phase="bacteria_move", opened=True, discarded=["b1"]))
    g = game_at(pos(hands, board, phase="bacteria_move", opened=True, discarded=["b1", "b2"]))
    assert g.legal_actions()
    with pytest.raises(NotationError, match="the share bacterium acts only once drawn"):
        game_at(pos(hands, board, phase="share", opened=True, discarded=["b1", "b2"], share="-,-"))


def test_P_SETUP_AID_rules_made_for_other_options_carry_the_whole_aid_too():
    """P-SETUP-AID: rules made for options of their own (built inside this test, not at import) list
    every pawn's need in the aid, kind by kind, each need once."""
    from genesis_nb.planet import rules_for

    rules = rules_for(None, {"share_oxygen": False})
    assert rules is not PLANET_RULES
    board = rules.board
    for kind in {p.kind for p in board.pawns}:
        mine = sorted((p.need_data() for p in board.pawns if p.kind == kind), key=lambda d: d["code"])
        assert rules.aid[kind] == mine
    view = new_game(2, seed=1, options={"share_oxygen": False}).view("public")
    assert {k: len(v) for k, v in view["aid"].items()} == {k: len(v) for k, v in rules.aid.items()}
