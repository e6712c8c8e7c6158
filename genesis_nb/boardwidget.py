"""The part of a board widget that every game shares: an anywidget bound to a ``core.game.Game``.

A game's board subclasses ``GameBoard`` and says only what is its own (see "Hooks" below); the base
class holds the game, the bots in seats, the position shown, the refusal shown, and carries out the
messages every board sends: play, undo, redo, seek, bot_step, log_all, lang, pause.

Synced traitlets (the browser's whole knowledge of the game):

- ``view``: the game's own picture of the position shown (``_view``), plus ``view["ui"]``: ``ply``,
  ``total``, ``present``, ``can_undo``, ``can_redo``, ``bot_next`` (the browser may ask for a bot's
  move now), ``human_turn``, ``last_seat``, and whatever ``_ui_extra`` adds. Other components (the
  Bokeh charts) may ``observe(cb, names="view")``: it changes once per action.
- ``board_data``: what never changes during a game (sent once).
- ``legal``: the legal actions as the board offers them (``_legal``; empty on a bot's turn).
- ``log``: ``{"first": f, "total": n, "lang": ..., "lines": [[ply, seat, kind, sentence], ...]}``: the
  narration of plies ``f+1..n`` (ply 0: the set-up's own events, sent with ``first == 0``); only what
  changed since the last update is sent, and ``{"cmd": "log_all"}`` asks for the whole of it.
- ``error``: the sentence of the last refused click ("" after a good one).
- ``ply`` (the position shown), ``history_len`` (actions played), ``lang``, ``seats`` (per seat
  ``"human"`` or the bot's name), ``paused`` (the computer waits), ``texts`` (the board's words in
  ``lang``), ``bot_delay`` (milliseconds the board waits before asking for a bot's move).

Messages from the browser: ``{"cmd": "play", "action": <JSON action>}`` (or the bare JSON action),
``{"cmd": "undo"}``, ``{"cmd": "redo"}``, ``{"cmd": "seek", "ply": n}``, ``{"cmd": "bot_step", "at": n}``,
``{"cmd": "log_all"}``, ``{"cmd": "lang", "lang": "nl"}``, ``{"cmd": "pause", "paused": bool}``, and a
game's own commands (``_command``).

Hooks for a game (class attributes and methods of the subclass):

- ``_esm``, ``_css`` (``widgets.front_end``), ``ui`` (a ``widgets.UiTexts``), ``bot_kinds``;
- ``_new_game()``: the game shown when none is given;
- ``_board_data(game)``, ``_view(state)``, ``_ui_extra(state, ply)``, ``_legal(state, lang, human_turn)``;
- ``_command(cmd, msg)``: a game's own message (return True when handled);
- ``_game_changed()``: a new game was set (before the board is refreshed).
"""

from __future__ import annotations

from typing import Any, Mapping

import anywidget
import traitlets

from .core.errors import RuleViolation, SaveFileError
from .core.game import Game
from .widgets import UiTexts, log_lines, make_bot


