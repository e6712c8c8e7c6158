"""What a finished (or cut-off) game is worth to each seat, read from the game's ``ScoreSheet``.

Searches need one number per seat in 0..1:

- a game with one shared score (``sheet.team``): the team's score over its maximum (``SearchHooks.team_max``,
  else the highest seen so far), for every seat;
- otherwise the winners share ``1`` (nobody gets it when a non-player row such as angels' dark angel takes
  the game), blended with a smooth margin over the best other row (``tanh`` of the points ahead, scaled by
  the size of the scores), so that a search also prefers winning big and losing small.

``static`` values a position that is not over from its provisional scores (the margin term alone); a game
whose provisional sheet says nothing (hidden needs, say) gets 0.5 for everyone; a game may lend a better
judgement of such positions (``SearchHooks.evaluate``).
"""

from __future__ import annotations

import math
from typing import Any

from .evaluators import Evaluator, score_sheet
from .hooks import hooks_for


class Rewarder:
    """Rewards per seat from score sheets (``margin``: the weight of the margin in a finished game)."""

    def __init__(self, team_max: float | None = None, margin: float = 0.3, evaluate: Evaluator | None = None) -> None:
        self.team_max = team_max
        self.margin = margin
        self.evaluate = evaluate or score_sheet
        self._seen_max = 1.0

    def _team(self, team: float, n: int) -> list[float]:
        top = self.team_max
        if top is None:
            self._seen_max = max(self._seen_max, abs(float(team)))
            top = self._seen_max
        v = min(1.0, max(0.0, float(team) / top)) if top else 0.0
        return [v] * n

    @staticmethod
    def _margins(totals: dict[Any, float], n: int) -> list[float]:
        values = list(totals.values())
        scale = max(1.0, 0.15 * max((abs(v) for v in values), default=0))
        out = []
        for seat in range(n):
            mine = totals.get(seat, 0)
            others = [v for k, v in totals.items() if k != seat]
            best = max(others) if others else 0
            out.append(0.5 + 0.5 * math.tanh((mine - best) / scale))
        return out

    def final(self, rules: Any, state: Any) -> list[float]:
        sheet = rules.scores(state)
        n = len(rules.player_names(state))
        if sheet.team is not None:
            return self._team(sheet.team, n)
        winners = sheet.winners
        share = 1.0 / len(winners) if winners else 0.0
        win = [share if seat in winners else 0.0 for seat in range(n)]
        if not self.margin:
            return win
        m = self._margins(sheet.totals, n)
        w = self.margin
        return [(1 - w) * a + w * b for a, b in zip(win, m)]

    def static(self, rules: Any, state: Any) -> list[float]:
        n = len(rules.player_names(state))
        if self.evaluate is score_sheet:
            sheet = rules.scores(state)
            if sheet.team is not None:
                return self._team(sheet.team, n)
            totals = sheet.totals
        else:
            totals = self.evaluate(rules, state)
            if self.team_max is not None:
                return self._team(sum(totals.values()), n)
        if not any(totals.values()):
            return [0.5] * n
        return self._margins(totals, n)


def rewarder_for(rules: Any) -> Rewarder:
    """The rewarder for a game's rules, with its team maximum and evaluator (its search hooks)."""
    hooks = hooks_for(rules)
    return Rewarder(hooks.team_max, evaluate=hooks.evaluate)
