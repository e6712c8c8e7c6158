"""Payments (rules A-SWITCH, A-WORK-PAY, A-EXCHANGE): the closed forms the checks use agree with the
enumeration the legal actions use, and ``legal_actions`` agrees with ``why_not`` on every action near them."""

import itertools
import random

from genesis_nb.angels import ChooseCube, DayWork, Gather, Move, Pass, new_game
from genesis_nb.angels.payments import can_afford, is_work_payment, switch_payments, work_payments

COSTS = [(2, 0, 0), (1, 2, 0), (0, 0, 4), (2, 2, 1), (1, 2, 3), (1, 2, 4), (0, 0, 0), (3, 1, 0)]
HANDS = list(itertools.product(range(8), repeat=3))


def test_can_afford_is_some_work_payment_fits_A_WORK_PAY():
    for cost in COSTS:
        for hand in HANDS:
            assert can_afford(cost, hand) == bool(work_payments(cost, hand)), (cost, hand)


def test_is_work_payment_is_exactly_the_enumerated_spends_A_EXCHANGE():
    for cost in COSTS:
        for pay in HANDS:
            # with the payment as the whole hand, the enumeration lists it exactly when it pays the cost
            assert is_work_payment(cost, pay) == (pay in work_payments(cost, pay)), (cost, pay)


def test_work_payments_are_valid_and_fit_the_hand_A_EXCHANGE():
    for cost in COSTS:
        for hand in HANDS[::7]:
            for pay in work_payments(cost, hand):
                assert all(pay[i] <= hand[i] for i in range(3))
                assert is_work_payment(cost, pay)


def test_exchange_examples_A_EXCHANGE():
    assert is_work_payment((0, 0, 4), (3, 0, 3))  # three chaos for the missing life cube
    assert is_work_payment((0, 0, 4), (2, 1, 3))  # the three may be mixed
    assert not is_work_payment((0, 0, 4), (0, 0, 6))  # but not of the essence they replace
    assert not is_work_payment((0, 0, 4), (0, 0, 3))  # too few
    assert not is_work_payment((0, 0, 4), (1, 0, 4))  # too many
    assert not can_afford((0, 0, 4), (0, 1, 3))
    assert can_afford((0, 0, 4), (3, 1, 3))


def test_switch_payments_are_every_set_of_k_cubes_A_SWITCH():
    for hand in HANDS[::5]:
        for k in range(5):
            want = {
                p
                for p in itertools.product(range(k + 1), repeat=3)
                if sum(p) == k and all(p[i] <= hand[i] for i in range(3))
            }
            assert set(switch_payments(k, hand)) == want


def _candidates(g):
    """Actions near the legal ones: every square and yield choice (and one beyond), every switch payment
    of up to five cubes, every day with the enumerated payments and their neighbours, every move."""
    s = g.state
    out = {Pass(), *(ChooseCube(e) for e in range(-1, 4)), *(Move(t) for t in range(-1, 9))}
    if s.phase != "turns":
        return out
    p = s.turn
    hand = s.hands[p]
    row = s.tracks[s.where[p]]
    pays = [q for q in itertools.product(range(4), repeat=3) if sum(q) <= 5]
    for square in range(-1, len(row) + 1):
        for pay in pays:
            for choice in range(-1, 3):
                out.add(Gather(square, pay, choice))
    for day in range(0, 9):
        base = {tuple(hand)}
        if 1 <= day <= 6:
            cost = g.rules.board.cost[day]
            base |= {cost, *work_payments(cost, tuple(hand))}
        for pay in base:
            for i, d in itertools.product(range(3), (-1, 0, 1)):
                q = list(pay)
                q[i] = max(0, q[i] + d)
                out.add(DayWork(day, tuple(q)))
    return out


def test_legal_actions_agree_with_why_not():
    """Every legal action passes the checks, and every nearby action passes them only if it is legal."""
    for seed, options in ((1, None), (2, {"switching": "free"}), (3, {"move_same_day": True})):
        g = new_game(3, seed=seed, options=options)
        rng = random.Random(seed)
        ply = 0
        while not g.is_over:
            legal = g.legal_actions()
            if ply % 4 == 0:
                for a in legal:
                    assert g.why_not(a) is None, a
                near = _candidates(g)
                allowed = {a for a in near if g.why_not(a) is None}
                assert allowed == set(legal) & near, (ply, allowed ^ (set(legal) & near))
            g.play(rng.choice(legal))
            ply += 1
