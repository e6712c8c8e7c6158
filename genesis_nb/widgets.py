"""Pieces shared by the games' board widgets (anywidget adapters). Nothing here imports a game's rules.

- ``static_file(name)``: a front-end file (``js/`` in a checkout, ``genesis_nb/static/`` in a wheel).
- ``UiTexts(paths, languages)``: a board's words (``ui_texts.toml`` files with ``[messages."ui.key"]``
  tables: the shell's common words in ``board_texts.toml``, then the game's own, which may override),
  as ``texts(lang)`` (every label, keys without ``ui.``) and ``text(key, lang, **params)``.
- ``make_bot(kind, kinds, seed)``: a bot from its name in ``kinds`` (name -> class taking a seed), or a
  bot object itself (anything with ``choose(game)``).
- ``front_end(*names)``: front-end files joined into one text (a board's ``_esm`` or ``_css``): the
  shell's modules (``SHELL_JS``/``SHELL_CSS``) first, then the game's drawing module (anywidget loads
  ``_esm`` as one blob, so a board cannot import a shared module; the files are joined instead).
- ``log_lines(game, lang, observer, first)``: the narration ``observer`` may hear, ply by ply.

The anywidget base class every board shares is ``genesis_nb.boardwidget.GameBoard``.

Importing this module imports no Jupyter package either: the widgets import anywidget themselves.
"""

from __future__ import annotations

import json
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


#: The shell every board mounts (small modules, joined in this order) and its CSS.
SHELL_JS = ("shell_dom.js", "shell_log.js", "shell_parts.js", "shell_legal.js", "shell.js")
SHELL_CSS = ("board_common.css",)


def front_end(*names: str) -> str:
    """The text of front-end files, joined in order (each one's name in a comment above it)."""
    return "\n".join(f"/* ---- {n} ---- */\n" + static_file(n).read_text(encoding="utf-8") for n in names)


def board_esm(*game_files: str) -> str:
    """A board's ``_esm``: the shell's modules, the game's drawing module (which defines ``GAME``), and
    the one export anywidget looks for."""
    return front_end(*SHELL_JS, *game_files) + "\nexport default { render: renderBoard(GAME) };\n"


def board_css(*game_files: str) -> str:
    return front_end(*SHELL_CSS, *game_files)


def log_lines(
    game: Any, lang: str = "en", observer: int | str = "public", first: int = 0, last: int | None = None
) -> list[list[Any]]:
    """Narration of plies ``first+1 .. last`` of ``game`` that ``observer`` may hear (``rules.event_visible``):
    ``[ply, seat or None, event kind, sentence, private]`` per event (``private``: only some seats may hear
    it); with ``first == 0`` the set-up's own events (``game.opening``) come first, as ply 0."""
    rules = game.rules
    out: list[list[Any]] = []

    def add(ply: int, events: Any) -> None:
        for e in events:
            if not rules.event_visible(e, observer):
                continue
            seat = e.data.get("seat")
            out.append(
                [
                    ply,
                    seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                    e.kind,
                    rules.narrate_for(e, lang, observer),
                    e.private_to is not None,
                ]
            )

    if first == 0:
        add(0, getattr(game, "opening", ()))
    steps = game.steps
    for ply in range(first, len(steps) if last is None else min(last, len(steps))):
        add(ply + 1, steps[ply].events)
    return out


#: The most bytes of narration one update carries when the whole log is sent (a new observer, a new
#: language): beyond it only the last plies go, marked ``"from"``, and the board asks for the rest.
LOG_BUDGET = 3000


def log_window(log: dict[str, Any], budget: int = LOG_BUDGET) -> dict[str, Any]:
    """``log`` (``{"key", "first", "total", "lines"}``) cut to its last plies when it is a whole log
    (``first == 0``) larger than ``budget``: ``"from"`` names the first ply it still holds (the lines of
    at least the last ply are kept)."""
    lines = log["lines"]
    if log["first"] != 0 or not lines or len(json.dumps(lines, ensure_ascii=False).encode()) <= budget:
        return log
    kept: list[Any] = []
    size = 0
    k = len(lines)
    while k > 0:
        ply = lines[k - 1][0]
        j = k
        while j > 0 and lines[j - 1][0] == ply:
            j -= 1
        chunk = len(json.dumps(lines[j:k], ensure_ascii=False).encode())
        if kept and size + chunk > budget:
            break
        kept[:0] = lines[j:k]
        size += chunk
        k = j
    return {**log, "lines": kept, "from": kept[0][0] if kept else log["total"]}


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
COMMON_TEXTS = _PACKAGE / "board_texts.toml"


def ui_texts_for(game_file: pathlib.Path, languages: Sequence[str]) -> UiTexts:
    """A game board's words: the shell's common words, then the game's own ``ui_texts.toml``."""
    return UiTexts([COMMON_TEXTS, game_file], languages)


def make_bot(kind: Any, kinds: Mapping[str, Any], seed: int | None = None) -> Any:
    """A bot from its name (a key of ``kinds``) or the bot itself (anything with ``choose(game)``)."""
    if isinstance(kind, str):
        if kind not in kinds:
            raise ValueError(f"unknown bot {kind!r}: choose {', '.join(kinds)}")
        return kinds[kind](seed)
    if not callable(getattr(kind, "choose", None)):
        raise TypeError(f"a bot is {' or '.join(repr(k) for k in kinds)} or an object with a choose(game) method")
    return kind
