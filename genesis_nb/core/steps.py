"""The steps of a line of play: each action, who played it, and the events it caused, replayed when read.

A game keeps every step for undo, replay, the log and the charts. Kept as objects, the events (an ``Event``
and a dict or two each) cost most of the history's memory, and every one of them is an object the garbage
collector walks again and again while the game lasts. So only the last step keeps its events: each step
belongs to a ``Stretch`` (the plies from one snapshot of ``core.history`` to the next: the snapshot and
the actions played from it), and the stretch keeps the events of the step last played in it only (``last_events``):
playing the next action replaces them, with nothing to do for the step before. ``step.events`` of an
earlier step replays the stretch up to it: the rules are deterministic given the
state, the action and the game's ``Chance``, so the events are equal to those ``play`` returned (the
contract suite checks it). Who played each step is found the same way when first read (``step.actor``), so
playing spends nothing on it. The stretch last replayed keeps its events, its actors and the position its
replay reached (one in the process), and a later read goes on from there: reading the steps in order replays
each stretch once, and reading the last step after every action (a board) replays one action each time.
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence

from .rules import Event

_last: list[Stretch] = []  # the Stretch whose replay is kept (at most one in the process)


#: ``Step``'s actor when it is to be found by replaying its stretch (``step.actor`` finds it when first read)
ASK: Any = type("Ask", (), {"__repr__": lambda self: "ASK", "__slots__": ()})()


class Stretch:
    """The steps from one snapshot on, replayed from it: ``actions`` grows while the stretch is played."""

    __slots__ = (
        "start",
        "_snapshot",
        "actions",
        "_rules",
        "_chance",
        "_events",
        "_actors",
        "_state",
        "last",
        "last_events",
        "made",
    )

    def __init__(self, start: int, snapshot: Any, actions: list[Any], rules: Any, chance: Any) -> None:
        self.start = start  # the ply of the snapshot
        self._snapshot = snapshot  # read only, never changed
        self.actions = actions  # appended to while this stretch is the one played; never shortened
        self._rules = rules
        self._chance = chance
        self._events: list[tuple[Event, ...]] = []  # the events of the first steps, once replayed...
        self._actors: list[int | None] = []  # ...who played them...
        self._state: Any = None  # ...and the position after them (while this stretch is the one kept)
        # the step last played in this stretch (its place), and its events as play returned them: set by the
        # game that plays it (the events of the step played before are let go), or -1 when it is not the last
        self.last = -1
        self.last_events: tuple[Event, ...] = ()
        self.made = len(actions)  # how many of its steps a game has made into ``Step`` objects (``Game.steps``)

    def let_go(self) -> None:
        """No step of this stretch is the last any longer: the events kept are let go."""
        self.last, self.last_events = -1, ()

    def events(self, at: int) -> tuple[Event, ...]:
        """The events of the stretch's ``at``-th step (the stretch is replayed as far as it goes now, and its
        events kept until those of another stretch are read)."""
        if at == self.last:
            return self.last_events
        if at >= len(self._events):
            self._replay()
        return self._events[at]

    def actor(self, at: int) -> int | None:
        """Who played the stretch's ``at``-th step (replayed as for ``events``)."""
        if at >= len(self._actors):
            self._replay()
        return self._actors[at]

    def _replay(self) -> None:
        """Replay the actions not replayed yet, from where the last replay stopped (from the snapshot at first);
        the one stretch of the process whose replay is kept."""
        rules, chance = self._rules, self._chance
        if self._state is None or not _last or _last[0] is not self:
            for before in _last:
                before._events, before._actors, before._state = [], [], None
            _last[:] = [self]
            self._events, self._actors, self._state = [], [], rules.copy(self._snapshot)
        state, events, actors = self._state, self._events, self._actors
        for action in self.actions[len(events) :]:
            actors.append(rules.actor(state))
            events.append(tuple(rules.apply(state, action, chance)))


class Step:
    """One played action, who played it (None for chance), and the events it caused (``step.events``): kept
    as given, or, with ``at``, those of the ``at``-th step of the ``Stretch`` given as ``events`` (and its actor
    too when ``actor`` is ``ASK``)."""

    __slots__ = ("action", "_actor", "_events", "_at")

    def __init__(self, action: Any, actor: Any, events: Sequence[Event] | Stretch, at: int = 0) -> None:
        self.action = action
        self._actor = actor
        self._events: tuple[Event, ...] | Stretch = events if isinstance(events, Stretch) else tuple(events)
        self._at = at  # the step's place in its Stretch

    @property
    def actor(self) -> int | None:
        actor = self._actor
        if actor is ASK:
            actor = self._actor = self._events.actor(self._at)  # type: ignore[union-attr]
        return actor  # type: ignore[no-any-return]

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
