"""Every registered game: the history (snapshots plus actions, ``core.history``) gives back exactly the positions
that were played, in any order of reading, after undo, rewind, redo and a new line of play; and ``play`` trusts
an action without a second check only when it is one of the very objects listed in this very position."""

from __future__ import annotations

import copy
import gc
import random
import weakref

import pytest
from contract_helpers import counts

from genesis_nb.core import history
from genesis_nb.core.game import SHORT_LIST
from genesis_nb.core.history import EVERY


def _played(info, n, seed, plies=None):
    """A random game to its end (or ``plies``), with a copy of every position kept whole."""
    g = info.new_game(n, seed=seed)
    rng = random.Random(seed)
    whole = [g.rules.copy(g.state)]
    while not g.is_over and (plies is None or len(g.steps) < plies):
        g.play(rng.choice(g.legal_actions()))
        whole.append(g.rules.copy(g.state))
    return g, whole


@pytest.fixture(params=[5, EVERY], ids=["every-5", "every-default"])
def every(request, monkeypatch):
    """Snapshots every 5 plies (many in every game) and at the kit's interval."""
    monkeypatch.setattr(history, "EVERY", request.param)
    return request.param


def test_every_past_position_is_given_back_exactly_in_any_order(game_info, every):
    for n in counts(game_info):
        g, whole = _played(game_info, n, seed=31 + n)
        assert g._past.every == every
        if every == 5:
            assert len(g.steps) > 2 * every, "a game long enough to need snapshots"
        order = list(range(len(whole)))
        random.Random(n).shuffle(order)
        for ply in order + sorted(order) + sorted(order, reverse=True):
            assert g.state_at(ply) == whole[ply], (game_info.name, ply)
        assert g.state == whole[-1]
        with pytest.raises(IndexError):
            g.state_at(len(whole))
        with pytest.raises(IndexError):
            g.state_at(-1)


def test_rewind_then_a_new_line_of_play_keeps_the_history_exact(game_info, every):
    EVERY = every  # noqa: N806 - the interval of this run
    for n in counts(game_info):
        g, whole = _played(game_info, n, seed=57 + n, plies=5 * EVERY)
        rng = random.Random(n)
        for back in (len(whole) - 2, 3 * EVERY + 1, 2 * EVERY, EVERY - 1, 0):
            back = min(back, len(g.steps))
            g.rewind(back)
            assert g.state == whole[back] and g.can_redo == (back < len(whole) - 1)
            whole = whole[: back + 1]
            # a new line from here: every position along it read back exactly, then undone and redone
            for _ in range(EVERY + 3):
                if g.is_over:
                    break
                g.play(rng.choice(g.legal_actions()))
                whole.append(g.rules.copy(g.state))
            for ply in rng.sample(range(len(whole)), min(len(whole), 12)):
                assert g.state_at(ply) == whole[ply], (game_info.name, back, ply)
            for _ in range(4):
                if g.can_undo:
                    g.undo()
                    assert g.state == whole[len(g.steps)]
            while g.can_redo:
                g.redo()
                assert g.state == whole[len(g.steps)]
        again = g.replay()
        assert again.state == g.state


def test_every_step_gives_back_the_events_play_returned(game_info, every):
    """A step's events, read in any order once its stretch is over (``core.steps``: replayed from the
    snapshot), after a rewind and a new line, and after redo, equal what ``play`` returned."""
    for n in counts(game_info):
        g = game_info.new_game(n, seed=71 + n)
        rng = random.Random(n)
        told = []  # the events play returned, deep-copied at once: nothing may change them later
        while not g.is_over and len(told) < 4 * every + 3:
            told.append(copy.deepcopy(g.play(rng.choice(g.legal_actions()))))
        order = list(range(len(told)))
        rng.shuffle(order)
        for ply in order + order[::-1]:
            assert list(g.steps[ply].events) == told[ply], (game_info.name, ply)
        assert g.events("all") == [*g.opening, *(e for t in told for e in t)]
        back = min(every + 2, len(told) - 1)
        g.rewind(back)
        for ply in range(back):
            assert list(g.steps[ply].events) == told[ply]
        undone = list(g._future)
        assert [list(s.events) for s in reversed(undone)] == told[back:], "the steps undone keep theirs"
        while g.can_redo:
            assert g.redo() == told[len(g.steps) - 1]
        assert [list(s.events) for s in g.steps] == told
        action, actor, events = g.steps[-1]
        assert (action, actor, list(events)) == (g.steps[-1].action, g.steps[-1].actor, told[-1])


