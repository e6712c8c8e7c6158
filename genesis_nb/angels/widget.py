"""The interactive angels board: an anywidget bound to a ``Game``.

    >>> from genesis_nb.angels import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={2: "greedy"}, lang="en", seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, lang="en", seed=None, options=None, bot_delay=600)``

- ``game``: a game to show (``genesis_nb.angels.new_game(...)``); a new one is made from ``players``
  (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "greedy" | bot}`` for the seats the computer plays (a bot is anything
  with ``name`` and ``choose(game)``); the other seats are played by clicking.
- ``lang``: ``"en"`` or ``"nl"``: every label and sentence on the board (switchable on the board).
- ``bot_delay``: milliseconds the board waits before asking for a bot's move (so it is seen).

Playing: what is legal now is lit on the board. Click a lit square of your own day to gather there
(switching places first when it is not your square; a chooser asks for the payment and the yield when
there is a choice), a lit day to move there, the lit day-work track to do the day's work (a chooser of
payments, cheapest first), or Pass. A refused click shows the rule's sentence in ``error`` and changes
nothing. Undo/Redo, and a slider through the game's history: playing from an earlier position rewinds
the game to it and starts a new future.

From Python: ``w.game`` is the game (read it, or assign another game); ``w.play(action)`` plays an
action (an action object or its JSON form) as a click would; ``w.undo()``, ``w.redo()``, ``w.seek(ply)``,
``w.run_bots()`` (play the computer's moves now, without waiting for the browser), ``w.narration()``.

The traitlets and messages every board shares are described in ``genesis_nb.boardwidget``; angels adds:

- ``view``: the rules' ``view`` of the position shown, with ``tracks`` (angels per track, activation,
  day-work markers: what changes); ``view["ui"]`` adds ``short`` (token labels), ``shapes``, ``phase``.
- ``board_data``: what never changes (yields, costs, bonuses, circle values, resting points), sent once.
- ``legal``: ``genesis_nb.angels.ui.legal_of``: the legal actions (JSON form + label) and their grouping.
- the message ``{"cmd": "work_elsewhere", "day": d}`` (a click on another day's work track).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..boardwidget import GameBoard
from ..bots.base import RandomBot
from ..core.game import Game
from ..widgets import front_end
from ..widgets import make_bot as _make_bot
from ..widgets import static_file  # re-exported: genesis_nb.angels.widget.static_file
from .bots import GreedyBot
from .ui import _TEXTS, SHAPES, board_data, legal_of, phase_of, short_labels, tracks_of

BOT_KINDS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: Any, seed: int | None = None) -> Any:
    """A bot from its name ("random", "greedy") or the bot itself (anything with ``choose(game)``)."""
    return _make_bot(kind, BOT_KINDS, seed)


class AngelsBoard(GameBoard):
    """The angels board bound to a game (see the module docstring)."""

    _esm = front_end("board_common.js", "angels_board.js")
    _css = front_end("board_common.css", "angels_board.css")
    ui = _TEXTS
    bot_kinds = BOT_KINDS

    def _new_game(self) -> Game:
        from . import new_game
        return new_game()

    def _board_data(self, game: Game) -> dict[str, Any]:
        return board_data(game.rules)

    def _view(self, state: Any) -> dict[str, Any]:
        rules = self._game.rules
        view = rules.view(state, "public")
        view["tracks"] = tracks_of(rules, state)
        return view

    def _ui_extra(self, state: Any, ply: int) -> dict[str, Any]:
        return {"short": short_labels(state.names), "shapes": list(SHAPES[:state.n]), "phase": phase_of(state)}

    def _legal(self, state: Any, lang: str, human_turn: bool) -> dict[str, Any]:
        rules = self._game.rules
        return legal_of(rules, state, lang) if human_turn else legal_of(rules, state, lang, actions=[])

    def _command(self, cmd: Any, msg: Mapping[str, Any]) -> bool:
        if cmd != "work_elsewhere":
            return False
        self._work_elsewhere(int(msg["day"]))
        return True

    def _work_elsewhere(self, day: int) -> None:
        g = self._game
        state = g.state_at(self.shown_ply)
        actor = g.rules.actor(state)
        if actor is None or actor in self._bots or state.phase != "turns":
            # let the rules speak (game over, set-up first, a bot's turn)
            self.play({"type": "day_work", "pay": [0, 0, 0]})
            return
        refusal = g.rules.why_not_work_on(state, day)
        if refusal is None:
            self.play({"type": "day_work", "pay": list(g.rules.board.cost[day])})
        else:
            self._show_refusal(refusal)


def board(game: Game | None = None, players: Sequence[str] | int = 4, bots: Mapping[int, Any] | None = None,
          lang: str = "en", seed: int | None = None, options: Any = None, bot_delay: int = 600) -> AngelsBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return AngelsBoard(game, bots=bots, lang=lang, bot_delay=bot_delay)


__all__ = ["AngelsBoard", "board", "make_bot", "static_file", "BOT_KINDS"]
