"""Every registered game with hidden information: nothing an observer receives depends on what it may not
know. ``rules.resample_hidden(state, observer, rng)`` redraws exactly that; the view, the legal actions
(with their words), the refusal sentences and the board's synced state must come out the same."""

from __future__ import annotations

import json
import random

from contract_board import board_traits
from contract_helpers import counts, random_game

from genesis_nb.core.errors import RuleViolation
from genesis_nb.core.rules import PUBLIC

POSITIONS = 40


def observers(state_n):
    return [PUBLIC, *range(state_n)]


def received(rules, state, observer, probe):
    """What ``observer`` gets from the rules in ``state``: view, legal actions in words (when it decides),
    refusals of the probe actions."""
    out = {"view": json.dumps(rules.view(state, observer), sort_keys=True, default=str)}
    if rules.actor(state) == observer:
        out["legal"] = [(rules.registry.to_json(a), rules.describe(a, "en")) for a in rules.legal_actions(state)]
    refusals = []
    for a in probe:
        try:
            rules.check(state, a)
            refusals.append(None)
        except RuleViolation as r:
            refusals.append((r.rule_id, r.message("en")))
    out["refusals"] = refusals
    return out


def test_what_an_observer_receives_does_not_depend_on_what_it_cannot_know(hidden_info):
    changed = 0
    for n in counts(hidden_info):
        for seed in range(POSITIONS // len(counts(hidden_info))):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(0, 120), rng=rng)
            probe = [s.action for s in g.steps[-30:]]
            for obs in observers(len(g.players)):
                other = g.rules.resample_hidden(g.state, obs, random.Random(seed * 7 + 1))
                changed += other != g.state
                assert received(g.rules, g.state, obs, probe) == received(g.rules, other, obs, probe), (
                    f"{hidden_info.name}: observer {obs!r} sees a difference in what it may not know"
                )
    assert changed, f"{hidden_info.name}: resample_hidden never changed anything"


def test_the_boards_synced_state_does_not_depend_on_what_its_observer_cannot_know(hidden_info):
    for n in counts(hidden_info):
        for seed in range(6):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(5, 90), rng=rng)
            if g.is_over:
                continue
            for obs in range(len(g.players)):
                before = board_traits(hidden_info, g, obs)
                real = g.state
                g.state = g.rules.resample_hidden(real, obs, random.Random(seed))
                try:
                    after = board_traits(hidden_info, g, obs)
                finally:
                    g.state = real
                assert before == after, f"{hidden_info.name}: the board of seat {obs} shows what it cannot know"


def test_resample_keeps_everything_an_all_seeing_observer_knows(hidden_info):
    for n in counts(hidden_info):
        g = random_game(hidden_info, n, seed=n, plies=40)
        assert g.rules.resample_hidden(g.state, "all", random.Random(1)) == g.state


def test_resample_is_canonical(hidden_info):
    """Two positions an observer cannot tell apart resample to the same position with the same rng:
    a bot sampling with it decides from its seat's knowledge alone."""
    for n in counts(hidden_info):
        for seed in range(5):
            g = random_game(hidden_info, n, seed=seed, plies=20 + 10 * seed)
            for obs in observers(len(g.players)):
                other = g.rules.resample_hidden(g.state, obs, random.Random(seed))
                a = g.rules.resample_hidden(g.state, obs, random.Random(99))
                b = g.rules.resample_hidden(other, obs, random.Random(99))
                assert a == b, f"{hidden_info.name}: resample for {obs!r} depends on what it cannot know"


def test_printing_a_state_or_a_game_shows_nothing_hidden(hidden_info):
    """``repr`` of a position and of a game (what a notebook prints by default) is the same for every
    position that everybody watching cannot tell apart."""
    for n in counts(hidden_info):
        for seed in range(4):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(0, 80), rng=rng)
            real = g.state
            shown = (repr(real), repr(g))
            g.state = g.rules.resample_hidden(real, "public", random.Random(seed + 11))
            try:
                assert (repr(g.state), repr(g)) == shown, f"{hidden_info.name}: repr shows what is hidden"
            finally:
                g.state = real
