"""What each action tells and the bookkeeping after it, pinned exactly (found by mutation testing:
``scripts/mutation.py book.play``): the kind, rule and data of every event an action returns, Rest for
the right player (B-REST, B-REST-COUNT), the turn order with three players (B-TURN), the end's rule
(B-END, B-CAP), the count of positions (B-PERPETUAL), and the Mountains a King moves (B-MOUNTAIN-MOVE).

Hexes: row F runs F3 F4 F5 F6 F7 F8 F9 from west to east; F6's neighbours are F7 (east), E6 (north-east),
E5 (north-west), F5 (west), G6 (south-west), G7 (south-east). A1 is the field's north-west corner: its
only neighbours are A2 (east), B1 (south-west) and B2 (south-east).
"""

from __future__ import annotations

from book_helpers import H, game, land_at

from genesis_nb.book import (
    RULES,
    Cast,
    Congregate,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Flip,
    Fortify,
    Gallop,
    Mount,
    MoveMountain,
    Peek,
    Prophecy,
    Purge,
    Resurrect,
    Travel,
)
from genesis_nb.book.play import mountain_run


def told(events):
    """An action's events as (kind, rule, data)."""
    return [(e.kind, e.rule, dict(e.data)) for e in events]


def piece(owner, name, mounted=0):
    return {"piece": [owner, name, mounted]}


def by_gold(**data):
    """The data of an event told by gold, the acting player."""
    return {"player": "gold", **data, "seat": 0}


def by_silver(**data):
    return {"player": "silver", **data, "seat": 1}


def kinds_at(g, label):
    P = g.rules.pieces(g.state.n)
    return [P.kind[p] for p in g.state.stack[H(label)]]


def top_up(g, label):
    st = g.state.stack[H(label)]
    return g.state.up[st[0]]


# -- moving, merging ------------------------------------------------------------------------------
def test_a_flip_tells_the_hex_and_the_piece_B_FLIP():
    g = game({"F6": "gG", "D1": "~sM", "D2": "~sM"})
    assert told(g.play(Flip(H("D1")))) == [("flip", "B-FLIP", by_gold(hex="D1", piece=piece("silver", "man")))]


def test_travel_and_gallop_each_tell_their_own_rule_B_TRAVEL_B_GALLOP():
    g = game({"F6": "gG", "D1": "~sM"})
    assert told(g.play(Travel(H("F6"), H("F5")))) == [
        ("travel", "B-TRAVEL", by_gold(piece=piece("gold", "goliath"), frm="F6", to="F5"))
    ]
    g = game({"F6": "gH", "D1": "~sM"})
    assert told(g.play(Gallop(H("F6"), H("E7")))) == [
        ("gallop", "B-GALLOP", by_gold(piece=piece("gold", "horse"), frm="F6", to="E7"))
    ]


def test_mount_and_dismount_tell_the_rider_B_MOUNT_B_DISMOUNT():
    g = game({"F5": "gP", "F6": "gH", "D1": "~sM"})
    assert told(g.play(Mount(H("F5"), H("F6")))) == [
        ("mount", "B-MOUNT", by_gold(piece=piece("gold", "prophet"), frm="F5", to="F6"))
    ]
    g = game({"F6": "gH+gP", "D1": "~sM"})
    assert told(g.play(Dismount(H("F6"), H("F5")))) == [
        ("dismount", "B-DISMOUNT", by_gold(piece=piece("gold", "prophet"), frm="F6", to="F5"))
    ]


def test_fortify_and_congregate_each_tell_their_own_rule_B_FORTIFY_B_CONGREGATE():
    g = game({"F5": "gD", "F6": "gD", "D1": "~sM"})
    assert told(g.play(Fortify(H("F5"), H("F6")))) == [("fortify", "B-FORTIFY", by_gold(frm="F5", to="F6"))]
    g = game({"F5": "gM", "F6": "gM", "D1": "~sM"})
    assert told(g.play(Congregate(H("F5"), H("F6")))) == [("congregate", "B-CONGREGATE", by_gold(frm="F5", to="F6"))]


# -- eating ---------------------------------------------------------------------------------------
def test_an_eat_tells_the_eaten_piece_B_EAT():
    g = game({"F6": "gG", "F7": "sP", "D1": "~sM"})
    assert told(g.play(Eat(H("F6"), H("F7")))) == [
        ("eaten", "B-EAT", by_gold(piece=piece("silver", "prophet"), hex="F7"))
    ]


