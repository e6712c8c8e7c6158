"""The heuristic bot: plays only on its own seat's view (structurally), always legally, and better than chance."""

from __future__ import annotations

import statistics

import pytest

from genesis_nb.bots import RandomBot, play_out
from genesis_nb.planet import new_game
from genesis_nb.planet.bots import HeuristicBot, decide


class SeatOnly:
    """A game as a bot may see it: whose decision it is, and that seat's view. Anything else raises."""

    def __init__(self, game):
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "asked", [])

    @property
    def actor(self):
        return self._game.actor

    def view(self, observer):
        assert observer == self._game.actor, "a bot may only ask for its own seat's view"
        self.asked.append(observer)
        return self._game.view(observer)

    def legal_actions(self):
        """The deciding seat's own legal actions (what it may do is its own knowledge)."""
        return self._game.legal_actions()

    def __getattr__(self, name):
        raise AssertionError(f"the bot reached for game.{name}")


def test_the_bot_reads_only_its_seats_view():
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=seed)
        bot = HeuristicBot(seed)
        while not g.is_over:
            proxy = SeatOnly(g)
            a = bot.choose(proxy)
            assert proxy.asked == [g.actor]
            g.play(a)


def test_decide_works_on_plain_json_and_needs_a_decision():
    g = new_game(3, seed=1)
    import json

    v = json.loads(json.dumps(g.view(g.actor)))
    legal = json.loads(json.dumps([g.rules.registry.to_json(a) for a in g.legal_actions()]))
    assert decide(v, legal) in legal
    other = (g.actor + 1) % 3
    with pytest.raises(ValueError):
        decide(g.view(other), legal)
    with pytest.raises(ValueError):
        decide(v, [])


def test_the_heuristic_bot_beats_chance():
    """Over 40 four-player games the heuristic team scores well above the random team."""

    def mean_score(make):
        scores = []
        for seed in range(40):
            g = new_game(4, seed=seed)
            play_out(g, [make(seed * 4 + i) for i in range(4)])
            scores.append(g.scores().team)
        return statistics.mean(scores)

    heuristic = mean_score(HeuristicBot)
    chance = mean_score(RandomBot)
    assert heuristic > chance + 4, (heuristic, chance)


def test_mixed_tables_and_every_option_set_play_to_the_end():
    from planet_helpers import OPTION_SETS

    for seed, options in enumerate(OPTION_SETS):
        g = new_game(3, seed=seed, options=options)
        play_out(g, [HeuristicBot(1), RandomBot(2), HeuristicBot(3)])
        assert g.is_over
