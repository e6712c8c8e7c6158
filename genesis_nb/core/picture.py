"""A game's picture as the kit hands it out: SVG text that Jupyter, nbviewer and GitHub show without a kernel."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Picture:
    """An SVG picture of a position: shown by Jupyter, nbviewer and GitHub without a running kernel."""

    svg: str

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Picture(<svg, {len(self.svg):,} characters>)"

    def save(self, path: Any) -> None:
        from pathlib import Path

        Path(path).write_text(self.svg, encoding="utf-8")
