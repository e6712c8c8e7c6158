"""The angels' legal actions as numbers (its ``"action_ids"`` hook), without making the actions.

The ids are the codec's (``ecosystem.codec``, over the domains of ``bounds.py``): each kind a block of ids
in the registry's order (``choose_cube``, ``gather``, ``move``, ``day_work``, ``pass``), and inside it the
mixed-radix number of the fields' indices (a payment's index being that of its counts in the ``Bag``
domain). They follow ``AngelsChecks.legal_actions`` step by step, and are listed sorted.
"""

from __future__ import annotations

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
    (_, squares), (_, bag), (_, choices) = codec.fields["gather"]
    (_, days), (_, work_bag) = codec.fields["day_work"]
    cube, move, work, pass_id = off["choose_cube"], off["move"], off["day_work"], off["pass"]
    gather, n_bag, n_choices = off["gather"], bag.size, choices.size
    free = rules.options.switching == "free"
    move_same_day = rules.options.move_same_day
    yields, costs = rules.board.yields, rules.board.cost

    def gathers(s: Any, p: int, track: int, hand: tuple[int, int, int]) -> list[int]:
        row = s.tracks[track]
        pos = row.index(p)
        total = sum(hand)
        out: list[int] = []
        for square in range(len(row)):
            k = abs(square - pos)
            if k > total:
                continue
            spends = [k] if not free else list(range(k, total + 1, 2))
            base = gather + square * n_bag * n_choices
            c = range(len(yields[track][square]))
            for spend in spends:
                for pay in switch_payments(spend, hand):
                    first = base + bag.index(pay) * n_choices
                    out += [first + i for i in c]
        return out

    def ids(s: Any) -> list[int]:
        if s.phase == OVER:
            return []
        p = s.turn
        if s.phase == SETUP:
            return [cube + e for e in range(3) if s.stock[e] > 0]
        track = s.where[p]
        chaos, matter, life = s.hands[p]
        hand = (chaos, matter, life)
        out = gathers(s, p, track, hand) if track != REST_DAY else []
        if s.god > 0:
            out += [move + t for t in range(s.day_of_god() + 1) if t != track or move_same_day]
        if track in WORK_DAYS and p not in s.work[track]:
            first = work + days.index(track) * work_bag.size
            out += [first + work_bag.index(pay) for pay in work_payments(costs[track], hand)]
        out.append(pass_id)
        out.sort()
        return out

    return ids
