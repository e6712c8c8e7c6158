"""The interactive herds board: the shared board layer with the herds drawing module.

    >>> from genesis_nb.herds import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={2: "greedy"}, seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, lang="en", seed=None, options=None, bot_delay=600,
scoring=None, observer=None, reveal_all=False)``

- ``game``: a game to show (``genesis_nb.herds.new_game(...)`` or ``from_position(...)``); a new one is
  made from ``players`` (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "greedy" | bot}`` for the seats the computer plays (a bot is anything
  with ``name`` and ``choose(game)``); the other seats are played by clicking (herds hides nothing, so
  every human seat plays on the one screen).
- ``lang``: ``"en"`` (the herds texts are in English).
- ``bot_delay``: milliseconds the board waits before asking for a bot's move (so it is seen).
- ``scoring``: show the scoring overlay (each area's herds and what they take, "if the game ended
  now"); None: only once the game is over. The board has a button for it too (the board's setting
  ``prefs["scoring"]``; ``w.scoring`` reads and sets it from Python).

Playing: the dice of the player to move are shown; the vacant squares are lit. Click a lit square, then
a terrain in the chooser that opens (the terrains the dice allow, and those of the one-tile turn); or
pick a terrain first (the buttons under the dice) and then click squares. A click the rules refuse,
on a square or on a terrain that is not lit, shows the rule's sentence and changes nothing. Everything
else (history, undo/redo, bots, the log, the checked messages) is the shared layer's: see
``genesis_nb.boardwidget``; what herds adds is ``genesis_nb.herds.ui``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..boardwidget import GameBoard
from ..core.game import Game
from ..widgets import board_css, board_esm
from .state import TERRAINS
from .ui import SPEC


class HerdsBoard(GameBoard):
    """The herds board bound to a game (see the module docstring)."""

    spec = SPEC
    _esm = board_esm(*SPEC.js)
    _css = board_css(*SPEC.css)

    @property
    def scoring(self) -> bool | None:
        """The scoring overlay: True shown, False hidden, None only once the game is over."""
        return self.prefs.get("scoring")

    @scoring.setter
    def scoring(self, value: bool | None) -> None:
        self.prefs = {**self.prefs, "scoring": value}


def board(
    game: Game | None = None,
    players: Sequence[str] | int = 4,
    bots: Mapping[int, Any] | None = None,
    lang: str = "en",
    seed: int | None = None,
    options: Any = None,
    bot_delay: int = 600,
    scoring: bool | None = None,
    observer: int | str | None = None,
    scale: float = 1.0,
    reveal_all: bool = False,
) -> HerdsBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return HerdsBoard(
        game,
        bots=bots,
        lang=lang,
        bot_delay=bot_delay,
        observer=observer,
        reveal_all=reveal_all,
        prefs=None if scoring is None else {"scoring": scoring},
        scale=scale,
    )


__all__ = ["HerdsBoard", "board", "TERRAINS"]
