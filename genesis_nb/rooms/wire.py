"""The frames a room's web socket carries: JSON text, with bytes (a synced value may be binary) written
as ``{"$bytes": "<base64>"}``; the page's shim hands them to the board as a ``DataView``, as anywidget does."""

from __future__ import annotations

import base64
import json
from typing import Any

#: the largest frame a page may send (a message of the board is far smaller)
MAX_FRAME = 64 * 1024


def _default(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    raise TypeError(f"{type(value).__name__} cannot travel to a page")


def dumps(frame: Any) -> str:
    """A frame as the text sent."""
    return json.dumps(frame, default=_default, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def decoded(value: Any) -> Any:
    """``value`` with every ``{"$bytes": ...}`` made bytes again."""
    if isinstance(value, dict):
        if len(value) == 1 and isinstance(value.get("$bytes"), str):
            try:
                return base64.b64decode(value["$bytes"], validate=True)
            except ValueError:
                raise ValueError("a $bytes value that is not base64") from None
        return {k: decoded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decoded(v) for v in value]
    return value


def loads(text: Any) -> dict[str, Any]:
    """A frame from a page: a JSON object (bytes restored), or ``ValueError`` saying what is wrong."""
    if not isinstance(text, str):
        raise ValueError("a binary frame")
    if len(text) > MAX_FRAME:
        raise ValueError(f"a frame of {len(text)} characters")
    try:
        frame = json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, RecursionError):
        raise ValueError("not JSON") from None
    if not isinstance(frame, dict):
        raise ValueError("not a JSON object")
    return decoded(frame)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")
