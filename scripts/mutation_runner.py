"""How ``mutation.py`` runs a target's tests: in forked processes, with a mutated module served by an import
hook, and once under coverage.py (or a line tracer) to learn which tests run which lines."""

from __future__ import annotations

import importlib.abc
import importlib.util
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest  # imported once (before forking), so that each forked test run starts quicker

ROOT = Path(__file__).resolve().parents[1]


class _Serve(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves ``source`` for the module ``name`` (from the file ``path``)."""

    def __init__(self, name: str, path: str, source: str) -> None:
        self.name, self.path, self.source = name, path, source

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name:
            return None
        spec = importlib.util.spec_from_loader(fullname, self, origin=self.path)
        spec.has_location = True
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__file__ = self.path
        exec(compile(self.source, self.path, "exec"), module.__dict__)


class Select:
    """A pytest plugin: keep only the chosen tests, fastest first."""

    def __init__(self, order: list[str] | None) -> None:
        self.order = order

    def pytest_collection_modifyitems(self, session, config, items):
        if self.order is None:
            return
        rank = {nodeid: i for i, nodeid in enumerate(self.order)}
        keep = [it for it in items if it.nodeid in rank]
        keep.sort(key=lambda it: rank[it.nodeid])
        config.hook.pytest_deselected(items=[it for it in items if it.nodeid not in rank])
        items[:] = keep


class _Coverage:
    """A pytest plugin: which lines of some files each test runs (coverage.py's C tracer, with one
    dynamic context per test), and how long each test takes."""

    def __init__(self, filenames: list[str]) -> None:
        import coverage

        self.files = list(filenames)
        self.cov = coverage.Coverage(data_file=None, include=self.files, branch=False)
        self.durations: dict[str, float] = {}
        self.failed: list[str] = []
        self.cov.start()
        self.cov.switch_context("")

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        self.cov.switch_context(item.nodeid)
        t = time.perf_counter()
        try:
            yield
        finally:
            self.durations[item.nodeid] = time.perf_counter() - t
            self.cov.switch_context("")

    def pytest_runtest_logreport(self, report):
        if report.failed:
            self.failed.append(report.nodeid)

    @property
    def lines(self) -> dict[str, dict[str, set[int]]]:
        self.cov.stop()
        data = self.cov.get_data()
        out: dict[str, dict[str, set[int]]] = {f: {} for f in self.files}
        for f in self.files:
            for line, contexts in (data.contexts_by_lineno(f) or {}).items():
                for ctx in contexts:
                    if ctx:
                        out[f].setdefault(ctx, set()).add(line)
        return out


class _Trace:
    """A pytest plugin: which lines of some files each test runs, and how long each test takes
    (``sys.settrace``: much slower than coverage.py, used when coverage is not installed)."""

    def __init__(self, filenames: list[str]) -> None:
        self.files = set(filenames)
        self.lines: dict[str, dict[str, set[int]]] = {f: {} for f in filenames}
        self.durations: dict[str, float] = {}
        self.failed: list[str] = []
        self.current: str | None = None

    def _global(self, frame, event, arg):
        if self.current is not None and frame.f_code.co_filename in self.files:
            return self._local
        return None

    def _local(self, frame, event, arg):
        if event == "line" and self.current is not None:
            per_test = self.lines[frame.f_code.co_filename]
            got = per_test.get(self.current)
            if got is None:
                got = per_test[self.current] = set()
            got.add(frame.f_lineno)
        return self._local

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        self.current = item.nodeid
        t = time.perf_counter()
        sys.settrace(self._global)
        import threading

        threading.settrace(self._global)
        try:
            yield
        finally:
            sys.settrace(None)
            threading.settrace(None)
            self.durations[item.nodeid] = time.perf_counter() - t
            self.current = None

    def pytest_runtest_logreport(self, report):
        if report.failed:
            self.failed.append(report.nodeid)


_PYTEST_ARGS = [
    "-q",
    "-x",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:randomly",
    "-o",
    "addopts=",
    "--no-header",
    "-m",
    "not browser and not slow_mutation",
    "-k",
    "not fuzz",
]


def run_tests(module: str, path: str, source: str | None, tests: list[str], plugin: Any, log: Path) -> int:
    """In a forked process: serve the (mutated) module and run ``tests``; returns pytest's exit code."""
    os.chdir(ROOT)
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # no nbval, hypothesis or benchmark plugin: a quicker start
    fd = os.open(str(log), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    sys.path.insert(0, str(ROOT))
    if source is not None:
        sys.meta_path.insert(0, _Serve(module, path, source))
    code = pytest.main([*_PYTEST_ARGS, *tests], plugins=list(plugin) if isinstance(plugin, tuple) else [plugin])
    import genesis_nb

    if not str(Path(genesis_nb.__file__).resolve()).startswith(str(ROOT)):
        print(f"genesis_nb came from {genesis_nb.__file__}, not from {ROOT}")
        return 99
    return int(code)


def fork(fn, *args) -> int:
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        code = 98
        try:
            code = fn(*args)
        except BaseException:  # noqa: BLE001
            import traceback

            traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    return pid


def module_name(path: str) -> str:
    return path[:-3].replace("/", ".")


_TRACES: dict[tuple[str, ...], dict] = {}
#: the processes this script has started and not yet waited for (ended on SIGTERM/SIGINT)
RUNNING: dict[int, Any] = {}


class _SkipSlow:
    """A pytest plugin for the traced run: leave out the tests an earlier run found slow (they are left
    out of the mutant runs anyway)."""

    def __init__(self, slow: set[str]) -> None:
        self.slow = slow

    def pytest_collection_modifyitems(self, session, config, items):
        gone = [it for it in items if it.nodeid in self.slow]
        if gone:
            config.hook.pytest_deselected(items=gone)
            items[:] = [it for it in items if it.nodeid not in self.slow]


def trace_target(
    target: str, out: Path, targets: list[str], slow: float, table: dict[str, tuple[str, list[str]]]
) -> dict:
    """Which lines of the target's module each of its tests runs, and how long each test takes: one traced
    run of a test list serves every target of this run that has the same list. Tests that an earlier run
    in ``out`` found slower than ``slow`` seconds (``out/durations.json``) are not run again. ``table``:
    ``mutation.TARGETS`` (module -> its file and its tests)."""
    path, tests = table[target]
    tests = [t for t in tests if (ROOT / t).exists()]
    key = tuple(tests)
    known_file = out / "durations.json"
    known: dict[str, float] = json.loads(known_file.read_text()) if known_file.exists() else {}
    if key not in _TRACES:
        group = [t for t in targets if [x for x in table[t][1] if (ROOT / x).exists()] == tests]
        files = [str(ROOT / table[t][0]) for t in group]
        result_file = out / f"{target}.trace.json"

        def run() -> int:
            try:
                plugin: Any = _Coverage(files)
            except ImportError:
                plugin = _Trace(files)
            skip = _SkipSlow({t for t, d in known.items() if d > slow})
            code = run_tests(
                module_name(path), str(ROOT / path), None, tests, (plugin, skip), out / f"{target}.trace.log"
            )
            result_file.write_text(
                json.dumps(
                    {
                        "code": code,
                        "failed": plugin.failed,
                        "durations": plugin.durations,
                        "lines": {f: {k: sorted(v) for k, v in per.items()} for f, per in plugin.lines.items()},
                    }
                )
            )
            return code

        pid = fork(run)
        RUNNING[pid] = None  # ended with the script if it is interrupted
        os.waitpid(pid, 0)
        RUNNING.pop(pid, None)
        data = json.loads(result_file.read_text())
        if data["code"] != 0:
            raise SystemExit(
                f"{target}: the tests fail without any mutant ({data['failed'][:3]}); "
                f"see {out / (target + '.trace.log')}"
            )
        for t, d in known.items():  # the slow ones left out keep their durations
            if d > slow and t.split("::")[0] in tests:
                data["durations"].setdefault(t, d)
        known.update(data["durations"])
        known_file.write_text(json.dumps(known, indent=0, sort_keys=True))
        _TRACES[key] = data
    data = _TRACES[key]
    return {"durations": data["durations"], "lines": data["lines"].get(str(ROOT / path), {})}


def stop(signum, frame):  # noqa: ARG001
    """Interrupted: end the test runs this script started, then stop."""
    for pid in list(RUNNING):
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
    raise SystemExit(f"interrupted (signal {signum})")
