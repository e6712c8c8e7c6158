"""The contract every game's rules model fulfils, and the shared value types it speaks in.

A game is a ``GameRules`` object (pure functions over a plain state) wrapped by ``core.game.Game``,
which adds history, undo/redo, replay, saving and per-observer views. Nothing here imports Jupyter.
"""

from __future__ import annotations

import reprlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, Sequence, TypeVar, cast

from .actions import ActionRegistry
from .catalogue import Catalogue
from .chance import Chance
from .errors import RuleViolation
from .phases import PhaseMachine

S = TypeVar("S")

#: The observer that sees everything (a teacher's explicit choice).
EVERYTHING = "all"
#: The observer that sees only what is public (a spectator, a projector).
PUBLIC = "public"


_SHORT = reprlib.Repr()
_SHORT.maxlevel = 3
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 60


def shown(value: Any, most: int = 40) -> str:
    """``repr(value)`` for a sentence, cut to ``most`` characters (an input echoed back stays short). Built
    short (``reprlib``): a huge, deeply nested or unprintable value costs nothing and never raises."""
    try:
        text = _SHORT.repr(value)
    except Exception:  # a number past the int-to-text limit, a __repr__ that raises, ...
        text = f"<{type(value).__name__}>"
    return text if len(text) <= most else text[: most - 3] + "..."


def check_observer(observer: Any, players: int) -> None:
    """Refuse an observer that is not a seat ``0..players-1``, ``PUBLIC`` or ``EVERYTHING`` (ValueError
    with a sentence): an unknown name or number must never fall through to some view by accident."""
    if isinstance(observer, str) and observer in (EVERYTHING, PUBLIC):
        return
    if isinstance(observer, bool) or not isinstance(observer, int) or not 0 <= observer < players:
        raise ValueError(f"An observer is a seat 0..{players - 1}, 'public' or 'all', not {shown(observer)}.")


