"""Markers and progress for every test run, tests/ and notebooks/ alike.

- Every nbval item (a cell of a notebook under notebooks/) gets the ``notebooks`` marker, so that
  ``-m "not notebooks"`` leaves them out and ``-m notebooks`` runs only them.
- The tests of ``SLOW`` get the ``slow`` marker too: the longest of the fast run, measured with pytest's
  ``--durations`` (each more than 10 s on a busy two-core machine). They live in files of their own owners;
  moving the marker into those files as ``@pytest.mark.slow`` and the entry out of here is welcome
  (tests/test_markers.py checks that every entry still names a test).
- A test marked ``slow`` prints a line of its own when it starts and when it ends, with its time: a long run
  shows what it is doing instead of sitting on one line of dots (under pytest-xdist: when it has been set up).
- Under pytest-xdist (``bash scripts/test.sh --full`` runs two workers, ``-n 2``), ``xdist_scope`` keeps together
  what may not run side by side: one worker runs each scope's tests one after the other, in their order. The
  slow tests of no scope are handed out first, so that no long one is left for the end.
- Under pytest-xdist each worker's kernels (nbval's, nbclient's, any jupyter_client ``KernelManager`` in the
  worker) take their ports from the worker's own share below the ports the system hands out by itself
  (``kernel_ports``): two kernels started at once in two workers never get the same port (docs/DESIGN.md). The
  Jupyter servers the browser tests start have a share of their own (``confine_server_kernel_ports``).
- A kernel client in a test process (nbclient's, in tests/test_notebooks_rerun.py) waits for a message at most
  a second at a time before looking again (``scripts/kernel_wakeups.py``, which scripts/build_notebooks.py
  uses too): pyzmq's asyncio poll can miss the wake-up of a message that has arrived, and then finds it only
  when its timeout ends (600 s in nbclient; seen in CI as a notebook run again in 608 s instead of 7, the
  kernel idle with the cell run).
"""

from __future__ import annotations

import os
import random
import socket
import time
from pathlib import Path

import pytest

from scripts.kernel_wakeups import check_for_messages_often

#: node id prefixes (file::function) of tests marked slow here
SLOW = (
    "tests/herds/test_herds_random_play.py::test_random_games_keep_every_invariant",
    "tests/herds/test_herds_widget.py::test_every_update_stays_under_16_kb_over_a_thousand_positions",
    "tests/herds/test_herds_widget.py::test_legal_wire_stands_for_exactly_the_rules_legal_actions",
    "tests/contract/test_contract_board.py::test_every_update_stays_under_16_kb_in_random_positions",
    "tests/ecosystem/test_ecosystem_openspiel.py::test_openspiel_checker",
    "tests/bots/test_bots_no_peeking.py::test_a_bot_decides_from_what_its_seat_knows",
    "tests/bots/test_bots_no_peeking.py::test_search_bots_never_read_the_games_chance",
    "tests/planet/test_planet_views.py::test_no_view_or_event_leaks_a_need",
    "tests/planet/test_planet_widget.py::test_whole_games_never_send_a_need_the_observer_may_not_know",
    "tests/angels/test_angels_random_play.py::test_random_games_keep_every_invariant",
    "tests/herds/test_herds_view_save.py::test_greedy_bot_beats_random_and_replays",
    "tests/ecosystem/test_ecosystem_pettingzoo.py::test_pettingzoo_api",
    "tests/explore/test_explore_dask.py::test_local_cluster_gives_the_serial_results",
)


def pytest_itemcollected(item: pytest.Item) -> None:
    if item.path.suffix == ".ipynb":
        item.add_marker(pytest.mark.notebooks)
    elif item.nodeid.split("[", 1)[0] in SLOW:
        item.add_marker(pytest.mark.slow)


def xdist_scope(nodeid: str) -> str:
    """What one pytest-xdist worker runs in order, by node id: every browser test (one JupyterLab and one
    Chromium, one test at a time, as in a serial run); a notebook's cells (one kernel) with every test
    parametrised by that notebook (never two runs of it in its folder at once: notebooks/rooms.ipynb writes
    class.sqlite there); any other test alone."""
    if nodeid.startswith("tests/browser/"):
        return "browser"
    path, _, name = nodeid.partition("::")
    parameter = name[name.find("[") + 1 : -1] if name.endswith("]") else ""
    for notebook in (path, parameter):
        if notebook.endswith(".ipynb"):
            return "notebook " + notebook.removeprefix("notebooks/")
    return nodeid


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """``-n N`` (``--dist load``, or ``loadgroup``): scopes of ``xdist_scope``, the largest first, each to the
    worker that has the least left to do."""
    if config.getvalue("dist") not in ("load", "loadgroup"):
        return None  # the user's own choice: each, loadscope, loadfile, worksteal
    from xdist.scheduler import LoadScopeScheduling

    class ScopeScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return xdist_scope(nodeid)

    return ScopeScheduling(config, log)


