"""A planet's evaluation at the end (``scoring.evaluate``): what failed, what was validated, the points."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Evaluation:
    failed: list[tuple[int, int, str]]  # (space, pawn, reason) in removal order
    validated: list[bool]  # per continent
    element_points: list[int]  # per continent
    oxygen_points: list[int]  # per continent
    waters: list[int]  # water pawns left per continent

    @property
    def total(self) -> int:
        return sum(self.element_points) + sum(self.oxygen_points)
