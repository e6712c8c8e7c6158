"""Kernel clients that look for a message at least every second: for the test processes (conftest.py) and
scripts/build_notebooks.py, which run notebooks through nbclient.

jupyter_client's asyncio channels wait for a message with one ``socket.poll(timeout)``. The zmq socket signals
through an edge-triggered descriptor, and pyzmq's asyncio poll can miss an edge: the message then waits in the
socket until the poll's timeout, when pyzmq looks once more (600 s in nbclient; seen in CI as a notebook run
again in 608 s instead of 7, the kernel idle with the cell run). ``check_for_messages_often`` makes the process
wait in slices of ``WAKEUP_CHECK`` instead, each ending in that look. JupyterLab and Voila read their kernels
through tornado's streams, not these channels (docs/DESIGN.md).
"""

from __future__ import annotations

import time
from typing import Any

#: the longest a kernel client waits for a message before looking again (seconds)
WAKEUP_CHECK = 1.0


def check_for_messages_often() -> None:
    """In this process, jupyter_client's asyncio channels wait for a message in slices of ``WAKEUP_CHECK``
    seconds, each ending in a look at the socket (once; nothing without jupyter_client)."""
    try:
        from jupyter_client.channels import AsyncZMQSocketChannel
    except ImportError:
        return  # no kernels here
    if getattr(AsyncZMQSocketChannel.get_msg, "checks_often", False):
        return
    AsyncZMQSocketChannel.get_msg = get_msg_checking_often  # type: ignore[method-assign]


async def get_msg_checking_often(self: Any, timeout: float | None = None) -> dict[str, Any]:
    """``AsyncZMQSocketChannel.get_msg``, waiting at most ``WAKEUP_CHECK`` seconds at a time."""
    from queue import Empty

    end = None if timeout is None else time.monotonic() + timeout
    while True:
        left = WAKEUP_CHECK if end is None else max(0.0, end - time.monotonic())
        if await self.socket.poll(int(min(left, WAKEUP_CHECK) * 1000)):
            return await self._recv()
        if end is not None and time.monotonic() >= end:
            raise Empty


get_msg_checking_often.checks_often = True  # type: ignore[attr-defined]
