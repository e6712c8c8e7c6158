"""Every registered game as a PettingZoo AEC environment: PettingZoo's own API and seed tests, its wrappers,
the classic handling of an illegal move, and every bad call refused with a sentence (issue 18)."""

from __future__ import annotations

import numpy as np
import pytest
from ecosystem_helpers import need


@pytest.fixture(scope="module")
def pz():
    need("pettingzoo")
    from pettingzoo.test import api_test, seed_test

    from genesis_nb.ecosystem import pettingzoo

    return api_test, seed_test, pettingzoo


def test_pettingzoo_api(pz, info):
    api_test, _, mod = pz
    for n in sorted({info.min_players, info.max_players}):
        api_test(mod.env(info.name, players=n), num_cycles=60)
    api_test(mod.raw_env(info.name, players=info.min_players), num_cycles=40)


def test_pettingzoo_seed(pz, info):
    _, seed_test, mod = pz
    seed_test(lambda: mod.env(info.name, players=info.min_players), num_cycles=30)


def _run_of_games(mod, seed, games=3):
    """The seed and the first moves of each game of a run: ``reset(seed)`` once, then ``reset()``."""
    e = mod.env("herds", players=2)
    out = []
    for k in range(games):
        e.reset(seed=seed) if k == 0 else e.reset()
        first = _play_steps(e, np.random.default_rng(0), 6)
        out.append((e.unwrapped.seed_used, first))
    return out


def _play_steps(e, rng, steps):
    played = []
    for _ in range(steps):
        legal = np.flatnonzero(e.last()[0]["action_mask"])
        played.append(int(rng.choice(legal)))
        e.step(played[-1])
    return played


def test_a_run_of_games_replays_from_one_seed(pz):
    """Gymnasium's convention: ``reset(seed=...)`` starts the generator that later ``reset()`` calls go on
    from; with no seed ever given, each game gets a fresh seed."""
    _, _, mod = pz
    run = _run_of_games(mod, 42)
    assert run == _run_of_games(mod, 42)
    assert run[0][0] == 42 and len({seed for seed, _ in run}) == 3
    assert run != _run_of_games(mod, 43)
    e = mod.env("herds", players=2)
    e.reset()
    first = e.unwrapped.seed_used
    e.reset()
    assert e.unwrapped.seed_used != first  # (a fresh seed each time: 1 in 2**31 to be the same)


def test_pettingzoos_wrappers_work_on_the_raw_env(pz, info):
    api_test, _, mod = pz
    from pettingzoo.utils import wrappers

    raw = mod.raw_env(info.name, players=info.min_players)
    wrapped = wrappers.OrderEnforcingWrapper(
        wrappers.AssertOutOfBoundsWrapper(wrappers.TerminateIllegalWrapper(raw, illegal_reward=-1))
    )
    api_test(wrapped, num_cycles=30)


