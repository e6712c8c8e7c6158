"""What every game's position notation shares: one line of ``key=value`` fields after the game's name."""

from __future__ import annotations

from typing import Iterable


class NotationError(ValueError):
    """A position text that cannot be read; the message says which field is wrong."""


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
