"""Bokeh charts of scoring, shared by all games.

- ``score_breakdown(sheet_or_game, lang)``: the score sheet as stacked bars, one segment per category.
- ``scores_over_time(game, lang)``: points and pieces held per player over the rounds (two figures, one x).
- ``live_scores(widget_or_game, lang)``: the same as a widget that follows a board (``jupyter_bokeh``).
- ``simulate(new_game_fn, bots, n_games, seed)`` and ``outcomes_chart(results, lang)``: many bot games
  (for a cooperative game, planet: ``levels_chart``, the levels the team reached and its scores).
- ``tournament_chart(df)``, ``win_rate_chart``, ``score_chart``, ``ratings_chart``, ``interval_chart``:
  tournaments of ``genesis_nb.explore`` (win rates and ratings with intervals, score distributions).

Charts read what a rules model publishes (``rules.scores(state)``, ``rules.view(state)``, the events of
``game.steps``); they never recompute a rule. What a chart must know about a game (its words in English
and Dutch, its rounds, what a player holds) is in its ``ChartProfile`` (``charts.profiles``), which the game declares as its ``"chart"`` hook.

Call ``genesis_nb.setup()`` once in a notebook first, so BokehJS is loaded inline (no internet needed).
To show a figure: ``bokeh.io.show(fig)``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .profiles import ChartProfile, profile_for
from .simulate import outcome_summary, simulate
from .words import WORDS, word

if TYPE_CHECKING:
    from .figures import score_breakdown, scores_over_time
    from .levels import levels_chart
    from .outcomes import outcomes_chart
    from .tournament import interval_chart, ratings_chart, score_chart, tournament_chart, win_rate_chart

#: each name of the package drawn with Bokeh and the module it comes from, imported when first asked for: a
#: game's chart profile (``charts.profiles``) or a tournament's table reads its levels without importing Bokeh
_FROM = {
    "score_breakdown": "figures",
    "scores_over_time": "figures",
    "levels_chart": "levels",
    "outcomes_chart": "outcomes",
    "interval_chart": "tournament",
    "ratings_chart": "tournament",
    "score_chart": "tournament",
    "tournament_chart": "tournament",
    "win_rate_chart": "tournament",
}


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def live_scores(widget_or_game: Any, lang: str = "en", **kwargs: Any) -> Any:
    """Points and pieces held over the rounds, as a widget that updates while the game is played.

    Give a board widget (it has ``game`` and a ``view`` traitlet; the chart follows each change of
    ``view``) or a bare ``Game`` (then call ``.refresh()`` after playing). The result is a
    ``jupyter_bokeh.BokehModel``, to show on its own or beside the board: ``HBox([board, live])``.
    ``width`` and ``height`` (per figure) may be given.
    """
    from .live import LiveScores

    return LiveScores(widget_or_game, lang, **kwargs)


__all__ = [
    "score_breakdown",
    "scores_over_time",
    "live_scores",
    "simulate",
    "outcome_summary",
    "outcomes_chart",
    "levels_chart",
    "ChartProfile",
    "profile_for",
    "WORDS",
    "word",
    "tournament_chart",
    "win_rate_chart",
    "score_chart",
    "ratings_chart",
    "interval_chart",
]
