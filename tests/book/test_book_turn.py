"""A turn (B-TURN): flip (B-FLIP), travel (B-TRAVEL), eat (B-EAT), graves (B-GRAVE), one action, no pass.

Map of the hexes used (row F runs F4 F5 F6 F7 F8 from west to east; F6's neighbours are F7 east, E6
north-east, E5 north-west, F5 west, G6 south-west, G7 south-east).
"""

from book_helpers import H, game

from genesis_nb.book import Eat, Flip, Travel
from genesis_nb.book.state import PEEK


def test_turn_passes_to_the_next_player_after_one_action():
    """B-TURN: exactly one action, then the next player in turn order."""
    g = game({"F6": "gG", "G6": "sG", "D1": "~sM"})
    assert g.actor == 0
    g.play(Travel(H("F6"), H("F7")))
    assert g.actor == 1
    assert not any(type(a).__name__ == "Pass" for a in g.legal_actions())


def test_flip_turns_any_face_down_piece_up_for_everyone():
    """B-FLIP: any face-down piece (an opponent's, one's own, a landmark) turns face up for all to see."""
    g = game({"F6": "gG", "D1": "~sM", "D2": "~gP", "D3": "~X"})
    g.play(Flip(H("D1")))
    assert g.state.up[g.state.stack[H("D1")][0]]
    assert g.narration()[-1] == "Gold flips D1: silver's Man."
    g.play(Flip(H("D2")))
    assert g.narration()[-1] == "Silver flips D2: gold's Prophet."
    g.play(Flip(H("D3")))
    assert g.narration()[-1] == "Gold flips D3: a Mountain."


def test_flip_refusals():
    """B-FLIP: nothing to flip on an empty hex; a face-up piece cannot be flipped."""
    g = game({"F6": "gG", "D1": "~sM"})
    r = g.why_not(Flip(H("F5")))
    assert (r.rule_id, r.key) == ("B-FLIP", "refuse.flip_empty")
    r = g.why_not(Flip(H("F6")))
    assert (r.rule_id, r.key) == ("B-FLIP", "refuse.flip_face_up")


def test_travel_one_hex_into_empty_or_ark():
    """B-TRAVEL: one hex, into an empty hex or onto a free face-up Ark."""
    g = game({"F6": "gG", "F7": "A", "D1": "~sM"})
    assert g.why_not(Travel(H("F6"), H("F5"))) is None
    assert g.why_not(Travel(H("F6"), H("F7"))) is None
    g.play(Travel(H("F6"), H("F7")))
    assert g.view()["cells"][[c["label"] for c in g.view()["cells"]].index("F7")]["landmark"] == "ark"


def test_travel_refusals():
    """B-TRAVEL: not two hexes; not onto a face-down piece, an own piece, an enemy, a Mountain; only own
    face-up pieces move; a face-down piece cannot act."""
    g = game({"F6": "gG", "F7": "~sM", "E6": "gM", "E5": "sM", "G6": "X", "G7": "sG", "D1": "~sF"})
    cases = {
        Travel(H("F6"), H("F8")): ("B-TRAVEL", "refuse.not_adjacent"),
        Travel(H("F6"), H("F7")): ("B-TRAVEL", "refuse.hex_hidden"),
        Travel(H("F6"), H("E6")): ("B-TRAVEL", "refuse.hex_own"),
        Travel(H("F6"), H("E5")): ("B-TRAVEL", "refuse.hex_enemy"),
        Travel(H("F6"), H("G6")): ("B-MOUNTAIN", "refuse.mountain"),
        Travel(H("G7"), H("H6")): ("B-TURN", "refuse.not_yours"),
        Travel(H("F7"), H("F8")): ("B-FLIP", "refuse.piece_hidden"),
        Travel(H("F5"), H("F4")): ("B-TURN", "refuse.no_piece"),
        Travel(H("G6"), H("G5")): ("B-LANDMARK-FIXED", "refuse.landmark_fixed"),
    }
    for action, (rule, key) in cases.items():
        r = g.why_not(action)
        assert r is not None and (r.rule_id, r.key) == (rule, key), (action, r)
        assert "Man" not in r.message() or key == "refuse.hex_enemy"


def test_refusal_about_a_face_down_piece_never_names_it():
    """B-TRAVEL, B-EAT-REVEALED: a refusal speaks of a face-down piece only as face down."""
    g = game({"F6": "gG", "F7": "~sK", "F5": "~X", "D1": "~sF"})
    for a in (Travel(H("F6"), H("F7")), Eat(H("F6"), H("F7")), Travel(H("F6"), H("F5")), Eat(H("F6"), H("F5"))):
        text = g.why_not(a).message()
        assert "face down" in text or "face-down" in text
        assert "King" not in text and "Mountain" not in text


