"""Tests aimed at genesis_nb/book/checks.py: each refusal names the rule and the fault that comes first,
for hexes on the edge of the numbering (A1, the first hex off the field, the first number past the
board), abilities asked of the wrong piece, graves and characters that do not exist, and a third
repetition reached through an Altar (B-FIELD, B-SETUP-START, B-PROPHECY, B-ALTAR, B-CONGREGATE,
B-TRAVEL, B-CHART, B-RESURRECT, B-EKBALLO, B-SACRIFICE, B-CRUCIFY, B-PERPETUAL)."""

import pytest
from book_helpers import H, game, position_on

from genesis_nb.book import (
    RULES,
    Congregate,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Flip,
    MoveMountain,
    Prophecy,
    Resurrect,
    Travel,
    from_position,
    new_game,
)
from genesis_nb.book.effects import turn_key


def _refusal(g, action):
    r = g.why_not(action)
    assert r is not None, f"{action} is legal"
    text = r.message("en")
    assert "XX" not in text and "{" not in text, text
    return r.rule_id, r.key, text


# -- hexes at the edges of the numbering (B-FIELD) ------------------------------------------------------
def test_a_refusal_names_the_corner_hex_by_its_label():
    """B-FLIP: flipping the empty corner hex A1 (hex 0) is refused, naming A1."""
    g = game({"F6": "gG", "D1": "~sM"})
    rule, key, text = _refusal(g, Flip(H("A1")))
    assert (rule, key) == ("B-FLIP", "refuse.flip_empty") and "A1" in text


@pytest.mark.parametrize("players", [2, 4])
def test_hexes_off_the_field_or_past_the_board_are_refused_as_such(players):
    """B-FIELD: the first hex number past the board is no hex at all; with two players the first hex of
    the third board (hex 74) is off the field."""
    g = game({"F6": "gG", "D1": "~sM"}, players=",".join(["gold", "silver", "red", "blue"][:players]))
    past = len(RULES.board.coords)
    assert _refusal(g, Flip(past))[:2] == ("B-FIELD", "refuse.no_such_hex")
    if players == 2:
        first_off = RULES.field(2).size
        assert _refusal(g, Flip(first_off))[:2] == ("B-FIELD", "refuse.off_field")
        assert _refusal(g, Travel(H("F6"), first_off))[:2] == ("B-FIELD", "refuse.off_field")


# -- the order of play (B-SETUP-START, B-PROPHECY) ------------------------------------------------------
def test_the_first_action_after_the_thrones_must_be_a_flip():
    """B-SETUP-START: once the Thrones are placed, anything but a flip is refused with the rule."""
    g = new_game(2, seed=3)
    while g.state.phase == "throne":
        g.play(g.legal_actions()[0])
    assert g.state.opening
    st = next(h for h in RULES.field(2).hexes if g.state.stack[h] and g.state.up[g.state.stack[h][0]])
    rule, key, _ = _refusal(g, Travel(st, RULES.field(2).nbr[st][0]))
    assert (rule, key) == ("B-SETUP-START", "refuse.first_flip")


def test_during_a_prophecy_only_looks_are_allowed_and_the_count_is_in_words():
    """B-PROPHECY: while a Prophecy is open, another action is refused, saying how many pieces are left
    to look at."""
    g = game({"F6": "gP", "F4": "gG", "D1": "~sM", "D2": "~sG", "D3": "~sP"})
    g.play(Prophecy(H("F6"), 1))
    rule, key, text = _refusal(g, Travel(H("F4"), H("F5")))
    assert (rule, key) == ("B-PROPHECY", "refuse.peek_first") and "3 pieces" in text


# -- moves and partners (B-ALTAR, B-CONGREGATE, B-TRAVEL, B-MOUNTAIN-MOVE) ------------------------------
def test_a_dismount_onto_an_altar_must_name_where_it_is_carried():
    """B-ALTAR: a rider stepping off its Horse onto a free Altar is carried to the other free Altar, even
    one on A2 (hex 1); not naming it is refused with the Altars it may go to."""
    g = game({"F6": "gH+gG", "F7": "L", "A2": "L", "D1": "~sM"})
    assert Dismount(H("F6"), H("F7"), H("A2")) in g.legal_actions()
    rule, key, _ = _refusal(g, Dismount(H("F6"), H("F7")))
    assert (rule, key) == ("B-ALTAR", "refuse.altar_pick")
    assert g.why_not(Dismount(H("F6"), H("F7"))).params["exits"] == ["A2"]


def test_naming_an_altar_for_a_step_onto_a_plain_hex_is_refused():
    """B-ALTAR: only a step onto an Altar is carried anywhere."""
    g = game({"F6": "gG", "A2": "L", "D1": "~sM"})
    assert _refusal(g, Travel(H("F6"), H("F7"), H("A2")))[:2] == ("B-ALTAR", "refuse.altar_not_altar")


