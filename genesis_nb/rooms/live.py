"""The rooms a server holds in memory: each one's game (rebuilt from the store at start), its pages
(one ``BoardSession`` per connection), the computer's moves, and each action written to the store as it
is played, before anybody is told of it.

Nothing here knows the web: ``schedule(delay, callback)`` is how a room asks for a later call (the
server's event loop gives it), and a connection is any object with ``send(frame)``.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import Any, Callable, Iterator

from ..board import actions
from ..core.errors import RuleViolation, SaveFileError
from . import links
from .plan import WORDS, RoomError, checked_request
from .seat import DriverSession, RoomSession, seat_session, watch_session
from .shared import SharedDrawings
from .store import RoomRecord, RoomStore, StoreError

log = logging.getLogger("genesis_nb.rooms")
Schedule = Callable[[float, Callable[[], None]], Any]
#: ``offload(work, done)``: run ``work()`` away from the event loop, then ``done(result)`` on it
Offload = Callable[[Callable[[], Any], Callable[[Any], None]], Any]


def at_once(work: Callable[[], Any], done: Callable[[Any], None]) -> None:
    """``offload`` with no thread: the work done there and then (tests; a room with no slow bot)."""
    done(work())


class ThinkingBot:
    """A computer seat whose choice is made beforehand (``think``, in a worker thread), then handed to the
    board's ``actions.bot_step`` by ``choose``; a failure of the bot is raised there, where the board reports it."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = str(getattr(bot, "name", "bot"))
        self.ready: tuple[int, Any] | None = None  # (ply, the action chosen or the exception raised)

    def think(self, game: Any) -> Any:
        try:
            return self.bot.choose(game)
        except Exception as e:  # raised again by choose, on the loop
            return e

    def choose(self, game: Any) -> Any:
        if self.ready is not None and self.ready[0] == len(game.steps):
            result = self.ready[1]
        else:
            result = self.think(game)
        if isinstance(result, Exception):
            raise result
        return result


