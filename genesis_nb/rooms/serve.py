"""Starting a room server: ``RoomServer(db, host, port)`` runs in the foreground (``run``, the command
line) or in a thread of its own (``start``, for a notebook or a test), and makes rooms from Python
(``create_room``) on its own event loop, whatever thread asks."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from . import links
from .live import Rooms
from .store import RoomStore

log = logging.getLogger("genesis_nb.rooms")


@dataclass
class NewRoom:
    """A room just made: its id, each seat's link (None for a bot) and the teacher's view of it."""

    room: str
    game: str
    seats: list[dict[str, Any]]
    watch: str

    @property
    def links(self) -> dict[str, str]:
        """Each human seat's name -> its link (shown once: the server keeps only the hashes)."""
        return {s["name"]: s["link"] for s in self.seats if s["link"]}

    def _repr_html_(self) -> str:
        import html

        rows = "".join(
            f"<tr><td>{html.escape(s['name'])}</td><td>"
            + (
                f"computer ({html.escape(s['bot'])})"
                if s["bot"]
                else f"<a href='{html.escape(s['link'])}' target='_blank'>{html.escape(s['link'])}</a>"
            )
            + "</td></tr>"
            for s in self.seats
        )
        return f"<p>Room <b>{self.room}</b> ({html.escape(self.game)})</p><table>{rows}</table>"


