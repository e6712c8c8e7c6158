"""A notebook joins a room as a seat: ``join(link)`` is a board widget showing the seat the link opens,
driven by the room server (the board's logic runs there, as for a page; this widget only mirrors the
seat's values and forwards the clicks). The same front end as every board (``board.frontend``)."""

from __future__ import annotations

import asyncio
import json
import threading
import urllib.parse
from typing import Any

from . import links, wire
from .plan import RoomError


def parse_link(link: Any) -> tuple[str, str, str]:
    """(web socket address, room id, secret) of a seat's link, or ``RoomError`` saying what is wrong."""
    parts = urllib.parse.urlsplit(link) if isinstance(link, str) else None
    room = parts.path.rsplit("/", 1)[-1] if parts else ""
    if (
        parts is None
        or parts.scheme not in ("http", "https")
        or not parts.netloc
        or not parts.path.startswith("/play/")
        or not links.is_room_id(room)
        or not links.is_secret(parts.fragment)
    ):
        raise RoomError(
            f"A seat's link looks like http://<server>/play/<room>#<secret>, as the teacher gave it; not {str(link)[:60]!r}."
        )
    scheme = "wss" if parts.scheme == "https" else "ws"
    return f"{scheme}://{parts.netloc}/ws", room, parts.fragment


class _Link:
    """The web socket of a joined seat, on an event loop in a thread of its own; reconnects when dropped."""

    def __init__(self, url: str, hello: dict[str, Any], on_frame: Any) -> None:
        self.url = url
        self.hello = hello
        self.on_frame = on_frame
        self.loop = asyncio.new_event_loop()
        self.ws: Any = None
        self.closed = False
        self.first = threading.Event()
        self.refused: str | None = None
        self.thread = threading.Thread(target=self._main, name="genesis_nb-room-seat", daemon=True)
        self.thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._run())

    async def _run(self) -> None:
        import tornado.websocket

        wait = 0.5
        while not self.closed:
            try:
                self.ws = await tornado.websocket.websocket_connect(self.url)
                await self.ws.write_message(json.dumps({"hello": self.hello}))
                while True:
                    text = await self.ws.read_message()
                    if text is None:
                        break
                    frame = json.loads(text)
                    if "refused" in frame:
                        self.refused = str(frame["refused"])
                        self.closed = True
                    else:
                        wait = 0.5
                        self.on_frame(wire.decoded(frame))
                    self.first.set()
            except OSError:
                pass
            if not self.closed:
                await asyncio.sleep(wait)
                wait = min(wait * 2, 8)
        self.first.set()

    def send(self, frame: dict[str, Any]) -> None:
        def write() -> None:
            if self.ws is not None:
                self.ws.write_message(wire.dumps(frame))

        if not self.closed:
            self.loop.call_soon_threadsafe(write)

    def close(self) -> None:
        self.closed = True

        def stop() -> None:
            if self.ws is not None:
                self.ws.close()

        self.loop.call_soon_threadsafe(stop)


def join(link: str, timeout: float = 30) -> Any:
    """A board in this notebook playing the seat ``link`` opens (the link the teacher gave the student).
    Refused (``RoomError``, with the server's sentence): a link that opens no seat."""
    import anywidget
    import traitlets

    from ..board.frontend import board_css, board_esm
    from ..board.widget import SYNCED
    from ..registry import game as game_info

    url, room, secret = parse_link(link)
    frames: list[dict[str, Any]] = []
    box: dict[str, Any] = {}

    def on_frame(frame: dict[str, Any]) -> None:
        widget = box.get("widget")
        if widget is None:
            frames.append(frame)
        else:
            widget._frame(frame)

    sock = _Link(url, {"room": room, "secret": secret}, on_frame)
    if not sock.first.wait(timeout) or sock.refused is not None or not frames:
        sock.close()
        raise RoomError(sock.refused or f"The room server at {url} did not answer within {timeout:g} s.")
    init = frames[0]
    spec = game_info(init["game"]).hook("board")
    attrs: dict[str, Any] = {name: traitlets.Any().tag(sync=True) for name in SYNCED}
    attrs.update(_esm=board_esm(spec), _css=board_css(spec), __module__=__name__)
    cls = type("RoomSeatBoard", (_SeatBoard, anywidget.AnyWidget), attrs)
    widget = cls(sock, init)
    box["widget"] = widget
    for frame in frames[1:]:
        widget._frame(frame)
    return widget


class _SeatBoard:
    """The widget's own part: the seat's values mirrored, the browser's messages and settings forwarded."""

    def __init__(self, sock: _Link, init: dict[str, Any]) -> None:
        self._sock = sock
        self._applying = threading.local()
        self.seat = init["seat"]
        self.room = init["room"]
        self.players = init["players"]
        super().__init__(**init["init"])  # type: ignore[call-arg]
        self.on_msg(lambda _w, content, _buffers: sock.send({"msg": content}))  # type: ignore[attr-defined]
        self.observe(self._set_by_browser, names=list(init["init"]))  # type: ignore[attr-defined]

    def _frame(self, frame: dict[str, Any]) -> None:
        self._applying.on = True
        try:
            if "init" in frame or "set" in frame:
                with self.hold_sync():  # type: ignore[attr-defined]
                    for name, value in (frame.get("init") or frame["set"]).items():
                        setattr(self, name, value)
            elif "msg" in frame:
                self.send(frame["msg"])  # type: ignore[attr-defined]
        finally:
            self._applying.on = False

    def _set_by_browser(self, change: Any) -> None:
        if not getattr(self._applying, "on", False):
            self._sock.send({"set": {change["name"]: change["new"]}})

    def leave(self) -> None:
        """Close this seat's connection (the room keeps the seat; the link opens it again)."""
        self._sock.close()
        self.close()  # type: ignore[attr-defined]
