"""The book's legal actions as numbers (its ``"action_ids"`` hook), numbered once per position.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``). What is legal is the rules'
own ``legal_tuple``, the list ``BookRules.legal_actions`` copies (kept on the state until an action changes
it): most of its actions are the rules' table objects (``moves._ActionTables``), whose ids the codec keeps by
identity, so numbering a position's list is a lookup per action. The sorted ids of each list are kept by the
list's identity (the lists are held, so an identity is not reused while kept): asked again for the same
position, or a copy of it, the hook hands out the same list of ids, which nobody may change.
"""

from __future__ import annotations

from typing import Any, Callable

#: the positions' lists of ids kept (by the identity of their legal lists), at most
KEEP = 1024


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    registry = rules.registry
    if codec.registry is not registry or codec.kinds != list(registry.types):
        return None
    number = codec.ids
    kept: dict[int, tuple[tuple[Any, ...], list[int]]] = {}

    def ids(s: Any) -> list[int]:
        legal = rules.legal_tuple(s)  # (the end's is empty, as legal_actions has it)
        got = kept.get(id(legal))
        if got is not None and got[0] is legal:
            return got[1]
        out = number(legal)
        out.sort()
        if len(kept) >= KEEP:
            kept.clear()
        kept[id(legal)] = (legal, out)
        return out

    return ids
