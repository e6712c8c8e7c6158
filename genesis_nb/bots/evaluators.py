"""Values of positions that are not over, for searches that stop their rollouts early.

An evaluator maps ``(rules, state)`` to one number per seat and per other scoring row (its *points-like*
value: more is better), or, in a cooperative game, to the team's points (``{"team": points}``);
``Rewarder.static`` turns it into rewards (0..1): each seat's margin over the best other row, or the team's
points over their maximum. The default reads the game's provisional ``ScoreSheet``; a game whose own greedy bot knows
better what a position is worth lends its judgement here (angels: points scored plus progress toward the
next day's work, cubes in hand and a resting square). Searches only ever call an evaluator on positions
they made (a copy, or a determinisation from the seat's knowledge), so it may read the whole state.
"""

from __future__ import annotations

from typing import Any, Callable

Evaluator = Callable[[Any, Any], dict[Any, float]]


def score_sheet(rules: Any, state: Any) -> dict[Any, float]:
    """The provisional totals of the score sheet (every row: seats and fixed ids)."""
    return {k: float(v) for k, v in rules.scores(state).totals.items()}


def angels_value(rules: Any, state: Any) -> dict[Any, float]:
    """angels: the greedy bot's judgement of each seat (day's work, progress, cubes, resting square),
    and the dark angel's points on the same scale (ten per point)."""
    from ..angels.bots import GreedyBot
    from ..angels.state import OVER

    if state.phase == OVER:
        return score_sheet(rules, state)
    value = GreedyBot.value
    out: dict[Any, float] = {seat: value(None, rules, state, seat) / 10.0 for seat in range(state.n)}  # type: ignore[arg-type]
    dark = state.n
    b = rules.board
    points = sum(b.circles[d][state.work[d].index(dark)] for d in range(1, 7) if dark in state.work[d])
    out["dark"] = float(points)
    return out


def herds_value(rules: Any, state: Any) -> dict[Any, float]:
    """herds: each seat's points if the game ended now (the rules' fast path, no score sheet)."""
    return {seat: float(v) for seat, v in enumerate(rules.totals(state))}


def planet_value(rules: Any, state: Any) -> dict[Any, float]:
    """planet: what the team can still score, judging the pawns placed so far. A continent where a need
    has failed for good (a second water, a mineral on the wrong soil, a forbidden neighbour, a needed
    neighbour with no free space left to come) is worth nothing; elsewhere each pawn whose need holds
    counts 1, one whose needed neighbour may still come 0.5; an oxygen element side up 1. At the end:
    the score. It reads every need, so a search calls it only on positions it drew from its seat's
    knowledge."""
    from ..planet.boarddata import OXYGEN, WATER
    from ..planet.scoring import failure

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


#: the evaluators the kit's games lend (by the rules' name); every other game reads its score sheet
EVALUATORS: dict[str, Evaluator] = {"angels": angels_value, "herds": herds_value, "planet": planet_value}


def evaluator_for(rules: Any) -> Evaluator:
    return EVALUATORS.get(getattr(rules, "name", ""), score_sheet)
