"""Every notebook and its jupytext source agree, so the two cannot drift apart.

The cells of notebooks/<path>.ipynb live in notebooks/src/<path>.py (jupytext's percent format), paired by
jupytext.toml; scripts/build_notebooks.py runs the notebooks and keeps only the checked outputs. A source
edited without rebuilding its notebook (or the other way round) fails here: rebuild with
`python scripts/build_notebooks.py <path>`, or sync with `jupytext --sync notebooks/<path>.ipynb`.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import jupytext
import nbformat
import pytest
from jupytext.config import find_jupytext_configuration_file, load_jupytext_configuration_file
from jupytext.paired_paths import paired_paths

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SRC = NOTEBOOKS / "src"
SOURCES = sorted(SRC.rglob("*.py"))
COMMITTED = sorted(
    p for p in NOTEBOOKS.rglob("*.ipynb") if SRC not in p.parents and ".ipynb_checkpoints" not in p.parts
)


def _build_script():
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_script()


def _id(path: Path) -> str:
    return path.relative_to(SRC).with_suffix("").as_posix()


def _cells(nb) -> list[tuple[str, str, list[str]]]:
    return [(c.cell_type, c.source, list(c.metadata.get("tags", []))) for c in nb.cells]


def test_there_are_sources_and_notebooks():
    assert len(SOURCES) >= 9 and len(COMMITTED) >= 9


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    assert sorted(build.target_of(p) for p in SOURCES) == COMMITTED


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_jupytext_pairs_the_source_with_the_notebook_the_build_writes(source):
    config_file = find_jupytext_configuration_file(str(source.parent))
    assert config_file is not None and Path(config_file) == ROOT / "jupytext.toml"
    config = load_jupytext_configuration_file(config_file)
    rel = source.relative_to(ROOT).as_posix()
    formats = config.default_formats(rel)
    paired = [path for path, _ in paired_paths(rel, "py:percent", formats)]
    assert build.target_of(source).relative_to(ROOT).as_posix() in paired


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_source_and_notebook_have_the_same_cells_and_tags(source):
    text = jupytext.read(source)
    nb = nbformat.read(build.target_of(source), as_version=4)
    assert _cells(text) == _cells(nb)
    assert text.metadata.get("kernelspec") == nb.metadata.get("kernelspec")
    assert nb.metadata["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_source_uses_jupytext_cell_markers(source):
    """The old hand-made markers ('# %% check', '# %% hidden-output') would be read as cell titles."""
    lines = source.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# ---", "a source starts with jupytext's header (it names the kernel)"
    markers = [line for line in lines if line.startswith("# %%")]
    assert markers
    allowed = {
        "# %%",
        "# %% [markdown]",
        '# %% tags=["nbval-check-output"]',
        '# %% tags=["nbval-ignore-output", "remove-output"]',
    }
    assert set(markers) <= allowed, set(markers) - allowed


@pytest.mark.parametrize("notebook", COMMITTED, ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_committed_notebook_keeps_only_checked_outputs(notebook):
    """What the build keeps: outputs of cells tagged nbval-check-output (text, SVG, Markdown, a pandas table),
    no widget state or timing."""
    nb = nbformat.read(notebook, as_version=4)
    assert "widgets" not in nb.metadata
    for cell in nb.cells:
        assert set(cell.metadata) <= {"tags"}, cell.metadata
        if cell.cell_type != "code":
            continue
        if build.CHECK in cell.metadata.get("tags", []):
            assert cell.execution_count is not None, "a checked cell was not run: rebuild the notebook"
            for out in cell.outputs:
                if out.output_type == "execute_result":
                    assert all(build.kept(k, v) for k, v in out.data.items()), set(out.data)
                    if "text/html" in out.data:  # only a pandas table's HTML is kept
                        assert 'class="dataframe' in "".join(out.data["text/html"])
        else:
            assert cell.outputs == [] and cell.execution_count is None
