"""The tournament runner: many games between bots, seats rotated, on one core, all cores or a cluster.

    >>> from genesis_nb.explore import tournament
    >>> df = tournament("angels", ["greedy", "random", "random", "random"], games=8, executor="serial")
    >>> df.shape[0], sorted(df.groupby("bot", observed=True)["seat"].nunique().items())
    (32, [('greedy', 4), ('random', 4)])

The games are cut into chunks (a few per worker, at most ``MAX_CHUNK`` games each), so 10,000 games
are a hundred tasks, not 10,000. Each chunk is played by ``play.play_chunk`` wherever the executor
runs it; the results are the same on any executor because every game's seeds come from the master seed
and the game's index alone (``play.derive_seed``).
"""

from __future__ import annotations

import math
import os
import time
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from itertools import combinations_with_replacement, islice
from typing import Any, Iterable, Mapping, Sequence

from . import checks
from .play import Entrant, TournamentSpec, entrant, play_chunk

#: the most games in one task (a task should take seconds, not hours, so progress shows and work spreads)
MAX_CHUNK = 100
#: tasks per worker the chunking aims at, at least (so a slow chunk does not leave the others idle)
TASKS_PER_WORKER = 4
#: chunks per worker sent and not yet back (enough to keep every worker busy, few enough to hold little)
IN_FLIGHT_PER_WORKER = 4
#: with ``progress=None``, a run's bar shows once it has lasted this many seconds
PROGRESS_AFTER = 2.0


# -------------------------------------------------------------------------------------------- the plan
def _lineups(info: Any, bots: Sequence[Any], players: int | None) -> tuple[int, tuple[tuple[Entrant, ...], ...]]:
    entrants = [entrant(b) for b in checks.bot_list(bots)]
    for e in entrants:
        if isinstance(e.kind, str) and e.kind not in info.bots:
            raise ValueError(f"{info.name} has no bot called {e.kind!r}: choose {', '.join(info.bots)}")
    kinds: dict[str, Entrant] = {}
    for e in entrants:
        if kinds.setdefault(e.label, e) != e:
            raise ValueError(f"two different bots are labelled {e.label!r}: give each its own label")
    n = len(entrants) if players is None else checks.whole(players, "players")
    if n not in info.player_counts:
        raise ValueError(f"{info.name} is played by {info.min_players} to {info.max_players} players, not {n}")
    checks.bots_can_be_made(info, list(kinds.values()))
    if len(entrants) == n:
        return n, (tuple(entrants),)
    # a pool of bots for more or fewer seats: every mix of them (each bot at least once when the pool
    # fits the seats), each lineup rotated through the seats in turn
    pool = list(dict.fromkeys(entrants))
    mixes = [c for c in combinations_with_replacement(pool, n) if len(set(c)) > 1 or len(pool) == 1]
    if len(pool) <= n:
        mixes = [c for c in mixes if set(c) == set(pool)] or mixes
    return n, tuple(tuple(m) for m in mixes)


