"""What a board does when asked (``BoardSession.play`` and the rest call these): play, undo, redo, seek,
ready, hint and the computer's moves, each refused with a sentence on the board when it may not happen
(nothing changes then). Every click is checked by the rules once."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any, Mapping

from ..core.errors import RuleViolation, SaveFileError
from .checks import check_ply

if TYPE_CHECKING:
    from .session import BoardSession


def play(s: BoardSession, action: Any) -> bool:
    """Play ``action`` (an action or its JSON form) in the position shown, as a click would.

    Refused (``error`` holds the sentence, nothing changes): an action the rules forbid, or one for a
    seat that may not act at this screen. From an earlier position the game is first rewound to it.
    """
    g = s.game
    action = parse_action(s, action)
    if action is None:
        return False
    ply = s.shown_ply
    actor = s.actor_at(ply)
    if actor is not None and actor in s.bots:
        s.ui_error("err.bot_turn", name=g.players[actor])
        return False
    if not s.decides(actor) and actor is not None:
        key = "err.nobody" if s.screen.seat is None else "err.not_deciding"
        s.ui_error(key, name=g.players[actor])
        return False
    refusal = refusal_at(s, ply, action)
    if s.judge is not None:  # an exercise or a lesson: every click is an answer (a refused one too)
        verdict = s.judge(action)
        s.set_note({"correct": bool(verdict.correct), "text": verdict.text})
        if refusal is not None:
            s.show_refusal(refusal)
            return False
        if not (verdict.correct and verdict.play):
            return False
    elif refusal is not None:
        s.show_refusal(refusal)
        return False
    s.shown = None
    s.refusal = None
    with g.batch():
        if ply < len(g.steps):
            g.rewind(ply)
        g.play(action)  # in the present position why_not has just checked it: not checked again
    return True


def parse_action(s: BoardSession, action: Any) -> Any:
    """``action`` itself, or the action its JSON form stands for (None, with ``error`` said, if none)."""
    if isinstance(action, Mapping):
        try:
            return s.game.rules.registry.from_json(dict(action))
        except SaveFileError as e:
            s.ui_error("err.bad_action", detail=str(e))
            return None
    if action is None:
        s.ui_error("err.bad_action", detail="nothing")
        return None
    return action


def refusal_at(s: BoardSession, ply: int, action: Any) -> RuleViolation | None:
    """The rules' refusal of ``action`` in the position after ``ply`` actions (None: it is legal). In the present
    position the game checks it itself (``why_not``), so that playing it next is not checked again."""
    g = s.game
    if ply == len(g.steps):
        refusal = g.why_not(action)
        if refusal is not None:
            refusal.lang = s.lang
        return refusal
    try:
        g.rules.check(g.state_at(ply), action)
    except RuleViolation as r:
        r.lang = s.lang
        return r
    return None


def undo(s: BoardSession) -> bool:
    """Take back the last action; with human players, back to the last position a human decided in."""
    g = s.game
    if not g.can_undo:
        s.ui_error("err.nothing_to_undo")
        return False
    s.shown = None
    s.refusal = None
    bots = s.bots
    with g.batch():
        g.undo()
        if s.human_seats():
            while g.can_undo and g.actor in bots:
                g.undo()
        elif not s.paused:
            s.pause()
    return True


def redo(s: BoardSession) -> bool:
    """Play the last undone action again (and the computer's moves after it); in a game with hidden
    information, not while the screen waits for another player (the move to redo is theirs)."""
    g = s.game
    if not g.can_redo:
        s.ui_error("err.nothing_to_redo")
        return False
    waiting = s.handoff if s.handoff is not None else (g.actor if s.holding is not None else None)
    if waiting is not None:
        s.ui_error("err.redo_handoff", name=g.players[waiting])
        return False
    s.shown = None
    s.refusal = None
    bots = s.bots
    with g.batch():
        g.redo()
        while g.can_redo and g.actor in bots:
            g.redo()
    return True


def seek(s: BoardSession, ply: Any) -> None:
    """Show the position after ``ply`` actions (the game is unchanged until a move is played there); a
    ply beyond the history shows its nearest end."""
    n = len(s.game.steps)
    ply = max(0, min(check_ply(ply), n))
    s.shown = None if ply == n else ply
    s.refusal = None
    s.refresh()


def ready(s: BoardSession) -> bool:
    """The player at the screen has seen what they just learnt (the screen may pass on), or the player
    the screen was passed to is ready (show the board through their eyes)."""
    if s.holding is not None:
        s.screen.released = s.screen.position_key()
        s.refusal = None
        s.refresh()
        return True
    seat = s.handoff
    if seat is None:
        s.ui_error("err.no_handoff")
        return False
    s.screen.seat = seat
    s.refusal = None
    s.refresh()
    return True


def hint(s: BoardSession) -> Any:
    """A hint for the player who decides at this screen: the game's hint bot's best few actions and
    why (its explanation, from the seat's knowledge only), shown on the board; returns it."""
    from ..bots.explain import LANGS, explain

    g = s.game
    ply = s.shown_ply
    actor = s.actor_at(ply)
    if (
        ply != len(g.steps)
        or actor is None
        or not s.decides(actor)
        or s.handoff is not None
        or s.holding is not None
        or s.judge is not None
    ):
        s.ui_error("err.no_hint")
        return None
    info = s.info()
    name = s.spec.hint_bot if s.spec.hint_bot in info.bots else next(iter(info.bots))
    bot = info.make_bot(name, seed=(g.seed * 7 + len(g.steps)) % (2**31))
    explanation = explain(bot, g, s.lang if s.lang in LANGS else "en")
    s.set_note({"hint": True, "text": hint_words(s, explanation)})
    if s.spec.drawn and explanation.options:  # the board points at where the move is made
        best = explanation.options[0].action
        s.point([s.spec.target(g.state, best).split(">")[0]])
    return explanation


def hint_words(s: BoardSession, explanation: Any) -> str:
    """A hint in a student's words: the move to try, and up to two other good ones (no bot's name, no values)."""
    options = explanation.options
    if not options:
        return str(explanation.sentence)
    rules, state, lang = s.game.rules, s.game.state, s.lang
    words = [s.spec.label(rules, state, o.action, lang) for o in options[:3]]
    text = s.spec.texts.text("hint_try", lang, move=words[0])
    if len(words) > 1:
        text += " " + s.spec.texts.text("hint_also", lang, moves="; ".join(words[1:]))
    return text


def bot_step(s: BoardSession, expect: int | None = None) -> bool:
    """Play one computer move if a bot is to move now (``expect``: the history length the board saw).

    A bot that raises, returns nothing or returns an illegal action is reported on the board and
    the computer is paused; the game is unchanged."""
    g = s.game
    if not s.bot_may_move():
        return False
    if expect is not None and expect != len(g.steps):
        return False
    seat = g.actor
    assert seat is not None  # bot_may_move: somebody is to move
    bot = s.bots[seat]
    try:
        action = bot.choose(g)
        reason = None if action is not None else "it chose nothing"
        if reason is None:
            refusal = g.why_not(action)
            reason = None if refusal is None else refusal.message(s.lang)
    except Exception as e:
        s.faults.append(traceback.format_exc())
        reason = f"{type(e).__name__}: {str(e)[:120]}"
    if reason is not None:
        s.pause()
        s.refusal = (
            "err.bot_failed",
            {"name": g.players[seat], "bot": str(getattr(bot, "name", "bot")), "reason": reason},
        )
        s.refresh()
        return False
    s.refusal = None
    g.play(action)  # why_not has just checked it: not checked again
    return True


def run_bots(s: BoardSession, max_plies: int = 100_000) -> int:
    """Play the computer's moves now until a human is to move or the game ends; returns how many."""
    played = 0
    while played < max_plies and bot_step(s):
        played += 1
    return played
