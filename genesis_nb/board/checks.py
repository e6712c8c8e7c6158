"""Inputs from Python checked before a board takes them: each refused with a sentence (``ValueError`` for a
value out of its range, ``TypeError`` for a value of the wrong kind), so that nothing changes."""

from __future__ import annotations

import math
from typing import Any, Mapping

from .spec import BoardSpec


def check_lang(spec: BoardSpec, lang: Any) -> str:
    languages = spec.texts.languages
    if not isinstance(lang, str) or lang not in languages:
        raise ValueError(f"this board speaks {', '.join(languages)}, not {lang!r:.40}")
    return lang


def check_prefs(spec: BoardSpec, prefs: Any) -> dict[str, Any]:
    """``prefs`` (``{setting: value}`` or None) checked against the spec's settings."""
    if prefs is None:
        return {}
    if not isinstance(prefs, Mapping):
        example = next(iter(spec.prefs), "setting")
        raise TypeError(
            f"prefs is a mapping {{setting: value}} (e.g. {{{example!r}: ...}}), not {type(prefs).__name__} "
            f"{prefs!r:.40}"
        )
    for name, value in prefs.items():
        if not isinstance(name, str) or name not in spec.prefs or value not in spec.prefs[name]:
            raise ValueError(f"this board has no setting {name!r:.40} that takes {value!r:.40}")
    return dict(prefs)


def check_scale(scale: Any) -> float:
    if isinstance(scale, bool) or not isinstance(scale, (int, float)) or not 0.5 <= scale <= 3:
        raise ValueError(f"the board's scale is a number between 0.5 and 3, not {scale!r:.40}")
    return float(scale)


def check_reveal_all(on: Any) -> bool:
    if not isinstance(on, bool):
        raise TypeError(f"reveal_all is True (the teacher's view: everything shown) or False, not {on!r:.40}")
    return on


def check_seat(seat: Any, n: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(
            f"The board's observer is a seat 0..{n - 1} or 'public' (reveal_all=True shows everything), "
            f"not {seat!r:.40}."
        )
    return seat


def check_bot_seat(seat: Any, n: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"a bot's seat is a seat number 0 to {n - 1}, not {type(seat).__name__} {seat!r:.40}")
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat!r} is not a seat of this {n}-player game (0 to {n - 1})")
    return seat


def check_ply(ply: Any) -> int:
    """A ply to seek to: a whole number (a float that is one, too)."""
    if isinstance(ply, float) and math.isfinite(ply) and ply.is_integer():
        ply = int(ply)
    if isinstance(ply, float):
        raise ValueError(f"a ply is a whole number, not {ply!r}")
    if isinstance(ply, bool) or not isinstance(ply, int):
        raise TypeError(f"a ply is a whole number, not {type(ply).__name__} {ply!r:.40}")
    return ply
