"""Tests aimed at genesis_nb/book/effects.py, second part: the position hash kept in the notation
(B-PERPETUAL), positions read back from their notation equal to the ones played, the counts a view shows
(B-REST-COUNT, B-PASSIVE-COUNT), and what sacrifices, traps, Rest and Altars do (B-SACRIFICE, B-BURY,
B-CURSE, B-REST, B-ALTAR-CHOICE)."""

import random

import pytest
from book_helpers import REST, H, game

from genesis_nb.book import RULES, Crucify, Eat, Flip, Prophecy, Resurrect, Travel, from_position, new_game

# -- the hash in the notation (B-PERPETUAL) -------------------------------------------------------------
# Written by this version of the kit and kept as they are: a position's hash is part of its notation
# (``reps=``), so a position written today must mean the same to every later version. The field holds
# each kind of content the hash tells apart: face-down pieces nobody has seen (one high and two high,
# a landmark everyone knows is one, one looked at by a seat), face-down pieces everyone has seen, a
# face-up landmark alone and one carrying a mounted piece, face-up pieces of both players.
START = (
    "book players=gold,silver phase=turn turn=gold ply=10 field=.,gM,.3,~sG,.,~gP!,.3,gD,.,A:gH+gR,.4,"
    "~sM+sM,.,X,.9,~X?,.2,~gM@1,.4,~L!,.12,sD,.,sK,.7,~gD,.11,~sF! graves=sG.sP.sP.sP.sR.sR.sR.sH.sH.sH."
    "sH.sD.sD.sD.sM.sM.sM.sM.sM.sF.sF/gK.gG.gG.gP.gP.gR.gR.gH.gH.gH.gD.gD.gM.gM.gM.gM.gM.gF.gF.gF "
    "discarded=T.T.L.X.X.X.X.X"
)
SHUFFLE = [("A2", "A3"), ("G4", "G3"), ("A3", "A2"), ("G3", "G4"), ("A2", "A3")]
# after SHUFFLE: the start position (Gold to move) and the one after A2-A3 (Silver to move) seen twice
TWICE = "reps=6a38d19358d0d5e7*2,fde93b67007c9374*2"
AFTER = START.replace("ply=10", "ply=15").replace("turn=gold", "turn=silver").replace("field=.,gM,.3", "field=.2,gM,.2")


def test_a_repeated_position_is_written_with_the_hashes_kept_in_this_test():
    """B-PERPETUAL: the hashes in ``reps=`` stay the ones written here (by the kit when this test was made):
    a saved position must keep its meaning in every later version."""
    g = from_position(START)
    for a, b in SHUFFLE:
        g.play(Travel(H(a), H(b)))
    assert g.notation() == AFTER + " " + TWICE


# the gold King (piece 0) face down and never seen: a position only a notation can give, hashed all the same
KING_DOWN = (
    "book players=gold,silver phase=turn turn=gold ply=10 field=.11,gM,.3,~sM,.26,~gK,.10,sK,.19,~sF! "
    "graves=sG.sG.sP.sP.sP.sR.sR.sR.sH.sH.sH.sH.sD.sD.sD.sD.sM.sM.sM.sM.sM.sM.sF.sF/gG.gG.gP.gP.gP.gR.gR.gR."
    "gH.gH.gH.gH.gD.gD.gD.gD.gM.gM.gM.gM.gM.gM.gF.gF.gF discarded=T.T.A.L.L.X.X.X.X.X.X.X"
)


def test_a_face_down_king_nobody_has_seen_hashes_as_kept_here():
    """B-PERPETUAL: the first piece of all (the gold King), face down and unseen, is hashed as a face-down
    piece like any other."""
    g = from_position(KING_DOWN)
    for a, b in [("C3", "C4"), ("G6", "G5"), ("C4", "C3"), ("G5", "G6")]:
        g.play(Travel(H(a), H(b)))
    assert g.notation() == KING_DOWN.replace("ply=10", "ply=14") + " reps=64ef0edd2bc16f55*2"


