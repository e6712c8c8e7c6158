"""Playing the games of a tournament: who sits where, the seeds, one game, one chunk of games.

This is what a worker runs (a process of a pool, a Dask worker): plain Python over the game registry,
no pandas, no Jupyter. Everything a game needs comes from its ``TournamentSpec`` and its index, so a
game plays the same wherever and in whatever order it is played:

- game ``i``'s seed is ``derive_seed(seed, i)`` and the bot in seat ``s`` is made afresh for that game
  with the seed ``derive_seed(seed, i, "bot", s)`` (``GameInfo.bots[name](seed)``);
- games come in blocks of ``players`` games, one block per lineup in turn; within a block the lineup
  is rotated one seat per game, so every entry of a lineup sits in every seat equally often.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core.heap import frozen_heap

#: Seeds are 62-bit (they fit a signed 64-bit column with room to spare).
SEED_BITS = 62


def derive_seed(master: int, *parts: Any) -> int:
    """A seed drawn from ``master`` and ``parts`` (a game's index, "bot", a seat): a hash, so any game's
    seed is known without playing the games before it."""
    text = ":".join(["genesis_nb.explore", str(int(master)), *(str(p) for p in parts)])
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


@dataclass(frozen=True)
class Entrant:
    """A bot taking part: its ``label`` in the results, and what makes it.

    ``kind`` is a bot name of the game (``sorted(genesis_nb.game(name).bots)``: "random", "greedy", and
    any bot registered later, such as MCTS) or a factory ``f(seed, **params) -> bot``; a factory must be
    picklable to go to other processes (a module-level function or class, or ``functools.partial`` of one).
    ``params`` are keyword arguments for the factory (a registered bot too: ``info.bots[kind](seed, **params)``).
    """

    label: str
    kind: str | Callable[..., Any]
    params: tuple[tuple[str, Any], ...] = ()

    def make(self, info: Any, seed: int) -> Any:
        if isinstance(self.kind, str):
            if self.kind not in info.bots:
                raise ValueError(f"{info.name} has no bot called {self.kind!r}: choose {', '.join(info.bots)}")
            factory = info.bots[self.kind]
        else:
            factory = self.kind
        return factory(seed, **dict(self.params)) if self.params else factory(seed)


def entrant(spec: Any) -> Entrant:
    """An ``Entrant`` from what a caller wrote: a bot name ("greedy"), an ``Entrant``, ``(label, kind)``
    or ``(label, kind, {params})``."""
    if isinstance(spec, Entrant):
        label, kind, params = spec.label, spec.kind, dict(spec.params)
    elif isinstance(spec, str):
        label, kind, params = spec, spec, {}
    elif isinstance(spec, (tuple, list)) and len(spec) in (2, 3):
        label, kind = spec[0], spec[1]
        params = spec[2] if len(spec) == 3 else {}
    else:
        raise TypeError(f"a bot is a name, an Entrant, (label, kind) or (label, kind, params); not {spec!r:.80}")
    if not isinstance(label, str) or not label.strip():
        raise TypeError(f"a bot's label is a text that is not empty, not {label!r:.60}")
    if not (isinstance(kind, str) or callable(kind)):
        raise TypeError(f"the bot {label!r}: its kind is a bot's name or a factory f(seed, **params), not {kind!r:.60}")
    if not isinstance(params, Mapping) or not all(isinstance(k, str) for k in params):
        raise TypeError(f"the bot {label!r}: its settings are a dict such as {{'iterations': 50}}, not {params!r:.60}")
    pairs = tuple(sorted(params.items()))
    try:
        hash(pairs)
    except TypeError:
        raise TypeError(
            f"the bot {label!r}: each setting's value is a number, a text or another value that does not change "
            f"(a tuple rather than a list), not {params!r:.80}"
        ) from None
    return spec if isinstance(spec, Entrant) else Entrant(label, kind, pairs)


@dataclass(frozen=True)
class TournamentSpec:
    """Everything that decides a tournament's games (sent to the workers with each chunk)."""

    game: str
    players: int
    lineups: tuple[tuple[Entrant, ...], ...]
    seed: int
    games: int
    #: the options that differ from the game's default, as sorted (name, value) pairs
    options: tuple[tuple[str, Any], ...] = ()
    max_plies: int = 100_000
    labels: tuple[str, ...] = field(default=())

    @property
    def block(self) -> int:
        """Games in one full turn of the schedule (every lineup, every rotation)."""
        return self.players * len(self.lineups)

    @property
    def options_label(self) -> str:
        return options_label(self.options)

    def lineup_label(self, k: int) -> str:
        return ",".join(e.label for e in self.lineups[k])

    def seating(self, i: int) -> tuple[int, int, tuple[Entrant, ...]]:
        """Game ``i``'s lineup index, rotation and the entrant in each seat."""
        n = self.players
        k = (i // n) % len(self.lineups)
        r = i % n
        lineup = self.lineups[k]
        return k, r, tuple(lineup[(s + r) % n] for s in range(n))


def options_label(options: Sequence[tuple[str, Any]] | Mapping[str, Any]) -> str:
    """``"default"``, or the options that differ from the default as ``name=value`` joined by commas."""
    items = sorted(options.items()) if isinstance(options, Mapping) else list(options)
    return ",".join(f"{k}={v}" for k, v in items) or "default"


def play_game(spec: TournamentSpec, i: int, info: Any = None) -> tuple[Any, dict[str, Any]]:
    """Play game ``i`` of ``spec``: the finished ``Game`` and its outcome (what ``play_chunk`` records)."""
    if info is None:
        from ..registry import game as get_game

        info = get_game(spec.game)
    k, r, seated = spec.seating(i)
    seed = derive_seed(spec.seed, i)
    bot_seeds = [derive_seed(spec.seed, i, "bot", s) for s in range(spec.players)]
    game = info.new_game(spec.players, seed=seed, options=dict(spec.options) or None)
    bots = [e.make(info, bs) for e, bs in zip(seated, bot_seeds)]
    first = game.actor
    plies = 0
    try:
        while not game.is_over:
            seat = game.actor
            if seat is None:
                break
            if plies >= spec.max_plies:
                raise RuntimeError(f"the game did not end within {spec.max_plies} plies")
            game.play(bots[seat].choose(game))
            plies += 1
    except Exception as exc:  # name the game so that it can be replayed (``replay_game``)
        raise RuntimeError(
            f"{spec.game} game {i} (seed {seed}, bots {[e.label for e in seated]}, "
            f"options {spec.options_label}) failed after {plies} plies: {exc!r}"
        ) from exc
    sheet = game.scores()
    n = spec.players
    team = bool(info.team_score) or sheet.team is not None
    if team:
        scores = [int(sheet.team or 0)] * n
        extras: dict[str, int] = {}
    else:
        scores = [int(sheet.total(s)) for s in range(n)]
        extras = {str(key): int(sheet.total(key)) for key in sheet.rows if not sheet.is_seat(key)}
    winners = [int(w) for w in sheet.winners]
    share = 1.0 / len(winners) if winners else 0.0
    keys = [(s in winners, scores[s]) for s in range(n)]
    ranks = [1 + sum(1 for t in keys if t > keys[s]) for s in range(n)]
    return game, {
        "lineup": k,
        "rotation": r,
        "seed": seed,
        "bot_seeds": bot_seeds,
        "bots": [e.label for e in seated],
        "first": first,
        "scores": scores,
        "ranks": ranks,
        "win": [share if s in winners else 0.0 for s in range(n)],
        "nobody_won": not winners,
        "team": int(sheet.team) if team and sheet.team is not None else None,
        "level": sheet.level if team else None,
        "extras": extras,
        "plies": plies,
    }


#: the columns ``play_chunk`` returns, one value per row (a game and a seat), in order
ROW_COLUMNS = (
    "game",
    "seed",
    "players",
    "lineup",
    "rotation",
    "seat",
    "bot",
    "bot_seed",
    "starts",
    "score",
    "rank",
    "win_share",
    "nobody_won",
    "team",
    "level",
    "plies",
)


def play_chunk(
    spec: TournamentSpec, start: int, stop: int, on_game: Callable[[int], Any] | None = None
) -> dict[str, Any]:
    """Play games ``start`` to ``stop - 1``: their rows as columns (lists), plus ``extras`` (a score per
    non-player row, such as angels' dark angel: ``{"dark": [...]}``), ``games``, ``seconds`` (wall) and
    ``cpu_seconds`` (this process's CPU time: less than ``seconds`` when others share the cores).
    ``on_game(1)`` is called after each game (a progress bar's ``update``, in the process that shows it)."""
    from ..registry import game as get_game

    info = get_game(spec.game)
    with frozen_heap():
        return _play_chunk(spec, info, start, stop, on_game)


def _play_chunk(
    spec: TournamentSpec, info: Any, start: int, stop: int, on_game: Callable[[int], Any] | None = None
) -> dict[str, Any]:
    t0, c0 = time.perf_counter(), time.process_time()
    cols: dict[str, list[Any]] = {c: [] for c in ROW_COLUMNS}
    extras: dict[str, list[Any]] = {}
    rows = 0
    n = spec.players
    for i in range(start, stop):
        _, out = play_game(spec, i, info)
        for key in out["extras"]:
            extras.setdefault(key, [None] * rows)
        for s in range(n):
            cols["game"].append(i)
            cols["seed"].append(out["seed"])
            cols["players"].append(n)
            cols["lineup"].append(out["lineup"])
            cols["rotation"].append(out["rotation"])
            cols["seat"].append(s)
            cols["bot"].append(out["bots"][s])
            cols["bot_seed"].append(out["bot_seeds"][s])
            cols["starts"].append(out["first"] == s)
            cols["score"].append(out["scores"][s])
            cols["rank"].append(out["ranks"][s])
            cols["win_share"].append(out["win"][s])
            cols["nobody_won"].append(out["nobody_won"])
            cols["team"].append(out["team"])
            cols["level"].append(out["level"])
            cols["plies"].append(out["plies"])
            for key, values in extras.items():
                values.append(out["extras"].get(key))
            rows += 1
        if on_game is not None:
            on_game(1)
    return {
        "columns": cols,
        "extras": extras,
        "games": stop - start,
        "seconds": time.perf_counter() - t0,
        "cpu_seconds": time.process_time() - c0,
    }
