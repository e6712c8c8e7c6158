"""The angels state, its options (readings of ambiguous rules) and its actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.actions import ActionRegistry, action
from ..core.options import JsonOptions
from ..core.state import SlotState

COLOURS = ("pink", "gray", "purple", "yellow", "orange", "brown")
#: Colour names a player may be called by, in the kit's languages (a player named after a colour plays it).
COLOUR_NAMES = {
    **{c: c for c in COLOURS},
    "grey": "gray",
    "roze": "pink",
    "grijs": "gray",
    "paars": "purple",
    "geel": "yellow",
    "oranje": "orange",
    "bruin": "brown",
}
CODES = {"pink": "pk", "gray": "gy", "purple": "pu", "yellow": "ye", "orange": "or", "brown": "br"}
DARK_CODE = "DA"

SETUP, TURNS, OVER = "setup", "turns", "over"

registry = ActionRegistry("angels")


@action(registry, "choose_cube")
class ChooseCube:
    """Set-up: take one starting cube (0 chaos, 1 matter, 2 life)."""

    essence: int


@action(registry, "gather")
class Gather:
    """Gather on ``square`` (0 = leftmost) of the track you stand on, taking its yield number ``choice``.

    When ``square`` is not your own, you first switch places with each angel between, paying ``pay``
    (chaos, matter, life): one cube per switch (more only with ``switching="free"``)."""

    square: int
    pay: tuple[int, ...]
    choice: int


@action(registry, "move")
class Move:
    """Move to track ``to`` (0 = the void, 1..7 = days I..VII)."""

    to: int


@action(registry, "day_work")
class DayWork:
    """Do the work of ``day`` (1..6: the day you stand on), spending ``pay`` (chaos, matter, life)."""

    day: int
    pay: tuple[int, ...]


@action(registry, "pass")
class Pass:
    """Take no action this turn."""


@dataclass(frozen=True)
class AngelsOptions(JsonOptions):
    """Readings of the rulebook's ambiguous passages; each default is named in the rule catalogue."""

    dark_round_one: str = "stay"  # "stay" | "void": God's start counts as the void
    move_same_day: bool = False  # may a player 'move' to the day it stands on (to its end)?
    dark_tie: str = "tiebreak"  # "tiebreak" | "players" | "dark"
    switching: str = "one_way"  # "one_way" | "free" (back and forth)
    leftmost: str = "track"  # "track" (void, I..VII in a row) | "square" | "square_latest"
    dark_after_work: str = "rest"  # "rest" | "literal" (keeps switching left after its work)

    _CHOICES = {
        "dark_round_one": ("stay", "void"),
        "dark_tie": ("tiebreak", "players", "dark"),
        "switching": ("one_way", "free"),
        "leftmost": ("track", "square", "square_latest"),
        "dark_after_work": ("rest", "literal"),
    }

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> AngelsOptions:
        data = cls.known(data)
        for name, value in data.items():
            if name == "move_same_day":
                if not isinstance(value, bool):
                    raise ValueError("move_same_day must be true or false")
            elif value not in cls._CHOICES[name]:
                raise ValueError(f"option {name} must be one of {', '.join(cls._CHOICES[name])}")
        return cls(**data)


class AngelsState(SlotState):
    """A position. Angels are numbered 0..n-1 (seats) and n (the dark angel).

    ``tracks[t]`` lists the angels on track t from the left (0 = void, 1..7 = days);
    ``work[d]`` lists the angels whose markers fill day d's circles in order.
    ``god`` is God's place on the time track: 0 = start, 1..21 = day I morning .. day VII evening.
    """

    __slots__ = (
        "n",
        "names",
        "colours",
        "tracks",
        "where",
        "hands",
        "stock",
        "work",
        "god",
        "phase",
        "start",
        "turn",
        "acted",
    )
    LISTS = "where stock"
    NESTED = "tracks hands work"

    def __init__(self, n: int, names: list[str], colours: list[str]) -> None:
        self.n = n
        self.names = names
        self.colours = colours
        self.tracks: list[list[int]] = [[] for _ in range(8)]
        self.where: list[int] = [0] * (n + 1)
        self.hands: list[list[int]] = [[0, 0, 0] for _ in range(n)]
        self.stock: list[int] = [4 * n] * 3
        self.work: list[list[int]] = [[] for _ in range(8)]
        self.god = 0
        self.phase = SETUP
        self.start = 0
        self.turn = 0
        self.acted = 0

    @property
    def dark(self) -> int:
        return self.n

    def day_of_god(self) -> int:
        """The day God stands on (0 before day I)."""
        return 0 if self.god == 0 else (self.god - 1) // 3 + 1

    def square(self, angel: int) -> int:
        return self.tracks[self.where[angel]].index(angel)

    def has_worked(self, angel: int, day: int) -> bool:
        return angel in self.work[day]

    def __repr__(self) -> str:
        from .notation import to_notation

        return f"AngelsState({to_notation(self)!r})"
