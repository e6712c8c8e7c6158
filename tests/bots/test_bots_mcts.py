"""The search bots: legal, reproducible choices for every game, budgets, and the rollout shortcuts."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from bots_helpers import GAMES, SMALL, played

from genesis_nb.bots import ISMCTSBot, MCTSBot, kinds_for, make_bot, play_out
from genesis_nb.bots.hooks import hooks_for
from genesis_nb.bots.policies import SimChance, random_move


def test_kinds_add_the_search_bots_to_every_game(info):
    kinds = kinds_for(info)
    assert set(info.bots) <= set(kinds)
    assert "mcts" in kinds
    assert ("ismcts" in kinds) == info.hidden_information
    assert make_bot(info, "mcts", 1).name == "mcts"
    with pytest.raises(ValueError):
        make_bot(info, "no-such-bot")


def test_search_bots_choose_legal_actions_and_replay(info):
    for seed in range(2):
        g = played(info, info.min_players, seed, 3 + 5 * seed)
        a = MCTSBot(seed, **SMALL).choose(g)
        assert g.is_legal(a)
        assert MCTSBot(seed, **SMALL).choose(g) == a  # same seed, same choice


def test_a_search_bot_plays_a_whole_game(info):
    """Every seat a search bot with a tiny budget: the game ends (the search copes with every phase)."""
    g = info.new_game(info.min_players, seed=3)
    bots = [ISMCTSBot(s, iterations=3, rollout_depth=2) for s in range(info.min_players)]
    play_out(g, bots, max_plies=5000)
    assert g.is_over


def test_budgets():
    import genesis_nb

    g = played(genesis_nb.game("angels"), 2, 1, 8)
    r = MCTSBot(1, iterations=17).search(g)
    assert r.iterations == 17 and sum(c.visits for c in r.choices) == 17
    r = MCTSBot(1, seconds=0.05).search(g)
    assert r.iterations >= 1 and r.seconds < 2.0
    with pytest.raises(ValueError):
        MCTSBot(1, iterations=0)


def test_one_legal_action_needs_no_search():
    import genesis_nb

    found = 0
    for info in genesis_nb.games().values():
        g = info.new_game(info.min_players, seed=1)
        rng = random.Random(1)
        while not g.is_over and len(g.legal_actions()) != 1:
            g.play(rng.choice(g.legal_actions()))
        if g.is_over:
            continue
        found += 1
        r = MCTSBot(1, iterations=50).search(g)
        assert r.iterations == 0 and r.best == g.legal_actions()[0]
    assert found, "no registered game had a forced move in its first game"


def test_a_finished_game_is_refused(info):
    g = info.new_game(info.min_players, seed=2)
    play_out(g, lambda seat: info.make_bot("random", seat))
    with pytest.raises(ValueError):
        MCTSBot(1, **SMALL).choose(g)


def test_rollout_moves_are_legal(info):
    """A game's own rollout moves (uniform, light, heuristic) are always legal (a faster uniform one is also
    uniform: checked in the next test)."""
    hooks = hooks_for(info)
    policies = {hooks.random_move, hooks.rollout("random"), hooks.rollout("heuristic")}
    rng = random.Random(0)
    for seed in range(6):
        g = played(info, info.min_players + seed % 2, seed, rng.randrange(0, 60))
        s = g.state
        for policy in policies:
            for _ in range(40 if policy is not hooks.rollout("heuristic") else 3):
                a = policy(g.rules, s, rng)
                g.rules.check(s, a)


@pytest.mark.parametrize("game", [n for n, i in GAMES.items() if hooks_for(i).random_move is not random_move])
def test_a_faster_random_move_is_uniform_over_the_legal_actions(game):
    info = GAMES[game]
    g = played(info, info.min_players, 7, 30)
    legal = g.legal_actions()
    rng = random.Random(1)
    draws = 40 * len(legal)
    move = hooks_for(info).random_move
    seen = Counter(move(g.rules, g.state, rng) for _ in range(draws))
    assert set(seen) == set(legal)
    expected = draws / len(legal)
    chi2 = sum((seen[a] - expected) ** 2 / expected for a in legal)
    df = len(legal) - 1
    assert chi2 < df + 5 * (2 * df) ** 0.5, f"chi-square {chi2:.0f} for {df} degrees of freedom"


def test_generic_rollout_move_and_sim_chance():
    import genesis_nb

    info = genesis_nb.game("herds")
    g = played(info, 2, 3, 5)
    rng = random.Random(4)
    assert g.is_legal(random_move(g.rules, g.state, rng))
    ch = SimChance(random.Random(5))
    rolls = {tuple(ch.roll(0, "abc", 2)) for _ in range(50)}
    assert len(rolls) > 1  # the counter does not fix the outcome: the generator does
