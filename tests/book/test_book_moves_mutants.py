"""The legal actions of a position pinned where no other test looked (found by mutation testing:
``scripts/mutation.py book.moves``): what a Priest may purge, the Horse's and rider's moves onto an Ark or
an Altar, a King's Mountains at the corner hex A1 (hex id 0), Resurrect's graves, the rule against a third
repetition, the list kept for one rules object only.

Hexes: A1 (id 0) is the north-west corner of the second board; row A runs A1 A2 A3 A4 from west to east,
A1's only neighbours are A2, B1 and B2. F6's neighbours are F7 (east, listed first), E6, E5, F5 (west),
G6, G7; a gallop from F6 reaches E7, D5, E4, G5, H6, G8.
"""

from __future__ import annotations

from book_helpers import LABELS, H, game

from genesis_nb.book import (
    RULES,
    BookOptions,
    Cast,
    Crucify,
    Dismount,
    Eat,
    Gallop,
    MoveMountain,
    Prophecy,
    Purge,
    Resurrect,
    Travel,
    board_from_data,
    new_game,
)
from genesis_nb.book.effects import turn_key
from genesis_nb.book.pieces import MOUNTAIN, PROPHET
from genesis_nb.book.state import OVER


def _purges(g, label="F6"):
    return [a for a in g.legal_actions() if isinstance(a, Purge) and a.frm == H(label)]


# -- Priest: Purge (B-PURGE, B-HIDDEN-TARGETS, B-ALTAR-PURGE) ---------------------------------------------
def test_a_purge_takes_from_an_opponents_grave_never_from_ones_own_B_SACRIFICE():
    """B-PURGE, B-SACRIFICE: the Priest is sacrificed to an opponent's grave: Purge(h, 1) is listed for
    gold, Purge(h, 0) (gold's own grave) is not."""
    g = game({"F6": "gR", "F7": "sM", "D1": "~sM"})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert g.why_not(Purge(H("F6"), 0)).key == "refuse.grave_self"


def test_a_priest_on_the_ark_is_not_on_an_altar_B_ALTAR_PURGE():
    """B-ALTAR-PURGE, B-EKBALLO: only an Altar spares the Priest its sacrifice and lets it cast out; a
    Priest on the Ark purges with a sacrifice only, and has no Ekballo."""
    g = game({"F6": "A:gR", "F7": "sM", "D1": "~sM"})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert not g.rules.on_altar(g.state, H("F6"))
    r = g.why_not(Purge(H("F6"), None))
    assert (r.rule_id, r.key) == ("B-PURGE-PASSIVE", "refuse.purge_needs_sacrifice")
    assert not [a for a in g.legal_actions() if type(a).__name__ == "Ekballo"]


def test_an_enemy_standing_on_an_altar_may_be_purged_B_PURGE():
    """B-PURGE: only the Ark and a Throne protect; an enemy on an Altar is a target like any other."""
    g = game({"F6": "gR", "F7": "L:sM", "D1": "~sM"})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert g.rules.purge_targets(g.state, H("F6"), 0) == [H("F7")]


def test_a_protected_neighbour_does_not_hide_the_next_target_B_PURGE():
    """B-PURGE, B-ARK: the enemy on the Ark (east, looked at first) is skipped, the one to the west is
    still a target, so the Purge is offered."""
    g = game({"F6": "gR", "F7": "A:sM", "F5": "sM", "D1": "~sM"})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert g.rules.purge_targets(g.state, H("F6"), 0) == [H("F5")]


def test_a_mounted_enemy_has_its_riders_rank_for_a_purge_and_an_eat_B_MERGED():
    """B-MERGED, B-PURGE-ALLOWED, B-CHART: a Goliath riding a Horse has the Goliath's rank, which a Priest
    may not eat: no Purge and no Eat is offered (a bare Horse it could eat)."""
    g = game({"F6": "gR", "F7": "sH+sG", "D1": "~sM"})
    assert _purges(g) == []
    assert Eat(H("F6"), H("F7")) not in g.legal_actions()
    assert g.why_not(Purge(H("F6"), 1)).key == "refuse.purge_nothing"
    assert g.why_not(Eat(H("F6"), H("F7"))).rule_id == "B-CHART"
    g = game({"F6": "gR", "F7": "sH+sM", "D1": "~sM"})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert Eat(H("F6"), H("F7")) in g.legal_actions()


