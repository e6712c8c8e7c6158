"""Reading a board data file (TOML), shared by the games' ``load_board``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import BoardFileError
from .toml import tomllib


def read_board_file(path: str | Path) -> dict[str, Any]:
    """The file's data; an unreadable file or invalid TOML raises ``BoardFileError`` naming the fault."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise BoardFileError(f"cannot read the board file {p}: {e.strerror or e}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BoardFileError(f"{p.name} is not valid TOML: {e}") from None
