"""Who plays each seat of a board: a human, or a bot made from its name or given as an object."""

from __future__ import annotations

from typing import Any, Mapping


def seat_bot(kind: Any, kinds: Mapping[str, Any], seed: int | None = None) -> Any:
    """A bot from its name (a key of ``kinds``: name -> factory taking a seed) or the bot itself (anything
    with ``choose(game)``)."""
    if isinstance(kind, str):
        if kind not in kinds:
            raise ValueError(f"unknown bot {kind!r}: choose {', '.join(kinds)}")
        return kinds[kind](seed)
    if not callable(getattr(kind, "choose", None)):
        raise TypeError(f"a bot is {' or '.join(repr(k) for k in kinds)} or an object with a choose(game) method")
    return kind


def checked_bots(bots: Any, n: int) -> dict[int, Any]:
    """``bots`` as given to a board (``{seat: name or bot}``, or None), checked: a mapping whose keys are
    seats of an ``n``-player game; refused with a sentence otherwise."""
    if bots is None:
        return {}
    if not isinstance(bots, Mapping):
        raise TypeError(
            f"bots is a mapping {{seat: bot name or bot}}, e.g. {{1: 'greedy'}}, not {type(bots).__name__} {bots!r:.40}"
        )
    for seat in bots:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat {seat!r:.40} is not a seat of this {n}-player game (0 to {n - 1})")
    return dict(bots)
