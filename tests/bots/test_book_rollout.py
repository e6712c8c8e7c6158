"""The book's light uniform rollout (``book.rollout.random_move``, issue 19): it draws each legal action with
the same chance as ``legal_actions(s)[rng.randrange(n)]`` without listing them all, proven two ways over
positions of random games with 2 to 4 players and several options: exactly (every legal action owns one
slot; the slots kept on the state between actions are those made afresh) and by chi-square tests of the
draws themselves."""

from __future__ import annotations

import collections
import math
import random

import pytest

import genesis_nb
from genesis_nb.book import rollout, search
from genesis_nb.book.state import TURN
from genesis_nb.bots.hooks import hooks_for
from genesis_nb.core.chance import Chance

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


def owned(rules, s) -> list:
    """The action each slot of the kept slots owns (a flip per face-down hex, then every stack's slots)."""
    T, P = rules._tables(s.n), rules.pieces(s.n)
    out = [T.flip[h] for h in s.hidden]
    mine = rollout.kept(rules, s, s.turn)
    for h, size, plan in zip(mine[1], mine[2], mine[3]):
        for j in range(size):
            a = rollout.slot_action(rules, s, T, P, s.turn, h, plan, j)
            if a is not None:
                out.append(a)
    return out


def test_every_legal_action_owns_exactly_one_slot():
    checked = 0
    for rules, s in POSITIONS:
        t = fresh(rules, s)
        if t.phase != TURN or t.opening or t.rep2:
            continue  # these draw from the list itself
        legal = rules.legal_actions(fresh(rules, s))
        assert collections.Counter(owned(rules, t)) == collections.Counter(legal)
        checked += 1
    assert checked > 300


def test_the_slots_kept_between_actions_are_the_slots_made_afresh():
    # rollouts played with the light draw, by advance and by apply: after every action, each seat's kept
    # slots (brought up to date from the hexes the action changed) are those of a copy, which makes them anew
    rng = random.Random(4)
    checked = 0
    for k, (rules, s) in enumerate(POSITIONS[::12]):
        t = fresh(rules, s)
        play = rules.advance if k % 2 else rules.apply
        for ply in range(60):
            if t.phase == "over":
                break
            play(t, rollout.random_move(rules, t, rng), Chance(ply))
            if t.slot_table is None:
                continue
            for seat in range(t.n):
                assert rollout.slots(rules, t, seat) == rollout.slots(rules, t.copy(), seat), (k, ply, seat)
                checked += 1
            if t.phase == TURN and not t.opening and not t.rep2:
                assert collections.Counter(owned(rules, t)) == collections.Counter(rules.legal_actions(fresh(rules, t)))
    assert checked > 1000


def test_a_copy_makes_its_own_slots_and_equality_ignores_them():
    rules, s = next((r, s) for r, s in POSITIONS if s.phase == TURN and not s.opening and not s.rep2)
    t = fresh(rules, s)
    rollout.random_move(rules, t, random.Random(1))
    assert t.slot_table is not None
    u = t.copy()
    assert u.slot_table is None and u == t  # a copy shares nothing a rollout changes
    rollout.random_move(rules, u, random.Random(1))
    assert u.slot_table[1] is not t.slot_table[1]


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
            a = rollout.random_move(rules, fresh(rules, s), rng)
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
    counts = collections.Counter(rollout.random_move(rules, t, rng) for _ in range(60 * m))
    assert set(counts) == set(legal)
    chi2 = sum((counts[a] - 60) ** 2 / 60 for a in legal)
    assert chi2 < _critical(m - 1), (chi2, m)


def test_a_listed_position_draws_from_its_list():
    rules, s = next((r, s) for r, s in POSITIONS if s.phase == TURN and not s.opening)
    t = fresh(rules, s)
    legal = rules.legal_tuple(t)  # now kept on the state
    rng, same = random.Random(5), random.Random(5)
    assert rollout.random_move(rules, t, rng) is legal[same.randrange(len(legal))]


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
        rollout.random_move(rules, fresh(rules, s), rng)
    assert rollout._PLANS and len(rollout._PLANS) <= 64
    assert all(len(kept) <= rollout.PLANS_KEPT for plans in rollout._PLANS.values() for kept in plans)


