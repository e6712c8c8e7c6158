"""Shared pieces of the rooms' tests: a store in a temporary folder, rooms with a hand-driven clock."""

from __future__ import annotations

import pytest
from rooms_helpers import Clock

from genesis_nb.rooms import RoomServer
from genesis_nb.rooms.live import Rooms
from genesis_nb.rooms.store import RoomStore


@pytest.fixture
def db(tmp_path):
    return tmp_path / "class.sqlite"


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def rooms(db, clock):
    r = Rooms(RoomStore(db), clock, bot_delay=0)
    yield r
    r.store.close()


@pytest.fixture
def server(tmp_path):
    """A room server on a free port of 127.0.0.1, in a thread."""
    s = RoomServer(tmp_path / "class.sqlite", port=0, bot_delay=0.01).start()
    yield s
    s.stop()
