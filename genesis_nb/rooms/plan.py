"""A teacher's request for a room, checked before anything is made: the game, the seats' names, the bots
for some seats, the game's options, the seed, the language and a title. Anything wrong is a
``RoomError`` with a sentence; nothing is kept then."""

from __future__ import annotations

import json
import secrets
from typing import Any, Mapping, Sequence

from ..core.words import Words
from .store import RoomRecord


class _Words(Words):
    def has(self, key: str) -> bool:
        return key in self._table

    def keys(self) -> list[str]:
        return list(self._table)

    def raw(self, key: str, lang: str) -> str:
        """The text of ``key`` unfilled (its ``{names}`` left for the page to fill)."""
        table = self._table[key]
        return table.get(lang) or table["en"]


WORDS = _Words("genesis_nb.rooms", "words.toml")
#: the fields a request may have
FIELDS = ("game", "seats", "bots", "options", "seed", "lang", "title")


class RoomError(ValueError):
    """A request the rooms refuse: ``RoomError(key, **params)`` (a key of the rooms' words) or a plain sentence;
    ``str(e)`` is the sentence in English, ``e.say(lang)`` in ``lang``."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        return WORDS(self.key, lang, **self.params) if WORDS.has(self.key) else self.key


def _short(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= 60 else text[:57] + "..."


def checked_request(
    game: Any,
    seats: Any,
    bots: Any = None,
    options: Any = None,
    seed: Any = None,
    lang: Any = "en",
    title: Any = "",
) -> tuple[RoomRecord, Any]:
    """The room (without its id) and its new game, or ``RoomError``. ``bots``: {seat: bot name}."""
    from ..registry import games

    known = games()
    if not isinstance(game, str) or game not in known:
        raise RoomError("bad_game", game=_short(game), games=", ".join(sorted(known)))
    info = known[game]
    low, high = info.min_players, info.max_players
    if (
        not isinstance(seats, Sequence)
        or isinstance(seats, str)
        or not low <= len(seats) <= high
        or not all(isinstance(s, str) and 0 < len(s.strip()) <= 40 for s in seats)
        or len({s.strip() for s in seats}) != len(seats)
    ):
        raise RoomError("bad_seats", low=low, high=high, seats=_short(seats))
    players = [s.strip() for s in seats]
    wanted = _checked_bots(bots, len(players), sorted(info.bots))
    if len(wanted) == len(players):
        raise RoomError("no_human")
    if seed is None:
        seed = secrets.randbelow(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**31:
        raise RoomError("bad_seed", seed=_short(seed))
    languages = tuple(info.hook("board").texts.languages)
    if lang not in languages:
        raise RoomError("bad_lang", asked=_short(lang), languages=", ".join(languages))
    if not isinstance(title, str) or len(title) > 80:
        raise RoomError("bad_title", title=_short(title))
    if options is not None and not isinstance(options, Mapping):
        raise RoomError("bad_options", game=game, detail=f"options are a mapping, not {_short(options)}")
    try:
        made = info.new_game(players=players, seed=seed, options=dict(options or {}), lang=lang)
    except (ValueError, TypeError, KeyError) as e:
        raise RoomError("bad_options", game=game, detail=str(e)[:200]) from None
    room = RoomRecord(
        id="",
        game=game,
        players=players,
        seed=seed,
        options=made.rules.options_to_json(made.options),
        lang=lang,
        bots=wanted,
        title=title.strip(),
    )
    return room, made


def _checked_bots(bots: Any, n: int, kinds: list[str]) -> dict[int, str]:
    if bots is None:
        return {}
    if not isinstance(bots, Mapping):
        raise RoomError("bad_bot", seat="?", bot=_short(bots), bots=", ".join(kinds))
    out: dict[int, str] = {}
    for seat, bot in bots.items():
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)  # JSON keys are texts
        ok_seat = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n
        if not ok_seat or bot not in kinds:
            raise RoomError("bad_bot", seat=_short(seat), bot=_short(bot), bots=", ".join(kinds))
        out[seat] = bot
    return out


def request_fields(request: Any) -> dict[str, Any]:
    """The keyword arguments of ``checked_request`` in a request's JSON object (unknown fields refused)."""
    if not isinstance(request, Mapping) or any(k not in FIELDS for k in request) or "game" not in request:
        got = sorted(map(str, request)) if isinstance(request, Mapping) else _short(request)
        raise RoomError("bad_request", fields=", ".join(FIELDS), got=got)
    return dict(request)
