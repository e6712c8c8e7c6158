"""The colours, words and sizes of the herds picture (``herds/picture.py``)."""

from ..picture_memo import Fragments

#: the parts of pictures kept for the next ones (a board's next positions), by what they show
PARTS = Fragments()

TERRAIN_STYLE = {
    "forest": {"fill": "#2e7a3c", "ink": "#ffffff", "motif": "#174f22"},
    "savannah": {"fill": "#e9c654", "ink": "#3b2d00", "motif": "#a8831c"},
    "mountain": {"fill": "#a19c93", "ink": "#1d1d1d", "motif": "#67625a"},
    "wetland": {"fill": "#3572b5", "ink": "#ffffff", "motif": "#8ec3f0"},
}
LINE = "#16181d"
GOLD = "#e6a817"
#: the squares' names: the column letters, the row numbers and each vacant square's name in its corner
COORDS = "#6b6354"

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "en": {
        "pt": "{n} pt",
        "used": "used",
        "badge": "area and bonus",
        "herd_points": "a herd's points",
        "small": "on each tile of an area under 3 tiles, which scores nothing",
    }
}

# geometry (px)
M = 10
#: a square: the grid (10 squares high) and the whose-turn line above it fit a projected band at 0.9 of their size in
#: JupyterLab at 1280x800 (js/shell_band.js; tests/browser/test_play_projector.py)
CELL = 54
LEFT = M + 24  # the grid's left edge (row numbers before it)
RIVER = 18
W = 900
