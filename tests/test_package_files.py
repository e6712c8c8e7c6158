"""The files beside the modules (board data, notebooks, lesson plans) are found in a source checkout, and
``python -m genesis_nb notebooks DIR`` copies the notebooks and lesson plans out (tests/test_wheel.py checks the
same from an installed wheel)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from genesis_nb.__main__ import main
from genesis_nb.data import resource_folder, seed_path, seed_text
from genesis_nb.notebooks import copy_notebooks

ROOT = Path(__file__).resolve().parents[1]


def test_board_data_is_read_from_the_checkout_seeds():
    assert seed_text("angels.toml") == (ROOT / "seeds" / "angels.toml").read_text(encoding="utf-8")
    assert seed_path("book.toml").read_bytes() == (ROOT / "seeds" / "book.toml").read_bytes()
    with pytest.raises(FileNotFoundError, match="no_such.toml"):
        seed_text("no_such.toml")


def test_folders_of_an_editable_install_are_the_checkouts():
    assert Path(str(resource_folder("notebooks"))) == ROOT / "notebooks"
    assert Path(str(resource_folder("teachers"))) == ROOT / "docs" / "teachers"


def test_copy_notebooks_writes_notebooks_data_and_lesson_plans_not_sources(tmp_path):
    written = copy_notebooks(tmp_path)
    names = {p.relative_to(tmp_path).as_posix() for p in written}
    assert {"index.ipynb", "angels/play.ipynb", "book/walkthrough.ipynb", "teachers/herds.md"} <= names
    assert any(n.startswith("data/") for n in names)
    assert not [n for n in names if n.startswith("src/") or n.endswith(".py")]
    committed = {p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")}
    assert {n for n in names if n.endswith(".ipynb")} == {n for n in committed if ".ipynb_checkpoints" not in n}


def test_copy_notebooks_keeps_the_users_files_unless_told(tmp_path):
    mine = tmp_path / "index.ipynb"
    mine.write_text("my own notes")
    written = copy_notebooks(tmp_path)
    assert mine not in written and mine.read_text() == "my own notes"
    assert mine in copy_notebooks(tmp_path, overwrite=True)
    assert mine.read_text() != "my own notes"


def test_the_command_copies_and_says_how_to_open(tmp_path, capsys):
    assert main(["notebooks", str(tmp_path / "nb")]) == 0
    out = capsys.readouterr().out
    assert "files written to" in out and f"jupyter lab {tmp_path / 'nb' / 'index.ipynb'}" in out
    assert (tmp_path / "nb" / "teachers" / "angels.md").is_file()


def test_the_command_runs_as_a_module():
    run = subprocess.run([sys.executable, "-m", "genesis_nb", "--help"], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0 and "notebooks" in run.stdout
