"""Where the board data lives: ``seeds/`` in a source checkout, ``genesis_nb/seeds`` in an installed wheel."""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def seed_path(name: str) -> Path:
    """The path of a data file from ``seeds/`` (installed copy first, then the source checkout)."""
    for folder in (_HERE / "seeds", _HERE.parent / "seeds"):
        p = folder / name
        if p.exists():
            return p
    raise FileNotFoundError(f"board data {name!r} not found in genesis_nb/seeds or seeds/")
