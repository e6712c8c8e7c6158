"""Mutation testing of the rules models and the save code (a tool for maintainers, not run in CI).

A mutant is a copy of one module with one small change a slip of the keyboard could make: a comparison
turned round (``<`` for ``<=``, ``==`` for ``!=``, ``in`` for ``not in``), an operator swapped (``+``/``-``,
``and``/``or``), a ``not`` dropped, a number one higher, ``True`` for ``False``, a text changed, a call or an
``x += ...`` left out, ``break`` for ``continue``, a ``return`` giving ``None``. The tests *kill* a mutant
when at least one of them fails (or runs out of time) with the change in place; a mutant that survives is
a change no test notices: a missing test, or an *equivalent* mutant, one that cannot change what the
program does (``scripts/mutation_equivalent.txt`` lists those, each with the reason). The score of a
module is killed / (mutants - equivalent ones).

How it runs: run it from a COPY of the repository (it changes nothing on disk, but it runs the tests
thousands of times; other people's test runs in the same tree would compete with it)::

    cp -r /path/to/genesis_nb /tmp/mut && cd /tmp/mut
    nice -n 10 python scripts/mutation.py                     # every target (hours on two cores)
    nice -n 10 python scripts/mutation.py herds.scoring --jobs 2
    python scripts/mutation.py --list                         # the targets and their tests

For each target it first runs the target's tests once under coverage.py (``pip install coverage``; without
it a much slower ``sys.settrace`` tracer is used), to learn which tests run which lines of the module and
how long each takes; targets with the same tests share that run. Each mutant then runs, in a forked process in which
an import hook serves the mutated source for the module, only the tests that execute the mutated line
(all of the target's tests for a change outside any function), fastest first, stopping at the first
failure. Results go to ``mutation-results/<target>.json`` and a summary with every surviving mutant to
``mutation-results/<target>.txt``. Hypothesis (fuzz) tests are left out (slow and random), and so are tests
that take more than ``--slow`` seconds under the tracer (the long random-play sweeps): a surviving mutant
would otherwise cost minutes each. The score therefore measures the targeted tests.
"""

from __future__ import annotations

import argparse
import ast
import importlib.abc
import importlib.util
import json
import os
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import pytest  # imported once here, so that each forked test run starts quicker

for _heavy in (
    "hypothesis",
    "hypothesis.strategies",
    "nbformat",
    "nbval.plugin",
    "tomllib",
    "urllib.parse",
    "unicodedata",
    "hashlib",
    "random",
    "statistics",
    "fractions",
    "decimal",
):
    try:  # what every forked test run would import again: import it once, before forking
        __import__(_heavy)
    except ImportError:
        pass

ROOT = Path(__file__).resolve().parents[1]

#: module -> the tests that exercise it (files or folders, relative to the repository)
_ANGELS = [
    "tests/angels/test_angels_refusals.py",
    "tests/angels/test_angels_payments.py",
    "tests/angels/test_angels_readings.py",
    "tests/angels/test_angels_examples.py",
    "tests/angels/test_angels_notation.py",
    "tests/angels/test_angels_savefile.py",
    "tests/angels/test_angels_random_play.py",
    "tests/angels/test_angels_final_table_reachable.py",
    "tests/angels/test_angels_texts.py",
    "tests/angels/test_angels_rules_more.py",
    "tests/angels/test_angels_inputs.py",
    "tests/angels/test_angels_board.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_HERDS = [
    "tests/herds/test_herds_refusals.py",
    "tests/herds/test_herds_turn.py",
    "tests/herds/test_herds_scoring.py",
    "tests/herds/test_herds_notation.py",
    "tests/herds/test_herds_view_save.py",
    "tests/herds/test_herds_random_play.py",
    "tests/herds/test_herds_rules_more.py",
    "tests/herds/test_herds_inputs.py",
    "tests/herds/test_herds_board.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_PLANET = [
    "tests/planet/test_planet_turn.py",
    "tests/planet/test_planet_oxygen.py",
    "tests/planet/test_planet_bacteria.py",
    "tests/planet/test_planet_end.py",
    "tests/planet/test_planet_setup.py",
    "tests/planet/test_planet_notation.py",
    "tests/planet/test_planet_save.py",
    "tests/planet/test_planet_rulebook.py",
    "tests/planet/test_planet_examples.py",
    "tests/planet/test_planet_random.py",
    "tests/planet/test_planet_catalogue.py",
    "tests/planet/test_planet_views.py",
    "tests/planet/test_planet_bots.py",
    "tests/planet/test_planet_rules_more.py",
    "tests/planet/test_planet_inputs.py",
    "tests/planet/test_planet_board.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_SAVES = [
    "tests/core/test_saved_versions.py",
    "tests/core/test_savefile_more.py",
    "tests/core/test_core_contract.py",
    "tests/core/test_names.py",
    "tests/angels/test_angels_savefile.py",
    "tests/herds/test_herds_view_save.py",
    "tests/planet/test_planet_save.py",
]

