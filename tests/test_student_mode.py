"""The student mode (``voila notebooks/<game>/play.ipynb``) asks for no code: no text tells the student to run,
edit or add a cell; code shown in the text is only in the parts marked for the teacher."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
STUDENT = sorted(NOTEBOOKS.glob("*/play.ipynb"))

ASKS_FOR_CODE = re.compile(
    r"run (the|this|it|these|a|each)\b[^.]*\bcells?\b|\bcells? (again|below)\b|shift\s*\+\s*enter|ctrl\s*\+\s*enter"
    r"|in a new cell|put your (own )?name in|(change|edit) the (names|cell|code)|write your (own )?name in",
    re.I,
)


def test_there_are_student_notebooks():
    assert {p.parent.name for p in STUDENT} >= {"angels", "herds", "planet", "book"}


@pytest.mark.parametrize("path", STUDENT, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_text_asks_the_student_for_code(path):
    nb = nbformat.read(str(path), as_version=4)
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        text = cell.source
        found = ASKS_FOR_CODE.search(text)
        assert not found, f"{path.parent.name}/{path.name}: {found.group(0)!r} in: {text[:160]!r}"
        if "```" in text:
            assert "for the teacher" in text.lower(), f"code shown outside a part for the teacher: {text[:160]!r}"


def test_the_pattern_catches_what_the_old_notebooks_said():
    for old in (
        "Put your own name in the cell below and run it again.",
        "run `table.scale = 1.5` in a new cell",
        "Run the next cell again and again: each run tells one more move. (Ctrl+Enter runs a cell",
        "write your own name in the cell below and run it (Shift+Enter)",
        "Change the names, which seat the computer plays, the seed or the options, then run the cell again",
    ):
        assert ASKS_FOR_CODE.search(old), old