def test_a_blind_eat_of_the_second_players_piece_shows_it_then_eats_it_B_EAT_REVEALED():
    """B-EAT-REVEALED (blind_eat): silver attacks gold's face-down Man (gold is seat 0): shown, then eaten."""
    g = game({"F6": "sG", "F7": "~gM", "D1": "~sM"}, turn="silver", options={"blind_eat": True})
    assert told(g.play(Eat(H("F6"), H("F7")))) == [
        ("revealed", "B-EAT-REVEALED", by_silver(hex="F7", piece=piece("gold", "man"))),
        ("eaten", "B-EAT", by_silver(piece=piece("gold", "man"), hex="F7")),
    ]
    assert kinds_at(g, "F7") == [1] and not g.state.stack[H("F6")]


def test_a_blind_eat_onto_an_own_piece_is_a_miss_and_its_seventh_man_rests_B_EAT_REVEALED_B_REST():
    """B-EAT-REVEALED, B-REST: gold attacks its own face-down seventh Man: it is shown, the eat misses,
    and gold has all its Men face up: silver's face-up pieces turn face down."""
    men = {f"C{i}": "gM" for i in range(1, 7)}
    g = game({**men, "F6": "gG", "F7": "~gM", "E9": "sG", "D1": "~sM"}, options={"blind_eat": True})
    assert told(g.play(Eat(H("F6"), H("F7")))) == [
        ("revealed", "B-EAT-REVEALED", by_gold(hex="F7", piece=piece("gold", "man"))),
        ("blind_miss", "B-EAT-REVEALED", by_gold(hex="F7")),
        ("rest", "B-REST", by_gold(hexes=["E9"], count={"n": 1, "word": "piece"})),
    ]
    assert kinds_at(g, "F6") == [1] and top_up(g, "F7") and not top_up(g, "E9")


# -- Rest -----------------------------------------------------------------------------------------
def test_flipping_the_second_players_seventh_man_makes_that_player_rest_B_REST():
    """B-REST: gold (seat 0) flips silver's seventh Man: silver rests, gold's face-up pieces turn down."""
    men = {f"C{i}": "sM" for i in range(1, 7)}
    g = game({**men, "D1": "~sM", "F6": "gG", "E9": "sG"})
    assert told(g.play(Flip(H("D1")))) == [
        ("flip", "B-FLIP", by_gold(hex="D1", piece=piece("silver", "man"))),
        ("rest", "B-REST", {"player": "silver", "hexes": ["F6"], "count": {"n": 1, "word": "piece"}}),
    ]
    assert not top_up(g, "F6") and top_up(g, "E9")


def test_rest_comes_only_when_the_men_come_up_not_while_they_stay_up_B_REST_B_REST_COUNT():
    """B-REST, B-REST-COUNT: a player whose Men were all face up already (a Mob counting two, or seven
    single Men) does not rest again when an action that could show Men (a blind eat) shows none."""
    singles = {f"C{i}": "gM" for i in range(1, 6)}
    for more in ({"C6": "gM+gM"}, {"C6": "gM", "D5": "gM"}):
        g = game({**singles, **more, "F6": "gG", "F7": "sP", "E9": "sG", "D1": "~sM"}, options={"blind_eat": True})
        events = g.play(Eat(H("F6"), H("F7")))
        assert told(events) == [("eaten", "B-EAT", by_gold(piece=piece("silver", "prophet"), hex="F7"))], more
        assert top_up(g, "E9"), more


# -- the turn, the end ------------------------------------------------------------------------------
def test_with_three_players_the_turn_goes_on_in_turn_order_B_TURN():
    """B-TURN, B-SETUP-ORDER: gold, then silver, then red, then gold again."""
    g = game({"F6": "gG", "C1": "sG", "B3": "rG", "D1": "~sM"}, players="gold,silver,red")
    assert g.state.order == (0, 1, 2) and g.actor == 0
    g.play(Travel(H("F6"), H("F5")))
    assert g.actor == 1
    g.play(Travel(H("C1"), H("C2")))
    assert g.actor == 2
    g.play(Travel(H("B3"), H("B4")))
    assert g.actor == 0


