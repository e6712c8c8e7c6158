"""Questions about any game, answered by tournaments between bots, as tables with 95% intervals.

- ``first_player_advantage``: any game with winners (herds), the win rate by place in the turn order.
- ``team_levels``: any cooperative game (planet), the level each team of bots reaches.
- ``reading_effects``: any game, each catalogue reading's option against the default, on the same seeds.
- ``bot_ratings``: any game with winners, ratings of its bots against each other.

A game adds its own questions as its ``"questions"`` hook (a mapping of name to question, such as
``genesis_nb.angels.questions``); ``questions_for(game)`` gives the shared ones that apply and the game's.
Each takes the game by name, the bots by name (``GameInfo.bots``; by default "random" and the game's
own bots, not the slower search bots), ``games`` per cell of the table, ``seed``, and
``executor``/``workers``/``progress`` as ``tournament`` does. Each ``*_table(df)`` summarises rows that
were played already (one or more tournaments' DataFrames put together with ``pandas.concat``).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from . import checks
from .readings import reading_alternatives
from .runner import tournament
from .stats import check_table, game_table, mean_interval, no_team, rows_of, wilson

#: the bots that search (much slower than a game's own): played only when asked for by name
SEARCH_BOTS = ("mcts", "ismcts")


def _run(game: str, lineup: Sequence[str], games: int, seed: int, options: Any = None, **kw: Any) -> pd.DataFrame:
    return tournament(game, list(lineup), games=games, seed=seed, options=options, **kw)


def default_bots(info: Any) -> list[str]:
    """ "random" first, then the game's own bots (not the search bots)."""
    own = [b for b in info.bots if b not in SEARCH_BOTS and b != "random"]
    return ["random", *own]


def _lineups(bots: Sequence[str], n: int, mixed: bool) -> dict[str, list[str]]:
    """A team of each bot ("all greedy"), plus (``mixed``) each other bot alone among the first ("one
    greedy, others random")."""
    out = {f"all {b}": [b] * n for b in bots}
    if mixed and len(bots) > 1:
        for b in bots[1:]:
            out[f"one {b}, others {bots[0]}"] = [b] + [bots[0]] * (n - 1)
    return out


def play_lineups(
    game: str,
    players: Iterable[int] | int | None,
    bots: Sequence[str] | None,
    games: int | dict[str, int],
    seed: int,
    mixed: bool,
    **kw: Any,
) -> pd.DataFrame:
    """The rows of a tournament per player count and lineup (each bot as a whole table; with ``mixed``,
    each other bot alone among ``bots[0]``), labelled in a ``bots`` column. ``games`` may be a number per
    bot (``{"random": 1000, "greedy": 200}``), for the lineups that bot leads."""
    info = checks.game_info(game)
    counts = checks.player_counts(info, players)
    names = checks.bot_names(info, bots) or default_bots(info)
    games = checks.games_per_bot(games)
    seed = checks.whole(seed, "seed")
    mixed = bool(checks.flag(mixed, "mixed"))
    if isinstance(games, dict):
        unknown = [b for b in games if b not in names]
        if unknown:
            raise ValueError(f"games: {unknown[0]!r:.40} is not among the bots ({', '.join(names)})")
    cells = [(n, label, lineup) for n in counts for label, lineup in _lineups(names, n, mixed).items()]
    count = {label: games.get(lineup[0], 0) if isinstance(games, dict) else games for _, label, lineup in cells}
    if not any(count.values()):
        raise ValueError(f"games: no lineup has a game to play (they are led by {', '.join(names)})")
    frames = [
        _run(info.name, lineup, count[label], seed, **kw).assign(bots=label)
        for n, label, lineup in cells
        if count[label]
    ]
    return pd.concat(frames, ignore_index=True)


