"""What one connection to a room is: a ``BoardSession`` on the room's game through one pair of eyes.

- A student's seat (``seat_session``): always that seat's view (``rules.view(state, seat)``), with no
  hand-off and no hold (every player has their own screen), deciding only for that seat.
- The teacher's view (``watch_session``): everything shown (``"all"``), nothing decided.

Every message goes through the board's own checks (``session.handle``); before that, ``refusal`` refuses
what a room does not allow: taking moves back, moving the computer (the server does), playing from a
past position, and any play from the teacher's view. ``outgoing`` takes the undo, redo and computer
buttons off what a page receives.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..board.session import BoardSession
from .plan import WORDS

#: commands a seat may send (the board's own, less those a shared game cannot allow)
SEAT_COMMANDS = {"play", "options", "seek", "log_all", "lang", "dismiss", "pref", "hint"}
#: commands the teacher's view may send
WATCH_COMMANDS = {"options", "seek", "log_all", "lang", "dismiss", "pref"}
#: a refused command -> the words saying what it would have done
FORWARD_ONLY = {
    "undo": "what_undo",
    "redo": "what_redo",
    "bot_step": "what_bots",
    "pause": "what_bots",
    "ready": "what_ready",
}
#: values a page may set (its own display); the others are the room's
SETTABLE = {"lang", "prefs", "scale"}


class RoomSession(BoardSession):
    """A board session whose refusals may also be the rooms' own sentences (keys ``room.*``)."""

    role: str = "seat"

    def error_text(self) -> str:
        r = self.refusal
        if isinstance(r, tuple) and isinstance(r[0], str) and r[0].startswith("room."):
            return WORDS(r[0][5:], self.lang, **r[1])
        return super().error_text()


class DriverSession(RoomSession):
    """The session that moves a room's computer seats: no page shows it, so it builds no values (no view, no
    drawing) at each move; it only decides when a computer seat may move and plays its choice."""

    role = "driver"

    def refresh(self, only_error: bool = False) -> None:
        pass


def seat_session(spec: Any, game: Any, seat: int, bots: Mapping[int, str], lang: str) -> RoomSession:
    """The board of ``seat`` in a room."""
    return RoomSession(spec, game, bots=dict(bots), observer=seat, lang=lang, screen="own")


def watch_session(spec: Any, game: Any, bots: Mapping[int, str], lang: str) -> RoomSession:
    """The teacher's board of a room."""
    s = RoomSession(spec, game, bots=dict(bots), reveal_all=True, lang=lang, screen="watch")
    s.role = "watch"
    return s


def command_of(msg: Any) -> str | None:
    """The command a message asks for (None when it has none: the board's checks refuse it)."""
    if not isinstance(msg, Mapping):
        return None
    cmd = msg.get("cmd", "play" if "type" in msg else None)
    return cmd if isinstance(cmd, str) else None


def refusal(session: RoomSession, msg: Any) -> tuple[str, dict[str, Any]] | None:
    """Why a room refuses ``msg`` before the board's checks see it (None: hand it to the board)."""
    cmd = command_of(msg)
    if cmd is None:
        return None
    if cmd in FORWARD_ONLY:
        return ("room.forward_only", {"what": WORDS(FORWARD_ONLY[cmd], session.lang)})
    allowed = WATCH_COMMANDS if session.role == "watch" else SEAT_COMMANDS
    if cmd not in allowed and cmd in SEAT_COMMANDS:
        return ("room.watch_only", {})
    if cmd == "play" and session.shown is not None:
        return ("room.past", {})
    return None


def carry_out(session: RoomSession, msg: Any) -> None:
    """Carry out a page's message on its session: refused by the room, or checked and done by the board."""
    why = refusal(session, msg)
    if why is not None:
        session.ui_error(*why[:1], **why[1])
        return
    session.handle(msg)


def take_value(session: RoomSession, name: Any, value: Any) -> None:
    """A page set a synced value: its own display settings are taken (and checked by the board)."""
    if name in SETTABLE:
        try:
            session.receive(name, value)
        except (TypeError, ValueError):
            session.ui_error("room.bad_value", name=str(name), value=repr(value)[:40])
    else:
        session.ui_error("room.read_only", name=str(name)[:40])


def outgoing(changed: Mapping[str, Any]) -> dict[str, Any]:
    """What a page receives of the session's changed values: no undo, redo or computer's-move buttons."""
    out = dict(changed)
    view = out.get("view")
    if isinstance(view, Mapping) and isinstance(view.get("ui"), Mapping):
        out["view"] = {**view, "ui": {**view["ui"], "can_undo": False, "can_redo": False, "bot_next": False}}
    return out
