"""Ways to pay: switch payments (any cube per switch) and day-work payments with the 3-for-1 exchange."""

from __future__ import annotations

from functools import lru_cache

Cubes = tuple[int, int, int]


@lru_cache(maxsize=4096)
def switch_payments(k: int, hand: Cubes) -> tuple[Cubes, ...]:
    """Every distinct set of ``k`` cubes from ``hand`` (one cube pays one switch)."""
    out = []
    for a in range(min(k, hand[0]) + 1):
        for b in range(min(k - a, hand[1]) + 1):
            c = k - a - b
            if c <= hand[2]:
                out.append((a, b, c))
    return tuple(out)


@lru_cache(maxsize=8192)
def work_payments(cost: Cubes, hand: Cubes) -> tuple[Cubes, ...]:
    """Every distinct spend that pays ``cost`` from ``hand``, cheapest first.

    A spend pays directly with cubes of the cost's own types; any missing cube can be replaced by
    three cubes of the other types (the 3-for-1 exchange), and the replacing cubes may be mixed.
    """
    found = set()
    for x0 in range(cost[0] + 1):
        for x1 in range(cost[1] + 1):
            for x2 in range(cost[2] + 1):
                x = (x0, x1, x2)
                direct = (cost[0] - x0, cost[1] - x1, cost[2] - x2)
                if any(direct[i] > hand[i] for i in range(3)):
                    continue
                total = 3 * (x0 + x1 + x2)
                room = (hand[0] - direct[0], hand[1] - direct[1], hand[2] - direct[2])
                if sum(room) < total:
                    continue
                # e[i]: cubes of type i given in exchanges; type i cannot be exchanged for itself,
                # so the exchanges for type t need 3*x[t] cubes from the other types.
                for e0 in range(min(room[0], total) + 1):
                    for e1 in range(min(room[1], total - e0) + 1):
                        e2 = total - e0 - e1
                        if e2 > room[2]:
                            continue
                        e = (e0, e1, e2)
                        if all(3 * x[t] <= total - e[t] for t in range(3)):
                            found.add((direct[0] + e0, direct[1] + e1, direct[2] + e2))
    return tuple(sorted(found, key=lambda s: (sum(s), s)))


def can_pay(cost: Cubes, hand: Cubes, spend: Cubes) -> bool:
    return spend in work_payments(cost, hand)


def is_work_payment(cost: Cubes, pay: Cubes) -> bool:
    """Whether ``pay`` pays ``cost`` exactly: the cost's own cubes, and three cubes of other essences for
    each cube that is missing (without enumerating: the number of exchanges is fixed by the totals)."""
    extra = sum(pay) - sum(cost)
    if extra < 0 or extra % 2:
        return False
    exchanges = extra // 2  # each exchange replaces 1 cube by 3: two cubes more in all
    for x0 in range(min(cost[0], exchanges) + 1):
        for x1 in range(min(cost[1], exchanges - x0) + 1):
            x2 = exchanges - x0 - x1
            if x2 > cost[2]:
                continue
            x = (x0, x1, x2)
            direct = (cost[0] - x0, cost[1] - x1, cost[2] - x2)
            e = tuple(pay[i] - direct[i] for i in range(3))
            if any(v < 0 for v in e):
                continue
            if all(e[t] + 3 * x[t] <= 3 * exchanges for t in range(3)):
                return True
    return False


def can_afford(cost: Cubes, hand: Cubes) -> bool:
    """Whether some payment of ``cost`` (with exchanges) fits in ``hand``."""
    for x0 in range(cost[0] + 1):
        for x1 in range(cost[1] + 1):
            for x2 in range(cost[2] + 1):
                x = (x0, x1, x2)
                direct = (cost[0] - x0, cost[1] - x1, cost[2] - x2)
                if any(direct[i] > hand[i] for i in range(3)):
                    continue
                need = 3 * (x0 + x1 + x2)
                room = (hand[0] - direct[0], hand[1] - direct[1], hand[2] - direct[2])
                if sum(min(room[t], need - 3 * x[t]) for t in range(3)) >= need:
                    return True
    return False
