"""The contract every game's rules model fulfils, and the shared value types it speaks in.

A game is a ``GameRules`` object (pure functions over a plain state) wrapped by ``core.game.Game``,
which adds history, undo/redo, replay, saving and per-observer views. Nothing here imports Jupyter.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, Sequence, TypeVar

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


@dataclass(frozen=True)
class Event:
    """Something that happened, for narration and charts: a kind, the rule behind it, its data."""

    kind: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "data": dict(self.data)}


@dataclass
class ScoreSheet:
    """Scores with their breakdown: ``rows[name][category] = points``.

    ``team`` holds the shared score of a cooperative game; ``winners`` the names that won
    (empty when nobody did, as when the dark angel takes the game).
    """

    categories: list[str]
    rows: dict[str, dict[str, int]]
    winners: list[str] = field(default_factory=list)
    team: int | None = None
    notes: list[str] = field(default_factory=list)
    level: str | None = None      # the level a cooperative team reached, where a game has levels

    def total(self, name: str) -> int:
        return sum(self.rows[name].values())

    @property
    def totals(self) -> dict[str, int]:
        return {n: self.total(n) for n in self.rows}

    def to_json(self) -> dict[str, Any]:
        return {"categories": self.categories, "rows": self.rows, "totals": self.totals,
                "winners": self.winners, "team": self.team, "notes": self.notes, "level": self.level}


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
    def legal_actions(self, state: S) -> list[Any]: ...

    @abstractmethod
    def check(self, state: S, action: Any) -> None:
        """Raise ``RuleViolation`` if ``action`` is not allowed in ``state``."""

    @abstractmethod
    def apply(self, state: S, action: Any, chance: Chance) -> list[Event]:
        """Carry out a checked action and everything that follows until the next decision."""

    @abstractmethod
    def copy(self, state: S) -> S: ...

    @abstractmethod
    def actor(self, state: S) -> int | None:
        """The seat that must decide now (not always the seat whose turn it is); None when over."""

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

    def refuse(self, rule_id: str, key: str | None = None, lang: str = "en", **params: Any) -> RuleViolation:
        """A refusal for ``rule_id`` rendered from the catalogue."""
        if rule_id not in self.catalogue:
            raise KeyError(f"{self.name}: refusal names unknown rule {rule_id}")
        return RuleViolation(rule_id, key, params, render=self.catalogue.render, lang=lang)

    def with_setup(self, board: Any, options: Any) -> "GameRules[S]":
        """These rules bound to ``board`` and ``options`` (self when nothing differs).

        Games whose rules read the board or options override this; ``Game.new``, ``Game.from_position``
        and the save-file loader always go through it, so a game's rules and its save agree.
        """
        return self

    def event_visible(self, event: Event, observer: int | str) -> bool:
        """May ``observer`` (a seat, ``PUBLIC`` or ``EVERYTHING``) know of ``event``?

        Games with hidden information override this (e.g. a private draw); narration and the
        boards filter events through it.
        """
        return True

    def opening_events(self, state: S) -> list[Event]:
        """What happened during the set-up (e.g. a first roll), told before the first action."""
        return []

    def player_names(self, state: S) -> list[str]:
        """The players' names in seat order."""
        return list(state.names)  # type: ignore[attr-defined]

    # -- board data -----------------------------------------------------------------------------
    def board_to_data(self, board: Any) -> Any:
        """The board as plain data (stored in a save file when it is not the default board)."""
        return board.to_data() if board is not None else None

    def board_from_data(self, data: Any) -> Any:
        """A board from plain data; raises ``BoardFileError`` naming the fault."""
        raise NotImplementedError
