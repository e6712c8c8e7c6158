"""Checking an action before it is played: every refusal names its rule and says why in plain words.

``PlanetChecks.check`` is the one gate (``Game.play`` and ``Game.why_not`` call it). It reads only the
position, never chance, and never a hidden need: whether an action is allowed depends on colours,
places and the phase, which every player can see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.catalogue import count
from ..core.errors import RuleViolation
from ..core.lazy import lazy_module
from .board_tables import BoardTables
from .boarddata import OXYGEN, Board, Layout
from .state import (
    BACTERIA_MOVE,
    DESIGNATE,
    EXCHANGE,
    FLIP,
    INDICATE,
    LOOK,
    LOOK_MOVE,
    OVER,
    PLACE,
    SHARE,
    PlanetOptions,
    PlanetState,
)

if TYPE_CHECKING:
    from . import actions as A
    from .actions import BacteriaMove, Designate, Exchange, Flip, Give, Indicate, Look, LookMove, Place
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

_EXPECT = {
    INDICATE: "Indicate",
    DESIGNATE: "Designate",
    PLACE: "Place",
    FLIP: "Flip",
    EXCHANGE: "Exchange",
    LOOK: "Look",
    LOOK_MOVE: "LookMove",
    SHARE: "Give",
    BACTERIA_MOVE: "BacteriaMove",
}
_PHASE_RULE = {
    INDICATE: "P-INDICATE",
    DESIGNATE: "P-DESIGNATE",
    PLACE: "P-PLACE",
    FLIP: "P-OX-FLIP",
    EXCHANGE: "P-OX-EXCHANGE",
    LOOK: "P-OX-LOOK",
    LOOK_MOVE: "P-OX-LOOK",
    SHARE: "P-BAC-SHARE",
    BACTERIA_MOVE: "P-BAC-MOVE",
}


class PlanetChecks(BoardTables):
    """The checks of ``PlanetRules`` (a mixin: it uses the rules' tables and helpers)."""

    # What the mixin reads of ``PlanetRules`` (annotations only: the rules set or define them all).
    board: Board
    options: PlanetOptions
    refuse: Callable[..., RuleViolation]  # GameRules.refuse(rule_id, key, **params)
    actor: Callable[[PlanetState], int | None]
    layout: Callable[[PlanetState], Layout]
    is_open: Callable[[PlanetState, int], bool]
    has_free_space: Callable[[PlanetState, int, Layout], bool]
    can_place_on: Callable[[PlanetState, int, int, Layout], bool]
    free_element_spaces: Callable[[PlanetState, Layout], list[int]]

    def check(self, s: PlanetState, action: Any) -> None:
        ph = s.phase
        if ph == OVER:
            raise self.refuse("P-END", "refuse.over")
        seat = self.actor(s)
        assert seat is not None  # only a finished game (refused above) has no one to act
        who = s.names[seat]
        want = getattr(A, _EXPECT[ph])
        if isinstance(action, A.Skip):
            if ph not in (FLIP, EXCHANGE, LOOK):
                raise self.refuse(_PHASE_RULE[ph], f"refuse.wait.{ph}", player=who, active=s.names[s.turn])
            if not self.options.oxygen_optional:
                raise self.refuse("P-R-OX-OPTIONAL", "refuse.must_act", player=who)
            return
        if type(action) is not want:
            if type(action) not in A.registry.types.values():
                raise self.refuse("P-TURN", "refuse.unknown", player=who)
            raise self.refuse(_PHASE_RULE[ph], f"refuse.wait.{ph}", player=who, active=s.names[s.turn])
        lay = self.layout(s)
        getattr(self, f"_check_{ph}")(s, action, seat, who, lay)

    def _slot(self, s: PlanetState, seat: int, slot: Any, who: str, rule: str) -> int:
        hand = s.hands[seat]
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < len(hand):
            raise self.refuse(rule, "refuse.no_slot", player=who, slot=slot, count=count(len(hand), "hand"))
        return hand[slot]

    def _space(self, g: Any, rule: str) -> int:
        if isinstance(g, bool) or not isinstance(g, int) or not 0 <= g < self.n_spaces:
            raise self.refuse(rule, "refuse.no_space", space=g, last=self.n_spaces - 1)
        return g

    def _continent_word(self, c: int) -> str:
        return f"{self.board.trays[c].name} ({self.board.trays[c].letter})"

    def _check_indicate(self, s: PlanetState, a: Indicate, seat: int, who: str, lay: Layout) -> None:
        self._slot(s, seat, a.slot, who, "P-INDICATE")

    def _check_designate(self, s: PlanetState, a: Designate, seat: int, who: str, lay: Layout) -> None:
        c = a.continent
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < len(lay.spaces):
            raise self.refuse("P-DESIGNATE", "refuse.no_continent", continent=c)
        name = self._continent_word(c)
        if not self.is_open(s, c):
            raise self.refuse("P-ASIDE-OPEN", "refuse.aside_closed", continent=name)
        if not self.has_free_space(s, c, lay):
            raise self.refuse("P-DESIGNATE", "refuse.continent_full", continent=name)
        if self.options.cannot_place == "designator" and not self.can_place_on(s, s.turn, c, lay):
            raise self.refuse("P-R-CANNOT-PLACE", "refuse.designate_useless", continent=name, active=s.names[s.turn])

    def _check_place(self, s: PlanetState, a: Place, seat: int, who: str, lay: Layout) -> None:
        p = self._slot(s, seat, a.slot, who, "P-PLACE")
        g = self._space(a.space, "P-PLACE")
        c = s.designated
        if lay.continent[g] != c:
            raise self.refuse(
                "P-PLACE", "refuse.not_designated", space=self.labels[g], continent=self._continent_word(c)
            )
        if s.board[g] >= 0:
            raise self.refuse("P-PLACE", "refuse.occupied", space=self.labels[g])
        ox = self.kind[p] == OXYGEN
        if ox and not lay.white[g]:
            raise self.refuse("P-WHITE", "refuse.oxygen_on_element", space=self.labels[g])
        if not ox and lay.white[g]:
            raise self.refuse(
                "P-WHITE", "refuse.element_on_white", space=self.labels[g], colour=f"word.colour.{self.colour[p]}"
            )
        if not isinstance(a.need_up, bool):
            raise self.refuse("P-OXYGEN", "refuse.bad_side", value=a.need_up)
        if a.need_up and not ox:
            raise self.refuse("P-PLACE", "refuse.element_face_up", colour=f"word.colour.{self.colour[p]}")

    def _check_flip(self, s: PlanetState, a: Flip, seat: int, who: str, lay: Layout) -> None:
        g = self._space(a.space, "P-OX-FLIP")
        c = s.target
        if lay.continent[g] != c:
            raise self.refuse(
                "P-OX-FLIP",
                "refuse.action_elsewhere",
                space=self.labels[g],
                continent=self._continent_word(c),
                action="word.action.flip",
            )
        p = s.board[g]
        if p < 0:
            raise self.refuse("P-OX-FLIP", "refuse.action_empty", space=self.labels[g])
        if self.kind[p] == OXYGEN:
            raise self.refuse("P-OX-FLIP", "refuse.action_oxygen", space=self.labels[g])
        if s.up[p] and not self.options.flip_back:
            raise self.refuse("P-R-FLIP", "refuse.flip_up", space=self.labels[g])

    def _check_exchange(self, s: PlanetState, a: Exchange, seat: int, who: str, lay: Layout) -> None:
        g1 = self._space(a.first, "P-OX-EXCHANGE")
        g2 = self._space(a.second, "P-OX-EXCHANGE")
        if g1 == g2:
            raise self.refuse("P-OX-EXCHANGE", "refuse.exchange_same", space=self.labels[g1])
        for g in (g1, g2):
            p = s.board[g]
            if p < 0:
                raise self.refuse("P-OX-EXCHANGE", "refuse.action_empty", space=self.labels[g])
            if self.kind[p] == OXYGEN:
                raise self.refuse("P-OX-EXCHANGE", "refuse.action_oxygen", space=self.labels[g])
        if lay.continent[g1] != s.target and lay.continent[g2] != s.target:
            raise self.refuse(
                "P-OX-EXCHANGE",
                "refuse.exchange_far",
                first=self.labels[g1],
                second=self.labels[g2],
                continent=self._continent_word(s.target),
            )

    def _check_look(self, s: PlanetState, a: Look, seat: int, who: str, lay: Layout) -> None:
        g = self._space(a.space, "P-OX-LOOK")
        if lay.continent[g] != s.target:
            raise self.refuse(
                "P-OX-LOOK",
                "refuse.action_elsewhere",
                space=self.labels[g],
                continent=self._continent_word(s.target),
                action="word.action.look_move",
            )
        p = s.board[g]
        if p < 0:
            raise self.refuse("P-OX-LOOK", "refuse.action_empty", space=self.labels[g])
        if self.kind[p] == OXYGEN:
            raise self.refuse("P-OX-LOOK", "refuse.action_oxygen", space=self.labels[g])

    def _check_look_move(self, s: PlanetState, a: LookMove, seat: int, who: str, lay: Layout) -> None:
        g = self._space(a.to, "P-OX-LOOK")
        if g == s.target:
            if not self.options.look_move_stay and self.free_element_spaces(s, lay):
                raise self.refuse("P-R-LOOK-STAY", "refuse.look_stay", space=self.labels[g])
            return
        self._check_destination(s, g, lay, "P-OX-LOOK")

    def _check_destination(self, s: PlanetState, g: int, lay: Layout, rule: str) -> None:
        if s.board[g] >= 0:
            raise self.refuse(rule, "refuse.occupied", space=self.labels[g])
        if lay.white[g]:
            raise self.refuse("P-WHITE", "refuse.element_on_white", space=self.labels[g], colour="word.colour.element")
        if not self.is_open(s, lay.continent[g]):
            raise self.refuse("P-ASIDE-OPEN", "refuse.aside_closed", continent=self._continent_word(lay.continent[g]))

    def _check_share(self, s: PlanetState, a: Give, seat: int, who: str, lay: Layout) -> None:
        p = self._slot(s, seat, a.slot, who, "P-BAC-SHARE")
        if self.kind[p] == OXYGEN and not self.options.share_oxygen:
            raise self.refuse("P-R-SHARE-ANY", "refuse.give_oxygen", player=who)

    def _check_bacteria_move(self, s: PlanetState, a: BacteriaMove, seat: int, who: str, lay: Layout) -> None:
        g1 = self._space(a.frm, "P-BAC-MOVE")
        g2 = self._space(a.to, "P-BAC-MOVE")
        p = s.board[g1]
        if p < 0:
            raise self.refuse("P-BAC-MOVE", "refuse.action_empty", space=self.labels[g1])
        if self.kind[p] == OXYGEN:
            raise self.refuse("P-R-MOVE-WHAT", "refuse.action_oxygen", space=self.labels[g1])
        if lay.continent[g1] == lay.continent[g2]:
            raise self.refuse("P-BAC-MOVE", "refuse.move_same_continent", first=self.labels[g1], second=self.labels[g2])
        self._check_destination(s, g2, lay, "P-BAC-MOVE")
