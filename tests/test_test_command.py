"""What ``bash scripts/test.sh`` hands to pytest: the fast selection by default, everything with --full, the
user's own -m or path otherwise. Run against a stand-in environment whose python prints its arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FAST = "not slow and not browser and not notebooks"


@pytest.fixture(scope="module")
def fake_env(tmp_path_factory) -> Path:
    """A folder that scripts/_env.sh takes for a ready environment: its python runs the real one, except
    ``-m pytest``, which prints one argument per line."""
    env = tmp_path_factory.mktemp("env")
    (env / "bin").mkdir()
    python = env / "bin" / "python"
    python.write_text(
        f'#!/bin/bash\nif [ "$1 $2" = "-m pytest" ]; then shift 2; printf "%s\\n" "$@"; exit 0; fi\n'
        f'exec {sys.executable} "$@"\n'
    )
    python.chmod(0o755)
    stamp = subprocess.run(
        ["bash", "-c", 'source scripts/_env.sh && GENESIS_PY="$1" && _genesis_stamp_text test', "-", str(python)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    (env / ".genesis_nb-test.stamp").write_text(stamp)
    return env


def pytest_args(fake_env: Path, *args: str) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"} | {"GENESIS_VENV": str(fake_env)}
    run = subprocess.run(["bash", "scripts/test.sh", *args], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def test_the_default_is_the_fast_run_over_tests(fake_env):
    args = pytest_args(fake_env)
    assert args[:3] == ["tests", "-m", FAST]
    assert "notebooks" not in args


def test_full_runs_tests_and_notebooks_with_every_marker(fake_env):
    args = pytest_args(fake_env, "--full", "-x")
    assert args[:2] == ["tests", "notebooks"] and "-m" not in args and "--full" not in args
    assert args[-1] == "-x"


def test_an_own_marker_selection_chooses_out_of_everything(fake_env):
    args = pytest_args(fake_env, "-m", "not browser")
    assert args[:2] == ["tests", "notebooks"] and args.count("-m") == 1 and args[-1] == "not browser"


def test_an_own_path_runs_only_that_with_every_marker(fake_env):
    args = pytest_args(fake_env, "tests/core", "-q")
    assert "-m" not in args and "tests" not in args and args[-2:] == ["tests/core", "-q"]


def test_full_runs_on_two_workers_where_there_are_two_cores(fake_env):
    """--full: two pytest-xdist workers (conftest.py's xdist_scope keeps together what may not run side by side);
    the fast run, a path or the user's own -n, --dist or -p no:xdist: no workers of ours."""
    cores = len(os.sched_getaffinity(0))
    args = pytest_args(fake_env, "--full")
    assert (args[args.index("-n") + 1] == "2") if cores >= 2 else "-n" not in args
    assert "-n" not in pytest_args(fake_env) and "-n" not in pytest_args(fake_env, "tests/core")
    for own in (["-n", "4"], ["-n4"], ["--numprocesses=4"], ["-p", "no:xdist"], ["--dist", "each"]):
        args = pytest_args(fake_env, "--full", *own)
        assert args[-len(own) :] == own and args.count("-n") == own.count("-n"), own
