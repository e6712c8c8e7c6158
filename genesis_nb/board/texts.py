"""A board's words: the shell's common words (``common_texts.toml`` beside this module), then the game's.

- ``UiTexts(paths, languages)``: the words of one board, read from TOML files of ``[messages."ui.key"]``
  tables (later files override earlier ones), as ``texts(lang)`` (every label, keys without ``ui.``) and
  ``text(key, lang, **params)``.
- ``ui_texts_for(game_file, languages)``: the common words, then a game's own file (any path: a game
  outside the kit names its own).
- ``plural_key`` / ``plural_text``: the form of a text for a count (as ``fmtN`` in js/shell_dom.js).
"""

from __future__ import annotations

import pathlib
from functools import lru_cache
from typing import Any, Mapping, Sequence

from ..core.toml import tomllib


class UiTexts:
    """The words of one board, read once from TOML files of ``[messages."ui.<key>"]`` tables (later files
    override earlier ones: the shell's common words first, then the game's)."""

    def __init__(self, paths: pathlib.Path | Sequence[pathlib.Path], languages: Sequence[str]) -> None:
        self.paths = (
            [pathlib.Path(paths)] if isinstance(paths, (str, pathlib.Path)) else [pathlib.Path(p) for p in paths]
        )
        self.languages = tuple(languages)
        self.messages = lru_cache(maxsize=1)(self._read)
        self._texts = lru_cache(maxsize=len(self.languages))(self._build)

    def _read(self) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = {}
        for path in self.paths:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for k, v in data["messages"].items():
                out[k] = dict(v)
        return out

    def keys(self) -> list[str]:
        """Every message key, with its ``ui.`` prefix."""
        return list(self.messages())

    def _build(self, lang: str) -> tuple[tuple[str, str], ...]:
        return tuple(
            (key[3:] if key.startswith("ui.") else key, texts.get(lang) or texts["en"])
            for key, texts in self.messages().items()
        )

    def texts(self, lang: str = "en") -> dict[str, str]:
        """Every label of the board in ``lang`` (keys without the ``ui.`` prefix)."""
        if lang not in self.languages:
            raise ValueError(f"the board speaks {', '.join(self.languages)}, not {lang!r}")
        return dict(self._texts(lang))

    def text(self, key: str, lang: str = "en", **params: Any) -> str:
        """One sentence, filled with ``params`` (``key`` with or without the ``ui.`` prefix); with a count
        ``n``, the form for it (``plural_key``): "1 tile", "2 tiles"."""
        key = "ui." + key if not key.startswith("ui.") else key
        n = params.get("n")
        if isinstance(n, int) and not isinstance(n, bool):
            key = plural_key(self.messages(), key, n)
        texts = self.messages()[key]
        return (texts.get(lang) or texts["en"]).format(**params)


def plural_key(texts: Mapping[str, Any], key: str, n: int) -> str:
    """The key of ``key``'s form for the count ``n``: ``<key>.zero`` for 0 and ``<key>.one`` for 1 where
    ``texts`` has them, else ``key`` itself (the form for other counts). The boards' JavaScript picks the
    same way (``fmtN`` in js/shell_dom.js)."""
    for form, count in (("zero", 0), ("one", 1)):
        if n == count and f"{key}.{form}" in texts:
            return f"{key}.{form}"
    return key


def plural_text(texts: Mapping[str, str], key: str, n: int, /, **params: Any) -> str:
    """A board text (``texts``: ``UiTexts.texts(lang)``) in its form for the count ``n``, filled with
    ``params`` (``n`` too, unless given): ``plural_text(t, "tiles_n", 1)`` is "1 tile"."""
    return texts[plural_key(texts, key, n)].format(**{"n": n, **params})


#: The shell's own words (every board's history, log, hand-off, errors), in every language a board speaks.
COMMON_TEXTS = pathlib.Path(__file__).resolve().with_name("common_texts.toml")


def ui_texts_for(game_file: str | pathlib.Path, languages: Sequence[str] = ("en",)) -> UiTexts:
    """A game board's words: the shell's common words, then the game's own ``ui_texts.toml`` (``game_file``: that
    file, or a module beside it, e.g. the ``__file__`` of the game's ``ui.py``)."""
    path = pathlib.Path(game_file)
    return UiTexts([COMMON_TEXTS, path.with_name("ui_texts.toml") if path.suffix == ".py" else path], languages)
