"""The checks of a tournament's arguments, made before the first game is sent to a worker.

Each refuses what it cannot use with a sentence naming the argument (a ``TypeError`` for a value of the
wrong kind, a ``ValueError`` for one out of range), so that a mistake shows at once and not after the
pool has started, in a worker's traceback.

    >>> whole(3, "games")
    3
    >>> whole(2.5, "games")
    Traceback (most recent call last):
    ...
    TypeError: games is a whole number (such as 100), not 2.5
"""

from __future__ import annotations

import itertools
import operator
import pickle
from collections.abc import Iterable, Mapping
from numbers import Integral
from typing import Any, Sequence

#: the most games one tournament plays (a billion: four billion rows would not fit in memory anyway)
MAX_GAMES = 10**9
#: the most workers a tournament's process pool starts, or its chunking counts on
MAX_WORKERS = 1024


def whole(value: Any, name: str, minimum: int | None = None, maximum: int | None = None) -> int:
    """``value`` as an ``int`` (a Python or NumPy integer; never a bool, a float or a text), at least
    ``minimum`` and at most ``maximum`` when they are given."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise TypeError(f"{name} is a whole number (such as 100), not {value!r:.60}")
    n = operator.index(value)
    if minimum is not None and n < minimum:
        raise ValueError(f"{name} is {minimum} or more, not {n}")
    if maximum is not None and n > maximum:
        raise ValueError(
            f"{name} is at most {maximum:,}, not {n:.3g}" if n > 10**15 else f"{name} is at most {maximum:,}, not {n:,}"
        )
    return n


def optional_whole(value: Any, name: str, minimum: int | None = None, maximum: int | None = None) -> int | None:
    """``None``, or ``whole(value, name, minimum, maximum)``."""
    return None if value is None else whole(value, name, minimum, maximum)


def flag(value: Any, name: str) -> bool | None:
    """``None``, ``True`` or ``False`` (a text such as ``"no"`` is refused, not taken as true)."""
    if value is not None and not isinstance(value, bool):
        raise TypeError(f"{name} is True, False or None, not {value!r:.60}")
    return value


def game_info(game: Any) -> Any:
    """The ``GameInfo`` of ``game``: a registered game's name, or a ``GameInfo``."""
    from ..registry import GameInfo
    from ..registry import game as get_game

    if isinstance(game, GameInfo):
        return game
    if not isinstance(game, str):
        from ..registry import games

        raise TypeError(f"game is a game's name ({', '.join(games())}) or its GameInfo, not {game!r:.60}")
    return get_game(game)


def bot_list(bots: Any) -> list[Any]:
    """``bots`` as a list: a list or tuple of bots, not a text (one bot's name), a mapping or a number."""
    if isinstance(bots, (str, bytes)) or isinstance(bots, Mapping) or not isinstance(bots, Sequence):
        raise TypeError(f"bots is a list of bots (such as ['greedy', 'random']), not {bots!r:.60}")
    if not bots:
        raise ValueError("bots: give at least one bot")
    return list(bots)


def bot_names(info: Any, bots: Any) -> list[str] | None:
    """``None`` (the question's default bots), or ``bots`` as a list of the game's bot names."""
    if bots is None:
        return None
    names = bot_list(bots)
    for b in names:
        if not isinstance(b, str):
            raise TypeError(
                f"bots: a question's bots are names of the game's bots ({', '.join(info.bots)}), not {b!r:.60}"
            )
        if b not in info.bots:
            raise ValueError(f"{info.name} has no bot called {b!r:.60}: choose {', '.join(info.bots)}")
    return names


def player_counts(info: Any, players: Any) -> list[int]:
    """The player counts a question plays: every count of the game (``None``), one count, or a list of
    them (at most 64), each one the game is played by."""
    if players is None:
        return list(info.player_counts)
    if isinstance(players, Integral):
        given = [whole(players, "players")]
    elif isinstance(players, (str, bytes, Mapping)) or not isinstance(players, Iterable):
        raise TypeError(f"players is a number of players (such as 2) or a list of them, not {players!r:.60}")
    else:
        given = [whole(p, "players") for p in itertools.islice(players, 65)]
        if len(given) > 64:
            raise ValueError("players: give at most 64 player counts")
        if not given:
            raise ValueError("players: give at least one player count")
    for n in given:
        if n not in info.player_counts:
            raise ValueError(f"{info.name} is played by {info.min_players} to {info.max_players} players, not {n}")
    return list(dict.fromkeys(given))


def games_per_bot(games: Any) -> int | dict[str, int]:
    """A question's games per cell: a whole number of 1 or more, or a number (0 or more) per bot's name."""
    if isinstance(games, Mapping):
        out = {}
        for name, count in games.items():
            if not isinstance(name, str):
                raise TypeError(f"games: a number of games per bot is keyed by the bot's name, not {name!r:.60}")
            out[name] = whole(count, f"games[{name!r:.40}]", 0, MAX_GAMES)
        return out
    return whole(games, "games", 1, MAX_GAMES)


def options_mapping(options: Any) -> Mapping[str, Any] | None:
    """``None`` or a mapping of option names to values."""
    if options is not None and not isinstance(options, Mapping):
        raise TypeError(
            f"options is a dict of the game's options (such as {{'dark_tie': 'players'}}), not {options!r:.60}"
        )
    if options is not None:
        for key in options:
            if not isinstance(key, str):
                raise TypeError(f"options: an option's name is a text, not {key!r:.60}")
    return options


def bots_can_be_made(info: Any, entrants: Sequence[Any]) -> None:
    """Make each entrant's bot once, here: a bot name the game lacks, a setting the bot does not take or a
    value it refuses is reported now, with the entrant's label, rather than by a worker mid-run."""
    for e in entrants:
        try:
            e.make(info, 0)
        except Exception as exc:
            settings = ", ".join(f"{k}={v!r}" for k, v in e.params) or "no settings"
            raise ValueError(f"the bot {e.label!r} ({_kind_name(e.kind)}, {settings}) cannot be made: {exc}") from exc


def travels(spec: Any) -> None:
    """Check that ``spec`` (its bot factories above all) can be sent to another process."""
    try:
        pickle.dumps(spec)
    except Exception as exc:
        raise TypeError(
            "a bot factory must be picklable to be played in other processes (a module-level function or "
            f"class, or functools.partial of one); use executor='serial' for any other: {exc}"
        ) from exc


def _kind_name(kind: Any) -> str:
    return repr(kind) if isinstance(kind, str) else getattr(kind, "__name__", None) or repr(kind)
