"""Fuzzing the ecosystem adapters from Python (issue 18): PettingZoo's env()/raw_env() and OpenSpiel's load() with
hostile arguments, then sequences of calls (reset, step, observe, last, the spaces; OpenSpiel's apply_action,
legal actions, observations, chance outcomes), in any order, with hostile values: types, ranges, NaN and
infinities, unknown agents and players, steps before reset and after the end. Every call either works or is
refused with a sentence (the adapters' own error types), and a refused call changes nothing.

Hypothesis runs derandomized, so the fast run tries the same inputs each time (``EXAMPLES`` per test).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from ecosystem_helpers import GAMES, need

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

EXAMPLES = 40
FUZZ = settings(
    max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)
NAMES = list(GAMES)
HOSTILE = [
    None,
    math.nan,
    math.inf,
    -math.inf,
    -1,
    2.5,
    10**30,
    -(10**30),
    True,
    "0",
    "",
    "player_0",
    [],
    {},
    (1,),
    object(),
    np.int64(-1),
    np.float64(1.0),
    np.array([0]),
]
LEGAL = "a legal id"  # replaced by an id of the mask (or a chance outcome) when the call is made


def said(exc: BaseException) -> str:
    text = str(exc)
    assert text.strip() and len(text) < 600 and "Traceback" not in text, repr(text)
    return text


def pz_state(raw):
    notation = raw.table.rules.to_notation(raw.state) if raw.state is not None else None
    return (notation, raw.agent_selection, dict(raw.terminations), dict(raw._cumulative_rewards))


def pz_call(e, raw, what, arg, rng):
    agent_args = [*raw.possible_agents, *HOSTILE]
    if what == "reset":
        e.reset(seed=arg, options=None)
    elif what == "step":
        if arg == LEGAL and raw.state is not None:
            mask = raw.action_mask(raw.agent_selection)
            ids = np.flatnonzero(mask)
            arg = None if not len(ids) else int(ids[rng.randrange(len(ids))])
        e.step(arg)
    elif what == "observe":
        e.observe(agent_args[int(abs(hash(str(arg)))) % len(agent_args)] if arg == LEGAL else arg)
    elif what == "last":
        e.last()
    elif what == "action_space":
        e.action_space(arg)
    elif what == "action_mask":
        raw.action_mask(arg)


CALLS = st.lists(
    st.tuples(
        st.sampled_from(["reset", "step", "step", "step", "observe", "last", "action_space", "action_mask"]),
        st.sampled_from([LEGAL, LEGAL, LEGAL, 0, 1, *HOSTILE, "player_1"]),
    ),
    max_size=25,
)


@FUZZ
@given(name=st.sampled_from(NAMES), wrapped=st.booleans(), calls=CALLS, seed=st.integers(0, 99))
def test_pettingzoo_calls_in_any_order_work_or_are_refused_and_change_nothing(name, wrapped, calls, seed):
    need("pettingzoo")
    import random

    from genesis_nb.ecosystem import pettingzoo as pz

    info = GAMES[name]
    e = pz.env(name, players=info.min_players, illegal="raise") if wrapped else pz.raw_env(name, info.min_players)
    raw = e.unwrapped
    rng = random.Random(seed)
    for what, arg in calls:
        before = pz_state(raw)
        try:
            pz_call(e, raw, what, arg, rng)
        except (pz.GenesisEnvError, AssertionError, ValueError, TypeError) as exc:
            said(exc)
            assert pz_state(raw) == before, f"{name}: a refused {what}({arg!r}) changed the environment"
        except AttributeError as exc:  # PettingZoo's OrderEnforcingWrapper: "... cannot be accessed before reset"
            assert wrapped and "before reset" in str(exc), exc
            assert pz_state(raw) == before


@FUZZ
@given(
    name=st.sampled_from([*NAMES, *HOSTILE[:8]]),
    players=st.sampled_from([None, 2, 3, 4, *HOSTILE]),
    options=st.sampled_from([None, {}, {"no_such_option": 1}, *HOSTILE]),
    illegal=st.sampled_from(["lose", "raise", *HOSTILE]),
    illegal_reward=st.sampled_from([-1.0, 0, 1, *HOSTILE]),
    render_mode=st.sampled_from([None, "ansi", "human", *HOSTILE]),
)
def test_pettingzoo_env_arguments_make_an_env_or_are_refused(
    name, players, options, illegal, illegal_reward, render_mode
):
    need("pettingzoo")
    from genesis_nb.ecosystem import pettingzoo as pz

    try:
        e = pz.env(name, players, options, render_mode, illegal, illegal_reward)
    except (ValueError, TypeError) as exc:
        said(exc)
    else:
        e.reset(seed=1)
        assert math.isfinite(float(illegal_reward)) and e.agent_selection in e.possible_agents


def spiel_state(state):
    return (str(state), state.history(), state.current_player())


@FUZZ
@given(
    name=st.sampled_from(NAMES),
    calls=st.lists(
        st.tuples(
            st.sampled_from(["apply", "apply", "apply", "legal", "observe", "info", "chance", "to_string"]),
            st.sampled_from([LEGAL, LEGAL, LEGAL, 0, 1, 10**9, *HOSTILE]),
        ),
        max_size=25,
    ),
    seed=st.integers(0, 99),
)
def test_openspiel_calls_in_any_order_work_or_are_refused_and_change_nothing(name, calls, seed):
    need("pyspiel")
    import random

    from genesis_nb.ecosystem import openspiel

    rng = random.Random(seed)
    game = openspiel.load(name, GAMES[name].min_players)
    state = game.new_initial_state()
    for what, arg in calls:
        before = spiel_state(state)
        try:
            if what == "apply":
                if arg == LEGAL:
                    if state.is_terminal():
                        arg = 0
                    elif state.is_chance_node():
                        arg = rng.choice(state.chance_outcomes())[0]
                    else:
                        arg = rng.choice(state.legal_actions())
                state.apply_action(arg)
            elif what == "legal":
                state.legal_actions(arg if arg != LEGAL else state.current_player())
            elif what == "observe":
                state.observation_string(0 if arg == LEGAL else arg)
            elif what == "info":
                state.information_state_string(0 if arg == LEGAL else arg)
            elif what == "chance":
                state.chance_outcomes()
            elif what == "to_string":
                state.action_to_string(0 if arg == LEGAL else arg)
        except (ValueError, TypeError, RuntimeError) as exc:  # pybind11 raises TypeError for a wrong type
            said(exc)
            assert spiel_state(state) == before, f"{name}: a refused {what}({arg!r}) changed the state"


@FUZZ
@given(
    name=st.sampled_from([*NAMES, *HOSTILE[:8]]),
    players=st.sampled_from([None, 1, 2, 3, 4, 7, *HOSTILE]),
    option=st.sampled_from([{}, {"no_such_option": 1}, {"dark_tie": "players"}, {"dark_tie": math.nan}]),
)
def test_openspiel_load_makes_a_game_or_is_refused(name, players, option):
    need("pyspiel")
    from genesis_nb.ecosystem import openspiel

    try:
        game = openspiel.load(name, players, **option)
    except (ValueError, TypeError, RuntimeError) as exc:
        said(exc)
    else:
        assert game.num_players() >= 1 and not game.new_initial_state().is_terminal()


def test_pettingzoo_refuses_every_hostile_illegal_reward():
    need("pettingzoo")
    from genesis_nb.ecosystem import pettingzoo as pz

    for bad in HOSTILE:
        if isinstance(bad, (int, float)) and not isinstance(bad, bool) and math.isfinite(bad) and abs(bad) < 1e300:
            continue
        with pytest.raises(ValueError, match="illegal_reward must be a finite number"):
            pz.env("herds", 2, illegal_reward=bad)
