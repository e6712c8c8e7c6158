"""The room server over real web sockets (on loopback): a hello is checked before anything is shown
(a forged room, a wrong or missing secret, no hello: refused and closed); each seat's frames carry its
own view; a move reaches every page of the room; another seat's click, duplicated and stale messages
change nothing; a dropped page comes back where it was; bytes travel; the teacher's key guards the API;
no secret is ever logged."""

from __future__ import annotations

import asyncio
import json
import logging
import urllib.error
import urllib.request

import pytest
from rooms_helpers import Page, run, secret_of

from genesis_nb.rooms import links, wire


def view_of(server, room, seat):
    def read():
        s = server.hub.rooms.get(room).session_for(seat)
        try:
            return json.loads(wire.dumps(s.values["view"]))
        finally:
            s.close()

    return server.call(read)


def legal_json(server, room):
    return server.call(
        lambda: (lambda g: g.rules.registry.to_json(g.legal_actions()[0]))(server.hub.rooms.get(room).game)
    )


@pytest.mark.parametrize(
    "hello",
    [
        {"room": "zzzzzzzzzz", "secret": "S0"},
        {"room": "R", "secret": links.new_secret()},
        {"room": "R"},
        {"room": "R", "secret": None},
        {"room": "R", "teacher": "guess"},
        {"teacher": links.new_secret()},
        "hello",
    ],
)
def test_a_bad_hello_is_refused_and_closed(server, hello):
    made = server.create_room("planet", ["Ann", "Bo"], seed=1)
    if isinstance(hello, dict):
        hello = {k: {"R": made.room, "S0": secret_of(made, 0)}.get(v, v) for k, v in hello.items()}

    async def go():
        page = Page(server.url)
        frame = await page.open(hello)
        assert set(frame) == {"refused"} and frame["refused"]
        assert await page.next() is None  # closed
        return frame["refused"]

    sentence = run(go())
    assert secret_of(made, 0) not in sentence


@pytest.mark.parametrize("first", ['{"msg": {"cmd": "undo"}}', "not json", b"\x00\x01"])
def test_nothing_before_the_hello(server, first):
    server.create_room("planet", ["Ann", "Bo"], seed=1)

    async def go():
        import tornado.websocket

        page = Page(server.url)
        page.ws = await tornado.websocket.websocket_connect(page.url)
        await page.send(first)
        frame = await page.next()
        assert "refused" in frame
        assert await page.next() is None

    run(go())


def test_two_seats_play_and_each_page_sees_its_own(server, caplog):
    caplog.set_level(logging.DEBUG)
    made = server.create_room("planet", ["Ann", "Bo"], seed=1)
    room = made.room
    actor = server.call(lambda: server.hub.rooms.get(room).game.actor)

    async def go():
        pages = [Page(server.url), Page(server.url), Page(server.url)]
        for seat, page in zip((0, 1, actor), pages):
            frame = await page.open({"room": room, "secret": secret_of(made, seat)})
            assert frame["seat"] == seat
            assert {k: v for k, v in frame["init"]["view"].items() if k != "ui"} == {
                k: v for k, v in view_of(server, room, seat).items() if k != "ui"
            }
        mine, theirs, tab = pages[actor], pages[1 - actor], pages[2]
        legal = legal_json(server, room)
        # another seat's click: refused in words, nothing changes
        await theirs.send({"msg": {"cmd": "play", "action": legal, "at": 0}})
        await theirs.until(lambda v: v.get("error"))
        assert server.call(lambda: len(server.hub.rooms.get(room).game.steps)) == 0
        # the seat's own click, sent twice: played once; every page of the room hears it
        await mine.send({"msg": {"cmd": "play", "action": legal, "at": 0}})
        await mine.send({"msg": {"cmd": "play", "action": legal, "at": 0}})
        for page in pages:
            await page.until(lambda v: v.get("history_len") == 1)
        await mine.until(lambda v: v.get("error"))  # the duplicate: stale
        assert server.call(lambda: len(server.hub.rooms.get(room).game.steps)) == 1
        # a frame the board cannot read: said on the board, nothing changes
        await mine.send("[1, 2")
        await mine.send({"set": {"ply": 7}})
        await mine.send({"msg": {"cmd": "seek", "ply": "x"}})
        await mine.until(lambda v: "ply" in v.get("error", "") or v.get("error"))
        # a dropped page comes back where it was
        theirs.close()
        again = Page(server.url)
        frame = await again.open({"room": room, "secret": secret_of(made, 1 - actor)})
        assert frame["init"]["history_len"] == 1 and frame["init"]["view"]["ui"]["decides"]
        for page in (mine, tab, again):
            page.close()

    run(go())
    assert server.call(lambda: len(server.hub.rooms.get(room).game.steps)) == 1
    for seat in made.seats:
        assert secret_of(made, seat["seat"]) not in caplog.text
    assert server.teacher_key not in caplog.text


