"""Pieces shared by the games' board widgets (anywidget adapters). Nothing here imports a game's rules.

- ``static_file(name)``: a front-end file (``js/`` in a checkout, ``genesis_nb/static/`` in a wheel).
- ``UiTexts(path, languages)``: a board's words (a ``ui_texts.toml`` with ``[messages."ui.key"]`` tables),
  as ``texts(lang)`` (every label, keys without ``ui.``) and ``text(key, lang, **params)``.
- ``make_bot(kind, kinds, seed)``: a bot from its name in ``kinds`` (name -> class taking a seed), or a
  bot object itself (anything with ``choose(game)``).
- ``front_end(*names)``: front-end files joined into one text (a board's ``_esm`` or ``_css``): the shared
  ``board_common.js``/``.css`` first, then the game's own file (anywidget loads ``_esm`` as one blob, so
  a board cannot import a shared module; it is joined to it instead).
- ``log_lines(game, lang, first)``: a game's narration for the board's log, ply by ply.

The anywidget base class every board shares is ``genesis_nb.boardwidget.GameBoard``.

Importing this module imports no Jupyter package either: the widgets import anywidget themselves.
"""

from __future__ import annotations

import pathlib
from functools import lru_cache
from typing import Any, Mapping, Sequence

from .core.toml import tomllib

_PACKAGE = pathlib.Path(__file__).resolve().parent


def static_file(name: str) -> pathlib.Path:
    """A front-end file: ``genesis_nb/static/`` in an installed wheel, the repository's ``js/`` otherwise."""
    for folder in (_PACKAGE / "static", _PACKAGE.parent / "js"):
        p = folder / name
        if p.is_file():
            return p
    raise FileNotFoundError(f"{name} is in neither genesis_nb/static/ nor js/")


def front_end(*names: str) -> str:
    """The text of front-end files, joined in order (each one's name in a comment above it)."""
    return "\n".join(f"/* ---- {n} ---- */\n" + static_file(n).read_text(encoding="utf-8") for n in names)


def log_lines(game: Any, lang: str = "en", first: int = 0) -> list[list[Any]]:
    """Narration of plies ``first+1 ..`` of ``game``: ``[ply, seat or None, event kind, sentence]`` per
    event; with ``first == 0`` the set-up's own events (``game.opening``) come first, as ply 0."""
    rules = game.rules
    out: list[list[Any]] = []

    def add(ply: int, events: Any) -> None:
        for e in events:
            seat = e.data.get("seat")
            out.append([ply, seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                        e.kind, rules.narrate(e, lang)])

    if first == 0:
        add(0, getattr(game, "opening", ()))
    steps = game.steps
    for ply in range(first, len(steps)):
        add(ply + 1, steps[ply].events)
    return out


class UiTexts:
    """The words of one board, read once from a TOML file of ``[messages."ui.<key>"]`` tables."""

    def __init__(self, path: pathlib.Path, languages: Sequence[str]) -> None:
        self.path = pathlib.Path(path)
        self.languages = tuple(languages)
        self.messages = lru_cache(maxsize=1)(self._read)
        self._texts = lru_cache(maxsize=len(self.languages))(self._build)

    def _read(self) -> dict[str, dict[str, str]]:
        data = tomllib.loads(self.path.read_text(encoding="utf-8"))
        return {k: dict(v) for k, v in data["messages"].items()}

    def keys(self) -> list[str]:
        """Every message key, with its ``ui.`` prefix."""
        return list(self.messages())

    def _build(self, lang: str) -> tuple[tuple[str, str], ...]:
        return tuple((key[3:] if key.startswith("ui.") else key, texts.get(lang) or texts["en"])
                     for key, texts in self.messages().items())

    def texts(self, lang: str = "en") -> dict[str, str]:
        """Every label of the board in ``lang`` (keys without the ``ui.`` prefix)."""
        if lang not in self.languages:
            raise ValueError(f"the board speaks {', '.join(self.languages)}, not {lang!r}")
        return dict(self._texts(lang))

    def text(self, key: str, lang: str = "en", **params: Any) -> str:
        """One sentence, filled with ``params`` (``key`` with or without the ``ui.`` prefix)."""
        texts = self.messages()["ui." + key if not key.startswith("ui.") else key]
        return (texts.get(lang) or texts["en"]).format(**params)


def make_bot(kind: Any, kinds: Mapping[str, Any], seed: int | None = None) -> Any:
    """A bot from its name (a key of ``kinds``) or the bot itself (anything with ``choose(game)``)."""
    if isinstance(kind, str):
        if kind not in kinds:
            raise ValueError(f"unknown bot {kind!r}: choose {', '.join(kinds)}")
        return kinds[kind](seed)
    if not callable(getattr(kind, "choose", None)):
        raise TypeError(f"a bot is {' or '.join(repr(k) for k in kinds)} or an object with a choose(game) method")
    return kind
