"""Run the committed notebooks and keep only the outputs that nbval checks: the part jupytext cannot do.

    python scripts/build_notebooks.py                     # every notebook
    python scripts/build_notebooks.py angels/play index   # some (paths under notebooks/src/, without .py)

The cells of each notebook live in its source, notebooks/src/<path>.py, in jupytext's percent format
(`# %% [markdown]`, `# %%`, `# %% tags=["nbval-check-output"]` ...). jupytext pairs the source with
notebooks/<path>.ipynb (see jupytext.toml): edit either one in JupyterLab, or run `jupytext --sync`.
jupytext only carries cells; it neither runs a notebook nor trims its outputs. This script does that:

- it executes each notebook from its source (nbclient, in the notebook's own folder, the python3 kernel);
- it keeps only the outputs of cells tagged ``nbval-check-output`` (of a displayed value its text, an
  SVG picture, Markdown, a pandas table's HTML), and drops every other output and execution count, and the widget state: committed files
  stay small and hold no inline BokehJS, and nbval (`--nbval-lax`) compares exactly what is kept;
- it keeps the cell ids of the committed notebook where a cell is unchanged, so a rebuild changes
  only what changed.

Tags (the sources' cell markers): ``nbval-check-output`` (output kept and compared by nbval);
``nbval-ignore-output`` with ``remove-output`` (set-up cells with heavy output, never kept); none (output
dropped). tests/test_notebook_sources.py checks that every source and its notebook have the same cells.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SRC = NOTEBOOKS / "src"
CHECK = "nbval-check-output"


def target_of(source: Path) -> Path:
    """notebooks/src/<path>.py -> notebooks/<path>.ipynb (the pairing in jupytext.toml)."""
    return NOTEBOOKS / source.relative_to(SRC).with_suffix(".ipynb")


def load(source: Path) -> nbformat.NotebookNode:
    """The notebook of a source as it is committed: its cells with their tags, the kernel, no outputs."""
    nb = jupytext.read(source)
    for cell in nb.cells:
        tags = cell.metadata.get("tags")
        cell.metadata = nbformat.NotebookNode({"tags": list(tags)} if tags else {})
    kernelspec = nb.metadata.get("kernelspec") or {"name": "python3", "display_name": "Python 3", "language": "python"}
    metadata = {"kernelspec": kernelspec, "language_info": {"name": "python"}}
    # what `jupytext --sync` itself keeps in a paired .ipynb (the filters of jupytext.toml), so that a sync
    # after a build changes nothing
    paired = {k: v for k, v in nb.metadata.get("jupytext", {}).items() if k != "text_representation"}
    if paired:
        metadata["jupytext"] = paired
    nb.metadata = nbformat.NotebookNode(metadata)
    return nb


def _keep_ids(nb: nbformat.NotebookNode, target: Path) -> None:
    if not target.exists():
        return
    old: dict[tuple[str, str], list[str]] = {}
    for cell in nbformat.read(target, as_version=4).cells:
        if "id" in cell:
            old.setdefault((cell.cell_type, cell.source), []).append(cell.id)
    for cell in nb.cells:
        ids = old.get((cell.cell_type, cell.source))
        if ids:
            cell.id = ids.pop(0)


def build(source: Path) -> float:
    target = target_of(source)
    nb = load(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    NotebookClient(
        nb,
        timeout=600,
        kernel_name=nb.metadata.kernelspec.get("name", "python3"),
        record_timing=False,
        resources={"metadata": {"path": str(target.parent)}},
    ).execute()
    elapsed = time.perf_counter() - t0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        if CHECK not in cell.metadata.get("tags", []):
            cell.outputs = []
            cell.execution_count = None
        else:
            for out in cell.outputs:
                if out.get("output_type") == "execute_result":  # words and pictures, no HTML or scripts
                    out["data"] = {k: v for k, v in out["data"].items() if kept(k, v)}
            cell.outputs = _coalesced(cell.outputs)
    nb.metadata.pop("widgets", None)
    # the kernel's Python version would make a rebuild with another Python (Debian's 3.11.2, a pyenv 3.11.7)
    # differ from the committed notebook in that line alone
    nb.metadata.get("language_info", {}).pop("version", None)
    _keep_ids(nb, target)
    nbformat.write(nb, target)
    print(f"{target.relative_to(ROOT)}: {len(nb.cells)} cells, ran in {elapsed:.1f} s")
    return elapsed


#: What a displayed value keeps: its text, a picture (SVG, shown without a kernel), Markdown, and a
#: pandas table's HTML (GitHub and nbviewer then show a table; nbval compares every kind an output has).
KEPT = ("text/plain", "image/svg+xml", "text/markdown")


def kept(mime: str, value: object) -> bool:
    if mime in KEPT:
        return True
    return mime == "text/html" and 'class="dataframe' in "".join(value if isinstance(value, list) else [str(value)])


def _coalesced(outputs: list) -> list:
    """Consecutive printed outputs of one stream joined (how the kernel splits them varies from run to
    run; joined, a rebuild changes nothing that did not change)."""
    out: list = []
    for o in outputs:
        if (
            o.get("output_type") == "stream"
            and out
            and out[-1].get("output_type") == "stream"
            and out[-1].get("name") == o.get("name")
        ):
            out[-1]["text"] = out[-1]["text"] + o["text"]
        else:
            out.append(o)
    return out


def sources(names: list[str]) -> list[Path]:
    found = sorted(SRC.rglob("*.py"))
    if not names:
        return found
    wanted = []
    for name in names:
        path = Path(name)
        stem = (
            (
                path.resolve().relative_to(SRC)
                if path.suffix == ".py" and path.exists()
                else Path(name.removesuffix(".py"))
            )
            .with_suffix("")
            .as_posix()
        )
        match = [p for p in found if p.relative_to(SRC).with_suffix("").as_posix() == stem]
        if not match:
            raise SystemExit(f"build_notebooks.py: no source notebooks/src/{stem}.py")
        wanted += match
    return wanted


def main(names: list[str]) -> None:
    if {"-h", "--help"} & set(names):
        print(__doc__)
        return
    check_for_messages_often()
    for path in sources(names):
        build(path)


def check_for_messages_often() -> None:
    """nbclient's kernel client looks for a message at least every second (``kernel_wakeups.py``, beside this
    script): else a missed wake-up of pyzmq's poll can stall a build for nbclient's 600 s timeout."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:  # (loaded by path, as tests/test_notebook_sources.py does)
        sys.path.insert(0, here)
    from kernel_wakeups import check_for_messages_often as check

    check()


if __name__ == "__main__":
    main(sys.argv[1:])
