"""docs/rooms.md's notebook example runs as written (on a free port, in a temporary folder)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "rooms.md"


def test_the_notebook_example_runs(tmp_path, monkeypatch):
    (block,) = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    monkeypatch.chdir(tmp_path)
    code = block.replace("port=8765", "port=0")
    out = io.StringIO()
    scope: dict = {}
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(DOC), "exec"), scope)
    assert out.getvalue().startswith("http://127.0.0.1:") and "/#" in out.getvalue()
    assert sorted(scope["room"].links) == ["Ann", "Bo"]
    assert "<table>" in scope["room"]._repr_html_()
    assert (tmp_path / "class.sqlite").exists()
