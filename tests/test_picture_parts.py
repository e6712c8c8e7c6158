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


@pytest.mark.parametrize("game", ["herds", "angels"])
@pytest.mark.parametrize("seed", [3, 11])
def test_pictures_with_parts_kept_are_drawn_afresh_alike(game, seed):
    """Herds keeps its grid row by row, its players' cells, legend and definitions, angels its tracks: a picture
    pasted from parts of the pictures before it (with each setting, zoomed or whole) is the very picture drawn with
    none kept."""
    from genesis_nb.board.drawing import _draw
    from genesis_nb.picture_svg import marks_of
    from genesis_nb.pictures import picture

    parts = importlib.import_module(f"genesis_nb.{game}.picture_style").PARTS
    spec = importlib.import_module(f"genesis_nb.{game}.ui").SPEC
    g = importlib.import_module(f"genesis_nb.{game}").new_game(3, seed=seed)
    settings = [{k: v[0] for k, v in spec.prefs.items()}] + [{k: v[-1]} for k, v in spec.prefs.items()]

    def draw(ply, kind):
        if kind == "zoomed":  # drawn clipped to the region
            return picture(g, ply, focus=focus).svg
        prefs = settings[ply % len(settings)]
        return _draw(spec, g, ply, 0 if kind == "focus" else "public", "en", prefs, focus if kind == "focus" else ())

    rng = random.Random(seed)
    parts.clear()
    pasted = pictures = 0
    keys = sorted(marks_of(_draw(spec, g, 0, 0, "en", settings[0], ("none",))))
    while not g.is_over and len(g.steps) < 120:
        g.play(rng.choice(g.legal_actions()))
        ply = len(g.steps)
        focus = keys[(7 * ply) % len(keys) :][:2]
        for kind in ("whole", "focus", "zoomed")[ply % 3 :] + ("whole",):
            before = parts.hits
            kept = draw(ply, kind)
            pasted += parts.hits - before
            pictures += 1
            parts.clear()
            assert kept == draw(ply, kind), (ply, kind)  # drawn afresh (its parts are kept for the next picture)
    # most parts were pasted (a part kept noting its texts, for a zoom, is not pasted where they are not read, nor
    # the other way: the kinds here alternate)
    assert pasted > 2 * pictures
