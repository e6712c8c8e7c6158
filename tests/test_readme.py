"""The README's Python examples run as written (and print what the README says they print)."""

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 2
    for block in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, "README.md", "exec"), {})
        for expected in re.findall(r"^# (.+)$", block, re.M):
            if not expected.startswith(("in a notebook", "play ")):
                assert expected in out.getvalue()


def test_readme_names_the_two_commands_that_ci_runs():
    text = README.read_text(encoding="utf-8")
    assert "bash scripts/setup_and_open.sh" in text and "bash scripts/test.sh" in text
    ci = (README.parent / ".ci" / "run").read_text()
    assert "bash scripts/test.sh" in ci
