"""Tests run coroutines through ``own_loop.run``: a worker that ran a browser test first has Playwright's event
loop running in its thread, where ``asyncio.run`` refuses (CI on 01ec25d failed so, by the order of tests)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from own_loop import run

TESTS = Path(__file__).parent


async def _answer() -> int:
    await asyncio.sleep(0)
    return 42


async def _fail() -> None:
    raise KeyError("inside")


def test_run_works_where_an_event_loop_already_runs_in_the_thread():
    async def outer():
        return run(_answer())

    assert run(outer()) == 42  # (outer runs in a loop of its own: run is called where a loop runs)


def test_run_hands_the_coroutines_error_to_the_caller():
    try:
        run(_fail())
    except KeyError as e:
        assert e.args == ("inside",)
    else:
        raise AssertionError("the error was lost")


def test_no_test_calls_asyncio_run_itself():
    calls = re.compile(r"\basyncio\.run\(")
    found = [
        str(path.relative_to(TESTS))
        for path in TESTS.rglob("*.py")
        if path.name != "own_loop.py" and calls.search(path.read_text())
    ]
    assert found == [], f"use own_loop.run, not asyncio.run, in {found}"