def test_only_a_man_congregates():
    """B-CONGREGATE: a Guard next to a Man cannot climb onto it: the refusal names the piece's kind."""
    g = game({"F6": "gD", "F7": "gM", "D1": "~sM"})
    assert _refusal(g, Congregate(H("F6"), H("F7")))[:2] == ("B-CONGREGATE", "refuse.congregate_who")


def test_a_king_moves_mountains_only_from_next_door():
    """B-TRAVEL, B-MOUNTAIN-MOVE: a King pushing a Mountain steps to a neighbouring hex."""
    g = game({"F5": "gK", "F6": "X", "D1": "~sM"})
    assert _refusal(g, MoveMountain(H("F5"), H("F8"), False))[:2] == ("B-TRAVEL", "refuse.not_adjacent")


# -- the chart (B-CHART) --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("cells", "ability"),
    [
        ({"F6": "gF", "F7": "sM"}, "word.ability.cast"),
        ({"F6": "gM+gM", "F7": "sG"}, "word.ability.crucify"),
    ],
)
def test_a_piece_that_takes_only_by_its_ability_is_told_which(cells, ability):
    """B-CHART: a Fisher takes only by casting, a Mob a Goliath only by crucifying: a plain eat is refused
    naming the ability."""
    g = game({**cells, "D1": "~sM"})
    r = g.why_not(Eat(H("F6"), H("F7")))
    assert (r.rule_id, r.key) == ("B-CHART", "refuse.chart_ability") and r.params["ability"] == ability
    word = {"word.ability.cast": "cast", "word.ability.crucify": "crucif"}[ability]
    assert word in r.message("en").lower()


# -- Resurrect (B-RESURRECT) ----------------------------------------------------------------------------
def _king(graves=None, mounted=False):
    return game({"F6": "gH+gK" if mounted else "gK", "D1": "~sM"}, graves=graves or {})


@pytest.mark.parametrize("character", ["wizard", 5, None, "throne", "king"])
def test_resurrect_names_a_character_kind(character):
    """B-RESURRECT: the character brought back must be a kind of character other than the King."""
    g = _king({1: "gP"})
    rule, key, _ = _refusal(g, Resurrect(H("F6"), 1, 1, character))
    assert (rule, key) == ("B-RESURRECT", "refuse.resurrect_kind")


def test_resurrect_from_a_grave_past_the_last_player_is_refused():
    """B-RESURRECT: the graves are the players'; the grave number past the last one is no grave."""
    g = _king({1: "gP"})
    assert _refusal(g, Resurrect(H("F6"), 1, 2, "prophet"))[:2] == ("B-RESURRECT", "refuse.no_such_grave")


@pytest.mark.parametrize("mounted", [False, True])
def test_resurrect_needs_that_kind_in_that_grave(mounted):
    """B-RESURRECT: a grave holding other pieces of the player (here its own) but none of the kind asked
    for gives nothing back (a mounted King is told the same: the Horse is not the fault)."""
    g = _king({0: "gP.gG"}, mounted=mounted)
    assert Resurrect(H("F6"), 1, 0, "prophet") in g.legal_actions()
    rule, key, _ = _refusal(g, Resurrect(H("F6"), 1, 0, "fisher"))
    assert (rule, key) == ("B-RESURRECT", "refuse.resurrect_none")


# -- Ekballo and Crucify: graves and lines (B-EKBALLO, B-SACRIFICE, B-CRUCIFY) ---------------------------
def test_ekballo_along_the_first_axis_with_nothing_to_eat():
    """B-EKBALLO, B-HEX-LINE: axis 0 is a line like the others; with nothing on it the Ekballo is refused
    for that reason."""
    g = game({"F6": "L:gR", "D1": "~sM"})
    assert _refusal(g, Ekballo(H("F6"), 0, 1))[:2] == ("B-EKBALLO", "refuse.ekballo_nothing")


def test_ekballo_into_ones_own_grave_is_refused():
    """B-SACRIFICE: the sacrificed Priest goes to an opponent's grave, never its own player's."""
    g = game({"F6": "L:gR", "F7": "sM", "D1": "~sM"})
    legal = [a for a in g.legal_actions() if isinstance(a, Ekballo)]
    assert legal
    rule, key, _ = _refusal(g, Ekballo(H("F6"), legal[0].axis, 0))
    assert (rule, key) == ("B-SACRIFICE", "refuse.grave_self")


def test_crucify_into_ones_own_grave_is_refused():
    """B-SACRIFICE, B-CRUCIFY: the crucifying Mob goes to an opponent's grave."""
    g = game({"F6": "gM+gM", "C3": "sG", "D1": "~sM"})
    assert Crucify(H("F6"), H("C3"), 1) in g.legal_actions()
    assert _refusal(g, Crucify(H("F6"), H("C3"), 0))[:2] == ("B-SACRIFICE", "refuse.grave_self")