def test_the_end_when_everything_is_flipped_names_B_END():
    g = game({"F6": "gG", "D1": "~sM"}, hidden=0)
    events = g.play(Flip(H("D1")))
    assert told(events)[1] == ("game_over", "B-END", {"reason": "word.end.flipped"})
    assert [e.kind for e in events] == ["flip", "game_over", "count", "count", "winner"]


def test_the_end_at_the_cap_names_B_CAP():
    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"}, options={"move_cap": 11})
    events = g.play(Travel(H("F6"), H("F5")))
    assert told(events)[:2] == [
        ("travel", "B-TRAVEL", by_gold(piece=piece("gold", "goliath"), frm="F6", to="F5")),
        ("game_over", "B-CAP", {"reason": "word.end.cap"}),
    ]


# -- B-PERPETUAL: the count of positions ------------------------------------------------------------
def test_positions_are_counted_as_played_but_not_in_the_middle_of_a_prophecy_B_PERPETUAL():
    """B-PERPETUAL, B-PROPHECY-PASSIVE: every action played counts the position it brings about; a
    Prophecy's naming phase is no position to move from, so a Prophecy that changes nothing on the
    field does not count the position twice. Gold prophesies (no sacrifice) while silver's Goliath walks
    to and fro: the start comes back a second time (allowed), then a third (refused)."""
    g = game({"F6": "gP", "F4": "gP", "G4": "gP", "C1": "sG", "D1": "~sM", "D2": "~sM"})
    there, back = Travel(H("C1"), H("C2")), Travel(H("C2"), H("C1"))

    def gold_looks():
        g.play(Prophecy(H("F6"), None))
        g.play(Peek(H("D1")))

    gold_looks()
    g.play(there)
    gold_looks()
    assert g.why_not(back) is None  # the start, gold to move, a second time
    g.play(back)
    gold_looks()
    g.play(there)
    gold_looks()
    r = g.why_not(back)  # a third time
    assert r is not None and (r.rule_id, r.key) == ("B-PERPETUAL", "refuse.perpetual")


def test_a_resurrect_changes_a_grave_so_the_count_of_positions_starts_again_B_PERPETUAL():
    """B-PERPETUAL, B-RESURRECT: a position seen twice is forgotten once a Resurrect changes the graves
    (the notation lists positions seen twice under ``reps``)."""
    g = game({"F6": "gK", "E9": "gG", "C1": "sG", "D1": "~sM"}, graves={1: "gP"})
    for a in (Travel(H("E9"), H("E8")), Travel(H("C1"), H("C2")), Travel(H("E8"), H("E9")), Travel(H("C2"), H("C1"))):
        g.play(a)
    assert "reps=" in g.notation()
    g.play(Resurrect(H("F6"), 1, 1, "prophet"))
    assert "reps=" not in g.notation()
    assert list(g.state.reps.values()) == [1]


# -- King ---------------------------------------------------------------------------------------------
def test_moving_mountains_tells_push_or_pull_and_how_many_B_MOUNTAIN_MOVE():
    g = game({"F5": "gK", "F6": "X", "F7": "X", "D1": "~sM"})
    assert told(g.play(MoveMountain(H("F5"), H("F6"), False))) == [
        (
            "move_mountain",
            "B-MOUNTAIN-MOVE",
            by_gold(frm="F5", to="F6", how="word.push", count={"n": 2, "word": "mountain"}),
        )
    ]
    g = game({"F6": "gK", "F5": "X", "D1": "~sM"})
    assert told(g.play(MoveMountain(H("F6"), H("F7"), True))) == [
        (
            "move_mountain",
            "B-MOUNTAIN-MOVE",
            by_gold(frm="F6", to="F7", how="word.pull", count={"n": 1, "word": "mountain"}),
        )
    ]


def test_a_king_stepping_west_pulls_the_mountain_east_of_it_B_MOUNTAIN_MOVE():
    g = game({"F6": "gK", "F7": "X", "E6": "X", "D1": "~sM"})
    assert mountain_run(g.rules, g.state, H("F6"), H("F5"), True) == [H("F7")]
    assert mountain_run(g.rules, g.state, H("F6"), H("G6"), True) == [H("E6")]  # south-west pulls north-east
    g.play(MoveMountain(H("F6"), H("F5"), True))
    assert kinds_at(g, "F5") == [0] and land_at(g, "F6") == 11 and land_at(g, "F7") is None


