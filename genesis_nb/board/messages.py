"""Checking every message a board receives from the browser, before anything acts on it.

A message is a JSON object ``{"cmd": <name>, ...fields}`` (a bare action object, with a ``"type"``
and no ``"cmd"``, means ``{"cmd": "play", "action": <it>}``). ``check_message`` returns the command
and its fields with their types, ranges and sizes checked, or raises ``MessageError`` with the key
of a sentence for the board (``err.*`` in the board's words) and its parameters. Nothing here acts.
"""

from __future__ import annotations

import json
import math
from typing import Any, Mapping

#: The largest ply, offset or count a message may carry (far beyond any real game).
MAX_INT = 10_000_000
#: The longest text field, and the largest action object (as JSON), a message may carry.
MAX_TEXT = 200
MAX_ACTION_BYTES = 4096
MAX_DEPTH = 4

#: command -> {field: (kind, required)}; kinds: "ply" and "count" (whole numbers 0..MAX_INT),
#: "text", "bool", "action" (a small JSON object), "pref" (true, false, null or a short text), "keys" (one to
#: ``MAX_KEYS`` board keys: short texts).
COMMANDS: dict[str, dict[str, tuple[str, bool]]] = {
    "play": {"action": ("action", True), "at": ("ply", False)},
    "options": {"target": ("text", True), "offset": ("count", False), "at": ("ply", False)},
    "undo": {},
    "redo": {},
    "seek": {"ply": ("ply", True)},
    "bot_step": {"at": ("ply", False)},
    "log_all": {},
    "lang": {"lang": ("text", True)},
    "pause": {"paused": ("bool", False)},
    "ready": {},
    "dismiss": {},
    "hint": {},
    "pref": {"name": ("text", True), "value": ("pref", False)},
    "click": {"keys": ("keys", True), "at": ("ply", False)},
}
#: the most keys a click may carry (the selection, then the key clicked), and the longest key
MAX_KEYS = 4
MAX_KEY = 80


class MessageError(ValueError):
    """A message the board refuses: ``key`` names the sentence (``err.*``), ``params`` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(f"{key}: {params}")


def _short(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 80 else text[:77] + "..."


def _depth(value: Any, limit: int) -> int:
    if limit < 0:
        return limit
    if isinstance(value, Mapping):
        return max([_depth(v, limit - 1) for v in value.values()] or [limit])
    if isinstance(value, (list, tuple)):
        return max([_depth(v, limit - 1) for v in value] or [limit])
    return limit


def _check_field(cmd: str, name: str, kind: str, value: Any) -> Any:
    if kind in ("ply", "count"):
        if isinstance(value, float) and math.isfinite(value) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.number")
        if not 0 <= value <= MAX_INT:
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.number")
        return value
    if kind == "text":
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.text")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.bool")
        return value
    if kind == "pref":
        if value is not None and not isinstance(value, (bool, str)):
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.pref")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.pref")
        return value
    if kind == "keys":
        ok = isinstance(value, (list, tuple)) and 0 < len(value) <= MAX_KEYS
        if not ok or not all(isinstance(k, str) and 0 < len(k) <= MAX_KEY for k in value):
            raise MessageError("err.bad_field", cmd=cmd, field=name, value=_short(value), want="want.keys")
        return tuple(value)
    if kind == "action":
        if not isinstance(value, Mapping) or _depth(value, MAX_DEPTH) < 0:
            raise MessageError("err.bad_action", detail=_short(value))
        try:
            size = len(json.dumps(value, allow_nan=False))
        except (TypeError, ValueError, RecursionError, OverflowError):
            raise MessageError("err.bad_action", detail=_short(value)) from None
        if size > MAX_ACTION_BYTES:
            raise MessageError("err.bad_action", detail=f"{size} bytes")
        return dict(value)
    raise AssertionError(kind)  # pragma: no cover


def check_message(msg: Any) -> tuple[str, dict[str, Any]]:
    """The command of ``msg`` and its checked fields, or ``MessageError``."""
    if not isinstance(msg, Mapping):
        raise MessageError("err.bad_message", detail=_short(msg))
    if "cmd" not in msg and "type" in msg:
        msg = {"cmd": "play", "action": msg}
    cmd = msg.get("cmd")
    if not isinstance(cmd, str) or cmd not in COMMANDS:
        raise MessageError("err.bad_message", detail=_short(msg))
    schema = COMMANDS[cmd]
    unknown = [k for k in msg if k != "cmd" and k not in schema]
    if unknown:
        raise MessageError("err.bad_message", detail=_short(msg))
    fields: dict[str, Any] = {}
    for name, (kind, required) in schema.items():
        if name not in msg or msg[name] is None:
            if required:
                raise MessageError("err.missing_field", cmd=cmd, field=name)
            continue
        fields[name] = _check_field(cmd, name, kind, msg[name])
    return cmd, fields
