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

Synced traitlets (the browser's whole knowledge of the game):

- ``view``: the rules' ``view`` of the position shown, with ``tracks`` (angels per track, activation,
  day-work markers: what changes) and ``view["ui"]``:
  ``ply``, ``total``, ``present``, ``can_undo``, ``can_redo``, ``short`` (token labels), ``shapes``,
  ``bot_next`` (the browser may ask for a bot's move now), ``last_seat``, ``phase``.
  Other components (the Bokeh charts) may ``observe(cb, names="view")``.
- ``board_data``: what never changes (yields, costs, bonuses, circle values, resting points), sent once.
- ``legal``: ``genesis_nb.angels.ui.legal_of``: the legal actions (JSON form + label) and their grouping.
- ``log``: ``{"first": f, "total": n, "lang": ..., "lines": [[ply, seat, kind, sentence], ...]}``: the
  narration of plies ``f+1..n`` (only what changed since the last update is sent; the board keeps the
  rest and asks for the whole log with ``{"cmd": "log_all"}`` when it has none).
- ``error``: the sentence of the last refused click ("" after a good one).
- ``ply`` (the position shown), ``history_len`` (actions played), ``lang``, ``seats`` (per seat
  ``"human"`` or the bot's name), ``paused`` (the computer waits), ``texts`` (the board's words in
  ``lang``), ``bot_delay``.

Messages from the browser: ``{"cmd": "play", "action": <JSON action>}`` (or the bare JSON action),
``{"cmd": "undo"}``, ``{"cmd": "redo"}``, ``{"cmd": "seek", "ply": n}``, ``{"cmd": "bot_step", "at": n}``,
``{"cmd": "log_all"}``, ``{"cmd": "lang", "lang": "nl"}``, ``{"cmd": "pause", "paused": bool}``,
``{"cmd": "work_elsewhere", "day": d}``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import anywidget
import traitlets

from ..bots.base import RandomBot
from ..core.errors import RuleViolation, SaveFileError
from ..core.game import Game
from ..widgets import make_bot as _make_bot
from ..widgets import static_file
from .bots import GreedyBot
from .boarddata import DAYS
from .ui import (LANGUAGES, SHAPES, board_data, legal_of, log_lines, phase_of, short_labels, tracks_of, ui_text,
                 ui_texts)

BOT_KINDS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: Any, seed: int | None = None) -> Any:
    """A bot from its name ("random", "greedy") or the bot itself (anything with ``choose(game)``)."""
    return _make_bot(kind, BOT_KINDS, seed)


