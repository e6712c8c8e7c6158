"""A tournament's game played again (``replay_game``), from its ``TournamentSpec`` or from its table, whose
``attrs`` say, as plain data (JSON), how each bot was made: a bot's name and its settings. A bot made by a
factory (a callable) is not kept there: the caller gives it back (``bots=``)."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Mapping

from . import checks
from .play import Entrant, TournamentSpec, entrant, play_game


def _plain(params: Mapping[str, Any]) -> dict[str, Any] | None:
    """``params`` as JSON-able data that reads back the same (tuples as lists), or None."""
    try:
        kept = json.loads(json.dumps(dict(params)))
    except (TypeError, ValueError):
        return None
    return kept if _tuples(kept) == dict(params) else None


def _tuples(value: Any) -> Any:
    """Lists read back from JSON as the tuples a bot's settings were (a setting's value is hashable)."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


def _described(kind: Any) -> str:
    name = getattr(kind, "__qualname__", None) or getattr(kind, "__name__", None)
    return name if isinstance(name, str) else repr(kind)[:80]


def bots_attrs(spec: TournamentSpec) -> dict[str, dict[str, Any]]:
    """How each bot of ``spec`` was made, by label, as plain data: ``{"kind": name, "params": {...}}`` for a
    bot of the game (no ``params`` when it has no settings; ``"params": None`` when they are not plain
    data), ``{"factory": description}`` for a bot made by a factory."""
    out: dict[str, dict[str, Any]] = {}
    for e in dict.fromkeys(e for lineup in spec.lineups for e in lineup):
        if not isinstance(e.kind, str):
            out[e.label] = {"factory": _described(e.kind)}
        elif e.params:
            out[e.label] = {"kind": e.kind, "params": _plain(dict(e.params))}
        else:
            out[e.label] = {"kind": e.kind}
    return out


@dataclass(frozen=True)
class _NotKept:
    """Stands for a bot the table cannot rebuild: making it says what to give back."""

    label: str
    #: why, ending the sentence "the bot ... was made by"
    how: str

    def __call__(self, seed: int, **params: Any) -> Any:
        raise ValueError(self.sentence(None))

    def sentence(self, game_id: int | None) -> str:
        i = "i" if game_id is None else game_id
        return (
            f"the bot {self.label!r} was made by {self.how}, which the table does not keep: give it back, "
            f"replay_game(df, {i}, bots={{{self.label!r}: factory}}) or bots={{{self.label!r}: (name, {{settings}})}}"
        )


def _entrant(label: str, made: Any, info: Any) -> Entrant:
    if not isinstance(made, Mapping):  # a table from before ``bots`` was kept: its labels were bot names
        if label in info.bots:
            return Entrant(label, label)
        return Entrant(label, _NotKept(label, f"a bot of {info.name} with settings or a factory"))
    kind = made.get("kind")
    if isinstance(kind, str) and "params" in made and not isinstance(made["params"], Mapping):
        return Entrant(label, _NotKept(label, f"{kind!r} with settings that are not plain data"))
    if isinstance(kind, str):
        return Entrant(label, kind, tuple(sorted(_tuples(made.get("params") or {}).items())))
    return Entrant(label, _NotKept(label, f"a factory ({made.get('factory', 'unnamed')})"))


def _spec_from_attrs(attrs: Mapping[str, Any], game: str | None) -> TournamentSpec:
    from .runner import _options

    info = checks.game_info(game if game is not None else attrs["game"])
    kept = attrs.get("bots")
    made: Mapping[str, Any] = kept if isinstance(kept, Mapping) else {}
    lineups = tuple(tuple(_entrant(label, made.get(label), info) for label in lu) for lu in attrs["lineups"])
    labels = tuple(dict.fromkeys(e.label for lu in lineups for e in lu))
    return TournamentSpec(
        game=info.name,
        players=int(attrs["players"]),
        lineups=lineups,
        seed=int(attrs["seed"]),
        games=int(attrs["games"]),
        options=_options(info, attrs.get("options")),
        max_plies=int(attrs.get("max_plies", 100_000)),
        labels=labels,
    )


def _given(spec: TournamentSpec, bots: Any) -> TournamentSpec:
    """``spec`` with the bots given by label (a name, a factory, or ``(name or factory, {settings})``)."""
    if not isinstance(bots, Mapping):
        raise TypeError(
            f"bots is a dict of a bot's label to its name or factory (such as {{'mine': MyBot}}), not {bots!r:.60}"
        )
    new: dict[str, Entrant] = {}
    for label, how in bots.items():
        if label not in spec.labels:
            raise ValueError(f"no bot labelled {label!r:.40} played: the labels are {', '.join(spec.labels)}")
        new[label] = entrant((label, *how) if isinstance(how, tuple) else (label, how))
    lineups = tuple(tuple(new.get(e.label, e) for e in lineup) for lineup in spec.lineups)
    return replace(spec, lineups=lineups)


def replay_game(df_or_spec: Any, game_id: int, *, game: str | None = None, bots: Any = None) -> Any:
    """Play game ``game_id`` of a tournament again (the same seeds, the same bots): the finished ``Game``,
    for its board, its picture or its score sheet. Give the tournament's ``TournamentSpec``, or its
    DataFrame: its ``attrs`` hold the plan and how each bot was made (kept by pandas' copies and by a
    parquet file; not by a CSV file). A bot made by a factory is given back by label: ``bots={"mine":
    factory}`` (or ``(factory, {settings})``); ``game``: the game's name, when the table's is not its own."""
    if isinstance(df_or_spec, TournamentSpec):
        spec = df_or_spec
    elif isinstance(getattr(df_or_spec, "attrs", None), Mapping) and "lineups" in df_or_spec.attrs:
        spec = _spec_from_attrs(df_or_spec.attrs, game)
    elif isinstance(getattr(df_or_spec, "attrs", None), Mapping) and "seat" in getattr(df_or_spec, "columns", ()):
        raise ValueError(
            "this table has the rows of a tournament but not its plan (a table read back from a file such as "
            "the command line's --out CSV keeps only its rows): give replay_game the tournament's TournamentSpec, "
            "plan(game, bots, players=..., games=..., seed=..., options=...) with the arguments it was played with"
        )
    else:
        raise TypeError(f"replay_game takes a tournament's DataFrame or its TournamentSpec, not {df_or_spec!r:.60}")
    i = checks.whole(game_id, "game_id", 0)
    if i >= spec.games:
        raise ValueError(f"game_id: the tournament played games 0 to {spec.games - 1}, not {i}")
    if bots is not None:
        spec = _given(spec, bots)
    _, _, seated = spec.seating(i)
    for e in seated:
        if isinstance(e.kind, _NotKept):
            raise ValueError(e.kind.sentence(i))
    return play_game(spec, i)[0]