# -- a third repetition through an Altar (B-PERPETUAL) ---------------------------------------------------
def test_a_third_repetition_carried_by_an_altar_is_refused_for_that_reason():
    """B-PERPETUAL, B-ALTAR: a step onto an Altar, carried to the other, that would bring back a position
    seen twice is refused by the repetition rule, not as a clogged Altar."""
    g = game({"F5": "gG", "F6": "L", "B2": "L", "G4": "sD", "D1": "~sM"})
    move = Travel(H("F5"), H("F6"), H("B2"))
    assert move in g.legal_actions()
    after = g.state.copy()
    g.rules.apply(after, move, None)
    key = after.zob ^ turn_key(after.turn)
    h = from_position(g.notation() + f" reps={key:016x}*2")
    assert move not in h.legal_actions()
    assert _refusal(h, move)[:2] == ("B-PERPETUAL", "refuse.perpetual")


def test_naming_an_altar_for_a_plain_hex_on_a_board_without_mountains():
    """B-ALTAR: on a board of the user's with no Mountains (its last landmark is an Altar), a step onto a
    plain hex that names an Altar is still refused as "not an Altar"."""
    from genesis_nb.book import board_from_data

    data = RULES.board.to_data()
    for edition in data["editions"].values():
        edition["landmarks"]["mountain"] = 0
    g = new_game(2, seed=2, board=board_from_data(data))
    assert g.rules.pieces(2).kind[-1] == 10  # an Altar
    for _ in range(60):
        plain = [
            a
            for a in g.legal_actions()
            if isinstance(a, Travel) and a.altar is None and g.state.land[a.to] < 0 and not g.state.opening
        ]
        if plain:
            break
        g.play(g.legal_actions()[0])
    a = plain[0]
    assert _refusal(g, Travel(a.frm, a.to, a.frm))[:2] == ("B-ALTAR", "refuse.altar_not_altar")


# -- the checks and the list of legal actions agree ----------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
def test_every_action_is_either_listed_or_refused_by_a_rule_of_its_own(players):
    """B-TURN and every rule above: over random games, each action met anywhere in the game and each step
    or eat from every stack is allowed exactly when it is in the list of legal actions; a refused one is
    refused by a check of its own, never by the catch-all "not now"."""
    import random

    g = new_game(players, seed=7 + players)
    rng = random.Random(players)
    F = RULES.field(players)
    pool = {}
    while not g.is_over and len(g.steps) < 90:
        legal = g.legal_actions()
        for a in legal:
            pool[a] = None
        tries = list(pool)
        for h in F.hexes:
            if g.state.stack[h]:
                tries += [k(h, nb) for nb in F.nbr[h] if nb >= 0 for k in (Travel, Eat)]
        listed = set(legal)
        for a in tries:
            r = g.why_not(a)
            assert (r is None) == (a in listed), a
            if r is not None:
                assert r.key != "refuse.not_now", a
        g.play(rng.choice(legal))


# -- a user's board where a cast line runs over hex 0 (B-CAST) ------------------------------------------
def _corner_board():
    """The default board with one more hex, west of A1, in the three-player field: hex 0 (now labelled
    A2) is no longer a corner, and a Fisher on the new A1 casts over it onto A3."""
    from genesis_nb.book import board_from_data

    data = RULES.board.to_data()
    data["fields"]["3"]["boards"][1]["hexes"].append([6, -6])
    return board_from_data(data)


def test_a_cast_over_hex_0_of_a_users_board_is_judged_like_any_other():
    """B-CAST: on a board where hex 0 lies between a Fisher and its target, the cast goes over a piece on
    hex 0, and with hex 0 empty it is refused for having nothing to cast over (not as off the line)."""
    from genesis_nb.book import Cast

    board = _corner_board()
    at = board.labels.index
    assert board.coords[0] == (7, -6) and board.labels[0] == "A2"
    cast = Cast(at("A1"), at("A3"))
    full = from_position(
        position_on(board, players="gold,silver,red", cells={"A1": "gF", "A2": "rM", "A3": "sM", "D1": "~sM"}),
        board=board,
    )
    assert cast in full.legal_actions()
    empty = from_position(
        position_on(board, players="gold,silver,red", cells={"A1": "gF", "A3": "sM", "D1": "~sM"}), board=board
    )
    r = empty.why_not(cast)
    assert (r.rule_id, r.key) == ("B-CAST", "refuse.cast_nothing_over") and "A2 is empty" in r.message("en")


@pytest.mark.parametrize("players", ["gold,silver", "gold,silver,red"])
def test_a_purge_with_sacrifice_is_offered_into_each_opponents_grave(players):
    """B-PURGE, B-SACRIFICE: a Priest next to something it may eat is offered one sacrificing Purge per
    opponent's grave, never its own player's. (Rules with options of their own build their tables of
    actions afresh, inside the test.)"""
    from genesis_nb.book import Purge

    g = game({"F6": "gR", "F7": "sM", "D1": "~sM"}, players=players, options={"move_cap": 777})
    n = len(players.split(","))
    purges = {a.grave for a in g.legal_actions() if isinstance(a, Purge) and a.frm == H("F6")}
    assert purges - {None} == set(range(1, n))
