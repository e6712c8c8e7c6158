"""The herds' legal actions as numbers (its ``"action_ids"`` hook), without making the actions.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``): ``Place(square, terrain)``
is ``square * 4 + terrain`` and ``PlaceOne(square, terrain)`` is ``560 + square * 4 + terrain``, a terrain
being its index in ``TERRAINS``. They are listed sorted, as the legal actions of ``HerdsRules.legal_actions``.
"""

from __future__ import annotations

from typing import Any, Callable

from ..ecosystem.codec import Choices, Ints
from .boarddata import SQUARES
from .state import FIRST, OVER, SECOND, TERRAINS, VACANT


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    expected = [("square", Ints(0, SQUARES)), ("terrain", Choices(TERRAINS))]
    if codec.kinds != ["place", "place_one"] or any(codec.fields[k] != expected for k in codec.kinds):
        return None
    width = len(TERRAINS)
    # for each kind and each set of terrains (a bit mask), each square's ids, in order
    rows = {
        kind: [
            [tuple(codec.offset[kind] + sq * width + t for t in range(width) if mask >> t & 1) for sq in range(SQUARES)]
            for mask in range(1 << width)
        ]
        for kind in codec.kinds
    }
    # the same rows of ``place`` by the terrains' tuple (what ``dice_terrains`` lists, sorted)
    place = {tuple(t for t in range(width) if mask >> t & 1): row for mask, row in enumerate(rows["place"])}
    place_one = rows["place_one"]
    squares = range(SQUARES)

    def ids(s: Any) -> list[int]:
        phase = s.phase
        if phase == OVER:
            return []
        cells = s.cells
        vacant = [sq for sq in squares if cells[sq] == VACANT]
        out: list[int] = []
        left = s.left[s.turn]
        if phase == SECOND or sum(left) >= 2:
            row = place[tuple(rules.dice_terrains(s))]
            for sq in vacant:
                out += row[sq]
        if phase == FIRST:
            row = place_one[(left[0] > 0) + 2 * (left[1] > 0) + 4 * (left[2] > 0) + 8 * (left[3] > 0)]
            for sq in vacant:
                out += row[sq]
        return out

    return ids
