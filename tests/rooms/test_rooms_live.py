"""Rooms in play, without the web: a request checked before anything is kept; secrets unguessable and
kept hashed; a seat's board shows that seat's view of the game and nothing else (no hand-off); what a
room does not allow is refused with nothing changed; every action is stored as played, so a server
opened again on the same file continues at the same ply with the same hidden information."""

from __future__ import annotations

import random

import pytest
from rooms_helpers import reopen

from genesis_nb.board.drawing import drawing_svg, unpack
from genesis_nb.board.values import shell_view
from genesis_nb.rooms import RoomError, links
from genesis_nb.rooms.seat import carry_out, outgoing, take_value


def planet(rooms, **kw):
    return rooms.create(game="planet", seats=["Ann", "Bo"], seed=1, **kw)


def play_some(room, n, seed=0):
    """``n`` legal moves, each clicked on the board of the seat that decides (as its page would send them)."""
    r = random.Random(seed)
    pages = {s: room.session_for(s) for s in range(len(room.record.players)) if s not in room.record.bots}
    for _ in range(n):
        actor = room.game.actor
        if actor is None or actor not in pages:
            break
        action = r.choice(room.game.legal_actions())
        carry_out(
            pages[actor],
            {"cmd": "play", "action": room.game.rules.registry.to_json(action), "at": len(room.game.steps)},
        )
        assert pages[actor].values["error"] == ""
    for p in pages.values():
        p.close()


@pytest.mark.parametrize(
    "request_, words",
    [
        ({"game": "chess", "seats": ["A", "B"]}, 'no game "chess"'),
        ({"game": "planet", "seats": ["A"] * 2}, "different names"),
        ({"game": "planet", "seats": "Ann, Bo"}, "list of"),
        ({"game": "planet", "seats": ["A"] * 9}, "list of"),
        ({"game": "planet", "seats": ["A", "B"], "bots": {0: "deep-blue"}}, "cannot be played by"),
        ({"game": "planet", "seats": ["A", "B"], "bots": {5: "random"}}, "cannot be played by"),
        ({"game": "planet", "seats": ["A", "B"], "bots": {0: "random", 1: "random"}}, "at least one student"),
        ({"game": "planet", "seats": ["A", "B"], "options": {"faces": "weird"}}, "options of planet were refused"),
        ({"game": "planet", "seats": ["A", "B"], "options": [1]}, "options are a mapping"),
        ({"game": "planet", "seats": ["A", "B"], "seed": -1}, "seed is a whole number"),
        ({"game": "planet", "seats": ["A", "B"], "seed": True}, "seed is a whole number"),
        ({"game": "planet", "seats": ["A", "B"], "lang": "NL"}, "language is one of"),
        ({"game": "planet", "seats": ["A", "B"], "title": "x" * 81}, "title"),
    ],
)
def test_a_wrong_request_is_refused_and_nothing_is_kept(rooms, request_, words):
    with pytest.raises(RoomError, match=words):
        rooms.create(**request_)
    assert list(rooms.store.rooms()) == [] and list(rooms) == []


def test_links_are_unguessable_and_only_their_hashes_are_kept(rooms, db):
    room, secrets = planet(rooms)
    assert sorted(secrets) == [0, 1] and len({*secrets.values()}) == 2
    assert all(links.is_secret(s) and len(s) == 43 for s in secrets.values())  # 256 random bits each
    rooms.store.db.execute("PRAGMA wal_checkpoint(FULL)")
    raw = db.read_bytes() + (
        db.with_name(db.name + "-wal").read_bytes() if db.with_name(db.name + "-wal").exists() else b""
    )
    for s in secrets.values():
        assert s.encode() not in raw and links.hashed(s).encode() in raw
    assert rooms.seat_of(room.id, secrets[1]) == (room, 1)


@pytest.mark.parametrize("forge", ["wrong", "missing", "other_room", "forged_room", "not_text"])
def test_a_bad_link_opens_nothing(rooms, forge):
    room, secrets = planet(rooms)
    other, other_secrets = planet(rooms)
    room_id, secret = {
        "wrong": (room.id, links.new_secret()),
        "missing": (room.id, None),
        "other_room": (room.id, other_secrets[0]),
        "forged_room": ("zzzzzzzzzz", secrets[0]),
        "not_text": ({"$ne": 1}, secrets[0]),
    }[forge]
    with pytest.raises(RoomError) as e:
        rooms.seat_of(room_id, secret)
    assert "link" in str(e.value) or "no room" in str(e.value)
    assert secrets[0] not in str(e.value)


