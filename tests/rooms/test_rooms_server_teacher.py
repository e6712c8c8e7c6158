"""The teacher's actions on a room over the server: from the teacher's list (web socket), from the API and from
Python. A deleted room's pages are told and closed and its links open nothing; a computer player that failed
shows in the list, tries again when asked, or its seat goes to a student with a new link. Without the teacher's
key, nothing of it is done."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request

from rooms_helpers import Page, run, secret_of

from genesis_nb.rooms import RoomError, links


def api(server, method, path, key):
    req = urllib.request.Request(f"{server.url}{path}", method=method)
    if key:
        req.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


async def frame_with(page, key):
    while not any(key in f for f in page.frames):
        await page.next()
    return next(f for f in page.frames if key in f)


def test_deleting_from_the_list_and_the_api(server):
    a = server.create_room("planet", ["Ann", "Bo"], seed=1)
    b = server.create_room("book", ["Cy", "Di"], seed=1)
    c = server.create_room("book", ["Ed", "Flo"], seed=1)
    assert api(server, "DELETE", f"/api/rooms/{b.room}", None)[0] == 403
    assert api(server, "DELETE", f"/api/rooms/{b.room}", links.new_secret())[0] == 403
    assert api(server, "DELETE", "/api/rooms/zzzzzzzzzz", server.teacher_key)[0] == 404
    assert len(server.rooms()) == 3  # nothing was deleted

    async def go():
        ann = Page(server.url)
        await ann.open({"room": a.room, "secret": secret_of(a, 0)})
        teacher = Page(server.url)
        await teacher.open({"teacher": server.teacher_key})
        await teacher.send({"delete": {"room": a.room}})
        assert (await frame_with(teacher, "deleted"))["deleted"] == a.room
        frame = await ann.next()
        assert frame == {"refused": f"Room {a.room} was deleted by the teacher."}
        assert await ann.next() is None  # closed
        again = Page(server.url)
        assert "refused" in await again.open({"room": a.room, "secret": secret_of(a, 0)})
        await teacher.send({"delete": {"room": a.room}})
        assert "no room" in (await frame_with(teacher, "error"))["error"]
        teacher.close()

    run(go())
    assert api(server, "DELETE", f"/api/rooms/{b.room}", server.teacher_key) == (200, {"deleted": b.room})
    server.delete_room(c)
    assert server.rooms() == []
    assert server.call(lambda: list(server.hub.rooms.store.rooms())) == []


def test_a_failed_bot_from_the_list(server):
    made = server.create_room("book", ["Ann", "Computer"], bots={1: "random"}, seed=2)  # Ann moves first

    class Broken:
        name = "broken"

        def choose(self, game):
            raise RuntimeError("no idea")

    live = server.call(lambda: server.hub.rooms.get(made.room))
    real = live.thinkers[1].bot
    server.call(lambda: setattr(live.thinkers[1], "bot", Broken()))
    g = live.game

    def move():
        return g.rules.registry.to_json(g.legal_actions()[0])

    async def go():
        ann = Page(server.url)
        await ann.open({"room": made.room, "secret": secret_of(made, 0)})
        teacher = Page(server.url)
        await teacher.open({"teacher": server.teacher_key})
        await ann.send({"msg": {"cmd": "play", "action": server.call(move), "at": 0}})
        await ann.until(lambda v: "could not move" in v.get("error", ""))
        while not (teacher.frames[-1].get("rooms") or [{}])[0].get("failed"):
            await teacher.next()
        assert teacher.frames[-1]["rooms"][0]["failed"]["reason"] == "RuntimeError: no idea"
        # the teacher's list only: a seat's page cannot ask for it
        await ann.send({"resume": {"room": made.room}})
        await ann.until(lambda v: "could not read" in v.get("error", ""))
        server.call(lambda: setattr(live.thinkers[1], "bot", real))
        await teacher.send({"resume": {"room": made.room}})
        await ann.until(lambda v: v.get("history_len", 0) >= 2)
        assert server.rooms()[0]["failed"] is None
        # failed once more, then the seat goes to a student
        while server.call(lambda: g.actor) != 0:  # the computer's turn may take more than one move
            await asyncio.sleep(0.02)
        server.call(lambda: setattr(live.thinkers[1], "bot", Broken()))
        n = server.call(lambda: len(g.steps))
        await ann.send({"msg": {"cmd": "play", "action": server.call(move), "at": n}})
        await ann.until(lambda v, n=n: v.get("history_len", 0) > n)
        while not server.rooms()[0]["failed"]:
            await asyncio.sleep(0.02)
        await teacher.send({"human": {"room": made.room, "seat": 1}})
        linked = (await frame_with(teacher, "linked"))["linked"]
        assert linked["name"] == "Computer" and linked["link"].startswith(f"{server.url}/play/{made.room}#")
        student = Page(server.url)
        frame = await student.open({"room": made.room, "secret": linked["link"].split("#")[1]})
        assert frame["seat"] == 1 and frame["init"]["view"]["ui"]["decides"]
        for p in (ann, teacher, student):
            p.close()

    run(go())
    summary = server.rooms()[0]
    assert summary["failed"] is None and [s["bot"] for s in summary["seats"]] == [None, None]
    try:
        server.resume_bot(made)
        raise AssertionError("resumed a room with no failed computer player")
    except RoomError as e:
        assert "No computer player" in str(e)
