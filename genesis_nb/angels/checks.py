"""What a player may do in angels: the legal actions of a position and the refusal of any other action.

``AngelsChecks`` is mixed into ``AngelsRules``; every refusal names its rule and fills a sentence of
``texts.toml``. Counts and cubes go into sentences as ``{"n", "word"}`` and ``{"cubes"}`` values, which
the catalogue words in each language (``1 cube``, ``2 cubes``, ``2 chaos and 1 life``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .boarddata import DAYS, REST_DAY, WORK_DAYS
from .payments import Cubes, can_afford, is_work_payment, switch_payments, work_payments
from .state import OVER, SETUP, AngelsState, ChooseCube, DayWork, Gather, Move, Pass

ESSENCE_WORDS = ("word.chaos", "word.matter", "word.life")


def count(n: int, word: str) -> dict[str, Any]:
    """A count for a sentence: the catalogue writes it with the right plural (``word.<word>.one/other``)."""
    return {"n": int(n), "word": word}


def cubes(v: Any) -> dict[str, Any]:
    """Cubes for a sentence: the catalogue writes them in words ("2 chaos and 1 life")."""
    return {"cubes": [int(x) for x in v]}


def day_word(track: int) -> str:
    """The void or a day, as a noun ("the void", "day III")."""
    return f"word.track.{DAYS[track]}"


def at_word(track: int) -> str:
    """Where an angel stands ("in the void", "on day III")."""
    return f"word.at.{DAYS[track]}"


class AngelsChecks:
    """Legal actions and refusals (a mixin of ``AngelsRules``: it reads ``board``, ``options``, ``refuse``)."""

    board: Any
    options: Any
    refuse: Any  # GameRules.refuse

    # -- legal actions ---------------------------------------------------------------------------
    def legal_actions(self, s: AngelsState) -> list[Any]:
        if s.phase == OVER:
            return []
        p = s.turn
        if s.phase == SETUP:
            return [ChooseCube(e) for e in range(3) if s.stock[e] > 0]
        out: list[Any] = []
        track = s.where[p]
        hand = _hand(s, p)
        if track != REST_DAY:
            out.extend(self._gathers(s, p, track, hand))
        if s.god > 0:
            top = s.day_of_god()
            for t in range(top + 1):
                if t != track or self.options.move_same_day:
                    out.append(_MOVES[t])
        if track in WORK_DAYS and p not in s.work[track]:
            out.extend(_day_works(track, self.board.cost[track], hand))
        out.append(_PASS)
        return out

    def _gathers(self, s: AngelsState, p: int, track: int, hand: Cubes) -> list[Gather]:
        row = s.tracks[track]
        pos = row.index(p)
        free = self.options.switching == "free"
        total = sum(hand)
        out: list[Gather] = []
        yields = self.board.yields[track]
        for square in range(len(row)):
            k = abs(square - pos)
            if k > total:
                continue
            choices = len(yields[square])
            spends = [k] if not free else list(range(k, total + 1, 2))
            for spend in spends:
                for pay in switch_payments(spend, hand):
                    for c in range(choices):
                        out.append(_gather(square, pay, c))
        return out

    # -- checking --------------------------------------------------------------------------------
    def check(self, s: AngelsState, action: Any) -> None:
        if s.phase == OVER:
            raise self.refuse("A-END", "refuse.over")
        p = s.turn
        if s.phase == SETUP:
            if not isinstance(action, ChooseCube):
                raise self.refuse("A-SETUP-CUBE", "refuse.setup_first")
            if action.essence not in (0, 1, 2):
                raise self.refuse("A-SETUP-CUBE", "refuse.bad_essence")
            if s.stock[action.essence] <= 0:
                raise self.refuse("A-STOCK", "refuse.stock_empty", essence=ESSENCE_WORDS[action.essence])
            return
        track = s.where[p]
        if isinstance(action, ChooseCube):
            raise self.refuse("A-SETUP-CUBE", "refuse.setup_over")
        if isinstance(action, Pass):
            return
        if isinstance(action, Move):
            self._check_move(s, track, action)
        elif isinstance(action, Gather):
            self._check_gather(s, p, track, action)
        elif isinstance(action, DayWork):
            self._check_work(s, p, track, action)
        else:
            raise self.refuse("A-ONE-ACTION", "refuse.unknown_action")

    def _check_move(self, s: AngelsState, track: int, a: Move) -> None:
        if not 0 <= a.to <= 7:
            raise self.refuse("A-MOVE", "refuse.no_such_day")
        if s.god == 0:
            raise self.refuse("A-MOVE-ROUND1", "refuse.move_round1")
        if a.to > s.day_of_god():
            raise self.refuse("A-MOVE", "refuse.not_activated", day=DAYS[a.to], god=DAYS[s.day_of_god()])
        if a.to == track and not self.options.move_same_day:
            raise self.refuse("A-MOVE-SAME", "refuse.move_same", day=at_word(track))

    def _check_gather(self, s: AngelsState, p: int, track: int, a: Gather) -> None:
        if track == REST_DAY:
            raise self.refuse("A-GATHER-VII", "refuse.gather_vii")
        row = s.tracks[track]
        pos = row.index(p)
        if len(a.pay) != 3 or any(x < 0 for x in a.pay):
            raise self.refuse("A-SWITCH", "refuse.bad_payment")
        if not 0 <= a.square < len(row):
            raise self.refuse(
                "A-SWITCH",
                "refuse.switch_off_track",
                square=a.square + 1,
                filled=count(len(row), "filled"),
                track=day_word(track),
            )
        k = abs(a.square - pos)
        hand = s.hands[p]
        if k > sum(hand):
            raise self.refuse(
                "A-SWITCH",
                "refuse.switch_unaffordable",
                steps=count(k, "place"),
                cost=count(k, "cube"),
                have=count(sum(hand), "cube"),
            )
        spent = sum(a.pay)
        if spent < k:
            raise self.refuse(
                "A-SWITCH",
                "refuse.switch_unpaid",
                steps=count(k, "place"),
                cost=count(k, "cube"),
                paid=count(spent, "cube"),
            )
        if k == 0 and spent and self.options.switching != "free":
            if spent % 2 == 0:  # away and back: the rulebook allows it; the kit's one-way reading does not
                raise self.refuse(
                    "A-SWITCH-ONEWAY", "refuse.switch_away_and_back", square=a.square + 1, paid=count(spent, "cube")
                )
            raise self.refuse("A-SWITCH", "refuse.pay_without_switch", square=a.square + 1)
        if spent > k:
            if self.options.switching != "free":
                raise self.refuse(
                    "A-SWITCH-ONEWAY",
                    "refuse.switch_overpaid",
                    steps=count(k, "place"),
                    cost=count(k, "cube"),
                    paid=count(spent, "cube"),
                )
            if (spent - k) % 2:
                if k == 0:
                    raise self.refuse(
                        "A-SWITCH-ONEWAY", "refuse.switch_parity_here", square=a.square + 1, paid=count(spent, "cube")
                    )
                raise self.refuse(
                    "A-SWITCH-ONEWAY",
                    "refuse.switch_parity",
                    square=a.square + 1,
                    steps=count(k, "switch"),
                    cost=count(k, "cube"),
                    paid=count(spent, "cube"),
                )
        for i in range(3):
            if a.pay[i] > hand[i]:
                raise self.refuse(
                    "A-SWITCH",
                    "refuse.cannot_afford",
                    essence=ESSENCE_WORDS[i],
                    need=a.pay[i],
                    have=count(hand[i], "none_or_n"),
                )
        if not 0 <= a.choice < len(self.board.yields[track][a.square]):
            raise self.refuse("A-GATHER", "refuse.no_such_choice")

    def _check_work(self, s: AngelsState, p: int, track: int, a: DayWork) -> None:
        if not 1 <= a.day <= 7:
            raise self.refuse("A-WORK", "refuse.no_such_work_day")
        if a.day == REST_DAY:
            raise self.refuse("A-WORK-VII", "refuse.work_vii")
        if track != a.day:
            if track == 0:
                raise self.refuse("A-WORK", "refuse.work_void", day=DAYS[a.day])
            raise self.refuse("A-WORK", "refuse.work_elsewhere", track=at_word(track), day=DAYS[a.day])
        if p in s.work[track]:
            raise self.refuse("A-WORK-ONCE", "refuse.work_twice", day=DAYS[track])
        if len(a.pay) != 3 or any(x < 0 for x in a.pay):
            raise self.refuse("A-WORK-PAY", "refuse.bad_payment")
        hand = _hand(s, p)
        cost = self.board.cost[track]
        if not can_afford(cost, hand):
            raise self.refuse(
                "A-WORK-PAY", "refuse.work_unaffordable", day=DAYS[track], cost=cubes(cost), hand=cubes(hand)
            )
        for i in range(3):
            if a.pay[i] > hand[i]:
                raise self.refuse(
                    "A-WORK-PAY",
                    "refuse.cannot_afford",
                    essence=ESSENCE_WORDS[i],
                    need=a.pay[i],
                    have=count(hand[i], "none_or_n"),
                )
        if not is_work_payment(cost, a.pay):
            raise self.refuse("A-EXCHANGE", "refuse.work_wrong_payment", cost=cubes(cost), pay=cubes(a.pay))


def _hand(s: AngelsState, p: int) -> Cubes:
    """Seat ``p``'s cubes (chaos, matter, life) as the payments' fixed-length tuple."""
    chaos, matter, life = s.hands[p]
    return (chaos, matter, life)


_PASS = Pass()
_MOVES = tuple(Move(t) for t in range(8))


@lru_cache(maxsize=4096)
def _gather(square: int, pay: tuple[int, ...], choice: int) -> Gather:
    return Gather(square, pay, choice)


@lru_cache(maxsize=4096)
def _day_works(day: int, cost: Cubes, hand: Cubes) -> tuple[DayWork, ...]:
    return tuple(DayWork(day, p) for p in work_payments(cost, hand))
