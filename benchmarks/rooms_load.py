"""The room server under load on loopback: ROOMS rooms of 4 seats (planet: hidden pawns), every seat a
scripted page on its own web socket; in each room the deciding seat clicks a legal move once every
page of the room has the last one (at once, or after a player's thinking time). Bounded in time (SECONDS). Prints the clicks per second held, the
median and 99th-percentile time from a click to the update reaching every seat of its room (target p99
under 100 ms), the errors (target 0), the server's peak memory and the cores the run had.

    PYTHONPATH=. python benchmarks/rooms_load.py [rooms] [seconds] [think]

``think``: seconds a player waits before clicking (0: at once, the server's limit; 1: a fast class).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import tornado.websocket

from genesis_nb.registry import game as game_info

ROOT = Path(__file__).resolve().parents[1]


def start(db: Path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "genesis_nb.rooms", "--db", str(db), "--port", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    url = key = None
    for line in proc.stdout:
        if " on http" in line:
            url = line.rsplit(" on ", 1)[1].strip()
        if "teacher's page" in line:
            key = line.rsplit("#", 1)[1].strip()
            break
    return proc, url, key


def create(url, key, body):
    req = urllib.request.Request(f"{url}/api/rooms", method="POST", data=json.dumps(body).encode())
    req.add_header("Authorization", f"Bearer {key}")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


class Seat:
    def __init__(self, ws):
        self.ws = ws
        self.history = 0
        self.opened = False
        self.waiters: list = []

    async def read(self, errors):
        while True:
            text = await self.ws.read_message()
            if text is None:
                return
            frame = json.loads(text)
            values = frame.get("init") or frame.get("set") or {}
            self.opened = self.opened or "init" in frame
            if values.get("error"):
                errors.append(values["error"])
            if "history_len" in values:
                self.history = values["history_len"]
                for n, fut in list(self.waiters):
                    if self.history >= n and not fut.done():
                        fut.set_result(time.perf_counter())


async def room_loop(url, made, seed, start, latencies, errors, think):
    """One room: its four pages open, then (once every room's pages are open: ``start``) its clicks until the end."""
    mirror = game_info(made["game"]).new_game(players=[s["name"] for s in made["seats"]], seed=seed)
    seats = []
    for s in made["seats"]:
        ws = await tornado.websocket.websocket_connect(url.replace("http", "ws") + "/ws")
        await ws.write_message(json.dumps({"hello": {"room": made["room"], "secret": s["link"].split("#", 1)[1]}}))
        seat = Seat(ws)
        seats.append(seat)
        asyncio.ensure_future(seat.read(errors))
    deadline = time.perf_counter() + 60
    while not all(seat.opened for seat in seats):
        if time.perf_counter() > deadline:
            errors.append(f"room {made['room']}: its pages did not open within 60 s")
            start["open"] += 1
            return 0
        await asyncio.sleep(0.01)
    start["open"] += 1
    until = await start["go"]
    rng = random.Random(seed)
    clicks = 0
    while time.perf_counter() < until and not mirror.is_over:
        if think:
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
        action = rng.choice(mirror.legal_actions())
        n = len(mirror.steps)
        loop = asyncio.get_running_loop()
        futs = [loop.create_future() for _ in seats]
        for seat, fut in zip(seats, futs):
            seat.waiters = [(n + 1, fut)]
        t0 = time.perf_counter()
        await seats[mirror.actor].ws.write_message(
            json.dumps({"msg": {"cmd": "play", "action": mirror.rules.registry.to_json(action), "at": n}})
        )
        mirror.play(action)
        try:
            done = await asyncio.wait_for(asyncio.gather(*futs), 10)
        except asyncio.TimeoutError:
            errors.append(f"room {made['room']}: no update within 10 s")
            break
        latencies.append(max(done) - t0)
        clicks += 1
    for seat in seats:
        seat.ws.close()
    return clicks


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def main_async(url, key, n_rooms, seconds, think, game, pid):
    """Every room made and its pages opened; then the clicks, timed (and the server's CPU counted) from there."""
    made = [create(url, key, {"game": game, "seats": ["Ann", "Bo", "Cy", "Di"], "seed": i}) for i in range(n_rooms)]
    latencies: list[float] = []
    errors: list[str] = []
    start = {"open": 0, "go": asyncio.get_running_loop().create_future()}
    rooms = asyncio.gather(*(room_loop(url, m, i, start, latencies, errors, think) for i, m in enumerate(made)))
    while start["open"] < n_rooms and not rooms.done():  # (a room that failed to connect ends the wait)
        await asyncio.sleep(0.05)
    cpu0, own0, t0 = cpu_seconds(pid), time.process_time(), time.perf_counter()
    start["go"].set_result(t0 + seconds)
    clicks = await rooms
    took = time.perf_counter() - t0
    return sum(clicks), took, latencies, errors, cpu_seconds(pid) - cpu0, time.process_time() - own0


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description="The room server under load on loopback.")
    parser.add_argument("rooms", type=int, nargs="?", default=40, help="rooms of 4 seats (40)")
    parser.add_argument("seconds", type=float, nargs="?", default=20, help="how long to play (20)")
    parser.add_argument(
        "think", type=float, nargs="?", default=0.0, help="a player's seconds before a click (0: at once)"
    )
    parser.add_argument("--game", default="planet", help="the game of every room (planet; herds: a drawn board)")
    args = parser.parse_args()
    n_rooms, seconds, think, game = args.rooms, args.seconds, args.think, args.game
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        proc, url, key = start(Path(tmp) / "load.sqlite")
        try:
            clicks, took, lat, errors, server_cpu, client_cpu = asyncio.run(
                main_async(url, key, n_rooms, seconds, think, game, proc.pid)
            )
            rss = peak_rss_mb(proc.pid)
        finally:
            proc.kill()
            proc.wait()
    lat.sort()
    p50 = statistics.median(lat) * 1000
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000
    print(
        f"cores: {len(os.sched_getaffinity(0))} (server and clients share them); load average before "
        f"{load_before[0]:.1f}, after {os.getloadavg()[0]:.1f} (1 min)"
    )
    pace = (
        f"a click {think:g} s (0.5 to 1.5 times) after each update"
        if think
        else "each click as soon as the last is seen"
    )
    print(
        f"{game}: {n_rooms} rooms x 4 seats, {pace}, {took:.1f} s: {clicks} clicks, {clicks / took:.0f} clicks/s held"
    )
    print(
        f"click -> every seat of the room updated: median {p50:.1f} ms, p99 {p99:.1f} ms (target p99 < 100 ms: {'met' if p99 < 100 else 'MISSED'})"
    )
    print(
        f"CPU per click: server {server_cpu / clicks * 1000:.1f} ms, scripted clients {client_cpu / clicks * 1000:.1f} ms"
        f" (server busy {server_cpu / took:.0%} of one core)"
    )
    print(f"errors: {len(errors)} {errors[:3]}")
    print(f"server peak memory (VmHWM): {rss:.0f} MB")


if __name__ == "__main__":
    main()
