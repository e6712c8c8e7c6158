"""Every ability, each on a position of its own: what it does and each of its refusals.

Hexes: row F runs F3 F4 F5 F6 F7 F8 F9 from west to east; F6's neighbours are F7 (east), E6 (north-east),
E5 (north-west), F5 (west), G6 (south-west), G7 (south-east); a gallop from F6 reaches E7, D5, E4, G5,
H6, G8.
"""

import pytest
from book_helpers import H, game, land_at

from genesis_nb.book import (
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
from genesis_nb.book.state import PEEK, TURN


def kinds_at(g, label):
    s = g.state
    P = g.rules.pieces(s.n)
    return [P.kind[p] for p in s.stack[H(label)]]


# -- King -------------------------------------------------------------------------------------------
def test_move_mountain_push():
    """B-MOUNTAIN-MOVE: the King steps onto the Mountain's hex and pushes it one hex on."""
    g = game({"F5": "gK", "F6": "X", "D1": "~sM"})
    g.play(MoveMountain(H("F5"), H("F6"), False))
    assert kinds_at(g, "F6") == [0] and land_at(g, "F7") == 11 and land_at(g, "F6") is None


def test_move_mountain_push_a_line_of_mountains():
    """B-MOUNTAIN-MOVE: Mountains lined up in front all move one hex."""
    g = game({"F5": "gK", "F6": "X", "F7": "X", "D1": "~sM"})
    g.play(MoveMountain(H("F5"), H("F6"), False))
    assert land_at(g, "F7") == 11 and land_at(g, "F8") == 11 and kinds_at(g, "F6") == [0]


def test_move_mountain_pull():
    """B-MOUNTAIN-MOVE: the King steps away into an empty hex; the Mountain behind it follows."""
    g = game({"F6": "gK", "F5": "X", "F4": "X", "D1": "~sM"})
    g.play(MoveMountain(H("F6"), H("F7"), True))
    assert kinds_at(g, "F7") == [0] and land_at(g, "F6") == 11 and land_at(g, "F5") == 11
    assert land_at(g, "F4") is None


def test_move_mountain_refusals():
    """B-MOUNTAIN-MOVE: only a King; a face-up Mountain to push or pull; room beyond; never both."""
    g = game({"F5": "gK", "F6": "X", "F7": "sM", "E6": "gG", "D1": "~sM", "G5": "~X"})
    cases = {
        MoveMountain(H("F5"), H("F6"), False): "refuse.mountain_blocked",
        MoveMountain(H("F5"), H("F4"), False): "refuse.no_mountain_push",
        MoveMountain(H("F5"), H("E5"), True): "refuse.no_mountain_pull",  # behind: a face-down piece
        MoveMountain(H("F5"), H("F6"), True): "refuse.pull_step",
        MoveMountain(H("F5"), H("G6"), True): "refuse.no_mountain_pull",
        MoveMountain(H("E6"), H("E7"), False): "refuse.not_king",
    }
    for a, key in cases.items():
        r = g.why_not(a)
        assert (r.rule_id, r.key) == ("B-MOUNTAIN-MOVE", key), (a, r)
    # a face-down Mountain is just a face-down piece: nobody may push it
    g2 = game({"G6": "gK", "G5": "~X", "D1": "~sM"})
    assert g2.why_not(MoveMountain(H("G6"), H("G5"), False)).key == "refuse.no_mountain_push"


def test_resurrect_swaps_king_for_a_piece_from_a_grave():
    """B-RESURRECT, B-SACRIFICE: the King goes into the chosen opponent's grave; a single character of its
    player comes back face up on the King's hex."""
    g = game({"F6": "gK", "D1": "~sM"}, graves={1: "gP"})
    a = Resurrect(H("F6"), 1, 1, "prophet")
    assert g.why_not(a) is None
    before = g.scores().total(1)
    g.play(a)
    assert kinds_at(g, "F6") == [2] and g.state.up[g.state.stack[H("F6")][0]]
    assert g.scores().total(1) == before - 5 + 7  # the Prophet left silver's grave, the King came
    assert "comes back" in g.narration()[-1]


def test_resurrect_refusals():
    """B-RESURRECT: only a King; one of your own characters that lies in that grave; not a King;
    the sacrifice goes into an opponent's grave."""
    g = game({"F6": "gK", "F7": "gG", "D1": "~sM"}, graves={1: "gP"})
    assert g.why_not(Resurrect(H("F7"), 1, 1, "prophet")).key == "refuse.not_king"
    assert g.why_not(Resurrect(H("F6"), 1, 1, "king")).key == "refuse.resurrect_kind"
    assert g.why_not(Resurrect(H("F6"), 1, 1, "dragon")).key == "refuse.resurrect_kind"
    r = g.why_not(Resurrect(H("F6"), 0, 1, "prophet"))
    assert (r.rule_id, r.key) == ("B-SACRIFICE", "refuse.grave_self")
    g = game({"F6": "gK", "D1": "~sM"}, graves={0: "sP"})
    r = g.why_not(Resurrect(H("F6"), 1, 0, "prophet"))  # gold's grave holds silver's pieces only
    assert (r.rule_id, r.key) == ("B-RESURRECT", "refuse.resurrect_none")
    assert r.message() == "Gold's grave holds no Prophet of yours."


def test_throne_protects_the_king_and_is_discarded_when_he_leaves():
    """B-THRONE: a King on its Throne cannot be eaten; when it steps off the Throne leaves the game."""
    g = game({"F6": "T:gK", "F7": "sM", "D1": "~sM"}, turn="silver")
    r = g.why_not(Eat(H("F7"), H("F6")))
    assert (r.rule_id, r.key) == ("B-THRONE", "refuse.on_throne")
    g = game({"F6": "T:gK", "D1": "~sM"})
    g.play(Travel(H("F6"), H("F5")))
    assert land_at(g, "F6") is None
    assert g.view()["discarded"].count("throne") == 2
    assert "leaves the game" in " ".join(g.narration())


# -- Prophet ----------------------------------------------------------------------------------------
def test_prophecy_sacrifice_then_three_private_peeks():
    """B-PROPHECY, B-PROPHECY-DECLARE, B-MEMORY: the Prophet goes to the chosen grave; its player names 3
    face-down pieces one at a time and sees them once all are named; the others see only which hexes."""
    g = game({"F6": "gP", "D1": "~sM", "D2": "~sK", "D3": "~X", "D4": "~gG"})
    g.play(Prophecy(H("F6"), 1))
    assert g.state.phase == PEEK and g.actor == 0
    assert g.view()["peek"] == {"left": 3, "hexes": []}
    g.play(Peek(H("D1")))
    assert g.why_not(Peek(H("D1"))).key == "refuse.peek_twice"
    g.play(Peek(H("D2")))
    assert not g.view(0)["cells"][0].get("known")  # nothing seen before the third is named
    events = g.play(Peek(H("D3")))
    assert g.state.phase == TURN and g.actor == 1
    private = [e for e in events if e.private_to]
    assert [e.private_to for e in private] == [(0,), (0,), (0,)]
    assert g.narrate(private, observer=0)[1] == "You see that D2 holds silver's King."  # the peeker's own words
    assert g.narrate(private, observer="all")[1] == "Gold sees that D2 holds silver's King."
    assert g.narrate(private) == [] and g.narrate(private, observer=1) == []
    cells = {c["label"]: c for c in g.view(0)["cells"]}
    assert cells["D2"]["known"] and cells["D2"]["pieces"] == [{"owner": 1, "kind": "king"}]
    assert not cells["D4"]["known"]
    other = {c["label"]: c for c in g.view(1)["cells"]}
    assert not other["D2"]["known"] and "pieces" not in other["D2"] and other["D2"]["peeked_by"] == [0]
    assert "King" not in " ".join(g.narration(observer=1))


def test_prophecy_passive_looks_at_one_piece():
    """B-PROPHECY-PASSIVE: with all three Prophets face up on the field a Prophet looks at 1 piece
    without sacrifice; without them that is refused."""
    g = game({"F6": "gP", "D1": "~sM", "D2": "~sM"})
    r = g.why_not(Prophecy(H("F6"), None))
    assert (r.rule_id, r.key) == ("B-PROPHECY-PASSIVE", "refuse.not_passive")
    g = game({"F6": "gP", "F4": "gP", "G4": "gP", "D1": "~sM", "D2": "~sM"})
    g.play(Prophecy(H("F6"), None))
    assert g.view()["peek"]["left"] == 1
    g.play(Peek(H("D1")))
    assert g.state.phase == TURN and kinds_at(g, "F6") == [2]


def test_prophecy_refusals():
    """B-PROPHECY: only a Prophet prophesies; the sacrifice goes to an opponent's grave."""
    g = game({"F6": "gP", "F7": "gG", "D1": "~sM"})
    assert g.why_not(Prophecy(H("F7"), 1)).key == "refuse.not_prophet"
    assert g.why_not(Prophecy(H("F6"), 0)).key == "refuse.grave_self"
    assert g.why_not(Prophecy(H("F6"), 5)).key == "refuse.no_such_grave"
    assert g.why_not(Peek(H("D1"))).key == "refuse.no_prophecy"


# -- Priest ------------------------------------------------------------------------------------------
def test_purge_with_sacrifice_eats_what_a_priest_may_eat():
    """B-PURGE, B-PURGE-ALLOWED: every face-up neighbour the Priest's row allows is eaten (not a Goliath,
    not a face-down piece, not one on the Ark); the Priest goes to the chosen grave."""
    g = game({"F6": "gR", "F7": "sM", "E6": "sG", "E5": "sH", "F5": "~sM", "G6": "A:sF", "D1": "~sM"})
    before = g.scores().total(0)
    g.play(Purge(H("F6"), 1))
    assert g.state.stack[H("F7")] == () and g.state.stack[H("E5")] == ()
    assert kinds_at(g, "E6") == [1] and g.state.stack[H("F5")] and g.state.stack[H("G6")]
    assert g.state.stack[H("F6")] == ()
    assert g.scores().total(0) == before + 1 + 3


def test_purge_without_sacrifice_passive_and_on_an_altar():
    """B-PURGE-PASSIVE, B-ALTAR-PURGE: all three Priests face up, or the Priest on an Altar: no sacrifice."""
    g = game({"F6": "gR", "F7": "sM", "D1": "~sM"})
    r = g.why_not(Purge(H("F6"), None))
    assert (r.rule_id, r.key) == ("B-PURGE-PASSIVE", "refuse.purge_needs_sacrifice")
    g = game({"F6": "gR", "F7": "sM", "C1": "gR", "C2": "gR", "D1": "~sM"})
    g.play(Purge(H("F6"), None))
    assert kinds_at(g, "F6") == [3] and not g.state.stack[H("F7")]
    g = game({"F6": "L:gR", "F7": "sM", "D1": "~sM"})
    g.play(Purge(H("F6"), None))
    assert kinds_at(g, "F6") == [3]


def test_purge_needs_something_to_eat():
    """B-PURGE: a Purge with nothing to eat is refused (it would be a pass)."""
    g = game({"F6": "L:gR", "F7": "sG", "D1": "~sM"})
    r = g.why_not(Purge(H("F6"), None))
    assert (r.rule_id, r.key) == ("B-PURGE", "refuse.purge_nothing")
    assert g.why_not(Purge(H("F7"), 1)).key in ("refuse.not_yours",)


def test_ekballo_eats_along_a_line_from_an_altar():
    """B-EKBALLO, B-HEX-LINE: a Priest on an Altar is sacrificed and eats every face-up enemy a Priest may
    eat on the east-west line through it, edge to edge; what it may not eat stays."""
    g = game({"F6": "L:gR", "F9": "sM", "F3": "sH", "F8": "sG", "F7": "gM", "E6": "sM", "D1": "~sM"})
    g.play(Ekballo(H("F6"), 0, 1))
    assert not g.state.stack[H("F9")] and not g.state.stack[H("F3")]
    assert kinds_at(g, "F8") == [1] and kinds_at(g, "E6") == [6] and kinds_at(g, "F7") == [6]
    assert not g.state.stack[H("F6")] and land_at(g, "F6") == 10


def test_ekballo_refusals():
    """B-EKBALLO: only from an Altar; the axis is 0, 1 or 2; something to eat on the line."""
    g = game({"F6": "gR", "F8": "sM", "D1": "~sM"})
    assert g.why_not(Ekballo(H("F6"), 0, 1)).key == "refuse.ekballo_altar"
    g = game({"F6": "L:gR", "F8": "sM", "D1": "~sM"})
    assert g.why_not(Ekballo(H("F6"), 3, 1)).key == "refuse.bad_axis"
    assert g.why_not(Ekballo(H("F6"), 2, 1)).key == "refuse.ekballo_nothing"
    assert g.why_not(Ekballo(H("F6"), 0, 1)) is None


# -- Horse -------------------------------------------------------------------------------------------
def test_gallop_bent_path_jumping_over_pieces():
    """B-GALLOP, B-GALLOP-SHAPE: a Horse reaches the six diagonal hexes, over whatever is between."""
    g = game({"F6": "gH", "F7": "sG", "E6": "X", "E7": ".", "D1": "~sM"})
    targets = {a.to for a in g.legal_actions() if isinstance(a, Gallop)}
    assert {H(x) for x in ("E7", "D5", "E4", "G5", "H6", "G8")} == targets
    g.play(Gallop(H("F6"), H("E7")))
    assert kinds_at(g, "E7") == [4]


def test_gallop_refusals():
    """B-GALLOP: not to eat; only Horses and riders; only the bent shape."""
    g = game({"F6": "gH", "E7": "sM", "F5": "gG", "D1": "~sM"})
    assert g.why_not(Gallop(H("F6"), H("E7"))).key == "refuse.gallop_eat"
    assert g.why_not(Gallop(H("F5"), H("E6"))).key == "refuse.gallop_who"
    r = g.why_not(Gallop(H("F6"), H("F8")))
    assert (r.rule_id, r.key) == ("B-GALLOP-SHAPE", "refuse.gallop_shape")


def test_mount_gallop_and_eat_with_the_riders_rank_then_dismount():
    """B-MOUNT, B-DISMOUNT, B-MERGED: a rider gallops with its Horse and eats with its own rank (a Prophet
    eats a Priest, not a Goliath); it steps off onto a neighbouring hex, face up."""
    g = game({"F5": "gP", "F6": "gH", "G7": "sR", "F7": "sG", "D1": "~sM"}, ply=10)
    g.play(Mount(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [4, 2]
    g.play(Flip(H("D1")))  # silver's turn
    assert g.why_not(Eat(H("F6"), H("F7"))).rule_id == "B-CHART"
    assert any(isinstance(a, Gallop) and a.frm == H("F6") for a in g.legal_actions())
    g.play(Eat(H("F6"), H("G7")))
    assert kinds_at(g, "G7") == [4, 2]


def test_dismount():
    """B-DISMOUNT: the rider steps off to a neighbouring hex it could travel to; the Horse stays."""
    g = game({"F6": "gH+gP", "F7": "sG", "D1": "~sM"})
    assert g.why_not(Dismount(H("F6"), H("F7"))).key == "refuse.hex_enemy"
    g.play(Dismount(H("F6"), H("F5")))
    assert kinds_at(g, "F6") == [4] and kinds_at(g, "F5") == [2]
    g = game({"F6": "gP", "D1": "~sM"})
    assert g.why_not(Dismount(H("F6"), H("F5"))).key == "refuse.not_mounted"


def test_mount_refusals():
    """B-MOUNT, B-MOUNT-WHO: onto your own face-up Horse without a rider; not a Horse, not merged pieces."""
    g = game({"F5": "gP", "F6": "sH", "E5": "gH", "E6": "gD+gD", "F7": "gH", "G6": "gH+gM", "D1": "~sM"})
    assert g.why_not(Mount(H("F5"), H("F6"))).key == "refuse.mount_no_horse"
    r = g.why_not(Mount(H("E5"), H("F5")))
    assert (r.rule_id, r.key) == ("B-MOUNT-WHO", "refuse.horse_on_horse")
    r = g.why_not(Mount(H("E6"), H("F7")))
    assert (r.rule_id, r.key) == ("B-MOUNT-WHO", "refuse.mount_merged")
    assert g.why_not(Mount(H("F5"), H("G6"))).key == "refuse.mount_no_horse"
    assert g.why_not(Mount(H("F5"), H("E5"))) is None


# -- Guard, Man --------------------------------------------------------------------------------------
def test_fortify_makes_an_avenger():
    """B-FORTIFY: a Guard steps onto its player's neighbouring Guard: an Avenger, for good."""
    g = game({"F5": "gD", "F6": "gD", "E5": "gM", "F7": "gM", "D1": "~sM"})
    assert g.why_not(Fortify(H("F5"), H("E5"))).key == "refuse.fortify_target"
    assert g.why_not(Fortify(H("F7"), H("F6"))).key == "refuse.fortify_who"
    assert g.why_not(Fortify(H("F5"), H("F7"))).key == "refuse.not_adjacent"
    g.play(Fortify(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [5, 5]
    assert {c["label"]: c["rank"] for c in g.view()["cells"] if "rank" in c}["F6"] == "avenger"


def test_congregate_makes_a_mob():
    """B-CONGREGATE: a Man on foot steps onto its player's neighbouring Man: a Mob; a rider cannot."""
    g = game({"F5": "gM", "F6": "gM", "F7": "gH+gM", "D1": "~sM"})
    r = g.why_not(Congregate(H("F7"), H("F6")))
    assert (r.rule_id, r.key) == ("B-CONGREGATE", "refuse.congregate_mounted")
    assert g.why_not(Congregate(H("F6"), H("F7"))).key == "refuse.congregate_target"
    g.play(Congregate(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [6, 6]


# -- Mob ---------------------------------------------------------------------------------------------
def test_crucify_any_piece_face_down_or_on_the_ark():
    """B-CRUCIFY, B-CRUCIFY-OWN: the Mob is sacrificed; the target, wherever it is, goes to its player's
    grave: a face-down piece is shown, one on the Ark is taken too; an own piece counts against them."""
    g = game({"F6": "gM+gM", "B2": "A:sG", "D1": "~sM", "D2": "~gG"})
    before = g.scores().total(0)
    g.play(Crucify(H("F6"), H("B2"), 1))
    assert not g.state.stack[H("B2")] and land_at(g, "B2") == 9
    assert g.scores().total(0) == before + 6
    g = game({"F6": "gM+gM", "D1": "~sM", "D2": "~gG"})
    before = g.scores().total(0)
    g.play(Crucify(H("F6"), H("D2"), 1))
    assert g.scores().total(0) == before - 6
    assert "their own piece" in g.narration()[-1]


def test_crucify_refusals():
    """B-CRUCIFY, B-THRONE: not a King on its Throne, not a face-up landmark, not itself, not empty."""
    g = game({"F6": "gM+gM", "F7": "gM", "B2": "T:sK", "C1": "X", "D1": "~sM"})
    r = g.why_not(Crucify(H("F6"), H("B2"), 1))
    assert (r.rule_id, r.key) == ("B-THRONE", "refuse.crucify_throne")
    assert g.why_not(Crucify(H("F6"), H("C1"), 1)).key == "refuse.crucify_landmark"
    assert g.why_not(Crucify(H("F6"), H("F6"), 1)).key == "refuse.crucify_self"
    assert g.why_not(Crucify(H("F6"), H("F5"), 1)).key == "refuse.crucify_empty"
    assert g.why_not(Crucify(H("F7"), H("D1"), 1)).key == "refuse.not_mob"


def test_crucify_a_face_down_landmark_removes_it():
    """B-CRUCIFY-OWN: a crucified face-down landmark is turned up and leaves the game."""
    g = game({"F6": "gM+gM", "D1": "~X", "D2": "~sM"})
    g.play(Crucify(H("F6"), H("D1"), 1))
    assert land_at(g, "D1") is None and "mountain" in g.view()["discarded"]


# -- Fisher ------------------------------------------------------------------------------------------
def test_cast_eats_a_face_up_enemy_beyond_a_piece():
    """B-CAST: the Fisher jumps one piece in a straight line and eats the enemy beyond, whatever its rank."""
    g = game({"F5": "gF", "F6": "sM", "F7": "sG", "D1": "~sM"})
    g.play(Cast(H("F5"), H("F7")))
    assert kinds_at(g, "F7") == [7] and not g.state.stack[H("F5")]


def test_cast_onto_its_own_face_down_piece_eats_it_against_its_player():
    """B-CAST: a face-down piece of its own side is eaten too, and counts against its player."""
    g = game({"F5": "gF", "F6": "~sM", "F7": "~gG", "D1": "~sM"})
    before = g.scores().total(0)
    g.play(Cast(H("F5"), H("F7")))
    assert g.scores().total(0) == before - 6
    assert kinds_at(g, "F7") == [7]


def test_cast_onto_a_face_down_landmark_loses_the_turn():
    """B-CAST, B-CAST-LANDMARK: the Fisher stays, the turn is lost, the landmark stays face down (everyone knows
    a landmark lies there)."""
    g = game({"F5": "gF", "F6": "sM", "F7": "~L", "D1": "~sM"})
    g.play(Cast(H("F5"), H("F7")))
    assert kinds_at(g, "F5") == [7] and land_at(g, "F7") == 10 and not g.state.up[g.state.land[H("F7")]]
    assert g.state.landknown[g.state.land[H("F7")]] and g.actor == 1


def test_cast_refusals():
    """B-CAST, B-MOUNTAIN: two hexes in a line; over a piece, not a face-up Mountain; onto a face-up enemy
    or a face-down piece, not an own face-up piece, not an empty hex."""
    g = game(
        {
            "F5": "gF",
            "F6": "X",
            "F7": "sM",
            "E5": "sM",
            "D5": "gM",
            "G6": "sM",
            "H6": "A:sG",
            "F4": "~sM",
            "E6": "gG",
            "D1": "~sM",
        }
    )
    cases = {
        Cast(H("F5"), H("F7")): ("B-MOUNTAIN", "refuse.cast_mountain"),
        Cast(H("F5"), H("D5")): ("B-CAST", "refuse.cast_own"),
        Cast(H("F5"), H("F8")): ("B-CAST", "refuse.cast_line"),
        Cast(H("F5"), H("H6")): ("B-ARK", "refuse.on_ark"),
        Cast(H("F5"), H("F3")): ("B-CAST", "refuse.cast_empty"),
        Cast(H("E6"), H("C1")): ("B-CAST", "refuse.not_fisher"),
    }
    for a, (rule, key) in cases.items():
        r = g.why_not(a)
        assert r is not None and (r.rule_id, r.key) == (rule, key), (g.rules.describe(a), r)
    g = game({"F5": "gF", "F7": "sM", "D1": "~sM"})
    assert g.why_not(Cast(H("F5"), H("F7"))).key == "refuse.cast_nothing_over"


@pytest.mark.parametrize("players,grave", [(3, 2), (4, 3), (4, 1)])
def test_sacrifice_goes_to_the_grave_the_player_chooses(players, grave):
    """B-SACRIFICE: with 3 or 4 players the sacrificing player chooses the opponent's grave."""
    colours = "gold,silver,red,blue"[: [0, 0, 0, 15, 20][players]]
    g = game({"F6": "gP", "D1": "~sM"}, players=colours)
    legal = [a for a in g.legal_actions() if isinstance(a, Prophecy)]
    assert sorted(a.grave for a in legal) == list(range(1, players))
    before = g.scores().total(grave)
    g.play(Prophecy(H("F6"), grave))
    assert g.scores().total(grave) == before + 5
    assert g.why_not(Peek(H("D1"))) is None
