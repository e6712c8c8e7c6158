"""The room server on Tornado: the pages, the board's front end, the web socket every page talks over,
and a small JSON API for the teacher's Python.

Web socket frames (``wire``): a page first says who it is, ``{"hello": {"room", "secret"}}`` (a seat),
``{"hello": {"room", "teacher"}}`` (the teacher's view of a room) or ``{"hello": {"teacher"}}`` (the
teacher's list); a refused hello gets ``{"refused": sentence}`` and the socket is closed. Then a board
page sends ``{"msg": ...}`` (the widget's ``model.send``) and ``{"set": {...}}`` (``save_changes``) and
receives ``{"init": values}``, ``{"set": changed}`` and ``{"msg": ...}``; the teacher's list sends
``{"create": request}``, ``{"link": {"room", "seat"}}`` (a new link), ``{"human": {"room", "seat"}}`` (a
computer's seat given to a student), ``{"resume": {"room"}}`` (a failed computer player tries again) and
``{"delete": {"room"}}``, and receives ``{"rooms": [...]}``, ``{"created": ...}``, ``{"linked": ...}``,
``{"deleted": room}`` and ``{"error": sentence}``.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import tornado.web
import tornado.websocket

from . import links, wire
from .live import LiveRoom, Rooms
from .pages import WEB_FILES, board_file, page, page_languages, page_words, refusal_page, web_file
from .plan import WORDS, RoomError, request_fields
from .seat import carry_out, outgoing, take_value

log = logging.getLogger("genesis_nb.rooms")


class Hub:
    """What every handler shares: the rooms, the teacher's key (its hash), the teacher's open lists."""

    def __init__(self, rooms: Rooms, teacher_hash: str, schedule: Any) -> None:
        self.rooms = rooms
        self.teacher_hash = teacher_hash
        self.schedule = schedule
        self.lists: set[Socket] = set()
        self._pending = False
        rooms.listeners.append(lambda room: self.changed())

    def is_teacher(self, key: Any) -> bool:
        return links.matches(key, self.teacher_hash)

    def changed(self) -> None:
        """A room changed (a move, a page come or gone): the teachers' lists are sent anew, at most ~6 times a second."""
        if self._pending or not self.lists:
            return
        self._pending = True
        self.schedule(0.15, self._push)

    def _push(self) -> None:
        self._pending = False
        frame = {"rooms": self.summaries()}
        for sock in list(self.lists):
            sock.send(frame)

    def summaries(self) -> list[dict[str, Any]]:
        return [room.summary() for room in self.rooms]

    def games(self) -> list[dict[str, Any]]:
        from ..registry import games

        return [
            {
                "name": n,
                "title": str(i.title),
                "min": i.min_players,
                "max": i.max_players,
                "bots": sorted(i.bots),
                "languages": list(i.hook("board").texts.languages),
            }
            for n, i in games().items()
        ]

    def created(self, base: str, room: LiveRoom, secrets: dict[int, str]) -> dict[str, Any]:
        return {
            "room": room.id,
            "game": room.record.game,
            "seats": [
                {
                    "seat": i,
                    "name": name,
                    "bot": room.record.bots.get(i),
                    "link": seat_link(base, room.id, secrets[i]) if i in secrets else None,
                }
                for i, name in enumerate(room.record.players)
            ],
            "watch": f"{base}/watch/{room.id}",
        }


def seat_link(base: str, room: str, secret: str) -> str:
    """A seat's link: the secret after ``#``, which browsers never send to a server."""
    return f"{base}/play/{room}#{secret}"


