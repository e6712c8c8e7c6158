"""The planet state, its options (readings of ambiguous rules) and its actions.

Pawns are numbered as the board lists them: 0..19 the element pawns (water, mineral, plant, insect,
animal), 20..23 oxygen, 24..25 bacteria. Spaces are numbered as ``Board.layout`` does. No action names a
pawn: actions name hand slots and spaces, so the action list of a game never carries a hidden need.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.options import JsonOptions
from ..core.state import SlotState

# Decision phases (what ``PlanetState.phase`` holds between actions) and the end.
INDICATE, DESIGNATE, PLACE = "indicate", "designate", "place"
FLIP, EXCHANGE, LOOK, LOOK_MOVE = "flip", "exchange", "look", "look_move"
SHARE, BACTERIA_MOVE, OVER = "share", "bacteria_move", "over"
DECISIONS = (INDICATE, DESIGNATE, PLACE, FLIP, EXCHANGE, LOOK, LOOK_MOVE, SHARE, BACTERIA_MOVE)


@dataclass(frozen=True)
class PlanetOptions(JsonOptions):
    """Set-up choices and readings of the rulebook's ambiguous passages (defaults = our readings)."""

    faces: str = "easy"  # "easy" | "difficult" | "random" | four letters E/D, tray A first
    preplaced_oxygen: int = 0  # difficulty variant: oxygen pawns laid element side up at the start
    cannot_place: str = "designator"  # "designator" | "skip"
    share_pick: str = "choose"  # "choose" | "random"
    share_oxygen: bool = True  # may an oxygen pawn be passed in a share?
    look_move_stay: bool = True  # may look-move put the pawn back on its own space?
    oxygen_optional: bool = False  # may the player decline a need-side-up oxygen's action?
    flip_back: bool = False  # may 'flip' turn a revealed pawn face down again?
    end_bacteria: str = "draw"  # "draw" | "stop": bacteria still in the bag after the last placement
    removal: str = "once"  # "once" | "cascade"
    water: str = "exactly_one"  # "exactly_one" | "at_most_one"

    _CHOICES = {
        "cannot_place": ("designator", "skip"),
        "share_pick": ("choose", "random"),
        "end_bacteria": ("draw", "stop"),
        "removal": ("once", "cascade"),
        "water": ("exactly_one", "at_most_one"),
    }
    _BOOLS = ("share_oxygen", "look_move_stay", "oxygen_optional", "flip_back")

    def __post_init__(self) -> None:
        f = self.faces
        if not isinstance(f, str) or not (
            f in ("easy", "difficult", "random") or (len(f) == 4 and all(ch in "ED" for ch in f))
        ):
            raise ValueError(
                f"faces must be 'easy', 'difficult', 'random' or four letters E/D (tray A first), not {f!r}"
            )
        p = self.preplaced_oxygen
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p <= 4:
            raise ValueError("preplaced_oxygen must be a whole number from 0 to 4")
        for name, choices in self._CHOICES.items():
            if getattr(self, name) not in choices:
                raise ValueError(f"option {name} must be one of {', '.join(choices)}")
        for name in self._BOOLS:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"option {name} must be true or false")


class PlanetState(SlotState):
    """A position (plain data). ``board[space]`` is a pawn id or -1; ``known[pawn]`` a bit mask of the
    seats that know the pawn's need; ``up[pawn]`` is True when a placed pawn lies need side up."""

    __slots__ = (
        "n",
        "names",
        "faces",
        "aside",
        "opened",
        "board",
        "hands",
        "bag",
        "tray",
        "discarded",
        "removed",
        "up",
        "known",
        "placer",
        "phase",
        "first",
        "turn",
        "indicated",
        "designated",
        "target",
        "share",
        "draws",
    )
    LISTS = "board bag tray discarded removed up known placer share"
    NESTED = "hands"

    def __init__(self, n: int, names: list[str], n_spaces: int, n_pawns: int) -> None:
        self.n = n
        self.names = names
        self.faces = "EEEE"
        self.aside = 0  # the tray set aside at the start
        self.opened = False  # has the set-aside continent become playable?
        self.board = [-1] * n_spaces
        self.hands: list[list[int]] = [[] for _ in range(n)]  # in the order the pawns arrived
        self.bag: list[int] = []  # kept sorted
        self.tray: list[int] = []  # bacteria waiting on the set-aside continent
        self.discarded: list[int] = []  # bacteria after use
        self.removed: list[tuple[int, int, str]] = []  # at the end: (space, pawn, reason)
        self.up = [False] * n_pawns
        self.known = [0] * n_pawns
        self.placer = [-1] * n_pawns
        self.phase = INDICATE
        self.first = 0
        self.turn = 0
        self.indicated = -1  # slot indicated this turn
        self.designated = -1  # continent designated this turn
        self.target = -1  # oxygen action: its continent; look-move: the space looked at
        self.share: list[int] = []  # during a share: each seat's chosen slot (-1 = not yet / none)
        self.draws = 0  # chance counter

    @property
    def previous(self) -> int:
        """The player to the right of the active player (who designates the continent)."""
        return (self.turn - 1) % self.n

    def __repr__(self) -> str:
        return f"PlanetState(phase={self.phase!r}, turn={self.turn}, draws={self.draws})"


#: the actions and their registry, in ``actions``: made when first asked for
ACTIONS = (
    "registry",
    "Indicate",
    "Designate",
    "Place",
    "Flip",
    "Exchange",
    "Look",
    "LookMove",
    "Give",
    "BacteriaMove",
    "Skip",
)


def __getattr__(name: str) -> Any:
    if name in ACTIONS:
        from . import actions

        return getattr(actions, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
