"""The planet board's kept picture parts (``picture_style.PARTS``): each seat's picture of a position, drawn
after other seats' and other positions' pictures filled the parts, is the very picture drawn with no part
kept, from its own view (a part kept for one seat never shows in another seat's picture)."""

from __future__ import annotations

import random

import pytest

from genesis_nb.planet import new_game
from genesis_nb.planet.picture_style import PARTS
from genesis_nb.planet.ui import SPEC


@pytest.mark.parametrize("seed", [3, 11])
def test_every_seat_sees_its_own_picture_with_parts_kept(seed):
    rng = random.Random(seed)
    g = new_game(4, seed=seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    plies = len(g.steps)
    PARTS.clear()
    shown = 0
    for ply in [*range(0, plies, 3), plies]:
        kept = {seat: SPEC.drawing(g, ply, seat, "en", {}) for seat in (0, 1, 2, 3, "public", "all")}
        for seat, svg in kept.items():
            PARTS.clear()
            assert svg == SPEC.drawing(g, ply, seat, "en", {}), (ply, seat)
        shown += len({kept[0], kept[1], kept[2], kept[3]}) > 1
    assert PARTS.hits and shown  # parts were pasted, and seats saw different pictures
