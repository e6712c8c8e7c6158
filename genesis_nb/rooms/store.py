"""Every room kept in SQLite (the standard library's ``sqlite3``): the game, its options and seed, the
seats (names, bots, the hashes of their secrets), and each action as it is played, one row per ply.

A room is rebuilt by making its game anew from the name, players, seed and options and playing the
stored actions again (chance is seeded, so the hidden information comes back the same). Each action is
committed before anybody is told of it, so a server killed at any moment loses nothing that a player
saw. The journal is WAL with ``synchronous=NORMAL``: a commit survives the server's process killed at
any moment (SIGKILL included); only the machine losing power may lose the last moves (``FULL``, which
waits for the disk at each move, halved the moves per second the server holds). One connection, used from the server's one thread.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL, options TEXT NOT NULL,
    lang TEXT NOT NULL, created REAL NOT NULL, title TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS seats (
    room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, name TEXT NOT NULL,
    bot TEXT, secret_hash TEXT, PRIMARY KEY (room, seat));
CREATE TABLE IF NOT EXISTS actions (
    room TEXT NOT NULL REFERENCES rooms(id), ply INTEGER NOT NULL, actor INTEGER,
    action TEXT NOT NULL, played REAL NOT NULL, PRIMARY KEY (room, ply));
"""


@dataclass
class RoomRecord:
    """One room as stored: what makes its game anew (the actions are kept apart)."""

    id: str
    game: str
    players: list[str]
    seed: int
    options: dict[str, Any]
    lang: str = "en"
    bots: dict[int, str] = field(default_factory=dict)
    title: str = ""
    created: float = 0.0


class StoreError(RuntimeError):
    """The database cannot be used (another program's file, a newer format)."""


class RoomStore:
    """The rooms of one SQLite file (created if missing)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self.db = sqlite3.connect(str(self.path), isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self.db.executescript(SCHEMA)
            row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{self.path} is not a rooms database SQLite can open ({e}).") from None
        if row is None:
            self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif row[0] != str(SCHEMA_VERSION):
            raise StoreError(f"{self.path} holds rooms of format {row[0]}; this kit reads format {SCHEMA_VERSION}.")

    def close(self) -> None:
        self.db.close()

    def _tx(self) -> Any:
        return _Transaction(self.db)

    # -- rooms --------------------------------------------------------------------------------------
    def add_room(self, room: RoomRecord, secret_hashes: dict[int, str]) -> None:
        """Keep a new room and its seats (``secret_hashes``: seat -> hash, for the human seats)."""
        with self._tx():
            self.db.execute(
                "INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    room.id,
                    room.game,
                    room.seed,
                    json.dumps(room.options),
                    room.lang,
                    room.created or time.time(),
                    room.title,
                ),
            )
            for seat, name in enumerate(room.players):
                self.db.execute(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?)",
                    (room.id, seat, name, room.bots.get(seat), secret_hashes.get(seat)),
                )

    def rooms(self) -> Iterator[RoomRecord]:
        """Every room, oldest first."""
        for rid, game, seed, options, lang, created, title in self.db.execute(
            "SELECT id, game, seed, options, lang, created, title FROM rooms ORDER BY created, id"
        ).fetchall():
            seats = self.db.execute("SELECT seat, name, bot FROM seats WHERE room=? ORDER BY seat", (rid,)).fetchall()
            yield RoomRecord(
                id=rid,
                game=game,
                players=[name for _, name, _ in seats],
                seed=int(seed),
                options=json.loads(options),
                lang=lang,
                bots={int(seat): bot for seat, _, bot in seats if bot is not None},
                title=title,
                created=float(created),
            )

    def secret_hash(self, room: str, seat: int) -> str | None:
        row = self.db.execute("SELECT secret_hash FROM seats WHERE room=? AND seat=?", (room, seat)).fetchone()
        return None if row is None else row[0]

    def seat_hashes(self, room: str) -> dict[int, str]:
        rows = self.db.execute("SELECT seat, secret_hash FROM seats WHERE room=?", (room,)).fetchall()
        return {int(s): h for s, h in rows if h is not None}

    def set_secret_hash(self, room: str, seat: int, secret_hash: str) -> None:
        """A seat's new secret (its old link stops working)."""
        with self._tx():
            self.db.execute("UPDATE seats SET secret_hash=? WHERE room=? AND seat=?", (secret_hash, room, seat))

    def set_human(self, room: str, seat: int, secret_hash: str) -> None:
        """A computer's seat given to a student (``secret_hash``: its link's)."""
        with self._tx():
            self.db.execute(
                "UPDATE seats SET bot=NULL, secret_hash=? WHERE room=? AND seat=?", (secret_hash, room, seat)
            )

    def delete_room(self, room: str) -> None:
        """A room and everything of it gone."""
        with self._tx():
            for table in ("actions", "seats", "rooms"):
                self.db.execute(f"DELETE FROM {table} WHERE {'id' if table == 'rooms' else 'room'}=?", (room,))

    # -- actions ------------------------------------------------------------------------------------
    def actions(self, room: str) -> list[dict[str, Any]]:
        """The room's actions in the order played (their JSON forms)."""
        rows = self.db.execute("SELECT ply, action FROM actions WHERE room=? ORDER BY ply", (room,)).fetchall()
        for i, (ply, _) in enumerate(rows):
            if ply != i:
                raise StoreError(f"room {room}: ply {i} is missing from {self.path}.")
        return [json.loads(text) for _, text in rows]

    def sync_actions(self, room: str, keep: int, new: list[tuple[int | None, dict[str, Any]]]) -> None:
        """Keep the first ``keep`` actions of ``room`` and add ``new`` ((actor, action JSON) each) after them,
        in one transaction."""
        now = time.time()
        with self._tx():
            self.db.execute("DELETE FROM actions WHERE room=? AND ply>=?", (room, keep))
            self.db.executemany(
                "INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                [(room, keep + i, actor, json.dumps(action), now) for i, (actor, action) in enumerate(new)],
            )


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: Any, *_: Any) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
