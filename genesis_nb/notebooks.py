"""The kit's notebooks and lesson plans, copied into a folder of the user's: what a ``pip install genesis_nb``
user opens (``python -m genesis_nb notebooks DIR``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .data import resource_folder

if TYPE_CHECKING:
    from importlib.abc import Traversable

#: the files copied: notebooks and the data they read; the teachers' lesson plans
_WANTED = {"notebooks": (".ipynb", ".csv", ".gz", ".json"), "teachers": (".md",)}


def copy_notebooks(folder: str | Path, *, overwrite: bool = False) -> list[Path]:
    """Copy the notebooks (``index.ipynb``, ``<game>/*.ipynb``, ``data/``) and the lesson plans
    (``teachers/<game>.md``) into ``folder``; returns the files written. A file already there is kept
    (the user's own changes), unless ``overwrite``."""
    target = Path(folder)
    written = []
    for name, suffixes in _WANTED.items():
        dest = target / "teachers" if name == "teachers" else target
        for rel, resource in _files(resource_folder(name)):
            if not rel.endswith(suffixes) or "src/" in rel or ".ipynb_checkpoints" in rel:
                continue
            out = dest / rel
            if out.exists() and not overwrite:
                continue
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(resource.read_bytes())
            written.append(out)
    return written


def _files(folder: Traversable, prefix: str = "") -> list[tuple[str, Traversable]]:
    found = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        rel = f"{prefix}{entry.name}"
        if entry.is_dir():
            found += _files(entry, rel + "/")
        else:
            found.append((rel, entry))
    return found
