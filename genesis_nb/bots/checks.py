"""A bot's seed and a search bot's settings, checked when the bot is made (a sentence for anything else):
a NaN budget or a seed of text would otherwise fail, or loop, only once the bot is asked to move."""

from __future__ import annotations

import math
from numbers import Integral, Real
from typing import Any


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def seed(value: Any) -> int | None:
    """A bot's seed: None (a fresh one) or a whole number (a NumPy integer too; not True or False)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise ValueError(f"A bot's seed is a whole number or None, not {_shown(value)}.")
    return int(value)


def whole(value: Any, name: str, least: int) -> int | None:
    """None, or a whole number of at least ``least``."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, Integral) or value < least:
        raise ValueError(f"A search bot's {name} is a whole number of at least {least}, not {_shown(value)}.")
    return int(value)


def number(value: Any, name: str, least: float, above: bool = False) -> float | None:
    """None, or a finite number of at least ``least`` (more than it with ``above``)."""
    if value is None:
        return None
    ok = isinstance(value, Real) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or value < least or (above and value == least):
        bound = f"more than {least:g}" if above else f"at least {least:g}"
        raise ValueError(f"A search bot's {name} is a finite number {bound}, not {_shown(value)}.")
    return float(value)
