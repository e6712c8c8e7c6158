"""Issue 22: at the end of a game of herds, an area under 3 tiles (it scores nothing) is told by words and a shape,
not by fading: its tiles keep their colours and the contrast of their letters, and each of them carries a "×0" badge
(dark words on white, 4.5:1 and more); the legend says so."""

from __future__ import annotations

import random
import re

from genesis_nb.herds import new_game
from genesis_nb.herds.picture import draw


def _finished_with_small_areas():
    for seed in range(40):
        g = new_game(["Ann", "Bo"], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        view = g.rules.view(g.state, "public")
        small = [a for a in view["areas"] if a["multiplier"] == 0]
        if small:
            return g, small
    raise AssertionError("no finished game with a small area in 40 seeds")


def test_small_areas_at_the_end_are_not_faded_but_marked_x0():
    g, small = _finished_with_small_areas()
    svg = draw(g.rules, g.state)
    # nothing on the board is faded at the end (a used die's face is in the panel, not on the squares)
    assert not re.search(r'<g opacity="\.3"', svg), "tiles of small areas are faded"
    badges = re.findall(r'<text[^>]*fill="(#[0-9a-f]{6})"[^>]*>×0</text>', svg)
    assert len(badges) == sum(len(a["squares"]) for a in small) + 1, badges  # one a tile, one in the legend
    assert set(badges) == {"#15171c"}
    assert "an area under 3 tiles, which scores nothing" in svg
    assert "faded" not in svg


def test_before_the_end_no_area_is_marked_small():
    g = new_game(["Ann", "Bo"], seed=1)
    rng = random.Random(1)
    for _ in range(6):
        g.play(rng.choice(g.legal_actions()))
    assert "×0" not in draw(g.rules, g.state)