def test_blind_purge_offers_a_purge_at_a_lone_face_down_landmark_and_turns_it_up_B_HIDDEN_TARGETS():
    """B-HIDDEN-TARGETS: with blind_purge a face-down landmark next to the Priest is a target: the Purge
    is offered and turns it face up (a landmark is not eaten)."""
    g = game({"F6": "gR", "F7": "~X", "D1": "~sM"}, options={"blind_purge": True})
    assert _purges(g) == [Purge(H("F6"), 1)]
    assert g.rules.purge_targets(g.state, H("F6"), 0) == [H("F7")]
    g.play(Purge(H("F6"), 1))
    lm = g.state.land[H("F7")]
    assert lm >= 0 and g.state.up[lm]


def test_blind_purge_has_nothing_to_take_from_empty_hexes_or_a_face_up_ark_B_HIDDEN_TARGETS():
    """B-HIDDEN-TARGETS: blind_purge adds face-down pieces only: around a Priest with only empty hexes
    and a face-up Ark no Purge is offered (the first Mountain of the field lies face down elsewhere)."""
    g = game({"F6": "gR", "F7": "A", "C1": "~X", "D1": "~sM"}, options={"blind_purge": True})
    assert _purges(g) == []
    assert g.why_not(Purge(H("F6"), 1)).key == "refuse.purge_nothing"


# -- Horse, rider: gallop and dismount (B-GALLOP, B-DISMOUNT, B-ALTAR) -----------------------------------
def test_a_horse_gallops_onto_a_face_up_ark_B_GALLOP():
    """B-GALLOP, B-ARK: a gallop may end on a free face-up Ark."""
    g = game({"F6": "gH", "E7": "A", "D1": "~sM"})
    assert Gallop(H("F6"), H("E7")) in g.legal_actions()
    assert g.why_not(Gallop(H("F6"), H("E7"))) is None


def test_a_rider_dismounting_onto_an_altar_is_carried_to_the_other_altar_B_ALTAR():
    """B-DISMOUNT, B-ALTAR: the rider stepping off onto a free face-up Altar is carried to the other free
    Altar (here on A2, hex id 1): the dismount is listed with that Altar, never as a plain step."""
    g = game({"F6": "gH+gD", "F7": "L", "A2": "L", "D1": "~sM"})
    dismounts = [a for a in g.legal_actions() if isinstance(a, Dismount) and a.to == H("F7")]
    assert dismounts == [Dismount(H("F6"), H("F7"), H("A2"))]
    assert H("A2") == 1
    assert g.why_not(Dismount(H("F6"), H("F7"), H("A2"))) is None


# -- stacks of one's own (B-TRAVEL, B-EAT) ------------------------------------------------------------
def test_an_own_avenger_next_door_does_not_end_the_list_of_moves_B_EAT():
    """B-EAT, B-TRAVEL: a Guard beside its own Avenger (east, looked at first) may still eat the enemy
    Man to the west and step to the free hexes."""
    g = game({"F6": "gD", "F7": "gD+gD", "F5": "sM", "D1": "~sM"})
    acts = set(g.legal_actions())
    assert Eat(H("F6"), H("F5")) in acts
    assert {Travel(H("F6"), H(x)) for x in ("E6", "E5", "G6", "G7")} <= acts


def test_mounted_abilities_none_leaves_a_mob_its_crucify_B_MOUNTED_ABILITIES():
    """B-MOUNTED-ABILITIES: mounted_abilities="none" bars riders (a Horse under another piece), not a Mob
    (two Men), which still crucifies."""
    g = game({"F6": "gM+gM", "C1": "sG", "D1": "~sM"}, options={"mounted_abilities": "none"})
    assert Crucify(H("F6"), H("C1"), 1) in g.legal_actions()
    assert g.why_not(Crucify(H("F6"), H("C1"), 1)) is None


# -- King: Mountains at the corner hex A1 (id 0) (B-MOUNTAIN-MOVE) ---------------------------------------
def test_a_king_pulls_a_mountain_into_the_corner_hex_a1_B_MOUNTAIN_MOVE():
    """B-MOUNTAIN-MOVE: on A2 (whose north-east and north-west lie off the field) the King steps west
    into the empty A1 (hex id 0) and pulls the Mountain on A3 after it."""
    assert H("A1") == 0
    g = game({"A2": "gK", "A3": "X", "D1": "~sM"})
    pull = MoveMountain(H("A2"), H("A1"), True)
    assert pull in g.legal_actions()
    g.play(pull)
    P = g.rules.pieces(2)
    assert g.state.stack[H("A1")] and P.kind[g.state.land[H("A2")]] == MOUNTAIN


