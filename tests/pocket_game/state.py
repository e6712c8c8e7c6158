"""The pocket state (one hand of a match at a time), its options and its actions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from genesis_nb.core.actions import ActionRegistry

#: the moves of a hand, one letter each (the notation's): check, bet, call, fold
CHECK, BET, CALL, FOLD = "c", "b", "k", "f"
MOVES = CHECK + BET + CALL + FOLD
#: the phases the game rests in (``deal`` resolves by itself)
DEAL, BETTING, OVER = "deal", "bet", "over"
MAX_HANDS = 50

registry = ActionRegistry("pocket")


@registry.action("check")
@dataclass(frozen=True)
class Check:
    """Put nothing in while nobody has bet."""


@registry.action("bet")
@dataclass(frozen=True)
class Bet:
    """Put one chip in while nobody has bet (the hand's one bet)."""


@registry.action("call")
@dataclass(frozen=True)
class Call:
    """Answer the bet with one chip and stay in."""


@registry.action("fold")
@dataclass(frozen=True)
class Fold:
    """Answer the bet by giving the hand up."""


LETTER = {Check: CHECK, Bet: BET, Call: CALL, Fold: FOLD}


@dataclass(frozen=True)
class PocketOptions:
    """The match's length and whether the opening seat moves on (the readings ``P-HANDS``, ``P-ROTATE``)."""

    hands: int = 6
    rotate: bool = True

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> PocketOptions:
        data = dict(data or {})
        unknown = set(data) - {"hands", "rotate"}
        if unknown:
            raise ValueError(f"pocket has no option {', '.join(sorted(unknown))}")
        hands = data.get("hands", cls.hands)
        rotate = data.get("rotate", cls.rotate)
        if isinstance(hands, bool) or not isinstance(hands, int) or not 1 <= hands <= MAX_HANDS:
            raise ValueError(f"hands is a whole number from 1 to {MAX_HANDS}, not {hands!r:.40}")
        if not isinstance(rotate, bool):
            raise ValueError(f"rotate is true or false, not {rotate!r:.40}")
        return cls(hands, rotate)

    def to_json(self) -> dict[str, Any]:
        return {"hands": self.hands, "rotate": self.rotate}


@dataclass
class PocketState:
    """A match: the hand being played (cards, moves) and what the finished hands brought each seat."""

    names: list[str]
    hands: int
    rotate: bool = True
    hand: int = 0  # the hand being played, from 0
    cards: list[int] = field(default_factory=list)  # each seat's card this hand, 1..n+1
    moves: str = ""  # this hand's moves, one letter each, from its first player on
    deals: int = 0  # the chance counter: hands dealt
    pots: list[int] = field(default_factory=list)  # chips each seat won from pots, finished hands
    stakes: list[int] = field(default_factory=list)  # chips each seat put in, finished hands
    #: the last finished hand: its winner, its pot and the cards shown (0: not shown), or None
    last: tuple[int, int, tuple[int, ...]] | None = None
    phase: str = DEAL

    @property
    def n(self) -> int:
        return len(self.names)

    def copy(self) -> PocketState:
        return PocketState(
            list(self.names),
            self.hands,
            self.rotate,
            self.hand,
            list(self.cards),
            self.moves,
            self.deals,
            list(self.pots),
            list(self.stakes),
            self.last,
            self.phase,
        )

    def __repr__(self) -> str:  # never the cards
        return (
            f"PocketState(players={self.n}, hand={self.hand + 1}/{self.hands}, moves={self.moves!r}, "
            f"phase={self.phase!r})"
        )