class LiveRoom:
    """One room in play: its record, its game, the pages watching it."""

    def __init__(
        self,
        record: RoomRecord,
        game: Any,
        store: RoomStore,
        schedule: Schedule,
        bot_delay: float,
        offload: Offload | None = None,
    ) -> None:
        from ..registry import game as game_info

        self.record = record
        self.game = game
        self.store = store
        self.schedule = schedule
        self.bot_delay = bot_delay
        self.offload = offload or at_once
        info = game_info(record.game)
        spec = info.hook("board")
        self.spec: Any = SharedDrawings(spec, bool(info.hidden_information))
        self.saved = list(game.steps)  # the steps the store holds (the very objects)
        self.pages: list[Any] = []  # connections: each has .seat (None for the teacher) and .session
        self.listeners: list[Callable[[LiveRoom], None]] = []
        self._bot_at: int | None = None
        #: the computer seat that failed, while the room waits for the teacher: seat, name, bot, reason
        self.failed: dict[str, Any] | None = None
        self.closed = False
        self.unsaved = 0  # moves played but not yet stored (the database failed)
        self._unsubscribe = game.subscribe(self._changed)  # first: stored before any board is told
        #: the board that moves the computer's seats (only in a room that has some); each bot thinks in a
        #: worker thread (``offload``), so a search bot holds no room's pages while it thinks
        self.thinkers = {
            seat: ThinkingBot(info.make_bot(kind, seed=(record.seed * 31 + seat) % 2**31))
            for seat, kind in record.bots.items()
        }
        self.driver = (
            DriverSession(spec, game, bots=dict(self.thinkers), reveal_all=True, lang=record.lang)
            if record.bots
            else None
        )
        self._schedule_bot()

    @property
    def id(self) -> str:
        return self.record.id

    # -- the store ----------------------------------------------------------------------------------
    def _changed(self, game: Any) -> None:
        try:
            self._save()
        except (sqlite3.Error, OSError) as e:  # kept in memory; the next change writes every step still missing
            self.unsaved = len(game.steps) - len(self.saved)
            log.error("room %s: %d moves not yet stored: %s", self.id, self.unsaved, e)
        else:
            self.unsaved = 0
        self._schedule_bot()
        self._tell()

    def _save(self) -> None:
        steps = self.game.steps
        keep = 0
        n = len(self.saved)
        if len(steps) >= n and (n == 0 or steps[n - 1] is self.saved[-1]):
            keep = n
        else:
            while keep < min(n, len(steps)) and steps[keep] is self.saved[keep]:
                keep += 1
        if keep == n == len(steps):
            return
        to_json = self.game.rules.registry.to_json
        self.store.sync_actions(self.id, keep, [(s.actor, to_json(s.action)) for s in steps[keep:]])
        self.saved = list(steps)

    # -- the computer's seats -----------------------------------------------------------------------
    def _schedule_bot(self) -> None:
        driver = getattr(self, "driver", None)
        if driver is None or not driver.bot_may_move():
            return
        ply = len(self.game.steps)
        if self._bot_at == ply:
            return
        self._bot_at = ply
        self.schedule(self.bot_delay, lambda: self._bot_move(ply))

    def _bot_move(self, ply: int) -> None:
        seat = self.game.actor
        if self.driver is None or len(self.game.steps) != ply or seat not in self.thinkers:
            self._bot_at = None
            return
        thinker = self.thinkers[seat]
        self.offload(lambda: thinker.think(self.game), lambda result: self._bot_chosen(ply, thinker, result))

    def _bot_chosen(self, ply: int, thinker: ThinkingBot, result: Any) -> None:
        """The bot has chosen (in its thread): the driver plays it, checked, as a board's bot move."""
        self._bot_at = None
        if self.driver is None or len(self.game.steps) != ply:
            return
        thinker.ready = (ply, result)
        actions.bot_step(self.driver, expect=ply)
        thinker.ready = None
        refusal = self.driver.refusal
        if refusal is not None:
            log.warning("room %s: a computer player failed: %s", self.id, self.driver.error_text())
            seat = self.game.actor
            reason = str(refusal[1].get("reason", "")) if isinstance(refusal, tuple) else ""
            self.failed = {
                "seat": seat,
                "name": self.game.players[seat],
                "bot": self.record.bots[seat],
                "reason": reason,
            }
            for page in self.pages:
                page.session.ui_error("room.bot_paused", name=self.failed["name"])
            self._tell()

    def resume_bot(self) -> None:
        """The teacher asks the failed computer player to try again."""
        if self.driver is None or self.failed is None:
            raise RoomError("not_failed", room=self.id)
        self.failed = None
        self.driver.refusal = None
        self._unsay_paused()
        self.driver.receive("paused", False)
        self._schedule_bot()
        self._tell()

    def _unsay_paused(self) -> None:
        """The pages stop saying that the room waits for a computer player."""
        for page in self.pages:
            r = page.session.refusal
            if isinstance(r, tuple) and r[0] == "room.bot_paused":
                page.session.refusal = None
                page.session.refresh(only_error=True)

    def make_human(self, seat: Any) -> str:
        """A computer seat handed to a student: the seat's new secret (its link). The computer stops playing it."""
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.record.bots:
            raise RoomError("bad_bot_seat", room=self.id, seat=repr(seat)[:20])
        secret = links.new_secret()
        self.store.set_human(self.id, seat, links.hashed(secret))
        del self.record.bots[seat]
        del self.thinkers[seat]
        if self.failed is not None and self.failed["seat"] == seat:
            self.failed = None
            self._unsay_paused()
        if self.driver is not None:
            self.driver.refusal = None
        for session in [self.driver, *(page.session for page in self.pages)]:
            if session is not None:
                session.set_bot(seat, None)
        if self.driver is not None and not self.record.bots:
            self.driver.close()
            self.driver = None
        elif self.driver is not None:
            self.driver.receive("paused", False)
            self._schedule_bot()
        self._tell()
        return secret

    def close(self, sentence: str) -> None:
        """The room is deleted: its pages are told ``sentence`` and closed; its computer players stop."""
        self.closed = True
        self._unsubscribe()
        if self.driver is not None:
            self.driver.close()
            self.driver = None
        for page in list(self.pages):
            page.refuse(sentence)
            page.session.close()
        self.pages.clear()

    def _tell(self) -> None:
        for listener in list(self.listeners):
            listener(self)

    # -- pages --------------------------------------------------------------------------------------
    def session_for(self, seat: int | None) -> RoomSession:
        """A new board for a seat's page (``seat=None``: the teacher's)."""
        if seat is None:
            return watch_session(self.spec, self.game, self.record.bots, self.record.lang)
        return seat_session(self.spec, self.game, seat, self.record.bots, self.record.lang)

    def connected(self) -> list[int]:
        """How many pages each seat has open."""
        counts = [0] * len(self.record.players)
        for page in self.pages:
            if page.seat is not None:
                counts[page.seat] += 1
        return counts

    def summary(self) -> dict[str, Any]:
        """What the teacher's list shows of this room."""
        g = self.game
        sheet = g.scores()
        totals = sheet.totals() if callable(sheet.totals) else sheet.totals
        scores = {
            g.players[k] if isinstance(k, int) and 0 <= k < len(g.players) else str(k): v for k, v in totals.items()
        }
        connected = self.connected()
        actor = g.actor
        return {
            "id": self.id,
            "game": self.record.game,
            "title": self.record.title,
            "seats": [
                {"name": name, "bot": self.record.bots.get(i), "connected": connected[i]}
                for i, name in enumerate(self.record.players)
            ],
            "ply": len(g.steps),
            "actor": actor,
            "turn": None if actor is None else g.players[actor],
            "over": bool(g.is_over),
            "scores": scores,
            "watchers": sum(1 for p in self.pages if p.seat is None),
            "unsaved": self.unsaved,
            "failed": self.failed,
        }