def test_a_new_link_replaces_the_old(rooms):
    room, secrets = planet(rooms)
    fresh = rooms.new_secret(room.id, 0)
    assert rooms.seat_of(room.id, fresh) == (room, 0)
    with pytest.raises(RoomError):
        rooms.seat_of(room.id, secrets[0])
    for bad in (2, -1, True, "0"):
        with pytest.raises(RoomError, match="no human seat"):
            rooms.new_secret(room.id, bad)


@pytest.mark.parametrize("game", ["planet", "book", "herds", "angels"])
def test_each_seat_sees_its_own_view_and_no_hand_off(rooms, game):
    room, _ = rooms.create(game=game, seats=["Ann", "Bo"], seed=3)
    play_some(room, 6)
    for seat in (0, 1):
        s = room.session_for(seat)
        dressed = room.spec.dress(room.game.rules.view(room.game.state, seat), room.game.rules, "en")
        if getattr(room.spec, "drawn", False):  # a drawn board: the shell's part of the view, the seat's picture
            dressed = {k: v for k, v in shell_view(dressed).items() if k != "ui"}
            ply = len(room.game.steps)
            svg = drawing_svg(room.spec, room.game, ply, seat, "en", s.values["prefs"], s.focus)
            assert unpack(s.values["drawing"]) == svg
        view = {k: v for k, v in s.values["view"].items() if k != "ui"}
        # the board words a fixed score row's label ("word.*"); the rest is the seat's view as it is
        for v in (view, dressed):
            for row in (v.get("scores") or {}).get("rows", []):
                row.pop("label", None)
        assert view == dressed
        ui = s.values["view"]["ui"]
        assert ui["observer"] == seat and ui["handoff"] is None and ui["holding"] is None
        assert ui["decides"] == (room.game.actor == seat)
        assert bool(s.values["legal"]["targets"]) == (room.game.actor == seat)
        s.close()
    teacher = room.session_for(None)
    assert teacher.values["view"]["ui"]["observer"] == "all" and not teacher.values["view"]["ui"]["decides"]
    teacher.close()


def snapshot(room):
    return room.game.notation(), [room.session_for(s).values["view"] for s in (0, 1)], len(room.game.steps)


@pytest.mark.parametrize("game", ["planet", "book"])
def test_a_server_opened_again_loses_nothing(rooms, clock, game):
    room, secrets = rooms.create(game=game, seats=["Ann", "Bo"], seed=5)
    play_some(room, 12, seed=2)
    before = snapshot(room)
    assert before[2] == 12
    again = reopen(rooms, clock)
    same = again.get(room.id)
    assert snapshot(same) == before
    assert again.seat_of(room.id, secrets[0]) == (same, 0)
    play_some(same, 3, seed=4)  # and it goes on
    assert len(same.game.steps) == 15 and len(again.store.actions(room.id)) == 15


def test_a_bot_seat_is_played_by_the_server_and_stored(rooms, clock):
    room, secrets = rooms.create(game="book", seats=["Ann", "Computer"], bots={1: "random"}, seed=2)
    assert list(secrets) == [0]
    for _ in range(4):
        play_some(room, 1, seed=len(room.game.steps))
        clock.run()
    stored = rooms.store.actions(room.id)
    assert len(stored) == len(room.game.steps) >= 8
    assert {s.actor for s in room.game.steps} == {0, 1}


def refused(session, msg, words):
    room_steps = len(session.game.steps)
    carry_out(session, msg)
    assert words in session.values["error"], session.values["error"]
    assert len(session.game.steps) == room_steps


