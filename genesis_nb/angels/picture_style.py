"""The colours, words and sizes of the angels picture (``angels/picture.py``)."""

from ..picture_memo import Fragments

#: the parts of pictures kept for the next ones (a board's next positions), by what they show
PARTS = Fragments()

ESSENCE_FILL = ("#c7362c", "#2360c4", "#17703a")
PLAYER_FILL = {
    "pink": "#f28bbb",
    "gray": "#a9aeb3",
    "purple": "#8547c0",
    "yellow": "#f3d03c",
    "orange": "#f08a2c",
    "brown": "#8c5a36",
}
PLAYER_INK = {
    "pink": "#1b1b1b",
    "gray": "#1b1b1b",
    "purple": "#ffffff",
    "yellow": "#1b1b1b",
    "orange": "#1b1b1b",
    "brown": "#ffffff",
}
DARK_FILL = "#16161a"
GOLD = "#e6a817"
HATCH = "#cdc2a8"
#: quiet text (square numbers, zero counts, days God has not reached): still 4.8:1 or more on every background
NONE_INK = "#6e6656"

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "en": {
        "last": "changed by the last move",
        "setup": "Set-up: each angel takes a starting cube",
        "to_play": "to play",
        "pt": "{n} pt",
    },
    "nl": {
        "last": "veranderd door de laatste zet",
        "setup": "Voorbereiding: elke engel neemt een startblokje",
        "to_play": "aan de beurt",
        "pt": "{n} pt",
    },
}

# geometry (px)
W = 900
M = 10
ROW_H, ROW_GAP = 80, 5
LABEL_W = 68
SQ_X, SQ_W, SQ_GAP = 82, 71, 3
WORK_X = SQ_X + 7 * SQ_W + 6 * SQ_GAP + 6  # 603
CIRCLE_X, CIRCLE_STEP = 718, 24.5
CUBE = 16