class AngelsBoard(anywidget.AnyWidget):
    """The angels board bound to a game (see the module docstring)."""

    _esm = static_file("angels_board.js")
    _css = static_file("angels_board.css")

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
        from . import new_game

        self._ready = False
        super().__init__(lang=lang, bot_delay=bot_delay, texts=ui_texts(lang), **kwargs)
        self._game: Game = game if game is not None else new_game()
        self._shown: int | None = None           # the ply shown, None = the present
        self._refusal: Any = None                # RuleViolation, or (ui key, params)
        self._sent_steps: list[Any] = []         # the steps whose narration the browser has
        self._sent_lang = lang
        self._bots: dict[int, Any] = {}
        self._set_bots(bots or {})
        self.on_msg(self._on_msg)
        self._ready = True
        self._refresh()

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
        self._refresh()

    @property
    def bots(self) -> dict[int, Any]:
        return dict(self._bots)

    def set_bot(self, seat: int, bot: Any) -> None:
        """Let the computer play ``seat`` (``"random"``, ``"greedy"``, a bot) or a human (None/"human")."""
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
                bots[seat] = make_bot(kind, seed=(self._game.seed * 31 + seat) % (2**31))
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
        if proposal["value"] not in LANGUAGES:
            raise traitlets.TraitError(f"the board speaks {', '.join(LANGUAGES)}, not {proposal['value']!r}")
        return proposal["value"]

    @traitlets.observe("lang")
    def _lang_changed(self, change: Any) -> None:
        if not getattr(self, "_ready", False):
            return
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
                           "lines": log_lines(self._game.rules, self._game.steps, self.lang)})
            elif cmd == "lang":
                self.lang = str(msg["lang"])
            elif cmd == "pause":
                self.paused = bool(msg.get("paused", True))
            elif cmd == "work_elsewhere":
                self._work_elsewhere(int(msg["day"]))
            else:
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
        if isinstance(action, Mapping):
            try:
                action = g.rules.registry.from_json(dict(action))
            except SaveFileError as e:
                self._ui_error("err.bad_action", detail=str(e))
                return False
        ply = self.shown_ply
        state = g.state_at(ply)
        actor = g.rules.actor(state)
        if actor is not None and actor in self._bots:
            self._ui_error("err.bot_turn", name=g.players[actor])
            return False
        if ply == len(g.steps):
            refusal = g.why_not(action)
        else:
            try:
                g.rules.check(state, action)
                refusal = None
            except RuleViolation as r:
                refusal = r
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

    def _work_elsewhere(self, day: int) -> None:
        g = self._game
        state = g.state_at(self.shown_ply)
        actor = g.rules.actor(state)
        if actor is None or actor in self._bots or state.phase != "turns":
            # let the rules speak (game over, set-up first, a bot's turn)
            self.play({"type": "day_work", "pay": [0, 0, 0]})
            return
        here = state.where[actor]
        if here == day:
            self.play({"type": "day_work", "pay": list(g.rules.board.cost[day])})
            return
        self._ui_error("err.work_elsewhere", track=_track_words(here, self.lang), day=DAYS[day])

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

    def _error_text(self) -> str:
        r = self._refusal
        if r is None:
            return ""
        if isinstance(r, RuleViolation):
            return r.message(self.lang)
        key, params = r
        return ui_text(key, self.lang, **params)

    # -- syncing ------------------------------------------------------------------------------------
    def _refresh(self, only_error: bool = False) -> None:
        if not getattr(self, "_ready", False):
            return
        if only_error:
            text = self._error_text()
            if text == self.error:
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
        view = rules.view(state, "public")
        view["tracks"] = tracks_of(rules, state)
        actor = rules.actor(state)
        human_turn = actor is not None and actor not in self._bots
        last = g.steps[ply - 1] if ply > 0 else None
        view["ui"] = {
            "ply": ply, "total": n, "present": ply == n,
            "can_undo": g.can_undo, "can_redo": g.can_redo,
            "short": short_labels(state.names), "shapes": list(SHAPES[:state.n]),
            "bot_next": self._bot_may_move(), "human_turn": human_turn,
            "last_seat": last.actor if last is not None else None,
            "phase": phase_of(state),
        }
        legal = legal_of(rules, state, lang) if human_turn else legal_of(rules, state, lang, actions=[])
        # narration: only the plies that changed since the last update (the board keeps the rest)
        if lang != self._sent_lang:
            self._sent_steps = []
            self._sent_lang = lang
        first = 0
        for a, b in zip(self._sent_steps, g.steps):
            if a is not b:
                break
            first += 1
        log = {"first": first, "total": n, "lang": lang, "lines": log_lines(rules, g.steps, lang, first)}
        self._sent_steps = list(g.steps)
        self._refreshing = True
        try:
            with self.hold_sync():
                self.texts = ui_texts(lang)
                self.board_data = board_data(rules)
                self.view = view
                self.legal = legal
                self.log = log
                self.history_len = n
                self.ply = ply
                self.error = self._error_text()
        finally:
            self._refreshing = False


def _track_words(track: int, lang: str) -> str:
    from .rules import CATALOGUE
    return CATALOGUE.word(f"word.track.{DAYS[track]}", lang)


def board(game: Game | None = None, players: Sequence[str] | int = 4, bots: Mapping[int, Any] | None = None,
          lang: str = "en", seed: int | None = None, options: Any = None, bot_delay: int = 600) -> AngelsBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return AngelsBoard(game, bots=bots, lang=lang, bot_delay=bot_delay)
