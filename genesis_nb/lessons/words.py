"""The lesson runner's own words (``words.toml``): progress, refusals of Back and Next, the teacher's summary."""

from __future__ import annotations

import sys
from importlib.resources import files
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

_WORDS: dict[str, dict[str, str]] = tomllib.loads(files(__package__).joinpath("words.toml").read_text("utf-8"))["words"]


def word(key: str, lang: str, **params: Any) -> str:
    """The word ``key`` in ``lang`` (English where it has none), its placeholders filled in."""
    table = _WORDS[key]
    return (table.get(lang) or table["en"]).format(**params)