def test_a_page_that_drops_mid_move(server):
    """The click reaches the server and the page is gone at once: the move is played and kept, the
    other seat hears it, and the page opened again shows it."""
    made = server.create_room("book", ["Ann", "Bo"], seed=2)
    room = made.room

    async def go():
        other = Page(server.url)
        await other.open({"room": room, "secret": secret_of(made, 1)})
        mine = Page(server.url)
        await mine.open({"room": room, "secret": secret_of(made, 0)})
        await mine.send({"msg": {"cmd": "play", "action": legal_json(server, room), "at": 0}})
        mine.close()
        await other.until(lambda v: v.get("history_len") == 1)
        back = Page(server.url)
        frame = await back.open({"room": room, "secret": secret_of(made, 0)})
        assert frame["init"]["history_len"] == 1
        back.close()
        other.close()

    run(go())
    assert len(server.call(lambda: server.hub.rooms.store.actions(room))) == 1


def test_the_teachers_list_and_api(server):
    def api(method, body=None, key=server.teacher_key):
        req = urllib.request.Request(
            f"{server.url}/api/rooms", method=method, data=None if body is None else body.encode()
        )
        if key:
            req.add_header("Authorization", f"Bearer {key}")
        try:
            with urllib.request.urlopen(req, timeout=10) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read())

    assert api("GET", key=None)[0] == 403
    assert api("GET", key=links.new_secret())[0] == 403
    assert api("POST", json.dumps({"game": "book", "seats": ["A", "B"]}), key=None)[0] == 403
    assert api("POST", "{nope")[0] == 400
    status, body = api("POST", json.dumps({"game": "book", "seats": ["A", "B"], "hack": 1}))
    assert status == 400 and "fields" in body["error"]
    status, made = api("POST", json.dumps({"game": "book", "seats": ["Ann", "Computer"], "bots": {"1": "random"}}))
    assert status == 200 and made["seats"][1]["link"] is None and "#" in made["seats"][0]["link"]
    status, listed = api("GET")
    assert [r["id"] for r in listed["rooms"]] == [made["room"]]

    async def go():
        page = Page(server.url)
        frame = await page.open({"teacher": server.teacher_key})
        assert {g["name"] for g in frame["games"]} >= {"planet", "book", "herds", "angels"}
        await page.send({"create": {"game": "planet", "seats": ["X", "Y"], "seed": 4}})
        await page.until(lambda v: True)
        while not any("created" in f for f in page.frames):
            await page.next()
        await page.send({"create": {"game": "planet", "seats": ["X"]}})
        while not any("error" in f for f in page.frames):
            await page.next()
        await page.send({"link": {"room": made["room"], "seat": 1}})
        while not any("error" in f and "no human seat" in f["error"] for f in page.frames):
            await page.next()
        # the teacher's view of a room sees every hand, and may not play
        watch = Page(server.url)
        frame = await watch.open({"room": made["room"], "teacher": server.teacher_key})
        assert frame["seat"] is None and frame["init"]["view"]["ui"]["observer"] == "all"
        await watch.send({"msg": {"cmd": "play", "action": {"type": "flip", "hex": 1}}})
        await watch.until(lambda v: "teacher" in v.get("error", ""))
        page.close()
        watch.close()

    run(go())


