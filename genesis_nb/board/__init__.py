"""The one board layer, shared by every game and naming none: a game's board is its ``BoardSpec`` (its
``"board"`` hook in the registry) shown by this layer.

- ``session.BoardSession``: everything a board does (observer, hand-off, bots, history, undo/redo, hint,
  the log, checked messages), with no Jupyter import; ``widget.GameBoard`` shows it in a notebook.
- ``spec`` (what a game adds), ``legal`` (the one wire format of legal actions), ``messages`` (checking
  the browser's messages), ``commands`` and ``actions`` (carrying them out), ``screen`` (who is at the
  screen), ``values`` (the synced values), ``log``, ``texts`` (the board's words), ``frontend`` (the
  JavaScript and CSS joined for the browser), ``seats`` (bots by name).
- ``board(game_or_name, ...)``: the interactive board of any game, with the same keywords for every game.

Importing this package imports no Jupyter package: ``board()`` imports the widget when called.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .spec import BoardSpec


def board(
    info_or_name: Any,
    game: Any = None,
    *,
    players: Sequence[str] | int | None = None,
    bots: Mapping[int, Any] | None = None,
    observer: int | str | None = None,
    reveal_all: bool = False,
    seed: int | None = None,
    options: Any = None,
    lang: str = "en",
    bot_delay: int = 600,
    scale: float = 1.0,
    prefs: Mapping[str, Any] | None = None,
    **settings: Any,
) -> Any:
    """The interactive board of a game (``info_or_name``: a ``registry.GameInfo`` or a game's name) on
    ``game``, or on a new game of ``players`` (names or a number; by default the count the game's own
    ``new_game`` starts with), ``seed`` and ``options``.

    ``bots``: ``{seat: bot name or bot}`` for the seats the computer plays; ``observer``: the seat whose
    eyes the board starts with (default: the only human seat, else nobody until a player takes the
    screen); ``reveal_all=True``: the teacher's view; ``lang``: the board's language; ``bot_delay``:
    milliseconds before a bot's move; ``scale``: the projector mode (0.5 to 3); ``prefs`` (or the settings
    as keywords, e.g. ``scoring=True``): the board's display settings (``BoardSpec.prefs``).
    """
    from .._lab import require_lab
    from ..registry import GameInfo
    from ..registry import game as game_info

    info = info_or_name if isinstance(info_or_name, GameInfo) else game_info(info_or_name)
    require_lab(f"genesis_nb.{info.name}.board")
    spec = info.hook("board")
    if settings:
        unknown = [k for k in settings if k not in spec.prefs]
        if unknown:
            raise TypeError(f"board() got an unexpected keyword argument {unknown[0]!r}")
        if prefs is not None and not isinstance(prefs, Mapping):
            raise TypeError(f"prefs is a mapping {{setting: value}}, not {type(prefs).__name__} {prefs!r:.40}")
        prefs = {**(prefs or {}), **settings}
    from .checks import check_lang, check_prefs, check_reveal_all, check_scale
    from .seats import checked_bots

    check_lang(spec, lang)
    check_prefs(spec, prefs)
    check_scale(scale)
    check_reveal_all(reveal_all)
    if game is None:
        game = _new_game(info, players, seed, options, lang)
    checked_bots(bots, len(game.players))
    from .widget import make_board

    return make_board(
        spec,
        game,
        {
            "bots": bots,
            "observer": observer,
            "reveal_all": reveal_all,
            "lang": lang,
            "bot_delay": bot_delay,
            "prefs": prefs,
            "scale": scale,
        },
    )


def _new_game(info: Any, players: Any, seed: int | None, options: Any, lang: str) -> Any:
    """A new game for a board: of ``players``, or of the count the game's own ``new_game`` starts with."""
    if players is None:
        import importlib

        own = getattr(importlib.import_module(info.module), "new_game", None)
        if callable(own):
            return own(seed=seed, options=options, lang=lang)
    return info.new_game(players=players, seed=seed, options=options, lang=lang)


__all__ = ["BoardSpec", "board"]
