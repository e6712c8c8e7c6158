"""Each committed notebook's run time under nbval, against a notebook that only starts a kernel and
imports the kit (measured in the same run). Prints medians over a few runs and the ratio to the baseline.

    python benchmarks/notebook_times.py [runs]
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]


def nbval_seconds(path: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:benchmark",
            "--nbval-lax",
            "--nbval-current-env",
            str(path),
        ],
        check=True,
        cwd=path.parent,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - t0


def main(runs: int = 3) -> None:
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; {runs} runs each")
    with tempfile.TemporaryDirectory() as tmp:
        baseline = Path(tmp) / "baseline.ipynb"
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell("import genesis_nb, genesis_nb.angels")]
        nbformat.write(nb, baseline)
        base = statistics.median(nbval_seconds(baseline) for _ in range(runs))
        print(f"{'baseline (kernel + import genesis_nb)':<42} {base:6.1f} s")
        for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
            if ".ipynb_checkpoints" in path.parts:
                continue
            t = statistics.median(nbval_seconds(path) for _ in range(runs))
            print(f"{str(path.relative_to(ROOT)):<42} {t:6.1f} s  ({t / base:.1f}x baseline)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