def test_eat_takes_the_place_and_fills_the_grave():
    """B-EAT, B-GRAVE: the eater takes the hex; the eaten piece lies open in the eater's grave."""
    g = game({"F6": "gG", "F7": "sP", "D1": "~sM"})
    before = g.scores().total(0)
    g.play(Eat(H("F6"), H("F7")))
    s = g.state
    assert s.stack[H("F6")] == () and g.rules.pieces(2).kind[s.stack[H("F7")][0]] == 1
    assert g.scores().total(0) == before + 5
    assert g.view(1)["players"][0]["grave"][-1] == {"owner": 1, "kind": "prophet"}
    assert g.narration()[-1] == "Gold eats silver's Prophet on F7."


def test_eat_refusals():
    """B-EAT: only a neighbour, only an enemy, not an empty hex or a landmark."""
    g = game({"F6": "gG", "F8": "sP", "F7": "gM", "F5": "A", "D1": "~sM"})
    cases = {
        Eat(H("F6"), H("F8")): "refuse.eat_not_adjacent",
        Eat(H("F6"), H("F7")): "refuse.eat_own",
        Eat(H("F6"), H("G6")): "refuse.eat_empty",
        Eat(H("F6"), H("F5")): "refuse.eat_landmark",
    }
    for action, key in cases.items():
        r = g.why_not(action)
        assert (r.rule_id, r.key) == ("B-EAT", key), (action, r)


def test_eating_a_mounted_piece_takes_rider_and_horse():
    """B-EAT, B-MERGED: the eaten stack goes whole into the grave (a rider and its Horse; an Avenger's two
    Guards), worth the sum of its pieces."""
    g = game({"F6": "gG", "F7": "sH+sP", "D1": "~sM"})
    before = g.scores().total(0)
    g.play(Eat(H("F6"), H("F7")))
    assert g.scores().total(0) == before + 3 + 5
    g = game({"F6": "gG", "F7": "sD+sD", "D1": "~sM"})
    before = g.scores().total(0)
    g.play(Eat(H("F6"), H("F7")))  # the Curse follows (B-CURSE), but the Avenger is worth 2 + 2
    assert g.scores().total(0) == before + 2 + 2


def test_peek_phase_blocks_other_actions():
    """B-PROPHECY: during a Prophecy only naming face-down pieces is possible."""
    g = game({"F6": "gP", "D1": "~sM", "D2": "~sM", "D3": "~sF"})
    from genesis_nb.book import Peek, Prophecy

    g.play(Prophecy(H("F6"), 1))
    assert g.state.phase == PEEK and g.actor == 0
    r = g.why_not(Flip(H("D1")))
    assert (r.rule_id, r.key) == ("B-PROPHECY", "refuse.peek_first")
    assert g.why_not(Peek(H("F7"))).key == "refuse.peek_not_hidden"


def test_refusals_of_odd_actions():
    """B-FIELD, B-SETUP-THRONE, B-TURN, B-RESURRECT, B-MOUNTED-ABILITIES: hexes that do not exist or lie off
    this field, a Throne after the set-up, something that is no action, and what a rider cannot do."""
    from genesis_nb.book import Fortify, MoveMountain, PlaceThrone, Resurrect, new_game

    g = game({"F6": "gH+gK", "F5": "gH+gD", "F4": "gD", "D1": "~sM"}, graves={1: "gH"})
    cases = [
        (Flip(9999), "B-FIELD", "refuse.no_such_hex"),
        (Flip(100), "B-FIELD", "refuse.off_field"),
        (PlaceThrone(H("F7")), "B-SETUP-THRONE", "refuse.throne_done"),
        ("pass", "B-TURN", "refuse.unknown_action"),
        (Resurrect(H("F6"), 1, 1, "horse"), "B-RESURRECT", "refuse.resurrect_horse"),
        (MoveMountain(H("F6"), H("F7"), False), "B-MOUNTED-ABILITIES", "refuse.dismount_first"),
        (Fortify(H("F5"), H("F4")), "B-MOUNTED-ABILITIES", "refuse.dismount_first"),
    ]
    for action, rule, key in cases:
        r = g.why_not(action)
        assert r is not None and (r.rule_id, r.key) == (rule, key), (action, r)
    assert "not part of the field for 2 players" in g.why_not(Flip(100)).message()
    assert g.why_not(Resurrect(H("F6"), 1, 1, "man")) is None
    n = new_game(2, seed=1)
    r = n.why_not(Flip(n.state.hidden[0]))
    assert (r.rule_id, r.key) == ("B-SETUP-THRONE", "refuse.throne_first")