class Rooms:
    """Every room of one store, in play."""

    def __init__(
        self, store: RoomStore, schedule: Schedule, bot_delay: float = 0.6, offload: Offload | None = None
    ) -> None:
        self.store = store
        self.schedule = schedule
        self.offload = offload
        self.bot_delay = bot_delay
        self.rooms: dict[str, LiveRoom] = {}
        self.listeners: list[Callable[[LiveRoom], None]] = []
        self.broken: dict[str, str] = {}  # room id -> why it could not be rebuilt

    def __iter__(self) -> Iterator[LiveRoom]:
        return iter(self.rooms.values())

    def load(self) -> int:
        """Rebuild every stored room (its game replayed action by action); returns how many."""
        for record in self.store.rooms():
            try:
                game = rebuilt_game(record, self.store.actions(record.id))
            except (StoreError, RoomError) as e:
                self.broken[record.id] = str(e)
                log.error("room %s not rebuilt: %s", record.id, e)
                continue
            self._add(record, game)
        return len(self.rooms)

    def _add(self, record: RoomRecord, game: Any) -> LiveRoom:
        room = LiveRoom(record, game, self.store, self.schedule, self.bot_delay, self.offload)
        room.listeners.append(self._room_changed)
        self.rooms[record.id] = room
        return room

    def _room_changed(self, room: LiveRoom) -> None:
        for listener in list(self.listeners):
            listener(room)

    def create(self, **request: Any) -> tuple[LiveRoom, dict[int, str]]:
        """A new room (``plan.checked_request``'s fields) and the secret of each human seat."""
        record, game = checked_request(**request)
        record.id = links.new_room_id()
        while record.id in self.rooms or record.id in self.broken:
            record.id = links.new_room_id()
        record.created = time.time()
        secrets = {seat: links.new_secret() for seat in range(len(record.players)) if seat not in record.bots}
        self.store.add_room(record, {seat: links.hashed(s) for seat, s in secrets.items()})
        room = self._add(record, game)
        self._room_changed(room)
        return room, secrets

    def new_secret(self, room_id: Any, seat: Any) -> str:
        """A new secret for a human seat (its old link stops opening it)."""
        room = self.get(room_id)
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int)
            or seat in room.record.bots
            or not 0 <= seat < len(room.record.players)
        ):
            raise RoomError("bad_seat", room=room_id, seat=repr(seat)[:20])
        secret = links.new_secret()
        self.store.set_secret_hash(room_id, seat, links.hashed(secret))
        return secret

    def delete(self, room_id: Any) -> None:
        """A room deleted: its pages closed, its rows gone from the store (a broken room's too)."""
        if links.is_room_id(room_id) and room_id in self.broken:
            self.store.delete_room(room_id)
            del self.broken[room_id]
            return
        room = self.get(room_id)
        self.store.delete_room(room.id)
        del self.rooms[room.id]
        room.close(WORDS("deleted", room.record.lang, room=room.id))
        self._room_changed(room)

    def get(self, room_id: Any) -> LiveRoom:
        if not links.is_room_id(room_id) or room_id not in self.rooms:
            raise RoomError("no_room", room=str(room_id)[:20])
        return self.rooms[room_id]

    def seat_of(self, room_id: Any, secret: Any) -> tuple[LiveRoom, int]:
        """The room and seat a secret opens, or ``RoomError`` (a forged room, a wrong or missing secret)."""
        room = self.get(room_id)
        if links.is_secret(secret):
            for seat, stored in self.store.seat_hashes(room.id).items():
                if links.matches(secret, stored):
                    return room, seat
        raise RoomError("bad_link")


def rebuilt_game(record: RoomRecord, stored: list[dict[str, Any]]) -> Any:
    """A room's game made anew and its stored actions played again."""
    from ..registry import game as game_info

    game = game_info(record.game).new_game(
        players=record.players, seed=record.seed, options=record.options, lang=record.lang
    )
    for ply, data in enumerate(stored):
        try:
            game.play(game.rules.registry.from_json(data))
        except (SaveFileError, RuleViolation, ValueError) as e:
            raise StoreError(f"room {record.id}: the action of ply {ply} no longer plays ({e}).") from None
    return game
