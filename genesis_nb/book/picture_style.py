"""The colours, words and sizes of the book picture (``book/picture.py``)."""

import math

from ..picture_memo import Fragments

#: the parts of pictures kept for the next ones (a room's other seats, its next positions), by what they show: a
#: picture holds about 30 (its rows of hexes, its players' rows), so a room server's 40 rooms of 4 seats need some
#: 6,000 to keep the last two positions' (with 2,048 they pushed each other out: a click cost twice the CPU); about
#: 16 MB
PARTS = Fragments(8192)

#: The players' colours (as on the board), each with the ink readable on it.
FILL = {"gold": "#e3b62f", "silver": "#b9bec6", "red": "#c0392b", "blue": "#2f6fd6"}
INK = {"gold": "#231a00", "silver": "#111418", "red": "#ffffff", "blue": "#ffffff"}
BOARD_FILL = ("#f4efe3", "#ece6d6", "#f1e7e2", "#e4eaf1")
HEX_STROKE = "#cbbf9f"
BACK, BACK_KNOWN, BACK_STROKE, BACK_INK = "#6b5532", "#826b45", "#2f2410", "#f3e4c0"
BRONZE = "#8a6d2a"
SLAB = {"throne": ("#c9a464", "#5c4419"), "ark": ("#8fb3c9", "#24516d"), "altar": ("#d9c7e8", "#5a3c78")}
MOUNTAIN = ("#7b6a55", "#3d3224")
SHIELD = "#2e7d4f"
OWN = ("#fdecea", "#b3261e")
GOLD = "#e6a817"
KINDS = ("king", "goliath", "prophet", "priest", "horse", "guard", "man", "fisher")
SQRT3 = math.sqrt(3)

#: Words of the picture that the board does not say (the rest are the board's own, ui_texts.toml).
WORDS = {
    "last": "changed by the last action",
    "public_view": "Spectator's view: a face-down piece shows only if everyone has seen it.",
    "seat_view": "Seen through {name}'s eyes: what {name} may know.",
    "all_view": "Teacher's view: every face-down piece is shown.",
    "known_public": "face down, but everyone saw it",
    "known_seat": "face down, but {name} knows it",
    "known_all": "face down (shown to the teacher)",
    "landmark_down": "face down: a landmark",
    "rider": "riding a Horse",
    "own": "own piece: counts against",
    "thrones": "{name} puts a Throne on an empty hex, with their King on it",
    "peek": "{name} names face-down pieces to look at: {left} left",
    "named": "named so far: {hexes}",
    "opening": "the game starts with a flip",
    "first": "plays first",
    "place": "plays {n}",
    "to_play": "to play",
    "pts": "{n} star points",
    "result": "Final count: {counts}.",
    "wins": "{name} wins.",
    "cap": "The game reached its action cap ({cap}).",
    "field": "The field is reconstructed (the printed boards are lost): seeds/book.toml.",
}
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}

W = 840  # fits the output area of a notebook at 1280 px with the file browser open (848 px)
M = 10
WIDE = 1150  # the live board: the field as wide as W, the players and the legend in a column beside it