TARGETS: dict[str, tuple[str, list[str]]] = {
    "angels.rules": ("genesis_nb/angels/rules.py", _ANGELS),
    "angels.checks": ("genesis_nb/angels/checks.py", _ANGELS),
    "angels.payments": ("genesis_nb/angels/payments.py", _ANGELS),
    "herds.rules": ("genesis_nb/herds/rules.py", _HERDS),
    "herds.scoring": ("genesis_nb/herds/scoring.py", _HERDS),
    "planet.rules": ("genesis_nb/planet/rules.py", _PLANET),
    "planet.flow": ("genesis_nb/planet/flow.py", _PLANET),
    "planet.checks": ("genesis_nb/planet/checks.py", _PLANET),
    "planet.scoring": ("genesis_nb/planet/scoring.py", _PLANET),
    "core.savefile": ("genesis_nb/core/savefile.py", _SAVES),
}

EQUIVALENT_FILE = ROOT / "scripts" / "mutation_equivalent.txt"


# ------------------------------------------------------------------------------------------ mutants
@dataclass
class Mutant:
    index: int  # position of the node in ast.walk order
    kind: str  # which change (see _variants)
    line: int
    end_line: int
    stmt_line: int  # first line of the statement holding it (what the line tracer reports)
    function: str  # the enclosing function's qualified name, or "<module>"
    before: str
    after: str
    key: str = ""  # stable id: function, change and occurrence (line numbers left out)


_CMP = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_BIN = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.Pow: ast.Mult,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitAnd,
    ast.BitXor: ast.BitAnd,
}


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """ids of nodes never mutated: docstrings, annotations, decorators, f-string parts, imports."""
    skip: set[int] = set()

    def all_of(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                all_of(body[0])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            all_of(node.returns)
            for d in node.decorator_list:
                all_of(d)
            for a in [
                *node.args.args,
                *node.args.posonlyargs,
                *node.args.kwonlyargs,
                node.args.vararg,
                node.args.kwarg,
            ]:
                if a is not None:
                    all_of(a.annotation)
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                all_of(d)
        if isinstance(node, ast.AnnAssign):
            all_of(node.annotation)
        if isinstance(node, ast.JoinedStr):
            all_of(node)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            all_of(node)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            all_of(node)
    return skip


def _variants(node: ast.AST, parent: ast.AST | None) -> list[str]:
    """The changes that apply to ``node`` (names understood by ``_apply``)."""
    out: list[str] = []
    if isinstance(node, ast.Compare):
        out += [f"cmp{i}" for i, op in enumerate(node.ops) if type(op) in _CMP]
    elif isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        out.append("binop")
    elif isinstance(node, ast.AugAssign):
        if type(node.op) in _BIN:
            out.append("augop")
        out.append("delete")
    elif isinstance(node, ast.BoolOp):
        out.append("boolop")
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        out.append("unary")
    elif isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, bool):
            out.append("bool")
        elif isinstance(v, (int, float)):
            out.append("number")
        elif isinstance(v, str):
            out.append("text")
    elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        out.append("delete")
    elif isinstance(node, (ast.Break, ast.Continue)):
        out.append("loopjump")
    elif (
        isinstance(node, ast.Return)
        and node.value is not None
        and not (isinstance(node.value, ast.Constant) and node.value.value is None)
    ):
        out.append("return_none")
    return out