def test_a_stored_repetition_forbids_the_third_time():
    """B-PERPETUAL: read back, the stored hashes still name their positions: going back to the start
    position a third time is not allowed; without the record it is."""
    back = Travel(H("G3"), H("G4"))  # Silver's move back to the start position
    with_record = from_position(AFTER + " " + TWICE)
    without = from_position(AFTER)
    for g in (with_record, without):
        g.play(Travel(H("G4"), H("G3")))
        g.play(Travel(H("A3"), H("A2")))
    assert back not in with_record.legal_actions()
    assert back in without.legal_actions()


def test_the_record_starts_again_when_a_piece_goes_to_a_grave():
    """B-PERPETUAL: repetitions count since the graves last changed: after an eat no position is on
    record as seen twice."""
    g = game({"C3": "gM", "E5": "gD", "E6": "sM", "G4": "sD", "D1": "~sM"})
    for a, b in [("C3", "C4"), ("G4", "G3"), ("C4", "C3"), ("G3", "G4")]:
        g.play(Travel(H(a), H(b)))
    assert "reps=" in g.notation()
    g.play(Eat(H("E5"), H("E6")))
    assert "reps=" not in g.notation()
    assert list(g.state.reps.values()) == [1]


@pytest.mark.parametrize("ability", ["resurrect", "crucify_landmark"])
def test_the_record_starts_again_after_an_ability_that_changes_the_graves(ability):
    """B-PERPETUAL, B-RESURRECT, B-CRUCIFY-OWN: a Resurrect (a King into a grave, a piece out of one) and
    a Crucify of a face-down landmark (a Mob into a grave, the landmark out of the game) both start the
    record again."""
    opts = {"crucify_landmark": "removed"}
    g = game(
        {"F6": "gK", "A2": "gM+gM", "C3": "gM", "D3": "~X", "G4": "sD", "D1": "~sM"}, graves={0: "gP"}, options=opts
    )
    for a, b in [("C3", "C4"), ("G4", "G3"), ("C4", "C3"), ("G3", "G4")]:
        g.play(Travel(H(a), H(b)))
    assert "reps=" in g.notation()
    if ability == "resurrect":
        g.play(Resurrect(H("F6"), 1, 0, "prophet"))
    else:
        g.play(Crucify(H("A2"), H("D3"), 1))
    assert "reps=" not in g.notation()
    assert list(g.state.reps.values()) == [1]


def test_the_record_starts_again_when_a_landmark_leaves_the_game():
    """B-PERPETUAL, B-THRONE: a King stepping off its Throne discards it; the positions before cannot
    come back, and the record starts again."""
    g = game({"A2": "T:gK", "C3": "gM", "G4": "sD", "D1": "~sM"})
    for a, b in [("C3", "C4"), ("G4", "G3"), ("C4", "C3"), ("G3", "G4")]:
        g.play(Travel(H(a), H(b)))
    assert "reps=" in g.notation()
    events = g.play(Travel(H("A2"), H("A3")))
    assert [e.rule for e in events if e.kind == "throne_discarded"] == ["B-THRONE"]
    assert "reps=" not in g.notation()
    assert list(g.state.reps.values()) == [1]


# -- a position read back from its notation is the same position ----------------------------------------
def _pieces(r, s):
    """Every piece as (kind, owner, where, place there, face up, seen, looked at by, known landmark): two
    pieces of one kind and colour are alike, so the piece numbers themselves do not matter."""
    P = r.pieces(s.n)
    out = []
    for p in range(len(P.kind)):
        at = s.loc[p]
        if at >= 0:
            place = s.stack[at].index(p) if p in s.stack[at] else -1
        elif p in s.discarded:
            place = s.discarded.index(p)
        else:
            place = next((g.index(p) for g in s.graves if p in g), -2)
        out.append((P.kind[p], P.owner[p], at, place, s.up[p], s.seen[p], s.peeked[p], s.landknown[p]))
    return sorted(out)