def test_what_a_room_does_not_allow_is_refused_and_nothing_changes(rooms):
    room, _ = planet(rooms)
    play_some(room, 3)
    actor = room.game.actor
    mine, theirs = room.session_for(actor), room.session_for(1 - actor)
    n = len(room.game.steps)
    refused(mine, {"cmd": "undo"}, "only goes forward")
    refused(mine, {"cmd": "redo"}, "only goes forward")
    refused(mine, {"cmd": "bot_step"}, "server moves them")
    refused(mine, {"cmd": "ready"}, "pass the screen")
    legal = room.game.rules.registry.to_json(room.game.legal_actions()[0])
    # another seat's move, the teacher's click, a move from the past, a stale and a malformed message
    refused(theirs, {"cmd": "play", "action": legal, "at": n}, "")
    assert theirs.values["error"] != ""
    teacher = room.session_for(None)
    refused(teacher, {"cmd": "play", "action": legal, "at": n}, "teacher")
    carry_out(mine, {"cmd": "seek", "ply": 1})
    refused(mine, {"cmd": "play", "action": legal}, "earlier position")
    carry_out(mine, {"cmd": "seek", "ply": n})
    refused(mine, {"cmd": "play", "action": legal, "at": n - 1}, "")
    refused(mine, {"cmd": "play", "action": {"type": "fly"}, "at": n}, "")
    refused(mine, ["play"], "")
    refused(mine, {"cmd": "play", "action": legal, "at": n, "seat": 1 - actor}, "")
    assert room.game.actor == actor and len(rooms.store.actions(room.id)) == n
    # the same click twice: the first plays, the second is stale
    carry_out(mine, {"cmd": "play", "action": legal, "at": n})
    assert len(room.game.steps) == n + 1
    refused(mine, {"cmd": "play", "action": legal, "at": n}, "")
    assert len(rooms.store.actions(room.id)) == n + 1


def test_a_page_sets_only_its_own_display(rooms):
    room, _ = rooms.create(game="angels", seats=["Ann", "Bo"], seed=1)
    s = room.session_for(0)
    take_value(s, "lang", "nl")
    assert s.values["lang"] == "nl"
    take_value(s, "scale", 99)
    assert s.values["error"] and s.values["scale"] == 1.0
    take_value(s, "ply", 40)
    assert "set by the room" in s.values["error"] or "kamer" in s.values["error"]
    take_value(s, "view", {})
    assert s.values["view"]["ui"]["observer"] == 0


def test_the_pages_get_no_undo_or_computer_buttons(rooms):
    room, _ = planet(rooms)
    play_some(room, 2)
    ui = outgoing(room.session_for(0).values)["view"]["ui"]
    assert (ui["can_undo"], ui["can_redo"], ui["bot_next"]) == (False, False, False)


def test_the_teachers_summary(rooms):
    room, _ = rooms.create(game="book", seats=["Ann", "Computer"], bots={1: "greedy"}, seed=2, title="Table 2")
    s = room.summary()
    assert s["title"] == "Table 2" and s["ply"] == 0 and s["turn"] == "Ann" and not s["over"]
    assert s["seats"] == [
        {"name": "Ann", "bot": None, "connected": 0},
        {"name": "Computer", "bot": "greedy", "connected": 0},
    ]
    assert set(s["scores"]) == {"Ann", "Computer"}


def test_a_failing_database_loses_no_move(rooms, monkeypatch):
    """The store fails once: the move stands (the pages saw it), the room says it is unsaved, and the next
    change writes every move still missing."""
    import sqlite3

    room, _ = planet(rooms)
    real = rooms.store.sync_actions
    calls = []

    def flaky(*args):
        calls.append(args)
        if len(calls) == 1:
            raise sqlite3.OperationalError("disk I/O error")
        return real(*args)

    monkeypatch.setattr(rooms.store, "sync_actions", flaky)
    play_some(room, 1)
    assert len(room.game.steps) == 1 and rooms.store.actions(room.id) == [] and room.summary()["unsaved"] == 1
    play_some(room, 1, seed=1)
    assert len(rooms.store.actions(room.id)) == 2 and room.summary()["unsaved"] == 0


def test_a_failing_bot_is_reported_and_changes_nothing(rooms, clock, caplog):
    room, _ = rooms.create(game="book", seats=["Ann", "Computer"], bots={1: "random"}, seed=2)

    class Broken:
        name = "broken"

        def choose(self, game):
            raise RuntimeError("no idea")

    room.thinkers[1].bot = Broken()
    play_some(room, 1)
    clock.run()
    assert len(room.game.steps) == 1 and room.game.actor == 1
    assert "no idea" in room.driver.error_text() and "computer player failed" in caplog.text
