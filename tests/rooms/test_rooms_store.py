"""The rooms' SQLite store: what a room is made of comes back as it was kept; actions are kept in order
and a later history replaces a shorter one; a file that is not a rooms database is refused in words."""

from __future__ import annotations

import sqlite3

import pytest

from genesis_nb.rooms.store import RoomRecord, RoomStore, StoreError


def record(rid="abcdefghij", **kw):
    base = dict(
        id=rid,
        game="book",
        players=["Ann", "Bo"],
        seed=7,
        options={"gallop": "bent"},
        lang="nl",
        bots={1: "greedy"},
        title="T",
    )
    base.update(kw)
    return RoomRecord(**base)


def test_a_room_comes_back_as_kept(db):
    store = RoomStore(db)
    store.add_room(record(), {0: "h" * 64})
    store.close()
    again = RoomStore(db)
    (room,) = list(again.rooms())
    assert (room.id, room.game, room.players, room.seed, room.options, room.lang, room.bots, room.title) == (
        "abcdefghij",
        "book",
        ["Ann", "Bo"],
        7,
        {"gallop": "bent"},
        "nl",
        {1: "greedy"},
        "T",
    )
    assert again.seat_hashes("abcdefghij") == {0: "h" * 64}
    assert again.secret_hash("abcdefghij", 1) is None


def test_actions_in_order_and_a_new_future_replaces_the_old(db):
    store = RoomStore(db)
    store.add_room(record(), {})
    store.sync_actions("abcdefghij", 0, [(0, {"type": "a"}), (1, {"type": "b"}), (0, {"type": "c"})])
    assert store.actions("abcdefghij") == [{"type": "a"}, {"type": "b"}, {"type": "c"}]
    store.sync_actions("abcdefghij", 1, [(1, {"type": "d"})])
    assert store.actions("abcdefghij") == [{"type": "a"}, {"type": "d"}]


def test_a_failed_write_keeps_nothing_of_it(db):
    store = RoomStore(db)
    store.add_room(record(), {})
    store.sync_actions("abcdefghij", 0, [(0, {"type": "a"})])
    with pytest.raises(TypeError):
        store.sync_actions("abcdefghij", 0, [(0, {"type": object()})])
    assert store.actions("abcdefghij") == [{"type": "a"}]


def test_a_gap_in_the_plies_is_said(db):
    store = RoomStore(db)
    store.add_room(record(), {})
    store.sync_actions("abcdefghij", 0, [(0, {"type": "a"}), (1, {"type": "b"})])
    store.db.execute("DELETE FROM actions WHERE ply=0")
    with pytest.raises(StoreError, match="ply 0 is missing"):
        store.actions("abcdefghij")


def test_other_files_are_refused_in_words(tmp_path):
    junk = tmp_path / "notes.sqlite"
    junk.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(StoreError, match="not a rooms database"):
        RoomStore(junk)
    newer = tmp_path / "newer.sqlite"
    RoomStore(newer).close()
    con = sqlite3.connect(newer)
    con.execute("UPDATE meta SET value='99' WHERE key='schema'")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="format 99"):
        RoomStore(newer)