def _same_when_read_back(g):
    s = g.state
    t = from_position(g.notation(), options=g.options, board=g.board).state
    assert _pieces(g.rules, t) == _pieces(g.rules, s), g.notation()
    for name in ("phase", "turn", "ply", "opening", "hidden", "tops", "peek_left", "peek_hexes", "end", "zob"):
        assert getattr(t, name) == getattr(s, name), f"{name} differs after reading {g.notation()}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_positions_met_in_play_read_back_equal(players):
    """B-MEMORY, B-GRAVE: the position (every piece's place, face, what everyone has seen, looks, the
    landmark marks, graves and discards, the phase and the hash) is carried by the notation: read back, it
    equals the one played. (The repetition record is written only for positions seen twice, so it is not
    compared here; the tests above cover it.)
    An event that names no player marks no seat."""
    opts = {"crucify_landmark": "removed", "blind_eat": True} if players == 3 else None
    for seed in range(2):
        g = new_game(players, seed=40 + seed, options=opts)
        rng = random.Random(seed)
        while not g.is_over and len(g.steps) < 160:
            for e in g.play(rng.choice(g.legal_actions())):
                if "player" not in e.data:  # only an event naming the acting player marks its seat
                    assert "seat" not in e.data, e
            if len(g.steps) % 4 == 0:
                _same_when_read_back(g)


def test_a_piece_looked_at_then_flipped_reads_back_equal():
    """B-MEMORY, B-PROPHECY: a piece a seat looked at and that is then turned face up is known to
    everyone; no trace of the look stays on it."""
    g = game({"D1": "~sM@0", "F6": "gP", "D5": "~sK"}, turn="silver")
    g.play(Flip(H("D1")))
    assert g.state.peeked[g.state.stack[H("D1")][0]] == 0
    _same_when_read_back(g)


def test_a_face_down_landmark_crucified_and_removed_reads_back_equal():
    """B-CRUCIFY-OWN (option crucify_landmark="removed"): the landmark leaves the game face up; the Mob
    goes to the grave, seen by all."""
    opts = {"crucify_landmark": "removed"}
    g = game({"A2": "gM+gM", "C3": "~X", "D1": "~sM", "G6": "sK"}, options=opts)
    g.play(Crucify(H("A2"), H("C3"), 1))
    assert g.state.land[H("C3")] == -1 and len(g.state.discarded) >= 1
    lm = g.state.discarded[-1]
    assert g.state.up[lm] and g.state.seen[lm] and not g.state.landknown[lm] and g.state.peeked[lm] == 0
    for p in g.state.graves[1][-2:]:
        assert g.state.up[p] and g.state.seen[p] and g.state.peeked[p] == 0
    _same_when_read_back(g)


def _sound(g):
    g.rules.check_invariants(g.state, deep=True)
    assert min(g.state.land) == -1, "a hex without a landmark holds -1"
    _same_when_read_back(g)


# -- what a view counts (B-REST-COUNT, B-PASSIVE-COUNT) -------------------------------------------------
def test_the_counts_of_face_up_characters_include_the_corner_hex():
    """B-REST-COUNT, B-PASSIVE-COUNT: a Man or a Prophet face up on A1 (hex 0) is on the field and counts."""
    men = game({"A1": "gM", "C3": "gM", "D1": "~sM"}).view("public")["players"][0]
    assert men["men_up"] == 2
    prophets = game({"A1": "gP", "D1": "~sM"}).view("public")["players"][0]
    assert prophets["prophets_up"] == 1


@pytest.mark.parametrize(("mode", "want"), [("men", 4), ("pieces", 3)])
def test_a_mob_counts_as_two_men_or_as_one_piece(mode, want):
    """B-REST-COUNT: a Mob and two Men count 4 Men, or 3 pieces with rest_count="pieces"; a lone Man
    always counts."""
    g = game({"A2": "gM+gM", "C3": "gM", "C4": "gM", "D1": "~sM"}, options={"rest_count": mode})
    assert g.view("public")["players"][0]["men_up"] == want


# -- sacrifices (B-SACRIFICE) ---------------------------------------------------------------------------
def test_a_mounted_prophet_sacrificed_leaves_its_horse():
    """B-SACRIFICE: a rider sacrificed for its ability goes to the chosen grave; its Horse stays."""
    g = game({"C3": "gH+gP", "D1": "~sM", "D2": "~sG"})
    events = g.play(Prophecy(H("C3"), 1))
    P = g.rules.pieces(2)
    assert [P.kind[p] for p in g.state.stack[H("C3")]] == [4]
    assert P.kind[g.state.graves[1][-1]] == 2
    (sac,) = [e for e in events if e.kind == "sacrifice"]
    assert sac.rule == "B-SACRIFICE" and sac.data["piece"]["piece"] == ["gold", "prophet", 0]
    assert sac.data["grave"] == "silver" and sac.data["hex"] == "C3"
    _sound(g)


