"""Markers and progress for every test run, tests/ and notebooks/ alike.

- Every nbval item (a cell of a notebook under notebooks/) gets the ``notebooks`` marker, so that
  ``-m "not notebooks"`` leaves them out and ``-m notebooks`` runs only them.
- A test marked ``slow`` prints a line of its own when it starts and when it ends, with its time: a long run
  shows what it is doing instead of sitting on one line of dots.
"""

from __future__ import annotations

import time

import pytest


def pytest_itemcollected(item: pytest.Item) -> None:
    if item.path.suffix == ".ipynb":
        item.add_marker(pytest.mark.notebooks)


_started: dict[str, float] = {}


def _reporter(item: pytest.Item):
    if item.config.get_verbosity() > 0:
        return None  # -v prints a line per test already
    return item.config.pluginmanager.get_plugin("terminalreporter")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    reporter = _reporter(item)
    if reporter is not None and item.get_closest_marker("slow"):
        _started[item.nodeid] = time.monotonic()
        reporter.write_line("")
        reporter.write_line(f"slow test started: {item.nodeid}")


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    t0 = _started.pop(item.nodeid, None)
    reporter = _reporter(item)
    if reporter is not None and t0 is not None:
        reporter.write_line(f"slow test done after {time.monotonic() - t0:.0f} s: {item.nodeid}")
