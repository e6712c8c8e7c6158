"""The set-up (B-SETUP-ASIDE, B-SETUP-ORDER, B-SETUP-FIELD, B-SETUP-THRONE, B-SETUP-START, B-EDITIONS)."""

import pytest

from genesis_nb.book import RULES, Flip, PlaceThrone, Travel, new_game
from genesis_nb.book.pieces import KING, THRONE
from genesis_nb.book.state import THRONES, TURN


def test_setup_kings_dealt_by_chance_gold_first():
    """B-SETUP-ORDER: the seeded chance deals the colours; the Gold King's seat plays first, then seat order."""
    deals = set()
    for seed in range(12):
        g = new_game(["Ann", "Bo", "Cy"], seed=seed)
        s = g.state
        assert sorted(s.colours) == ["gold", "red", "silver"]
        gold = s.colours.index("gold")
        assert s.order == tuple((gold + i) % 3 for i in range(3))
        deals.add(tuple(s.colours))
        assert new_game(["Ann", "Bo", "Cy"], seed=seed).state.colours == s.colours  # reproducible
        assert "holds the Gold King" in g.narration()[0]
    assert len(deals) > 2


def test_setup_field_laid_face_down_at_random():
    """B-SETUP-ASIDE, B-SETUP-FIELD: all but Kings and Thrones lie face down, one per hex, at random."""
    layouts = set()
    for seed in range(5):
        g = new_game(2, seed=seed)
        s = g.state
        P = g.rules.pieces(2)
        assert len(s.hidden) == 62 == g.rules.board.face_down_count(2)
        assert sorted(P.kind[p] for p in s.aside) == [KING, KING, THRONE, THRONE]
        assert all(not s.up[s.top(h)] for h in s.hidden)
        layouts.add(tuple(s.top(h) for h in s.hidden))
        g.rules.check_invariants(s)
    assert len(layouts) == 5


@pytest.mark.parametrize("players,faces", [(2, 62), (3, 93), (4, 124)])
def test_setup_counts_per_edition(players, faces):
    """B-EDITIONS, B-PIECES, B-LANDMARKS: pieces and landmarks for 2, 3 and 4 players."""
    g = new_game(players, seed=1)
    assert len(g.state.hidden) == faces
    P = g.rules.pieces(players)
    assert len(P.landmarks[THRONE]) == players
    assert P.total_points == 73
    assert sorted(g.state.colours) == sorted(["gold", "silver", "red", "blue"][:players])


def test_setup_expansion_option_picks_blue_for_three():
    """B-EDITIONS: option expansion="manifest" gives the third player blue."""
    g = new_game(3, seed=1, options={"expansion": "manifest"})
    assert sorted(g.state.colours) == ["blue", "gold", "silver"]


def test_setup_thrones_last_player_first_then_backwards():
    """B-SETUP-THRONE, B-THRONE-ORDER: in reverse turn order, on any empty hex, King face up on it."""
    g = new_game(3, seed=4)
    s = g.state
    assert s.phase == THRONES
    assert s.thrones_left == list(reversed(s.order))
    placed = []
    while g.state.phase == THRONES:
        seat = g.actor
        placed.append(seat)
        assert {type(a) for a in g.legal_actions()} == {PlaceThrone}
        a = g.legal_actions()[0]
        assert g.why_not(PlaceThrone(g.state.hidden[0])).rule_id == "B-SETUP-THRONE"
        g.play(a)
        h = a.hex
        P = g.rules.pieces(3)
        assert P.kind[g.state.land[h]] == THRONE
        assert g.state.stack[h] == (P.kings[seat],) and g.state.up[P.kings[seat]]
    assert placed == list(reversed(s.order))
    assert g.state.phase == TURN and g.actor == g.state.order[0]


def test_setup_thrones_clockwise_option():
    """B-THRONE-ORDER: option throne_order="clockwise": the last player, then the first, the second..."""
    g = new_game(3, seed=4, options={"throne_order": "clockwise"})
    order = g.state.order
    assert g.state.thrones_left == [order[2], order[0], order[1]]


def test_setup_the_first_action_is_a_flip():
    """B-SETUP-START: the first player must open with a flip; afterwards the other actions come."""
    g = new_game(2, seed=2)
    while g.state.phase == THRONES:
        g.play(g.legal_actions()[0])
    legal = g.legal_actions()
    assert legal and all(isinstance(a, Flip) for a in legal)
    king = g.rules.pieces(2).kings[g.actor]
    h = g.state.loc[king]
    nb = (
        next(x for x in g.rules.field(2).adjacent[h] if not g.state.stack[x] and g.state.land[x] < 0)
        if any(not g.state.stack[x] and g.state.land[x] < 0 for x in g.rules.field(2).adjacent[h])
        else None
    )
    if nb is not None:
        refusal = g.why_not(Travel(h, nb))
        assert refusal.rule_id == "B-SETUP-START"
    g.play(legal[0])
    assert not g.state.opening


def test_setup_opening_events_are_public():
    """B-SETUP-ORDER, B-SETUP-FIELD: the set-up is told to everyone (no private event)."""
    g = new_game(4, seed=9)
    assert all(e.private_to is None for e in g.opening)
    text = g.narration()
    assert "124 pieces are laid face down on the field of 148 hexes." in text


def test_setup_rules_object_is_shared_and_rebuilt_for_options():
    """B-EDITIONS: the default rules object serves every default game; options make a new one."""
    assert new_game(2, seed=1).rules is RULES
    assert new_game(2, seed=1, options={"gallop": "knight"}).rules is not RULES
