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

    git clone -q . ../genesis-mut && cd ../genesis-mut       # in the activated .venv
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

After writing tests for the survivors, ``--again`` runs only the mutants that survived the results in
``--out`` (a target whose source changed since runs whole: an earlier kill then proves nothing)::

    nice -n 10 python scripts/mutation.py angels.rules --jobs 2 --again
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import signal
import sys
import time
from dataclasses import asdict
from pathlib import Path

from mutation_operators import Mutant, mutants, mutated_source
from mutation_runner import RUNNING, Select, fork, module_name, run_tests, stop, trace_target

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
#: (the contract tests run every game; ``contract_first`` puts them first in a run)
_CONTRACT = ["tests/contract/test_contract_play.py", "tests/contract/test_contract_hidden.py"]
_ANGELS = [
    *_CONTRACT,
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
    "tests/angels/test_angels_defaults.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_HERDS = [
    *_CONTRACT,
    "tests/herds/test_herds_refusals.py",
    "tests/herds/test_herds_turn.py",
    "tests/herds/test_herds_scoring.py",
    "tests/herds/test_herds_notation.py",
    "tests/herds/test_herds_view_save.py",
    "tests/herds/test_herds_random_play.py",
    "tests/herds/test_herds_rules_more.py",
    "tests/herds/test_herds_inputs.py",
    "tests/herds/test_herds_board.py",
    "tests/herds/test_herds_rules_events.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_PLANET = [
    *_CONTRACT,
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
    "tests/planet/test_planet_rules_mutants.py",
    "tests/planet/test_planet_rules_mutants2.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_BOOK = [
    *_CONTRACT,
    "tests/book/test_book_turn.py",
    "tests/book/test_book_abilities.py",
    "tests/book/test_book_traps.py",
    "tests/book/test_book_end.py",
    "tests/book/test_book_setup.py",
    "tests/book/test_book_hidden.py",
    "tests/book/test_book_notation.py",
    "tests/book/test_book_readings.py",
    "tests/book/test_book_random.py",
    "tests/book/test_book_board.py",
    "tests/book/test_book_chart.py",
    "tests/book/test_book_rules_mutants.py",
    "tests/book/test_book_play_mutants.py",
    "tests/book/test_book_moves_mutants.py",
    "tests/book/test_book_effects_mutants.py",
    "tests/book/test_book_effects_state.py",
    "tests/book/test_book_checks_mutants.py",
    "tests/core/test_saved_versions.py",
    "tests/core/test_texts_all_games.py",
]
_SAVES = [
    "tests/core/test_saved_versions.py",
    "tests/core/test_savefile_more.py",
    "tests/core/test_savefile_sentences.py",
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
    "book.rules": ("genesis_nb/book/rules.py", _BOOK),
    "book.moves": ("genesis_nb/book/moves.py", _BOOK),
    "book.checks": ("genesis_nb/book/checks.py", _BOOK),
    "book.effects": ("genesis_nb/book/effects.py", _BOOK),
    "book.play": ("genesis_nb/book/play.py", _BOOK),
    "book.scoring": ("genesis_nb/book/scoring.py", _BOOK),
    "core.savefile": ("genesis_nb/core/savefile.py", _SAVES),
}

EQUIVALENT_FILE = ROOT / "scripts" / "mutation_equivalent.txt"


def contract_first(files) -> list[str]:
    """The test files with tests/contract first. (Test modules once imported helpers from their folder's
    ``conftest`` by name, which made the order matter; the helpers now live in ``<game>_helpers``
    modules, and the order is kept so that runs stay comparable with the earlier ones.)"""
    files = list(files)
    return [f for f in files if f.startswith("tests/contract/")] + [
        f for f in files if not f.startswith("tests/contract/")
    ]


def earlier_kills(out: Path, target: str, digest: str) -> dict[str, dict]:
    """The mutants an earlier run in ``out`` killed, by key, if it ran on this very source (``--again``)."""
    f = out / f"{target}.json"
    if not f.exists():
        print(f"  --again: no earlier results for {target} in {out}: every mutant runs", flush=True)
        return {}
    earlier = json.loads(f.read_text())
    if earlier["summary"].get("source_sha256") != digest:
        print(f"  --again: {target}'s source changed since the earlier run: every mutant runs", flush=True)
        return {}
    return {r["key"]: r for r in earlier["mutants"] if r["status"] == "killed"}


def run_target(
    target: str, out: Path, jobs: int, limit: int | None, slow: float, targets: list[str], again: bool = False
) -> dict:
    path, tests = TARGETS[target]
    tests = [t for t in tests if (ROOT / t).exists()]
    filename = str(ROOT / path)
    source = (ROOT / path).read_text(encoding="utf-8")
    digest = hashlib.sha256(source.encode()).hexdigest()
    ms = mutants(source)
    if limit:
        ms = ms[:limit]
    results: list[dict] = []
    kept: dict[str, dict] = {}
    if again:
        # tests only ever get added between the runs, so a mutant killed before is killed still
        kept = earlier_kills(out, target, digest)
        mark = " (earlier run)"
        results = [{**r, "why": r["why"] if r["why"].endswith(mark) else r["why"] + mark} for r in kept.values()]
        ms = [m for m in ms if m.key not in kept]
    started = time.time()
    trace = trace_target(target, out, targets, slow, TARGETS)
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

    running: dict[int, tuple[Mutant, float, float, list[str]]] = RUNNING  # type: ignore[assignment]
    queue = list(ms)
    log = out / f"{target}.mutant.log"

    def start(m: Mutant) -> None:
        chosen = selection(m)
        if not chosen:
            results.append({**asdict(m), "status": "survived", "why": "no test runs this line", "tests": 0})
            return
        budget = 30.0 + 3.0 * sum(durations[t] for t in chosen)
        files = contract_first(dict.fromkeys(t.split("::")[0] for t in chosen))
        pid = fork(run_tests, module_name(path), filename, mutated_source(source, m), files, Select(chosen), log)
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
        done = len(results) - len(kept)
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
        source_sha256=digest,
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
    ap.add_argument(
        "--again",
        action="store_true",
        help="run only the mutants that survived the earlier run in --out (a changed module runs whole)",
    )
    ap.add_argument("--limit", type=int, help="only the first N mutants of each target (to try it out)")
    ap.add_argument("--show", metavar="TARGET", help="print every mutant of TARGET and exit")
    ap.add_argument(
        "--slow",
        type=float,
        default=3.0,
        help="leave out tests that take longer than this many seconds under the tracer (default 3)",
    )
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
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
        s = run_target(t, out, args.jobs, args.limit, args.slow, targets, args.again)
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
