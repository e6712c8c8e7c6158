"""The interactive herds board: an anywidget bound to a ``Game``.

    >>> from genesis_nb.herds import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={2: "greedy"}, seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, lang="en", seed=None, options=None, bot_delay=600,
scoring=None)``

- ``game``: a game to show (``genesis_nb.herds.new_game(...)`` or ``from_position(...)``); a new one is
  made from ``players`` (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "greedy" | bot}`` for the seats the computer plays (a bot is anything
  with ``name`` and ``choose(game)``); the other seats are played by clicking.
- ``lang``: ``"en"`` (the herds texts are in English).
- ``bot_delay``: milliseconds the board waits before asking for a bot's move (so it is seen).
- ``scoring``: show the scoring overlay (each area's herds and what they take, "if the game ended
  now"); None: only once the game is over. The board has a button for it too.

Playing: the dice of the player to move are shown; the vacant squares are lit. Click a lit square, then
a terrain in the chooser that opens (the terrains the dice allow are lit, and so are the terrains of
the one-tile turn); or pick a terrain first (the buttons under the dice) and then click squares. A
click the rules refuse shows the rule's sentence in ``error`` and changes nothing. Undo/Redo and a
slider through the game's history: playing from an earlier position rewinds the game to it.

From Python: ``w.game`` is the game (read it, or assign another game); ``w.play(action)`` plays an
action (an action object or its JSON form, ``{"type": "place", "square": 30, "terrain": "forest"}``)
as a click would; ``w.undo()``, ``w.redo()``, ``w.seek(ply)``, ``w.run_bots()``, ``w.narration()``.

The traitlets and messages every board shares are described in ``genesis_nb.boardwidget``; herds has:

- ``view``: ``genesis_nb.herds.ui.position`` of the position shown (tiles, dice, players, areas and
  herds with their points, cut-off squares); ``view["ui"]`` adds ``last`` (the squares of the turn just
  played) and ``end`` (why the game ended, in words).
- ``board_data``: ``genesis_nb.herds.ui.board_data`` (the grid, the blocked squares, the river).
- ``legal``: ``genesis_nb.herds.ui.legal_of`` (squares, terrains from the dice and why, one-tile terrains).
- ``scoring``: whether the scoring overlay is shown (synced both ways).
- the message ``{"cmd": "why_terrain", "terrain": t, "one": bool}``: a click on a terrain that is not
  lit; the rules' sentence says why no tile of that terrain can be placed now (that way).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import traitlets

from ..boardwidget import GameBoard
from ..bots.base import RandomBot
from ..core.errors import RuleViolation
from ..core.game import Game
from ..widgets import front_end
from .bots import GreedyBot
from .state import TERRAINS, Place, PlaceOne
from .ui import _TEXTS, board_data, end_reason, last_tiles, legal_of, position

BOT_KINDS = {"random": RandomBot, "greedy": GreedyBot}


class HerdsBoard(GameBoard):
    """The herds board bound to a game (see the module docstring)."""

    _esm = front_end("board_common.js", "herds_board.js")
    _css = front_end("board_common.css", "herds_board.css")
    ui = _TEXTS
    bot_kinds = BOT_KINDS

    scoring = traitlets.Bool(None, allow_none=True).tag(sync=True)

    def _new_game(self) -> Game:
        from . import new_game
        return new_game()

    def _board_data(self, game: Game) -> dict[str, Any]:
        return board_data(game.rules, len(game.players))

    def _view(self, state: Any) -> dict[str, Any]:
        return position(self._game.rules, state)

    def _ui_extra(self, state: Any, ply: int) -> dict[str, Any]:
        return {"last": last_tiles(self._game, ply), "end": end_reason(self._game, ply, self.lang)}

    def _legal(self, state: Any, lang: str, human_turn: bool) -> dict[str, Any]:
        return legal_of(self._game.rules, state, human_turn)

    def _command(self, cmd: Any, msg: Mapping[str, Any]) -> bool:
        if cmd != "why_terrain":
            return False
        self.why_terrain(str(msg["terrain"]), bool(msg.get("one", False)))
        return True

    def why_terrain(self, terrain: str, one: bool = False) -> RuleViolation | None:
        """Show why no tile of ``terrain`` can be placed now from the dice (or, with ``one``, as the
        one-tile turn): the rules' refusal of that tile on a vacant square (None, and no error, when such
        a tile is legal). The position does not change."""
        g = self._game
        ply = self.shown_ply
        state = g.state_at(ply)
        if self._bot_refusal(state):
            return None
        vacant = g.rules.vacant(state)
        square = vacant[0] if vacant else 0
        action = (PlaceOne if one else Place)(square, terrain)
        refusal = self.refusal_at(ply, action)
        self._show_refusal(refusal)
        return refusal


def board(game: Game | None = None, players: Sequence[str] | int = 4, bots: Mapping[int, Any] | None = None,
          lang: str = "en", seed: int | None = None, options: Any = None, bot_delay: int = 600,
          scoring: bool | None = None) -> HerdsBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return HerdsBoard(game, bots=bots, lang=lang, bot_delay=bot_delay, scoring=scoring)


__all__ = ["HerdsBoard", "board", "BOT_KINDS", "TERRAINS"]
