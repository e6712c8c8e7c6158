"""A notebook joins a room as a seat (``rooms.join``): the widget mirrors that seat's values from the
server, its clicks are played there and every page of the room hears them, its settings go back; a link
that opens no seat is refused in words."""

from __future__ import annotations

import time

import pytest

from genesis_nb.rooms import RoomError, links
from genesis_nb.rooms.seat import outgoing
from genesis_nb.rooms.seat_widget import join, parse_link

anywidget = pytest.importorskip("anywidget")


def until(check, timeout=10):
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "never"
        time.sleep(0.02)


def test_a_notebook_plays_its_seat(server):
    made = server.create_room("book", ["Ann", "Bo"], seed=3)
    room = made.room
    w = join(made.seats[0]["link"])
    try:
        assert (w.seat, w.room, w.players) == (0, room, ["Ann", "Bo"])
        expected = server.call(lambda: outgoing(server.hub.rooms.get(room).session_for(0).values))
        assert w.view == expected["view"] and w.legal == expected["legal"]
        # a click from the notebook's board (the front end's model.send) is played by the room
        action = server.call(
            lambda: (lambda g: g.rules.registry.to_json(g.legal_actions()[0]))(server.hub.rooms.get(room).game)
        )
        w._handle_custom_msg({"cmd": "play", "action": action, "at": 0}, [])
        until(lambda: w.history_len == 1)
        assert server.call(lambda: len(server.hub.rooms.get(room).game.steps)) == 1
        assert server.rooms()[0]["seats"][0]["connected"] == 1
        # a setting from the browser goes to the seat's board on the server, which checks it
        w.scale = 99
        until(lambda: w.error != "" and w.scale == 1.0)
    finally:
        w.leave()
    until(lambda: server.rooms()[0]["seats"][0]["connected"] == 0)


@pytest.mark.parametrize(
    "link",
    ["", "http://x/play/abc", "ftp://h/play/abcdefghij#" + "a" * 43, "http://h/watch/abcdefghij#" + "a" * 43, 5],
)
def test_a_malformed_link_is_refused(link):
    with pytest.raises(RoomError, match="looks like"):
        parse_link(link)


def test_a_link_that_opens_no_seat_is_refused_in_the_servers_words(server):
    made = server.create_room("book", ["Ann", "Bo"], seed=3)
    with pytest.raises(RoomError, match="does not open a seat"):
        join(f"{server.url}/play/{made.room}#{links.new_secret()}")
    with pytest.raises(RoomError, match="no room"):
        join(f"{server.url}/play/zzzzzzzzzz#{links.new_secret()}")
