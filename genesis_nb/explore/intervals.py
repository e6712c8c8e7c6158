"""Intervals where a bootstrap gives none: every resample of the games agreed (a bot that never, or always,
won), so its percentile interval has zero width. The fallback is Wilson's interval of the share over the
group's games, the game being the unit resampled (a bot's seats and comparisons within one game are not
independent, so counting games, not seats, keeps the interval from being too narrow)."""

from __future__ import annotations

import math

import numpy as np

from ..bots.stats import wilson as one_wilson

#: how far (Elo points) a rating is searched for a bound: odds of 10**20 to one
SEARCH = 8000.0


def rate_fallback(
    rate: np.ndarray, games: np.ndarray, lower: np.ndarray, upper: np.ndarray, confidence: float
) -> tuple[np.ndarray, np.ndarray]:
    """``(lower, upper)`` with Wilson's interval over the games wherever the rate is 0 or 1 and every resample
    agreed (a rate fixed by the lineup, such as one bot in every seat, is left as it is)."""
    lo, hi = np.array(lower, dtype=float), np.array(upper, dtype=float)
    for i, (p, g) in enumerate(zip(rate, games)):
        if g > 0 and p in (0.0, 1.0) and lo[i] == hi[i]:
            lo[i], hi[i] = one_wilson(float(p) * float(g), float(g), confidence)
    return lo, hi


def _expected(i: int, shift: float, rating: np.ndarray, met: np.ndarray) -> float:
    """Bot ``i``'s expected share of its comparisons, its rating moved by ``shift``, the others' as they are."""
    d = rating[i] + shift - rating
    p = 1.0 / (1.0 + np.power(10.0, -d / 400.0))
    return float((met[i] * p).sum() / met[i].sum())


def _shift_for(i: int, share: float, rating: np.ndarray, met: np.ndarray) -> float:
    """How far bot ``i``'s rating moves for its expected share to be ``share`` (bisection: it grows with it)."""
    a, b = -SEARCH, SEARCH
    for _ in range(100):
        m = (a + b) / 2
        if _expected(i, m, rating, met) < share:
            a = m
        else:
            b = m
    return (a + b) / 2


def rating_fallback(
    rating: np.ndarray,
    lower: np.ndarray,
    upper: np.ndarray,
    wins: np.ndarray,
    games: np.ndarray,
    anchor: int | None,
    confidence: float,
) -> tuple[np.ndarray, np.ndarray]:
    """``(lower, upper)`` of the ratings where every bootstrap replicate agreed: Wilson's interval of the
    bot's score (its share of the comparisons won) over its games, turned into ratings through the model, the
    other bots held at their ratings (then the ratings average 0 again, or the anchor is 0). A bot that won
    (or lost) every comparison keeps its estimate as its far bound, which rests on the prior, as a
    bootstrap's does; the anchor is 0 by definition."""
    lo, hi = np.array(lower, dtype=float), np.array(upper, dtype=float)
    met = wins + wins.T
    np.fill_diagonal(met, 0.0)
    k = len(rating)
    for i in range(k):
        if i == anchor or met[i].sum() == 0 or games[i] == 0 or not lo[i] == hi[i]:
            continue
        score = float(wins[i].sum() / met[i].sum())
        s_lo, s_hi = one_wilson(score * float(games[i]), float(games[i]), confidence)
        moved = 1.0 if anchor is not None else 1.0 - 1.0 / k  # the others move back by shift / k to average 0
        lo[i] = rating[i] + moved * _shift_for(i, s_lo, rating, met) if score > 0 else rating[i]
        hi[i] = rating[i] + moved * _shift_for(i, s_hi, rating, met) if score < 1 else rating[i]
        lo[i], hi[i] = min(lo[i], rating[i]), max(hi[i], rating[i])
        if not (math.isfinite(lo[i]) and math.isfinite(hi[i])):  # pragma: no cover - the search is bounded
            lo[i], hi[i] = rating[i], rating[i]
    return lo, hi