def _apply(node: ast.AST, parent: ast.AST, kind: str) -> ast.AST:
    """Change ``node`` (a node of a fresh tree) in place, or replace it in ``parent``; returns the node
    that now stands where ``node`` stood."""

    def replace(new: ast.AST) -> ast.AST:
        ast.copy_location(new, node)
        for field, value in ast.iter_fields(parent):
            if value is node:
                setattr(parent, field, new)
                return new
            if isinstance(value, list):
                for i, item in enumerate(value):
                    if item is node:
                        value[i] = new
                        return new
        raise RuntimeError("node not found in its parent")

    if kind.startswith("cmp"):
        i = int(kind[3:])
        node.ops[i] = _CMP[type(node.ops[i])]()
    elif kind in ("binop", "augop"):
        node.op = _BIN[type(node.op)]()
    elif kind == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "unary":
        return replace(node.operand)
    elif kind == "bool":
        node.value = not node.value
    elif kind == "number":
        node.value = node.value + 1
    elif kind == "text":
        node.value = "XX" + node.value + "XX"
    elif kind == "delete":
        return replace(ast.Pass())
    elif kind == "loopjump":
        return replace(ast.Continue() if isinstance(node, ast.Break) else ast.Break())
    elif kind == "return_none":
        node.value = ast.Constant(None)
    else:  # pragma: no cover
        raise ValueError(kind)
    return node


def _walk_with_parents(tree: ast.AST) -> list[tuple[ast.AST, ast.AST | None, list[ast.AST]]]:
    """Every node in ast.walk order with its parent and its chain of ancestors."""
    out = []
    chain: dict[int, list[ast.AST]] = {id(tree): []}
    parent_of: dict[int, ast.AST | None] = {id(tree): None}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parent_of[id(child)] = node
            chain[id(child)] = chain[id(node)] + [node]
        out.append((node, parent_of[id(node)], chain[id(node)]))
    return out


def _window(before: str, after: str, room: int = 40) -> tuple[str, str]:
    """The two texts cut to the part that differs, with ``room`` characters of context either side."""
    i = 0
    while i < min(len(before), len(after)) and before[i] == after[i]:
        i += 1
    j = 0
    while j < min(len(before), len(after)) - i and before[-1 - j] == after[-1 - j]:
        j += 1
    lo = max(0, i - room)

    def cut(t: str) -> str:
        hi = min(len(t), len(t) - j + room)
        return ("..." if lo > 0 else "") + t[lo:hi] + ("..." if hi < len(t) else "")

    return cut(before), cut(after)


_COMPOUND = (
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.With,
    ast.AsyncWith,
    ast.Try,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
)


def _context(node: ast.AST, ancestors: list[ast.AST]) -> ast.AST:
    """What a report shows of a change: the simple statement holding ``node``, or, in the header of an
    ``if``/``for``/``while``, the header's expression."""
    chain = [*ancestors, node]
    for i in range(len(chain) - 1, -1, -1):
        a = chain[i]
        if isinstance(a, ast.stmt):
            if isinstance(a, _COMPOUND):
                return chain[i + 1] if i + 1 < len(chain) else a
            return a
    return node


