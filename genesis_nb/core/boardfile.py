"""Reading a board data file (TOML), shared by the games' ``load_board``."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import BoardFileError
from .rules import shown

if TYPE_CHECKING:
    from pathlib import Path

#: The largest board file read.
MAX_BYTES = 1_000_000


def read_board_file(path: str | Path) -> dict[str, Any]:
    """The file's data; an unreadable file or invalid TOML raises ``BoardFileError`` naming the fault."""
    from pathlib import Path  # (imported when a board is first read, not with every game)

    p = Path(path)
    try:
        plain, present = p.is_file(), p.exists()
    except (ValueError, OSError):  # a path holding a NUL character, say
        plain = present = False
    if not plain:  # a folder, a device such as /dev/zero or a pipe: read none of them
        why = "it is not a plain file" if present else "there is no such file"
        raise BoardFileError(f"cannot read the board file {shown(str(p), 80)}: {why}")
    try:
        with p.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise BoardFileError(f"{p.name} is over {MAX_BYTES // 1000} KB: a board file is a few KB")
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BoardFileError(f"{p.name} is not UTF-8 text (byte {e.start} cannot be read): save it as UTF-8") from None
    except OSError as e:
        raise BoardFileError(f"cannot read the board file {shown(str(p), 80)}: {e.strerror or e}") from None
    return parse_board_text(text, p.name)


def parse_board_text(text: str, name: str = "the board file") -> dict[str, Any]:
    """TOML text as data; anything that is not sound TOML raises ``BoardFileError`` naming the fault."""
    from .toml import tomllib  # (imported when a board is first read, not with every game)

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BoardFileError(f"{name} is not valid TOML: {e}") from None
    except RecursionError:
        raise BoardFileError(f"{name} nests tables or lists far deeper than a board file does") from None
    except ValueError as e:  # e.g. an integer of thousands of digits
        raise BoardFileError(f"{name} holds a value no board file holds: {str(e)[:80]}") from None


#: The most items (entries of tables and lists, every 64 characters of text) board data may hold: ten times
#: the largest board of the kit (book's, about 1,400), so that a board handed over is judged before it
#: costs time or memory.
MAX_ITEMS = 20_000


def check_size(value: Any, what: str = "the board data") -> None:
    """Refuse (``BoardFileError``) board data, or a board object, far larger than any board, or holding a
    number or text no board holds; it looks at no more than ``MAX_ITEMS`` items."""
    todo = [value]
    n = 0
    while todo:
        v = todo.pop()
        n += 1
        if isinstance(v, str):
            n += len(v) // 64
        elif isinstance(v, bool) or v is None or isinstance(v, float):
            pass
        elif isinstance(v, int):
            if v.bit_length() > 64:
                raise BoardFileError(f"{what} holds a number far larger than any board has")
        elif isinstance(v, Mapping):
            if len(v) > MAX_ITEMS:
                break
            todo.extend(v.keys())
            todo.extend(v.values())
        elif isinstance(v, (list, tuple, set, frozenset)):
            if len(v) > MAX_ITEMS:
                break
            todo.extend(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            todo.extend(getattr(v, f.name) for f in dataclasses.fields(v) if f.compare)
        if n > MAX_ITEMS:
            break
    if todo or n > MAX_ITEMS:
        raise BoardFileError(f"{what} is far larger than a board ({MAX_ITEMS:,} items at most)")


def same_board(a: Any, b: Any) -> bool:
    """Do two boards hold the same (every compared field, but where they were read from, ``source``)?"""
    if not (dataclasses.is_dataclass(a) and dataclasses.is_dataclass(b)):
        return bool(a == b)
    try:
        return all(
            getattr(a, f.name) == getattr(b, f.name, None)
            for f in dataclasses.fields(a)
            if f.compare and f.name != "source"
        )
    except Exception:  # a field that cannot even be compared
        return False


def board_meta(data: Any, game: str, shape: str) -> Mapping[str, Any]:
    """The ``[meta]`` table of ``game``'s board data (empty when there is none); ``BoardFileError`` when the
    data is not a table (the sentence ``shape`` says what it is), when ``meta`` is not a table, or when it
    names another game."""
    if not isinstance(data, Mapping):
        raise BoardFileError(shape)
    meta = data.get("meta", {})
    if not isinstance(meta, Mapping):
        raise BoardFileError("'meta' must be a table")
    if meta.get("game", game) != game:
        raise BoardFileError(f"this board is for the game {meta.get('game')!r}, not {game}")
    return meta
