"""Build the committed notebooks from their sources in notebooks/src/ (cells in a 'percent' format).

    python scripts/build_notebooks.py            # build and run every notebook
    python scripts/build_notebooks.py angels_play

A source file holds cells separated by marker lines:
    # %% [markdown]      a markdown cell (the lines after it, with their leading '# ' removed)
    # %%                 a code cell whose output is not compared by nbval
    # %% check           a code cell whose output nbval compares (tag nbval-check-output)
    # %% hidden-output   a code cell whose output is never kept (set-up calls with heavy output)
The first line of the file is '# target: <path of the notebook under notebooks/>'.

Each notebook is executed (nbclient) in its own folder; only the outputs of 'check' cells are kept,
so the committed files stay small and contain no widget state or inline BokehJS.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"


def parse(path: Path) -> tuple[Path, list]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# target: "), f"{path}: first line must name the target"
    target = ROOT / "notebooks" / lines[0][len("# target: "):].strip()
    cells, kind, buf = [], None, []

    def flush():
        if kind is None:
            return
        text = "\n".join(buf).strip("\n")
        if kind == "markdown":
            text = "\n".join(l[2:] if l.startswith("# ") else l.lstrip("#") for l in text.splitlines())
            cells.append(nbformat.v4.new_markdown_cell(text))
        else:
            cell = nbformat.v4.new_code_cell(text)
            if kind == "check":
                cell.metadata["tags"] = ["nbval-check-output"]
            elif kind == "hidden-output":
                cell.metadata["tags"] = ["nbval-ignore-output", "remove-output"]
            cells.append(cell)

    for line in lines[1:]:
        if line.startswith("# %%"):
            flush()
            rest = line[4:].strip()
            kind = "markdown" if rest == "[markdown]" else ("check" if rest == "check" else
                                                            "hidden-output" if rest == "hidden-output" else "code")
            buf = []
        else:
            buf.append(line)
    flush()
    return target, cells


def build(path: Path) -> float:
    target, cells = parse(path)
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    target.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(target.parent)}}).execute()
    elapsed = time.perf_counter() - t0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if "nbval-check-output" not in cell.metadata.get("tags", []):
            cell.outputs = []
            cell.execution_count = None
        else:
            for out in cell.outputs:
                if out.get("output_type") == "execute_result":
                    out["data"] = {k: v for k, v in out["data"].items() if k == "text/plain"}
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, target)
    print(f"{target.relative_to(ROOT)}: {len(cells)} cells, ran in {elapsed:.1f} s")
    return elapsed


def main(names: list[str]) -> None:
    sources = sorted(SRC.glob("*.py"))
    if names:
        sources = [p for p in sources if p.stem in names]
    for p in sources:
        build(p)


if __name__ == "__main__":
    main(sys.argv[1:])