class GameBoard(anywidget.AnyWidget):
    """A board bound to a game (see the module docstring)."""

    ui: UiTexts
    bot_kinds: Mapping[str, Any] = {}

    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.Dict().tag(sync=True)
    log = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    ply = traitlets.Int(0).tag(sync=True)
    history_len = traitlets.Int(0).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    seats = traitlets.List(traitlets.Unicode()).tag(sync=True)
    paused = traitlets.Bool(False).tag(sync=True)
    texts = traitlets.Dict().tag(sync=True)
    board_data = traitlets.Dict().tag(sync=True)
    bot_delay = traitlets.Int(600).tag(sync=True)

    def __init__(self, game: Game | None = None, *, bots: Mapping[int, Any] | None = None, lang: str = "en",
                 bot_delay: int = 600, **kwargs: Any) -> None:
        self._ready = False
        super().__init__(lang=lang, bot_delay=bot_delay, texts=self.ui.texts(lang), **kwargs)
        self._game: Game = game if game is not None else self._new_game()
        self._shown: int | None = None           # the ply shown, None = the present
        self._refusal: Any = None                # RuleViolation, or (ui key, params)
        self._sent_steps: list[Any] = []         # the steps whose narration the browser has
        self._sent_lang = lang
        self._bots: dict[int, Any] = {}
        self._set_bots(bots or {})
        self.on_msg(self._on_msg)
        self._ready = True
        self._refresh()

    # -- hooks (a game's board overrides these) -----------------------------------------------------
    def _new_game(self) -> Game:
        raise NotImplementedError

    def _board_data(self, game: Game) -> dict[str, Any]:
        return {}

    def _view(self, state: Any) -> dict[str, Any]:
        return self._game.rules.view(state, "public")

    def _ui_extra(self, state: Any, ply: int) -> dict[str, Any]:
        return {}

    def _legal(self, state: Any, lang: str, human_turn: bool) -> dict[str, Any]:
        return {}

    def _command(self, cmd: Any, msg: Mapping[str, Any]) -> bool:
        return False

    # -- the game -----------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._game = game
        self._shown = None
        self._refusal = None
        self._sent_steps = []
        n = len(game.players)
        self._set_bots({s: b for s, b in self._bots.items() if s < n})
        self._game_changed()
        self._refresh()

    def _game_changed(self) -> None:
        """Hook: a new game was set (its bots are set; the board is refreshed right after)."""

    @property
    def bots(self) -> dict[int, Any]:
        return dict(self._bots)

    def set_bot(self, seat: int, bot: Any) -> None:
        """Let the computer play ``seat`` (a bot's name, or a bot) or a human (None/"human")."""
        bots = dict(self._bots)
        if bot is None or bot == "human":
            bots.pop(seat, None)
        else:
            bots[seat] = bot
        self._set_bots(bots)
        self._refresh()

    def _set_bots(self, spec: Mapping[int, Any]) -> None:
        n = len(self._game.players)
        bots = {}
        for seat, kind in spec.items():
            seat = int(seat)
            if not 0 <= seat < n:
                raise ValueError(f"seat {seat} is not a seat of this {n}-player game")
            if kind is None or kind == "human":
                continue
            old = self._bots.get(seat)
            if old is not None and isinstance(kind, str) and getattr(old, "name", None) == kind:
                bots[seat] = old
            else:
                bots[seat] = make_bot(kind, self.bot_kinds, seed=(self._game.seed * 31 + seat) % (2**31))
        self._bots = bots
        self._setting_seats = True
        try:
            self.seats = [str(getattr(bots[s], "name", "bot")) if s in bots else "human" for s in range(n)]
        finally:
            self._setting_seats = False

    @traitlets.observe("seats")
    def _seats_changed(self, change: Any) -> None:
        if getattr(self, "_setting_seats", False) or not getattr(self, "_ready", False):
            return
        self._set_bots({s: k for s, k in enumerate(change["new"])})
        self._refresh()

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: Any) -> str:
        if proposal["value"] not in self.ui.languages:
            raise traitlets.TraitError(f"the board speaks {', '.join(self.ui.languages)}, not {proposal['value']!r}")
        return proposal["value"]

    @traitlets.observe("lang")
    def _lang_changed(self, change: Any) -> None:
        if getattr(self, "_ready", False):
            self._refresh()

    @traitlets.observe("paused")
    def _paused_changed(self, change: Any) -> None:
        if getattr(self, "_ready", False) and not getattr(self, "_refreshing", False):
            self._refresh()

    @traitlets.observe("ply")
    def _ply_changed(self, change: Any) -> None:
        if getattr(self, "_ready", False) and not getattr(self, "_refreshing", False):
            self.seek(change["new"])

    # -- reading ------------------------------------------------------------------------------------
    def narration(self, lang: str | None = None) -> list[str]:
        """Every sentence of the game's narration so far (the whole log)."""
        return self._game.narration(lang or self.lang)

    @property
    def shown_ply(self) -> int:
        return len(self._game.steps) if self._shown is None else self._shown

    def _human_seats(self) -> list[int]:
        return [s for s in range(len(self._game.players)) if s not in self._bots]

    def _bot_may_move(self) -> bool:
        g = self._game
        return (self._shown is None and not self.paused and not g.is_over and not g.can_redo
                and g.actor in self._bots)

    # -- acting -------------------------------------------------------------------------------------
    def handle(self, msg: Any) -> None:
        """Carry out one message from the board (see the module docstring); the board's click handler."""
        if not isinstance(msg, Mapping):
            self._ui_error("err.bad_action", detail=repr(msg)[:80])
            return
        cmd = msg.get("cmd")
        if cmd is None and "type" in msg:
            cmd, msg = "play", {"action": msg}
        try:
            if cmd == "play":
                self.play(msg.get("action"))
            elif cmd == "undo":
                self.undo()
            elif cmd == "redo":
                self.redo()
            elif cmd == "seek":
                self.seek(int(msg["ply"]))
            elif cmd == "bot_step":
                at = msg.get("at")
                self.bot_step(expect=int(at) if at is not None else None)
            elif cmd == "log_all":
                self.send({"kind": "log_all", "lang": self.lang, "total": len(self._game.steps),
                           "lines": log_lines(self._game, self.lang)})
            elif cmd == "lang":
                self.lang = str(msg["lang"])
            elif cmd == "pause":
                self.paused = bool(msg.get("paused", True))
            elif not self._command(cmd, msg):
                self._ui_error("err.bad_action", detail=repr(dict(msg))[:80])
        except (KeyError, TypeError, ValueError, traitlets.TraitError) as e:
            self._ui_error("err.bad_action", detail=str(e)[:120])

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle(content)

    def play(self, action: Any) -> bool:
        """Play ``action`` (an action or its JSON form) for the player to move in the position shown.

        A refused action sets ``error`` to the rule's sentence and changes nothing; returns whether it
        was played. From an earlier position (after ``seek``) the game is first rewound to it.
        """
        g = self._game
        action = self._parse_action(action)
        if action is None:
            return False
        ply = self.shown_ply
        if self._bot_refusal(g.state_at(ply)):
            return False
        refusal = self.refusal_at(ply, action)
        if refusal is not None:
            self._refusal = refusal
            self._refresh(only_error=True)
            return False
        if ply < len(g.steps):
            g.rewind(ply)
        g.play(action)
        self._shown = None
        self._refusal = None
        self._refresh()
        return True

    def _parse_action(self, action: Any) -> Any:
        """``action`` itself, or the action its JSON form stands for (None, with ``error`` said, if none)."""
        if isinstance(action, Mapping):
            try:
                return self._game.rules.registry.from_json(dict(action))
            except SaveFileError as e:
                self._ui_error("err.bad_action", detail=str(e))
                return None
        return action

    def _bot_refusal(self, state: Any) -> bool:
        """When the computer plays the seat that must act in ``state``: say so (``error``) and return True."""
        actor = self._game.rules.actor(state)
        if actor is not None and actor in self._bots:
            self._ui_error("err.bot_turn", name=self._game.players[actor])
            return True
        return False

    def refusal_at(self, ply: int, action: Any) -> RuleViolation | None:
        """The rules' refusal of ``action`` in the position after ``ply`` actions (None: it is legal)."""
        g = self._game
        if ply == len(g.steps):
            return g.why_not(action)
        try:
            g.rules.check(g.state_at(ply), action)
        except RuleViolation as r:
            return r
        return None

    def undo(self) -> bool:
        """Take back the last action; with human players, back to the last position a human decided in."""
        g = self._game
        self._shown = None
        if not g.can_undo:
            self._ui_error("err.nothing_to_undo")
            return False
        g.undo()
        if self._human_seats():
            while g.can_undo and g.actor in self._bots:
                g.undo()
        elif not self.paused:
            self._refreshing = True
            try:
                self.paused = True
            finally:
                self._refreshing = False
        self._refusal = None
        self._refresh()
        return True

    def redo(self) -> bool:
        """Play the last undone action again (and the computer's moves after it)."""
        g = self._game
        self._shown = None
        if not g.can_redo:
            self._ui_error("err.nothing_to_redo")
            return False
        g.redo()
        while g.can_redo and g.actor in self._bots:
            g.redo()
        self._refusal = None
        self._refresh()
        return True

    def seek(self, ply: int) -> None:
        """Show the position after ``ply`` actions (the game itself is unchanged until a move is played)."""
        n = len(self._game.steps)
        ply = max(0, min(int(ply), n))
        self._shown = None if ply == n else ply
        self._refresh()

    def bot_step(self, expect: int | None = None) -> bool:
        """Play one computer move if a bot is to move now (``expect``: the history length the board saw)."""
        g = self._game
        if not self._bot_may_move():
            return False
        if expect is not None and expect != len(g.steps):
            return False
        bot = self._bots[g.actor]
        g.play(bot.choose(g))
        self._refusal = None
        self._refresh()
        return True

    def run_bots(self, max_plies: int = 100_000) -> int:
        """Play the computer's moves now until a human is to move or the game ends; returns how many."""
        played = 0
        while played < max_plies and self.bot_step():
            played += 1
        return played

    # -- errors -------------------------------------------------------------------------------------
    def _ui_error(self, key: str, **params: Any) -> None:
        self._refusal = (key, params)
        self._refresh(only_error=True)

    def _show_refusal(self, refusal: RuleViolation | None) -> None:
        """Show the rules' refusal (or clear the error with None) without changing the position."""
        self._refusal = refusal
        self._refresh(only_error=True)

    def _error_text(self) -> str:
        r = self._refusal
        if r is None:
            return ""
        if isinstance(r, RuleViolation):
            return r.message(self.lang)
        key, params = r
        return self.ui.text(key, self.lang, **params)

    # -- syncing ------------------------------------------------------------------------------------
    def _refresh(self, only_error: bool = False) -> None:
        if not getattr(self, "_ready", False):
            return
        if only_error:
            text = self._error_text()
            if text == self.error and text:
                # the same refusal again: clear and set so the board shows it anew
                with self.hold_sync():
                    self.error = ""
            self.error = text
            return
        g = self._game
        rules = g.rules
        lang = self.lang
        n = len(g.steps)
        ply = self.shown_ply
        state = g.state_at(ply)
        view = self._view(state)
        actor = rules.actor(state)
        human_turn = actor is not None and actor not in self._bots
        last = g.steps[ply - 1] if ply > 0 else None
        view["ui"] = {
            "ply": ply, "total": n, "present": ply == n,
            "can_undo": g.can_undo, "can_redo": g.can_redo,
            "bot_next": self._bot_may_move(), "human_turn": human_turn,
            "last_seat": last.actor if last is not None else None,
            **self._ui_extra(state, ply),
        }
        legal = self._legal(state, lang, human_turn)
        # narration: only the plies that changed since the last update (the board keeps the rest)
        if lang != self._sent_lang:
            self._sent_steps = []
            self._sent_lang = lang
        first = self._unchanged_steps()
        log = {"first": first, "total": n, "lang": lang, "lines": log_lines(g, lang, first)}
        self._sent_steps = list(g.steps)
        self._sync(board_data=self._board_data(g), view=view, legal=legal, log=log, history_len=n, ply=ply)

    def _unchanged_steps(self) -> int:
        """How many of the game's first steps are those whose narration the browser has."""
        same = 0
        for a, b in zip(self._sent_steps, self._game.steps):
            if a is not b:
                break
            same += 1
        return same

    def _sync(self, *, board_data: dict[str, Any], view: dict[str, Any], legal: dict[str, Any],
              log: dict[str, Any], history_len: int, ply: int) -> None:
        """Send one update: every synced value at once (with the words and the error of ``lang``)."""
        self._refreshing = True
        try:
            with self.hold_sync():
                self.texts = self.ui.texts(self.lang)
                self.board_data = board_data
                self.view = view
                self.legal = legal
                self.log = log
                self.history_len = history_len
                self.ply = ply
                self.error = self._error_text()
        finally:
            self._refreshing = False