def test_a_mountain_in_the_first_hex_of_the_field_is_pulled_and_is_blocked_B_MOUNTAIN_MOVE():
    """B-MOUNTAIN-MOVE: a Mountain on A1 (hex id 0) is a Mountain like any other: pulled by a King
    stepping away from it; pushed off the field: blocked."""
    g = game({"A2": "gK", "A1": "X", "D1": "~sM"})
    assert mountain_run(g.rules, g.state, H("A2"), H("A3"), True) == [H("A1")]
    g.play(MoveMountain(H("A2"), H("A3"), True))
    assert kinds_at(g, "A3") == [0] and land_at(g, "A2") == 11 and land_at(g, "A1") is None
    g = game({"B2": "gK", "A1": "X", "D1": "~sM"})
    assert mountain_run(g.rules, g.state, H("B2"), H("A1"), False) == [H("A1")]
    r = g.why_not(MoveMountain(H("B2"), H("A1"), False))
    assert (r.rule_id, r.key) == ("B-MOUNTAIN-MOVE", "refuse.mountain_blocked")


def test_no_mountain_run_between_hexes_that_are_not_neighbours():
    g = game({"F5": "gK", "F6": "X", "D1": "~sM"})
    assert mountain_run(RULES, g.state, H("F5"), H("F7"), False) == []
    assert mountain_run(RULES, g.state, H("F5"), H("F7"), True) == []


def test_a_resurrect_tells_the_sacrifice_then_the_piece_that_comes_back_B_RESURRECT():
    g = game({"F6": "gK", "D1": "~sM"}, graves={1: "gP"})
    assert told(g.play(Resurrect(H("F6"), 1, 1, "prophet"))) == [
        ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "king"), hex="F6", grave="silver")),
        ("resurrect", "B-RESURRECT", by_gold(piece=piece("gold", "prophet"), hex="F6", source="silver")),
    ]


# -- Prophet --------------------------------------------------------------------------------------------
def test_a_prophecy_and_its_peeks_tell_their_rules_B_PROPHECY():
    g = game({"F6": "gP", "D1": "~sM", "D2": "~sK", "D3": "~X"})
    assert told(g.play(Prophecy(H("F6"), 1))) == [
        ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "prophet"), hex="F6", grave="silver")),
        ("prophecy", "B-PROPHECY", by_gold(hex="F6", count={"n": 3, "word": "piece"})),
    ]
    assert told(g.play(Peek(H("D1")))) == [("peek", "B-PROPHECY", by_gold(hex="D1"))]
    g.play(Peek(H("D2")))
    assert told(g.play(Peek(H("D3")))) == [
        ("peek", "B-PROPHECY", by_gold(hex="D3")),
        ("peek_seen", "B-PROPHECY", by_gold(hex="D1", piece=piece("silver", "man"), private_to=[0])),
        ("peek_seen", "B-PROPHECY", by_gold(hex="D2", piece=piece("silver", "king"), private_to=[0])),
        ("peek_seen", "B-PROPHECY", by_gold(hex="D3", piece=piece("", "mountain"), private_to=[0])),
    ]


def test_a_passive_prophecy_tells_its_own_rule_B_PROPHECY_PASSIVE():
    g = game({"F6": "gP", "F4": "gP", "G4": "gP", "D1": "~sM", "D2": "~sM"})
    assert told(g.play(Prophecy(H("F6"), None))) == [
        ("prophecy", "B-PROPHECY-PASSIVE", by_gold(hex="F6", count={"n": 1, "word": "piece"}))
    ]
    assert told(g.play(Peek(H("D1")))) == [
        ("peek", "B-PROPHECY", by_gold(hex="D1")),
        ("peek_seen", "B-PROPHECY", by_gold(hex="D1", piece=piece("silver", "man"), private_to=[0])),
    ]


