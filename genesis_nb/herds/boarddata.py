"""The herds board: 14 columns x 10 rows of squares, volcanoes, tar pits and the river, loaded from TOML.

Squares are numbered ``row * 14 + column`` from the top-left corner; their names are a column letter
``a``..``n`` and a row number ``1``..``10`` from the top ("a1" is the top-left square, "n10" the
bottom-right one). Adjacency is orthogonal (4 neighbours): squares touching only at a corner are not
connected. The river runs between columns k and l (after the 11th column); a two-player game uses only
the 110 squares left of it, and otherwise the river changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.boarddata import BoardLoader
from ..core.boardfile import board_meta
from ..core.errors import BoardFileError

COLUMNS = 14
ROWS = 10
SQUARES = COLUMNS * ROWS
RIVER_AFTER = 11  # the river runs after the 11th column (between k and l)
VOLCANOES = 10
TAR_PITS = 12
LETTERS = "abcdefghijklmn"

LAND, VOLCANO, TAR = ".", "V", "T"
KIND_WORDS = {LAND: "land", VOLCANO: "volcano", TAR: "tar pit"}
RIVER = "|"


def square_name(sq: int) -> str:
    """0 -> 'a1', 13 -> 'n1', 139 -> 'n10'."""
    return f"{LETTERS[sq % COLUMNS]}{sq // COLUMNS + 1}"


def square_index(name: str) -> int:
    """'a1' -> 0; raises ValueError for a name that is not on the board."""
    if (
        not isinstance(name, str)
        or not 2 <= len(name) <= 3
        or name[0].lower() not in LETTERS
        or not all(ch in "0123456789" for ch in name[1:])
    ):  # ASCII digits: not "c⁴" nor "c４"
        raise ValueError(f"{str(name)[:20]!r} is not a square: write a column a-n and a row 1-10, like 'c4'")
    row = int(name[1:])
    if not 1 <= row <= ROWS:
        raise ValueError(f"{name!r} is not a square: rows run from 1 to {ROWS}")
    return (row - 1) * COLUMNS + LETTERS.index(name[0].lower())


def _neighbours(sq: int) -> tuple[int, ...]:
    r, c = divmod(sq, COLUMNS)
    out = []
    if r > 0:
        out.append(sq - COLUMNS)
    if c > 0:
        out.append(sq - 1)
    if c < COLUMNS - 1:
        out.append(sq + 1)
    if r < ROWS - 1:
        out.append(sq + COLUMNS)
    return tuple(out)


#: the orthogonal neighbours of every square of the grid (blocked squares included)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(s) for s in range(SQUARES))
NAMES: tuple[str, ...] = tuple(square_name(s) for s in range(SQUARES))


def in_two_player_part(sq: int) -> bool:
    """True for the squares left of the river (the only ones a two-player game uses)."""
    return sq % COLUMNS < RIVER_AFTER


@dataclass(frozen=True)
class Board:
    """The layout: ``kinds[sq]`` is '.' (land), 'V' (volcano) or 'T' (tar pit) for each of the 140 squares."""

    kinds: tuple[str, ...]
    reconstructed: bool = True
    source: str = field(default="seeds/herds.toml", compare=False)
    _playable: dict = field(default_factory=dict, compare=False, repr=False)

    def kind(self, sq: int) -> str:
        return self.kinds[sq]

    def playable(self, players: int) -> tuple[bool, ...]:
        """For each square: may a tile ever lie there in a game of ``players`` players?"""
        key = 2 if players <= 2 else 4
        p = self._playable.get(key)
        if p is None:
            p = tuple(self.kinds[s] == LAND and (key == 4 or in_two_player_part(s)) for s in range(SQUARES))
            self._playable[key] = p
        return p

    def blocked(self) -> list[int]:
        return [s for s in range(SQUARES) if self.kinds[s] != LAND]

    def rows_text(self) -> list[str]:
        """The layout as the TOML file draws it: one string per row, '|' for the river."""
        out = []
        for r in range(ROWS):
            cells = [self.kinds[r * COLUMNS + c] for c in range(COLUMNS)]
            out.append(" ".join(cells[:RIVER_AFTER]) + " | " + " ".join(cells[RIVER_AFTER:]))
        return out

    def to_data(self) -> dict[str, Any]:
        """The board as TOML-shaped data (what ``board_from_data`` reads)."""
        return {"meta": {"game": "herds", "reconstructed": self.reconstructed}, "board": {"grid": self.rows_text()}}


def board_from_data(data: Mapping[str, Any], source: str = "board data") -> Board:
    """Validate and build a board; raise ``BoardFileError`` naming the first fault found.

    A layout is refused when:
    - it is not 10 rows of 14 squares (the printed board's size);
    - a square holds a symbol other than '.', 'V' or 'T';
    - a row does not draw the river '|' exactly once, after the 11th square (the two-player border);
    - it does not have exactly 10 volcanoes and 12 tar pits (the printed board's 22 blocked squares);
    - its land is split: some land squares are walled off from the rest, on the whole board or in the
      two-player part left of the river. Tiles could still be laid there, but such a pocket is a second,
      separate board: it can never join the areas and herds of the rest, and a pocket of one or two
      squares never counts for the end of the game. The game is played on one continent whose
      bottlenecks close only as it fills, so every land square must be reachable from every other one
      through land from the start.
    """
    meta = board_meta(data, "herds", "a herds board is a table with a [board] section holding 'grid'")
    section = data.get("board")
    if not isinstance(section, Mapping) or "grid" not in section:
        raise BoardFileError("missing the [board] section with its 'grid' (10 rows of 14 squares)")
    unknown_keys = set(section) - {"grid"}
    if unknown_keys:
        raise BoardFileError(f"[board] has unknown key(s) {', '.join(sorted(unknown_keys))}: only 'grid' is read")
    grid = section["grid"]
    if not isinstance(grid, list) or not all(isinstance(r, str) for r in grid):
        raise BoardFileError("'grid' must be a list of text rows")
    if len(grid) != ROWS:
        raise BoardFileError(f"the grid has {len(grid)} rows; the board has {ROWS} rows of {COLUMNS} squares")
    kinds: list[str] = []
    for r, text in enumerate(grid, 1):
        cells = text.replace(" ", "").replace("\t", "")
        squares = [ch for ch in cells if ch != RIVER]
        if len(squares) != COLUMNS:
            raise BoardFileError(f"row {r} has {len(squares)} squares; every row has {COLUMNS} (columns a-n)")
        rivers = cells.count(RIVER)
        if rivers != 1:
            raise BoardFileError(
                f"row {r} draws the river '|' {rivers} times; draw it once, after column "
                f"{LETTERS[RIVER_AFTER - 1]} (the {RIVER_AFTER}th square)"
            )
        at = cells.index(RIVER)
        if at != RIVER_AFTER:
            raise BoardFileError(
                f"row {r}: the river '|' comes after the {_ordinal(at)} square; it must come "
                f"after the {RIVER_AFTER}th (between columns k and l), because a two-player "
                f"game uses the {RIVER_AFTER * ROWS} squares left of it"
            )
        for c, ch in enumerate(squares):
            if ch not in KIND_WORDS:
                raise BoardFileError(
                    f"row {r}, column {LETTERS[c]}: unknown symbol {ch!r}; use '.' for land, "
                    f"'V' for a volcano, 'T' for a tar pit and '|' for the river"
                )
        kinds.extend(squares)
    volcanoes, tars = kinds.count(VOLCANO), kinds.count(TAR)
    if volcanoes != VOLCANOES:
        raise BoardFileError(f"the board has {volcanoes} volcanoes; the game has {VOLCANOES}")
    if tars != TAR_PITS:
        raise BoardFileError(f"the board has {tars} tar pits; the game has {TAR_PITS}")
    for label, part in (
        ("the whole board", lambda s: True),
        ("the two-player part left of the river", in_two_player_part),
    ):
        land = [s for s in range(SQUARES) if kinds[s] == LAND and part(s)]
        regions = _regions(land)
        if len(regions) > 1:
            regions.sort(key=len, reverse=True)
            cut = sorted(s for reg in regions[1:] for s in reg)
            names = ", ".join(square_name(s) for s in cut[:12]) + (" ..." if len(cut) > 12 else "")
            raise BoardFileError(
                f"the land of {label} is split into {len(regions)} separate regions: "
                f"{names} cannot be reached from the rest through land"
            )
    reconstructed = bool(meta.get("reconstructed", False))
    return Board(tuple(kinds), reconstructed=reconstructed, source=source)


def _regions(land: list[int]) -> list[set[int]]:
    todo = set(land)
    out = []
    while todo:
        start = todo.pop()
        reg = {start}
        stack = [start]
        while stack:
            x = stack.pop()
            for y in NEIGHBOURS[x]:
                if y in todo:
                    todo.discard(y)
                    reg.add(y)
                    stack.append(y)
        out.append(reg)
    return out


def _ordinal(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"


BOARDS = BoardLoader("herds.toml", board_from_data)
load_board = BOARDS.load_board
default_board = BOARDS.default_board
