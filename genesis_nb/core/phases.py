"""Phases as an explicit state machine that mirrors a rulebook's round overview.

A game declares its phases and the moves between them once; the rules then ask the machine to
enter a phase, and a move the rulebook does not allow is a programming error caught at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping


@dataclass(frozen=True)
class Phase:
    name: str
    rule: str  # the catalogue id of the rule describing this phase
    decision: bool  # True if a player decides in this phase; False if it resolves by itself


class PhaseMachine:
    """Phases and their allowed successors, in the order of the rulebook's overview."""

    def __init__(self, phases: Iterable[Phase], transitions: Mapping[str, Iterable[str]], start: str) -> None:
        self.phases = {p.name: p for p in phases}
        self.transitions = {k: frozenset(v) for k, v in transitions.items()}
        self.start = start
        for a, succ in self.transitions.items():
            for b in [a, *succ]:
                if b not in self.phases:
                    raise ValueError(f"unknown phase {b!r}")
        if start not in self.phases:
            raise ValueError(f"unknown start phase {start!r}")

    def check(self, current: str, nxt: str) -> str:
        """Return ``nxt`` if the machine allows ``current -> nxt``; raise otherwise."""
        if nxt not in self.transitions.get(current, ()):
            raise RuntimeError(f"phase {current!r} cannot be followed by {nxt!r}")
        return nxt

    def order(self) -> list[Phase]:
        return list(self.phases.values())

    def is_decision(self, name: str) -> bool:
        return self.phases[name].decision
