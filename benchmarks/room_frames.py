"""Every frame the pages of a room receive, and every observer's view and picture at every ply, as digests: run it
on two checkouts (before and after a change that must not change a byte) and compare the files it writes.

For each seed, a room of 4 seats (``rooms.live.Rooms``, each seat's page and the teacher's) plays random legal
moves to the end (or ``--plies``); each page's frames are written as the server sends them (``rooms.wire.dumps``).
Then, at every ply of that game, each seat's, the spectator's and the teacher's view (JSON) and live drawing
(``BoardSpec.drawing``) are drawn again, in a fresh game replayed from the seed and the actions, the positions in
a shuffled order (so that what is kept from one position for the next is put to the test). One line per item:
seed, ply, page or observer, what, its SHA-256.

    PYTHONPATH=. python benchmarks/room_frames.py OUT [--game book] [--seeds 1,2,3] [--plies 400]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import tempfile
from pathlib import Path
from typing import Any

from genesis_nb.registry import game as info_of
from genesis_nb.rooms import wire
from genesis_nb.rooms.live import Rooms
from genesis_nb.rooms.seat import carry_out, outgoing
from genesis_nb.rooms.store import RoomStore

SEATS = ["Ann", "Bo", "Cy", "Di"]


def _digest(text: str | bytes) -> str:
    return hashlib.sha256(text.encode("utf-8") if isinstance(text, str) else text).hexdigest()[:20]


class Page:
    """A page of a room: the frames its session sends, as digests."""

    def __init__(self, room: Any, seat: int | None, lines: list[str], seed: int) -> None:
        self.name = "teacher" if seat is None else f"seat{seat}"
        self.session = room.session_for(seat)
        self.room, self.lines, self.seed = room, lines, seed
        self.session.on_change(lambda changed: self._send({"set": outgoing(changed)}))
        self.session.on_send(lambda msg: self._send({"msg": msg}))
        room.pages.append(self)

    def _send(self, frame: Any) -> None:
        ply = len(self.room.game.steps)
        values = frame.get("set")
        log = values.get("log") if isinstance(values, dict) else None
        if isinstance(log, dict) and "key" in log:  # the log's key names a Python object by its id: not compared
            frame = {**frame, "set": {**values, "log": {**log, "key": "-"}}}
        self.lines.append(f"{self.seed} {ply} {self.name} frame {_digest(wire.dumps(frame))}")

    def refuse(self, sentence: str) -> None:
        self.lines.append(f"{self.seed} - {self.name} refused {_digest(sentence)}")


def room_game(game: str, seed: int, plies: int, lines: list[str]) -> list[Any]:
    """A room of ``game`` played at random from ``seed``: its pages' frames into ``lines``; the actions played."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        rooms = Rooms(RoomStore(Path(tmp) / "frames.sqlite"), schedule=lambda delay, cb: None)
        room, _ = rooms.create(game=game, seats=SEATS, seed=seed)
        pages = [Page(room, s, lines, seed) for s in range(4)] + [Page(room, None, lines, seed)]
        g = room.game
        while not g.is_over and len(g.steps) < plies:
            action = rng.choice(g.legal_actions())
            carry_out(
                pages[g.actor].session, {"cmd": "play", "action": g.rules.registry.to_json(action), "at": len(g.steps)}
            )
        for p in pages:
            p.session.close()
        return [step.action for step in g.steps]


def positions(game: str, seed: int, actions: list[Any], lines: list[str]) -> None:
    """Every observer's view and drawing at every ply of the game, the plies in a shuffled order."""
    info = info_of(game)
    g = info.new_game(players=SEATS, seed=seed)
    for a in actions:
        g.play(a)
    spec = info.hook("board")
    plies = list(range(len(actions) + 1))
    random.Random(seed).shuffle(plies)
    for ply in plies:
        state = g.state_at(ply)
        for o in [0, 1, 2, 3, "public", "all"]:
            view = json.dumps(g.rules.view(state, o), sort_keys=True)
            lines.append(f"{seed} {ply} {o} view {_digest(view)}")
            lines.append(f"{seed} {ply} {o} drawing {_digest(spec.drawing(g, ply, o, 'en', {}))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", default="book")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--plies", type=int, default=400)
    ns = parser.parse_args()
    lines: list[str] = []
    for seed in (int(x) for x in ns.seeds.split(",") if x):
        actions = room_game(ns.game, seed, ns.plies, lines)
        positions(ns.game, seed, actions, lines)
    ns.out.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} digests written to {ns.out}")


if __name__ == "__main__":
    main()
