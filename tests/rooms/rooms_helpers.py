"""Helpers of the rooms' tests: a hand-driven clock, a database opened again."""

from __future__ import annotations

from genesis_nb.rooms.live import Rooms
from genesis_nb.rooms.store import RoomStore


class Clock:
    """``schedule(delay, callback)`` for rooms in a test: callbacks run when the test says."""

    def __init__(self) -> None:
        self.pending: list = []

    def __call__(self, delay, callback) -> None:
        self.pending.append(callback)

    def run(self, rounds: int = 50) -> int:
        done = 0
        while self.pending and done < rounds:
            self.pending.pop(0)()
            done += 1
        return done



def reopen(rooms: Rooms, clock: Clock) -> Rooms:
    """The same database opened by a new server (the old one's memory gone)."""
    path = rooms.store.path
    fresh = Rooms(RoomStore(path), clock, bot_delay=0)
    fresh.load()
    return fresh
