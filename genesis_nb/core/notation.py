"""What every game's position notation shares: one line of ``key=value`` fields after the game's name."""

from __future__ import annotations

from typing import Iterable, Mapping

from .names import check_names


class NotationError(ValueError):
    """A position text that cannot be read; the message says which field is wrong.

    A message that quotes a long piece of the text is cut in the middle, so that a field of thousands of
    characters does not fill the screen."""

    MAX_MESSAGE = 400

    def __init__(self, message: object = "", *args: object) -> None:
        if isinstance(message, str) and len(message) > self.MAX_MESSAGE:
            message = message[: self.MAX_MESSAGE - 80] + " [...] " + message[-70:]
        super().__init__(message, *args)


#: The largest chance counter (dice rolled, pawns drawn) a position may give: a game makes a few
#: hundred draws at most, so a larger counter is a typing slip, not a game.
MAX_COUNTER = 1_000_000

_DIGITS = frozenset("0123456789")


def is_whole_number(text: str) -> bool:
    """Whether ``text`` is written with the digits 0-9 only (at least one). ``str.isdigit`` also accepts
    superscripts such as "²" and other scripts' digits, which ``int`` then refuses or reads as another
    number; nothing else (signs, spaces, underscores) is a number in a notation either."""
    return bool(text) and all(ch in _DIGITS for ch in text)


def whole_number(text: str, where: str, maximum: int, what: str = "the number") -> int:
    """``text`` as a whole number from 0 to ``maximum``, or ``NotationError`` naming ``where``
    (``what`` says what the number counts, for the sentence).

    The length is checked before the number is read, so a text of thousands of digits costs nothing."""
    if not isinstance(text, str) or not is_whole_number(text):
        raise NotationError(f"{where}={str(text)[:20]!r}: write {what} as a whole number with the digits 0 to 9")
    if len(text.lstrip("0")) > len(str(maximum)) or int(text) > maximum:
        raise NotationError(
            f"{where}={text[:20]}{'...' if len(text) > 20 else ''}: that is more than {maximum}, the most it can be"
        )
    return int(text)


def parse_fields(text: str, game: str, required: Iterable[str], optional: Iterable[str] = ()) -> dict[str, str]:
    """Split ``"<game> k=v k=v ..."`` into its fields; refuse a wrong game word, a field given twice,
    a missing required field or an unknown one, naming it."""
    if not isinstance(text, str):
        raise NotationError(f"a {game} position is a line of text")
    tokens = text.split()
    if not tokens or tokens[0] != game:
        article = "an" if game[:1] in "aeiou" else "a"
        raise NotationError(f"{article} {game} position starts with the word '{game}'")
    fields: dict[str, str] = {}
    for tok in tokens[1:]:
        if "=" not in tok:
            raise NotationError(f"{tok!r} is not a key=value field")
        k, v = tok.split("=", 1)
        if not k:
            raise NotationError(f"{tok[:40]!r} has no field name before '='")
        if k in fields:
            raise NotationError(f"the field {k!r} appears twice")
        fields[k] = v
    required = list(required)
    missing = [k for k in required if k not in fields]
    if missing:
        raise NotationError(f"missing field(s): {', '.join(missing)}")
    extra = set(fields) - set(required) - set(optional)
    if extra:
        raise NotationError(f"unknown field(s): {', '.join(sorted(extra))}")
    return fields


def names_text(names: Iterable[str]) -> str:
    """The players' names as a field's value: comma-separated, percent-encoded (read by ``names_field``)."""
    from urllib.parse import quote  # (here: importing a game reads no notation)

    return ",".join(quote(x, safe="") for x in names)


def names_field(fields: Mapping[str, str], seats: list[str], game: str, most: int) -> list[str]:
    """The players' names from the field ``names`` (comma-separated, percent-encoded; ``seats``, the players'
    seat words, when there is none): one sound, different name per seat (``core.names``), or
    ``NotationError`` naming the fault."""
    n = len(seats)
    from urllib.parse import unquote  # (here: importing a game reads no notation)

    names = [unquote(x) for x in fields["names"].split(",")] if "names" in fields else list(seats)
    if len(names) != n or len(set(names)) != n or any(not x for x in names):
        raise NotationError("names must give one different name per player")
    try:
        check_names(names, 2, most, game)
    except ValueError as e:
        raise NotationError(f"names: {e}") from None
    return names
