"""Issue 22: at the end of a game of the planet, a pawn removed at the scoring is told by a "✗" badge and a dashed
red ring, not by fading: its letter keeps its contrast on its colour."""

from __future__ import annotations

import random
import re

from genesis_nb.planet import new_game
from genesis_nb.planet.picture import draw


def _finished_with_removed_pawns():
    for seed in range(60):
        g = new_game(["Ann", "Bo"], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        removed = g.rules.view(g.state, "all").get("result", {}).get("removed", [])
        if removed:
            return g, removed
    raise AssertionError("no finished game with a removed pawn in 60 seeds")


def test_a_removed_pawn_is_crossed_and_ringed_not_faded():
    g, removed = _finished_with_removed_pawns()
    svg = draw(g.rules, g.state, "all")
    assert 'opacity=".4"' not in svg, "a removed pawn is faded"
    assert svg.count(">✗</text>") >= len(removed)
    assert len(re.findall(r'<circle[^>]*stroke="#b3261e"[^>]*stroke-dasharray="4 3"', svg)) == len(removed)
