"""Who is at a board's screen: the seat whose eyes it shows, the teacher's ``reveal_all``, the hand-off to
the next human player in a game with hidden information, and the hold before it (a player who just learnt
something private sees it before the screen passes on).

Three kinds (``screen_for``): ``"shared"`` (``Screen``: one screen passed from hand to hand, the hot seat),
``"own"`` (``OwnScreen``: one seat's own screen, as in a classroom room: that seat's eyes only, no hand-off, no
hold, deciding only for that seat) and ``"watch"`` (``WatchScreen``: everything shown, nothing decided)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rules import EVERYTHING, PUBLIC

if TYPE_CHECKING:
    from .session import BoardSession


class Screen:
    """The screen of one ``BoardSession``: its seat, ``reveal_all``, the hand-off and the hold."""

    def __init__(self, session: BoardSession, reveal_all: bool) -> None:
        self.session = session
        self.reveal_all = reveal_all
        self.seat: int | None = None
        #: the position whose hold a click ended
        self.released: tuple[int, int] | None = None
        self._taken: tuple[int, int, int] | None = None  # (seat at the screen, game, ply it took it at)

    def _hidden(self) -> bool:
        return self.session.hidden

    def handoff(self) -> int | None:
        """The human seat the screen must be passed to before anything private is shown (hidden games)."""
        s = self.session
        if self.reveal_all or not self._hidden() or self.holding() is not None:
            return None
        actor = s.actor_at(s.shown_ply)
        if actor is None or actor in s.bots or actor == self.seat:
            return None
        return actor

    def position_key(self) -> tuple[int, int]:
        steps = self.session.game.steps
        return (len(steps), id(steps[-1]) if steps else 0)

    def _took_screen_at(self, seat: int) -> int:
        """The ply at which ``seat`` took the screen (noted the first time the board sees it there)."""
        game = self.session.game
        n = len(game.steps)
        if self._taken is None or self._taken[:2] != (seat, id(game)) or self._taken[2] > n:
            self._taken = (seat, id(game), n)
        return self._taken[2]

    def _learnt_since(self, seat: int, since: int) -> bool:
        steps = self.session.game.steps[since:]
        return any(e.private_to is not None and seat in e.private_to for step in steps for e in step.events)

    def holding(self) -> int | None:
        """The seat at the screen that must first see what it just learnt (a card drawn, a piece peeked at)
        before the screen passes to the next human player (hidden games; None when nobody is held)."""
        s = self.session
        seat = self.seat
        if seat is None or self.reveal_all or not self._hidden() or s.shown is not None:
            return None
        since = self._took_screen_at(seat)
        actor = s.game.actor
        if actor is None or actor == seat or actor in s.bots:
            return None
        if self.released == self.position_key() or not self._learnt_since(seat, since):
            return None
        return seat

    def shown_to(self) -> int | str:
        """Whose knowledge the browser receives now: a seat, "all", or "public"."""
        if self.reveal_all:
            return EVERYTHING
        if self.seat is None or (self._hidden() and self.handoff() is not None):
            return PUBLIC
        return self.seat

    def decides(self, actor: int | None) -> bool:
        """Whether the person at this screen may decide for ``actor`` now."""
        if actor is None or actor in self.session.bots:
            return False
        if self.reveal_all or not self._hidden():
            return True
        return actor == self.seat


class OwnScreen(Screen):
    """One seat's own screen: that seat's eyes only, no hand-off, no hold, deciding only for that seat."""

    def __init__(self, session: BoardSession, seat: int | None) -> None:
        super().__init__(session, False)
        self.seat = seat

    def handoff(self) -> int | None:
        return None

    def holding(self) -> int | None:
        return None

    def shown_to(self) -> int | str:
        return self.seat if self.seat is not None else PUBLIC

    def decides(self, actor: int | None) -> bool:
        return actor is not None and actor == self.seat and actor not in self.session.bots


class WatchScreen(Screen):
    """A watcher's screen (a teacher over a room): everything shown, nothing decided."""

    def __init__(self, session: BoardSession) -> None:
        super().__init__(session, True)

    def decides(self, actor: int | None) -> bool:
        return False


#: the kinds of screen a board may have
SCREENS = ("shared", "own", "watch")


def screen_for(session: BoardSession, kind: str, reveal_all: bool, seat: int | None) -> Screen:
    """The screen of ``kind`` (``SCREENS``) for ``session``."""
    if kind == "own":
        return OwnScreen(session, seat)
    if kind == "watch":
        return WatchScreen(session)
    screen = Screen(session, reveal_all)
    return screen
