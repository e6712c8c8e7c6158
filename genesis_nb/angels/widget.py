"""The interactive angels board: the shared board layer with the angels drawing module.

    >>> from genesis_nb.angels import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={2: "greedy"}, lang="en", seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, lang="en", seed=None, options=None, bot_delay=600,
observer=None, reveal_all=False)``

- ``game``: a game to show (``genesis_nb.angels.new_game(...)``); a new one is made from ``players``
  (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "greedy" | bot}`` for the seats the computer plays; the other seats
  are played by clicking (angels hides nothing, so every human seat plays on the one screen).
- ``lang``: ``"en"`` or ``"nl"`` (switchable on the board).
- ``scale``: the projector mode: the whole board drawn this many times larger (e.g. 1.5).

Playing: what is legal now is lit. Click a lit square of your own day to gather there (switching
first when it is not your square: the chooser lists every payment and yield the rules allow), a lit
day to move there, your day's work track to do its work (a chooser of every payment), or Pass. A
refused click shows the rule's sentence and changes nothing. Everything else (history, undo/redo,
bots, the log) is the shared layer's: see ``genesis_nb.boardwidget``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..boardwidget import GameBoard
from ..core.game import Game
from ..widgets import board_css, board_esm
from .ui import SPEC


class AngelsBoard(GameBoard):
    """The angels board bound to a game (see the module docstring)."""

    spec = SPEC
    _esm = board_esm(*SPEC.js)
    _css = board_css(*SPEC.css)


def board(
    game: Game | None = None,
    players: Sequence[str] | int = 4,
    bots: Mapping[int, Any] | None = None,
    lang: str = "en",
    seed: int | None = None,
    options: Any = None,
    bot_delay: int = 600,
    observer: int | str | None = None,
    reveal_all: bool = False,
    scale: float = 1.0,
) -> AngelsBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return AngelsBoard(
        game, bots=bots, lang=lang, bot_delay=bot_delay, observer=observer, reveal_all=reveal_all, scale=scale
    )


__all__ = ["AngelsBoard", "board"]
