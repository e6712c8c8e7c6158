"""Running a coroutine in a test whose thread may already run an event loop."""

from __future__ import annotations

import asyncio
import threading


def run(coro):
    """``asyncio.run(coro)`` in a thread of its own: the test process may already run an event loop in this thread
    (Playwright's sync API, when the browser tests ran before in the same worker)."""
    box = {}

    def target():
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as e:  # handed to the caller's thread
            box["error"] = e

    thread = threading.Thread(target=target, name="own-event-loop")
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box.get("value")
