"""The markers that choose the fast run: conftest.py's list of slow tests names tests that exist, and the
notebooks get their marker."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
assert _spec is not None and _spec.loader is not None
_root_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_root_conftest)
SLOW = _root_conftest.SLOW


def test_every_test_listed_as_slow_exists():
    for entry in SLOW:
        path, name = entry.split("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert re.search(rf"^def {name}\(", source, re.M), entry


def collect(*args: str) -> subprocess.CompletedProcess:
    """``pytest --collect-only -q`` in the repository."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "--nbval-lax", *args],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip


def test_the_fast_selection_leaves_out_slow_browser_and_notebook_items():
    run = collect(
        "-m", "not slow and not browser and not notebooks", "tests/herds/test_herds_random_play.py",
        "tests/bots/test_bots_strength.py", "notebooks/index.ipynb",
    )  # fmt: skip
    assert run.returncode in (0, 5), run.stdout + run.stderr
    assert "test_random_games_keep_every_invariant" not in run.stdout
    assert "test_mcts_beats_the_greedy_bot" not in run.stdout
    assert "index.ipynb" not in run.stdout
    chosen = collect("-m", "notebooks", "notebooks/index.ipynb")
    assert chosen.returncode == 0 and "index.ipynb::Cell" in chosen.stdout, chosen.stdout + chosen.stderr


def test_a_slow_test_prints_its_start_and_its_end_on_lines_of_their_own(tmp_path):
    """In one process and under pytest-xdist's two workers (scripts/test.sh --full), whose controller prints."""
    (tmp_path / "test_some.py").write_text(
        "import pytest\n\ndef test_quick():\n    pass\n\n@pytest.mark.slow\ndef test_long():\n    pass\n"
    )
    for options in ([], ["-q"], ["-q", "-n", "2"]):
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path),
             "-p", "conftest", "-p", "no:cacheprovider", *options, str(tmp_path / "test_some.py")],
            cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
        assert run.returncode == 0, run.stdout + run.stderr
        lines = run.stdout.splitlines()
        assert "slow test started: test_some.py::test_long" in lines, run.stdout
        assert any(re.fullmatch(r"slow test done after \d+ s: test_some.py::test_long", line) for line in lines)
        assert not any("test_quick" in line and "slow test" in line for line in lines)


def test_what_may_not_run_side_by_side_shares_a_pytest_xdist_scope():
    """conftest.py's xdist_scope, over the ids pytest collects: a notebook's cells and the test that runs it
    again are one scope (one kernel in order; never two runs in its folder at once), every browser test is in
    one, and any other test is alone."""
    run = collect(
        "tests/test_notebooks_rerun.py", "tests/browser/test_smoke.py", "tests/test_markers.py",
        "notebooks/rooms.ipynb", "notebooks/angels/play.ipynb",
    )  # fmt: skip
    ids = [line for line in run.stdout.splitlines() if "::" in line]
    assert run.returncode == 0 and ids, run.stdout + run.stderr
    scope = _root_conftest.xdist_scope
    for notebook in ("rooms.ipynb", "angels/play.ipynb"):
        cells = [i for i in ids if i.startswith(f"notebooks/{notebook}::")]
        again = [i for i in ids if i.startswith("tests/test_notebooks_rerun.py") and i.endswith(f"{notebook}]")]
        assert len(cells) > 1 and len(again) == 1 and len({scope(i) for i in cells + again}) == 1, notebook
    assert scope(cells[0]) != scope("notebooks/rooms.ipynb::Cell 0")
    assert {scope(i) for i in ids if i.startswith("tests/browser/")} == {"browser"}
    mine = [i for i in ids if i.startswith("tests/test_markers.py")]
    assert mine and all(scope(i) == i for i in mine)
