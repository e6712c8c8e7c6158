"""What the book lends the shared searches and explanations (``bots.hooks.SearchHooks``).

- the greedy bot's judgement of each action from what the seat may know (``bots.judge``): the greedy bot's
  reasons, and its own move as the heuristic rollout (its tie-break: a hundredth of a draw of the search's
  generator added to each value, as the bot does);
- the search's prior and the candidates of a wide node: that judgement, with the flips (all alike to the
  greedy bot) next to fewer face-up characters first: a piece turned up next to them is the opponent's
  to eat or to run from first. The greedy bot does not look at this, so neither does its rollout;
- ``random_move``: a legal action drawn uniformly, as ``bots.policies.random_move`` draws it, without
  listing every action (``book.rollout``: the uniform rollout of ``rollout="random"``, the search's light
  policy).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..bots.hooks import Reasons, SearchHooks
from ..bots.policies import rank_by
from .actions import Flip
from .bots import judge
from .rollout import random_move

# ------------------------------------------------------------------------------------ the judgements


def value(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of each action, from what ``seat`` may know of the position."""
    return judge(rules, s, seat, legal)


def prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of each action, its flips next to fewer face-up characters first."""
    values = judge(rules, s, seat, legal)
    adjacent = rules.field(s.n).adjacent
    stack, up = s.stack, s.up
    for i, a in enumerate(legal):
        if type(a) is Flip:
            near = sum(1 for nb in adjacent[a.hex] if stack[nb] and up[stack[nb][0]])
            values[i] -= 0.05 * near
    return values


def greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """The greedy bot's move for the seat that decides, from what that seat may know of the (determinised)
    position; ties by ``rng`` (at random in the Throne and Prophecy phases, as the bot)."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    values = judge(rules, s, s.turn, legal)
    rnd = rng.random
    best, best_v = legal[0], float("-inf")
    for a, v in zip(legal, values):
        v += rnd() * 0.01
        if v > best_v:
            best, best_v = a, v
    return best


REASONS = Reasons(
    bot="greedy",
    sentence={
        "en": "Greedy values, from what its seat knows, eating (the star points eaten, less traps and risks), "
        "getting out of reach and flipping a little: {best} is worth {value}{others}.",
        "nl": "Gretig waardeert, vanuit wat zijn plaats weet, eten (de gegeten sterpunten, min vallen en "
        "risico's), buiten bereik komen en een beetje omdraaien: {best} is {value} waard{others}.",
    },
)

HOOKS = SearchHooks(
    # the 10 actions the greedy bot likes best (its flips, all alike to it, those next to the fewest face-up
    # characters first), each tried on 50 shared samples of the hidden pieces: the greedy bot's favourite
    # replies searched (a tree of the greedy's top 10), then 4 plies of greedy play, the position valued by
    # the provisional score sheet. Measured against greedy, 2 players, seats alternated: 17 of 20 games won
    # (mcts and ismcts alike, explore --seed 7), 8 of 8 more (ismcts); some 0.6 s of CPU a decision
    settings={
        "iterations": 50,
        "paired": True,
        "candidates": 10,
        "prior_weight": 1.0,
        "rollout": "heuristic",
        "rollout_depth": 4,
    },
    random_move=random_move,
    value=value,
    prior=prior,
    rank=rank_by(prior),
    greedy_move=greedy_move,
    reasons=REASONS,
)
