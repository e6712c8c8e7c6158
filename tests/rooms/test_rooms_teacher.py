"""What the teacher does to a room, without the web: a computer player that failed is reported and the room
waits, until the teacher has it try again or gives its seat to a student; a deleted room is gone from memory
and from the database, its pages are told and closed, and its links open nothing."""

from __future__ import annotations

import pytest
from rooms_helpers import reopen

from genesis_nb.rooms import RoomError
from genesis_nb.rooms.seat import carry_out


class Broken:
    name = "broken"

    def choose(self, game):
        raise RuntimeError("no idea")


class FakePage:
    """A connection as the room sees it: a seat, a session, and what it was told when refused."""

    def __init__(self, room, seat):
        self.seat = seat
        self.session = room.session_for(seat)
        self.refused = None
        room.pages.append(self)

    def refuse(self, sentence):
        self.refused = sentence


def book_with_a_bot(rooms):
    room, secrets = rooms.create(game="book", seats=["Ann", "Computer"], bots={1: "random"}, seed=2)
    return room, secrets


def ann_plays(room, page):
    g = room.game
    carry_out(
        page.session, {"cmd": "play", "action": g.rules.registry.to_json(g.legal_actions()[0]), "at": len(g.steps)}
    )
    assert page.session.values["error"] == ""


def failed_room(rooms, clock):
    room, secrets = book_with_a_bot(rooms)
    page = FakePage(room, 0)
    real = room.thinkers[1].bot
    room.thinkers[1].bot = Broken()
    ann_plays(room, page)
    clock.run()
    return room, secrets, page, real


def test_a_failed_bot_is_reported_and_the_room_waits(rooms, clock):
    room, _, page, _ = failed_room(rooms, clock)
    failed = room.summary()["failed"]
    assert failed == {"seat": 1, "name": "Computer", "bot": "random", "reason": "RuntimeError: no idea"}
    assert "Computer's computer player could not move" in page.session.values["error"]
    assert clock.run() == 0 and len(room.game.steps) == 1  # nothing more is tried by itself


def test_the_teacher_has_it_try_again(rooms, clock):
    room, _, page, real = failed_room(rooms, clock)
    room.resume_bot()  # still broken: it fails again, and says so again
    clock.run()
    assert room.summary()["failed"]["reason"] == "RuntimeError: no idea" and len(room.game.steps) == 1
    assert "could not move" in page.session.values["error"]
    room.thinkers[1].bot = real
    room.resume_bot()
    assert page.session.values["error"] == ""  # the page no longer says the room waits
    clock.run()
    assert room.summary()["failed"] is None and len(room.game.steps) >= 2 and room.game.actor == 0
    assert len(rooms.store.actions(room.id)) == len(room.game.steps)
    with pytest.raises(RoomError, match="No computer player"):
        room.resume_bot()


def test_the_teacher_gives_the_seat_to_a_student(rooms, clock):
    room, secrets, page, _ = failed_room(rooms, clock)
    secret = room.make_human(1)
    assert rooms.seat_of(room.id, secret) == (room, 1) and rooms.seat_of(room.id, secrets[0]) == (room, 0)
    summary = room.summary()
    assert summary["failed"] is None and summary["seats"][1]["bot"] is None and page.session.values["error"] == ""
    assert room.driver is None and clock.run() == 0  # the computer plays no seat now
    student = FakePage(room, 1)
    assert student.session.values["view"]["ui"]["decides"]
    ann_plays(room, student)  # the student moves for seat 1
    assert len(room.game.steps) == 2
    for bad in (0, 1, 5, True, "1"):
        with pytest.raises(RoomError, match="no computer seat"):
            room.make_human(bad)
    again = reopen(rooms, clock)  # and the database knows it: a student's seat, the link opening it
    assert again.get(room.id).record.bots == {} and again.seat_of(room.id, secret)[1] == 1
    assert len(again.get(room.id).game.steps) == 2


def test_a_deleted_room_is_gone(rooms, clock):
    room, secrets = book_with_a_bot(rooms)
    keep, _ = book_with_a_bot(rooms)
    page = FakePage(room, 0)
    ann_plays(room, page)  # the computer's move is now waiting on the clock
    rooms.delete(room.id)
    assert page.refused == f"Room {room.id} was deleted by the teacher." and room.pages == []
    clock.run()
    assert len(room.game.steps) == 1  # the waiting computer move was not played
    assert [r.id for r in rooms] == [keep.id]
    with pytest.raises(RoomError, match="no room"):
        rooms.seat_of(room.id, secrets[0])
    with pytest.raises(RoomError, match="no room"):
        rooms.delete(room.id)
    assert rooms.store.actions(room.id) == []
    again = reopen(rooms, clock)
    assert [r.id for r in again] == [keep.id]
    row = again.store.db.execute("SELECT count(*) FROM seats WHERE room=?", (room.id,)).fetchone()
    assert row == (0,)


def test_the_computers_driver_builds_no_board(rooms, clock, monkeypatch):
    """No page shows the session that moves the computer's seats: it draws nothing at a move (a page's board does)."""
    import genesis_nb.board.session as session_module

    built = []
    real = session_module.synced_values
    monkeypatch.setattr(session_module, "synced_values", lambda s: built.append(s) or real(s))
    room, _ = book_with_a_bot(rooms)
    page = FakePage(room, 0)
    built.clear()
    ann_plays(room, page)
    clock.run()
    assert len(room.game.steps) >= 2 and room.game.actor == 0
    assert built and all(s is page.session for s in built)
