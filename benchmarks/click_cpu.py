"""The Python CPU one click costs, end to end, per game, with no browser and no network (so a loaded machine
distorts it little: process CPU time is counted, not wall time).

- ``board``: a notebook's board (``GameBoard``, the anywidget) whose comm packs every update as the kernel does
  (ipywidgets' state with its buffers, then ``jupyter_client.Session.serialize``): the message checked, the
  rules, the view, the drawing, the update sent.
- ``room``: a room of 4 seats (``rooms.live.LiveRoom``) with one page per seat and the teacher's, each page's
  update made a frame as the server sends it (``rooms.wire.dumps``): the click, then every page's update.

    PYTHONPATH=. python benchmarks/click_cpu.py [clicks] [--games planet,book] [--profile board|room]

On a loaded machine the p10 is the steadier figure (other processes lengthen some clicks, never shorten them).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import time
from typing import Any

GAMES = ("angels", "herds", "planet", "book")


class PackingComm:
    """A comm that serializes each message as the kernel would (and keeps nothing)."""

    comm_id = "bench"
    kernel = True  # ipywidgets sends only through a comm with a kernel

    def __init__(self) -> None:
        from jupyter_client.session import Session

        self.session = Session(key=b"")
        self.sent = 0

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        msg = self.session.msg("comm_msg", {"comm_id": self.comm_id, "data": data}, metadata=metadata or {})
        parts = self.session.serialize(msg)
        self.sent += sum(len(p) for p in parts) + sum(len(memoryview(b).cast("B")) for b in buffers or [])

    def open(self, *a: Any, **k: Any) -> None: ...

    def close(self, *a: Any, **k: Any) -> None: ...

    def on_msg(self, *a: Any) -> None: ...

    def on_close(self, *a: Any) -> None: ...


def board_clicks(game: str, clicks: int, seed: int = 1) -> tuple[list[float], Any]:
    """CPU seconds of each click on a notebook board of ``game`` (4 humans, hot seat; the teacher's view off)."""
    from genesis_nb.registry import game as info_of

    info = info_of(game)
    rng = random.Random(seed)
    times: list[float] = []
    w = None
    while len(times) < clicks:
        g = info.new_game(players=["Ann", "Bo", "Cy", "Di"] if info.max_players >= 4 else 2, seed=rng.randrange(10**6))
        w = info.board(g, bots={}, bot_delay=0)
        w.comm = PackingComm()
        while not g.is_over and len(times) < clicks:
            if w.session.handoff is not None:  # the next player takes the screen (not timed)
                w.session.ready()
                continue
            if w.session.holding is not None:
                w.session.ready()
                continue
            action = rng.choice(g.legal_actions())
            msg = {"cmd": "play", "action": g.rules.registry.to_json(action), "at": len(g.steps)}
            t0 = time.process_time()
            w.session.handle(msg)
            times.append(time.process_time() - t0)
    return times, w


class Page:
    """A page of a room: its session's updates made frames (as ``rooms.server.Socket`` sends them)."""

    def __init__(self, room: Any, seat: int | None) -> None:
        from genesis_nb.rooms import wire
        from genesis_nb.rooms.seat import outgoing

        self.seat = seat
        self.session = room.session_for(seat)
        self.bytes = 0
        self.session.on_change(lambda changed: self._send({"set": outgoing(changed)}))
        self.session.on_send(lambda msg: self._send({"msg": msg}))
        self._dumps = wire.dumps
        room.pages.append(self)

    def _send(self, frame: Any) -> None:
        self.bytes += len(self._dumps(frame))

    def refuse(self, sentence: str) -> None: ...


def room_clicks(game: str, clicks: int, seed: int = 1, teacher: bool = True) -> list[float]:
    """CPU seconds of each click in a room of ``game`` with 4 seats' pages (and the teacher's)."""
    import tempfile
    from pathlib import Path

    from genesis_nb.rooms.live import Rooms
    from genesis_nb.rooms.seat import carry_out
    from genesis_nb.rooms.store import RoomStore

    rng = random.Random(seed)
    times: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = RoomStore(Path(tmp) / "bench.sqlite")
        rooms = Rooms(store, schedule=lambda delay, cb: None)
        while len(times) < clicks:
            room, _ = rooms.create(game=game, seats=["Ann", "Bo", "Cy", "Di"], seed=rng.randrange(10**6))
            pages = [Page(room, s) for s in range(4)] + ([Page(room, None)] if teacher else [])
            g = room.game
            while not g.is_over and len(times) < clicks:
                action = rng.choice(g.legal_actions())
                msg = {"cmd": "play", "action": g.rules.registry.to_json(action), "at": len(g.steps)}
                t0 = time.process_time()
                carry_out(pages[g.actor].session, msg)
                times.append(time.process_time() - t0)
            for p in pages:
                p.session.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("clicks", nargs="?", type=int, default=60, help="clicks per game and kind (60)")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--kinds", default="board,room", help="board, room or both (board,room)")
    parser.add_argument("--profile", choices=("board", "room"), help="print a cProfile of that kind's clicks")
    parser.add_argument("--top", type=int, default=30)
    ns = parser.parse_args()
    games = [g for g in ns.games.split(",") if g]
    cores = len(os.sched_getaffinity(0))
    print(f"cores {cores}, load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for game in games:
        board_clicks(game, 5, seed=99)  # warm imports and caches that do not depend on the position
        room_clicks(game, 5, seed=99)
        for kind, run in (("board", board_clicks), ("room", room_clicks)):
            if kind not in ns.kinds.split(","):
                continue
            prof = cProfile.Profile() if ns.profile == kind else None
            if prof:
                prof.enable()
            out = run(game, ns.clicks)
            times = out[0] if isinstance(out, tuple) else out
            if prof:
                prof.disable()
                print(f"--- {game} {kind}")
                pstats.Stats(prof).sort_stats("cumulative").print_stats(ns.top)
                pstats.Stats(prof).sort_stats("tottime").print_stats(ns.top)
            ms = sorted(t * 1000 for t in times)
            print(
                f"{game:7s} {kind:5s}: CPU per click median {statistics.median(ms):6.2f} ms,"
                f" p10 {ms[int(len(ms) * 0.1)]:6.2f} ms, p90 {ms[int(len(ms) * 0.9)]:6.2f} ms ({len(ms)} clicks)"
            )
    print(f"load after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
