"""Many games played by bots, as a tidy table of outcomes (no Bokeh here).

>>> from functools import partial
>>> from genesis_nb.angels import new_game
>>> from genesis_nb.bots import RandomBot
>>> res = simulate(partial(new_game, 4), [RandomBot() for _ in range(4)], n_games=3, seed=1)
>>> len(res["games"]), sorted(res["games"][0])[:3]
(3, ['bots', 'extra_wins', 'extras'])
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Sequence

from ..bots.base import Bot, play_out
from .profiles import profile_for


def simulate(
    new_game_fn: Callable[..., Any],
    bots: Sequence[Bot],
    n_games: int = 100,
    seed: int = 0,
    *,
    rotate: bool = False,
    max_plies: int = 100_000,
) -> dict[str, Any]:
    """Play ``n_games`` games with ``bots`` (one per seat) and return their outcomes.

    ``new_game_fn(seed=...)`` makes a new game (``genesis_nb.angels.new_game`` for 4 players, or
    ``functools.partial(new_game, 3)``). Bots are any objects with ``name`` and ``choose(game)``;
    ``bots[s]`` plays seat ``s`` (as in ``play_out``). With ``rotate=True`` the bots change seats each
    game instead (game ``g`` gives seat ``s`` to ``bots[(s + g) % n]``), so that a seat's advantage and
    a bot's strength can be told apart.
    The run replays: each game's seed comes from ``seed``, and a bot with an ``rng``
    (a ``random.Random``, like ``RandomBot``) is reseeded from it before each game.

    Returns ``{"games": [...], "n_games", "n_players", "game" (the rules' name), "extra_rows"
    (the non-player rows), "team" (a cooperative game), "bot_names", "seed", "rotate", "seconds"}`` where
    each game is ``{"game", "seed", "players", "bots" (by seat), "totals" (players' points by seat),
    "extras" ({row: points} for non-player rows, like the dark angel), "winners" (names),
    "winner_seats", "extra_wins" (a non-player row took the game), "winning_score", "plies",
    "team" (a cooperative game's shared score, else None), "level" (the level it reached, else None),
    "rows" (a cooperative game's sheet: {row: {category: points}}, else None)}``; in a cooperative game
    every player's total is the team's score.
    """
    if n_games < 0:
        raise ValueError("n_games must be 0 or more")
    master = random.Random(seed)
    games = []
    n_players = None
    game_name = None
    extra_rows: list[str] = []
    started = time.perf_counter()
    for g in range(n_games):
        game_seed = master.randrange(2**32)
        game = new_game_fn(seed=game_seed)
        players = list(game.players)
        n = len(players)
        if len(bots) != n:
            raise ValueError(f"{len(bots)} bots for a game of {n} players: give one bot per seat")
        n_players = n
        by_seat = [bots[(s + g) % n] if rotate else bots[s] for s in range(n)]
        for b in dict.fromkeys(by_seat):  # each bot object once, in seat order
            rng = getattr(b, "rng", None)
            if isinstance(rng, random.Random):
                rng.seed(master.randrange(2**32))
        play_out(game, by_seat, max_plies=max_plies)
        sheet = game.scores()
        prof = profile_for(game)
        totals = sheet.totals
        game_name = game.rules.name
        team = sheet.team if prof.team else None
        if prof.team:  # one shared score: every player has it; the rows are parts of it (continents)
            extras: dict[str, int] = {}
            player_totals = [int(sheet.team or 0)] * n
        else:
            extras = {str(r): int(t) for r, t in totals.items() if not sheet.is_seat(r)}
            player_totals = [int(totals[s]) for s in range(n)]
        extra_rows = list(extras)
        extra_wins = bool(extras) and prof.extra_wins(sheet)
        winner_seats = list(sheet.winners)
        if winner_seats:
            winning = max(player_totals[s] for s in winner_seats)
        elif extra_wins:
            winning = max(extras.values())
        else:
            winning = None
        games.append(
            {
                "game": g,
                "seed": game_seed,
                "players": players,
                "bots": [b.name for b in by_seat],
                "totals": player_totals,
                "extras": extras,
                "winners": [players[s] for s in winner_seats],
                "winner_seats": winner_seats,
                "extra_wins": extra_wins,
                "winning_score": winning,
                "plies": len(game.steps),
                "team": team,
                "level": sheet.level if prof.team else None,
                "rows": {str(r): {c: int(v) for c, v in cats.items()} for r, cats in sheet.rows.items()}
                if prof.team
                else None,
            }
        )
    return {
        "games": games,
        "n_games": n_games,
        "n_players": n_players,
        "game": game_name,
        "extra_rows": extra_rows,
        "team": bool(games) and games[-1]["team"] is not None,
        "bot_names": [b.name for b in bots],
        "seed": seed,
        "rotate": rotate,
        "seconds": time.perf_counter() - started,
    }


def outcome_summary(results: dict[str, Any]) -> dict[str, Any]:
    """Shares of wins by seat, by bot and for the non-player rows, and the winning scores; for a
    cooperative game also the levels reached (``levels``: level -> games), the team's scores
    (``team_scores``: score -> games) and each row's mean points per category (``row_means``).

    A win shared by k players counts 1/k for each. ``by_bot`` is wins per game the bot played (a bot
    that plays every seat of every game but wins half of them scores 0.5 / its seats per game).
    """
    games = results["games"]
    n = results["n_players"] or 0
    total = len(games)
    seat_wins = [0.0] * n
    bot_wins: dict[str, float] = {}
    bot_played: dict[str, int] = {}
    extra_wins = 0
    scores_player: dict[int, int] = {}
    scores_extra: dict[int, int] = {}
    for g in games:
        for b in g["bots"]:
            bot_played[b] = bot_played.get(b, 0) + 1
            bot_wins.setdefault(b, 0.0)
        k = len(g["winner_seats"])
        for s in g["winner_seats"]:
            seat_wins[s] += 1 / k
            bot_wins[g["bots"][s]] += 1 / k
        if g["extra_wins"]:
            extra_wins += 1
        if g["winning_score"] is not None:
            bucket = scores_extra if g["extra_wins"] else scores_player
            bucket[g["winning_score"]] = bucket.get(g["winning_score"], 0) + 1
    levels: dict[str, int] = {}
    team_scores: dict[int, int] = {}
    rows: dict[str, dict[str, float]] = {}
    for g in games:
        if g.get("team") is None:
            continue
        levels[g["level"]] = levels.get(g["level"], 0) + 1
        team_scores[g["team"]] = team_scores.get(g["team"], 0) + 1
        for r, cats in (g.get("rows") or {}).items():
            mean = rows.setdefault(r, {})
            for c, v in cats.items():
                mean[c] = mean.get(c, 0.0) + v / total
    return {
        "levels": levels,
        "team_scores": dict(sorted(team_scores.items())),
        "row_means": rows,
        "games": total,
        "seat_share": [w / total if total else 0.0 for w in seat_wins],
        "extra_share": extra_wins / total if total else 0.0,
        "extra_wins": extra_wins,
        "bot_win_rate": {b: bot_wins[b] / bot_played[b] for b in bot_played},
        "bot_played": bot_played,
        "winning_scores_player": dict(sorted(scores_player.items())),
        "winning_scores_extra": dict(sorted(scores_extra.items())),
    }
