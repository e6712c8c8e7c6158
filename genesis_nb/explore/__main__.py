"""Run a tournament from the command line and print its win rates and ratings (docs/exploring.md), or
answer one of a game's questions (``explore.questions.questions_for``: the shared ones and the game's own).

    python -m genesis_nb.explore angels greedy random random random --games 10000
    python -m genesis_nb.explore angels random random random random --games 1000000 \\
        --scheduler tcp://scheduler:8786 --out angels_1m.csv.gz
    python -m genesis_nb.explore angels --questions
    python -m genesis_nb.explore angels random greedy --question dark_angel_strength --games 200
"""

from __future__ import annotations

import argparse
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m genesis_nb.explore",
        description="Play a tournament between bots, seats rotated, and print "
        "win rates by seat and by bot and the bots' ratings.",
    )
    ap.add_argument("game", help="a registered game (genesis_nb.games())")
    ap.add_argument("bots", nargs="*", help="one bot name per seat (or a pool with --players; a question's bots)")
    ap.add_argument("--players", type=int, default=None, help="seats, when the bots are a pool")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option (true/false/numbers are read as such)",
    )
    where = ap.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=None, help="processes (default: all cores; 1: this one)")
    where.add_argument("--scheduler", default=None, help="a Dask scheduler's address: tcp://host:8786")
    where.add_argument(
        "--local-cluster",
        type=int,
        default=None,
        metavar="N",
        help="start a Dask LocalCluster of N worker processes here",
    )
    ap.add_argument("--chunk-size", type=int, default=None, help="games per task (default: a few tasks per worker)")
    ap.add_argument("--out", default=None, help="save the rows: .csv, .csv.gz or .parquet (needs pyarrow)")
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--question", default=None, help="answer this question of the game (see --questions)")
    ap.add_argument("--questions", action="store_true", help="list the questions one may ask of the game")
    args = ap.parse_args(argv)
    if args.questions:
        return _list_questions(args.game)
    if not args.bots and args.question is None:
        ap.error("give one bot name per seat (or --question NAME)")

    import pandas as pd

    from ..registry import game
    from . import ratings, tournament, win_rates

    options = {}
    for item in args.option:
        name, _, raw = item.partition("=")
        low = raw.lower()
        options[name] = (
            True if low == "true" else False if low == "false" else int(raw) if raw.lstrip("-").isdigit() else raw
        )
    kw = dict(
        players=args.players,
        games=args.games,
        seed=args.seed,
        options=options or None,
        chunk_size=args.chunk_size,
        progress=False if args.no_progress else True,
    )
    client = cluster = None
    if args.scheduler or args.local_cluster:
        from distributed import Client, LocalCluster

        if args.local_cluster:
            cluster = LocalCluster(n_workers=args.local_cluster, threads_per_worker=1, processes=True)
            client = Client(cluster)
        else:
            client = Client(args.scheduler)
        kw["executor"] = client
    else:
        kw["workers"] = args.workers
    t0 = time.perf_counter()
    if args.question is not None:
        try:
            return _answer(args, kw)
        finally:
            if client is not None:
                client.close()
            if cluster is not None:
                cluster.close()
    try:
        df = tournament(args.game, args.bots, **kw)
    except (TypeError, ValueError) as exc:  # an argument refused before any game: its sentence, no traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    took = time.perf_counter() - t0
    pd.set_option("display.width", 120)
    a = df.attrs
    print(
        f"{a['games']} games of {a['game']} ({a['players']} players), options {a['options'] or 'default'}: "
        f"{took:.1f} s on {a['executor']} in {a['chunks']} tasks ({a['games'] / took:.0f} games/s)"
    )
    team = game(a["game"]).team_score
    if team:  # a cooperative game: nobody wins alone, the team reaches a level
        from .questions import team_levels_table

        print("\nlevels reached, by lineup (95% Wilson intervals; the mean team score with a normal interval):")
        print(team_levels_table(df).round(4).to_string(index=False))
    else:
        print("\nwin rate by seat (95% Wilson intervals):")
        print(win_rates(df, "seat").round(4).to_string(index=False))
    if df["bot"].nunique() > 1 and not team:
        print("\nwin rate by bot (95% bootstrap intervals over games):")
        print(win_rates(df, "bot", method="bootstrap").round(4).to_string(index=False))
        if df["win_share"].sum() > 0:
            print("\nratings (Bradley-Terry, Elo scale, 95% bootstrap intervals):")
            print(ratings(df).round(1).to_string(index=False))
    if args.out:
        if args.out.endswith(".parquet"):
            df.to_parquet(args.out, index=False)
        else:
            df.to_csv(args.out, index=False)
        print(f"\nrows saved to {args.out}")
    return 0


def _list_questions(game: str) -> int:
    from .questions import questions_for

    for name, question in questions_for(game).items():
        print(f"{name}: {(question.__doc__ or '').strip().splitlines()[0]}")
    return 0


def _answer(args: argparse.Namespace, kw: dict) -> int:
    """Answer ``args.question`` of ``args.game`` and print its table (or tables)."""
    import pandas as pd

    from .questions import questions_for

    found = questions_for(args.game)
    if args.question not in found:
        print(f"{args.game} has no question {args.question!r}: ask {', '.join(found)}", file=sys.stderr)
        return 2
    kw = {k: v for k, v in kw.items() if v is not None}
    if args.bots:
        kw["bots"] = args.bots
    t0 = time.perf_counter()
    result = found[args.question](game=args.game, **kw)
    pd.set_option("display.width", 160)
    print(f"{args.question} for {args.game}: {time.perf_counter() - t0:.1f} s")
    tables = result if isinstance(result, tuple) else (result,)
    for table in tables:
        print(table.round(4).to_string(index=False))
    if args.out:
        tables[0].to_csv(args.out, index=False)
        print(f"\ntable saved to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
