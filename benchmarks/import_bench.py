"""The cost of importing the kit: ``import genesis_nb``, each game and the kit's games together, against a bare
``python -c pass``.

    python benchmarks/import_bench.py [--runs 15] [--baseline DIR]

With ``--baseline DIR`` every import is measured from that other checkout too, the two taking turns run after run,
so that both columns and their ratio come from one run.

Every interpreter is a fresh process; what is timed is its CPU time (user + system, read from ``os.wait4``), so
that a machine busy with other work slows the measure less than wall time would; the runs of every command take
turns. The bytecode caches are written first (an installed kit always has them: a run under
``PYTHONDONTWRITEBYTECODE`` compiles every module from its source, which costs more than the import itself).
Target: every import at most 5 times the bare interpreter, with nothing of the bots, charts or Jupyter loaded
(``tests/core/test_import_laziness.py`` checks the modules). Prints medians, ratios, the cores and the load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(code: str, env: dict[str, str]) -> float:
    """The CPU time (user + system) of one ``python -c code``."""
    # (run from the checkout imported: ``python -c`` puts its working folder first on the path)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL, cwd=env["PYTHONPATH"])
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"python -c {code!r} failed ({proc.returncode})")
    return usage.ru_utime + usage.ru_stime


def _env(root: str) -> dict[str, str]:
    """The environment of an interpreter importing the kit from ``root`` (with bytecode caches)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env["PYTHONPATH"] = root
    return env


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--baseline", help="another checkout of the kit, measured alongside")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from genesis_nb.registry import own_games

    codes = {"pass": "pass", "genesis_nb": "import genesis_nb"}
    codes.update({f"genesis_nb.{g}": f"import genesis_nb.{g}" for g in own_games()})
    codes["every game"] = "import genesis_nb; genesis_nb.games()"
    roots = {"now": str(ROOT), **({"baseline": args.baseline} if args.baseline else {})}
    for root in roots.values():  # the bytecode caches
        subprocess.run([sys.executable, "-c", codes["every game"]], env=_env(root), check=True, cwd=root)
    times: dict[str, dict[str, list[float]]] = {r: {k: [] for k in codes} for r in roots}
    for run in range(args.runs):
        for name, code in codes.items():
            order = list(roots.items())
            for r, root in order if run % 2 == 0 else order[::-1]:  # (the first of two runs back to back may pay more)
                times[r][name].append(cpu_seconds(code, _env(root)))
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"python {sys.version.split()[0]}; this run had {cores} cores, load average {load}; {args.runs} runs each")
    print(f"{'import':24}" + "".join(f" {r + ' CPU ms':>16} {'x pass':>7}" for r in roots))
    bare = {r: statistics.median(times[r]["pass"]) for r in roots}
    for name in codes:
        row = f"{name:24}"
        for r in roots:
            med = statistics.median(times[r][name])
            row += f" {med * 1000:16.1f} {med / bare[r]:7.2f}"
        print(row)


if __name__ == "__main__":
    main()
