"""The book's chart profile: star points by kind of piece in each grave, the pieces' colours, characters face up.

Its words and colours are ``charts.toml``; what is read from a view is here."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ..charts.profiles import ChartProfile


def _face_up(view: Mapping[str, Any]) -> list[int]:
    """Characters each player has face up on the field (a stack counts each of its pieces)."""
    out = [0] * len(view["players"])
    for c in view["cells"]:
        if not c.get("face_down") and isinstance(c.get("owner"), int):
            out[c["owner"]] += len(c.get("pieces") or ())
    return out


PROFILE = ChartProfile.from_toml("book", Path(__file__).with_name("charts.toml"), held=_face_up)
