"""Values of positions that are not over, for searches that stop their rollouts early.

An evaluator maps ``(rules, state)`` to one number per seat and per other scoring row (its *points-like*
value: more is better), or, in a cooperative game, to the team's points (``{"team": points}``);
``Rewarder.static`` turns it into rewards (0..1): each seat's margin over the best other row, or the team's
points over their maximum. The default reads the game's provisional ``ScoreSheet``; a game that knows
better what a position is worth lends its evaluator through its search hooks (``SearchHooks.evaluate``).
Searches only ever call an evaluator on positions they made (a copy, or a determinisation from the seat's
knowledge), so it may read the whole state.
"""

from __future__ import annotations

from typing import Any, Callable

Evaluator = Callable[[Any, Any], dict[Any, float]]


def score_sheet(rules: Any, state: Any) -> dict[Any, float]:
    """The provisional totals of the score sheet (every row: seats and fixed ids)."""
    return {k: float(v) for k, v in rules.scores(state).totals.items()}
