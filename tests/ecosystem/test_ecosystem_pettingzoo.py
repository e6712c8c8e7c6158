"""Every registered game as a PettingZoo AEC environment: PettingZoo's own API test and seed test."""

from __future__ import annotations

import pytest
from ecosystem_helpers import need


@pytest.fixture(scope="module")
def pz():
    need("pettingzoo")
    from pettingzoo.test import api_test, seed_test

    from genesis_nb.ecosystem.pettingzoo import env

    return api_test, seed_test, env


def test_pettingzoo_api(pz, info):
    api_test, _, env = pz
    for n in sorted({info.min_players, info.max_players}):
        api_test(env(info.name, players=n), num_cycles=60)


def test_pettingzoo_seed(pz, info):
    _, seed_test, env = pz
    seed_test(lambda: env(info.name, players=info.min_players), num_cycles=30)


def test_a_whole_game_with_masks(pz, info):
    """Random legal ids from the mask play a game to its end; rewards come at the end."""
    import numpy as np

    _, _, env = pz
    e = env(info.name, players=info.min_players)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter(max_iter=20_000):
        obs, reward, terminated, truncated, _ = e.last()
        total[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        e.step(int(rng.choice(legal)))
    assert not e.agents  # every agent finished
    assert any(v != 0 for v in total.values()) or info.name == "angels"  # the dark angel may take all


def test_options_and_illegal_actions(pz):
    _, _, env = pz
    from genesis_nb.core.errors import RuleViolation

    e = env("angels", players=3, options={"dark_tie": "players"})
    e.reset(seed=1)
    assert e.table.rules.options.dark_tie == "players"
    mask = e.observe(e.agent_selection)["action_mask"]
    bad = int(next(i for i in range(len(mask)) if not mask[i]))
    with pytest.raises(RuleViolation):
        e.step(bad)
