"""The steps of a line of play: each action, who played it, and the events it caused, replayed when read.

A game keeps every step for undo, replay, the log and the charts. Kept as objects, the events (an ``Event``
and a dict or two each) cost most of the history's memory, and every one of them is an object the garbage
collector walks again and again while the game lasts. So a step keeps its events only while its stretch of
play (the plies between two snapshots, ``core.history``) is the one being played. When the game reaches the
next snapshot, ``close`` hands the steps of the stretch over to one ``Stretch``: the snapshot it starts
from and its actions. ``step.events`` replays the stretch when read: the rules are deterministic given the
state, the action and the game's ``Chance``, so the events are equal to those ``play`` returned (the
contract suite checks it). The stretch last replayed keeps its events (one in the process), so reading the steps in order
replays each stretch once: reading a whole game's events costs about what playing it on the bare rules did.
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence

from .rules import Event

_last: list[Stretch] = []  # the Stretch whose events are kept (at most one in the process)


class Stretch:
    """The steps of one stretch of play, replayed from the position before its first one."""

    __slots__ = ("_start", "_actions", "_rules", "_chance", "_events")

    def __init__(self, start: Any, actions: Sequence[Any], rules: Any, chance: Any) -> None:
        self._start = start  # the snapshot: read only, never changed
        self._actions = tuple(actions)
        self._rules = rules
        self._chance = chance
        self._events: list[tuple[Event, ...]] | None = None

    def events(self, at: int) -> tuple[Event, ...]:
        """The events of the stretch's ``at``-th step (the stretch is replayed, and its events kept until those of
        another stretch are read)."""
        events = self._events
        if events is None:
            rules, chance = self._rules, self._chance
            state = rules.copy(self._start)
            events = [tuple(rules.apply(state, action, chance)) for action in self._actions]
            for before in _last:
                if before is not self:
                    before._events = None
            self._events = events
            _last[:] = [self]
        return events[at]


class Step:
    """One played action, who played it (None for chance), and the events it caused (``step.events``)."""

    __slots__ = ("action", "actor", "_events", "_at")

    def __init__(self, action: Any, actor: int | None, events: Sequence[Event]) -> None:
        self.action = action
        self.actor = actor
        self._events: tuple[Event, ...] | Stretch = tuple(events)
        self._at = 0  # the step's place in its Stretch, once closed

    @property
    def events(self) -> tuple[Event, ...]:
        kept = self._events
        return kept if type(kept) is tuple else kept.events(self._at)  # type: ignore[union-attr]

    def __iter__(self) -> Iterator[Any]:
        """``action, actor, events = step``, as when a step was a named tuple."""
        return iter((self.action, self.actor, self.events))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return self.action == other.action and self.actor == other.actor and self.events == other.events

    __hash__ = None  # type: ignore[assignment]  # equal by content, like the named tuple it was

    def __repr__(self) -> str:
        return f"Step(action={self.action!r}, actor={self.actor!r}, events={self.events!r})"


def close(steps: Sequence[Step], start: Any, rules: Any, chance: Any) -> None:
    """The stretch ``steps`` played from the position ``start`` is over: those of its steps still holding their
    events let them go, to be replayed from ``start`` when read."""
    if any(type(s._events) is tuple for s in steps):
        stretch = Stretch(start, [s.action for s in steps], rules, chance)
        for at, s in enumerate(steps):
            if type(s._events) is tuple:
                s._events = stretch
                s._at = at
