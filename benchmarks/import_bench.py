"""The cost of importing the kit: ``import genesis_nb``, each game and the kit's games together, against a bare
``python -c pass``.

    python benchmarks/import_bench.py [--runs 15]

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
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"python -c {code!r} failed ({proc.returncode})")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args(argv)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    sys.path.insert(0, str(ROOT))
    from genesis_nb.registry import own_games

    games = own_games()
    codes = {"pass": "pass", "genesis_nb": "import genesis_nb"}
    codes.update({f"genesis_nb.{g}": f"import genesis_nb.{g}" for g in games})
    codes["every game"] = "import genesis_nb; genesis_nb.games()"
    subprocess.run([sys.executable, "-c", codes["every game"]], env=env, check=True)  # the bytecode caches
    times: dict[str, list[float]] = {k: [] for k in codes}
    for _ in range(args.runs):
        for name, code in codes.items():
            times[name].append(cpu_seconds(code, env))
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"python {sys.version.split()[0]}; this run had {cores} cores, load average {load}; {args.runs} runs each")
    bare = statistics.median(times["pass"])
    print(f"{'import':24} {'CPU ms':>8} {'x pass':>7}")
    for name, ts in times.items():
        med = statistics.median(ts)
        print(f"{name:24} {med * 1000:8.1f} {med / bare:7.2f}")


if __name__ == "__main__":
    main()
