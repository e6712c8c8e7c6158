"""The book picture, which is also the live board: what a piece shows and to whom (issue 17's faults)."""

from __future__ import annotations

import random
import re

from genesis_nb.book import new_game
from genesis_nb.book.picture import draw


def played(seed: int = 0, plies: int = 22):
    """A real game's middle: Bo's King on its Throne on D10, face-down pieces of both players on the field."""
    g = new_game(["Ann", "Bo"], seed=seed)
    r = random.Random(seed)
    for _ in range(plies):
        g.play(r.choice(g.legal_actions()))
    return g


def symbol(svg: str, name: str) -> str:
    """The body of the symbol ``name`` drawn in ``svg``."""
    m = re.search(rf'<g id="[^"]*{re.escape(name)}">(.*?)</g>', svg)
    assert m, name
    return m.group(1)


def test_a_known_face_down_piece_shows_its_owner_by_shape_as_well_as_colour():
    """Issue 17: a square for Bo's (silver) known face-down pieces, a circle for Ann's (gold), as their pieces."""
    g = played()
    svg = draw(g.rules, g.state, "all")
    silver, gold = symbol(svg, "bMasilver"), symbol(svg, "bMagold")
    assert re.search(r"<rect[^>]*stroke-dasharray", silver) and "<circle" in silver  # the back, in Bo's square
    assert not re.search(r"<rect", gold) and re.search(r"<circle[^>]*stroke-dasharray", gold)


def test_the_throne_tag_lies_over_the_king_standing_on_it():
    """Issue 17: the Throne's "Th" is drawn after (over) the King on it, clear of the King's letters."""
    g = played()
    svg = draw(g.rules, g.state, 0)
    king = svg.index('c1Kip" x=')  # Bo's King on its Throne (protected)
    tag = [m.start() for m in re.finditer(r">Th</text>", svg)]
    assert tag and all(i > king for i in tag if abs(i - king) < 2000)
