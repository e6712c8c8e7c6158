"""The messages a board carries out: ``handle(session, msg)`` checks a message (``board.messages``) and
calls its command with the checked fields; a malformed message gets a sentence on the board, and no
exception ever leaves it (whatever goes wrong inside is kept in ``faults`` and said as ``err.internal``).
"""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any, Callable

from .legal import meanings, options_page
from .log import LogFeed, log_lines
from .messages import MessageError, check_message
from .spec import PAGE

if TYPE_CHECKING:
    from .session import BoardSession


def handle(s: BoardSession, msg: Any) -> None:
    """Carry out one message from the browser; nothing malformed acts, and no exception escapes."""
    try:
        cmd, args = check_message(msg)
    except MessageError as e:
        s.ui_error(e.key, **e.params)
        return
    try:
        COMMANDS[cmd](s, **args)
    except Exception as e:  # a handler must never raise into the transport
        s.faults.append(traceback.format_exc())
        s.ui_error("err.internal", detail=f"{type(e).__name__}: {str(e)[:120]}")


def _play(s: BoardSession, action: Any, at: int | None = None) -> None:
    if at is not None and at != s.shown_ply:
        s.ui_error("err.stale", ply=s.shown_ply)
        return
    s.play(action)


def _options(s: BoardSession, target: str, offset: int = 0, at: int | None = None) -> None:
    ply = s.shown_ply
    if at is not None and at != ply:
        s.ui_error("err.stale", ply=ply)
        return
    g = s.game
    state = g.state_at(ply)
    actor = g.rules.actor(state)
    actions = g.rules.legal_actions(state) if s.decides(actor) and s.handoff is None else []
    page = options_page(s.spec, g.rules, state, actions, target, offset, s.lang, refused=s.offer_refused)
    if not page["total"]:
        s.ui_error("err.no_target")
        return
    s.send({"kind": "options", "ply": ply, **page})


def _click(s: BoardSession, keys: tuple[str, ...], at: int | None = None) -> None:
    """A click on a key no legal action stands behind (after the keys selected before it): the action it would
    mean, for the rules to refuse in their own words (``BoardSpec.meaning``)."""
    ply = s.shown_ply
    if at is not None and at != ply:
        s.ui_error("err.stale", ply=ply)
        return
    rules, state = s.game.rules, s.game.state_at(ply)
    action = s.spec.meaning(rules, state, keys)
    if isinstance(action, (list, tuple)):  # several things it may mean: the chooser offers them, to be refused
        options = meanings(s.spec, rules, state, ">".join(keys))
        reasons = {_reason(s, ply, a) for a in options[:PAGE]}
        if len(reasons) == 1 and None not in reasons:  # refused alike whatever it means (a volcano): say so at once
            options = options[:1]
        if len(options) > 1:
            to_json = rules.registry.to_json
            page = []
            for a in options[:PAGE]:
                entry = [to_json(a), s.spec.label(rules, state, a, s.lang)]
                page.append(entry if _reason(s, ply, a) is None else entry + [False])
            total = len(page)
            s.send(
                {"kind": "options", "ply": ply, "target": ">".join(keys), "offset": 0, "total": total, "options": page}
            )
            return
        action = options[0] if options else None
    if action is None:
        s.ui_error("err.no_target")
        return
    s.play(action)


def _reason(s: BoardSession, ply: int, action: Any) -> str | None:
    """The rules' sentence refusing ``action`` in the position shown (None: it is legal)."""
    refusal = s.refusal_at(ply, action)
    return None if refusal is None else refusal.message(s.lang)


def _log_all(s: BoardSession) -> None:
    obs = s.shown_to()
    g = s.game
    s.send(
        {
            "kind": "log_all",
            "key": LogFeed.key(g, s.lang, obs),
            "total": len(g.steps),
            "lines": log_lines(g, s.lang, obs),
        }
    )


def _lang(s: BoardSession, lang: str) -> None:
    s.receive("lang", lang)


def _pause(s: BoardSession, paused: bool = True) -> None:
    s.receive("paused", paused)


def _dismiss(s: BoardSession) -> None:
    """The player has read the refusal: clear it (nothing else changes)."""
    s.show_refusal(None)


def _pref(s: BoardSession, name: str, value: Any = None) -> None:
    allowed = s.spec.prefs.get(name)
    if allowed is None or value not in allowed:
        s.ui_error("err.bad_pref", name=name, value=repr(value))
        return
    s.receive("prefs", {**s.values["prefs"], name: value})


#: command name (``messages.COMMANDS``) -> what carries it out, given the session and the checked fields
COMMANDS: dict[str, Callable[..., Any]] = {
    "play": _play,
    "options": _options,
    "undo": lambda s: s.undo(),
    "redo": lambda s: s.redo(),
    "seek": lambda s, ply: s.seek(ply),
    "bot_step": lambda s, at=None: s.bot_step(expect=at),
    "log_all": _log_all,
    "lang": _lang,
    "pause": _pause,
    "ready": lambda s: s.ready(),
    "hint": lambda s: s.hint(),
    "dismiss": _dismiss,
    "pref": _pref,
    "click": _click,
}
