"""Every notebook survives what students do: after Run All, every code cell is run once more on its own,
from the last to the first, in the same kernel; no cell may fail (each example cell builds the position it
shows, so it can be run again in any order)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted(
    p
    for p in (Path(__file__).resolve().parents[1] / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_every_cell_runs_again_after_run_all_from_last_to_first(path):
    from nbclient import NotebookClient

    nb = nbformat.read(str(path), as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}})
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    assert code, f"{path.name} has no code cell"
    with client.setup_kernel():
        for i, cell in code:
            client.execute_cell(cell, i)
        for i, cell in reversed(code):
            client.execute_cell(cell, i)  # raises CellExecutionError with the cell's traceback
