"""Players' names: checked once, for every game, before a game is set up.

A name is shown on boards, in narration and in tables, so it must be text a person can read: not
empty or blank, not too long, without control characters, different from the other players' names,
and not a word of a game's texts (a name such as ``"word.dark_angel"`` would be narrated as the
dark angel).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: The longest name a board has room for.
MAX_NAME = 60

#: lists of names found sound, with the player counts they were checked against (a game is made again and again
#: with the same names: a bot's, a tournament's); cleared when it holds ``_SOUND_KEPT``
_sound: dict[tuple[Any, ...], None] = {}
_SOUND_KEPT = 256


def check_names(players: Any, min_players: int, max_players: int, game: str = "this game") -> list[str]:
    """The players' names as a list, or ``ValueError`` with a sentence naming the fault."""
    known = None
    if type(players) in (list, tuple) and all(type(x) is str for x in players):
        known = (min_players, max_players, *players)
        if known in _sound:
            return list(players)
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise ValueError(f"the players are a list of names, not {type(players).__name__}")
    n = len(players)
    if not min_players <= n <= max_players:
        span = f"{min_players} to {max_players}" if min_players != max_players else str(min_players)
        raise ValueError(f"{game} is for {span} players, not {n}")
    names: list[str] = []
    for i, name in enumerate(players, 1):
        if not isinstance(name, str):
            raise ValueError(f"player {i}'s name must be text, not {type(name).__name__}")
        if not name.strip():
            raise ValueError(f"player {i}'s name is empty")
        if name != name.strip():
            raise ValueError(f"player {i}'s name {name.strip()!r} has spaces around it")
        if len(name) > MAX_NAME:
            raise ValueError(f"player {i}'s name is {len(name)} characters long; at most {MAX_NAME} fit")
        if not name.isprintable() and _has_control(name):
            raise ValueError(f"player {i}'s name holds a control character")
        if name.startswith("word."):
            raise ValueError(f"player {i}'s name {name!r} looks like a word of the game's texts; choose another name")
        names.append(name)
    folded = [x.casefold() for x in names]
    for i, x in enumerate(folded):
        if x in folded[:i]:
            raise ValueError(f"two players are called {names[i]!r}: every player needs a different name")
    if known is not None:
        if len(_sound) >= _SOUND_KEPT:
            _sound.clear()
        _sound[known] = None
    return names


def _has_control(name: str) -> bool:
    """Whether ``name`` holds a control character or a lone surrogate (looked for only in a name that is not
    all printable)."""
    import unicodedata

    return any(unicodedata.category(c) in ("Cc", "Cs") for c in name)