def _seen_twice(rules, s, actions):
    """A copy of ``s`` in which the positions that ``actions`` bring about were seen twice already (as the
    state's own count of each would hold them), so that the third repetition rule removes those actions."""
    t = fresh(rules, s)
    for a in actions:
        u = fresh(rules, s)
        rules.advance(u, a, Chance(0))
        assert u.phase == TURN and u.gver == s.gver
        (key,) = [k for k, v in u.reps.items() if v > s.reps.get(k, 0)]
        t.reps[key] = 2
    t.rep2 = True
    return t


def _repeatable(rules, s) -> list:
    """The actions of ``s`` whose position the rule counts (no grave changed, no Prophecy opened)."""
    out = []
    for a in rules.legal_actions(fresh(rules, s)):
        u = fresh(rules, s)
        rules.advance(u, a, Chance(0))
        if u.phase == TURN and u.gver == s.gver:
            out.append(a)
    return out


@pytest.mark.parametrize("removed", [1, 3, 6])
def test_where_the_third_repetition_removes_actions_the_others_are_drawn_uniformly(removed):
    # the light draw checks the action it drew and draws again when it repeats (rejection: the rest
    # keep equal chances); no removed action is ever drawn
    rng = random.Random(removed)
    wide = [(r, s) for r, s in POSITIONS if s.phase == TURN and not s.opening and r.options.perpetual == "third"]
    rules, s = wide[17 * removed % len(wide)]
    gone = rng.sample(_repeatable(rules, s), removed)
    t = _seen_twice(rules, s, gone)
    legal = rules.legal_actions(fresh(rules, t))
    assert not set(gone) & set(legal) and len(legal) == len(rules.legal_actions(fresh(rules, s))) - removed
    counts = collections.Counter(rollout.random_move(rules, t, rng) for _ in range(60 * len(legal)))
    assert set(counts) == set(legal)
    chi2 = sum((counts[a] - 60) ** 2 / 60 for a in legal)
    assert chi2 < _critical(len(legal) - 1), (chi2, len(legal))


def test_where_every_action_would_repeat_every_action_is_drawn():
    # the rule cannot remove them all: the draw falls back on the list, which keeps them all
    rules, s = next(
        (r, s)
        for r, s in POSITIONS
        if s.phase == TURN
        and not s.opening
        and r.options.perpetual == "third"
        and len(_repeatable(r, s)) == len(r.legal_actions(fresh(r, s)))
    )
    t = _seen_twice(rules, s, _repeatable(rules, s))
    legal = rules.legal_actions(fresh(rules, t))
    assert len(legal) == len(rules.legal_actions(fresh(rules, s)))
    rng = random.Random(9)
    counts = collections.Counter(rollout.random_move(rules, fresh(rules, t), rng) for _ in range(40 * len(legal)))
    assert set(counts) == set(legal)
    chi2 = sum((counts[a] - 40) ** 2 / 40 for a in legal)
    assert chi2 < _critical(len(legal) - 1), (chi2, len(legal))


def test_a_mob_owns_a_slot_per_hex_and_other_grave_and_each_crucify_exactly_one():
    # a Mob's crucifixions are bounded by every other hex of the field times the other graves (nothing
    # listed to size them): positions of light rollouts where the seat to move has a Mob, 2 to 4 players
    from genesis_nb.book.pieces import C_MOB, stack_class

    rng = random.Random(6)
    checked = crucify = 0
    for g in range(40):
        game = BOOK.new_game(2 + g % 3, seed=g, options=({"mounted_abilities": "none"}, None)[g % 2])
        rules, s = game.rules, game.rules.copy(game.state)
        while not rules.is_over(s) and checked < 60:
            P = rules.pieces(s.n)
            if s.phase == TURN and not s.opening and not s.rep2:
                if any(stack_class([P.kind[p] for p in s.stack[h]]) == C_MOB for h in s.tops[s.turn]):
                    legal = rules.legal_actions(fresh(rules, s))
                    assert collections.Counter(owned(rules, fresh(rules, s))) == collections.Counter(legal)
                    crucify += sum(type(a).__name__ == "Crucify" for a in legal)
                    checked += 1
            rules.advance(s, rollout.random_move(rules, s, rng), Chance(g))
    assert checked >= 60 and crucify > 1000