class Socket(tornado.websocket.WebSocketHandler):
    """One page's web socket."""

    def initialize(self, hub: Hub) -> None:
        self.hub = hub
        self.room: LiveRoom | None = None
        self.seat: int | None = None
        self.session: Any = None
        self.listing = False
        self.closed = False
        self.lang = "en"  # the teacher's list's language

    def open(self, *args: str, **kwargs: str) -> None:
        self.set_nodelay(True)  # an update is small and wanted now: no waiting to fill a packet

    def send(self, frame: Any) -> None:
        if self.closed:
            return
        try:
            self.write_message(wire.dumps(frame))
        except tornado.websocket.WebSocketClosedError:
            self.on_close()

    def refuse(self, sentence: str) -> None:
        self.send({"refused": sentence})
        self.close(4403, "refused")
        self.closed = True

    def on_message(self, text: Any) -> None:
        try:
            frame = wire.loads(text)
        except ValueError as e:
            self._bad_frame(str(e))
            return
        if self.session is None and not self.listing:
            self._hello(frame.get("hello"))
        elif self.listing:
            self._list_frame(frame)
        else:
            self._board_frame(frame)

    def _bad_frame(self, detail: str) -> None:
        if self.session is not None:
            self.session.ui_error("room.bad_frame", detail=detail)
        elif self.listing:
            self.send({"error": WORDS("bad_frame", self.lang, detail=detail)})
        else:
            self.refuse(WORDS("hello_first", "en"))

    def _hello(self, hello: Any) -> None:
        if not isinstance(hello, dict):
            self.refuse(WORDS("hello_first", "en"))
            return
        try:
            if "secret" in hello:
                room, seat = self.hub.rooms.seat_of(hello.get("room"), hello.get("secret"))
            elif self.hub.is_teacher(hello.get("teacher")):
                if "room" not in hello:
                    self._open_list(hello.get("lang"))
                    return
                room, seat = self.hub.rooms.get(hello.get("room")), None
            else:
                raise RoomError("bad_link" if "room" in hello else "teacher_key")
        except RoomError as e:
            log.info("a page was refused: %s", str(e).split(":")[0])  # never the secret
            asked = hello.get("room")
            known = self.hub.rooms.rooms.get(asked) if isinstance(asked, str) else None
            self.refuse(e.say(known.record.lang if known else "en"))
            return
        self.room, self.seat = room, seat
        self.session = room.session_for(seat)
        self.session.on_change(lambda changed: self.send({"set": outgoing(changed)}))
        self.session.on_send(lambda msg: self.send({"msg": msg}))
        room.pages.append(self)
        init = outgoing(self.session.values)
        r = room.record
        self.send({"init": init, "seat": seat, "players": r.players, "room": r.id, "game": r.game})
        self.hub.changed()

    def _board_frame(self, frame: dict[str, Any]) -> None:
        if "msg" in frame and len(frame) == 1:
            carry_out(self.session, frame["msg"])
        elif "set" in frame and len(frame) == 1 and isinstance(frame["set"], dict):
            for name, value in frame["set"].items():
                take_value(self.session, name, value)
            # the page's value and the session's agree again (a refused or corrected value comes back)
            back = {n: self.session.values[n] for n in frame["set"] if n in self.session.values}
            if back:
                self.send({"set": outgoing(back)})
        else:
            self.session.ui_error("room.bad_frame", detail=", ".join(sorted(map(str, frame)))[:60])

    def _open_list(self, lang: Any) -> None:
        languages = page_languages()
        self.lang = lang if lang in languages else "en"
        self.listing = True
        self.hub.lists.add(self)
        self.send(
            {
                "rooms": self.hub.summaries(),
                "games": self.hub.games(),
                "words": page_words(self.lang),
                "languages": languages,
                "lang": self.lang,
            }
        )

    def _list_frame(self, frame: dict[str, Any]) -> None:
        base = f"{self.request.protocol.replace('ws', 'http')}://{self.request.host}"
        try:
            if "create" in frame:
                room, secrets = self.hub.rooms.create(**request_fields(frame["create"]))
                self.send({"created": self.hub.created(base, room, secrets)})
            elif isinstance(ask := frame.get("link", frame.get("human")), dict):
                room_id: Any = ask.get("room")
                seat: Any = ask.get("seat")
                if "link" in frame:
                    secret = self.hub.rooms.new_secret(room_id, seat)
                else:
                    secret = self.hub.rooms.get(room_id).make_human(seat)
                name = self.hub.rooms.get(room_id).record.players[seat]
                self.send(
                    {"linked": {"room": room_id, "seat": seat, "name": name, "link": seat_link(base, room_id, secret)}}
                )
            elif isinstance(frame.get("resume"), dict):
                self.hub.rooms.get(frame["resume"].get("room")).resume_bot()
            elif isinstance(frame.get("delete"), dict):
                self.hub.rooms.delete(frame["delete"].get("room"))
                self.send({"deleted": frame["delete"]["room"]})
            else:
                self.send({"error": WORDS("bad_frame", self.lang, detail=", ".join(sorted(map(str, frame)))[:60])})
        except RoomError as e:
            self.send({"error": e.say(self.lang)})

    def on_close(self) -> None:
        if self.closed and self.session is None and not self.listing:
            return
        self.closed = True
        self.hub.lists.discard(self)
        if self.room is not None and self in self.room.pages:
            self.room.pages.remove(self)
            self.session.close()
            self.hub.changed()


