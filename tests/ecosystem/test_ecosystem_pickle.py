"""OpenSpiel games and states pickle and serialize, at chance nodes too, for every registered game
(issue 18: a chance node used to hold an exception object that does not pickle)."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys

import pytest
from ecosystem_helpers import need, step_at_random


@pytest.fixture(scope="module")
def spiel():
    pyspiel = need("pyspiel")
    from genesis_nb.ecosystem import openspiel

    openspiel.register_all()
    return pyspiel, openspiel


def _states(game, seed: int = 1, plies: int = 60):
    """States along a random game: every chance node and some decisions."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(plies):
        yield state
        if state.is_terminal():
            return
        step_at_random(state, rng)


def _same(a, b) -> None:
    assert str(a) == str(b)
    assert a.history() == b.history()
    assert a.current_player() == b.current_player()
    assert a.legal_actions() == b.legal_actions()
    if a.is_chance_node():
        assert a.chance_outcomes() == b.chance_outcomes()


def test_the_game_pickles(spiel, info):
    _, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    back = pickle.loads(pickle.dumps(game))
    assert str(back) == str(game) and back.num_distinct_actions() == game.num_distinct_actions()
    _same(back.new_initial_state(), game.new_initial_state())


def test_states_pickle_and_serialize_at_chance_nodes(spiel, info):
    pyspiel, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    chance = 0
    for state in _states(game):
        chance += state.is_chance_node()
        _same(pickle.loads(pickle.dumps(state)), state)
        _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
        _same(back, state)
    assert (chance > 0) == bool(info.chance)


def test_a_pickled_state_plays_on_like_the_original(spiel, info):
    _, openspiel = spiel
    game = openspiel.load(info.name, info.min_players)
    state = list(_states(game, seed=2, plies=25))[-1]
    twin = pickle.loads(pickle.dumps(state))
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(20):
        if state.is_terminal():
            break
        pick_a = rng_a.choice(
            [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        )
        pick_b = rng_b.choice([a for a, _ in twin.chance_outcomes()] if twin.is_chance_node() else twin.legal_actions())
        assert pick_a == pick_b
        state.apply_action(pick_a)
        twin.apply_action(pick_b)
        _same(twin, state)


def test_a_pickle_loads_in_a_fresh_process(spiel, tmp_path):
    """The game classes are found by name: a fresh process registers the game when it unpickles."""
    _, openspiel = spiel
    game = openspiel.load("herds", 3)
    state = game.new_initial_state()
    state.apply_action(2)  # a chance outcome of the set-up's roll
    path = tmp_path / "herds.pkl"
    path.write_bytes(pickle.dumps((game, state)))
    code = (
        "import pickle, sys; g, s = pickle.loads(open(sys.argv[1], 'rb').read()); "
        "print(g.num_players(), s.history(), s.is_chance_node(), g.new_initial_state().is_chance_node())"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["3", "[2]", str(state.is_chance_node()), "True"]


def test_a_pickled_state_alone_loads_in_a_fresh_process(spiel, tmp_path):
    """Unpickling a state registers its game (pyspiel deserializes it by the game's name)."""
    _, openspiel = spiel
    state = openspiel.load("herds", 2).new_initial_state()
    state.apply_action(5)
    path = tmp_path / "state.pkl"
    path.write_bytes(pickle.dumps(state))
    code = "import pickle, sys; s = pickle.loads(open(sys.argv[1], 'rb').read()); print(s.history(), str(s) != '')"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["[5]", "True"]


def test_a_list_option_keeps_the_game_string_loadable(spiel):
    """A list option's items are joined with ``+`` in the game's string (OpenSpiel splits it on commas), so
    ``load_game(str(game))``, pickles and serialized states of such a game load again; commas are read too."""
    pyspiel, openspiel = spiel
    game = openspiel.load("herds", 2, species=["mammal", "man"])
    assert "species=mammal+man," in str(game)
    state = list(_states(game, plies=8))[-1]
    for back in (pyspiel.load_game(str(game)), pickle.loads(pickle.dumps(game))):
        assert str(back) == str(game)
        assert back.shared.table.rules.options == game.shared.table.rules.options
    _same(pickle.loads(pickle.dumps(state)), state)
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    _same(back, state)
    by_commas = pyspiel.load_game(openspiel.PREFIX + "herds", {"players": 2, "species": "mammal,man"})
    assert str(by_commas) == str(game)


def test_a_table_pickles_as_its_recipe(info):
    """A position does not carry the rules: the table pickles as the game's name, players and options."""
    from genesis_nb.ecosystem.table import Episode, Table

    table = Table(info, info.min_players)
    episode = Episode(table)
    data = pickle.dumps(episode)
    assert len(pickle.dumps(table)) < 400
    back = pickle.loads(data)
    assert back.table.players == table.players and back.table.info.name == info.name
    assert back.need == episode.need and back.script == episode.script
