"""Every vacant square in play carries its name in its corner, so that a board zoomed to a few squares (a lesson's
step, ``picture(focus=...)``) still says where they are: the column letters and row numbers lie outside such a zoom."""

from __future__ import annotations

import re

from genesis_nb.herds import new_game
from genesis_nb.herds.boarddata import NAMES
from genesis_nb.picture_svg import viewbox


def _texts(svg):
    return re.findall(r"<text[^>]*>([^<]*)</text>", svg)


def test_every_vacant_square_in_play_is_named_and_no_other():
    g = new_game(["Ann", "Bo"], seed=3)
    for _ in range(6):
        g.play(g.legal_actions()[0])
    view = g.rules.view(g.state, "public")
    texts = _texts(g.picture()._repr_svg_())
    for square in view["grid"]:
        named = NAMES[square["square"]] in texts
        vacant = square["tile"] is None and square["kind"] == "land" and square["in_play"]
        assert named == vacant, (NAMES[square["square"]], square)


def test_a_zoom_to_two_squares_names_them():
    g = new_game(["Ann", "Bo"], seed=3)
    svg = g.picture(focus=["sq:30", "sq:31"])._repr_svg_()
    assert viewbox(svg)[2] < 400  # zoomed: the column letters and row numbers are outside
    assert {NAMES[30], NAMES[31]} <= set(_texts(svg))
