"""Classroom rooms: each student plays from their own screen and sees only their own seat.

A room server (``python -m genesis_nb.rooms --db class.sqlite``, or ``RoomServer(...).start()`` from a
notebook) keeps every room in SQLite (``store``: the game, options, seed, seats and each action played)
and serves the very board the notebooks show, driven over a web socket by a ``board.session.BoardSession``
per page: a seat's (its own view only, ``seat``) or the teacher's (everything, watching). The teacher
makes rooms (``RoomServer.create_room`` or the server's page) and gets one link per seat; a link's secret
is kept hashed (``links``). ``docs/rooms.md`` says how to use it.

- ``plan``: a room request checked; ``store``: SQLite; ``live``: the rooms in play (saving, bots);
  ``seat``: a page's session and what a room refuses; ``shared``: one drawing for the seats that see the same;
  ``wire``: the frames; ``server``: Tornado;
  ``serve``: starting it; ``pages``: the HTML; ``web/``: the page's model shim and the teacher's list;
  ``seat_widget``: a student's notebook joins a room as a seat (``join(link)``, a board widget).
"""

from __future__ import annotations

from .plan import RoomError
from .seat_widget import join
from .serve import NewRoom, RoomServer

__all__ = ["NewRoom", "RoomError", "RoomServer", "join"]