def test_bytes_travel_as_base64_and_frames_are_checked():
    text = wire.dumps({"set": {"drawing": b"\x00\xffzz"}})
    assert '"$bytes":"AP96eg=="' in text
    assert wire.loads(text) == {"set": {"drawing": b"\x00\xffzz"}}
    for bad in ("[1]", "nope", '{"a": NaN}', "x" * (wire.MAX_FRAME + 1), b"{}", '{"a": {"$bytes": "*"}}'):
        with pytest.raises(ValueError):
            wire.loads(bad)


def test_the_pages_and_the_board_files(server):
    made = server.create_room("herds", ["Ann", "Bo"])

    def get(path):
        try:
            with urllib.request.urlopen(server.url + path, timeout=10) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()

    status, text = get(f"/play/{made.room}")
    assert status == 200 and 'data-game="herds"' in text and "/board/herds.css" in text
    assert get("/play/zzzzzzzzzz")[0] == 404
    assert get("/play/<script>")[0] == 404
    status, js = get("/board/herds.js")
    from genesis_nb.board.frontend import board_esm
    from genesis_nb.registry import game

    assert status == 200 and js == board_esm(game("herds").hook("board"))
    assert get("/board/chess.js")[0] == 404
    assert get("/web/page.js")[0] == 200 and get("/web/secret.txt")[0] == 404


def test_a_thinking_bot_holds_no_other_room(server):
    """A computer player thinks in a thread of its own: while it thinks (here 2 s), another room plays on."""
    import time

    slow = server.create_room("book", ["Ann", "Computer"], bots={1: "random"}, seed=2)
    fast = server.create_room("book", ["Cy", "Di"], seed=2)

    class Sleepy:
        name = "sleepy"

        def choose(self, game):
            time.sleep(2)
            return game.legal_actions()[0]

    server.call(lambda: setattr(server.hub.rooms.get(slow.room).thinkers[1], "bot", Sleepy()))

    async def go():
        ann, cy = Page(server.url), Page(server.url)
        await ann.open({"room": slow.room, "secret": secret_of(slow, 0)})
        await cy.open({"room": fast.room, "secret": secret_of(fast, 0)})
        await ann.send({"msg": {"cmd": "play", "action": legal_json(server, slow.room), "at": 0}})
        await ann.until(lambda v: v.get("history_len") == 1)
        await asyncio.sleep(0.2)  # the bot is thinking now
        t0 = time.monotonic()
        await cy.send({"msg": {"cmd": "play", "action": legal_json(server, fast.room), "at": 0}})
        await cy.until(lambda v: v.get("history_len") == 1)
        answered = time.monotonic() - t0
        await ann.until(lambda v: v.get("history_len") == 2, timeout=10)  # and the bot's move comes
        ann.close()
        cy.close()
        return answered

    assert run(go()) < 1.5


def test_a_new_link_from_the_teachers_list(server):
    made = server.create_room("planet", ["Ann", "Bo"], seed=1)

    async def go():
        page = Page(server.url)
        await page.open({"teacher": server.teacher_key})
        await page.send({"link": {"room": made.room, "seat": 1}})
        while not any("linked" in f for f in page.frames):
            await page.next()
        linked = next(f["linked"] for f in page.frames if "linked" in f)
        assert linked["name"] == "Bo" and linked["link"].startswith(f"{server.url}/play/{made.room}#")
        new, old = linked["link"].split("#")[1], secret_of(made, 1)
        for secret, opens in ((new, True), (old, False)):
            seat = Page(server.url)
            frame = await seat.open({"room": made.room, "secret": secret})
            assert ("init" in frame) == opens
            seat.close()
        page.close()

    run(go())
