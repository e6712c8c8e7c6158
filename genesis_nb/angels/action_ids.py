"""The angels' legal actions as numbers (its ``"action_ids"`` hook), without making the actions.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``): each kind a block of ids
in the registry's order (``choose_cube``, ``gather``, ``move``, ``day_work``, ``pass``), and inside it the
mixed-radix number of the fields' indices (a payment's index being that of its counts in the ``Bag``
domain). They follow ``AngelsChecks.legal_actions`` step by step, and are listed sorted (the blocks in
order, each sorted).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from .boarddata import REST_DAY, WORK_DAYS
from .payments import switch_payments, work_payments
from .state import OVER, SETUP

KINDS = ["choose_cube", "gather", "move", "day_work", "pass"]


def make(rules: Any, codec: Any) -> Callable[[Any], list[int]] | None:
    """``ids(state)``: the sorted ids of ``rules.legal_actions(state)`` (None for a codec it does not know)."""
    if codec.kinds != KINDS:
        return None
    off = codec.offset
    (_, _), (_, bag), (_, choices) = codec.fields["gather"]
    (_, days), (_, work_bag) = codec.fields["day_work"]
    cube, move, pass_id = off["choose_cube"], off["move"], off["pass"]
    bag_index, work_index, n_choices = bag.indices(), work_bag.indices(), choices.size
    free = rules.options.switching == "free"
    move_same_day = rules.options.move_same_day
    yields, costs = rules.board.yields, rules.board.cost

    @lru_cache(maxsize=4096)
    def gathers(track: int, filled: int, pos: int, hand: tuple[int, int, int]) -> tuple[int, ...]:
        """The ids of the gathers from square ``pos`` of a track with ``filled`` squares, sorted."""
        total = sum(hand)
        out: list[int] = []
        for square in range(filled):
            k = abs(square - pos)
            if k > total:
                continue
            spends = [k] if not free else list(range(k, total + 1, 2))
            first = off["gather"] + square * bag.size * n_choices
            c = range(len(yields[track][square]))
            for spend in spends:
                for pay in switch_payments(spend, hand):
                    out += [first + bag_index[pay] * n_choices + i for i in c]
        return tuple(sorted(out))

    @lru_cache(maxsize=4096)
    def works(track: int, hand: tuple[int, int, int]) -> tuple[int, ...]:
        """The ids of the day works on ``track`` that ``hand`` can pay, sorted."""
        first = off["day_work"] + days.index(track) * work_bag.size
        return tuple(sorted(first + work_index[pay] for pay in work_payments(costs[track], hand)))

    def ids(s: Any) -> list[int]:
        if s.phase == OVER:
            return []
        p = s.turn
        if s.phase == SETUP:
            return [cube + e for e in range(3) if s.stock[e] > 0]
        track = s.where[p]
        chaos, matter, life = s.hands[p]
        hand = (chaos, matter, life)
        row = s.tracks[track]
        out = list(gathers(track, len(row), row.index(p), hand)) if track != REST_DAY else []
        if s.god > 0:
            out += [move + t for t in range(s.day_of_god() + 1) if t != track or move_same_day]
        if track in WORK_DAYS and p not in s.work[track]:
            out += works(track, hand)
        out.append(pass_id)
        return out

    return ids
