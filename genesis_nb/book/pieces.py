"""The pieces of THE BOOK game: kinds, codes, colours and the eating chart (B-CHART).

Characters have kinds 0..7 (King .. Fisher); landmarks 8..11 (Throne, Ark, Altar, Mountain). A stack
of characters on one hex has a *rank class* for the eating chart: its kind, or Avenger (two Guards),
Mob (two Men); a mounted piece (a Horse carrying a rider) has the rank of its rider.
"""

from __future__ import annotations

KING, GOLIATH, PROPHET, PRIEST, HORSE, GUARD, MAN, FISHER = range(8)
THRONE, ARK, ALTAR, MOUNTAIN = range(8, 12)
CHARACTERS = tuple(range(8))
LANDMARKS = (THRONE, ARK, ALTAR, MOUNTAIN)

#: kind -> its name (as in the seeds file and the texts' ``word.kind.<name>``)
KIND_NAMES = (
    "king",
    "goliath",
    "prophet",
    "priest",
    "horse",
    "guard",
    "man",
    "fisher",
    "throne",
    "ark",
    "altar",
    "mountain",
)
KIND_OF_NAME = {n: i for i, n in enumerate(KIND_NAMES)}
#: kind -> its letter in the notation
KIND_LETTERS = "KGPRHDMFTALX"
KIND_OF_LETTER = {c: i for i, c in enumerate(KIND_LETTERS)}

#: the colours, in the order the editions bring them
COLOURS = ("gold", "silver", "red", "blue")
COLOUR_LETTERS = {"gold": "g", "silver": "s", "red": "r", "blue": "b"}
COLOUR_OF_LETTER = {v: k for k, v in COLOUR_LETTERS.items()}

# -- rank classes of the eating chart ------------------------------------------------------------
C_KING, C_GOLIATH, C_PROPHET, C_PRIEST, C_HORSE, C_GUARD, C_AVENGER, C_MAN, C_MOB, C_FISHER = range(10)
CLASS_NAMES = ("king", "goliath", "prophet", "priest", "horse", "guard", "avenger", "man", "mob", "fisher")
CLASS_OF_KIND = (C_KING, C_GOLIATH, C_PROPHET, C_PRIEST, C_HORSE, C_GUARD, C_MAN, C_FISHER)

BLANK, NORMAL, ABILITY, BOTH = 0, 1, 2, 3
_CELL = {".": BLANK, "O": NORMAL, "S": ABILITY, "X": BOTH}

# The rulebook's chart, attacker down, defender across, in class order
# King Goliath Prophet Priest Horse Guard Avenger Man Mob Fisher.
# O: by a normal eat; S: only by the attacker's ability (Mob: Crucify, Fisher: Cast); X: both; .: never.
_CHART_ROWS = (
    "OOOOOOO..O",  # King
    ".OOOOOOOOO",  # Goliath
    "..OOOOOOOO",  # Prophet
    "...OOOOOOO",  # Priest
    "....OOOOOO",  # Horse
    ".....OOOOO",  # Guard
    ".....OOOOO",  # Avenger
    "O......OOO",  # Man
    "XSSSSSSOOO",  # Mob
    "SSSSSSSSSS",  # Fisher
)
CHART: tuple[tuple[int, ...], ...] = tuple(tuple(_CELL[c] for c in row) for row in _CHART_ROWS)


def eats_normally(attacker: int, defender: int) -> bool:
    """May a piece of rank class ``attacker`` eat one of class ``defender`` by a normal eat (O)?"""
    return CHART[attacker][defender] in (NORMAL, BOTH)


def chart_symbol(attacker: int, defender: int) -> str:
    """The chart's cell as the rulebook prints it: 'O', '§', 'O/§' or ''."""
    return ("", "O", "§", "O/§")[CHART[attacker][defender]]


def stack_class(kinds: tuple[int, ...] | list[int]) -> int:
    """The rank class of a stack of character kinds (bottom first)."""
    if len(kinds) >= 2 and kinds[0] == HORSE:
        return stack_class(kinds[1:])  # a mounted piece keeps its rider's rank
    if len(kinds) == 2:
        return C_AVENGER if kinds[0] == GUARD else C_MOB
    return CLASS_OF_KIND[kinds[0]]


_CLASS_OF_NAME = {name: i for i, name in enumerate(CLASS_NAMES)}


def may_eat_name(attacker: str, defender: str) -> bool:
    """``eats_normally`` by class names ("priest", "avenger", ...)."""
    return eats_normally(_CLASS_OF_NAME[attacker], _CLASS_OF_NAME[defender])