def _play(e, rng, max_iter=20_000):
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter(max_iter=max_iter):
        obs, reward, terminated, truncated, _ = e.last()
        total[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        e.step(int(rng.choice(legal)))
    return total


def test_a_whole_game_with_masks(pz, info):
    """Random legal ids from the mask play a game to its end; rewards come at the end."""
    _, _, mod = pz
    e = mod.env(info.name, players=info.min_players)
    e.reset(seed=4)
    total = _play(e, np.random.default_rng(4))
    assert not e.agents  # every agent finished
    assert any(v != 0 for v in total.values()) or info.name == "angels"  # the dark angel may take all


def test_every_mask_is_at_most_a_few_tens_of_kb(pz, info):
    _, _, mod = pz
    for n in sorted({info.min_players, info.max_players}):
        e = mod.env(info.name, players=n)
        e.reset(seed=1)
        assert e.observe(e.agent_selection)["action_mask"].nbytes <= 32_768


def _legal_and_illegal(e):
    mask = e.observe(e.agent_selection)["action_mask"]
    return int(np.flatnonzero(mask)[0]), int(np.flatnonzero(mask == 0)[0])


BAD = [float("nan"), float("inf"), -float("inf"), None, "x", [3], "0", True, False, np.bool_(True), 2.0, np.float32(1)]


@pytest.mark.parametrize("make", ["env", "raw_env"])
def test_every_bad_action_is_refused_naming_agent_and_action(pz, make):
    _, _, mod = pz
    e = getattr(mod, make)("herds", players=2)
    e.reset(seed=1)
    legal, _ = _legal_and_illegal(e)
    agent = e.agent_selection
    before = e.unwrapped.table.rules.to_notation(e.unwrapped.state)
    for bad in BAD + [legal + 0.5, float(legal), -1, 10**30, e.action_space(agent).n]:
        with pytest.raises(AssertionError) as err:
            e.step(bad)
        assert isinstance(err.value, mod.GenesisEnvError)
        text = str(err.value)
        assert agent in text and repr(bad)[:20] in text and "nothing was played" in text
    assert e.unwrapped.table.rules.to_notation(e.unwrapped.state) == before
    assert e.agent_selection == agent and not any(e.terminations.values())


@pytest.mark.parametrize("kind", [int, np.int64, np.int32, np.uint16, lambda v: np.array(v)])
def test_exact_integers_are_played_numpy_ones_too(pz, kind):
    _, _, mod = pz
    e = mod.env("herds", players=2)
    e.reset(seed=1)
    legal, _ = _legal_and_illegal(e)
    e.step(kind(legal))
    assert e.unwrapped.table.rules.to_notation(e.unwrapped.state) != ""


def test_calls_out_of_order_and_unknown_agents_are_refused(pz):
    _, _, mod = pz
    raw = mod.raw_env("herds", players=2)
    with pytest.raises(mod.GenesisEnvError, match="before reset"):
        raw.step(0)
    with pytest.raises(mod.GenesisEnvError, match="before reset"):
        raw.observe("player_0")
    with pytest.raises(AssertionError, match="reset"):
        mod.env("herds", players=2).step(0)  # OrderEnforcingWrapper's own sentence
    raw.reset(seed=1)
    for who in ("player_99", None, 0, "Player_0"):
        with pytest.raises(mod.GenesisEnvError, match="not an agent of this environment"):
            raw.observe(who)
        with pytest.raises(mod.GenesisEnvError, match="not an agent"):
            raw.action_space(who)
    with pytest.raises(mod.GenesisEnvError, match="seed"):
        raw.reset(seed="s")


def test_an_illegal_id_loses_as_in_classic_environments(pz, caplog):
    _, _, mod = pz
    e = mod.env("herds", players=2)
    e.reset(seed=1)
    _, illegal = _legal_and_illegal(e)
    mover = e.agent_selection
    e.step(illegal)
    assert "Illegal move" in caplog.text  # PettingZoo's own warning
    assert all(e.terminations.values())
    assert e._cumulative_rewards[mover] == -1.0
    assert all(e._cumulative_rewards[a] == 0 for a in e.agents if a != mover)
    with pytest.raises(mod.GenesisEnvError, match="only action is None"):
        e.step(0)


def test_an_illegal_id_can_raise_instead(pz):
    _, _, mod = pz
    for e in (mod.env("angels", players=3, options={"dark_tie": "players"}, illegal="raise"), mod.raw_env("angels", 3)):
        e.reset(seed=1)
        _, illegal = _legal_and_illegal(e)
        before = e.unwrapped.table.rules.to_notation(e.unwrapped.state)
        with pytest.raises(
            mod.GenesisEnvError, match=f"cannot play action {illegal} here: .+; nothing was played"
        ) as err:
            e.step(illegal)
        assert ".;" not in str(err.value)  # (the rules' reason ends with its own full stop)
        assert e.unwrapped.table.rules.to_notation(e.unwrapped.state) == before
    assert mod.env("angels", 3, options={"dark_tie": "players"}).unwrapped.table.rules.options.dark_tie == "players"
    for bad in ({"illegal": "ignore"}, {"illegal_reward": "x"}, {"illegal_reward": float("nan")}):
        with pytest.raises(ValueError):
            mod.env("herds", 2, **bad)


def test_the_book_chooses_an_action_in_steps(pz):
    """The same agent keeps the turn until its action is complete; only it sees what it chose so far."""
    _, _, mod = pz
    e = mod.env("book", players=2)
    e.reset(seed=2)
    raw = e.unwrapped
    rng = np.random.default_rng(2)
    seen_partial = 0
    for _ in range(200):
        agent = e.agent_selection
        if e.terminations[agent]:
            break
        ply = raw.table.rules.to_notation(raw.state)
        e.step(int(rng.choice(np.flatnonzero(e.observe(agent)["action_mask"]))))
        if raw._choice is not None and raw._choice.prefix:
            seen_partial += 1
            assert e.agent_selection == agent and raw.table.rules.to_notation(raw.state) == ply
            others = [a for a in e.agents if a != agent]
            assert all(not e.observe(a)["action_mask"].any() for a in others)
    assert seen_partial > 0


def test_bad_arguments_to_env_are_refused_with_a_sentence(pz):
    _, _, mod = pz
    for args, words in [
        (("nope",), "no game called"),
        ((5,), "not a registered game"),
        (("herds", 2.5), "whole number"),
        (("herds", True), "whole number"),
        (("herds", 9), "2 to 4 players"),
        (("herds", 2, "x"), "options must be a mapping"),
        (("herds", 2, None, "rgb"), "render_mode"),
    ]:
        with pytest.raises(ValueError, match=words):
            mod.env(*args)
