"""``openspiel_rollouts.RolloutEvaluator``: OpenSpiel's random rollouts played by the kit's rules.

The uniformity of each game's ``random_move`` hook is checked in ``tests/bots/test_bots_mcts.py``; here:
the evaluator plays that hook at every decision and the rules' own draws from its generator, its values
agree with OpenSpiel's ``RandomRolloutEvaluator``, and its arguments are checked (``MCTSBot`` plays every
game to the end with it: ``test_ecosystem_openspiel.py``).
"""

from __future__ import annotations

import random

import pytest
from ecosystem_helpers import need, step_at_random


@pytest.fixture(scope="module")
def spiel():
    pyspiel = need("pyspiel")
    from genesis_nb.ecosystem import openspiel, openspiel_rollouts

    openspiel.register_all()
    return pyspiel, openspiel, openspiel_rollouts


def _decision(game, seed: int, plies: int):
    """A state of ``game`` where a player decides, after ``plies`` random steps."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(plies):
        if state.is_terminal():
            break
        step_at_random(state, rng)
    while state.is_chance_node():
        step_at_random(state, rng)
    return state


def _begun_book_action(book):
    """A state of the book where the first field of an action is chosen and more fields are to come."""
    for plies in range(75, 300, 5):  # (the set-up's shuffle takes some 75 chance steps)
        for step in _decision(book, 1, plies).legal_actions():
            state = _decision(book, 1, plies)
            state.apply_action(step)
            if state.episode.choosing(state.current_player()):
                return state
    raise AssertionError("no book position found where an action takes more than one field")


def test_every_decision_is_the_games_uniform_random_move(spiel, info, monkeypatch):
    """A rollout plays the game's ``random_move`` hook at each decision, to the game's end, and is worth the
    adapter's returns there."""
    _, openspiel, rollouts = spiel
    from genesis_nb.bots.hooks import hooks_for

    game = openspiel.load(info.name, info.min_players)
    start = _decision(game, 3, 6)
    hook = hooks_for(info).random_move
    played, ends = [], []

    def spy(rules, s, rng):
        a = hook(rules, s, rng)
        assert a in rules.legal_actions(s)
        played.append(a)
        return a

    evaluator = rollouts.RolloutEvaluator(random_state=11)
    monkeypatch.setitem(evaluator._moves, info.name, spy)
    real_returns = type(start.episode.table).returns

    def returns(table, s):
        ends.append(table.rules.is_over(s))
        return real_returns(table, s)

    monkeypatch.setattr(type(start.episode.table), "returns", returns)
    value = evaluator.evaluate(start)
    assert played and ends == [True]
    assert len(value) == info.min_players
    assert all(game.min_utility() <= v <= game.max_utility() for v in value)


def test_values_agree_with_openspiels_random_rollouts(spiel):
    """From the same herds position, the average returns of the two evaluators agree within four standard
    errors of their difference (seeds fixed: the figures are the same at every run)."""
    _, openspiel, rollouts = spiel
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = openspiel.load("herds", 2)
    start = _decision(game, 5, 60)
    assert not start.is_terminal()
    n = 300
    kit = rollouts.RolloutEvaluator(random_state=np.random.RandomState(1))
    stock = mcts.RandomRolloutEvaluator(random_state=np.random.RandomState(2))
    ours = np.array([kit.evaluate(start) for _ in range(n)])
    theirs = np.array([stock.evaluate(start) for _ in range(n)])
    for seat in range(2):
        a, b = ours[:, seat], theirs[:, seat]
        assert 0.05 < b.mean() < 0.95, "a position whose outcome is open tells more"
        se = (a.var() / n + b.var() / n) ** 0.5
        assert abs(a.mean() - b.mean()) < 4 * se, (seat, a.mean(), b.mean(), se)


def test_a_finished_game_is_worth_its_returns(spiel):
    _, openspiel, rollouts = spiel
    game = openspiel.load("planet", 2)
    state = _decision(game, 2, 10_000)
    assert state.is_terminal()
    assert list(rollouts.RolloutEvaluator(random_state=1).evaluate(state)) == state.returns()


def test_a_seeded_evaluator_repeats_and_n_rollouts_averages(spiel):
    _, openspiel, rollouts = spiel
    import numpy as np

    start = _decision(openspiel.load("herds", 3), 8, 40)
    one = rollouts.RolloutEvaluator(random_state=np.random.RandomState(9))
    singles = [one.evaluate(start) for _ in range(4)]
    again = rollouts.RolloutEvaluator(random_state=np.random.RandomState(9))
    assert [list(again.evaluate(start)) for _ in range(4)] == [list(v) for v in singles]
    four = rollouts.RolloutEvaluator(n_rollouts=4, random_state=np.random.RandomState(9))
    assert np.allclose(four.evaluate(start), np.mean(singles, axis=0))


def test_chance_nodes_and_a_decision_begun_field_by_field_are_settled_first(spiel):
    _, openspiel, rollouts = spiel
    game = openspiel.load("herds", 2)
    setup = game.new_initial_state()
    assert setup.is_chance_node() and setup.episode.state is None
    assert len(rollouts.RolloutEvaluator(random_state=4).evaluate(setup)) == 2
    book = openspiel.load("book", 2)
    assert book.get_type().short_name.endswith("book") and book.new_initial_state().episode.table.space.stepped
    state = _begun_book_action(book)
    before = str(state)
    value = rollouts.RolloutEvaluator(random_state=5, max_length=30).evaluate(state)
    assert len(value) == 2 and str(state) == before  # (played on a clone)


def test_max_length_counts_decisions_and_a_cut_rollout_is_worth_nothing(spiel, monkeypatch):
    _, openspiel, rollouts = spiel
    from genesis_nb.bots.hooks import hooks_for

    game = openspiel.load("herds", 2)
    start = _decision(game, 6, 10)
    evaluator = rollouts.RolloutEvaluator(random_state=3, max_length=5)
    hook, count = hooks_for("herds").random_move, []

    def spy(rules, s, rng):
        count.append(1)
        return hook(rules, s, rng)

    monkeypatch.setitem(evaluator._moves, "herds", spy)
    assert list(evaluator.evaluate(start)) == [0.0, 0.0]
    assert len(count) == 5


def test_another_openspiel_game_is_rolled_out_through_openspiel(spiel):
    pyspiel, _, rollouts = spiel
    state = pyspiel.load_game("tic_tac_toe").new_initial_state()
    values = {tuple(rollouts.RolloutEvaluator(random_state=s).evaluate(state)) for s in range(12)}
    assert values <= {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)} and len(values) > 1
    prior = rollouts.RolloutEvaluator().prior(state)
    assert [a for a, _ in prior] == state.legal_actions() and abs(sum(p for _, p in prior) - 1) < 1e-9


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"n_rollouts": 0}, "n_rollouts must be a whole number of at least 1, not 0$"),
        ({"n_rollouts": True}, "n_rollouts must be a whole number"),
        ({"n_rollouts": "3"}, "n_rollouts must be a whole number of at least 1, not '3'$"),
        ({"max_length": -2}, "max_length must be a whole number of at least 1"),
        ({"max_length": 2.5}, "max_length must be a whole number"),
        ({"random_state": "seed"}, "random_state must be a numpy RandomState, a whole number or None"),
        ({"random_state": 1.5}, "random_state must be a numpy RandomState"),
    ],
)
def test_arguments_are_checked(spiel, kwargs, words):
    _, _, rollouts = spiel
    with pytest.raises(ValueError, match=words):
        rollouts.RolloutEvaluator(**kwargs)
