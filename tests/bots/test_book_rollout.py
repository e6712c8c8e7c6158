"""The book's light uniform rollout (``book.search.random_move``, issue 19): it draws each legal action with
the same chance as ``legal_actions(s)[rng.randrange(n)]`` without listing them all, proven two ways over
positions of random games with 2 to 4 players and several options: exactly (every legal action owns one
slot, no bound is ever exceeded) and by chi-square tests of the draws themselves."""

from __future__ import annotations

import collections
import math
import random

import pytest

import genesis_nb
from genesis_nb.book import search
from genesis_nb.book.state import TURN
from genesis_nb.bots.hooks import hooks_for

BOOK = genesis_nb.game("book")
OPTIONS = [None, {"altar_choice": "cycle"}, {"mounted_abilities": "none"}, {"perpetual": "allowed"}]


def positions(count: int, seed: int = 0) -> list[tuple]:
    """``count`` positions of random games: (rules, state), every phase, ends of games included."""
    rng = random.Random(seed)
    out = []
    g = 0
    while len(out) < count:
        opts = OPTIONS[g % len(OPTIONS)]
        game = BOOK.new_game(2 + g % 3, seed=seed * 1000 + g, options=opts)
        g += 1
        while not game.is_over and len(out) < count:
            if rng.random() < 0.2:
                out.append((game.rules, game.rules.copy(game.state)))
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))])
    return out


def fresh(rules, s):
    t = rules.copy(s)
    t._cache = None  # nothing listed yet, as in a rollout
    return t


POSITIONS = positions(600)


def test_the_book_lends_its_light_rollout():
    assert hooks_for(BOOK).random_move is search.random_move
    assert hooks_for(BOOK).rollout("random") is search.random_move


def test_every_legal_action_owns_exactly_one_slot_and_no_bound_is_exceeded():
    checked = 0
    for rules, s in POSITIONS:
        t = fresh(rules, s)
        if t.phase != TURN or t.opening or t.rep2:
            continue  # these draw from the list itself
        T, P = rules._tables(t.n), rules.pieces(t.n)
        owned = [T.flip[h] for h in t.hidden]
        for h, size, known, what in search.slots(rules, t, T, P):
            listed = known if known is not None else search.stack_actions(rules, t, h, what, T, P)
            assert len(listed) <= size, (h, what, size, listed)
            owned.extend(listed)
        legal = rules.legal_actions(fresh(rules, s))
        assert collections.Counter(owned) == collections.Counter(legal)
        checked += 1
    assert checked > 300


def _critical(df: int, z: float = 3.09) -> float:
    """The chi-square value with ``df`` degrees of freedom exceeded with probability 0.001 (Wilson and
    Hilferty's approximation)."""
    a = 2 / (9 * df)
    return df * (1 - a + z * math.sqrt(a)) ** 3


def test_draws_are_uniform_over_the_legal_actions_pooled_over_positions():
    # the drawn action's place in the legal list, spread over [0, 1): uniform if and only if every legal
    # action is drawn with the same chance; 20 bins over 24,000 draws from 600 positions
    rng = random.Random(11)
    bins = [0] * 20
    for rules, s in POSITIONS:
        legal = rules.legal_actions(fresh(rules, s))
        if not legal:
            continue
        index = {a: i for i, a in enumerate(legal)}
        for _ in range(40):
            a = search.random_move(rules, fresh(rules, s), rng)
            u = (index[a] + rng.random()) / len(legal)
            bins[int(u * 20)] += 1
    n = sum(bins)
    chi2 = sum((b - n / 20) ** 2 / (n / 20) for b in bins)
    assert chi2 < _critical(19), (chi2, bins)


@pytest.mark.parametrize("which", range(4))
def test_draws_are_uniform_in_wide_positions_action_by_action(which):
    wide = sorted(
        ((len(r.legal_actions(fresh(r, s))), k) for k, (r, s) in enumerate(POSITIONS) if s.phase == TURN),
        reverse=True,
    )
    rules, s = POSITIONS[wide[which * 7][1]]
    legal = rules.legal_actions(fresh(rules, s))
    m = len(legal)
    rng = random.Random(which)
    t = fresh(rules, s)  # one state, as a rollout keeps it: its kept moves are used again
    counts = collections.Counter(search.random_move(rules, t, rng) for _ in range(60 * m))
    assert set(counts) == set(legal)
    chi2 = sum((counts[a] - 60) ** 2 / 60 for a in legal)
    assert chi2 < _critical(m - 1), (chi2, m)


def test_a_listed_position_draws_from_its_list():
    rules, s = next((r, s) for r, s in POSITIONS if s.phase == TURN and not s.opening)
    t = fresh(rules, s)
    legal = rules.legal_tuple(t)  # now kept on the state
    rng, same = random.Random(5), random.Random(5)
    assert search.random_move(rules, t, rng) is legal[same.randrange(len(legal))]


def test_the_shared_actions_stay_bounded():
    # issue 18: the rules kept every distinct action they had ever listed (about 100,000, 31 MiB after
    # 800 games, and growing)
    from genesis_nb.book.actions import Crucify
    from genesis_nb.core.boundrules import ACTS_KEPT

    rules = BOOK.new_game(4).rules
    first = rules.act(Crucify, 1, 2, 0)
    assert rules.act(Crucify, 1, 2, 0) is first  # shared while kept
    for h in range(150):
        for t in range(150):
            for g in range(4):
                rules.act(Crucify, h, t, g)
    assert len(rules._acts) <= ACTS_KEPT
    assert rules.act(Crucify, 1, 2, 0) == first  # made anew once forgotten: equal, as good


def test_random_games_keep_the_shared_actions_bounded():
    from genesis_nb.core.boundrules import ACTS_KEPT

    rng = random.Random(3)
    sizes = []
    for g in range(12):
        game = BOOK.new_game(4, seed=g)
        while not game.is_over:
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))])
        sizes.append(len(game.rules._acts))
    assert max(sizes) <= ACTS_KEPT


def test_the_kept_stack_plans_stay_bounded():
    rng = random.Random(2)
    for rules, s in POSITIONS[:200]:
        search.random_move(rules, fresh(rules, s), rng)
    assert search._PLANS and len(search._PLANS) <= 64
    assert all(len(kept) <= search.PLANS_KEPT for plans in search._PLANS.values() for kept in plans)
