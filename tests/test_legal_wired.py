"""The legal wire keeps each action's JSON and its length by the very action (``board.legal._wired``): the same
as written afresh, for every legal action of positions of every game, and another action object is written anew."""

from __future__ import annotations

import json
import random

import pytest

from genesis_nb.board import legal
from genesis_nb.registry import game as info_of


@pytest.mark.parametrize("name", ["angels", "herds", "planet", "book"])
def test_an_action_kept_is_written_as_afresh(name):
    info = info_of(name)
    g = info.new_game(players=3, seed=2)
    registry = g.rules.registry
    rng = random.Random(2)
    for _ in range(40):
        if g.is_over:
            break
        acts = g.legal_actions()
        for a in acts:
            wired, size = legal._wired(registry, a)
            assert wired == registry.to_json(a)
            assert size + len("[[, null]]") == len(json.dumps([[registry.to_json(a), None]]))
        g.play(rng.choice(acts))


def test_another_action_object_is_written_anew():
    info = info_of("book")
    g = info.new_game(players=2, seed=1)
    registry = g.rules.registry
    a = g.legal_actions()[0]
    first = legal._wired(registry, a)[0]
    again = registry.from_json(registry.to_json(a))
    assert again == a and again is not a
    assert legal._wired(registry, a)[0] is first and legal._wired(registry, again)[0] is not first
