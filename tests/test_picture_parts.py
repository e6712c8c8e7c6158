"""The kept picture parts (``<game>.picture_style.PARTS``): each seat's live board
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


@pytest.mark.parametrize("seed", [3, 11])
def test_herds_pictures_with_parts_kept_are_drawn_afresh_alike(seed):
    """Herds keeps its grid row by row, its players' cells, legend and definitions: a picture pasted from parts
    of the pictures before it (scored or not, zoomed or whole) is the very picture drawn with none kept."""
    from genesis_nb.board.drawing import _draw
    from genesis_nb.herds import new_game
    from genesis_nb.herds.picture_style import PARTS
    from genesis_nb.herds.ui import SPEC
    from genesis_nb.pictures import picture

    def draw(g, ply, kind):
        if kind == "zoomed":  # drawn clipped to the region
            return picture(g, ply, focus=["sq:40", "sq:41"]).svg
        focus = ("sq:40",) if kind == "focus" else ()
        return _draw(SPEC, g, ply, 0 if focus else "public", "en", {"scoring": kind == "scored" or None}, focus)

    rng = random.Random(seed)
    g = new_game(3, seed=seed)
    PARTS.clear()
    pasted = pictures = 0
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
        ply = len(g.steps)
        for kind in ("whole", "scored", "focus", "zoomed")[ply % 2 :: 2]:
            before = PARTS.hits
            kept = draw(g, ply, kind)
            pasted += PARTS.hits - before
            pictures += 1
            PARTS.clear()
            assert kept == draw(g, ply, kind), (ply, kind)  # drawn afresh (its parts are kept for the next picture)
    assert pasted > 20 * pictures  # most rows, the players' cells and the legend were pasted
