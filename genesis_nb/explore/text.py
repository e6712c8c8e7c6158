"""Numbers of the explore tables as short text: shares, signed points, estimates with their intervals."""

from __future__ import annotations

from typing import Callable


def pct(v: float) -> str:
    """A share as a percentage: ``pct(0.123)`` is ``"12.3%"``."""
    return f"{100 * v:.1f}%"


def points(v: float, digits: int = 2) -> str:
    """A difference in points, signed: ``points(1.5)`` is ``"+1.50"``, ``points(1.5, 1)`` is ``"+1.5"``."""
    return f"{v:+.{digits}f}"


def interval(estimate: float, lower: float, upper: float, fmt: Callable[[float], str] = pct) -> str:
    """An estimate with its 95% interval: ``interval(0.5, 0.4, 0.6)`` is ``"50.0% [40.0%, 60.0%]"``."""
    return f"{fmt(estimate)} [{fmt(lower)}, {fmt(upper)}]"
