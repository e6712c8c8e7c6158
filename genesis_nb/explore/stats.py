"""Numbers with intervals from a tournament's DataFrame: win rates, ratings, scores, one row per game.

- ``win_rates(df, by="seat")``: the share of games won by seat, by bot (or any column), with a Wilson
  interval (successes = the win shares added up; a shared win counts 1/k) or a bootstrap over games.
- ``ratings(df)``: Bradley-Terry ratings on the Elo scale (400 points = 10 to 1 odds) from every pair of
  seats with different bots in every game, with bootstrap intervals (games resampled).
- ``score_summary(df, by="bot")``: mean score with a normal interval, and the quartiles.
- ``game_table(df)``: one row per game (winning score, whether the starting seat won, non-player rows...).

Every interval is a 95% one by default (``confidence``); the bootstrap resamples whole games, so
seats of one game (which are not independent) stay together.
"""

from __future__ import annotations

import math
import warnings
from numbers import Real
from typing import Any, Sequence

import numpy as np
import pandas as pd

from ..bots.stats import wilson as one_wilson
from ..bots.stats import z_of
from .intervals import rate_fallback, rating_fallback

#: the columns that tell one game from another when several tournaments' rows are put together
GAME_KEYS = ("options", "players", "lineup", "seed", "game")


def check_table(df: Any, columns: Sequence[str], what: str = "a tournament's DataFrame (from tournament())") -> None:
    """``df`` is a DataFrame (by default a tournament's rows) with ``columns``."""
    if not isinstance(df, pd.DataFrame):
        raise TypeError(f"give {what}, not {type(df).__name__}")
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise ValueError(f"the table has no column {', '.join(map(repr, missing))}: give {what}")


def columns_of(by: Any, name: str = "by") -> list[str]:
    """``by`` as a list of column names: one name, or a list or tuple of them (not empty)."""
    names = [by] if isinstance(by, str) else list(by) if isinstance(by, (list, tuple)) else None
    if names is None or not all(isinstance(c, str) for c in names):
        raise TypeError(f"{name} is a column's name (such as 'seat' or 'bot') or a list of them, not {by!r:.60}")
    if not names:
        raise ValueError(f"{name}: give at least one column")
    return names


def rows_of(df: pd.DataFrame) -> str:
    """The subject of a sentence about ``df``'s game: ``"planet is"``, or a phrase when its attrs name none."""
    name = df.attrs.get("game")
    return f"{name} is" if isinstance(name, str) else "these rows are a game that is"


def no_team(df: pd.DataFrame) -> None:
    """Refuse a cooperative game's rows (they have a ``team`` score: ``tournament`` adds it for a game whose
    definition has one), where a table of wins would show every seat and bot at 0."""
    if "team" in df.columns and bool(df["team"].notna().any()):
        raise ValueError(
            f"{rows_of(df)} cooperative: its players share one score, so no seat or bot wins over another "
            "(see team_levels_table, or score_summary of the team score)"
        )


def _count(value: Any, name: str) -> int:
    from .checks import whole

    return whole(value, name, 0)


def _real(value: Any, name: str) -> float:
    """A finite number of 0 or more."""
    if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value) or value < 0:
        raise ValueError(f"{name} is a number of 0 or more, not {value!r:.40}")
    return float(value)


