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
import importlib.util
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

from . import checks

#: seconds to wait for a Dask scheduler (``--scheduler``) to answer
CONNECT_SECONDS = 10


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
        try:
            return _list_questions(args.game)
        except ValueError as exc:
            return _error(exc)
    if not args.bots and args.question is None:
        ap.error("give one bot name per seat (or --question NAME)")
    try:  # what can be checked here is, before a cluster starts or a game is played
        args.out = _out_path(args.out)
        checks.optional_whole(args.local_cluster, "--local-cluster", 1, checks.MAX_WORKERS)
        options = _options(args.option)
        question = _question(args.game, args.question)
    except (TypeError, ValueError) as exc:
        return _error(exc)

    from ..registry import game
    from . import ratings, tournament, win_rates

    kw = dict(
        players=args.players,
        games=args.games,
        seed=args.seed,
        options=options or None,
        chunk_size=args.chunk_size,
        progress=False if args.no_progress else True,
    )
    try:
        client, cluster = _connect(args)
    except (ImportError, ValueError) as exc:
        return _error(exc)
    if client is not None:
        kw["executor"] = client
    else:
        kw["workers"] = args.workers
    t0 = time.perf_counter()
    try:
        if question is not None:
            return _answer(args, question, kw)
        df = tournament(args.game, args.bots, **kw)
    except (TypeError, ValueError) as exc:  # an argument refused before any game: its sentence, no traceback
        return _error(exc)
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()
    import pandas as pd

    took = time.perf_counter() - t0
    if args.out and _save(df, args.out, "rows"):  # saved before any table is made: the rows are never lost
        return 1
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
        print(f"\nrows saved to {args.out}")
    return 0


def _error(exc: BaseException) -> int:
    """Print a refusal's sentence as the command line's ``error: ...`` line; the exit status for it."""
    print(f"error: {exc}", file=sys.stderr)
    return 2


def _out_path(out: str | None) -> str | None:
    """``--out`` (``~`` expanded) once it is known that a file can be written there: a folder that exists
    and may be written in, a name that is not a folder's, pyarrow for a ``.parquet`` file."""
    if out is None:
        return None
    path = Path(out).expanduser()
    folder = path.parent
    if not folder.is_dir():
        raise ValueError(f"--out: there is no folder {str(folder)!r} to save in: make it first, or give another path")
    if path.is_dir():
        raise ValueError(f"--out: {out!r} is a folder: give a file's name in it, such as rows.csv.gz")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise ValueError(f"--out: {out!r} cannot be written (no permission)")
    if path.suffix == ".parquet" and importlib.util.find_spec("pyarrow") is None:
        raise ValueError("--out: a .parquet file needs pyarrow (pip install pyarrow); or give .csv or .csv.gz")
    return str(path)


def _options(items: list[str]) -> dict[str, object]:
    """The ``--option NAME=VALUE`` items as a dict (true, false and whole numbers read as such)."""
    options: dict[str, object] = {}
    for item in items:
        name, sign, raw = item.partition("=")
        if not sign or not name:
            raise ValueError(f"--option is NAME=VALUE, such as dark_tie=players; not {item!r:.60}")
        low = raw.lower()
        try:
            value: object = int(raw)
        except ValueError:
            value = True if low == "true" else False if low == "false" else raw
        options[name] = value
    return options


def _question(game: str, name: str | None) -> Callable[..., Any] | None:
    """The question ``name`` of ``game`` (None when none is asked for)."""
    if name is None:
        return None
    from .questions import questions_for

    found = questions_for(game)
    if name not in found:
        raise ValueError(f"{game} has no question {name!r}: ask {', '.join(found)}")
    return found[name]


def _connect(args: argparse.Namespace) -> tuple[Any, Any]:
    """``(client, cluster)`` of ``--local-cluster`` or ``--scheduler`` (``(None, None)`` without either).
    A scheduler that does not answer within ``CONNECT_SECONDS`` is refused with a sentence."""
    if args.scheduler is None and args.local_cluster is None:
        return None, None
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ImportError("a Dask cluster needs dask.distributed: pip install 'genesis_nb[explore]'") from None
    if args.local_cluster is not None:
        cluster = LocalCluster(n_workers=args.local_cluster, threads_per_worker=1, processes=True)
        return Client(cluster), cluster
    try:
        return Client(args.scheduler, timeout=CONNECT_SECONDS), None
    except ValueError as exc:
        raise ValueError(
            f"--scheduler: {args.scheduler!r:.80} is no scheduler's address (tcp://host:8786): {exc}"
        ) from None
    except OSError as exc:  # a refused connection, a time-out, a host not found
        raise ValueError(
            f"--scheduler: no Dask scheduler answered at {args.scheduler:.80} within {CONNECT_SECONDS} s ({exc})"
        ) from None


def _save(table: Any, out: str, what: str) -> int:
    """Write ``table`` to ``out`` (.parquet, or CSV compressed as its name says): 0, or 1 with an ``error:``
    line when that fails."""
    try:
        if out.endswith(".parquet"):
            table.to_parquet(out, index=False)
        else:
            table.to_csv(out, index=False)
    except OSError as exc:
        print(f"error: the {what} could not be saved to {out}: {exc}", file=sys.stderr)
        return 1
    return 0


def _list_questions(game: str) -> int:
    from .questions import questions_for

    for name, question in questions_for(game).items():
        print(f"{name}: {(question.__doc__ or '').strip().splitlines()[0]}")
    return 0


def _answer(args: argparse.Namespace, question: Callable[..., Any], kw: dict) -> int:
    """Answer ``question`` of ``args.game`` and print its table (or tables)."""
    import pandas as pd

    kw = {k: v for k, v in kw.items() if v is not None}
    if args.bots:
        kw["bots"] = args.bots
    t0 = time.perf_counter()
    result = question(game=args.game, **kw)
    pd.set_option("display.width", 160)
    print(f"{args.question} for {args.game}: {time.perf_counter() - t0:.1f} s")
    tables = result if isinstance(result, tuple) else (result,)
    for table in tables:
        print(table.round(4).to_string(index=False))
    if args.out:
        if _save(tables[0], args.out, "table"):
            return 1
        print(f"\ntable saved to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