def test_a_king_pulls_a_mountain_out_of_the_corner_hex_a1_B_MOUNTAIN_MOVE():
    """B-MOUNTAIN-MOVE: the King on A2 steps east to A3 and pulls the Mountain on A1 (hex id 0) after it."""
    g = game({"A2": "gK", "A1": "X", "D1": "~sM"})
    pull = MoveMountain(H("A2"), H("A3"), True)
    assert pull in g.legal_actions()
    assert g.why_not(pull) is None


def test_a_king_pushes_a_mountain_into_the_corner_hex_a1_B_MOUNTAIN_MOVE():
    """B-MOUNTAIN-MOVE: the King on A3 steps onto A2 and pushes its Mountain into the empty A1 (hex id 0);
    one more step west would leave the field."""
    g = game({"A3": "gK", "A2": "X", "D1": "~sM"})
    push = MoveMountain(H("A3"), H("A2"), False)
    assert push in g.legal_actions()
    assert g.rules.mountain_ok(g.state, H("A3"), H("A2"), False) is None
    g.play(push)
    P = g.rules.pieces(2)
    assert P.kind[g.state.land[H("A1")]] == MOUNTAIN
    g = game({"A2": "gK", "A1": "X", "D1": "~sM"})
    r = g.why_not(MoveMountain(H("A2"), H("A1"), False))
    assert (r.rule_id, r.key) == ("B-MOUNTAIN-MOVE", "refuse.mountain_blocked")


# -- King: Resurrect (B-RESURRECT, B-RESURRECT-FROM) -----------------------------------------------------
def _all_silver_on_the_field() -> dict[str, str]:
    """Every silver character on the field (the King on its Throne, the rest face down), far from F6, so
    that the graves hold gold's pieces only."""
    board = RULES.board
    codes = [("s" + "KGPRHDMF"[k]) for k, (count, _) in enumerate(board.characters) for _ in range(count)]
    far = [LABELS[h] for h in reversed(board.fields[2])][: len(codes)]
    cells = {far[0]: "T:" + codes[0]}
    cells.update({lab: "~" + code for lab, code in zip(far[1:], codes[1:])})
    return cells


def test_a_king_resurrects_when_only_his_own_pieces_lie_in_the_graves_B_RESURRECT():
    """B-RESURRECT: a King brings back one of his own from a grave; the graves holding no opponent's piece
    changes nothing."""
    g = game({"F6": "gK", **_all_silver_on_the_field()}, hidden=0)
    owners = {g.rules.pieces(2).owner[p] for grave in g.state.graves for p in grave}
    assert owners == {0}
    assert Resurrect(H("F6"), 1, 1, "man") in g.legal_actions()
    assert g.why_not(Resurrect(H("F6"), 1, 1, "man")) is None


def test_resurrect_from_opponents_still_looks_at_the_later_graves_B_RESURRECT_FROM():
    """B-RESURRECT-FROM: with resurrect_from="opponents" gold (seat 0) skips its own grave (seat 0) and
    still brings back its pieces from silver's grave."""
    g = game({"F6": "gK", "D1": "~sM"}, options={"resurrect_from": "opponents"})
    assert g.state.graves[1]
    choices = g.rules.resurrect_choices(g.state, 0, False)
    assert choices and all(src == 1 for src, _ in choices)
    assert Resurrect(H("F6"), 1, 1, "man") in g.legal_actions()


# -- Fisher: Cast (B-CAST) ---------------------------------------------------------------------------------
def test_a_cast_onto_a_face_up_landmark_is_refused_with_its_own_sentence_B_CAST():
    """B-CAST: a cast lands on a piece or a face-down landmark, not on a face-up landmark alone."""
    g = game({"F6": "gF", "F7": "sM", "F8": "A", "D1": "~sM"})
    r = g.why_not(Cast(H("F6"), H("F8")))
    assert (r.rule_id, r.key) == ("B-CAST", "refuse.cast_landmark_up")
    assert Cast(H("F6"), H("F8")) not in g.legal_actions()


