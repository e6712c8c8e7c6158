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
#: the gathers' key of a position: (track, squares filled, the angel's square, its hand)
GathersKey = tuple[int, int, int, Cubes]
#: a position's legal actions, light (``AngelsChecks.legal_parts``)
Legal = tuple[tuple[int, ...], GathersKey | None, tuple[int, ...], tuple[int, Cubes] | None, bool]
#: the most gathers' keys one rules object keeps (past that many they are forgotten at once)
KEYS_KEPT = 4096


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
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._gathers_kept: dict[GathersKey, tuple[Gather, ...]] = {}

    def legal_parts(self, s: AngelsState) -> Legal:
        """What is legal in ``s``, light: the one place it is decided (``legal_actions`` makes the actions of
        it, the ``action_ids`` hook numbers it). ``(essences, gathers, moves, work, can_pass)``: the essences a
        starting cube may be chosen of; the key of the gathers (``gathers_of``; None: none); the tracks the
        angel may move to; the key of the day's works (``works_of``; None: none); whether passing is legal."""
        if s.phase == OVER:
            return (), None, (), None, False
        p = s.turn
        if s.phase == SETUP:
            return tuple(e for e in range(3) if s.stock[e] > 0), None, (), None, False
        track = s.where[p]
        chaos, matter, life = s.hands[p]
        hand = (chaos, matter, life)
        gathers = None
        if track != REST_DAY:
            row = s.tracks[track]
            gathers = (track, len(row), row.index(p), hand)
        moves: tuple[int, ...] = ()
        if s.god > 0:
            top = s.day_of_god() + 1
            if track < top and not self.options.move_same_day:
                moves = _TRACKS[:track] + _TRACKS[track + 1 : top]
            else:
                moves = _TRACKS[:top]
        work = (track, hand) if track in WORK_DAYS and p not in s.work[track] else None
        return (), gathers, moves, work, True

    def legal_actions(self, s: AngelsState) -> list[Any]:
        essences, gathers, moves, work, can_pass = self.legal_parts(s)
        if essences:
            return [_CUBES[e] for e in essences]
        out: list[Any] = list(self.gathers_of(gathers)) if gathers else []
        if moves:
            out += [_MOVES[t] for t in moves]
        if work:
            out += self.works_of(work)
        if can_pass:
            out.append(_PASS)
        return out

    def gathers_of(self, key: GathersKey) -> tuple[Gather, ...]:
        """The gathers of an angel at ``pos`` on ``track`` of ``filled`` squares with ``hand``:
        ``key = (track, filled, pos, hand)``, as ``legal_parts`` gives it (kept, the same for every such key)."""
        kept = self._gathers_kept
        out = kept.get(key)
        if out is None:
            if len(kept) >= KEYS_KEPT:
                kept.clear()
            out = kept[key] = tuple(self._gathers(*key))
        return out

    def _gathers(self, track: int, filled: int, pos: int, hand: Cubes) -> list[Gather]:
        free = self.options.switching == "free"
        total = sum(hand)
        out: list[Gather] = []
        yields = self.board.yields[track]
        for square in range(filled):
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

    def works_of(self, key: tuple[int, Cubes]) -> tuple[DayWork, ...]:
        """The day works on ``track`` that ``hand`` can pay: ``key = (track, hand)``, as ``legal_parts`` gives it."""
        track, hand = key
        return _day_works(track, self.board.cost[track], hand)

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
_TRACKS = tuple(range(8))
_CUBES = tuple(ChooseCube(e) for e in range(3))


@lru_cache(maxsize=4096)
def _gather(square: int, pay: tuple[int, ...], choice: int) -> Gather:
    """One shared object per distinct gather (made once: a frozen dataclass is slow to make)."""
    return Gather(square, pay, choice)


@lru_cache(maxsize=4096)
def _day_works(day: int, cost: Cubes, hand: Cubes) -> tuple[DayWork, ...]:
    return tuple(DayWork(day, p) for p in work_payments(cost, hand))
