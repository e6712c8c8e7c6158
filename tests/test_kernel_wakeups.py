"""A kernel client in a test process, and in scripts/build_notebooks.py, looks for a message at least every
second (scripts/kernel_wakeups.py, ``check_for_messages_often``): pyzmq's asyncio poll can miss the wake-up of a
message that has arrived and then finds it only at the end of its timeout. Seen under pytest-xdist as a notebook
run again in 608 s instead of 7 (the kernel idle, the cell run, nbclient waiting for the reply until its 600 s
timeout)."""

from __future__ import annotations

import asyncio
import time
from queue import Empty

import pytest
from jupyter_client.channels import AsyncZMQSocketChannel
from own_loop import run

from scripts import kernel_wakeups  # (the repository's root is on sys.path: its conftest.py)


class _MissedWakeup:
    """A socket whose message arrives at ``at`` (monotonic seconds) but whose poll is never woken by it: as
    pyzmq's asyncio poll when it misses the edge, it sees the message only when its timeout ends."""

    def __init__(self, at: float) -> None:
        self.at = at

    async def poll(self, timeout_ms: int | None) -> int:
        await asyncio.sleep((timeout_ms or 0) / 1000)
        return int(time.monotonic() >= self.at)


class _Channel:
    def __init__(self, socket: _MissedWakeup) -> None:
        self.socket = socket

    async def _recv(self) -> dict:
        return {"msg_type": "execute_reply"}


def test_kernel_clients_in_test_processes_check_for_messages_often():
    assert getattr(AsyncZMQSocketChannel.get_msg, "checks_often", False)
    assert kernel_wakeups.WAKEUP_CHECK <= 1.0


def test_a_message_whose_wake_up_was_missed_is_found_within_a_slice_not_at_the_timeout(monkeypatch):
    monkeypatch.setattr(kernel_wakeups, "WAKEUP_CHECK", 0.05)
    get_msg = kernel_wakeups.get_msg_checking_often
    start = time.monotonic()
    channel = _Channel(_MissedWakeup(start + 0.1))
    assert run(get_msg(channel, timeout=30))["msg_type"] == "execute_reply"
    assert time.monotonic() - start < 2  # (one poll of the whole timeout would have taken 30 s)


def test_with_no_message_it_gives_up_at_the_timeout_as_before(monkeypatch):
    monkeypatch.setattr(kernel_wakeups, "WAKEUP_CHECK", 0.05)
    get_msg = kernel_wakeups.get_msg_checking_often
    start = time.monotonic()
    with pytest.raises(Empty):
        run(get_msg(_Channel(_MissedWakeup(float("inf"))), timeout=0.3))
    assert 0.3 <= time.monotonic() - start < 2
    with pytest.raises(Empty):
        run(get_msg(_Channel(_MissedWakeup(float("inf"))), timeout=0))


def test_the_notebook_build_script_checks_for_messages_often_before_it_runs_a_notebook(monkeypatch):
    """scripts/build_notebooks.py runs notebooks through nbclient too (the README's command, run by the fresh
    clone test): it puts the check in place before the first build."""
    from test_notebook_sources import build as script

    monkeypatch.setattr(AsyncZMQSocketChannel, "get_msg", _plain_get_msg)
    built = []
    monkeypatch.setattr(script, "build", lambda path: built.append(AsyncZMQSocketChannel.get_msg))
    script.main(["angels/play"])
    assert built and getattr(built[0], "checks_often", False)


async def _plain_get_msg(self, timeout=None):  # (a stand-in for jupyter_client's own, which the check replaces)
    raise Empty
