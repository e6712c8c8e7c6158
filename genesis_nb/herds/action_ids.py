"""The herds' legal actions as numbers (its ``"action_ids"`` hook), without making the actions.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``): ``Place(square, terrain)``
is ``square * 4 + terrain`` and ``PlaceOne(square, terrain)`` is ``560 + square * 4 + terrain``, a terrain
being its index in ``TERRAINS``. What is legal is the rules' own ``tile_options`` (the terrains of each kind
as a bit mask, each on any vacant square), as ``HerdsRules.legal_actions`` has it; here it is only numbered,
kind by kind and square by square (the state's ``vacant``), so that the ids come out sorted.
"""

from __future__ import annotations

from typing import Any, Callable

from ..ecosystem.codec import Choices, Ints
from .boarddata import SQUARES
from .state import TERRAINS


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    expected = [("square", Ints(0, SQUARES)), ("terrain", Choices(TERRAINS))]
    if codec.kinds != ["place", "place_one"] or any(codec.fields[k] != expected for k in codec.kinds):
        return None
    width = len(TERRAINS)
    # for each kind and each set of terrains (a bit mask), each square's ids, in order
    place, place_one = (
        [
            [tuple(codec.offset[kind] + sq * width + t for t in range(width) if mask >> t & 1) for sq in range(SQUARES)]
            for mask in range(1 << width)
        ]
        for kind in codec.kinds
    )

    def ids(s: Any) -> list[int]:
        dice, ones = rules.tile_options(s)
        if not dice and not ones:
            return []
        vacant = s.vacant
        out: list[int] = []
        if dice:
            row = place[dice]
            for sq in vacant:
                out += row[sq]
        if ones:
            row = place_one[ones]
            for sq in vacant:
                out += row[sq]
        return out

    return ids
