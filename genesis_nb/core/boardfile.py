"""Reading a board data file (TOML), shared by the games' ``load_board``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import BoardFileError
from .toml import tomllib

#: The largest board file read.
MAX_BYTES = 1_000_000


def read_board_file(path: str | Path) -> dict[str, Any]:
    """The file's data; an unreadable file or invalid TOML raises ``BoardFileError`` naming the fault."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_BYTES:
            raise BoardFileError(f"{p.name} is over {MAX_BYTES // 1000} KB: a board file is a few KB")
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise BoardFileError(f"{p.name} is not UTF-8 text (byte {e.start} cannot be read): save it as UTF-8") from None
    except OSError as e:
        raise BoardFileError(f"cannot read the board file {p}: {e.strerror or e}") from None
    return parse_board_text(text, p.name)


def parse_board_text(text: str, name: str = "the board file") -> dict[str, Any]:
    """TOML text as data; anything that is not sound TOML raises ``BoardFileError`` naming the fault."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BoardFileError(f"{name} is not valid TOML: {e}") from None
    except RecursionError:
        raise BoardFileError(f"{name} nests tables or lists far deeper than a board file does") from None
    except ValueError as e:  # e.g. an integer of thousands of digits
        raise BoardFileError(f"{name} holds a value no board file holds: {str(e)[:80]}") from None
