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


def test_the_index_links_the_rooms_notebook():
    root = DOC.parents[1] / "notebooks"
    assert "](rooms.ipynb)" in (root / "src" / "index.py").read_text(encoding="utf-8")
    assert (root / "rooms.ipynb").is_file() and (root / "src" / "rooms.py").is_file()


def test_a_stopped_server_starts_again_on_its_port(tmp_path):
    """The links a room gave out open their seats again after a stop and a start (the rooms notebook's last steps)."""
    from genesis_nb.rooms import RoomServer

    server = RoomServer(tmp_path / "class.sqlite", port=0).start()
    try:
        made = server.create_room("book", ["Ann", "Bo"], seed=3)
        port = server.port
        server.stop()
        server.stop()  # twice: nothing more
        try:
            server.rooms()
            raise AssertionError("a stopped server answered")
        except RuntimeError as e:
            assert "not running" in str(e)
        server.start()
        assert server.port == port and [r["id"] for r in server.rooms()] == [made.room]
    finally:
        server.stop()
