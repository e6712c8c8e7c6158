"""The projector mode's band (js/shell_band.js), run by node: a picture taller than the room is shown as a band of
its whole width that holds all that can be clicked, whose edges cut none of the picture's noted things that fit in
it, that stays where it is while it holds them; none when the whole picture fits or no band holds all. With
what the picture keeps in sight (``fittedBand``): a band holding it too, the picture shrunk just enough where none of
the room's height does; the Whole board: the whole picture, fitted."""

from __future__ import annotations

import pytest
from test_picture_parts_js import NODE, in_node  # tests/ is on sys.path (pytest's rootdir-less import)

pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

RUNNER = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8") + "\\nObject.assign(globalThis, { projectorBand });");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map((c) => projectorBand(...c))));
"""

#: four rows of a picture 900 x 400 (y 0..100, 110..200, 210..300, 310..400), and a panel 20 high at the top
ROWS = [[0, 0, 900, 100], [20, 110, 300, 200], [320, 110, 600, 200], [0, 210, 900, 300], [0, 310, 900, 400]]
VB = [0, 0, 900, 400]


def bands(*cases) -> list:
    return in_node("shell_band.js", RUNNER, list(cases))


def test_a_picture_that_fits_is_shown_whole():
    assert bands([VB, 400, ROWS, [], None], [VB, 0, ROWS, [], None]) == [None, None]


def test_the_band_holds_what_is_lit_and_cuts_no_row():
    low, high, both = bands(
        [VB, 250, ROWS, [[40, 330, 80, 370]], None],  # lit in the last row
        [VB, 250, ROWS, [[40, 20, 80, 60]], None],  # in the first
        [VB, 250, ROWS, [[40, 20, 80, 60], [40, 120, 80, 160], [40, 330, 80, 370]], None],  # two rows of three
    )
    assert low == [205, 400]  # the highest band holding it whose edges fall between rows (halfway)
    assert high == [0, 205]  # halfway between the second row and the third
    assert both is None  # no band holds all three: the whole picture (a lit key out of sight could not be clicked)
    for top, bottom in (low, high):
        assert bottom - top <= 250
        assert not any(r[1] < top < r[3] or r[1] < bottom < r[3] for r in ROWS)


def test_the_band_stays_while_it_holds_as_many_and_a_taller_thing_is_no_edge():
    stay, tall = bands(
        [VB, 250, ROWS, [[40, 120, 80, 160]], [105, 305]],  # [0, 205] holds it too: the band shown stays
        [VB, 250, [*ROWS, [850, 0, 900, 400]], [[40, 330, 80, 370]], None],  # a border the picture's height
    )
    assert stay == [105, 305]  # from where it was, as high as there is room
    assert tall == [205, 400]


def test_with_no_clear_edge_the_band_starts_at_what_is_lit():
    (band,) = bands([VB, 150, [[0, 0, 900, 140], [0, 130, 900, 270], [0, 260, 900, 400]], [[0, 200, 50, 220]], None])
    assert band == [200, 350]


def test_with_no_clear_edge_and_more_lit_than_the_room_holds_the_picture_is_whole():
    (band,) = bands(
        [VB, 150, [[0, 0, 900, 140], [0, 130, 900, 270], [0, 260, 900, 400]], [[0, 20, 9, 30], [0, 300, 9, 310]], None]
    )
    assert band is None


FIT_RUNNER = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8") + "\\nObject.assign(globalThis, { fittedBand });");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map((c) => fittedBand(...c))));
"""

#: what a player needs to decide (whose turn, the dice), above the first row
KEEP = [[0, 0, 900, 40]]


def fitted(*cases) -> list:
    return in_node("shell_band.js", FIT_RUNNER, list(cases))


def test_the_band_holds_the_kept_part_with_what_is_lit_at_the_natural_size_where_it_can():
    (fit,) = fitted([VB, 250, ROWS, [[40, 120, 80, 160]], KEEP, None, False])
    assert fit == {"band": [0, 205], "least": 1, "strip": None}  # from the kept part, whole rows only: nothing shrinks


def test_the_picture_shrinks_a_little_to_hold_the_kept_part_and_a_lit_key_further_down():
    (near,) = fitted([VB, 260, ROWS, [[40, 230, 80, 270]], KEEP, [200, 400], False])
    assert near == {"band": [0, 305], "least": 260 / 305, "strip": None}  # past the third row: 0.85 of its size
    assert bands([VB, 260, ROWS, [[40, 230, 80, 270], *KEEP], [205, 400]]) == [None]  # one room high: none holds both


def test_far_from_what_is_lit_the_kept_part_is_pinned_above_a_band_at_the_natural_size():
    far, close = fitted(
        [VB, 250, ROWS, [[40, 330, 80, 370]], KEEP, None, False],  # one band: the whole picture, 0.625 of its size
        [VB, 250, ROWS, [[40, 230, 80, 270]], KEEP, [205, 400], False],  # one band [0, 305]: 0.82, under the floor
    )
    assert far == {"band": [205, 400], "least": 1, "strip": [0, 40]}
    assert close == {"band": [205, 400], "least": 1, "strip": [0, 40]}
    (lit_above,) = fitted([VB, 250, ROWS, [[40, 20, 80, 30], [40, 330, 80, 370]], KEEP, None, False])
    assert lit_above == {"band": [205, 400], "least": 1, "strip": [0, 40]}  # a lit key in the strip is clicked there
    (apart,) = fitted([VB, 250, ROWS, [[40, 120, 80, 160], [40, 330, 80, 370]], KEEP, None, False])
    assert apart["strip"] == [0, 40] and apart["band"][0] >= 40  # the band from under the strip: nothing twice
    assert apart["least"] == 204 / (400 - apart["band"][0]) > 250 / 400  # shrunk less than one band would be
    (no_room,) = fitted([VB, 70, ROWS, [[40, 330, 80, 370]], KEEP, None, False])
    assert no_room["strip"] is None  # the room less the strip is no higher than the strip: one band, however small


def test_a_kept_part_outside_the_picture_a_zoom_shows_is_left_to_it():
    (fit,) = fitted([[0, 100, 900, 300], 250, ROWS, [[40, 330, 80, 370]], KEEP, None, False])
    assert fit == {"band": [205, 400], "least": 1, "strip": None}


def test_the_whole_board_is_the_whole_picture_fitted_into_the_room_whatever_its_size():
    whole, fits, nothing = fitted(
        [VB, 250, ROWS, [[40, 330, 80, 370]], KEEP, [205, 400], True],
        [VB, 400, ROWS, [], KEEP, None, False],  # a picture the room holds: whole, at its size or larger
        [VB, 0, ROWS, [], KEEP, None, True],  # not measured yet
    )
    assert whole == {"band": None, "least": 0, "strip": None}
    assert fits == nothing == {"band": None, "least": 1, "strip": None}
