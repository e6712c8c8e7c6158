"""A shared layer's own words: a TOML file of ``[words.<key>]`` tables, one text per language, read once."""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from .toml import tomllib


class Words:
    """The words of ``package``'s file ``name``: ``words(key, lang, **params)`` (English where ``lang`` has none)."""

    def __init__(self, package: str, name: str) -> None:
        self._table: dict[str, dict[str, str]] = tomllib.loads(files(package).joinpath(name).read_text("utf-8"))[
            "words"
        ]

    def __call__(self, key: str, lang: str, **params: Any) -> str:
        table = self._table[key]
        return (table.get(lang) or table["en"]).format(**params)