# -- B-PASSIVE-COUNT: a board without Prophets ------------------------------------------------------------
def test_a_player_without_prophets_has_no_passive_prophecy_B_PASSIVE_COUNT():
    """B-PASSIVE-COUNT: on a board whose sets hold no Prophet, nobody has "all Prophets face up": the
    view says False (not True, not None)."""
    data = RULES.board.to_data()
    data["characters"]["prophet"]["count"] = 0
    g = new_game(2, seed=1, board=board_from_data(data))
    for q in range(2):
        assert g.rules.passive(g.state, q, PROPHET) is False
        assert g.view()["players"][q]["passive_prophecy"] is False


def test_no_face_down_left_answers_false_while_a_face_down_piece_lies_on_the_field_B_END():
    """B-END, B-END-COUNT: a face-down landmark keeps the game going (answer False, a bool)."""
    g = game({"F6": "gG", "D2": "~X"}, hidden=0)
    assert g.rules.no_face_down_left(g.state) is False


# -- the list is kept for one rules object (legal_tuple's cache, the kept moves of a stack) --------------
def test_the_list_kept_on_a_state_is_not_served_to_rules_with_other_options_B_EAT_REVEALED():
    """B-EAT-REVEALED: the same position read by the default rules (no blind eat) and by rules with
    blind_eat lists the eat of the face-down neighbour only for the latter, whichever reads it first."""
    g = game({"F6": "gD", "F7": "~sM", "D1": "~sM"})
    s = g.state
    blind = RULES.with_setup(None, BookOptions(blind_eat=True))
    assert blind is not g.rules
    eat = Eat(H("F6"), H("F7"))
    assert eat not in g.rules.legal_actions(s)
    assert eat in blind.legal_actions(s)
    assert eat not in g.rules.legal_actions(s)
    g = game({"F6": "gD", "F7": "~sM", "D1": "~sM"})
    assert eat in blind.legal_actions(g.state)
    assert eat not in g.rules.legal_actions(g.state)


# -- B-PERPETUAL: what counts as a repetition -----------------------------------------------------------
def _key(g) -> str:
    """The repetition key of ``g``'s position as the notation writes it (field hash and player to move)."""
    return f"{g.state.zob ^ turn_key(g.state.turn):016x}"


def test_an_eat_never_repeats_a_position_B_PERPETUAL():
    """B-PERPETUAL: an action that changes a grave starts a new count, so it is never a repetition, even
    while some position has been seen twice."""
    g = game({"F6": "gD", "F7": "sM", "D1": "~sM"}, extra="reps=0000000000000001*2")
    assert g.state.rep2
    eat = Eat(H("F6"), H("F7"))
    assert g.rules.repeats(g.state, eat) is False
    assert eat in g.legal_actions()


def test_the_move_that_reaches_the_cap_is_no_repetition_B_PERPETUAL_B_CAP():
    """B-PERPETUAL, B-CAP: the last action before the cap ends the game, so it is allowed even when it
    brings back a position seen twice."""
    after = game({"F7": "gD", "D1": "~sM"}, turn="silver", ply=19, options={"move_cap": 20})
    g = game({"F6": "gD", "D1": "~sM"}, ply=19, options={"move_cap": 20}, extra=f"reps={_key(after)}*2")
    step = Travel(H("F6"), H("F7"))
    assert g.rules.repeats(g.state, step) is False
    assert step in g.legal_actions()
    g.play(step)
    assert g.state.phase == OVER and g.state.end == "cap"


def test_a_free_prophecy_that_would_bring_back_a_position_seen_twice_is_refused_B_PERPETUAL():
    """B-PERPETUAL, B-PROPHECY-PASSIVE: a Prophecy without sacrifice changes nothing on the field; once
    its peeks are done the next player in turn order (silver, after gold, before red) moves, so if that
    position was seen twice the Prophecy is refused; the same field with red or gold to move does not count."""
    cells = {"F6": "gP", "F8": "gP", "C2": "gP", "D1": "~sM"}
    players = "gold,silver,red"
    silver = game(cells, players=players, turn="silver")
    g = game(cells, players=players, extra=f"reps={_key(silver)}*2")
    free = Prophecy(H("F6"), None)
    assert g.rules.passive(g.state, 0, PROPHET)
    assert free not in g.legal_actions()
    r = g.why_not(free)
    assert (r.rule_id, r.key) == ("B-PERPETUAL", "refuse.perpetual")
    for other in ("red", "gold"):
        h = game(cells, players=players, extra=f"reps={_key(game(cells, players=players, turn=other))}*2")
        assert free in h.legal_actions()
