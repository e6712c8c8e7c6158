"""The hidden-information games' kept picture parts (``<game>.picture_style.PARTS``): each seat's live board
picture of a position, drawn after other seats' and other positions' pictures filled the parts, is the very
picture drawn with no part kept, from its own view (a part kept for one seat never shows in another seat's)."""

from __future__ import annotations

import importlib
import random

import pytest


@pytest.mark.parametrize("game", ["planet", "book"])
@pytest.mark.parametrize("seed", [3, 11])
def test_every_seat_sees_its_own_picture_with_parts_kept(game, seed):
    parts = importlib.import_module(f"genesis_nb.{game}.picture_style").PARTS
    spec = importlib.import_module(f"genesis_nb.{game}.ui").SPEC
    rng = random.Random(seed)
    g = importlib.import_module(f"genesis_nb.{game}").new_game(4, seed=seed)
    while not g.is_over and len(g.steps) < 150:
        g.play(rng.choice(g.legal_actions()))
    plies = len(g.steps)
    parts.clear()
    differ = 0
    for ply in [*range(0, plies, max(1, plies // 10)), plies]:
        kept = {seat: spec.drawing(g, ply, seat, "en", {}) for seat in (0, 1, 2, 3, "public", "all")}
        for seat, svg in kept.items():
            parts.clear()
            assert svg == spec.drawing(g, ply, seat, "en", {}), (ply, seat)
        differ += len({kept[0], kept[1], kept[2], kept[3]}) > 1
    assert parts.hits and differ  # parts were pasted, and the seats saw different pictures
