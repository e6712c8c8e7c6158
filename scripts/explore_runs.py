"""Answer each game's questions with tournaments between bots and write the tables for the explore notebooks.

    python scripts/explore_runs.py                       # all cores, the sizes below (some minutes)
    python scripts/explore_runs.py --scale 0.1 --only herds
    python scripts/explore_runs.py --scheduler tcp://10.0.0.5:8786 --scale 10   # on a Dask cluster
    python scripts/explore_runs.py --bots angels=random,greedy,mcts              # a bot registered later

Writes small CSV files to notebooks/data/ (``--out``): for each game, one file per question
(``<game>_<question>.csv``), each row an estimate with its 95% interval, and ``explore_runs.json``
(the sizes, seeds, bots, times and versions that made them). Every number comes from
``genesis_nb.explore.questions``; rerunning with the same arguments gives the same files.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: the bots each game's questions use unless --bots says otherwise (a bot registered later, such as MCTS,
#: joins by --bots <game>=random,greedy,mcts); a game not listed uses every bot it registers
BOTS = {"angels": ["random", "greedy"], "herds": ["random", "greedy"], "planet": ["random", "heuristic"]}

#: games per cell of each table at --scale 1 (a cell: a player count and a lineup, or a reading)
SIZES = {
    # angels' readings: one greedy angel among random ones, so that the dark angel takes some games and
    # the readings about it (dark_tie, dark_after_work, ...) can show
    "angels": {
        "dark_angel": {"random": 1000, "greedy": 200},
        "readings": 600,
        "readings_players": 3,
        "readings_lineup": ["greedy", "random", "random"],
        "ratings": 400,
        "ratings_players": 4,
    },
    "herds": {
        "first_player": {"random": 2000, "greedy": 120},
        "readings": 1000,
        "readings_bot": "random",
        "readings_players": 4,
        "ratings": 400,
        "ratings_players": 2,
    },
    "planet": {"levels": {"random": 1000, "heuristic": 500}, "readings": 400, "readings_players": 4},
}


def _scaled(value, scale: float):
    if isinstance(value, dict):
        return {k: _scaled(v, scale) for k, v in value.items()}
    return max(1, round(value * scale))


def _write(df, path: Path) -> None:
    df = df.copy()
    for c in df.columns:
        if df[c].dtype.kind == "f":
            df[c] = df[c].round(4)
    df.to_csv(path, index=False)
    print(f"  wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} ({len(df)} rows)", flush=True)


def run_game(
    name: str, bots: list[str], scale: float, seed: int, out: Path, kw: dict, want: set[str] | None = None
) -> dict:
    from genesis_nb import game
    from genesis_nb.explore import questions as q

    info = game(name)
    sizes = SIZES.get(name, {"readings": 300})
    done: dict[str, dict] = {}
    strong = [b for b in bots if b != "random"]

    def timed(label: str, fn, *args, **kwargs):
        t0 = time.perf_counter()
        print(f"{name}: {label} ...", flush=True)
        result = fn(*args, **kwargs)
        done[label] = {"seconds": round(time.perf_counter() - t0, 1)}
        return result

    def asked(label: str) -> bool:
        return want is None or label in want

    if name == "angels" and asked("dark_angel"):
        g = _scaled(sizes["dark_angel"], scale)
        g = {b: g.get(b, g.get("greedy", 200)) for b in bots}
        dark_angel_strength = info.hook("questions")["dark_angel_strength"]
        df = timed("dark_angel", dark_angel_strength, bots=bots, games=g, seed=seed, **kw)
        done["dark_angel"]["games_per_cell"] = g
        _write(df, out / "angels_dark_angel.csv")
    if not info.team_score and name != "angels" and asked("first_player"):  # herds (and book): the seats' edge
        g = _scaled(sizes.get("first_player", {"random": 1000}), scale)
        g = {b: g.get(b, min(g.values())) for b in bots}
        df = timed("first_player", q.first_player_advantage, bots=bots, games=g, seed=seed, game=name, **kw)
        done["first_player"]["games_per_cell"] = g
        _write(df, out / f"{name}_first_player.csv")
    if info.team_score and asked("levels"):
        g = _scaled(sizes.get("levels", {"random": 400}), scale)
        g = {b: g.get(b, min(g.values())) for b in bots}
        df = timed("levels", q.team_levels, bots=bots, games=g, seed=seed, game=name, **kw)
        done["levels"]["games_per_cell"] = g
        _write(df, out / f"{name}_levels.csv")
    # each reading against the default, on the same seeds
    if not asked("readings"):
        return done
    n = sizes.get("readings_players", info.max_players)
    bot = sizes.get("readings_bot") or (strong[0] if strong else "random")
    lineup = sizes.get("readings_lineup") or [bot] * n
    g = _scaled(sizes.get("readings", 300), scale)
    df = timed("readings", q.reading_effects, name, players=n, bots=lineup, games=g, seed=seed, **kw)
    done["readings"].update(games_per_cell=g, players=n, bots=lineup)
    _write(df, out / f"{name}_readings.csv")
    # the bots against each other
    if not info.team_score and len(bots) > 1 and asked("ratings"):
        n = sizes.get("ratings_players", info.min_players)
        g = _scaled(sizes.get("ratings", 400), scale)
        r, w = timed("ratings", q.bot_ratings, name, players=n, bots=bots, games=g, seed=seed, **kw)
        done["ratings"].update(games=g, players=n)
        _write(r, out / f"{name}_ratings.csv")
        _write(w, out / f"{name}_bot_win_rates.csv")
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", nargs="*", help="games to run (default: every registered game with bots)")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every size by this (0.1: a quick look)")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out", type=Path, default=ROOT / "notebooks" / "data")
    ap.add_argument("--workers", type=int, default=None, help="processes (default: all cores; 1: this process)")
    ap.add_argument("--scheduler", default=None, help="a Dask scheduler address, e.g. tcp://10.0.0.5:8786")
    ap.add_argument(
        "--bots",
        action="append",
        default=[],
        metavar="GAME=BOT,BOT",
        help="the bots of a game's questions, e.g. angels=random,greedy,mcts",
    )
    ap.add_argument("--questions", nargs="*", help="only these: dark_angel first_player levels readings ratings")
    ap.add_argument("--no-progress", action="store_true")
    args = ap.parse_args(argv)

    import genesis_nb

    bots = {k: list(v) for k, v in BOTS.items()}
    for item in args.bots:
        g, _, names = item.partition("=")
        bots[g] = [b for b in names.split(",") if b]
    games = args.only or [n for n, info in genesis_nb.games().items() if info.bots]
    args.out.mkdir(parents=True, exist_ok=True)
    kw: dict = {"progress": False if args.no_progress else None}
    client = None
    if args.scheduler:
        from distributed import Client

        client = Client(args.scheduler)
        kw["executor"] = client
    elif args.workers:
        kw["workers"] = args.workers
    meta_path = args.out / "explore_runs.json"
    meta = {"games": {}}
    if args.only or args.questions:  # a partial run keeps what earlier runs recorded
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
    run = {
        "seed": args.seed,
        "scale": args.scale,
        "python": platform.python_version(),
        "cores": os.cpu_count(),
        "executor": args.scheduler or f"process pool of {args.workers or os.cpu_count()}",
    }
    for key in ("seed", "scale", "python", "cores", "executor", "seconds"):  # recorded per game since 2026-11
        meta.pop(key, None)
    want = set(args.questions) if args.questions else None
    t0 = time.perf_counter()
    failed = []
    try:
        for name in games:
            info = genesis_nb.game(name)
            names = bots.get(name) or list(info.bots)
            entry = meta["games"].setdefault(name, {})
            entry.update(run, bots=names)  # how this game's tables were made: each game keeps its own run
            t_game = time.perf_counter()
            try:
                entry.setdefault("questions", {}).update(
                    run_game(name, names, args.scale, args.seed, args.out, kw, want)
                )
                entry["seconds"] = round(time.perf_counter() - t_game, 1)
            except Exception as exc:  # one game's failure does not lose the others' tables
                print(f"{name}: FAILED: {exc!r}", file=sys.stderr, flush=True)
                entry["failed"] = repr(exc)[:500]
                failed.append(name)
    finally:
        if client is not None:
            client.close()
    meta_path.write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    print(
        f"done in {time.perf_counter() - t0:.1f} s" + (f"; failed: {', '.join(failed)}" if failed else ""), flush=True
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