def with_bots(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` with a ``bots`` column naming its lineup (the ``lineup`` itself unless a label was given)."""
    return df if "bots" in df.columns else df.assign(bots=df["lineup"].astype(str))


def interval_row(k: float, n: int, confidence: float = 0.95) -> dict[str, float]:
    """The rate ``k / n`` with its Wilson interval (``rate``, ``lower``, ``upper``)."""
    lo, hi = wilson(k, n, confidence)
    return {"rate": k / n if n else float("nan"), "lower": float(lo), "upper": float(hi)}


# ------------------------------------------------------------------------------ games with winners
def first_player_table(df: pd.DataFrame, by: Sequence[str] = ("players", "bots")) -> pd.DataFrame:
    """Per ``by`` group and place in the turn order (``position`` 1 = the seat that decides first, then
    the seats after it): ``games``, ``wins`` (shares added up), ``rate`` with Wilson ``lower``/``upper``,
    ``fair`` (the rate with no edge: games that some seat won, shared equally) and ``edge`` (rate / fair: 1
    is no edge, 1.2 wins 20% more often than an equal share) with ``edge_lower``/``edge_upper``."""
    keys = ["options", "players", "lineup", "seed", "game"]
    check_table(df, [*keys, "seat", "starts", "win_share", "nobody_won"])
    no_team(df)
    d = with_bots(df)
    start = d.loc[d["starts"], keys + ["seat"]].rename(columns={"seat": "_start"})
    d = d.merge(start, on=keys, how="left")
    d["position"] = (d["seat"].astype(int) - d["_start"].astype(int)) % d["players"].astype(int) + 1
    d["_fair"] = (~d["nobody_won"]).astype(float) / d["players"].astype(float)
    rows = []
    for key, part in d.groupby([*by, "position"], observed=True, sort=True):
        n = len(part)
        wins = float(part["win_share"].sum())
        fair = float(part["_fair"].mean())
        r = interval_row(wins, n)
        edge = lambda v, fair=fair: v / fair if fair else float("nan")
        rows.append(
            {
                **dict(zip([*by, "position"], key)),
                "games": n,
                "wins": wins,
                **r,
                "fair": fair,
                "edge": edge(r["rate"]),
                "edge_lower": edge(r["lower"]),
                "edge_upper": edge(r["upper"]),
            }
        )
    return pd.DataFrame(rows)


def first_player_advantage(
    game: str,
    players: Iterable[int] | int | None = None,
    bots: Sequence[str] | None = None,
    games: int | dict[str, int] = 1000,
    seed: int = 0,
    **kw: Any,
) -> pd.DataFrame:
    """A game with winners: the win rate of each place in the turn order (1 = the first player), each bot playing every
    seat (so only the seat differs), by player count, with Wilson intervals (``first_player_table``).
    ``games`` may be a number per bot (``{"random": 2000, "greedy": 200}``)."""
    info = checks.game_info(game)
    if info.team_score:
        raise ValueError(
            f"{info.name} is cooperative: its players share one score, so no place in the turn order wins "
            "over another (see team_levels)"
        )
    return first_player_table(play_lineups(info, players, bots, games, seed, mixed=False, **kw))


# ---------------------------------------------------------------------------------- cooperative games
def team_levels_table(df: pd.DataFrame, by: Sequence[str] = ("players", "bots")) -> pd.DataFrame:
    """Per ``by`` group and level (lowest first): ``games``, ``reached`` (games ending at that level),
    ``share`` with Wilson ``lower``/``upper``, ``at_least`` (games at that level or higher) with its
    interval, and the group's mean team score with a normal interval (``mean_team``, ``team_lower``,
    ``team_upper``)."""
    check_table(df, ["players", "lineup", "seed", "game", "seat"])
    if "level" not in df.columns:
        raise ValueError(
            f"{rows_of(df)} not cooperative: each player has a score of their own and no team reaches a level "
            "(see first_player_table, or win_rates)"
        )
    g = game_table(with_bots(df), carry=["bots"])
    levels = list(df["level"].cat.categories) if hasattr(df["level"], "cat") else sorted(pd.unique(df["level"]))
    rows = []
    for key, part in g.groupby(list(by), observed=True, sort=True):
        n = len(part)
        m, lo, hi = mean_interval(part["team"].astype(float))
        key = key if isinstance(key, tuple) else (key,)
        lv = part["level"].astype(str).to_numpy()
        for i, level in enumerate(levels):
            k = int((lv == level).sum())
            k_up = int(np.isin(lv, levels[i:]).sum())
            a = interval_row(k, n)
            b = interval_row(k_up, n)
            rows.append(
                {
                    **dict(zip(by, key)),
                    "level": level,
                    "games": n,
                    "reached": k,
                    "share": a["rate"],
                    "lower": a["lower"],
                    "upper": a["upper"],
                    "at_least": b["rate"],
                    "at_least_lower": b["lower"],
                    "at_least_upper": b["upper"],
                    "mean_team": m,
                    "team_lower": lo,
                    "team_upper": hi,
                }
            )
    return pd.DataFrame(rows)


def team_levels(
    game: str,
    players: Iterable[int] | int | None = None,
    bots: Sequence[str] | None = None,
    games: int | dict[str, int] = 400,
    seed: int = 0,
    mixed: bool = False,
    **kw: Any,
) -> pd.DataFrame:
    """A cooperative game: the level each team of bots reaches (every seat the same bot; with ``mixed`` also each
    other bot among ``bots[0]``), by player count, with Wilson intervals (``team_levels_table``)."""
    info = checks.game_info(game)
    if not info.team_score:
        raise ValueError(
            f"{info.name} is not cooperative: each player has a score of their own and no team reaches a level "
            "(see first_player_advantage or bot_ratings)"
        )
    return team_levels_table(play_lineups(info, players, bots, games, seed, mixed, **kw))


# -------------------------------------------------------------------------------------- every game
def outcome_metrics(info: Any, g: pd.DataFrame) -> dict[str, tuple[str, pd.Series]]:
    """What a reading may change, per game (one value per row of ``game_table``): name -> (kind, values),
    kind ``"share"`` (0/1 per game) or ``"mean"``. A cooperative game: its team score and whether the team
    got above the lowest level; a game with a non-player row (such as angels' dark angel): how often nobody
    won and the best player's score; any other: the winning score and the starting seat's win share."""
    if info.team_score:
        lowest = g["level"].cat.categories[0] if hasattr(g["level"], "cat") else None
        return {
            "team score": ("mean", g["team"].astype(float)),
            "above the lowest level": ("share", (g["level"].astype(str) != str(lowest)).astype(float)),
        }
    extra = [c for c in g.columns if c.endswith("_score") and c not in ("top_score", "winning_score")]
    if extra:
        return {
            "nobody wins": ("share", g["nobody_won"].astype(float)),
            "best player's score": ("mean", g["top_score"].astype(float)),
            **{f"{c[:-6]} score": ("mean", g[c].astype(float)) for c in extra},
        }
    return {
        "winning score": ("mean", g["winning_score"].astype(float)),
        "starting seat wins": ("share", g["start_win"].astype(float)),
    }


def reading_effects_table(
    game: str, default: pd.DataFrame, alternatives: dict[tuple[str, str, Any], pd.DataFrame], confidence: float = 0.95
) -> pd.DataFrame:
    """Compare each alternative's games with the default's games of the same seeds (a paired design: the
    same deals, dice and bot seeds, only the option differs). One row per reading, value and metric:
    ``default`` and ``alternative`` (means or shares), ``difference`` with a normal interval of the paired
    differences, and the metric ``outcome changed`` (the share of games whose winners or seats' ranks, or
    team score, differ) with a Wilson interval."""
    from ..registry import game as get_game

    info = get_game(game)
    keys = ["players", "lineup", "seed", "game"]
    base = game_table(default).set_index(keys).sort_index()
    base_m = outcome_metrics(info, base.reset_index())
    rows = []
    for (rule, option, value), df in alternatives.items():
        alt = game_table(df).set_index(keys).reindex(base.index)
        alt_m = outcome_metrics(info, alt.reset_index())
        n = len(base)
        common = {
            "game": game,
            "players": int(base.index.get_level_values("players")[0]),
            "bots": str(base.index.get_level_values("lineup")[0]),
            "rule": rule,
            "option": option,
            "value": value,
            "games": n,
        }
        for name, (kind, before) in base_m.items():
            after = alt_m[name][1]
            diff = after.to_numpy() - before.to_numpy()
            m, lo, hi = mean_interval(diff, confidence)
            rows.append(
                {
                    **common,
                    "metric": name,
                    "kind": kind,
                    "default": float(np.nanmean(before)),
                    "alternative": float(np.nanmean(after)),
                    "difference": m,
                    "lower": lo,
                    "upper": hi,
                }
            )
        if info.team_score:
            changed = base["team"].to_numpy() != alt["team"].to_numpy()
        else:
            changed = (base["ranks"].to_numpy() != alt["ranks"].to_numpy()) | (
                base["winners"].to_numpy() != alt["winners"].to_numpy()
            )
        k = int(changed.sum())
        w_lo, w_hi = wilson(k, n, confidence)
        rows.append(
            {
                **common,
                "metric": "outcome changed",
                "kind": "share",
                "default": 0.0,
                "alternative": k / n,
                "difference": k / n,
                "lower": float(w_lo),
                "upper": float(w_hi),
            }
        )
    return pd.DataFrame(rows)


def reading_effects(
    game: str,
    players: int | None = None,
    bots: Sequence[str] | None = None,
    games: int = 400,
    seed: int = 0,
    readings: Sequence[str] | None = None,
    **kw: Any,
) -> pd.DataFrame:
    """Each catalogue reading's option against the default (``reading_effects_table``): ``games`` games
    of ``players`` (the game's largest count by default) with ``bots`` (one per seat, rotated; by default
    the game's bots other than "random", else "random", in every seat), played once with the default
    options and once per alternative value, all on the same seeds. ``readings``: rule ids to try (all)."""
    info = checks.game_info(game)
    (n,) = checks.player_counts(info, info.max_players if players is None else checks.whole(players, "players"))
    names = checks.bot_names(info, bots) or (default_bots(info)[1:2] or ["random"]) * n
    lineup = names if len(names) == n else (names * n)[:n]
    games = checks.whole(games, "games", 1, checks.MAX_GAMES)
    alternatives = reading_alternatives(info)
    if readings is not None:
        known = list(dict.fromkeys(alt["rule"] for alt in alternatives))
        if isinstance(readings, (str, bytes, Mapping)) or not isinstance(readings, Sequence):
            raise TypeError(f"readings is a list of rule ids (such as {known[:1]}), not {readings!r:.60}")
        asked = list(readings)
        for rule in asked:
            if rule not in known:
                raise ValueError(
                    f"readings: {info.name} has no reading {rule!r:.40} with an option: choose {', '.join(known)}"
                )
        alternatives = [alt for alt in alternatives if alt["rule"] in asked]
    default = _run(info.name, lineup, games, seed, **kw)
    alts = {}
    for alt in alternatives:
        df = _run(info.name, lineup, games, seed, options={alt["option"]: alt["value"]}, **kw)
        alts[(alt["rule"], alt["option"], alt["value"])] = df
    return reading_effects_table(info.name, default, alts)


def bot_ratings(
    game: str,
    players: int | None = None,
    bots: Sequence[str] | None = None,
    games: int = 400,
    seed: int = 0,
    boot: int = 500,
    **kw: Any,
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The game's bots against each other (every mix of them at ``players`` seats, rotated): their
    Bradley-Terry ratings (Elo scale, bootstrap intervals) and win rates (bootstrap over games), as
    ``(ratings, win_rates)``. Not for a cooperative game (nobody wins there: see ``team_levels``)."""
    from .stats import ratings, win_rates

    info = checks.game_info(game)
    if info.team_score:
        raise ValueError(f"{info.name} is cooperative: its bots share one score (see team_levels)")
    (n,) = checks.player_counts(info, info.min_players if players is None else checks.whole(players, "players"))
    # by default the game's own bots (the search bots, MCTS and ISMCTS, are much slower: ask for them)
    names = checks.bot_names(info, bots) or [b for b in info.bots if b not in SEARCH_BOTS]
    df = tournament(info.name, names, players=n, games=games, seed=seed, **kw)
    return ratings(df, boot=boot, seed=seed), win_rates(df, by="bot", method="bootstrap", seed=seed)


#: the shared questions: name -> (whether it applies to a game, the question)
SHARED: dict[str, tuple[Callable[[Any], bool], Callable[..., Any]]] = {
    "first_player_advantage": (lambda info: not info.team_score, first_player_advantage),
    "team_levels": (lambda info: info.team_score, team_levels),
    "reading_effects": (lambda info: True, reading_effects),
    "bot_ratings": (lambda info: not info.team_score, bot_ratings),
}


def questions_for(game: str) -> dict[str, Callable[..., Any]]:
    """The questions one may ask of a game by name: the shared ones that apply to it, then its own
    (its ``"questions"`` hook). Each takes ``game=`` and the keywords of ``first_player_advantage``."""
    from ..registry import game as get_game

    info = get_game(game)
    own: Mapping[str, Callable[..., Any]] = info.hook("questions", {})
    return {**{name: q for name, (applies, q) in SHARED.items() if applies(info)}, **own}
