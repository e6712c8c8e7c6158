"""The interactive planet board: the shared board layer with the planet drawing module.

    >>> from genesis_nb.planet import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={1: "heuristic", 2: "random"}, seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, observer=None, reveal_all=False, seed=None, options=None,
lang="en", bot_delay=600)``

- ``game``: a game to show (``genesis_nb.planet.new_game(...)``); a new one is made from ``players``
  (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "heuristic" | bot}`` for the seats the computer plays; the other seats
  are humans sharing the screen (hot seat).
- ``observer``: the seat whose eyes the board starts with. Default: the only human seat; with several
  humans nobody (the board asks the first one to decide to take the screen); with no human, a spectator
  who sees only what lies face up.
- ``reveal_all``: the teacher's explicit switch: every need, every hand and the bag are shown, and every
  human seat's decisions are played here without hand-offs.

Hidden information, the hand-off, the history, undo/redo, the bots and the log are the shared layer's
(``genesis_nb.boardwidget``): everything the browser receives is built from ``rules.view(state,
observer)``. This board adds one step to the hand-off. When a move gives the player at the screen
something only they may know (the pawn just drawn, the pawn looked at, a share's secret choice) and the
decision passes to another human, the layer first keeps that player's view (``w.holding``), with the new
pawn shown and named, until they click "pass the screen" (``{"cmd": "ready"}`` or ``w.ready()``); only
then comes the hand-off screen for the next player (a second "ready"). Nothing private is shown to the
next player: until the first click the screen is still the last player's.

Playing: what is legal now is lit. Indicate by clicking a pawn of your hand; designate by clicking a lit
continent; place by choosing a pawn of your hand (the indicated one is chosen first) and clicking a lit
space (an oxygen asks which side up); the oxygen actions and bacteria by clicking the lit pawns and
spaces. A refused click shows the rule's sentence and changes nothing.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..boardwidget import GameBoard
from ..core.game import Game
from ..widgets import board_css, board_esm
from .ui import SPEC


class PlanetBoard(GameBoard):
    """The planet board bound to a game and an observer (see the module docstring)."""

    spec = SPEC
    _esm = board_esm(*SPEC.js)
    _css = board_css(*SPEC.css)


def board(
    game: Game | None = None,
    players: Sequence[str] | int = 4,
    bots: Mapping[int, Any] | None = None,
    observer: int | str | None = None,
    reveal_all: bool = False,
    seed: int | None = None,
    options: Any = None,
    lang: str = "en",
    bot_delay: int = 600,
    scale: float = 1.0,
) -> PlanetBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return PlanetBoard(
        game, bots=bots, observer=observer, reveal_all=reveal_all, lang=lang, bot_delay=bot_delay, scale=scale
    )


__all__ = ["PlanetBoard", "board"]
