"""The angels' legal actions as numbers (its ``"action_ids"`` hook), mostly without making the actions.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``): each kind a block of ids
in the registry's order (``choose_cube``, ``gather``, ``move``, ``day_work``, ``pass``). What is legal is the
rules' own ``legal_parts``, as ``AngelsChecks.legal_actions`` has it; here it is only numbered: the gathers
and the day works by their keys (each key's actions, the rules' ``gathers_of`` and ``works_of``, numbered
once and kept), the rest one by one. They are listed sorted (the blocks in order, each sorted).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from .state import ChooseCube, Move, Pass

KINDS = ["choose_cube", "gather", "move", "day_work", "pass"]


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    if codec.kinds != KINDS:
        return None
    cube = [codec.encode(ChooseCube(e)) for e in range(3)]
    move = [codec.encode(Move(t)) for t in range(8)]
    pass_id = codec.encode(Pass())

    @lru_cache(maxsize=4096)
    def gathers(key: Any) -> tuple[int, ...]:
        return tuple(sorted(codec.ids(rules.gathers_of(key))))

    @lru_cache(maxsize=1024)
    def works(key: Any) -> tuple[int, ...]:
        return tuple(sorted(codec.ids(rules.works_of(key))))

    def ids(s: Any) -> list[int]:
        essences, gather, moves, work, can_pass = rules.legal_parts(s)
        if essences:
            return [cube[e] for e in essences]
        out = list(gathers(gather)) if gather else []
        if moves:
            out += [move[t] for t in moves]
        if work:
            out += works(work)
        if can_pass:
            out.append(pass_id)
        return out

    return ids
