"""The planet's legal actions as numbers (its ``"action_ids"`` hook), without making the actions.

Every field of the planet's actions is a number (or a yes/no), so the codec's id of an action is linear in
its fields (``ActionCodec.linear``: each kind a block of ids in the registry's order, the fields a mixed-radix
number inside it). The rules list their legal actions through ``legal_with(state, act)``; here ``act`` gives
the id instead of the action, so the ids follow the rules' own list. They are listed sorted.
"""

from __future__ import annotations

from typing import Any, Callable


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    linear = codec.linear()
    if len(linear) != len(codec.kinds):
        return None

    def number(cls: type, *values: Any) -> int:
        code, strides = linear[cls]
        for v, k in zip(values, strides):
            code += v * k
        return code

    def ids(s: Any) -> list[int]:
        out = rules.legal_with(s, number)
        out.sort()
        return out

    return ids
