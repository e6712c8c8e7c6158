"""The server killed (SIGKILL) in the middle of play and started again on the same file: every room goes
on at the same ply, with the same hidden information in each seat's view, and the students' links still
open their seats. Each move is clicked by the page of the seat that decides; the test keeps its own copy
of each game (same seed, same moves) to know the legal moves and what each seat should see."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from rooms_helpers import Page, run

from genesis_nb.board.drawing import drawing_svg, unpack
from genesis_nb.board.values import shell_view
from genesis_nb.registry import game as game_info
from genesis_nb.rooms import wire

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


def start(db: Path) -> tuple[subprocess.Popen, str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "genesis_nb.rooms", "--db", str(db), "--port", "0", "--bot-delay", "0.01"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    url = key = None
    for line in proc.stdout:
        if m := re.search(r"serving .* on (http://\S+)", line):
            url = m.group(1)
        if m := re.search(r"teacher's page .*: (\S+)", line):
            key = m.group(1).split("#", 1)[1]
            break
    assert url and key, "the server did not start"
    return proc, url, key


def create(url, key, body):
    req = urllib.request.Request(f"{url}/api/rooms", method="POST", data=json.dumps(body).encode())
    req.add_header("Authorization", f"Bearer {key}")
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


async def play(url, rooms, mirrors, moves, rng, kill=None):
    """Each room: ``moves`` moves, clicked by the deciding seat's page; ``kill()`` right after the last click."""
    for made, mirror in zip(rooms, mirrors):
        pages = {}
        for s in made["seats"]:
            page = Page(url)
            await page.open({"room": made["room"], "secret": s["link"].split("#", 1)[1]})
            pages[s["seat"]] = page
        for i in range(moves):
            if mirror.is_over:
                break
            action = rng.choice(mirror.legal_actions())
            n = len(mirror.steps)
            await pages[mirror.actor].send(
                {"msg": {"cmd": "play", "action": mirror.rules.registry.to_json(action), "at": n}}
            )
            mirror.play(action)
            if kill is not None and i == moves - 1 and made is rooms[-1]:
                kill()
                return
            for page in pages.values():
                await page.until(lambda v, n=n: v.get("history_len") == n + 1)
        for page in pages.values():
            page.close()


async def views(url, made):
    out = {}
    for s in made["seats"]:
        page = Page(url)
        frame = await page.open({"room": made["room"], "secret": s["link"].split("#", 1)[1]})
        init = frame["init"]
        view = {k: v for k, v in init["view"].items() if k != "ui"}
        out[s["seat"]] = (init["history_len"], view, unpack(wire.decoded(init["drawing"])))
        page.close()
    return out


def test_killed_and_started_again_loses_nothing(tmp_path):
    db = tmp_path / "class.sqlite"
    rng = random.Random(7)
    proc, url, key = start(db)
    try:
        rooms = [
            create(url, key, {"game": g, "seats": ["Ann", "Bo"], "seed": 11}) for g in ("planet", "book", "planet")
        ]
        mirrors = [game_info(r["game"]).new_game(players=["Ann", "Bo"], seed=11) for r in rooms]
        run(play(url, rooms, mirrors, 9, rng, kill=lambda: proc.send_signal(signal.SIGKILL)))
        proc.wait(10)
        assert proc.returncode == -signal.SIGKILL
        proc, url, key = start(db)
        for made, mirror in zip(rooms, mirrors):
            seen = run(views(url, made))
            n = {ply for ply, _, _ in seen.values()}
            assert len(n) == 1
            ply = n.pop()
            # the last click may or may not have been stored before the kill; everything before it was
            expected = len(mirror.steps)
            assert ply in (expected, expected - 1) if made is rooms[-1] else ply == expected
            while len(mirror.steps) > ply:
                mirror.undo()
            spec = game_info(made["game"]).hook("board")
            for seat, (_, view, drawn) in seen.items():
                full = spec.dress(mirror.rules.view(mirror.state, seat), mirror.rules, "en")
                mine = json.loads(wire.dumps(shell_view(full) if spec.drawn else full))
                for v in (view, mine):
                    for row in (v.get("scores") or {}).get("rows", []):
                        row.pop("label", None)
                assert view == mine  # the same view, seat by seat
                if spec.drawn:  # and the same picture of it: the same hidden information
                    assert drawn == drawing_svg(
                        spec, mirror, len(mirror.steps), seat, "en", {k: v[0] for k, v in spec.prefs.items()}
                    )
        # and play goes on
        run(play(url, rooms, mirrors, 4, rng))
    finally:
        proc.kill()
        proc.wait(10)
