"""A win rate with its confidence interval, and head-to-head matches between two bots.

``wilson`` is the kit's one Wilson score interval: pure Python (the bots need no NumPy);
``genesis_nb.explore.stats.wilson`` applies it to columns of a table. The kit keeps its own rather than
``statsmodels.stats.proportion.proportion_confint(method="wilson")`` or SciPy's ``binomtest``: neither is a
dependency of the kit, the formula is a few lines, and both libraries take whole counts, while a shared win
here counts a fraction (1/k for each of k winners, 0.5 for a draw); ``tests/bots/test_bots_stats.py``
checks it against the textbook values.

>>> lo, hi = wilson(18, 24)
>>> round(lo, 3), round(hi, 3)
(0.551, 0.88)
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from numbers import Real
from typing import Any, Callable

Z95 = statistics.NormalDist().inv_cdf(0.975)  # 1.959963984540054


def z_of(confidence: float) -> float:
    """The normal quantile of a two-sided ``confidence`` interval (1.96 for 0.95)."""
    if isinstance(confidence, bool) or not isinstance(confidence, Real) or not 0 < confidence < 1:
        raise ValueError(f"confidence is between 0 and 1 (0.95 for a 95% interval), not {confidence!r:.40}")
    return Z95 if confidence == 0.95 else statistics.NormalDist().inv_cdf((1 + float(confidence)) / 2)


def wilson(wins: float, games: float, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``wins`` in ``games`` (a shared win or a draw counts its
    fraction), 95% by default: ``(lower, upper)``; ``(0.0, 1.0)`` for no games (every rate is possible)."""
    for name, x in (("wins", wins), ("games", games)):
        if isinstance(x, bool) or not isinstance(x, Real) or not math.isfinite(x) or x < 0:
            raise ValueError(f"{name} is a number of 0 or more, not {x!r:.40}")
    if wins > games:
        raise ValueError(f"wins ({wins}) cannot be more than games ({games})")
    z = z_of(confidence)
    if games == 0:
        return 0.0, 1.0
    n = float(games)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    # the ends exact (no rounding crumbs such as 2.8e-17 when nothing, or everything, was won)
    lower = 0.0 if wins == 0 else max(0.0, centre - half)
    upper = 1.0 if wins == games else min(1.0, centre + half)
    return lower, upper


@dataclass
class Match:
    """How a bot fared against another over games with the seats alternated: ``score`` counts 1 for each
    game it ended with more points than the other bot, 0.5 for equal points; ``wins`` the games it won
    outright (in angels the dark angel can beat both)."""

    games: int = 0
    score: float = 0.0
    wins: float = 0.0
    other_wins: float = 0.0
    seconds: float = 0.0
    margins: list[float] = field(default_factory=list)  # its points less the other bot's, game by game

    @property
    def rate(self) -> float:
        return self.score / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.score, self.games)

    @property
    def margin(self) -> tuple[float, float, float]:
        """The mean points ahead of the other bot, with its 95% interval (normal approximation)."""
        if not self.margins:
            return 0.0, 0.0, 0.0
        m = statistics.mean(self.margins)
        half = (
            Z95 * statistics.stdev(self.margins) / math.sqrt(len(self.margins)) if len(self.margins) > 1 else math.inf
        )
        return m, m - half, m + half

    def __str__(self) -> str:
        lo, hi = self.interval
        m, mlo, mhi = self.margin
        return (
            f"{self.score:g}/{self.games} = {self.rate:.2f} (95% interval {lo:.2f}..{hi:.2f}); "
            f"outright wins {self.wins:g} against {self.other_wins:g}; "
            f"points ahead {m:+.1f} (95% {mlo:+.1f}..{mhi:+.1f})"
        )


def head_to_head(
    info: Any,
    make_a: Callable[[int], Any],
    make_b: Callable[[int], Any],
    games: int,
    players: int = 2,
    seed: int = 0,
    processes: int = 1,
) -> Match:
    """Bot A (one seat, taking each seat in turn) against bot B (every other seat), ``games`` games of
    ``players`` players; each game's seed and the bots' seeds come from ``seed``. With ``processes`` > 1 the
    games are shared out among that many worker processes (the bot makers must pickle); the match is the
    same game for game."""
    import time

    if isinstance(processes, bool) or not isinstance(processes, int) or processes < 1:
        raise ValueError(f"processes is a whole number of 1 or more, not {processes!r:.40}")
    t0 = time.perf_counter()
    args = [(info, make_a, make_b, g, players, seed) for g in range(games)]
    if processes == 1 or games < 2:
        results = [_one_game(*a) for a in args]
    else:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=min(processes, games)) as pool:
            results = list(pool.map(_one_game, *zip(*args)))
    m = Match()
    for seat, totals, winners in results:
        mine = totals[seat]
        best_other = max(totals[s] for s in range(players) if s != seat)
        m.score += 1.0 if mine > best_other else 0.5 if mine == best_other else 0.0
        m.margins.append(float(mine - best_other))
        if winners:
            m.wins += 1.0 / len(winners) if seat in winners else 0.0
            m.other_wins += sum(1.0 / len(winners) for s in winners if s != seat)
        m.games += 1
    m.seconds = time.perf_counter() - t0
    return m


def _one_game(
    info: Any, make_a: Callable[[int], Any], make_b: Callable[[int], Any], g: int, players: int, seed: int
) -> tuple[int, dict[int, Any], list[int]]:
    """Game ``g`` of a match: bot A's seat, the points of every seat and the winners."""
    from .base import play_out

    seat = g % players
    bots = [make_a(seed * 1000 + g) if s == seat else make_b(seed * 1000 + 100 * s + g) for s in range(players)]
    game = info.new_game(players, seed=seed * 10_000 + g)
    play_out(game, bots)
    sheet = game.scores()
    return seat, dict(sheet.totals), list(sheet.winners or [])
