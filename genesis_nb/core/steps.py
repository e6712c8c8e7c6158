"""The steps of a line of play: each action, who played it, and the events it caused, replayed when read.

A game keeps every step for undo, replay, the log and the charts. Kept as objects, the events (an ``Event``
and a dict or two each) cost most of the history's memory, and every one of them is an object the garbage
collector walks again and again while the game lasts. So only the last step keeps its events: each step
belongs to a ``Stretch`` (the plies from one snapshot of ``core.history`` to the next: the snapshot and
the actions played from it), and when the next action is played, the step before it lets its events go
(``Step.let_go``). ``step.events`` then replays the stretch up to it: the rules are deterministic given the
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

    __slots__ = ("start", "_snapshot", "actions", "_rules", "_chance", "_events")

    def __init__(self, start: int, snapshot: Any, actions: list[Any], rules: Any, chance: Any) -> None:
        self.start = start  # the ply of the snapshot
        self._snapshot = snapshot  # read only, never changed
        self.actions = actions  # appended to while this stretch is the one played; never shortened
        self._rules = rules
        self._chance = chance
        self._events: list[tuple[Event, ...]] = []  # the events of the first steps, once replayed

    def events(self, at: int) -> tuple[Event, ...]:
        """The events of the stretch's ``at``-th step (the stretch is replayed as far as it goes now, and its
        events kept until those of another stretch are read)."""
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
    """One played action, who played it (None for chance), and the events it caused (``step.events``)."""

    __slots__ = ("action", "actor", "_events", "_at")

    def __init__(self, action: Any, actor: int | None, events: Sequence[Event]) -> None:
        self.action = action
        self.actor = actor
        self._events: tuple[Event, ...] | Stretch = tuple(events)
        self._at = 0  # the step's place in its Stretch, once closed

    def let_go(self, stretch: Stretch | None, ply: int) -> None:
        """The step played at ``ply`` of ``stretch`` is no longer the last: its events are replayed when read."""
        if stretch is not None and type(self._events) is tuple:
            self._events = stretch
            self._at = ply - stretch.start

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
