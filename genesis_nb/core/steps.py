"""The steps of a line of play: each action, who played it, and the events it caused, replayed when read.

A game keeps every step for undo, replay, the log and the charts. Kept as objects, the events (an ``Event``
and a dict or two each) cost most of the history's memory, and every one of them is an object the garbage
collector walks again and again while the game lasts; finding who played each step costs ``play`` a call
of the rules for a record most games never read. So a step is only its action: each belongs to a
``Stretch`` (the plies from one snapshot of ``core.history`` to the next: the snapshot and the actions
played from it), and ``step.events`` and ``step.actor`` replay the stretch up to it when first read. The
rules are deterministic given the state, the action and the game's ``Chance``, so the events are equal to
those ``play`` returned and the actor is the one who decided (the contract suite checks both). The last
``KEPT`` stretches replayed in the process keep their replay (the events, the actors and the position it
reached) and go on from there when read further: reading the steps in order replays each stretch once (a
whole game's events cost about what playing it on the bare rules did), and reading the last step after every
action (a board's log) replays that one action.
"""

from __future__ import annotations

from typing import Any, Iterator, Sequence

from .rules import Event

#: how many stretches keep their replay (the last ones read, in the whole process: a few boards' games)
KEPT = 4

_kept: list[Stretch] = []  # the stretches whose replay is kept, the last read last

#: ``Step``'s actor when it is to be found by replaying its stretch (``step.actor`` finds it when first read)
ASK: Any = type("Ask", (), {"__repr__": lambda self: "ASK", "__slots__": ()})()


class Replay:
    """A stretch replayed so far: the position reached, and the actor and events of each step replayed."""

    __slots__ = ("state", "actors", "events")

    def __init__(self, state: Any) -> None:
        self.state = state
        self.actors: list[int | None] = []
        self.events: list[tuple[Event, ...]] = []


class Stretch:
    """The steps from one snapshot on, replayed from it: ``actions`` grows while the stretch is played."""

    __slots__ = ("start", "_snapshot", "actions", "_rules", "_chance", "_replay", "made")

    def __init__(self, start: int, snapshot: Any, actions: list[Any], rules: Any, chance: Any) -> None:
        self.start = start  # the ply of the snapshot
        self._snapshot = snapshot  # read only, never changed
        self.actions = actions  # appended to while this stretch is the one played; never shortened
        self._rules = rules
        self._chance = chance
        self._replay: Replay | None = None  # (while this stretch is one of the ``KEPT`` last read)
        self.made = len(actions)  # how many of its steps a game has made into ``Step`` objects (``Game.steps``)

    def events(self, at: int) -> tuple[Event, ...]:
        """The events of the stretch's ``at``-th step."""
        return self.replayed(at).events[at]

    def actor(self, at: int) -> int | None:
        """Who played the stretch's ``at``-th step."""
        return self.replayed(at).actors[at]

    def replayed(self, at: int) -> Replay:
        """The stretch replayed at least through its ``at``-th step: on from where the last replay stopped (from
        the snapshot when it is not kept), through every action played in it so far."""
        replay = self._replay
        if replay is None or len(replay.events) <= at:
            if replay is None:
                replay = self._replay = Replay(self._rules.copy(self._snapshot))
                while len(_kept) >= KEPT:
                    _kept.pop(0)._replay = None
                _kept.append(self)
            rules, chance = self._rules, self._chance
            state, actors, events = replay.state, replay.actors, replay.events
            for action in self.actions[len(events) :]:
                actors.append(rules.actor(state))
                events.append(tuple(rules.apply(state, action, chance)))
        return replay


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
