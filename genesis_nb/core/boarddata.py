"""A game's board files, written once: reading one, and the game's own board read once and kept."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

from .boardfile import read_board_file

if TYPE_CHECKING:
    from pathlib import Path

B = TypeVar("B")


class BoardLoader(Generic[B]):
    """The boards of one game, from its seed file and its ``board_from_data(data, source)``. ``seed`` is a file
    name in the kit's ``seeds/`` (the kit's own games), or a path (a game that keeps its board file beside its
    code)."""

    def __init__(self, seed: str | Path, from_data: Callable[..., B]) -> None:
        self.seed = seed
        self.from_data = from_data
        self._default: B | None = None

    def load_board(self, path: str | Path | None = None) -> B:
        """The board from a TOML file; the reconstructed default board if ``path`` is None."""
        from pathlib import Path  # (imported when a board is first read, not with every game)

        p = Path(path) if path is not None else self.default_path()
        return self.from_data(read_board_file(p), source=str(p))

    def default_path(self) -> Path:
        """Where the game's own board file is."""
        from pathlib import Path

        from ..data import seed_path

        return Path(self.seed) if isinstance(self.seed, os.PathLike) else seed_path(self.seed)

    def default_board(self) -> B:
        """The game's own board (its seed file), read on first use and then shared."""
        if self._default is None:
            self._default = self.load_board()
        return self._default

    def board_from_data(self, data: Any) -> B:
        """A board from plain data (a save file's, say); raises ``BoardFileError`` naming the fault."""
        return self.from_data(data)
