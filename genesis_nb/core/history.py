"""The positions of a game's past, kept as occasional snapshots and rebuilt from the actions between them.

A ``Game`` keeps the actions played anyway (``core.steps``); keeping a full copy of the state for
every ply as well made the history cost 3 to 15 KB a ply and a copy per action. ``Snapshots`` keeps a copy every
``every`` plies (taken just before the first action played from that ply) and rebuilds any other past
position by applying the recorded actions to the nearest earlier snapshot. The rules are deterministic
given the state, the action and the game's ``Chance`` (whose counter lives in the state), so the rebuilt
position is the very one that was played: the contract suite checks undo, redo, seek and replay against
positions kept whole. The same snapshots let a stretch of steps replay its events and actors when they are
read (``core.steps``), so the history is the actions and the snapshots: 110 to 730 bytes a ply over random
games of the kit's four (``benchmarks/game_front_bench.py``).

The last rebuilt position is remembered (it is what a board's history slider shows again and again), and a
walk forward through the past (a chart reading every ply) continues from it instead of from the snapshot.
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Sequence, TypeVar

S = TypeVar("S")

#: plies between two snapshots: a past position costs at most this many ``apply`` calls to rebuild
EVERY = 32


class Snapshots(Generic[S]):
    """Copies of the state at plies 0, ``every``, 2 x ``every``, ... of one line of play."""

    __slots__ = ("every", "_copy", "_kept", "_seen")

    def __init__(self, copy: Callable[[S], S], every: int = EVERY) -> None:
        self.every = every
        self._copy = copy
        self._kept: list[S] = []  # _kept[i]: the position at ply i * every
        self._seen: tuple[int, S] | None = None  # the last position rebuilt (never handed out for mutation)

    def before_play(self, ply: int, state: S) -> None:
        """Called with the position at ``ply`` just before an action is played from it."""
        if ply % self.every == 0 and len(self._kept) == ply // self.every:
            self._kept.append(self._copy(state))

    def kept(self, ply: int) -> S:
        """The snapshot of ply ``ply`` (a multiple of ``every`` reached by the line of play), to read only."""
        return self._kept[ply // self.every]

    def truncate(self, ply: int) -> None:
        """Forget what lies past ``ply`` (the line of play now ends there)."""
        del self._kept[ply // self.every + 1 :]
        if self._seen is not None and self._seen[0] > ply:
            self._seen = None

    def at(self, ply: int, steps: Sequence[Any], apply: Callable[[S, Any], Any]) -> S:
        """The position after ``ply`` of ``steps`` (``ply < len(steps)``), to read only: do not change it."""
        seen = self._seen
        if seen is not None and seen[0] == ply:
            return seen[1]
        state = self.rebuilt(ply, steps, apply)
        self._seen = (ply, state)
        return state

    def rebuilt(self, ply: int, steps: Sequence[Any], apply: Callable[[S, Any], Any]) -> S:
        """A fresh copy of the position after ``ply`` of ``steps`` (``apply(state, action)`` plays one of
        them), free to change."""
        i = ply // self.every
        start = i * self.every
        seen = self._seen
        if seen is not None and start <= seen[0] <= ply:
            start, base = seen
        else:
            base = self._kept[i]
        state = self._copy(base)
        for step in steps[start:ply]:
            apply(state, step.action)
        return state