def test_the_second_player_remembers_what_its_prophecy_showed_B_MEMORY():
    """B-PROPHECY, B-MEMORY: silver (seat 1) looks at gold's face-down pieces and knows them afterwards."""
    g = game({"F6": "sP", "D1": "~gM", "D2": "~gK", "D3": "~gG"}, turn="silver")
    g.play(Prophecy(H("F6"), 0))
    for label in ("D1", "D2", "D3"):
        g.play(Peek(H(label)))
    mine = {c["label"]: c for c in g.view(1)["cells"]}
    assert mine["D2"]["known"] and mine["D2"]["pieces"] == [{"owner": 0, "kind": "king"}]
    assert not {c["label"]: c for c in g.view(0)["cells"]}["D2"].get("known")


# -- Priest ---------------------------------------------------------------------------------------------
def test_each_kind_of_purge_tells_its_own_rule_B_PURGE_B_PURGE_PASSIVE_B_ALTAR_PURGE():
    g = game({"F6": "gR", "F7": "sM", "D1": "~sM"})
    assert told(g.play(Purge(H("F6"), 1))) == [
        ("purge", "B-PURGE", by_gold(hex="F6", count={"n": 1, "word": "target"})),
        ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "priest"), hex="F6", grave="silver")),
        ("eaten", "B-PURGE", by_gold(piece=piece("silver", "man"), hex="F7")),
    ]
    g = game({"F6": "gR", "F7": "sM", "C1": "gR", "C2": "gR", "D1": "~sM"})
    assert told(g.play(Purge(H("F6"), None))) == [
        ("purge", "B-PURGE-PASSIVE", by_gold(hex="F6", count={"n": 1, "word": "target"})),
        ("eaten", "B-PURGE-PASSIVE", by_gold(piece=piece("silver", "man"), hex="F7")),
    ]
    g = game({"F6": "L:gR", "F7": "sM", "D1": "~sM"})
    assert told(g.play(Purge(H("F6"), None))) == [
        ("purge", "B-ALTAR-PURGE", by_gold(hex="F6", count={"n": 1, "word": "target"})),
        ("eaten", "B-ALTAR-PURGE", by_gold(piece=piece("silver", "man"), hex="F7")),
    ]


def test_an_ekballo_tells_its_rule_and_its_targets_B_EKBALLO():
    g = game({"F6": "L:gR", "F9": "sM", "F3": "sH", "D1": "~sM"})
    assert told(g.play(Ekballo(H("F6"), 0, 1))) == [
        ("ekballo", "B-EKBALLO", by_gold(hex="F6", count={"n": 2, "word": "target"})),
        ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "priest"), hex="F6", grave="silver")),
        ("eaten", "B-EKBALLO", by_gold(piece=piece("silver", "horse"), hex="F3")),
        ("eaten", "B-EKBALLO", by_gold(piece=piece("silver", "man"), hex="F9")),
    ]


def test_a_blind_purge_by_the_second_player_shows_each_target_and_eats_gold_pieces_B_HIDDEN_TARGETS():
    """B-HIDDEN-TARGETS (blind_purge): silver's Priest on an Altar shows the face-down pieces around it;
    gold's Man (gold is seat 0) is eaten, gold's Goliath (beyond a Priest) and silver's own Man stay."""
    cells = {"F6": "L:sR", "F7": "~gM", "F5": "~sM", "E6": "~gG", "D1": "~sM"}
    g = game(cells, turn="silver", options={"blind_purge": True})
    assert told(g.play(Purge(H("F6"), None))) == [
        ("purge", "B-ALTAR-PURGE", by_silver(hex="F6", count={"n": 3, "word": "target"})),
        ("revealed", "B-HIDDEN-TARGETS", by_silver(hex="E6", piece=piece("gold", "goliath"))),
        ("revealed", "B-HIDDEN-TARGETS", by_silver(hex="F5", piece=piece("silver", "man"))),
        ("revealed", "B-HIDDEN-TARGETS", by_silver(hex="F7", piece=piece("gold", "man"))),
        ("eaten", "B-ALTAR-PURGE", by_silver(piece=piece("gold", "man"), hex="F7")),
    ]
    assert not g.state.stack[H("F7")] and kinds_at(g, "E6") == [1] and kinds_at(g, "F5") == [6]


