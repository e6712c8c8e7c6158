"""Cheap policies for searches, with no game's knowledge: rollout moves and the candidates a node searches.

A game lends faster or better ones through its search hooks (``hooks.SearchHooks``); these are the
generic ones, and the helpers that make a policy or a ranker of a game's judgement:

- ``random_move(rules, state, rng)``: a legal action drawn uniformly (``legal_actions`` and a choice);
- ``static_rank(rules, state, legal, seat, k, rng)``: the ``k`` most promising of ``legal`` for ``seat``, for
  a search that cannot try every action of a wide node: a one-ply look at the provisional value
  (``Rewarder.static``);
- ``rank_by(judge)``: a ranker of a judgement ``(rules, state, legal, seat) -> [value, ...]`` (its best
  ``k``, ties by the search's generator); ``best_by(judge)``: a rollout policy playing its best action.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ..core.chance import Chance

Policy = Callable[[Any, Any, random.Random], Any]
Prior = Callable[[Any, Any, Sequence[Any], int], list[float]]
Ranker = Callable[[Any, Any, Sequence[Any], int, int, random.Random], list[Any]]


def random_move(rules: Any, state: Any, rng: random.Random) -> Any:
    """A legal action drawn uniformly."""
    legal = rules.legal_actions(state)
    return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def static_rank(
    rules: Any, s: Any, legal: Sequence[Any], seat: int, k: int, rng: random.Random, rewarder: Any = None
) -> list[Any]:
    """The ``k`` actions whose next position has the best provisional value for ``seat`` (each played on a
    copy with a chance of its own)."""
    from .rewards import rewarder_for

    rewarder = rewarder or rewarder_for(rules)
    chance = Chance(rng.getrandbits(62))
    keyed = []
    for a in legal:
        t = rules.copy(s)
        rules.apply(t, a, chance)
        keyed.append((rewarder.static(rules, t)[seat], rng.random(), a))
    keyed.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for *_, a in keyed[:k]]


def rank_by(judge: Prior) -> Ranker:
    """The ranker of a judgement: the ``k`` actions it values most for ``seat``; ties by ``rng``."""

    def rank(rules: Any, s: Any, legal: Sequence[Any], seat: int, k: int, rng: random.Random) -> list[Any]:
        keyed = [(v, rng.random(), a) for v, a in zip(judge(rules, s, legal, seat), legal)]
        keyed.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [a for *_, a in keyed[:k]]

    return rank


def best_by(judge: Prior) -> Policy:
    """The rollout policy of a judgement: the action it values most for the seat that decides; ties by
    ``rng`` (one draw per action)."""

    def best(rules: Any, s: Any, rng: random.Random) -> Any:
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        values = judge(rules, s, legal, rules.actor(s))
        rnd = rng.random
        return max(zip(values, [rnd() for _ in legal], legal), key=lambda t: (t[0], t[1]))[2]

    return best


class SimChance(Chance):
    """The chance of one search's simulations: every draw comes from the search's own generator (a
    ``random.Random`` seeded from the bot's seed), never from the game's seed. Cheaper than a fresh
    ``Chance`` per simulation (no hashing per draw), and just as unforeseeable."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        super().__init__(0)
        self.rng = rng

    def generator(self, counter: int) -> random.Random:
        return self.rng