def wilson(successes: Any, n: Any, confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """The Wilson score interval (``bots.stats.wilson``, the kit's one) of ``successes`` out of ``n``,
    element by element (arrays, columns or numbers; successes may be fractional, as shared wins are):
    ``(lower, upper)`` as arrays of their shape; NaN where ``n`` is 0."""
    z_of(confidence)
    k, m = np.broadcast_arrays(np.asarray(successes, dtype=float), np.asarray(n, dtype=float))
    lo, hi = np.full(k.shape, np.nan), np.full(k.shape, np.nan)
    for i in np.ndindex(k.shape):
        if m[i] != 0:
            lo[i], hi[i] = one_wilson(float(k[i]), float(m[i]), confidence)
    return lo, hi


def mean_interval(values: Any, confidence: float = 0.95) -> tuple[float, float, float]:
    """``(mean, lower, upper)``: the mean with a normal interval (mean +- z * sd / sqrt(n))."""
    v = np.asarray(values, dtype=float)
    v = v[~np.isnan(v)]
    if len(v) == 0:
        return (float("nan"),) * 3
    m = float(v.mean())
    if len(v) < 2:
        return m, float("nan"), float("nan")
    half = z_of(confidence) * float(v.std(ddof=1)) / np.sqrt(len(v))
    return m, m - half, m + half


def game_ids(df: pd.DataFrame) -> np.ndarray:
    """A number per game, telling apart games of different tournaments put together (``GAME_KEYS``)."""
    keys = [k for k in GAME_KEYS if k in df.columns]
    return df.groupby(keys, sort=False, observed=True).ngroup().to_numpy()


def bootstrap_games(per_game: np.ndarray, boot: int = 1000, seed: int = 0) -> np.ndarray:
    """Bootstrap sums: ``per_game`` is one row of numbers per game; the result has one row per replicate,
    each the column sums over a resample of the games (with replacement, as many as there are).

    Games with the same row are drawn together (a multinomial over the distinct rows), so a million
    games with a few hundred distinct outcomes cost no more than a few hundred."""
    boot = _count(boot, "boot")
    seed = _count(seed, "seed")
    x = np.asarray(per_game, dtype=float)
    if x.ndim == 1:
        x = x[:, None]
    g = len(x)
    rng = np.random.default_rng(seed)
    if g == 0:
        return np.zeros((boot, x.shape[1]))
    uniq, counts = np.unique(x, axis=0, return_counts=True)
    if len(uniq) <= 20_000:
        draws = rng.multinomial(g, counts / g, size=boot)
        return draws @ uniq
    return np.stack([x[rng.integers(0, g, g)].sum(axis=0) for _ in range(boot)])


def _percentiles(reps: np.ndarray, confidence: float) -> tuple[np.ndarray, np.ndarray]:
    a = (1 - confidence) / 2
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # a column with no replicate at all: NaN
        return np.nanquantile(reps, a, axis=0), np.nanquantile(reps, 1 - a, axis=0)


# ------------------------------------------------------------------------------------------ win rates
def win_rates(
    df: pd.DataFrame,
    by: str | Sequence[str] = "seat",
    *,
    method: str = "wilson",
    confidence: float = 0.95,
    boot: int = 2000,
    seed: int = 0,
) -> pd.DataFrame:
    """The share of games won by each value of ``by`` (``"seat"``, ``"bot"``, ``"starts"``, ...).

    Columns: the ``by`` columns, ``n`` (rows: seats played), ``games``, ``wins`` (win shares added up),
    ``rate`` (wins / n), ``lower``, ``upper`` and ``fair``: the rate if no seat and no bot had an edge
    (the games some seat won, shared equally among the seats). ``method``: ``"wilson"`` or
    ``"bootstrap"`` (games resampled; right when one bot holds several seats of a game; where the rate is 0
    or 1 every resample agrees, and Wilson's interval over the group's games is given instead). A cooperative
    game's rows are refused (nobody wins alone there: see ``questions.team_levels_table``).
    """
    by = columns_of(by)
    check_table(df, [*by, "win_share", "nobody_won", "players", "game"])
    no_team(df)
    if method not in ("wilson", "bootstrap"):
        raise ValueError(f"method is 'wilson' or 'bootstrap', not {method!r:.40}")
    boot = _count(boot, "boot")
    seed = _count(seed, "seed")
    z_of(confidence)
    d = df.assign(_fair=(~df["nobody_won"]).astype(float) / df["players"].astype(float))
    g = d.groupby(by, observed=True, sort=True)
    out = g.agg(
        n=("win_share", "size"), games=("game", "nunique"), wins=("win_share", "sum"), fair=("_fair", "mean")
    ).reset_index()
    out["rate"] = out["wins"] / out["n"]
    if method == "wilson":
        lo, hi = wilson(out["wins"], out["n"], confidence)
    elif method == "bootstrap":
        gid = game_ids(d)
        group = g.ngroup().to_numpy()
        m = int(group.max()) + 1 if len(group) else 0
        wins = np.zeros((gid.max() + 1 if len(gid) else 0, m))
        rows = np.zeros_like(wins)
        np.add.at(wins, (gid, group), d["win_share"].to_numpy(dtype=float))
        np.add.at(rows, (gid, group), 1.0)
        reps = bootstrap_games(np.hstack([wins, rows]), boot, seed)
        with np.errstate(invalid="ignore", divide="ignore"):
            rates = reps[:, :m] / reps[:, m:]
        lo, hi = _percentiles(rates, confidence)
        lo, hi = rate_fallback(out["rate"].to_numpy(), out["games"].to_numpy(), lo, hi, confidence)
    else:
        raise ValueError("method is 'wilson' or 'bootstrap'")
    out["lower"], out["upper"] = lo, hi
    return out[[*by, "n", "games", "wins", "rate", "lower", "upper", "fair"]]


# ------------------------------------------------------------------------------------------- ratings
def _pairs(df: pd.DataFrame, bots: list[str]) -> np.ndarray:
    """Per game, the pairwise results between different bots: an array (games, k*k) where column
    ``i*k + j`` holds bot i's wins over bot j in that game (a tie gives each half)."""
    k = len(bots)
    code = {b: i for i, b in enumerate(bots)}
    d = df.assign(_gid=game_ids(df), _bot=df["bot"].astype(str).map(code))
    n_games = int(d["_gid"].max()) + 1 if len(d) else 0
    out = np.zeros((n_games, k * k))
    for players, part in d.groupby("players", observed=True):
        p = int(players)
        part = part.sort_values(["_gid", "seat"], kind="stable")
        gids = part["_gid"].to_numpy().reshape(-1, p)[:, 0]
        b = part["_bot"].to_numpy().reshape(-1, p)
        r = part["rank"].to_numpy().reshape(-1, p)
        for a in range(p):
            for c in range(a + 1, p):
                ba, bc, ra, rc = b[:, a], b[:, c], r[:, a], r[:, c]
                mask = ba != bc
                res = np.where(ra < rc, 1.0, np.where(ra == rc, 0.5, 0.0))
                np.add.at(out, (gids[mask], ba[mask] * k + bc[mask]), res[mask])
                np.add.at(out, (gids[mask], bc[mask] * k + ba[mask]), 1.0 - res[mask])
    return out


def bradley_terry(wins: np.ndarray, prior: float = 0.0, tol: float = 1e-10, max_iter: int = 100_000) -> np.ndarray:
    """Bradley-Terry strengths (geometric mean 1) from ``wins[i, j]`` (i's wins over j), by the MM
    algorithm (Hunter 2004); ``prior`` virtual wins each way are added for every pair that met."""
    w = np.array(wins, dtype=float)
    met = (w + w.T) > 0
    w = w + prior * met
    n = w + w.T
    total = w.sum(axis=1)
    k = len(w)
    p: np.ndarray = np.ones(k)  # annotated: numpy's inferred shape types differ between its versions
    if k < 2:
        return p
    for _ in range(max_iter):
        den = (n / (p[:, None] + p[None, :])).sum(axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            new: np.ndarray = np.where(den > 0, total / den, 0.0)
        pos = new > 0
        if pos.any():
            new = new / np.exp(np.mean(np.log(new[pos])))
        if np.max(np.abs(new - p)) < tol:
            p = new
            break
        p = new
    return p


def _elo(p: np.ndarray, anchor: int | None, seen: np.ndarray | None = None) -> np.ndarray:
    """Strengths on the Elo scale, averaging 0 (or 0 for ``anchor``); NaN for a bot not ``seen`` (no
    comparison in a bootstrap replicate) and for any strength without a finite rating."""
    with np.errstate(divide="ignore", invalid="ignore"):
        r = 400 * np.log10(p)
    r = np.where(np.isfinite(r) & (True if seen is None else seen), r, np.nan)
    ok = ~np.isnan(r)
    base = r[anchor] if anchor is not None else (r[ok].mean() if ok.any() else 0.0)
    return r - base


def ratings(
    df: pd.DataFrame,
    *,
    anchor: str | None = None,
    boot: int = 500,
    confidence: float = 0.95,
    seed: int = 0,
    prior: float = 0.5,
) -> pd.DataFrame:
    """Bradley-Terry ratings of the bots on the Elo scale, with bootstrap intervals over games.

    Every pair of seats with different bots in a game is a comparison: the better rank wins, equal
    ranks tie (half each). A rating difference d means the first wins a comparison with probability
    1 / (1 + 10 ** (-d / 400)). Ratings average 0, or ``anchor`` (a bot's label) is 0.

    The estimate is the maximum a posteriori one of a symmetric prior: ``prior`` virtual wins each way
    are added to every pair of bots that met (half a win by default), so every rating and every bound
    is finite, even for a bot that won (or lost) every comparison: its rating and its far bound then
    rest on the prior (a bot that won all of its ``n`` comparisons with one other is rated as if it had
    won ``n + 0.5`` of ``n + 1``). ``prior=0`` gives the exact maximum-likelihood fit, which exists only
    when no bot won or lost every comparison (refused otherwise); bootstrap replicates without a finite
    fit, or in which a bot had no comparison, are left out of that bot's interval. Where every replicate
    agrees (one of two bots won every game), the interval comes from Wilson's interval of the bot's score
    over its games instead, turned into ratings through the model (``explore.intervals.rating_fallback``).

    Columns: ``bot`` (categorical, as in the rows), ``rating``, ``lower``, ``upper``, ``comparisons`` (a
    count), ``score`` (its share of the comparisons won), ``games``. A cooperative game's rows are refused (its bots share one score).
    """
    check_table(df, ("bot", "seat", "rank", "players"))
    no_team(df)
    boot = _count(boot, "boot")
    seed = _count(seed, "seed")
    prior = _real(prior, "prior")
    if anchor is not None and not isinstance(anchor, str):
        raise TypeError(f"anchor is a bot's label (such as 'random') or None, not {anchor!r:.60}")
    z_of(confidence)
    bots = [
        str(b)
        for b in (df["bot"].cat.categories if hasattr(df["bot"], "cat") else pd.unique(df["bot"]))
        if (df["bot"].astype(str) == str(b)).any()
    ]
    k = len(bots)
    if k < 2:
        raise ValueError("ratings need at least two different bots")
    per_game = _pairs(df, bots)
    wins = per_game.sum(axis=0).reshape(k, k)
    if anchor is not None and anchor not in bots:
        raise ValueError(f"anchor: no bot called {anchor!r:.60}: choose {', '.join(bots)}")
    a = bots.index(anchor) if anchor is not None else None
    comparisons = (wins + wins.T).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        score = wins.sum(axis=1) / comparisons
    if prior == 0 and ((score == 0) | (score == 1)).any():
        raise ValueError(
            "prior=0: a bot that won or lost every comparison has no finite rating; give a prior (such as 0.5)"
        )
    rating = _elo(bradley_terry(wins, prior), a)
    if boot:
        reps = bootstrap_games(per_game, boot, seed)
        elo = []
        for r in reps:
            w = r.reshape(k, k)
            elo.append(_elo(bradley_terry(w, prior), a, seen=(w + w.T).sum(axis=1) > 0))
        lo, hi = _percentiles(np.array(elo), confidence)
    else:
        lo = hi = np.full(k, np.nan)
    games = df.assign(_gid=game_ids(df)).groupby(df["bot"].astype(str))["_gid"].nunique()
    if boot:
        played = np.array([float(games.get(b, 0)) for b in bots])
        lo, hi = rating_fallback(rating, lo, hi, wins, played, a, confidence)
    kinds = [str(c) for c in df["bot"].cat.categories] if hasattr(df["bot"], "cat") else bots
    out = pd.DataFrame(
        {
            "bot": pd.Categorical(bots, categories=kinds),
            "rating": rating,
            "lower": lo,
            "upper": hi,
            "comparisons": np.rint(comparisons).astype("int64"),
            "score": score,
            "games": [int(games.get(b, 0)) for b in bots],
        }
    )
    return out.sort_values("rating", ascending=False, kind="stable").reset_index(drop=True)


# ---------------------------------------------------------------------------------------------- scores
def score_summary(
    df: pd.DataFrame, by: str | Sequence[str] = "bot", column: str = "score", confidence: float = 0.95
) -> pd.DataFrame:
    """Per value of ``by`` (its columns of the rows' types: ``bot`` categorical): ``n``, ``mean`` with
    ``lower``/``upper`` (normal interval), ``sd``, ``min``, ``q25``, ``median``, ``q75``, ``max`` of
    ``column`` (the score by default)."""
    by = columns_of(by)
    if not isinstance(column, str):
        raise TypeError(f"column is a column's name (such as 'score'), not {column!r:.60}")
    check_table(df, [*by, column])
    rows = []
    for key, part in df.groupby(by, observed=True, sort=True):
        v = part[column].astype(float).to_numpy()
        m, lo, hi = mean_interval(v, confidence)
        key = key if isinstance(key, tuple) else (key,)
        rows.append(
            {
                **dict(zip(by, key)),
                "n": len(v),
                "mean": m,
                "lower": lo,
                "upper": hi,
                "sd": float(np.std(v, ddof=1)) if len(v) > 1 else float("nan"),
                "min": float(np.min(v)),
                "q25": float(np.quantile(v, 0.25)),
                "median": float(np.median(v)),
                "q75": float(np.quantile(v, 0.75)),
                "max": float(np.max(v)),
            }
        )
    out = pd.DataFrame(rows)
    for c in by if rows else ():  # the groups' columns of the type they have in the rows (``bot``: categorical)
        out[c] = out[c].astype(df[c].dtype)
    return out


def game_table(df: pd.DataFrame, carry: Sequence[str] = ()) -> pd.DataFrame:
    """One row per game: its keys (``options``, ``players``, ``lineup``, ``seed``, ``game``), ``nobody_won``,
    ``plies``, ``team``/``level`` (a cooperative game), each ``<row>_score``, and ``top_score`` (the best
    seat's score), ``winning_score`` (the winners' score, NaN when nobody won), ``start_seat`` (the seat
    that made the first decision), ``start_win`` (its win share), ``ranks`` (the seats' ranks, as text)
    and ``winners`` (the winning seats, as text; empty when nobody won): two runs of the same seeds had
    the same outcome when both agree. ``carry``: more columns
    that hold one value per game (such as a label added to each tournament's rows) to keep."""
    carry = columns_of(carry, "carry") if carry else []
    check_table(df, ["game", "seat", "score", "rank", "win_share", "starts", *carry])
    keys = [k for k in GAME_KEYS if k in df.columns]
    d = df.sort_values("seat", kind="stable")  # seats in order within each game; games in order
    first = [c for c in d.columns if c in ("nobody_won", "plies", "team", "level") or c.endswith("_score")]
    first += [c for c in carry if c not in first]
    g = d.groupby(keys, observed=True, sort=False)
    out = g[first].first()
    out["top_score"] = g["score"].max()
    winners = d[d["win_share"] > 0]
    out["winning_score"] = winners.groupby(keys, observed=True, sort=False)["score"].max().reindex(out.index)
    starts = d[d["starts"]].groupby(keys, observed=True, sort=False)
    out["start_seat"] = starts["seat"].first().reindex(out.index)
    out["start_win"] = starts["win_share"].first().reindex(out.index)
    out["ranks"] = g["rank"].agg(lambda r: ",".join(str(int(x)) for x in r))
    out["winners"] = (
        d.assign(_w=np.where(d["win_share"] > 0, d["seat"].astype(str), ""))
        .groupby(keys, observed=True, sort=False)["_w"]
        .agg(lambda w: ",".join(x for x in w if x))
    )
    return out.reset_index()