# -- Mob ------------------------------------------------------------------------------------------------
def test_a_crucify_sacrifices_the_mob_shows_a_face_down_target_and_takes_it_B_CRUCIFY():
    g = game({"F6": "gM+gM", "D1": "~sM", "D2": "~sG"})
    assert told(g.play(Crucify(H("F6"), H("D2"), 1))) == [
        ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "mob"), hex="F6", grave="silver")),
        ("revealed", "B-CRUCIFY", by_gold(hex="D2", piece=piece("silver", "goliath"))),
        ("crucified", "B-CRUCIFY", by_gold(piece=piece("silver", "goliath"), hex="D2")),
    ]
    assert not g.state.stack[H("F6")] and not g.state.stack[H("D2")]
    assert g.view()["players"][1]["grave"][-2:] == [{"owner": 0, "kind": "man"}] * 2


def test_a_crucified_face_down_landmark_is_shown_then_removed_or_only_shown_B_CRUCIFY_OWN():
    sacrifice = ("sacrifice", "B-SACRIFICE", by_gold(piece=piece("gold", "mob"), hex="F6", grave="silver"))
    shown = ("revealed", "B-CRUCIFY-OWN", by_gold(hex="D1", piece=piece("", "mountain")))
    g = game({"F6": "gM+gM", "D1": "~X", "D2": "~sM"})
    assert told(g.play(Crucify(H("F6"), H("D1"), 1))) == [
        sacrifice,
        shown,
        ("landmark_removed", "B-CRUCIFY-OWN", {"hex": "D1", "piece": piece("", "mountain")}),
    ]
    g = game({"F6": "gM+gM", "D1": "~X", "D2": "~sM"}, options={"crucify_landmark": "revealed"})
    assert told(g.play(Crucify(H("F6"), H("D1"), 1))) == [sacrifice, shown]
    assert land_at(g, "D1") == 11 and not g.state.stack[H("F6")]


def test_a_crucified_avenger_curses_every_other_face_up_mob_of_the_crucifier_B_TRAPS():
    """B-TRAPS (crucify_traps), B-CURSE: the crucifying Mob is gone; its player's other face-up Mobs,
    wherever they stand (A2 is hex id 1), go into the Avenger's player's grave."""
    g = game({"F6": "gM+gM", "F8": "sD+sD", "A2": "gM+gM", "C1": "gM+gM", "D1": "~sM"}, options={"crucify_traps": True})
    events = g.play(Crucify(H("F6"), H("F8"), 1))
    assert told(events)[2:] == [
        ("cursed", "B-CURSE", {"piece": piece("gold", "mob"), "hex": "A2", "grave": "silver"}),
        ("cursed", "B-CURSE", {"piece": piece("gold", "mob"), "hex": "C1", "grave": "silver"}),
    ]
    assert not g.state.stack[H("A2")] and not g.state.stack[H("C1")]


# -- Fisher ---------------------------------------------------------------------------------------------
def test_a_cast_tells_what_it_eats_and_shows_a_face_down_target_first_B_CAST():
    g = game({"F5": "gF", "F6": "sM", "F7": "sG", "D1": "~sM"})
    assert told(g.play(Cast(H("F5"), H("F7")))) == [
        ("eaten", "B-CAST", by_gold(piece=piece("silver", "goliath"), hex="F7"))
    ]
    g = game({"F5": "gF", "F6": "sM", "F7": "~sG", "D1": "~sM"})
    assert told(g.play(Cast(H("F5"), H("F7")))) == [
        ("revealed", "B-CAST", by_gold(hex="F7", piece=piece("silver", "goliath"))),
        ("eaten", "B-CAST", by_gold(piece=piece("silver", "goliath"), hex="F7")),
    ]


def test_a_cast_onto_a_face_down_landmark_tells_what_became_of_it_B_CAST_LANDMARK():
    cells = {"F5": "gF", "F6": "sM", "F7": "~L", "D1": "~sM"}
    g = game(cells, options={"cast_landmark": "revealed"})
    assert told(g.play(Cast(H("F5"), H("F7")))) == [
        ("revealed", "B-CAST-LANDMARK", by_gold(hex="F7", piece=piece("", "altar"))),
        ("cast_landmark", "B-CAST-LANDMARK", by_gold(hex="F7")),
    ]
    g = game(cells)  # the default: the rulebook's reading
    assert told(g.play(Cast(H("F5"), H("F7")))) == [("cast_landmark_hidden", "B-CAST-LANDMARK", by_gold(hex="F7"))]
    assert not g.state.up[g.state.land[H("F7")]] and kinds_at(g, "F5") == [7]
