"""Set-up: trays and faces, the set-aside continent, hands, the bag, the first player, the variant."""

from __future__ import annotations

from collections import Counter

import pytest
from planet_helpers import check_conservation

from genesis_nb.planet import RULES, PlanetOptions, new_game


def test_P_SETUP_ASIDE_three_joined_one_aside_with_both_bacteria():
    """P-SETUP-ASIDE: one tray, at random, waits aside with the two bacteria; the other three are in play."""
    asides = Counter()
    for seed in range(40):
        g = new_game(3, seed=seed)
        s = g.state
        asides[s.aside] += 1
        assert not s.opened and sorted(s.tray) == list(RULES.bacteria)
        v = g.view("public")
        assert [c["in_play"] for c in v["continents"]].count(False) == 1
        assert v["continents"][s.aside]["set_aside"] and not v["continents"][s.aside]["in_play"]
        assert v["bacteria_waiting"] == 2
    assert set(asides) == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_P_SETUP_HANDS_and_P_SETUP_OXYGEN(players):
    """P-SETUP-HANDS / P-SETUP-OXYGEN: 3 element pawns each (never oxygen), then the oxygen joins the bag."""
    for seed in range(30):
        s = new_game(players, seed=seed).state
        check_conservation(s)
        for h in s.hands:
            assert len(h) == 3
            assert all(RULES.kind[p] < 5 for p in h)
        assert sorted(p for p in s.bag if RULES.kind[p] == 5) == list(RULES.oxygens)
        assert len(s.bag) == 20 - 3 * players + 4
        for seat, h in enumerate(s.hands):  # each seat knows its own pawns, and nothing else
            for p in range(RULES.n_pawns):
                assert bool(s.known[p] >> seat & 1) == (p in h)


def test_P_SETUP_FIRST_random_first_player_and_clockwise_turns():
    firsts = Counter(new_game(4, seed=seed).state.first for seed in range(60))
    assert set(firsts) == {0, 1, 2, 3}
    g = new_game(3, seed=5)
    assert g.state.turn == g.state.first and g.actor == g.state.first


def test_P_SETUP_TRAYS_faces_option():
    assert new_game(2, seed=1).state.faces == "EEEE"  # easy for first games
    assert new_game(2, seed=1, options={"faces": "difficult"}).state.faces == "DDDD"
    assert new_game(2, seed=1, options={"faces": "EDDE"}).state.faces == "EDDE"
    seen = {new_game(2, seed=s, options={"faces": "random"}).state.faces for s in range(30)}
    assert len(seen) > 5 and all(set(f) <= set("ED") for f in seen)
    v = new_game(2, seed=1, options={"faces": "EDDE"}).view("public")
    assert [c["face"] for c in v["continents"]] == ["easy", "difficult", "difficult", "easy"]


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_P_VARIANT_OXYGEN_preplaced_oxygen(k):
    """P-VARIANT-OXYGEN / P-R-PREPLACE: k oxygen laid element side up, actions unknown to all; each scores 1."""
    for seed in range(10):
        g = new_game(3, seed=seed, options={"preplaced_oxygen": k})
        s = g.state
        lay = RULES.board.layout(s.faces)
        on_board = [p for p in s.board if p >= 0]
        assert len(on_board) == k and all(RULES.kind[p] == 5 for p in on_board)
        assert all(not s.up[p] and s.known[p] == 0 and s.placer[p] == -1 for p in on_board)
        occupied = [c for c in range(4) if s.board[lay.white_space[c]] >= 0]
        if k <= 3:
            assert s.aside not in occupied
        else:
            assert s.aside in occupied
        assert sum(1 for p in s.bag if RULES.kind[p] == 5) == 4 - k
        sheet = g.scores()
        assert sum(r["oxygen"] for r in sheet.rows.values()) == k
        for obs in (0, 1, 2, "public"):
            v = g.view(obs)
            pawns = [sp["pawn"] for c in v["continents"] for sp in c["spaces"] if sp["pawn"]]
            assert all("need" not in p for p in pawns)


def test_options_are_validated():
    for bad in (
        {"faces": "EEE"},
        {"faces": "hard"},
        {"preplaced_oxygen": 5},
        {"preplaced_oxygen": True},
        {"cannot_place": "maybe"},
        {"share_oxygen": "yes"},
        {"colour": 1},
    ):
        with pytest.raises(ValueError):
            PlanetOptions.from_json(bad)
    assert PlanetOptions.from_json(PlanetOptions().to_json()) == PlanetOptions()


def test_player_counts_and_names():
    with pytest.raises(ValueError, match="2 to 4"):
        new_game(5)
    with pytest.raises(ValueError, match="2 to 4"):
        new_game(1)
    with pytest.raises(ValueError, match="different"):
        new_game(["Ann", "Ann"])
    assert new_game(["Ann", "Bo"], seed=1).players == ["Ann", "Bo"]


def test_same_seed_same_setup_different_seed_other_setup():
    assert new_game(4, seed=9).state == new_game(4, seed=9).state
    assert any(new_game(4, seed=9).state != new_game(4, seed=k).state for k in range(10, 13))


def test_P_SETUP_AID_every_view_carries_the_game_aid():
    """P-SETUP-AID: each player's aid lists every kind's needs (which pawn has which stays hidden)."""
    g = new_game(2, seed=3)
    for obs in (0, 1, "public"):
        aid = g.view(obs)["aid"]
        assert {k: len(v) for k, v in aid.items()} == {
            "water": 4,
            "mineral": 4,
            "plant": 4,
            "insect": 4,
            "animal": 4,
            "oxygen": 4,
            "bacteria": 2,
        }
        assert all("code" in n and "kind" in n for needs in aid.values() for n in needs)
        assert "m1" not in str(aid)


def test_P_SETUP_BAG_elements_then_oxygen():
    """P-SETUP-BAG: the twenty element pawns start in the bag (hands are drawn from them only)."""
    s = new_game(4, seed=11).state
    in_hands = sorted(p for h in s.hands for p in h)
    assert sorted(in_hands + [p for p in s.bag if RULES.kind[p] < 5]) == list(RULES.elements)


def test_P_COOP_one_team_score():
    """P-COOP: the score sheet holds one team score, broken down by continent, not by player."""
    from genesis_nb.bots import RandomBot, play_out

    g = play_out(new_game(3, seed=5), [RandomBot(i) for i in range(3)])
    sheet = g.scores()
    assert set(sheet.rows) == {t.name for t in RULES.board.trays}
    assert sheet.team == sum(sheet.totals.values())
    assert sheet.notes[0].startswith("level:")
