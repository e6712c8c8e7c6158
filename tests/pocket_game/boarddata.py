"""pocket's "board": the faces printed on its cards (a letter or two per rank, lowest first)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from genesis_nb.core.boarddata import BoardLoader
from genesis_nb.core.errors import BoardFileError

#: a deck needs a face for each card of the largest game (three players: four cards)
MAX_PLAYERS = 3
FACES = ("J", "Q", "K", "A")


@dataclass(frozen=True)
class Board:
    """The faces of the cards, rank 1 first; ``source`` is where they were read from."""

    faces: tuple[str, ...] = FACES
    source: str = field(default="", compare=False)

    def to_data(self) -> dict[str, Any]:
        return {"faces": list(self.faces)}


def board_from_data(data: Any, what: str = "the board data", source: str = "") -> Board:
    """A board from its data (``{"faces": [...]}``, read from ``source``); anything else raises
    ``BoardFileError`` naming the fault."""
    what = Path(source).name if source else what
    if not isinstance(data, Mapping):
        raise BoardFileError(f"{what} is a table with the key 'faces'")
    extra = [k for k in data if k != "faces"]
    if extra:
        raise BoardFileError(f"{what} has keys a pocket board does not have: {', '.join(map(str, extra))[:80]}")
    faces = data.get("faces")
    if not isinstance(faces, (list, tuple)) or len(faces) != MAX_PLAYERS + 1:
        raise BoardFileError(f"{what}: 'faces' is a list of {MAX_PLAYERS + 1} card faces, lowest first")
    if not all(isinstance(f, str) and 1 <= len(f) <= 2 and f.strip() == f for f in faces):
        raise BoardFileError(f"{what}: each card face is one or two letters")
    if len(set(faces)) != len(faces):
        raise BoardFileError(f"{what}: two cards have the same face")
    return Board(tuple(faces), source)


#: the default board file, beside this module (the kit's own games keep theirs in the repository's seeds/)
DEFAULT_FILE = Path(__file__).with_name("deck.toml")

#: the game's boards: its own board file (read once) and any other one, read and checked the same way
BOARDS = BoardLoader(DEFAULT_FILE, board_from_data)
load_board, default_board = BOARDS.load_board, BOARDS.default_board
