"""Exploring the games at scale: tournaments between bots on one core, all cores or a Dask cluster,
their results as a tidy DataFrame, ratings and win rates with intervals, and answers to each game's
questions (``genesis_nb.explore.questions``). Pure Python over the game registry: no Jupyter needed
(``pip install "genesis_nb[explore]"``: pandas, dask[distributed], tqdm).

    >>> from genesis_nb.explore import tournament, win_rates, ratings
    >>> df = tournament("herds", ["greedy", "random"], games=200)            # all cores
    >>> win_rates(df, by="seat"); ratings(df)                                # tables with intervals
    >>> df = tournament("angels", ["random"] * 4, games=10_000, executor=client)  # a Dask cluster

Charts of the results are in ``genesis_nb.charts.tournament`` (Bokeh).
"""

from .play import Entrant, TournamentSpec, derive_seed, play_chunk, play_game
from .replaying import replay_game
from .runner import chunks, plan, resolve_executor, tournament
from .stats import bootstrap_games, game_table, mean_interval, ratings, score_summary, wilson, win_rates

__all__ = [
    "tournament",
    "plan",
    "chunks",
    "replay_game",
    "resolve_executor",
    "Entrant",
    "TournamentSpec",
    "derive_seed",
    "play_game",
    "play_chunk",
    "win_rates",
    "ratings",
    "score_summary",
    "wilson",
    "mean_interval",
    "bootstrap_games",
    "game_table",
]
