"""The steps of a line of play: each action, who played it, and the events it caused, replayed when read.

A game keeps every step for undo, replay, the log and the charts. Kept as objects, the events (an ``Event``
and a dict or two each) cost most of the history's memory, and every one of them is an object the garbage
collector walks again and again while the game lasts. So only the last step keeps its events: each step
belongs to a ``Stretch`` (the plies from one snapshot of ``core.history`` to the next: the snapshot and
the actions played from it), and the stretch keeps the events of the step last played in it only (``last_events``):
playing the next action replaces them, with nothing to do for the step before. ``step.events`` of an
earlier step replays the stretch up to it: the rules are deterministic given the
state, the action and the game's ``Chance``, so the events are equal to those ``play`` returned (the
contract suite checks it). The stretch last replayed keeps its events (one in the process), so reading the
steps in order replays each stretch once: reading a whole game's events costs about what playing it on the
bare rules did.
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence

from .rules import Event

_last: list[Stretch] = []  # the Stretch whose events are kept (at most one in the process)


class Stretch:
    """The steps from one snapshot on, replayed from it: ``actions`` grows while the stretch is played."""

    __slots__ = ("start", "_snapshot", "actions", "_rules", "_chance", "_events", "last", "last_events")

    def __init__(self, start: int, snapshot: Any, actions: list[Any], rules: Any, chance: Any) -> None:
        self.start = start  # the ply of the snapshot
        self._snapshot = snapshot  # read only, never changed
        self.actions = actions  # appended to while this stretch is the one played; never shortened
        self._rules = rules
        self._chance = chance
        self._events: list[tuple[Event, ...]] = []  # the events of the first steps, once replayed
        # the step last played in this stretch (its place), and its events as play returned them: set by the
        # game that plays it (the events of the step played before are let go), or -1 when it is not the last
        self.last = -1
        self.last_events: tuple[Event, ...] = ()

    def let_go(self) -> None:
        """No step of this stretch is the last any longer: the events kept are let go."""
        self.last, self.last_events = -1, ()

    def events(self, at: int) -> tuple[Event, ...]:
        """The events of the stretch's ``at``-th step (the stretch is replayed as far as it goes now, and its
        events kept until those of another stretch are read)."""
        if at == self.last:
            return self.last_events
        events = self._events
        if at >= len(events):
            rules, chance = self._rules, self._chance
            state = rules.copy(self._snapshot)
            events = [tuple(rules.apply(state, action, chance)) for action in list(self.actions)]
            for before in _last:
                if before is not self:
                    before._events = []
            self._events = events
            _last[:] = [self]
        return events[at]


class Step:
    """One played action, who played it (None for chance), and the events it caused (``step.events``): kept
    as given, or, with ``at``, those of the ``at``-th step of the ``Stretch`` given as ``events``."""

    __slots__ = ("action", "actor", "_events", "_at")

    def __init__(self, action: Any, actor: int | None, events: Sequence[Event] | Stretch, at: int = 0) -> None:
        self.action = action
        self.actor = actor
        self._events: tuple[Event, ...] | Stretch = events if isinstance(events, Stretch) else tuple(events)
        self._at = at  # the step's place in its Stretch

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
