"""A bot never uses what its seat may not know: its choice is a function of the seat's view and its own seed.

For every registered game with hidden information, every bot of ``kinds_for`` (its own, and the search
bots) chooses in a position and in ``rules.resample_hidden`` of that position for the seat that decides
(a position the seat cannot tell apart: other hands, the bag, face-down pieces drawn again), with the
same seed: the choice must be the same. The copy also gets another game seed, so a bot that read the
game's seeded chance (future dice and draws) would be caught too.
"""

from __future__ import annotations

import random

import pytest
from bots_helpers import SMALL, played

from genesis_nb.bots import kinds_for
from genesis_nb.core.game import Game


def _twin(g, state, seed):
    """The same game with another position and another seed (nothing else differs)."""
    return Game(g.rules, state, players=g.players, seed=seed, options=g.options, board=g.board, lang=g.lang)


def _bot(factory, kind, seed):
    return factory(seed, **SMALL) if kind in ("mcts", "ismcts") else factory(seed)


@pytest.mark.parametrize("kind", ["mcts", "ismcts", "own"])
def test_a_bot_decides_from_what_its_seat_knows(hidden, kind):
    kinds = kinds_for(hidden)
    names = [k for k in kinds if k not in ("mcts", "ismcts")] if kind == "own" else [kind]
    changed = compared = 0
    for n in (hidden.min_players, hidden.max_players):
        for seed in range(4):
            rng = random.Random(seed)
            g = played(hidden, n, seed, rng.randrange(3, 70))
            if g.is_over:
                continue
            seat = g.actor
            other = g.rules.resample_hidden(g.state, seat, random.Random(seed + 99))
            changed += other != g.state
            twin = _twin(g, other, g.seed + 12345)
            for name in names:
                a = _bot(kinds[name], name, seed).choose(g)
                b = _bot(kinds[name], name, seed).choose(twin)
                compared += 1
                assert a == b, (
                    f"{hidden.name}: bot {name!r} of seat {seat} chose {a} in the position and {b} "
                    "in one its seat cannot tell apart: it used what the seat may not know"
                )
    assert compared
    assert changed, f"{hidden.name}: resample_hidden never changed a position: the test proved nothing"


def test_search_bots_never_read_the_games_chance(info):
    """A search plays its simulations on a chance of its own: the game's seed changes nothing."""
    bot = kinds_for(info)["mcts"]
    for seed in range(2):
        g = played(info, info.min_players, seed, 4 + 3 * seed)
        twin = _twin(g, g.rules.copy(g.state), g.seed + 777)
        assert bot(seed, **SMALL).choose(g) == bot(seed, **SMALL).choose(twin)
