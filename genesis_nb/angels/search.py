"""What angels lends the shared searches and explanations (``bots.hooks.SearchHooks``).

- the greedy bot's judgement of the position each action leads to (one ply ahead; in the setup, day I's
  cost of each essence): the search's prior and the greedy bot's reasons;
- the greedy bot's own move as the heuristic rollout (its tie-break: the actions within 1e-9 of the best,
  one of them drawn by the search's generator);
- the greedy bot's judgement of each seat as the value of a position, and the dark angel's points.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..bots.evaluators import score_sheet
from ..bots.hooks import Reasons, SearchHooks
from ..core.chance import Chance
from .bots import GreedyBot
from .state import OVER, SETUP

_judge = GreedyBot.value


def value(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of the position each action leads to, for ``seat``."""
    if s.phase == SETUP:
        cost = rules.board.cost[1]
        return [float(cost[a.essence]) for a in legal]
    chance = Chance(0)  # angels draws nothing; a chance of its own all the same
    out = []
    for a in legal:
        t = s.copy()
        rules.apply(t, a, chance)
        out.append(float(_judge(rules, t, seat)))
    return out


def greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """The greedy bot's move: the best ``value`` (in the setup, one draw per action breaks ties; later, the
    actions within 1e-9 of the best, one of them drawn by ``rng``, as the greedy bot does)."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    values = value(rules, s, legal, rules.actor(s))
    if s.phase == SETUP:
        return max(zip(values, legal), key=lambda t: (t[0], rng.random()))[1]
    best: list[Any] = []
    best_v = float("-inf")
    for a, v in zip(legal, values):
        if v > best_v + 1e-9:
            best, best_v = [a], v
        elif v >= best_v - 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def position(rules: Any, state: Any) -> dict[Any, float]:
    """The greedy bot's judgement of each seat (day's work, progress, cubes, resting square), and the dark
    angel's points on the same scale (ten per point); at the end, the score sheet."""
    if state.phase == OVER:
        return score_sheet(rules, state)
    out: dict[Any, float] = {seat: _judge(rules, state, seat) / 10.0 for seat in range(state.n)}
    dark = state.n
    b = rules.board
    points = sum(b.circles[d][state.work[d].index(dark)] for d in range(1, 7) if dark in state.work[d])
    out["dark"] = float(points)
    return out


REASONS = Reasons(
    bot="greedy",
    sentence={
        "en": "Greedy looks one move ahead and values points from day's work, progress toward the next day's "
        "work, cubes in hand and a good resting square: {best} is worth {value}{others}.",
        "nl": "Gretig kijkt één zet vooruit en waardeert punten voor dagwerk, voortgang naar het volgende "
        "dagwerk, blokjes in de hand en een goede rustplaats: {best} is {value} waard{others}.",
    },
)

HOOKS = SearchHooks(
    # the 4 actions the greedy bot likes best, each tried on 4 shared samples played to the end by greedy
    # players (16 simulations a decision): a search that looks past the greedy bot's one ply
    settings={"iterations": 4, "paired": True, "candidates": 4, "prior_weight": 1.0, "rollout": "heuristic"},
    value=value,
    greedy_move=greedy_move,
    evaluate=position,
    reasons=REASONS,
)
