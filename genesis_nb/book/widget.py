"""The interactive book board: the shared board layer with the book drawing module.

    >>> from genesis_nb.book import board
    >>> w = board(players=["Ann", "Bo"], bots={1: "greedy"}, seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=2, bots=None, observer=None, reveal_all=False, seed=None, options=None,
lang="en", bot_delay=600, scale=1.0)``

- ``bots``: ``{seat: "random" | "greedy" | ... | bot}`` for the seats the computer plays; the other seats
  are humans sharing the screen: between two human decisions the board shows a hand-off screen, since a
  Prophecy's peek is private.
- ``observer``: whose eyes the board starts with (default: the only human seat); ``reveal_all``: the
  teacher's view (every face-down piece shown).

Playing: click a face-down piece to flip it (during a Prophecy: to look at it; in the set-up, click an
empty hex for your Throne). Click one of your face-up pieces to select it: the hexes it may reach are lit
(travel, eat, gallop, mount, fortify, congregate, cast, move a mountain) and its abilities appear in the
turn box. A refused click shows the rule's sentence and changes nothing. History, undo/redo, bots, the
log and the hand-off are the shared layer's (``genesis_nb.boardwidget``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..boardwidget import GameBoard
from ..core.game import Game
from ..widgets import board_css, board_esm
from .ui import SPEC


class BookBoard(GameBoard):
    """The book board bound to a game and an observer (see the module docstring)."""

    spec = SPEC
    _esm = board_esm(*SPEC.js)
    _css = board_css(*SPEC.css)


def board(
    game: Game | None = None,
    players: Sequence[str] | int = 2,
    bots: Mapping[int, Any] | None = None,
    observer: int | str | None = None,
    reveal_all: bool = False,
    seed: int | None = None,
    options: Any = None,
    lang: str = "en",
    bot_delay: int = 600,
    scale: float = 1.0,
) -> BookBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return BookBoard(
        game, bots=bots, observer=observer, reveal_all=reveal_all, lang=lang, bot_delay=bot_delay, scale=scale
    )


__all__ = ["BookBoard", "board"]
