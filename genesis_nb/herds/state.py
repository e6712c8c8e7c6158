"""The herds state, its options (readings of ambiguous rules, plus the species set-up) and its actions."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from ..core.actions import ActionRegistry, action
from ..core.options import JsonOptions
from ..core.state import SlotState
from .boarddata import SQUARES

TERRAINS = ("forest", "savannah", "mountain", "wetland")
#: the terrains of each bit mask of terrains, in order (``TERRAINS_IN[0b0101] == (0, 2)``)
TERRAINS_IN = tuple(tuple(t for t in range(len(TERRAINS)) if mask >> t & 1) for mask in range(1 << len(TERRAINS)))
TERRAIN_LETTERS = "FSMW"
SPECIES = ("reptile", "dinosaur", "mammal", "man")
SPECIES_LETTERS = "rdmh"  # h for man ("human", as the rulebook's example calls it)
WILD = 4  # a die face: any terrain
FACE_WORDS = TERRAINS + ("wild",)
DIE_FACES = (0, 1, 2, 3, WILD, WILD)  # each die: the four terrains once and two wild faces
TILES_PER_TERRAIN = 13

FIRST, SECOND, OVER = "first", "second", "over"

#: cell values: -1 = not playable (volcano, tar pit, or beyond the river with two players), 0 = vacant,
#: otherwise 1 + terrain * 4 + seat
BLOCKED, VACANT = -1, 0


def tile_code(terrain: int, seat: int) -> int:
    return 1 + terrain * 4 + seat


def code_terrain(code: int) -> int:
    return (code - 1) >> 2


def code_seat(code: int) -> int:
    return (code - 1) & 3


registry = ActionRegistry("herds")


@action(registry, "place")
class Place:
    """Place a tile of ``terrain`` on ``square`` as one of the two tiles the dice allow."""

    square: int
    terrain: str


@action(registry, "place_one")
class PlaceOne:
    """Instead of using the dice, place a single tile of any terrain on ``square``; the turn ends."""

    square: int
    terrain: str


@dataclass(frozen=True)
class HerdsOptions(JsonOptions):
    """Readings of the rulebook's ambiguous passages (each default named in the rule catalogue), and the
    species each seat plays.

    ``species`` is a set-up choice, not a reading: empty means the rulebook's order (reptile, dinosaur,
    mammal, man) by seat. It lives here because the core contract has no other place that the save file
    keeps for a game's set-up choices.
    """

    end: str = "moment"  # "moment" | "finish_turn"
    rounding: str = "multiply_first"  # "multiply_first" | "divide_first"
    tied_largest: str = "all_double"  # "all_double" | "others_double" | "no_double"
    tied_herds: str = "per_herd"  # "per_herd" | "per_player"
    species: tuple[str, ...] = ()

    _CHOICES = {
        "end": ("moment", "finish_turn"),
        "rounding": ("multiply_first", "divide_first"),
        "tied_largest": ("all_double", "others_double", "no_double"),
        "tied_herds": ("per_herd", "per_player"),
    }

    def __post_init__(self) -> None:
        if isinstance(self.species, list):
            object.__setattr__(self, "species", tuple(self.species))
        for name, allowed in self._CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"option {name} must be one of {', '.join(allowed)}, not {getattr(self, name)!r}")
        sp = self.species
        if not isinstance(sp, tuple) or any(x not in SPECIES for x in sp):
            raise ValueError(f"option species lists species among {', '.join(SPECIES)}")
        if len(set(sp)) != len(sp):
            raise ValueError("option species: every player plays a different species")

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> HerdsOptions:
        data = cls.known(data)
        if "species" in data:
            sp = data["species"]
            if isinstance(sp, str):
                sp = [x for x in sp.split(",") if x]
            if not isinstance(sp, (list, tuple)) or not all(isinstance(x, str) for x in sp):
                raise ValueError("option species is a list of species names")
            data["species"] = tuple(sp)
        for name in cls._CHOICES:
            if name in data and not isinstance(data[name], str):
                raise ValueError(f"option {name} must be text")
        return cls(**data)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["species"] = list(self.species)
        return out

    def species_for(self, n: int) -> list[int]:
        """The species index each of ``n`` seats plays."""
        if not self.species:
            return list(range(n))
        if len(self.species) != n:
            raise ValueError(f"option species names {len(self.species)} species for {n} players")
        return [SPECIES.index(x) for x in self.species]


class HerdsState(SlotState):
    """A position.

    ``cells[sq]``: -1 not playable, 0 vacant, else ``1 + terrain * 4 + seat``.
    ``left[seat][terrain]``: tiles the seat still holds. ``dice``: the two faces rolled this turn
    (0..3 a terrain, 4 wild); ``used``: the die already spent in a two-tile turn (-1 none).
    ``vacant``: the vacant squares, in order (kept as tiles are laid, for the legal moves).
    ``vdeg[sq]``: vacant neighbours of each vacant square (bytes: cheap to copy), and ``hubs``: how many
    vacant squares have two or more vacant neighbours. Three connected vacant squares exist exactly when
    ``hubs > 0`` (any connected group of three or more squares has a square touching two others), so the
    end of the game is checked in constant time after each tile.
    ``final``: the scores of a finished game, kept for the options they were worked out under (a finished
    position never changes; a copy works them out again).
    """

    __slots__ = (
        "n",
        "names",
        "species",
        "cells",
        "left",
        "phase",
        "turn",
        "dice",
        "used",
        "rolls",
        "vacant",
        "vdeg",
        "hubs",
        "placed",
        "final",
    )
    LISTS = "cells vacant vdeg"
    FRESH = "final"
    UNCOMPARED = "final"
    NESTED = "left"

    def __init__(self, n: int, names: list[str], species: list[int]) -> None:
        self.n = n
        self.names = names
        self.species = species
        self.cells: list[int] = [BLOCKED] * SQUARES
        self.left: list[list[int]] = [[TILES_PER_TERRAIN] * 4 for _ in range(n)]
        self.phase = FIRST
        self.turn = 0
        self.dice: tuple[int, int] = (WILD, WILD)
        self.used = -1
        self.rolls = 0
        self.vacant: list[int] = []
        self.vdeg = bytearray(SQUARES)
        self.hubs = 0
        self.placed = 0  # tiles on the board
        self.final: tuple[Any, list[int], list[list[int]]] | None = None  # (options, totals, base) once over

    def __setstate__(self, state: Any) -> None:
        # a position pickled before ``vacant`` and ``final`` were kept (an OpenSpiel state serialized then)
        slots = state[1] if isinstance(state, tuple) else state
        for name, value in (slots or {}).items():
            setattr(self, name, value)
        if not hasattr(self, "final"):
            self.final = None
        if not hasattr(self, "vacant"):
            recount_room(self)

    def tiles_left(self, seat: int) -> int:
        return sum(self.left[seat])

    def __repr__(self) -> str:
        # the notation needs the board, which a state does not know: a summary (Game.notation() gives it all)
        names = ",".join(SPECIES[x] for x in self.species)
        return (
            f"HerdsState(players={names}, phase={self.phase!r}, turn={self.turn}, placed={self.placed}, "
            f"dice={list(self.dice)!r})"
        )


def recount_room(s: HerdsState) -> None:
    """Recompute ``vacant``, ``vdeg``, ``hubs`` and ``placed`` from ``cells`` (after a set-up or a notation)."""
    from .boarddata import NEIGHBOURS

    cells = s.cells
    hubs = 0
    for sq in range(SQUARES):
        if cells[sq] == VACANT:
            d = 0
            for y in NEIGHBOURS[sq]:
                if cells[y] == VACANT:
                    d += 1
            s.vdeg[sq] = d
            if d >= 2:
                hubs += 1
        else:
            s.vdeg[sq] = 0
    s.hubs = hubs
    s.vacant = [sq for sq in range(SQUARES) if cells[sq] == VACANT]
    s.placed = sum(1 for c in cells if c > 0)
