"""The angels texts issue 12 names ("Texts"): plurals, "in de leegte", the void not offered to a player
already in it, "you have none", cubes in words; in English and Dutch."""

from __future__ import annotations

import random

import pytest
from angels_helpers import position

from genesis_nb.angels import RULES, DayWork, Gather, Move, new_game


def game_from(**fields):
    from genesis_nb.angels import from_position

    return from_position(position(**fields))


def test_switching_one_place_costs_one_cube_in_both_languages():
    g = game_from(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA", hands="1.0.0/1.1.1/1.1.1/1.1.1")
    why = g.why_not(Gather(0, (0, 0, 0), 0))
    assert why.message() == "Switching 1 place costs 1 cube, but you paid no cubes."
    assert why.message("nl") == "1 plaats wisselen kost 1 blokje, maar je betaalde geen blokjes."
    g = game_from(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA", hands="0.0.0/1.1.1/1.1.1/1.1.1")
    why = g.why_not(Gather(0, (1, 0, 0), 0))
    assert why.message() == "Reaching that square means switching 1 place, which costs 1 cube, but you hold no cubes."
    assert why.message("nl") == (
        "Om dat veld te bereiken moet je 1 plaats wisselen, en dat kost 1 blokje; je hebt geen blokjes."
    )


def test_none_instead_of_only_zero():
    g = game_from(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA", hands="0.1.0/1.1.1/1.1.1/1.1.1")
    why = g.why_not(Gather(0, (1, 0, 0), 0))
    assert why.message() == "You would pay 1 chaos, but you have none."
    assert why.message("nl") == "Je zou 1 chaos betalen, maar je hebt er geen."
    g = game_from(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA", hands="1.1.0/1.1.1/1.1.1/1.1.1")
    why = g.why_not(Gather(0, (2, 0, 0), 0))
    assert (
        why.message() == "Switching 1 place costs exactly 1 cube, not 2 cubes: switching back and forth is not allowed."
    )


def test_in_the_void_is_in_de_leegte():
    g = game_from(god="II-morning", turn="gray", void="gy", II="pu,ye,pk,DA", hands="1.1.1/1.1.1/1.1.1/1.1.1")
    why = g.why_not(Move(0))
    assert why.message() == "You already stand in the void: a move takes you somewhere else."
    assert why.message("nl") == "Je staat al in de leegte: bewegen brengt je ergens anders heen."
    assert "op de leegte" not in why.message("nl")


def test_a_player_is_never_offered_the_track_they_stand_on():
    """Nobody is offered a move to where they stand (the void included), unless move_same_day allows it."""
    for seed in range(12):
        for same in (False, True):
            g = new_game(3, seed=seed, options={"move_same_day": same})
            rng = random.Random(seed)
            offered_own = False
            while not g.is_over:
                s = g.state
                moves = [a for a in g.legal_actions() if isinstance(a, Move)]
                if s.phase == "turns":
                    own = s.where[s.turn]
                    offered_own |= Move(own) in moves
                    if not same:
                        assert Move(own) not in moves, (seed, own)
                g.play(rng.choice(g.legal_actions()))
            if same:
                assert offered_own or seed


def test_actions_are_described_with_counts_and_cubes_in_words():
    g = game_from(god="II-morning", turn="gray", II="pu,ye,gy,pk,DA", hands="2.0.1/1.1.1/1.1.1/1.1.1")
    s = g.state
    assert RULES.describe_in(s, Gather(1, (1, 0, 0), 0), "en").startswith(
        "pay 1 chaos to switch 1 place to the left, then gather"
    )
    assert RULES.describe_in(s, Gather(0, (1, 0, 1), 0), "nl").startswith(
        "betaal 1 chaos en 1 leven om 2 plaatsen naar links te wisselen, neem dan"
    )
    assert RULES.describe(DayWork(2, (1, 2, 0)), "en") == "do the work of day II, paying 1 chaos and 2 matter"
    assert RULES.describe(DayWork(2, (0, 0, 0)), "nl") == "doe het werk van dag II, betaal niets"
    assert RULES.describe(Move(9), "en") == "move to 9"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_cubes_are_words_in_every_event_of_a_game(lang):
    import re

    g = new_game(4, seed=3)
    rng = random.Random(3)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    for line in g.narration(lang):
        assert not re.search(r"\b\d+[CML]\b", line) and "{" not in line, line
    assert any("chaos" in line or "leven" in line or "life" in line for line in g.narration(lang))
    assert "won by" in g.narration("en")[-1] and "gewonnen door" in g.narration("nl")[-1]
