"""Shared pieces of the rooms' tests: a store in a temporary folder, rooms with a hand-driven clock."""

from __future__ import annotations

import pytest
from rooms_helpers import Clock

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
