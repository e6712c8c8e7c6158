"""Helpers of the rooms' tests: a hand-driven clock, a database opened again."""

from __future__ import annotations

from own_loop import run  # noqa: F401  (the rooms tests import it from here)

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


class Page:
    """A page of a room as a test drives it: a web socket, the frames received, the values they built."""

    def __init__(self, url: str) -> None:
        self.url = url.replace("http", "ws", 1) + "/ws"
        self.ws = None
        self.values: dict = {}
        self.frames: list = []

    async def open(self, hello: dict) -> dict:
        import tornado.websocket

        self.ws = await tornado.websocket.websocket_connect(self.url)
        await self.send({"hello": hello})
        return await self.next()

    async def send(self, frame) -> None:
        import json

        await self.ws.write_message(
            frame if isinstance(frame, (str, bytes)) else json.dumps(frame), binary=isinstance(frame, bytes)
        )

    async def next(self, timeout: float = 10):
        import asyncio
        import json

        text = await asyncio.wait_for(self.ws.read_message(), timeout)
        if text is None:
            return None
        frame = json.loads(text)
        self.frames.append(frame)
        self.values.update(frame.get("init") or frame.get("set") or {})
        return frame

    async def until(self, check, timeout: float = 10) -> None:
        import asyncio
        import time

        end = time.monotonic() + timeout
        while not check(self.values):
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"the page never got there; last frames: {str(self.frames[-3:])[:600]}")
            try:
                if await self.next(left) is None:
                    raise AssertionError("the socket closed")
            except asyncio.TimeoutError:
                pass

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()


def secret_of(made, seat: int) -> str:
    """The secret of a seat's link (after ``#``)."""
    return made.seats[seat]["link"].split("#", 1)[1]
