"""The ecosystem benchmark runs (a smoke run: its figures are read by people, not asserted here)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from ecosystem_helpers import need

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _bench(*args: str) -> str:
    """What ``benchmarks/ecosystem_bench.py --quick ARGS`` prints (it must end well)."""
    script = os.path.join(ROOT, "benchmarks", "ecosystem_bench.py")
    out = subprocess.run(
        [sys.executable, script, "--quick", *args], capture_output=True, text=True, timeout=600, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.slow
def test_the_benchmark_runs_and_prints_its_figures():
    need("pyspiel")
    need("pettingzoo")
    text = _bench("--parts", "legal", "pz", "--games", "pocket", "herds")
    assert "cores available:" in text
    assert "legal ids / rules.legal_actions" in text and "error" not in text
    assert "pz:pocket now steps_per_s" in text and "pz:herds now steps_per_s" in text


@pytest.mark.slow
def test_the_mcts_part_measures_openspiels_evaluator_and_the_kits():
    need("pyspiel")
    text = _bench("--parts", "mcts", "--rounds", "1")
    assert "error" not in text
    for part in ("mcts-fallback", "mcts", "mcts-kit"):
        assert f"\n{part} now sims_per_s" in text
    assert "MCTSBot on herds, median of 1 runs:" in text
    assert "with the kit's RolloutEvaluator, median of 1 runs:" in text