def _options(info: Any, options: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    """The options that differ from the game's default, checked by the game (sorted pairs)."""
    given = checks.options_mapping(options)
    if not given:
        return ()
    rules = info.rules
    default = rules.options_to_json(rules.options)
    merged = {**default, **given}
    rules.options_from_json(merged)  # the game refuses an unknown option or value here
    return tuple(sorted((k, v) for k, v in given.items() if default.get(k, object()) != v))


def plan(
    game: str | Any,
    bots: Sequence[Any],
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    max_plies: int = 100_000,
) -> TournamentSpec:
    """The ``TournamentSpec`` that ``tournament`` plays (``games`` rounded up to a whole number of
    rotations of every lineup, so each bot sits in each seat equally often). Every argument is checked
    here (``explore.checks``): nothing is played before they all are."""
    info = checks.game_info(game)
    games = checks.whole(games, "games", 1, checks.MAX_GAMES)
    seed = checks.whole(seed, "seed")
    max_plies = checks.whole(max_plies, "max_plies", 1)
    n, lineups = _lineups(info, bots, players)
    block = n * len(lineups)
    total = math.ceil(games / block) * block
    labels = tuple(dict.fromkeys(e.label for lu in lineups for e in lu))
    return TournamentSpec(
        game=info.name,
        players=n,
        lineups=lineups,
        seed=seed,
        games=total,
        options=_options(info, options),
        max_plies=max_plies,
        labels=labels,
    )


def chunk_plan(total: int, workers: int, chunk_size: int | None = None) -> tuple[int, int, Iterable[tuple[int, int]]]:
    """``(size, count, ranges)``: the ``[start, stop)`` ranges covering ``total`` games, made as they are
    asked for (ten million chunks are not listed at once), ``chunk_size`` games each or a size that gives
    every worker ``TASKS_PER_WORKER`` tasks or more, at most ``MAX_CHUNK`` games."""
    if chunk_size is None:
        chunk_size = max(1, min(MAX_CHUNK, math.ceil(total / (max(1, workers) * TASKS_PER_WORKER))))
    size = checks.whole(chunk_size, "chunk_size", 1)
    ranges = ((a, min(total, a + size)) for a in range(0, total, size))
    return size, math.ceil(total / size), ranges


def chunks(total: int, workers: int, chunk_size: int | None = None) -> list[tuple[int, int]]:
    """The ranges of ``chunk_plan`` as a list."""
    return list(chunk_plan(total, workers, chunk_size)[2])


# ---------------------------------------------------------------------------------------- executors
def is_dask_client(obj: Any) -> bool:
    """Whether ``obj`` is a ``distributed.Client`` (without importing distributed)."""
    return (
        type(obj).__module__.split(".")[0] == "distributed"
        and hasattr(obj, "get_executor")
        and hasattr(obj, "nthreads")
    )


def _dask_threads(client: Any) -> int:
    try:
        return max(1, sum(client.nthreads().values()))
    except Exception:  # pragma: no cover - a client that cannot tell
        return os.cpu_count() or 1


def resolve_executor(executor: Any = None, workers: int | None = None) -> tuple[Executor | None, int, bool, str]:
    """``(executor or None for this process, workers, whether we shut it down, a description)``.

    ``executor``: None or ``"processes"`` (a process pool of ``workers``, all cores by default; with
    ``workers=1`` this process), ``"serial"`` (this process), ``"dask"`` (the current Dask client), a
    ``distributed.Client`` (its ``get_executor()``), or any ``concurrent.futures.Executor`` (used as it
    is and left running; ``workers`` tells the chunking how many it runs at once).
    """
    workers = checks.optional_whole(workers, "workers", 1, checks.MAX_WORKERS)
    if isinstance(executor, str) and executor not in ("processes", "serial", "dask"):
        raise ValueError(f"executor: 'processes', 'serial' or 'dask', not {executor!r:.60}")
    if executor is None or executor == "processes":
        n = int(workers or os.cpu_count() or 1)
        if n == 1 and executor is None:
            return None, 1, False, "this process"
        return ProcessPoolExecutor(max_workers=n), n, True, f"process pool of {n}"
    if executor == "serial":
        return None, 1, False, "this process"
    if executor == "dask":
        try:
            from distributed import default_client

            executor = default_client()
        except (ImportError, ValueError) as exc:
            raise ValueError(
                "executor='dask' plays on the current Dask client: start one first "
                "(distributed.Client(), in the explore extra), or pass the client itself"
            ) from exc
    if is_dask_client(executor):
        n = int(workers or _dask_threads(executor))
        return executor.get_executor(), n, False, f"Dask client ({n} worker threads)"
    if isinstance(executor, Executor):
        client = getattr(executor, "_client", None)
        n = (
            workers
            or (_dask_threads(client) if is_dask_client(client) else None)
            or getattr(executor, "_max_workers", None)
            or os.cpu_count()
            or 1
        )
        return executor, int(n), False, type(executor).__name__
    raise TypeError(
        "executor: None, 'processes', 'serial', 'dask', a distributed.Client or a "
        f"concurrent.futures.Executor; not {executor!r}"
    )


# --------------------------------------------------------------------------------------- the runner
def progress_bar(spec: TournamentSpec, progress: bool | None) -> Any:
    """A ``tqdm.auto`` bar over the games (left on screen when done), or None for ``progress=False``.
    With ``progress=None`` the bar appears only once the run has lasted ``PROGRESS_AFTER`` seconds, so a
    run of a moment prints nothing."""
    if progress is False:
        return None
    from tqdm.auto import tqdm

    return tqdm(
        total=spec.games,
        unit="game",
        desc=f"{spec.game} {spec.players}p",
        leave=True,
        delay=0 if progress else PROGRESS_AFTER,
        smoothing=0.1,
    )


def run_chunks(
    spec: TournamentSpec,
    ranges: Iterable[tuple[int, int]],
    executor: Executor | None,
    progress: Any = None,
    workers: int = 1,
) -> Iterable[dict[str, Any]]:
    """Play the chunks (on ``executor``, or here for None), yielding each result as it is ready (in any
    order: ``to_frame`` sorts the rows). At most ``IN_FLIGHT_PER_WORKER`` chunks per worker are sent and
    not yet taken back; the next is sent as one comes back, so a huge run holds a few futures, not millions."""
    if executor is None:
        for a, b in ranges:
            yield play_chunk(spec, a, b, None if progress is None else progress.update)
        return
    todo = iter(ranges)
    limit = IN_FLIGHT_PER_WORKER * max(1, workers)
    pending: dict[Future, tuple[int, int]] = {}
    try:
        while True:
            for a, b in islice(todo, limit - len(pending)):
                pending[executor.submit(play_chunk, spec, a, b)] = (a, b)
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                a, b = pending.pop(fut)
                out = fut.result()
                if progress is not None:
                    progress.update(b - a)
                yield out
    finally:
        for fut in pending:
            fut.cancel()


def tournament(
    game: str | Any,
    bots: Sequence[Any],
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    executor: Any = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    progress: bool | None = None,
    max_plies: int = 100_000,
) -> Any:
    """Play ``games`` games of ``game`` between ``bots`` with the seats rotated; a tidy DataFrame.

    - ``game``: a registered game's name (``genesis_nb.games()``) or its ``GameInfo``.
    - ``bots``: one per seat (``["greedy", "random", "random", "random"]``: rotated so each sits in each
      seat equally often), or a pool with ``players`` given (every mix of the pool in turn). A bot is a
      name of ``GameInfo.bots``, ``(label, name_or_factory)`` or ``(label, name_or_factory, {params})``.
    - ``games`` is rounded up to a whole number of rotations (``players`` x lineups).
    - ``seed``: the master seed; game ``i`` and its bots get seeds drawn from it and ``i`` alone, so
      the result is the same on any executor, in any chunking.
    - ``options``: the game's options (``{"dark_tie": "players"}``); the default when None.
    - ``executor``: None (a process pool on all cores), ``"serial"`` (this process: one core),
      ``"processes"``, ``"dask"`` (the current ``distributed`` client), a ``distributed.Client``, or any
      ``concurrent.futures.Executor``. ``workers``: the pool's size (``workers=1``: this process).
    - ``progress``: a ``tqdm.auto`` bar of the games played, left on screen when done: None (the default)
      shows it once the run has lasted ``PROGRESS_AFTER`` seconds, True at once, False never. It moves
      game by game in this process, chunk by chunk (``chunk_size``; at most ``MAX_CHUNK`` games) elsewhere.

    One row per game and seat: ``game`` (its index), ``seed``, ``players``, ``lineup``, ``rotation``,
    ``seat``, ``bot`` (label), ``bot_seed``, ``starts`` (this seat made the game's first decision),
    ``score``, ``rank`` (1 = best; winners first, then by score; ties share a rank), ``win_share``
    (1/k for each of k winners), ``nobody_won`` (no seat won: angels' dark angel took the game),
    ``team`` and ``level`` (a cooperative game's shared score and level; only for such games),
    ``<row>_score`` (a non-player row's score, such as ``dark_score``), ``plies``, ``options``.
    ``df.attrs`` holds the plan, as plain data (``bots``: how each bot was made, for ``replay_game``), and
    the timing: ``seconds`` (wall, the whole run), ``play_seconds`` and ``cpu_seconds`` (the chunks' wall
    and CPU time added up over the workers).
    """
    from .frame import to_frame
    from .replaying import bots_attrs

    spec = (
        game
        if isinstance(game, TournamentSpec)
        else plan(game, bots, players=players, games=games, seed=seed, options=options, max_plies=max_plies)
    )
    progress = checks.flag(progress, "progress")
    checks.optional_whole(workers, "workers", 1, checks.MAX_WORKERS)
    checks.optional_whole(chunk_size, "chunk_size", 1)
    ex, n_workers, own, desc = resolve_executor(executor, workers)
    try:
        if ex is not None:
            checks.travels(spec)
        _, count, ranges = chunk_plan(spec.games, n_workers, chunk_size)
    except Exception:
        if own and ex is not None:
            ex.shutdown(wait=False)
        raise
    bar = progress_bar(spec, progress)
    t0 = time.perf_counter()
    try:
        parts = list(run_chunks(spec, ranges, ex, bar, n_workers))
    finally:
        if bar is not None:
            bar.close()
        if own and ex is not None:
            ex.shutdown(wait=True, cancel_futures=True)
    seconds = time.perf_counter() - t0
    df = to_frame(spec, parts)
    df.attrs.update(
        {
            "game": spec.game,
            "players": spec.players,
            "games": spec.games,
            "seed": spec.seed,
            "lineups": [[e.label for e in lu] for lu in spec.lineups],
            "bots": bots_attrs(spec),
            "max_plies": spec.max_plies,
            "options": dict(spec.options),
            "executor": desc,
            "workers": n_workers,
            "chunks": count,
            "seconds": seconds,
            "play_seconds": sum(p["seconds"] for p in parts),
            "cpu_seconds": sum(p.get("cpu_seconds", 0.0) for p in parts),
        }
    )
    return df