class PageHandler(tornado.web.RequestHandler):
    def initialize(self, hub: Hub, role: str) -> None:
        self.hub = hub
        self.role = role

    def get(self, room_id: str = "") -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")
        if self.role == "teacher":
            self.write(page("teacher", "genesis_nb rooms: the teacher's page"))
            return
        try:
            room = self.hub.rooms.get(room_id)
        except RoomError as e:
            self.set_status(404)
            self.write(refusal_page(str(e)))
            return
        r = room.record
        title = f"{r.title or r.game} ({'teacher' if self.role == 'watch' else 'room'} {r.id})"
        self.write(page(self.role, title, room=r.id, game=r.game, lang=r.lang))


class BoardFileHandler(tornado.web.RequestHandler):
    """The board's front end of a game, the very text the notebook's widget loads."""

    def get(self, game: str, kind: str) -> None:
        from ..registry import games

        if game not in games():
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "text/javascript" if kind == "js" else "text/css")
        self.write(board_file(game, kind))


class WebFileHandler(tornado.web.RequestHandler):
    def get(self, name: str) -> None:
        if name not in WEB_FILES:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", WEB_FILES[name])
        self.write(web_file(name))


class NoIcon(tornado.web.RequestHandler):
    def get(self) -> None:
        self.set_status(204)


class ApiHandler(tornado.web.RequestHandler):
    """``GET /api/rooms``: every room's summary; ``POST /api/rooms``: a new room; ``DELETE /api/rooms/<id>``: a room
    deleted (``Authorization: Bearer <teacher key>``)."""

    def initialize(self, hub: Hub) -> None:
        self.hub = hub

    def check_xsrf_cookie(self) -> None:  # a bearer key, never a cookie: no cross-site request can carry it
        pass

    def prepare(self) -> None:
        auth = self.request.headers.get("Authorization", "")
        key = auth[7:] if auth.startswith("Bearer ") else None
        if not (key and self.hub.is_teacher(key)):
            self.set_status(403)
            self.finish({"error": WORDS("teacher_key", "en")})

    def get(self, room_id: str = "") -> None:
        if room_id:
            raise tornado.web.HTTPError(405)
        self.write({"rooms": self.hub.summaries()})

    def delete(self, room_id: str = "") -> None:
        try:
            self.hub.rooms.delete(room_id)
        except RoomError as e:
            self.set_status(404)
            self.write({"error": str(e)})
            return
        self.write({"deleted": room_id})

    def post(self, room_id: str = "") -> None:
        if room_id:
            raise tornado.web.HTTPError(405)
        try:
            request = json.loads(self.request.body or b"null")
            room, secrets = self.hub.rooms.create(**request_fields(request))
        except (ValueError, RoomError) as e:
            self.set_status(400)
            self.write({"error": str(e)})
            return
        self.write(self.hub.created(f"{self.request.protocol}://{self.request.host}", room, secrets))


def make_app(hub: Hub) -> tornado.web.Application:
    """The server's routes."""
    return tornado.web.Application(
        [
            (r"/", PageHandler, {"hub": hub, "role": "teacher"}),
            (r"/play/([^/]+)", PageHandler, {"hub": hub, "role": "seat"}),
            (r"/watch/([^/]+)", PageHandler, {"hub": hub, "role": "watch"}),
            (r"/board/([a-z0-9_]+)\.(js|css)", BoardFileHandler),
            (r"/web/([a-z_]+\.(?:js|css))", WebFileHandler),
            (r"/ws", Socket, {"hub": hub}),
            (r"/api/rooms", ApiHandler, {"hub": hub}),
            (r"/api/rooms/([^/]+)", ApiHandler, {"hub": hub}),
            (r"/favicon.ico", NoIcon),
        ],
        websocket_max_message_size=wire.MAX_FRAME,
        websocket_ping_interval=20,
        compress_response=True,
    )