RowKey = int | str


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for narration and charts: a kind, the rule behind it, its data.

    An event that shows something hidden names its audience in ``data["private_to"]`` (a list of
    seats); every other event is public. ``repr`` never shows a private event's data, so printing
    what ``play`` returned on a shared screen reveals nothing.
    """

    kind: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def private_to(self) -> tuple[int, ...] | None:
        """The seats that may know of this event, or None when everybody may."""
        audience = self.data.get("private_to")
        return None if audience is None else tuple(audience)

    def visible_to(self, observer: int | str) -> bool:
        """May ``observer`` (a seat, ``PUBLIC`` or ``EVERYTHING``) know of this event?"""
        audience = self.private_to
        if audience is None or observer == EVERYTHING:
            return True
        return isinstance(observer, int) and not isinstance(observer, bool) and observer in audience

    def __repr__(self) -> str:
        if self.private_to is not None:
            return f"Event(kind={self.kind!r}, rule={self.rule!r}, private to seats {list(self.private_to)})"
        return f"Event(kind={self.kind!r}, rule={self.rule!r}, data={dict(self.data)!r})"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "data": dict(self.data)}


@dataclass
class ScoreSheet:
    """Scores with their breakdown: ``rows[key][category] = points``.

    A row's key is a seat (an int) for a player, or a fixed id (a str) for anything else that scores:
    angels' dark angel (``"dark"``), planet's continents. Never a display name: ``labels[key]`` is what
    a row is called (a player's name, or a catalogue word such as ``"word.dark_angel"``).
    ``winners`` holds the seats that won (empty when nobody did, as when the dark angel takes the game);
    ``team`` the shared score of a cooperative game and ``level`` the level it reached.
    """

    categories: list[str]
    rows: dict[RowKey, dict[str, int]]
    labels: dict[RowKey, str] = field(default_factory=dict)
    winners: list[int] = field(default_factory=list)
    team: int | None = None
    notes: list[str] = field(default_factory=list)
    level: str | None = None

    def total(self, key: RowKey) -> int:
        return sum(self.rows[key].values())

    @property
    def totals(self) -> dict[RowKey, int]:
        return {k: self.total(k) for k in self.rows}

    @staticmethod
    def is_seat(key: RowKey) -> bool:
        """Whether a row key is a player's seat (rather than a fixed id)."""
        return isinstance(key, int) and not isinstance(key, bool)

    def label(self, key: RowKey) -> str:
        return self.labels.get(key, str(key))

    def winner_names(self) -> list[str]:
        return [self.label(k) for k in self.winners]

    def to_json(self) -> dict[str, Any]:
        """JSON form: ``rows`` is a list (keys stay ints or strs), each with its label, points and total."""
        return {
            "categories": list(self.categories),
            "rows": [
                {
                    "key": k,
                    "label": self.label(k),
                    "seat": k if self.is_seat(k) else None,
                    "points": dict(v),
                    "total": sum(v.values()),
                    "winner": k in self.winners,
                }
                for k, v in self.rows.items()
            ],
            "winners": list(self.winners),
            "team": self.team,
            "notes": list(self.notes),
            "level": self.level,
        }


class GameRules(ABC, Generic[S]):
    """Pure rules of one game. States are plain data; ``apply`` mutates the state it is given."""

    name: str
    catalogue: Catalogue
    registry: ActionRegistry
    machine: PhaseMachine
    min_players: int
    max_players: int

    # -- set-up -------------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> S: ...

    @abstractmethod
    def options_from_json(self, data: Mapping[str, Any] | None) -> Any: ...

    @abstractmethod
    def options_to_json(self, options: Any) -> dict[str, Any]: ...

    # -- play ---------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state: S) -> list[Any]:
        """The legal actions in ``state``: a new list at every call, the caller's to keep or change (``Game``
        hands a long one on as it is)."""

    @abstractmethod
    def check(self, state: S, action: Any) -> None:
        """Raise ``RuleViolation`` if ``action`` is not allowed in ``state``."""

    @abstractmethod
    def apply(self, state: S, action: Any, chance: Chance) -> list[Event]:
        """Carry out a checked action and everything that follows until the next decision."""

    def advance(self, state: S, action: Any, chance: Chance) -> None:
        """``apply`` for a reader of no events (a search's rollout): the same position after it; a game may
        skip building the events and their words (by default: ``apply``)."""
        self.apply(state, action, chance)

    @abstractmethod
    def copy(self, state: S) -> S: ...

    @abstractmethod
    def actor(self, state: S) -> int | None:
        """The seat that must decide now (not always the seat whose turn it is); None when over."""

    def phase_name(self, state: S) -> str:
        """The name, in ``machine``, of the phase ``state`` rests in (by default ``state.phase``)."""
        return str(cast(Any, state).phase)

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    # -- reading ------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, observer: int | str) -> dict[str, Any]:
        """JSON-able position as ``observer`` (a seat, ``PUBLIC`` or ``EVERYTHING``) may know it."""

    @abstractmethod
    def scores(self, state: S) -> ScoreSheet: ...

    @abstractmethod
    def to_notation(self, state: S) -> str: ...

    @abstractmethod
    def from_notation(self, text: str, board: Any, options: Any) -> S: ...

    def describe(self, action: Any, lang: str = "en") -> str:
        """An action in words (for menus and logs)."""
        return str(action)

    def narrate(self, event: Event, lang: str = "en") -> str:
        """An event as a sentence, from the message ``event.<kind>``."""
        return self.catalogue.render(f"event.{event.kind}", lang, event.data)

    def narrate_for(self, event: Event, lang: str = "en", observer: int | str | None = None) -> str:
        """An event as ``observer`` hears it: the observer's own actions in the second person ("You take
        a chaos cube", from the message ``event.<kind>.you`` where the game has one), others' by name."""
        if self.is_own_event(event, observer) and f"event.{event.kind}.you" in self.catalogue.messages:
            return self.catalogue.render(f"event.{event.kind}.you", lang, event.data)
        return self.narrate(event, lang)

    @staticmethod
    def is_own_event(event: Event, observer: int | str | None) -> bool:
        """Whether ``event`` tells of ``observer``'s own doing or knowledge: its ``seat``, or the one seat it
        is private to."""
        if not isinstance(observer, int) or isinstance(observer, bool):
            return False
        seat = event.data.get("seat")
        if seat is None and event.private_to is not None and len(event.private_to) == 1:
            seat = event.private_to[0]
        return seat == observer

    def refuse(self, rule_id: str, key: str | None = None, lang: str = "en", **params: Any) -> RuleViolation:
        """A refusal for ``rule_id`` rendered from the catalogue."""
        if rule_id not in self.catalogue:
            raise KeyError(f"{self.name}: refusal names unknown rule {rule_id}")
        return RuleViolation(rule_id, key, params, render=self.catalogue.render, lang=lang)

    def with_setup(self, board: Any, options: Any) -> GameRules[S]:
        """These rules bound to ``board`` and ``options`` (self when nothing differs).

        Games whose rules read the board or options override this; ``Game.new``, ``Game.from_position``
        and the save-file loader always go through it, so a game's rules and its save agree.
        """
        return self

    def event_visible(self, event: Event, observer: int | str) -> bool:
        """May ``observer`` (a seat, ``PUBLIC`` or ``EVERYTHING``) know of ``event``?

        By default an event is private exactly when it names its audience (``data["private_to"]``);
        narration, the boards and the bots filter events through this.
        """
        return event.visible_to(observer)

    # -- hidden information ---------------------------------------------------------------------------
    #: True for a game where some observer may not know part of the position (planet's needs, book's
    #: face-down pieces). The board layer then hands the screen over between human seats.
    hidden_information: bool = False
    #: True for a game where dice, draws or shuffles decide part of the game (``core.chance.Chance``)
    chance: bool = False
    #: True for a cooperative game: the players share one score (``ScoreSheet.team``)
    team_score: bool = False

    def resample_hidden(self, state: S, observer: int | str, rng: Any) -> S:
        """A position ``observer`` cannot tell apart from ``state``: all it may know is unchanged, and
        what it may not know is drawn again from what it could be, with ``rng`` (a ``random.Random``).

        It must be canonical: two positions the observer cannot tell apart give the same result for the
        same ``rng`` state, so a bot that samples with it decides from what its seat knows and nothing
        else. Information-set bots sample positions with it, and the contract suite uses it to prove
        that nothing an observer receives depends on what it may not know. A game without hidden
        information returns a copy.
        """
        return self.copy(state)

    def check_invariants(self, state: S) -> None:
        """Raise ``AssertionError`` naming the fault if ``state`` is unsound (the contract suite calls
        this after every action of its random games). The default checks nothing."""

    def opening_events(self, state: S) -> list[Event]:
        """What happened during the set-up (e.g. a first roll), told before the first action."""
        return []

    def player_names(self, state: S) -> list[str]:
        """The players' names in seat order."""
        return list(state.names)  # type: ignore[attr-defined]

    def picture(self, state: S, observer: int | str = PUBLIC, lang: str = "en") -> str | None:
        """The position as a static SVG picture (text), drawn from ``view(state, observer)`` only; None
        when the game has no picture. Notebooks show it without a running kernel (nbviewer, GitHub)."""
        return None

    def upgrade_action(self, state: S, data: dict[str, Any], version: int) -> dict[str, Any]:
        """An action's JSON from a save file of an earlier format ``version``, as this version writes it,
        read in ``state`` (the position it was played in). The default changes nothing."""
        return data

    # -- board data -----------------------------------------------------------------------------
    def board_to_data(self, board: Any) -> Any:
        """The board as plain data (stored in a save file when it is not the default board)."""
        return board.to_data() if board is not None else None

    def board_from_data(self, data: Any) -> Any:
        """A board from plain data; raises ``BoardFileError`` naming the fault."""
        raise NotImplementedError