def test_a_mob_sacrificed_goes_whole():
    """B-SACRIFICE, B-CRUCIFY: both Men of a crucifying Mob go to the grave."""
    g = game({"A2": "gM+gM", "C3": "~sG", "D1": "~sM", "G6": "sK"})
    events = g.play(Crucify(H("A2"), H("C3"), 1))
    P = g.rules.pieces(2)
    assert not g.state.stack[H("A2")]
    assert [P.kind[p] for p in g.state.graves[1][-2:]] == [6, 6]
    assert [e.rule for e in events if e.kind == "revealed"] == ["B-CRUCIFY"]
    _sound(g)


# -- traps (B-BURY, B-CURSE) ----------------------------------------------------------------------------
def test_bury_takes_the_horse_and_says_so():
    """B-BURY: a mounted Goliath eating a Guard: the Horse goes to the Guard's player's grave, the
    Goliath turns face down; both are told, with the rule."""
    g = game({"F6": "gH+gG", "F7": "sD", "D1": "~sM"})
    events = g.play(Eat(H("F6"), H("F7")))
    horse = [e for e in events if e.kind == "bury_horse"]
    assert [e.rule for e in horse] == ["B-BURY"]
    assert horse[0].data["piece"]["piece"] == ["gold", "horse", 0] and horse[0].data["grave"] == "silver"
    buried = [e for e in events if e.kind == "buried"]
    assert [e.rule for e in buried] == ["B-BURY"] and buried[0].data["hex"] == "F7"
    _sound(g)


def test_curse_reaches_the_corner_hex_and_riders():
    """B-CURSE, B-CURSE-MOUNTED: every face-up Priest of the eater's player goes, the one on A1 too;
    a mounted one leaves its Horse; each is told with the rule."""
    g = game({"F6": "gR", "F7": "sD+sD", "A1": "gR", "E5": "gH+gR", "D1": "~sM"})
    events = g.play(Eat(H("F6"), H("F7")))
    P = g.rules.pieces(2)
    assert not g.state.stack[H("F7")] and not g.state.stack[H("A1")]
    assert [P.kind[p] for p in g.state.stack[H("E5")]] == [4]
    cursed = [e for e in events if e.kind == "cursed"]
    assert sorted(e.data["hex"] for e in cursed) == ["A1", "E5", "F7"]
    assert {e.rule for e in cursed} == {"B-CURSE"}
    _sound(g)


def test_curse_strikes_an_eater_standing_on_the_corner_hex():
    """B-CURSE: the eater of an Avenger on A1 (hex 0) is cursed where it ate."""
    g = game({"A2": "gG", "A1": "sD+sD", "D1": "~sM"})
    g.play(Eat(H("A2"), H("A1")))
    assert not g.state.stack[H("A1")]
    _sound(g)


# -- Rest (B-REST, B-REST-THRONE) ------------------------------------------------------------------------


@pytest.mark.parametrize(("spares", "turned"), [("none", ["F6", "F7", "F8", "G6"]), ("protected", ["F6", "G6"])])
def test_rest_names_every_piece_it_turns_down(spares, turned):
    """B-REST, B-REST-THRONE: Rest turns down the other players' face-up characters, sparing a King on
    its Throne and a piece on the Ark with rest_spares="protected", and says which hexes."""
    g = game(REST, options={"rest_spares": spares})
    events = g.play(Flip(H("D1")))
    (rest,) = [e for e in events if e.kind == "rest"]
    assert rest.rule == "B-REST" and sorted(rest.data["hexes"]) == turned
    assert rest.data["count"] == {"n": len(turned), "word": "piece"}
    for label in ("F6", "F7", "F8", "G6"):
        assert (label in turned) == (H(label) in g.state.hidden), label
    _sound(g)


