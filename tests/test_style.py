"""The style and type gates: ``ruff check``, ``ruff format --check`` and ``mypy``, run from the repository root.

Their settings live in pyproject.toml ([tool.ruff], [tool.mypy]); the test extra installs both tools (ruff
pinned to a minor, since its formatter's output changes between minors). A test skips only when its tool is
not installed; a failure shows the tool's own output.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(module: str, *args: str) -> None:
    pytest.importorskip(module, reason=f"{module} is not installed (it comes with the test extra)")
    done = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    command = " ".join(["python -m", module, *args])
    assert done.returncode == 0, f"`{command}` exited with {done.returncode}:\n{done.stdout}\n{done.stderr}"


def test_ruff_check_passes():
    _run("ruff", "check", ".")


def test_ruff_format_leaves_the_code_as_it_is():
    _run("ruff", "format", "--check", ".")


def test_mypy_passes():
    _run("mypy")