def test_every_step_gives_back_who_played_it(game_info, every):
    """A step's actor (found by replaying its stretch when first read: ``core.steps``) is the one who decided in
    the position before it: read after every action (as a board reads the last step), in any order once
    played, after a rewind and a new line, and after redo."""
    for n in counts(game_info):
        g = game_info.new_game(n, seed=83 + n)
        rng = random.Random(n)
        deciders = []  # who decided each ply, asked of the position before it
        while not g.is_over and len(deciders) < 4 * every + 3:
            deciders.append(g.actor)
            g.play(rng.choice(g.legal_actions()))
            if len(deciders) % 3:
                assert g.steps[-1].actor == deciders[-1], (game_info.name, len(deciders))
        fresh = game_info.new_game(n, seed=83 + n)
        for step in g.steps:
            fresh.play(step.action)
        order = list(range(len(deciders)))
        rng.shuffle(order)
        assert [fresh.steps[ply].actor for ply in order] == [deciders[ply] for ply in order], game_info.name
        back = min(every + 2, len(deciders) - 1)
        g.rewind(back)
        g.play(g.legal_actions()[0])
        assert [s.actor for s in g.steps] == deciders[:back] + [g.rules.actor(g.state_at(back))]
        g.undo()
        while g.can_redo:
            g.redo()
        assert [s.actor for s in g.steps] == deciders[: len(g.steps)]


def test_a_game_nobody_holds_is_freed_at_once(game_info):
    """No part of a game refers back to it: dropped, it goes at once (its history with it), without waiting
    for the garbage collector (which would walk every step first)."""
    g = game_info.new_game(counts(game_info)[0], seed=3)
    rng = random.Random(3)
    while not g.is_over and len(g.steps) < 2 * EVERY + 3:
        g.play(rng.choice(g.legal_actions()))
    g.state_at(len(g.steps) // 2)
    g.undo()
    gone = weakref.ref(g)
    gc.disable()
    try:
        del g
        assert gone() is None
    finally:
        gc.enable()


class _Counting:
    """The game's rules, counting the calls of ``check``."""

    def __init__(self, rules):
        self._rules = rules
        self.checks = 0

    def check(self, state, action):
        self.checks += 1
        return self._rules.check(state, action)

    def __getattr__(self, name):
        return getattr(self._rules, name)


def test_a_listed_action_is_played_without_a_second_check_only_in_its_own_position(game_info):
    """``play`` of an object ``legal_actions`` just listed (a short list) skips ``check``; an equal action
    made anew, or an object listed before an undo, is checked; the caller's copy of the list is its own."""
    n = counts(game_info)[0]
    g, _ = _played(game_info, n, seed=5, plies=10)
    counting = _Counting(g.rules)
    g.rules = counting
    to_json, from_json = counting.registry.to_json, counting.registry.from_json
    assert not g.is_over
    mine = g.legal_actions()
    mine.clear()
    assert g.legal_actions(), "the caller's copy of the list is its own"
    checked = 0
    for _ in range(EVERY):
        if g.is_over:
            break
        legal = g.legal_actions()
        action = legal[len(legal) // 2]
        g.play(action)
        if len(legal) > SHORT_LIST:
            checked += 1  # a long list is not searched: checking costs less
        assert counting.checks == checked, "a listed action in a short list is not checked again"
        old = legal
        g.undo()
        g.play(from_json(to_json(action)))  # equal, but not one of the listed objects: checked
        checked += 1
        assert counting.checks == checked
        g.undo()
        g.play(old[len(old) // 2])  # listed before the undo: checked again
        checked += 1
        assert counting.checks == checked
        g.undo()
        changed = g.legal_actions()
        stranger = from_json(to_json(changed[0]))
        changed[0] = stranger  # the caller's list, changed by the caller, lends its objects no trust
        g.play(stranger)
        checked += 1
        assert counting.checks == checked


def test_the_opening_read_late_is_the_one_told_at_the_start(game_info):
    """``game.opening`` (the set-up's events) is told when first read: read after plays, after an undo to the
    start or in a replayed game, it is the very list a game told at once gives."""
    n = counts(game_info)[0]
    at_once = game_info.new_game(n, seed=11)
    told = at_once.opening
    g, _ = _played(game_info, n, 11, plies=40)
    assert g.opening == told
    late = game_info.new_game(n, seed=11)
    rng = random.Random(11)
    for _ in range(3):
        late.play(rng.choice(late.legal_actions()))
    late.rewind(0)
    assert late.opening == told and g.replay().opening == told
    assert late.events("all")[: len(told)] == list(told)