# -- Altars (B-ALTAR-CHOICE) ----------------------------------------------------------------------------
@pytest.mark.parametrize(("frm", "to", "carried"), [("F5", "F6", "J1"), ("J2", "J1", "B2")])
def test_altar_cycle_carries_to_the_next_altar_in_order(frm, to, carried):
    """B-ALTAR-CHOICE (altar_choice="cycle"): the piece is carried to the next free Altar after the one
    it steps on, in the order of the hexes (B2, F6, J1), going round from the last to the first."""
    cells = {frm: "gG", "F6": "L", "B2": "L", "J1": "L", "D1": "~sM"}
    g = game(cells, players="gold,silver,red", options={"altar_choice": "cycle"})
    dests = [a.altar for a in g.legal_actions() if isinstance(a, Travel) and a.to == H(to)]
    assert dests == [H(carried)]


# -- Mountains (B-MOUNTAIN-MOVE) ------------------------------------------------------------------------
@pytest.mark.parametrize("pull", [False, True])
def test_mountains_moved_keep_the_hash_and_read_back_equal(pull):
    """B-MOUNTAIN-MOVE, B-PERPETUAL: after a push or a pull every hex's hash is up to date (the hex a
    Mountain left included) and the position reads back equal."""
    from genesis_nb.book import MoveMountain

    if pull:
        g = game({"F6": "gK", "F5": "X", "F4": "X", "D1": "~sM"})
        g.play(MoveMountain(H("F6"), H("F7"), True))
    else:
        g = game({"F5": "gK", "F6": "X", "F7": "X", "D1": "~sM"})
        g.play(MoveMountain(H("F5"), H("F6"), False))
    _sound(g)


def test_a_rider_may_step_off_onto_the_corner_hex():
    """B-DISMOUNT: the corner hex A1 (hex 0) is free ground a rider can step down onto."""
    from genesis_nb.book import Dismount

    g = game({"A2": "gH+gG", "D1": "~sM"})
    assert Dismount(H("A2"), H("A1")) in g.legal_actions()
    g.play(Dismount(H("A2"), H("A1")))
    _sound(g)


def test_on_a_board_without_altars_or_mountains_only_the_ark_protects():
    """B-ARK, B-CURSE: on a board of the user's whose only landmarks are Thrones and an Ark (the Ark is its
    last piece), pieces on plain hexes are not protected: the eater of an Avenger and the other Priest
    are cursed."""
    from book_helpers import position

    from genesis_nb.book import board_from_data

    data = RULES.board.to_data()
    for edition in data["editions"].values():
        edition["landmarks"]["mountain"] = 0
        edition["landmarks"]["altar"] = 0
    board = board_from_data(data)
    assert board.landmark_counts(2)[1:] == [1, 0, 0]
    text = position({"F6": "gR", "F7": "sD+sD", "C3": "gR", "D1": "~sM"})
    g = from_position(text.replace("discarded=T.T.A.L.L.X.X.X.X.X.X.X", "discarded=T.T.A"), board=board)
    assert g.rules.pieces(2).kind[-1] == 9  # the Ark
    g.play(Eat(H("F6"), H("F7")))
    assert not g.state.stack[H("F7")] and not g.state.stack[H("C3")]
    _sound(g)


def test_a_priest_buried_by_its_purge_then_cursed_leaves_no_face_down_mark():
    """B-PURGE, B-BURY, B-CURSE, B-TRAPS: a Priest purging from an Altar eats a Guard (Bury turns it face
    down) and an Avenger (the Curse then takes it, face down as it is): its hex is left empty, not counted
    among the face-down ones, and cannot be flipped."""
    from genesis_nb.book import Purge

    g = game({"C3": "L:gR", "C2": "sD", "C4": "sD+sD", "D1": "~sM", "G6": "sK"})
    events = g.play(Purge(H("C3"), None))
    assert [e.kind for e in events if e.kind in ("buried", "cursed")] == ["buried", "cursed"]
    assert not g.state.stack[H("C3")] and H("C3") not in g.state.hidden
    assert Flip(H("C3")) not in g.legal_actions()
    _sound(g)
