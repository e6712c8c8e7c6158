"""What planet lends the shared searches and explanations (``bots.hooks.SearchHooks``).

- the heuristic bot's judgement of each action, read from the deciding seat's own view: the search's
  prior, its heuristic rollout (the heuristic team's own move, at some 0.5 ms a move) and the heuristic
  bot's reasons;
- a light rollout for determinised positions: a pawn placed where its need (as drawn) holds and no placed
  neighbour's need breaks, oxygen element side up; every other decision at random;
- what the team can still score, judging the pawns placed so far, as the value of a position; the team's
  highest score, 24.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..bots.hooks import Reasons, SearchHooks
from .boarddata import OXYGEN, WATER
from .bots import _Knowledge
from .scoring import failure
from .state import PLACE as PLACING

#: the highest score a team can reach
TEAM_MAX = 24


def value(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The heuristic bot's judgement of each action, from ``seat``'s own view of the position."""
    k = _Knowledge(rules.view(s, seat))
    to_json = rules.registry.to_json
    return [float(k.value(to_json(a))) for a in legal]


def light_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """For rollouts on a determinised position: place a pawn where its need (as drawn) holds and no placed
    neighbour's need breaks, oxygen element side up (a sure point); every other decision at random. It
    reads the whole position, so a search uses it only on positions drawn from its seat's knowledge."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    if s.phase != PLACING or rng.random() < 0.1:
        return legal[rng.randrange(len(legal))]
    t = rules.needs
    lay = rules.layout(s)
    occ = s.board
    hand = s.hands[s.turn]
    best: list[Any] = []
    best_v = float("-inf")
    for a in legal:
        p = hand[a.slot]
        if t.kind[p] == OXYGEN:
            v = -1.0 if a.need_up else 1.0
        else:
            v = _fit(t, lay, occ, p, a.space)
        if v > best_v:
            best, best_v = [a], v
        elif v == best_v:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def _fit(t: Any, lay: Any, occ: list[int], p: int, g: int) -> float:
    nbrs = lay.neighbours[g]
    before = {h: failure(t, lay, occ, h) for h in nbrs if occ[h] >= 0 and t.kind[occ[h]] != OXYGEN}
    occ[g] = p
    try:
        v = 0.0
        why = failure(t, lay, occ, g)
        if why is None:
            v += 1.0
        elif why in ("insect_unlinked", "animal_unlinked") and any(occ[h] < 0 for h in nbrs):
            v -= 0.3  # a neighbour may still come
        else:
            v -= 2.0
        for h, was in before.items():
            now = failure(t, lay, occ, h)
            if was is None and now is not None:
                v -= 2.0
            elif was is not None and now is None:
                v += 1.0
        return v
    finally:
        occ[g] = -1


def prospects(rules: Any, state: Any) -> dict[Any, float]:
    """What the team can still score, judging the pawns placed so far. A continent where a need has failed
    for good (a second water, a mineral on the wrong soil, a forbidden neighbour, a needed neighbour with no
    free space left to come) is worth nothing; elsewhere each pawn whose need holds counts 1, one whose
    needed neighbour may still come 0.5; an oxygen element side up 1. At the end: the score. It reads every
    need, so a search calls it only on positions it drew from its seat's knowledge."""
    if rules.is_over(state):
        return {"team": float(rules.scores(state).team or 0)}
    t = rules.needs
    lay = rules.layout(state)
    occ = state.board
    kind = t.kind
    total = 0.0
    for c, spaces in enumerate(lay.elements):
        good = 0.0
        waters = 0
        dead = False
        for g in spaces:
            p = occ[g]
            if p < 0:
                continue
            if kind[p] == WATER:
                waters += 1
            why = failure(t, lay, occ, g)
            if why is None:
                good += 1.0
            elif why in ("insect_unlinked", "animal_unlinked") and any(occ[h] < 0 for h in lay.neighbours[g]):
                good += 0.5
            else:
                dead = True
                break
        if not dead and waters <= 1:
            total += good
        w = occ[lay.white_space[c]]
        if w >= 0 and kind[w] == OXYGEN and not state.up[w]:
            total += 1.0
    return {"team": total}


REASONS = Reasons(
    bot="heuristic",
    sentence={
        "en": "The heuristic places each pawn where the need it knows is best met (for a pawn it cannot see, "
        "the average over what the need could be): {best} is worth {value}{others}.",
        "nl": "De heuristiek legt elke pion waar de behoefte die hij kent het best vervuld wordt (voor een pion "
        "die hij niet kent, het gemiddelde over wat die behoefte kan zijn): {best} is {value} waard{others}.",
    },
)

HOOKS = SearchHooks(
    # the heuristic's clear favourite as it is; where it cannot tell its best actions apart (up to 4),
    # 8 paired samples each played to the end by the heuristic team, from what the seat knows
    settings={
        "iterations": 8,
        "paired": True,
        "candidates": 4,
        "prior_weight": 1.0,
        "prior_margin": 0.01,
        "rollout": "heuristic",
    },
    light_move=light_move,
    value=value,
    evaluate=prospects,
    team_max=TEAM_MAX,
    reasons=REASONS,
)