class RoomServer:
    """A room server on ``db`` (an SQLite file, made if missing), listening on ``host:port`` (port 0: any free one).

    ``teacher_key``: the key of the teacher's page (default: a new one at each start, printed once, never kept).
    ``bot_delay``: seconds before a computer player moves."""

    def __init__(
        self,
        db: str | Path,
        host: str = "127.0.0.1",
        port: int = 8765,
        *,
        teacher_key: str | None = None,
        bot_delay: float = 0.6,
    ) -> None:
        if not isinstance(db, (str, Path)) or not str(db):
            raise TypeError(f"db is the path of an SQLite file, not {db!r:.40}")
        if not isinstance(host, str) or not host:
            raise TypeError(f"host is a name or address to listen on, not {host!r:.40}")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
            raise ValueError(f"port is a whole number from 0 to 65535, not {port!r:.40}")
        if teacher_key is not None and not links.is_secret(teacher_key):
            raise ValueError("teacher_key is a key made by genesis_nb.rooms.links.new_secret() (43 characters)")
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, (int, float)) or not 0 <= bot_delay <= 60:
            raise ValueError(f"bot_delay is a number of seconds from 0 to 60, not {bot_delay!r:.40}")
        self.db = Path(db)
        self.host = host
        self.port = port
        self.teacher_key = teacher_key or links.new_secret()
        self.bot_delay = float(bot_delay)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.hub: Any = None
        self._thread: threading.Thread | None = None
        self._server: Any = None
        self._stopped: asyncio.Event | None = None
        self._bots: Any = None  # the thread the computer players think in

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def teacher_url(self) -> str:
        """The teacher's page (the key after ``#``: it never reaches a server log)."""
        return f"{self.url}/#{self.teacher_key}"

    # -- running ------------------------------------------------------------------------------------
    async def _open(self) -> None:
        import tornado.httpserver
        import tornado.netutil

        from .server import Hub, make_app

        self.loop = asyncio.get_running_loop()
        store = RoomStore(self.db)

        def schedule(delay: float, callback: Callable[[], None]) -> Any:
            return self.loop.call_later(delay, callback)  # type: ignore[union-attr]

        self._bots = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="genesis_nb-bot")

        def offload(work: Callable[[], Any], done: Callable[[Any], None]) -> None:
            future = self.loop.run_in_executor(self._bots, work)  # type: ignore[union-attr]
            future.add_done_callback(lambda f: done(f.result()) if not f.cancelled() else None)

        rooms = Rooms(store, schedule, self.bot_delay, offload)
        loaded = rooms.load()
        self.hub = Hub(rooms, links.hashed(self.teacher_key), schedule)
        sockets = tornado.netutil.bind_sockets(self.port, self.host)
        self.port = sockets[0].getsockname()[1]
        self._server = tornado.httpserver.HTTPServer(make_app(self.hub), xheaders=False)
        self._server.add_sockets(sockets)
        self._stopped = asyncio.Event()
        log.info("rooms: %d rooms from %s, listening on %s", loaded, self.db, self.url)

    async def _serve(self, ready: Callable[[], None]) -> None:
        await self._open()
        ready()
        assert self._stopped is not None
        await self._stopped.wait()
        self._server.stop()
        for sock in [*self.hub.lists, *(page for room in self.hub.rooms for page in room.pages)]:
            sock.close(1001, "the server stops")  # the pages try again by themselves
        await asyncio.sleep(0.05)
        self._bots.shutdown(wait=False, cancel_futures=True)
        await self._server.close_all_connections()
        self.hub.rooms.store.close()

    def run(self, ready: Callable[[RoomServer], None] | None = None) -> None:
        """Serve until stopped (Ctrl-C); ``ready(self)`` is called once it listens."""
        try:
            asyncio.run(self._serve(lambda: ready(self) if ready else None))
        except KeyboardInterrupt:
            pass

    def start(self, timeout: float = 30) -> RoomServer:
        """Serve from a thread of its own (a notebook's kernel, a test) and return once it listens. A server
        stopped may be started again: on the same port once it had one, so that its links open their seats again."""
        if self._thread is not None and self._thread.is_alive():
            raise RuntimeError("this room server is running already")
        started = threading.Event()
        failed: list[BaseException] = []

        def main() -> None:
            try:
                asyncio.run(self._serve(started.set))
            except BaseException as e:  # told to the thread that started it
                failed.append(e)
                started.set()

        self._thread = threading.Thread(target=main, name="genesis_nb-rooms", daemon=True)
        self._thread.start()
        started.wait(timeout)
        if failed:
            raise failed[0]
        return self

    def stop(self) -> None:
        """Stop serving (the rooms stay in the database)."""
        if self.loop is not None and self._stopped is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._stopped.set)
        if self._thread is not None:
            self._thread.join(10)

    def call(self, fn: Callable[[], Any], timeout: float = 30) -> Any:
        """``fn()`` run on the server's event loop (where the rooms live); its result."""
        if self.loop is None or self.loop.is_closed():
            raise RuntimeError("the room server is not running: call start() first")
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            try:
                future.set_result(fn())
            except BaseException as e:
                future.set_exception(e)

        self.loop.call_soon_threadsafe(run)
        return future.result(timeout)

    # -- the teacher's Python -----------------------------------------------------------------------
    def create_room(
        self,
        game: str,
        seats: Sequence[str],
        *,
        bots: Mapping[int, str] | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        lang: str = "en",
        title: str = "",
    ) -> NewRoom:
        """A new room of ``game`` with ``seats`` (their names); ``bots``: {seat: bot name} for the seats the
        computer plays. Returns the links (each shown once). A wrong request is a ``RoomError``."""
        request = {
            "game": game,
            "seats": seats,
            "bots": bots,
            "options": options,
            "seed": seed,
            "lang": lang,
            "title": title,
        }

        def make() -> NewRoom:
            room, secrets = self.hub.rooms.create(**request)
            return NewRoom(**self.hub.created(self.url, room, secrets))

        return self.call(make)

    def delete_room(self, room: str | NewRoom) -> None:
        """Delete a room (its id, or the ``NewRoom``): its pages are told and closed, the database forgets it."""
        self.call(lambda: self.hub.rooms.delete(room.room if isinstance(room, NewRoom) else room))

    def resume_bot(self, room: str | NewRoom) -> None:
        """The room's computer player that failed (``rooms()``: ``failed``) tries again."""
        self.call(lambda: self.hub.rooms.get(room.room if isinstance(room, NewRoom) else room).resume_bot())

    def make_human(self, room: str | NewRoom, seat: int) -> str:
        """A computer's seat given to a student: the seat's link (shown once)."""
        rid = room.room if isinstance(room, NewRoom) else room
        secret = self.call(lambda: self.hub.rooms.get(rid).make_human(seat))
        from .server import seat_link

        return seat_link(self.url, rid, secret)

    def rooms(self) -> list[dict[str, Any]]:
        """Every room's summary: seats (connected pages), ply, whose turn, scores, a computer player that failed."""
        return self.call(self.hub.summaries)
