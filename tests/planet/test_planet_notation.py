"""The position notation: exact round trips, and malformed texts refused naming the fault."""

from __future__ import annotations

import random

import pytest
from planet_helpers import OPTION_SETS, pos

from genesis_nb.planet import RULES, NotationError, from_position, new_game, notation


def test_round_trip_at_every_step():
    for seed in range(25):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        while True:
            text = g.notation()
            assert notation.from_notation(g.rules, text) == g.state, text
            assert RULES.to_notation(RULES.from_notation(text, None, None)) == text
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))


def test_a_game_from_a_position_plays_on():
    g = new_game(3, seed=8)
    rng = random.Random(8)
    for _ in range(25):
        g.play(rng.choice(g.legal_actions()))
    h = from_position(g.notation(), seed=g.seed)
    assert h.state == g.state and h.players == g.players
    while not h.is_over:
        h.play(rng.choice(h.legal_actions()))


def test_names_with_spaces_survive():
    g = new_game(["Ann Lee", "Bo"], seed=1)
    assert "Ann%20Lee" in g.notation()
    assert from_position(g.notation()).players == ["Ann Lee", "Bo"]


BASE = pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], {"A1": "m4v1"})


def sub(old: str, new: str) -> str:
    assert old in BASE
    return BASE.replace(old, new, 1)


@pytest.mark.parametrize(
    "text, words",
    [
        ("angels x=1", "starts with the word 'planet'"),
        (BASE + " junk", "not a key=value"),
        (BASE + " faces=EEEE", "appears twice"),
        (BASE + " colour=red", "unknown field"),
        (BASE.replace(" draws=0", ""), "missing field"),
        (sub("players=Ann,Bo", "players=Ann"), "2 to 4"),
        (sub("players=Ann,Bo", "players=Ann,Ann"), "different"),
        (sub("faces=EEEE", "faces=EEXE"), "faces"),
        (sub("aside=D", "aside=Z"), "not a tray letter"),
        (sub("opened=0", "opened=2"), "opened must be 0 or 1"),
        (sub("turn=0", "turn=5"), "outside"),
        (sub("phase=indicate", "phase=dance"), "phase must be"),
        (sub("draws=0", "draws=x"), "whole number"),
        (sub("hands=m1,p1,w1", "hands=m1,p1,w1,m4"), "appears twice"),
        (sub("hands=m1,p1,w1", "hands=m1,p1"), "missing: w1"),
        (sub("board=m4v1", "board=o1v1"), "white spaces hold oxygen"),
        (sub("board=m4v1", "board=b1v1"), "never placed"),
        (sub("board=m4v1", "board=m4x1"), "should be a pawn code"),
        (sub("board=m4v1", "board=zzv1"), "not a pawn"),
        (sub("hands=m1,p1,w1", "hands=m1,p1,w1,m2").replace(",m2,", ",", 1), "at most 3"),
        (sub("board=m4v1", "board=m4v-"), "has a placer"),
        (sub("known=", "known=m4:9,"), "outside"),
        (sub("phase=indicate", "phase=designate"), "indicated"),
        (sub("phase=indicate", "phase=place").replace("indicated=-", "indicated=0"), "designated"),
        (sub("phase=indicate", "phase=flip"), "target"),
        (sub("phase=indicate", "phase=over"), "every element and oxygen pawn must be placed"),
        (sub("target=-", "target=A"), "has no target"),
        (sub("share=-", "share=0,0"), "only during a share"),
        (sub("opened=0", "opened=1"), "bacteria leave"),
        (sub("removed=-", "removed=A2:m2v0:mineral_soil").replace(",m2,", ",", 1), "only at the end"),
    ],
)
def test_malformed_positions_are_refused_naming_the_fault(text, words):
    with pytest.raises(NotationError) as e:
        from_position(text)
    assert words in str(e.value)


def test_knowledge_rules_are_checked():
    with pytest.raises(NotationError, match="must know its need"):
        from_position(pos([["m1"], ["p1"]], known={}).replace("m1:0,", ""))
    text = pos([["m1"], ["p1"]], {"A1": "m4^1"})
    with pytest.raises(NotationError, match="every seat knows it"):
        from_position(text.replace("m4:01", "m4:1"))


def test_closed_continent_rules_are_checked():
    with pytest.raises(NotationError, match="set-aside continent before it opens"):
        from_position(pos([["m1"], ["p1"]], {"D1": "m4v1"}))
    full = {"A1": "m4", "A2": "w3", "A3": "p2", "A4": "i2"}
    with pytest.raises(NotationError, match="must be open"):
        from_position(pos([["m1"], ["p1"]], full))
