"""The angels' own question for ``genesis_nb.explore``: how strong is the dark angel?

``QUESTIONS`` is the game's ``"questions"`` hook (``genesis_nb.explore.questions.questions_for("angels")``);
``dark_angel_table(df)`` summarises rows that were played already. Needs pandas (the explore extra).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence

import pandas as pd

from ..explore.questions import interval_row, play_lineups, with_bots
from ..explore.stats import game_table, mean_interval


def dark_angel_table(df: pd.DataFrame, by: Sequence[str] = ("players", "bots")) -> pd.DataFrame:
    """Per ``by`` group: ``games``, ``dark_wins``, ``rate`` with ``lower``/``upper`` (Wilson), the dark
    angel's mean score, the best angel's mean score and the margin (dark minus best angel) with its
    normal interval. ``df`` needs a ``bots`` column naming the lineup (``lineup`` is used if not)."""
    g = game_table(with_bots(df), carry=["bots"])
    rows = []
    for key, part in g.groupby(list(by), observed=True, sort=False):
        n = len(part)
        wins = int(part["nobody_won"].sum())
        margin = (part["dark_score"].astype(float) - part["top_score"].astype(float)).to_numpy()
        m, lo, hi = mean_interval(margin)
        key = key if isinstance(key, tuple) else (key,)
        rows.append(
            {
                **dict(zip(by, key)),
                "games": n,
                "dark_wins": wins,
                **interval_row(wins, n),
                "dark_score": float(part["dark_score"].astype(float).mean()),
                "best_angel": float(part["top_score"].mean()),
                "margin": m,
                "margin_lower": lo,
                "margin_upper": hi,
            }
        )
    return pd.DataFrame(rows)


def dark_angel_strength(
    players: Iterable[int] | int | None = None,
    bots: Sequence[str] | None = None,
    games: int | dict[str, int] = 300,
    seed: int = 0,
    mixed: bool = True,
    game: str = "angels",
    **kw: Any,
) -> pd.DataFrame:
    """How often the dark angel takes the game (no angel wins), by player count and lineup
    (each bot as a whole table; with ``mixed``, each other bot alone among ``bots[0]``), with Wilson
    intervals, and by how much it beats or trails the best angel (``dark_angel_table``). ``games`` may be
    a number per bot (``{"random": 1000, "greedy": 200}``), for the lineups that bot leads."""
    return dark_angel_table(play_lineups(game, players, bots, games, seed, mixed, **kw))


#: the angels' questions by name (the game's ``"questions"`` hook)
QUESTIONS: Mapping[str, Callable[..., pd.DataFrame]] = {"dark_angel_strength": dark_angel_strength}
