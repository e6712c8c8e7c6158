"""Every registered game inside OpenSpiel: OpenSpiel's own checker, its MCTS bot, and what players see.

``pyspiel.random_sim_test`` plays random games and checks the whole game API on every state (legal
actions sorted and unique, the action mask, chance outcomes summing to one, clones equal, returns within
the utility range, observation and information-state tensors of the declared size, the game's length).
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from ecosystem_helpers import GAMES, need


@pytest.fixture(scope="module")
def spiel():
    pyspiel = need("pyspiel")
    from genesis_nb.ecosystem import openspiel

    openspiel.register_all()
    return pyspiel, openspiel


def _players(info):
    """The fewest players, and the most when the action space stays small (the checker builds a mask of
    every action at every step: the book's four-player space has ten million)."""
    from genesis_nb.ecosystem.table import Table

    out = [info.min_players]
    if info.max_players != info.min_players and Table(info, info.max_players).space.size <= 200_000:
        out.append(info.max_players)
    return out


def test_every_game_is_registered(spiel, info):
    pyspiel, openspiel = spiel
    assert openspiel.PREFIX + info.name in pyspiel.registered_names()
    game = openspiel.load(info.name)
    gt = game.get_type()
    assert gt.short_name == "python_genesis_" + info.name
    assert (gt.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC) == bool(info.chance)
    assert (gt.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION) == info.hidden_information
    assert game.num_players() == info.min_players


def test_openspiel_checker(spiel, info):
    pyspiel, openspiel = spiel
    for n in _players(info):
        game = openspiel.load(info.name, n)
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_options_are_parameters(spiel):
    pyspiel, openspiel = spiel
    game = pyspiel.load_game("python_genesis_angels", {"players": 3, "dark_tie": "players"})
    state = game.new_initial_state()
    assert game.num_players() == 3
    assert state.episode.table.rules.options.dark_tie == "players"


@pytest.mark.parametrize("rollouts", ["openspiel", "kit"])
def test_openspiel_mcts_bot_plays_to_the_end(spiel, info, rollouts):
    """With OpenSpiel's own random rollouts, and with the kit's (``openspiel_rollouts.RolloutEvaluator``)."""
    pyspiel, openspiel = spiel
    import numpy as np
    from open_spiel.python.algorithms import mcts

    from genesis_nb.ecosystem.openspiel_rollouts import RolloutEvaluator

    game = openspiel.load(info.name, info.min_players)
    rs = np.random.RandomState(7)
    kind = mcts.RandomRolloutEvaluator if rollouts == "openspiel" else RolloutEvaluator
    evaluator = kind(n_rollouts=1, random_state=rs, max_length=8)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=rs, solve=False)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rs.choice(actions, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions <= game.max_game_length()
    returns = state.returns()
    assert len(returns) == info.min_players
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)


def test_actions_round_trip_and_chance_is_explicit(spiel, info):
    """Legal ids decode to the rules' legal actions; chance nodes come exactly where the rules draw."""
    pyspiel, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    state = game.new_initial_state()
    rng = random.Random(3)
    chance_nodes = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance_nodes += 1
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            state.apply_action(rng.choice(outcomes)[0])
            continue
        e = state.episode
        ids = state.legal_actions()
        codec, space = e.table.codec, e.table.space
        assert ids == sorted(ids) and ids
        if not space.stepped:
            assert [codec.decode(i) for i in ids] == sorted(e.legal_actions(), key=codec.encode)
        else:  # the first step's ids are the first ids of the legal actions' paths
            prefix = e.choice.prefix
            paths = [space.path(codec.encode(a)) for a in e.legal_actions()]
            assert ids == sorted({p[len(prefix)] for p in paths if p[: len(prefix)] == prefix})
        state.apply_action(rng.choice(ids))
    assert (chance_nodes > 0) == bool(info.chance)


@pytest.mark.parametrize("name", [n for n, i in GAMES.items() if i.hidden_information])
def test_observations_reveal_only_what_a_player_knows(spiel, name):
    """Strings and tensors of a player are the same in a position and in one it cannot tell apart."""
    pyspiel, openspiel = spiel
    info = GAMES[name]
    game = openspiel.load(info.name, info.min_players)
    state = game.new_initial_state()
    rng = random.Random(5)
    import numpy as np

    checked = 0
    for step in range(80):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        if step % 7 == 0:
            e = state.episode
            for p in range(game.num_players()):
                twin = e.copy()
                twin.state = e.table.rules.resample_hidden(e.state, p, random.Random(step))
                twin._views = {}
                assert twin.observation_string(p) == e.observation_string(p)
                a = np.zeros(e.table.bounds.tensor_size, np.float32)
                b = np.zeros(e.table.bounds.tensor_size, np.float32)
                assert (e.observation_tensor(p, a) == twin.observation_tensor(p, b)).all()
                checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked


def test_an_illegal_id_is_refused_and_nothing_changes(spiel, info):
    pyspiel, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    state = game.new_initial_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    legal = set(state.legal_actions())
    before = (str(state), state.history(), state.legal_actions())
    for bad in [i for i in range(game.num_distinct_actions()) if i not in legal][:3] + [game.num_distinct_actions()]:
        with pytest.raises(ValueError, match=f"action id {bad} is not legal in this position: the legal ids are"):
            state.apply_action(bad)
        assert (str(state), state.history(), state.legal_actions()) == before


def test_bad_arguments_are_refused_with_a_sentence(spiel):
    from genesis_nb.ecosystem.table import Table

    _, openspiel = spiel
    for bad in (2.5, True, "2"):
        with pytest.raises(ValueError, match="players must be a whole number"):
            openspiel.load("herds", bad)
        with pytest.raises(ValueError, match="players must be a whole number"):
            Table(GAMES["herds"], bad)
    with pytest.raises(ValueError, match="not a registered game"):
        Table(5)
    with pytest.raises(ValueError, match="options must be a mapping"):
        Table(GAMES["herds"], 2, "x")
    with pytest.raises(ValueError, match="2 species for 3 players"):  # at load, not at the first state
        openspiel.load("herds", 3, species=["mammal", "man"])


def test_numpy_integers_are_whole_numbers_of_players(spiel):
    _, openspiel = spiel
    assert openspiel.load("herds", np.int64(3)).num_players() == 3


def test_a_clone_plays_no_set_up_it_throws_away(spiel, info, monkeypatch):
    """pyspiel's ``clone`` of a Python state makes a new initial state, then replaces its attributes with
    copies: the new state's own set-up (a new position, its draws) is made only when first read."""
    from genesis_nb.ecosystem.table import Table

    pyspiel, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    state = game.new_initial_state()
    rng = random.Random(5)
    for _ in range(6):  # into the game: past the set-up's draws
        if state.is_terminal():
            break
        ids = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        state.apply_action(rng.choice(ids))
    made = []
    real = Table.new_state
    monkeypatch.setattr(Table, "new_state", lambda self, chance: made.append(1) or real(self, chance))
    twins = [state.clone() for _ in range(5)]
    assert made == []
    assert all(str(t) == str(state) and t.history() == state.history() for t in twins)
    fresh = game.new_initial_state()
    assert str(fresh) == str(game.new_initial_state())  # a new state's set-up, made when read, is the same