_slow_ids: set[str] = set()
_started: dict[str, float] = {}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    _slow_ids.update(item.nodeid for item in items if item.get_closest_marker("slow"))
    if hasattr(config, "workerinput"):  # a pytest-xdist worker: the slow tests of no scope first (a stable sort)
        items.sort(key=lambda item: not item.get_closest_marker("slow") or xdist_scope(item.nodeid) != item.nodeid)


# logstart and logfinish run outside output capturing (setup and teardown do not): the lines reach the terminal
def pytest_runtest_logstart(nodeid: str, location: tuple) -> None:
    reporter = _reporter()
    if reporter is not None and nodeid in _slow_ids:
        _started[nodeid] = time.monotonic()
        _line(reporter, f"slow test started: {nodeid}")


def pytest_runtest_logfinish(nodeid: str, location: tuple) -> None:
    t0 = _started.pop(nodeid, None)
    reporter = _reporter()
    if reporter is not None and t0 is not None:
        _line(reporter, f"slow test done after {time.monotonic() - t0:.0f} s: {nodeid}")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Under pytest-xdist the workers collect, not the controller, which prints: it learns from a test's reports
    whether it is slow, and prints its start line when the worker has set it up."""
    reporter = _reporter()
    if reporter is None or not _config[0].pluginmanager.hasplugin("dsession") or "slow" not in report.keywords:
        return
    if report.when == "setup":
        _started[report.nodeid] = time.monotonic() - report.duration
        _line(reporter, f"slow test started: {report.nodeid}")
    elif report.when == "teardown" and report.nodeid in _started:
        _line(reporter, f"slow test done after {time.monotonic() - _started.pop(report.nodeid):.0f} s: {report.nodeid}")


def _line(reporter, text: str) -> None:
    if reporter._tw.width_of_current_line:  # after the dots of the tests before
        reporter.write("\n")
    reporter.write_line(text)


_config: list[pytest.Config] = []


def pytest_configure(config: pytest.Config) -> None:
    _config[:] = [config]
    check_for_messages_often()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if worker.startswith("gw"):
        _confine_kernel_ports(kernel_ports(worker, int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))))


#: the lowest port a worker's kernels may take; the shares reach up to the system's ephemeral ports
KERNEL_PORTS_FROM = 20000


def kernel_ports(worker: str, workers: int) -> range:
    """The ports pytest-xdist's worker ``gwN`` of ``workers`` (or ``"server"``: the servers the tests start) gives
    its kernels: its own share of those from ``KERNEL_PORTS_FROM`` up to the first one the system hands out by
    itself (bind to port 0, a connection's own end), so that no other worker, server or connection is handed
    them while a kernel starts."""
    try:
        top = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        top = 32768  # Linux's default
    share = (max(top, KERNEL_PORTS_FROM + 1000 * (workers + 1)) - KERNEL_PORTS_FROM) // (workers + 1)
    start = KERNEL_PORTS_FROM + (workers if worker == "server" else int(worker.removeprefix("gw"))) * share
    return range(start, start + share)


def confine_server_kernel_ports() -> None:
    """In a Jupyter server that a test starts (tests/browser/jupyter.py's config file): its kernels take their
    ports from the share ``kernel_ports`` keeps for servers, apart from every worker's."""
    _confine_kernel_ports(kernel_ports("server", int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))))


def free_port_in(ports: range, ip: str, taken: set[int]) -> int:
    """A port of ``ports`` that no socket of this machine has bound and not in ``taken``, added to ``taken``;
    a random one, so that two runs given the same share seldom choose alike."""
    for _attempt in range(1000):
        port = random.choice(ports)
        if port in taken:
            continue
        with socket.socket() as probe:
            try:
                probe.bind((ip, port))
            except OSError:
                continue
        taken.add(port)
        return port
    raise RuntimeError(f"no free port for a kernel between {ports.start} and {ports.stop - 1}")


def _confine_kernel_ports(ports: range) -> None:
    """jupyter_client chooses a kernel's ports by binding to port 0 and letting go (LocalPortCache, which keeps
    apart the kernels of one process only): in this process, from ``ports`` instead."""
    try:
        from jupyter_client.connect import LocalPortCache
    except ImportError:
        return  # no kernels here
    LocalPortCache.find_available_port = lambda self, ip: free_port_in(ports, ip, self.currently_used_ports)


def _reporter():
    if not _config or _config[0].get_verbosity() > 0:
        return None  # -v prints a line per test already
    return _config[0].pluginmanager.get_plugin("terminalreporter")
