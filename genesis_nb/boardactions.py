"""What a board does when asked, as a mixin of ``boardwidget.GameBoard``: play, undo, redo, seek, ready,
hint and the computer's moves (each refused with a sentence on the board when it may not happen)."""

from __future__ import annotations

import traceback
from typing import Any, Mapping

from .core.errors import RuleViolation, SaveFileError
from .core.game import Game


class BoardActions:
    """The actions of a board (``GameBoard`` provides the state they act on)."""

    # provided by GameBoard
    spec: Any
    faults: list[str]
    judge: Any
    lang: str
    paused: bool
    _game: Game
    _bots: dict[int, Any]
    _seat: int | None
    _shown: int | None
    _refusal: Any
    _released: tuple[int, int] | None
    shown_ply: Any  # properties of GameBoard
    handoff: Any
    holding: Any
    _actor_at: Any
    _bot_may_move: Any
    _decides: Any
    _human_seats: Any
    _position_key: Any
    _refresh: Any
    _registry: Any
    _set_quietly: Any
    _show_refusal: Any
    _ui_error: Any

    def play(self, action: Any) -> bool:
        """Play ``action`` (an action or its JSON form) in the position shown, as a click would.

        Refused (``error`` holds the sentence, nothing changes): an action the rules forbid, or one for a
        seat that may not act at this screen. From an earlier position the game is first rewound to it.
        """
        g = self._game
        action = self._parse_action(action)
        if action is None:
            return False
        ply = self.shown_ply
        actor = self._actor_at(ply)
        if actor is not None and actor in self._bots:
            self._ui_error("err.bot_turn", name=g.players[actor])
            return False
        if not self._decides(actor) and actor is not None:
            key = "err.nobody" if self._seat is None else "err.not_deciding"
            self._ui_error(key, name=g.players[actor])
            return False
        refusal = self.refusal_at(ply, action)
        if self.judge is not None:  # an exercise or a lesson: every click is an answer (a refused one too)
            verdict = self.judge(action)
            self._refusal = refusal
            self._set_quietly(note={"correct": bool(verdict.correct), "text": verdict.text})
            self._refresh(only_error=True)
            if refusal is not None or not (verdict.correct and verdict.play):
                return False
        elif refusal is not None:
            self._show_refusal(refusal)
            return False
        self._shown = None
        self._refusal = None
        with g.batch():
            if ply < len(g.steps):
                g.rewind(ply)
            g.play(action)
        return True

    def _parse_action(self, action: Any) -> Any:
        """``action`` itself, or the action its JSON form stands for (None, with ``error`` said, if none)."""
        if isinstance(action, Mapping):
            try:
                return self._game.rules.registry.from_json(dict(action))
            except SaveFileError as e:
                self._ui_error("err.bad_action", detail=str(e))
                return None
        if action is None:
            self._ui_error("err.bad_action", detail="nothing")
            return None
        return action

    def refusal_at(self, ply: int, action: Any) -> RuleViolation | None:
        """The rules' refusal of ``action`` in the position after ``ply`` actions (None: it is legal)."""
        g = self._game
        try:
            g.rules.check(g.state_at(ply), action)
        except RuleViolation as r:
            r.lang = self.lang
            return r
        return None

    def undo(self) -> bool:
        """Take back the last action; with human players, back to the last position a human decided in."""
        g = self._game
        if not g.can_undo:
            self._ui_error("err.nothing_to_undo")
            return False
        self._shown = None
        self._refusal = None
        with g.batch():
            g.undo()
            if self._human_seats():
                while g.can_undo and g.actor in self._bots:
                    g.undo()
            elif not self.paused:
                self._set_quietly(paused=True)
        return True

    def redo(self) -> bool:
        """Play the last undone action again (and the computer's moves after it); in a game with hidden
        information, not while the screen waits for another player (the move to redo is theirs)."""
        g = self._game
        if not g.can_redo:
            self._ui_error("err.nothing_to_redo")
            return False
        waiting = self.handoff if self.handoff is not None else (g.actor if self.holding is not None else None)
        if waiting is not None:
            self._ui_error("err.redo_handoff", name=g.players[waiting])
            return False
        self._shown = None
        self._refusal = None
        with g.batch():
            g.redo()
            while g.can_redo and g.actor in self._bots:
                g.redo()
        return True

    def seek(self, ply: int) -> None:
        """Show the position after ``ply`` actions (the game is unchanged until a move is played there)."""
        n = len(self._game.steps)
        ply = max(0, min(int(ply), n))
        self._shown = None if ply == n else ply
        self._refusal = None
        self._refresh()

    def ready(self) -> bool:
        """The player at the screen has seen what they just learnt (the screen may pass on), or the player
        the screen was passed to is ready (show the board through their eyes)."""
        if self.holding is not None:
            self._released = self._position_key()
            self._refusal = None
            self._refresh()
            return True
        seat = self.handoff
        if seat is None:
            self._ui_error("err.no_handoff")
            return False
        self._seat = seat
        self._refusal = None
        self._refresh()
        return True

    def hint(self) -> Any:
        """A hint for the player who decides at this screen: the game's hint bot's best few actions and
        why (its explanation, from the seat's knowledge only), shown on the board; returns it."""
        from .bots.explain import explain

        g = self._game
        ply = self.shown_ply
        actor = self._actor_at(ply)
        if (
            ply != len(g.steps)
            or actor is None
            or not self._decides(actor)
            or self.handoff is not None
            or self.holding is not None
            or self.judge is not None
        ):
            self._ui_error("err.no_hint")
            return None
        info = self._registry()
        name = self.spec.hint_bot if self.spec.hint_bot in info.bots else next(iter(info.bots))
        bot = info.make_bot(name, seed=(g.seed * 7 + len(g.steps)) % (2**31))
        explanation = explain(bot, g, self.lang if self.lang in ("en", "nl") else "en")
        self._refusal = None
        self._set_quietly(note={"hint": True, "text": explanation.sentence})
        self._refresh(only_error=True)
        return explanation

    def bot_step(self, expect: int | None = None) -> bool:
        """Play one computer move if a bot is to move now (``expect``: the history length the board saw).

        A bot that raises, returns nothing or returns an illegal action is reported on the board and
        the computer is paused; the game is unchanged."""
        g = self._game
        if not self._bot_may_move():
            return False
        if expect is not None and expect != len(g.steps):
            return False
        seat = g.actor
        assert seat is not None  # _bot_may_move: somebody is to move
        bot = self._bots[seat]
        try:
            action = bot.choose(g)
            reason = None if action is not None else "it chose nothing"
            if reason is None:
                refusal = g.why_not(action)
                reason = None if refusal is None else refusal.message(self.lang)
        except Exception as e:
            self.faults.append(traceback.format_exc())
            reason = f"{type(e).__name__}: {str(e)[:120]}"
        if reason is not None:
            self._set_quietly(paused=True)
            self._refusal = (
                "err.bot_failed",
                {"name": g.players[seat], "bot": str(getattr(bot, "name", "bot")), "reason": reason},
            )
            self._refresh()
            return False
        self._refusal = None
        g.play(action)
        return True

    def run_bots(self, max_plies: int = 100_000) -> int:
        """Play the computer's moves now until a human is to move or the game ends; returns how many."""
        played = 0
        while played < max_plies and self.bot_step():
            played += 1
        return played