def mutants(source: str) -> list[Mutant]:
    tree = ast.parse(source)
    skip = _skipped_nodes(tree)
    out: list[Mutant] = []
    for index, (node, parent, ancestors) in enumerate(_walk_with_parents(tree)):
        if id(node) in skip or parent is None:
            continue
        funcs = [a for a in ancestors if isinstance(a, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        in_function = any(isinstance(a, (ast.FunctionDef, ast.AsyncFunctionDef)) for a in ancestors)
        function = ".".join(a.name for a in funcs) if in_function else "<module>"
        stmts = [a for a in ancestors if isinstance(a, ast.stmt)] + ([node] if isinstance(node, ast.stmt) else [])
        stmt_line = stmts[-1].lineno if stmts else node.lineno
        for kind in _variants(node, parent):
            fresh = ast.parse(source)
            fnode, fparent, fancestors = _walk_with_parents(fresh)[index]
            shown = _context(fnode, fancestors)
            before = ast.unparse(shown)
            new = _apply(fnode, fparent, kind)
            after = ast.unparse(new if shown is fnode else shown)
            before, after = _window(" ".join(before.split()), " ".join(after.split()))
            out.append(
                Mutant(
                    index,
                    kind,
                    node.lineno,
                    getattr(node, "end_lineno", None) or node.lineno,
                    stmt_line,
                    function,
                    before,
                    after,
                )
            )
    seen: dict[str, int] = {}
    for m in out:
        base = f"{m.function} | {m.kind} | {m.before} -> {m.after}"
        k = seen.get(base, 0)
        seen[base] = k + 1
        m.key = base if k == 0 else f"{base} #{k + 1}"
    return out


def mutated_source(source: str, m: Mutant) -> str:
    tree = ast.parse(source)
    node, parent, _ = _walk_with_parents(tree)[m.index]
    _apply(node, parent, m.kind)
    ast.fix_missing_locations(tree)
    return ast.unparse(tree)


# ------------------------------------------------------------------------------------ running tests
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


class _Select:
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


def _child(module: str, path: str, source: str | None, tests: list[str], plugin: Any, log: Path) -> int:
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


def _fork(fn, *args) -> int:
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


def _module_name(path: str) -> str:
    return path[:-3].replace("/", ".")


_TRACES: dict[tuple[str, ...], dict] = {}
#: the processes this script has started and not yet waited for (ended on SIGTERM/SIGINT)
_RUNNING: dict[int, Any] = {}


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


def _trace(target: str, out: Path, targets: list[str], slow: float = 3.0) -> dict:
    """Which lines of the target's module each of its tests runs, and how long each test takes: one traced
    run of a test list serves every target of this run that has the same list. Tests that an earlier run
    in ``out`` found slower than ``slow`` seconds (``out/durations.json``) are not run again."""
    path, tests = TARGETS[target]
    tests = [t for t in tests if (ROOT / t).exists()]
    key = tuple(tests)
    known_file = out / "durations.json"
    known: dict[str, float] = json.loads(known_file.read_text()) if known_file.exists() else {}
    if key not in _TRACES:
        group = [t for t in targets if [x for x in TARGETS[t][1] if (ROOT / x).exists()] == tests]
        files = [str(ROOT / TARGETS[t][0]) for t in group]
        result_file = out / f"{target}.trace.json"

        def run() -> int:
            try:
                plugin: Any = _Coverage(files)
            except ImportError:
                plugin = _Trace(files)
            skip = _SkipSlow({t for t, d in known.items() if d > slow})
            code = _child(
                _module_name(path), str(ROOT / path), None, tests, (plugin, skip), out / f"{target}.trace.log"
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

        pid = _fork(run)
        _RUNNING[pid] = None  # ended with the script if it is interrupted
        os.waitpid(pid, 0)
        _RUNNING.pop(pid, None)
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


def _stop(signum, frame):  # noqa: ARG001
    """Interrupted: end the test runs this script started, then stop."""
    for pid in list(_RUNNING):
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
    raise SystemExit(f"interrupted (signal {signum})")


def run_target(target: str, out: Path, jobs: int, limit: int | None, slow: float, targets: list[str]) -> dict:
    path, tests = TARGETS[target]
    tests = [t for t in tests if (ROOT / t).exists()]
    filename = str(ROOT / path)
    source = (ROOT / path).read_text(encoding="utf-8")
    ms = mutants(source)
    if limit:
        ms = ms[:limit]
    started = time.time()
    trace = _trace(target, out, targets, slow)
    durations: dict[str, float] = trace["durations"]
    lines = {k: set(v) for k, v in trace["lines"].items()}
    # tests slower than ``slow`` seconds (under the tracer) are left out: long random-play sweeps would
    # make every surviving mutant cost minutes; the targeted tests are what the score measures
    left_out = sorted(t for t, d in durations.items() if d > slow)
    everything = sorted((t for t in durations if durations[t] <= slow), key=durations.get)
    equivalent = load_equivalent().get(target, {})

    def selection(m: Mutant) -> list[str]:
        if m.function == "<module>":
            return everything
        wanted = set(range(m.line, m.end_line + 1)) | {m.stmt_line}
        return [t for t in everything if lines.get(t, set()) & wanted]

    results: list[dict] = []
    running: dict[int, tuple[Mutant, float, float, list[str]]] = _RUNNING  # type: ignore[assignment]
    queue = list(ms)
    log = out / f"{target}.mutant.log"

    def start(m: Mutant) -> None:
        chosen = selection(m)
        if not chosen:
            results.append({**asdict(m), "status": "survived", "why": "no test runs this line", "tests": 0})
            return
        budget = 30.0 + 3.0 * sum(durations[t] for t in chosen)
        files = list(dict.fromkeys(t.split("::")[0] for t in chosen))
        pid = _fork(_child, _module_name(path), filename, mutated_source(source, m), files, _Select(chosen), log)
        running[pid] = (m, time.time(), budget, chosen)

    while queue or running:
        while queue and len(running) < jobs:
            start(queue.pop(0))
        if not running:
            continue
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            time.sleep(0.05)
            for p, (m, t0, budget, chosen) in list(running.items()):
                if time.time() - t0 > budget:
                    os.kill(p, signal.SIGKILL)
                    os.waitpid(p, 0)
                    del running[p]
                    results.append({**asdict(m), "status": "killed", "why": "timeout", "tests": len(chosen)})
            continue
        if pid not in running:
            continue
        m, t0, budget, chosen = running.pop(pid)
        code = os.waitstatus_to_exitcode(status)
        if code == 0:
            status_word, why = "survived", ""
        elif code in (1, 2, 3, 4):
            # 4 (a usage error) here means a conftest.py could not import the mutated module: the same
            # arguments ran cleanly without the mutant (the traced run)
            status_word, why = (
                "killed",
                {
                    1: "a test fails",
                    2: "the module cannot be imported or collected",
                    3: "internal error",
                    4: "a conftest cannot import the module",
                }[code],
            )
        elif code < 0:
            status_word, why = "killed", f"signal {-code}"
        else:
            status_word, why = "error", f"exit code {code} (see {log.name})"
        results.append(
            {
                **asdict(m),
                "status": status_word,
                "why": why,
                "tests": len(chosen),
                "seconds": round(time.time() - t0, 2),
            }
        )
        done = len(results)
        if done % 25 == 0:
            print(f"  {target}: {done}/{len(ms)} mutants", flush=True)

    results.sort(key=lambda r: (r["line"], r["index"], r["kind"]))
    for r in results:
        r["equivalent"] = equivalent.get(r["key"])
    summary = score(results)
    summary.update(
        target=target,
        module=path,
        seconds=round(time.time() - started),
        tests=len(everything),
        slow_tests_left_out=left_out,
    )
    (out / f"{target}.json").write_text(json.dumps({"summary": summary, "mutants": results}, indent=1))
    (out / f"{target}.txt").write_text(report_text(summary, results))
    stale = sorted(set(equivalent) - {r["key"] for r in results})
    if stale:
        print(f"  {target}: {len(stale)} entries of {EQUIVALENT_FILE.name} match no mutant any more:")
        for k in stale:
            print(f"    {k}")
    return summary


def score(results: list[dict]) -> dict:
    total = len(results)
    killed = sum(r["status"] == "killed" for r in results)
    equivalent = sum(r["status"] != "killed" and bool(r.get("equivalent")) for r in results)
    errors = sum(r["status"] == "error" for r in results)
    counted = total - equivalent
    return {
        "mutants": total,
        "killed": killed,
        "equivalent": equivalent,
        "errors": errors,
        "survived": total - killed - equivalent,
        "score": round(100 * killed / counted, 1) if counted else 100.0,
    }


def report_text(summary: dict, results: list[dict]) -> str:
    out = [
        f"{summary['target']} ({summary['module']}): {summary['killed']} killed of "
        f"{summary['mutants'] - summary['equivalent']} non-equivalent mutants = {summary['score']}% "
        f"({summary['equivalent']} equivalent, {summary['errors']} errors, {summary['seconds']} s)",
        f"{summary['tests']} tests; left out as slow: {', '.join(summary['slow_tests_left_out']) or 'none'}",
        "",
    ]
    for r in results:
        if r["status"] == "killed":
            continue
        tag = "EQUIVALENT: " + r["equivalent"] if r.get("equivalent") else r["status"].upper()
        out.append(f"line {r['line']}: {tag} {r.get('why') or ''}".rstrip())
        out.append(f"    key: {r['key']}")
    return "\n".join(out) + "\n"


def load_equivalent() -> dict[str, dict[str, str]]:
    """``scripts/mutation_equivalent.txt``: lines ``target | key | reason`` (the key as the report
    prints it, which itself holds ``|``: the target is the first field, the reason the last)."""
    out: dict[str, dict[str, str]] = {}
    if not EQUIVALENT_FILE.exists():
        return out
    for raw in EQUIVALENT_FILE.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) < 3:
            raise SystemExit(f"{EQUIVALENT_FILE.name}: cannot read {raw!r}")
        target, reason, key = parts[0], parts[-1], " | ".join(parts[1:-1])
        out.setdefault(target, {})[key] = reason
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("targets", nargs="*", help=f"any of {', '.join(TARGETS)} (default: all)")
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1)")
    ap.add_argument("--out", default="mutation-results", help="folder for the results")
    ap.add_argument("--list", action="store_true", help="list the targets, their tests and mutant counts")
    ap.add_argument("--limit", type=int, help="only the first N mutants of each target (to try it out)")
    ap.add_argument("--show", metavar="TARGET", help="print every mutant of TARGET and exit")
    ap.add_argument(
        "--slow",
        type=float,
        default=3.0,
        help="leave out tests that take longer than this many seconds under the tracer (default 3)",
    )
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    if args.show:
        path, _ = TARGETS[args.show]
        for m in mutants((ROOT / path).read_text(encoding="utf-8")):
            print(f"{m.line}: {m.key}")
        return 0
    targets = args.targets or list(TARGETS)
    unknown = set(targets) - set(TARGETS)
    if unknown:
        ap.error(f"unknown target(s): {', '.join(sorted(unknown))}")
    if args.list:
        for t in targets:
            path, tests = TARGETS[t]
            n = len(mutants((ROOT / path).read_text(encoding="utf-8")))
            print(f"{t}: {path}, {n} mutants; tests: {', '.join(x for x in tests if (ROOT / x).exists())}")
        return 0
    if Path.cwd().resolve() != ROOT:
        print(f"(running the tests of {ROOT})")
    out = (ROOT / args.out).resolve()
    out.mkdir(exist_ok=True)
    summaries = []
    for t in targets:
        print(f"{t}: ...", flush=True)
        s = run_target(t, out, args.jobs, args.limit, args.slow, targets)
        summaries.append(s)
        print(
            f"{t}: {s['killed']}/{s['mutants'] - s['equivalent']} = {s['score']}% "
            f"({s['equivalent']} equivalent, {s['survived']} survived, {s['errors']} errors, {s['seconds']} s)",
            flush=True,
        )
    print()
    for s in summaries:
        print(f"{s['target']:16} {s['killed']:5}/{s['mutants'] - s['equivalent']:<5} {s['score']:5}%")
    (out / "summary.json").write_text(json.dumps(summaries, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
