"""The colours, words and sizes of the planet picture (``planet/picture.py``)."""

from ..picture_memo import Fragments

#: the parts of pictures kept for the next ones (a room's other seats, its next positions), by what they show
PARTS = Fragments()

PAWN_FILL = {
    "blue": "#2563eb",
    "brown": "#8b5a2b",
    "green": "#1d6e30",
    "black": "#1f1f1f",
    "orange": "#f59f00",
    "white": "#ffffff",
    "purple": "#7e3fbf",
}
PAWN_INK = {
    "blue": "#ffffff",
    "brown": "#ffffff",
    "green": "#ffffff",
    "black": "#ffffff",
    "orange": "#1b1b1b",
    "white": "#333333",
    "purple": "#ffffff",
}
#: Soils: a fill pattern AND a printed name (never the colour alone), in the board's order of soils.
SOIL_STYLE = [
    ("#f6e7b8", "#a47a1c", "dots"),
    ("#efc0a6", "#9c4a26", "hlines"),
    ("#d9d9d4", "#5f5f5a", "cross"),
    ("#f7b8a4", "#b5311a", "waves"),
    ("#cfe3c2", "#3d6b29", "vlines"),
    ("#cfd8ee", "#34508f", "diag"),
]
SEAT_FILL = ("#0b5cad", "#b5470b", "#157a52", "#8a2f7a")

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "en": {
        "last": "changed by the last move",
        "step": "step",
        "set_aside": "set aside (hatched)",
        "removed": "removed at the end: {list}",
        "validated": "validated ✓",
        "not_validated": "not validated ✗",
        "points": "{elements} + {oxygen} oxygen = {total} pt",
        "hand_hidden": "needs hidden from this view",
        "public_view": "Spectator's view: only needs lying face up are shown.",
        "seat_view": "Seen through {name}'s eyes: the needs {name} knows.",
        "all_view": "Teacher's view: every need is shown.",
        "nobody": "no pawn",
    }
}

# geometry (px)
W = 900
M = 10
BOX_W = (W - 2 * M - 10) / 2
BOX_H = 352
SPACE_R = 28
PAWN_R = 16
HAND_X = 200  # where the hands start in the deities' panel
RADIUS = {1: 0, 2: 64, 3: 68, 4: 80, 5: 90, 6: 100, 7: 104}
