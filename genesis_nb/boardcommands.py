"""The messages a board carries out, as a mixin of ``boardwidget.GameBoard``.

``handle(msg)`` checks a message (``boardmsg.check_message``) and calls ``_cmd_<name>`` with its
checked fields; a malformed message gets a sentence on the board, and no exception ever leaves it
(whatever goes wrong inside is kept in ``faults`` and said on the board as ``err.internal``).
"""

from __future__ import annotations

import traceback
from typing import Any

from .boardmsg import MessageError, check_message
from .boardspec import options_page
from .widgets import log_lines


class BoardCommands:
    """``handle`` and the ``_cmd_*`` handlers (the widget provides the state they act on)."""

    spec: Any
    faults: list[str]
    _show_refusal: Any
    _game: Any
    lang: str
    prefs: dict[str, Any]
    # provided by GameBoard
    shown_to: Any
    shown_ply: Any  # properties of GameBoard
    handoff: Any
    _ui_error: Any
    _decides: Any
    _log_key: Any
    send: Any
    play: Any
    undo: Any
    redo: Any
    seek: Any
    bot_step: Any
    ready: Any

    def handle(self, msg: Any) -> None:
        """Carry out one message from the board; nothing malformed acts, and no exception escapes."""
        try:
            cmd, args = check_message(msg)
        except MessageError as e:
            self._ui_error(e.key, **e.params)
            return
        try:
            getattr(self, f"_cmd_{cmd}")(**args)
        except Exception as e:  # a handler must never raise into the comm
            self.faults.append(traceback.format_exc())
            self._ui_error("err.internal", detail=f"{type(e).__name__}: {str(e)[:120]}")

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle(content)

    def _cmd_play(self, action: Any, at: int | None = None) -> None:
        if at is not None and at != self.shown_ply:
            self._ui_error("err.stale", ply=self.shown_ply)
            return
        self.play(action)

    def _cmd_options(self, target: str, offset: int = 0, at: int | None = None) -> None:
        ply = self.shown_ply
        if at is not None and at != ply:
            self._ui_error("err.stale", ply=ply)
            return
        state = self._game.state_at(ply)
        actor = self._game.rules.actor(state)
        actions = self._game.rules.legal_actions(state) if self._decides(actor) and self.handoff is None else []
        page = options_page(self.spec, self._game.rules, state, actions, target, offset, self.lang)
        if not page["total"]:
            self._ui_error("err.no_target")
            return
        self.send({"kind": "options", "ply": ply, **page})

    def _cmd_undo(self) -> None:
        self.undo()

    def _cmd_redo(self) -> None:
        self.redo()

    def _cmd_seek(self, ply: int) -> None:
        self.seek(ply)

    def _cmd_bot_step(self, at: int | None = None) -> None:
        self.bot_step(expect=at)

    def _cmd_log_all(self) -> None:
        obs = self.shown_to()
        self.send(
            {
                "kind": "log_all",
                "key": self._log_key(obs),
                "total": len(self._game.steps),
                "lines": log_lines(self._game, self.lang, obs),
            }
        )

    def _cmd_lang(self, lang: str) -> None:
        languages = self.spec.texts.languages
        if lang not in languages:
            self._ui_error("err.bad_lang", asked=lang, languages=", ".join(languages))
            return
        self.lang = lang

    def _cmd_pause(self, paused: bool = True) -> None:
        self.paused = paused

    def _cmd_ready(self) -> None:
        self.ready()

    def _cmd_hint(self) -> None:
        self.hint()  # type: ignore[attr-defined]

    def _cmd_dismiss(self) -> None:
        """The player has read the refusal: clear it (nothing else changes)."""
        self._show_refusal(None)

    def _cmd_pref(self, name: str, value: Any = None) -> None:
        allowed = self.spec.prefs.get(name)
        if allowed is None or value not in allowed:
            self._ui_error("err.bad_pref", name=name, value=repr(value))
            return
        self.prefs = {**self.prefs, name: value}
