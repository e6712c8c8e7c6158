"""The rules of angels: set-up, the four phases of a round, the dark angel's schedule, God, scoring.

Phases (the rulebook's round overview, as ``MACHINE``): set-up (each player takes a starting cube),
then 21 rounds of start player -> player turns -> dark angel -> God moves; God's arrival on the
evening of day VII ends the game. Only the set-up and the player turns wait for a decision; the
other phases resolve by themselves inside ``apply``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from ..core.catalogue import Catalogue
from ..core.chance import Chance
from ..core.errors import RuleViolation
from ..core.phases import Phase, PhaseMachine
from ..core.rules import Event, GameRules, ScoreSheet
from . import notation
from .boarddata import DAYS, REST_DAY, WORK_DAYS, Board, board_from_data, cubes_text, default_board
from .payments import switch_payments, work_payments
from .state import (COLOURS, OVER, SETUP, TURNS, AngelsOptions, AngelsState, ChooseCube, DayWork,
                    Gather, Move, Pass, registry)

LAST_GOD = 21          # God on the evening of day VII: the game is over
ESSENCE_WORDS = ("word.chaos", "word.matter", "word.life")
DARK_LABEL = "Dark angel"

MACHINE = PhaseMachine(
    [Phase("setup", "A-SETUP-CUBE", True),
     Phase("start_player", "A-START-PLAYER", False),
     Phase("player_turns", "A-TURN", True),
     Phase("dark_angel", "A-DARK", False),
     Phase("god_moves", "A-GOD", False),
     Phase("game_over", "A-END", False)],
    {"setup": ["start_player"],
     "start_player": ["player_turns"],
     "player_turns": ["dark_angel"],
     "dark_angel": ["god_moves"],
     "god_moves": ["start_player", "game_over"]},
    start="setup",
)

CATALOGUE = Catalogue.from_toml("angels", Path(__file__).with_name("texts.toml"), ("en", "nl"))


class AngelsRules(GameRules[AngelsState]):
    name = "angels"
    catalogue = CATALOGUE
    registry = registry
    machine = MACHINE
    min_players = 2
    max_players = 6

    def __init__(self, board: Board | None = None, options: AngelsOptions | None = None) -> None:
        self.board = board or default_board()
        self.options = options or AngelsOptions()
        self._pass = Pass()
        self._moves = [Move(t) for t in range(8)]

    # -- options and board -----------------------------------------------------------------------
    def options_from_json(self, data: Mapping[str, Any] | None) -> AngelsOptions:
        return AngelsOptions.from_json(data)

    def options_to_json(self, options: AngelsOptions) -> dict[str, Any]:
        return options.to_json()

    def board_from_data(self, data: Any) -> Board:
        return board_from_data(data)

    def with_setup(self, board: Board | None, options: AngelsOptions | None) -> "AngelsRules":
        """These rules on another board or with other options (a new rules object when they differ)."""
        board = board or self.board
        options = options or self.options
        if board is self.board and options == self.options:
            return self
        return AngelsRules(board, options)

    # -- set-up ----------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> AngelsState:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"angels is for 2 to 6 players, not {n}")
        names = [str(p) for p in players]
        if len(set(names)) != n:
            raise ValueError("every player needs a different name")
        # players named after angel colours play those colours; otherwise colours go in seat order
        lowered = [x.lower() for x in names]
        colours = lowered if all(c in COLOURS for c in lowered) else list(COLOURS[:n])
        s = AngelsState(n, names, colours)
        s.tracks[0] = list(range(n)) + [n]   # seat order (oldest first), then the dark angel
        s.phase = SETUP
        s.turn = 0
        return s

    # -- whose decision --------------------------------------------------------------------------
    def actor(self, s: AngelsState) -> int | None:
        return None if s.phase == OVER else s.turn

    def is_over(self, s: AngelsState) -> bool:
        return s.phase == OVER

    def copy(self, s: AngelsState) -> AngelsState:
        return s.copy()

    def phase_name(self, s: AngelsState) -> str:
        return {SETUP: "setup", TURNS: "player_turns", OVER: "game_over"}[s.phase]

    # -- legal actions ---------------------------------------------------------------------------
    def legal_actions(self, s: AngelsState) -> list[Any]:
        if s.phase == OVER:
            return []
        p = s.turn
        if s.phase == SETUP:
            return [ChooseCube(e) for e in range(3) if s.stock[e] > 0]
        out: list[Any] = []
        track = s.where[p]
        hand = tuple(s.hands[p])
        if track != REST_DAY:
            out.extend(self._gathers(s, p, track, hand))
        if s.god > 0:
            top = s.day_of_god()
            for t in range(top + 1):
                if t != track or self.options.move_same_day:
                    out.append(self._moves[t])
        if track in WORK_DAYS and p not in s.work[track]:
            out.extend(_day_works(self.board.cost[track], hand))
        out.append(self._pass)
        return out

    def _gathers(self, s: AngelsState, p: int, track: int, hand: tuple[int, int, int]) -> list[Gather]:
        row = s.tracks[track]
        pos = row.index(p)
        free = self.options.switching == "free"
        total = sum(hand)
        out: list[Gather] = []
        yields = self.board.yields[track]
        for shift in range(-pos, len(row) - pos):
            k = abs(shift)
            if k > total:
                continue
            choices = len(yields[pos + shift])
            spends = [k] if not free else list(range(k, total + 1, 2))
            for spend in spends:
                for pay in switch_payments(spend, hand):
                    for c in range(choices):
                        out.append(_gather(shift, pay, c))
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
            self._check_move(s, p, track, action)
        elif isinstance(action, Gather):
            self._check_gather(s, p, track, action)
        elif isinstance(action, DayWork):
            self._check_work(s, p, track, action)
        else:
            raise self.refuse("A-ONE-ACTION", "refuse.unknown_action")

    def _check_move(self, s: AngelsState, p: int, track: int, a: Move) -> None:
        if not 0 <= a.to <= 7:
            raise self.refuse("A-MOVE", "refuse.no_such_day")
        if s.god == 0:
            raise self.refuse("A-MOVE-ROUND1", "refuse.move_round1")
        if a.to > s.day_of_god():
            raise self.refuse("A-MOVE", "refuse.not_activated", day=DAYS[a.to],
                              god=DAYS[s.day_of_god()])
        if a.to == track and not self.options.move_same_day:
            raise self.refuse("A-MOVE-SAME", "refuse.move_same", day=_day_word(track))

    def _check_gather(self, s: AngelsState, p: int, track: int, a: Gather) -> None:
        if track == REST_DAY:
            raise self.refuse("A-GATHER-VII", "refuse.gather_vii")
        row = s.tracks[track]
        pos = row.index(p)
        if len(a.pay) != 3 or any(x < 0 for x in a.pay):
            raise self.refuse("A-SWITCH", "refuse.bad_payment")
        target = pos + a.shift
        if not 0 <= target < len(row):
            raise self.refuse("A-SWITCH", "refuse.switch_off_track", steps=abs(a.shift))
        spent = sum(a.pay)
        k = abs(a.shift)
        if spent < k:
            raise self.refuse("A-SWITCH", "refuse.switch_unpaid", steps=k, paid=spent)
        if spent > k:
            if self.options.switching != "free":
                raise self.refuse("A-SWITCH-ONEWAY", "refuse.switch_overpaid", steps=k, paid=spent)
            if (spent - k) % 2:
                raise self.refuse("A-SWITCH-ONEWAY", "refuse.switch_parity", steps=k, paid=spent)
        hand = s.hands[p]
        for i in range(3):
            if a.pay[i] > hand[i]:
                raise self.refuse("A-SWITCH", "refuse.cannot_afford", essence=ESSENCE_WORDS[i],
                                  need=a.pay[i], have=hand[i])
        if not 0 <= a.choice < len(self.board.yields[track][target]):
            raise self.refuse("A-GATHER", "refuse.no_such_choice")

    def why_not_work_on(self, s: AngelsState, day: int) -> RuleViolation | None:
        """The refusal for pointing at ``day``'s work while standing elsewhere (None on one's own day).

        ``DayWork`` always means the day the player stands on, so this is the one refusal ``check``
        cannot give: boards ask it when a player clicks another day's work track."""
        here = s.where[s.turn]
        if here == day:
            return None
        return self.refuse("A-WORK", "refuse.work_elsewhere", track=_day_word(here), day=DAYS[day])

    def _check_work(self, s: AngelsState, p: int, track: int, a: DayWork) -> None:
        if track == REST_DAY:
            raise self.refuse("A-WORK-VII", "refuse.work_vii")
        if track == 0:
            raise self.refuse("A-WORK", "refuse.work_void")
        if p in s.work[track]:
            raise self.refuse("A-WORK-ONCE", "refuse.work_twice", day=DAYS[track])
        if len(a.pay) != 3 or any(x < 0 for x in a.pay):
            raise self.refuse("A-WORK-PAY", "refuse.bad_payment")
        hand = tuple(s.hands[p])
        cost = self.board.cost[track]
        if a.pay not in work_payments(cost, hand):
            options = work_payments(cost, hand)
            if not options:
                raise self.refuse("A-WORK-PAY", "refuse.work_unaffordable", day=DAYS[track],
                                  cost=cubes_text(cost), hand=cubes_text(hand))
            raise self.refuse("A-EXCHANGE", "refuse.work_wrong_payment", cost=cubes_text(cost),
                              pay=cubes_text(a.pay))

    # -- applying --------------------------------------------------------------------------------
    def apply(self, s: AngelsState, action: Any, chance: Chance) -> list[Event]:
        ev: list[Event] = []
        p = s.turn
        if s.phase == SETUP:
            s.stock[action.essence] -= 1
            s.hands[p][action.essence] += 1
            ev.append(Event("choose_cube", "A-SETUP-CUBE",
                            {"player": s.names[p], "seat": p, "essence": ESSENCE_WORDS[action.essence]}))
            if p + 1 < s.n:
                s.turn = p + 1
            else:
                MACHINE.check("setup", "start_player")
                self._begin_round(s, ev)
            return ev
        track = s.where[p]
        if isinstance(action, Gather):
            self._do_gather(s, p, track, action, ev)
        elif isinstance(action, Move):
            self._do_move(s, p, action.to, ev, "move", "A-MOVE")
        elif isinstance(action, DayWork):
            for i in range(3):
                s.hands[p][i] -= action.pay[i]
                s.stock[i] += action.pay[i]
            circle = len(s.work[track])
            s.work[track].append(p)
            ev.append(Event("day_work", "A-WORK", {
                "player": s.names[p], "seat": p, "day": DAYS[track], "circle": circle + 1,
                "points": self.board.circles[track][circle], "paid": cubes_text(action.pay),
                "exchanged": sum(action.pay) > sum(self.board.cost[track])}))
        else:
            ev.append(Event("pass", "A-PASS", {"player": s.names[p], "seat": p}))
        self._next_turn(s, ev)
        return ev

    def _do_gather(self, s: AngelsState, p: int, track: int, a: Gather, ev: list[Event]) -> None:
        row = s.tracks[track]
        hand = s.hands[p]
        pos = row.index(p)
        if sum(a.pay):
            for i in range(3):
                hand[i] -= a.pay[i]
                s.stock[i] += a.pay[i]
            step = 1 if a.shift > 0 else -1
            passed = []
            for _ in range(abs(a.shift)):
                other = row[pos + step]
                row[pos], row[pos + step] = other, p
                passed.append(self._angel_name(s, other))
                pos += step
            ev.append(Event("switch", "A-SWITCH", {
                "player": s.names[p], "seat": p, "with": passed,
                "steps": abs(a.shift), "paid": cubes_text(a.pay), "square": pos + 1}))
        want = self.board.yields[track][pos][a.choice]
        took = tuple(min(want[i], s.stock[i]) for i in range(3))
        for i in range(3):
            hand[i] += took[i]
            s.stock[i] -= took[i]
        ev.append(Event("gather", "A-GATHER" if took == want else "A-STOCK", {
            "player": s.names[p], "seat": p, "took": cubes_text(took), "wanted": cubes_text(want),
            "short": took != want, "day": _day_word(track), "square": pos + 1}))

    def _do_move(self, s: AngelsState, angel: int, to: int, ev: list[Event], kind: str, rule: str) -> None:
        frm = s.where[angel]
        row = s.tracks[frm]
        i = row.index(angel)
        row.pop(i)
        dest = s.tracks[to]
        dest.append(angel)
        s.where[angel] = to
        ev.append(Event(kind, rule, {"player": self._angel_name(s, angel), "seat": angel,
                                     "from": _day_word(frm), "to": _day_word(to), "square": len(dest)}))
        if i < len(row):
            ev.append(Event("gap", "A-GAP", {"day": _day_word(frm),
                                             "angels": [self._angel_name(s, a) for a in row[i:]]}))

    def _next_turn(self, s: AngelsState, ev: list[Event]) -> None:
        s.acted += 1
        if s.acted < s.n:
            s.turn = (s.turn + 1) % s.n
            self._begin_turn(s, ev)
            return
        MACHINE.check("player_turns", "dark_angel")
        self._dark_turn(s, ev)
        MACHINE.check("dark_angel", "god_moves")
        s.god += 1
        day = s.day_of_god()
        new_day = (s.god - 1) % 3 == 0
        ev.append(Event("god", "A-GOD", {"day": DAYS[day], "time": _time_word(s.god),
                                        "activated": new_day}))
        if s.god >= LAST_GOD:
            MACHINE.check("god_moves", "game_over")
            s.phase = OVER
            s.acted = 0
            sheet = self.scores(s)
            ev.append(Event("end", "A-END", {"winners": sheet.winners or ["word.nobody"],
                                             "dark_wins": not sheet.winners,
                                             "totals": sheet.totals}))
            return
        MACHINE.check("god_moves", "start_player")
        self._begin_round(s, ev)

    def _begin_round(self, s: AngelsState, ev: list[Event]) -> None:
        s.phase = TURNS
        MACHINE.check("start_player", "player_turns")
        s.start = self.leftmost_player(s)
        s.turn = s.start
        s.acted = 0
        ev.append(Event("round", "A-START-PLAYER", {"round": s.god + 1, "player": s.names[s.start],
                                                    "seat": s.start, "time": _time_word(s.god),
                                                    "day": DAYS[s.day_of_god()]}))
        self._begin_turn(s, ev)

    def _begin_turn(self, s: AngelsState, ev: list[Event]) -> None:
        p = s.turn
        track = s.where[p]
        if track in WORK_DAYS and p in s.work[track]:
            want = self.board.bonus[track]
            took = tuple(min(want[i], s.stock[i]) for i in range(3))
            for i in range(3):
                s.hands[p][i] += took[i]
                s.stock[i] -= took[i]
            ev.append(Event("bonus", "A-BONUS", {"player": s.names[p], "seat": p, "day": DAYS[track],
                                                 "took": cubes_text(took), "wanted": cubes_text(want),
                                                 "short": took != want}))

    def leftmost_player(self, s: AngelsState) -> int:
        """The player furthest left on the essence track (the reading chosen by ``options.leftmost``)."""
        best, key = 0, None
        for a in range(s.n):
            t = s.where[a]
            sq = s.tracks[t].index(a)
            mode = self.options.leftmost
            k = (t, sq) if mode == "track" else (sq, t) if mode == "square" else (sq, -t)
            if key is None or k < key:
                best, key = a, k
        return best

    def _dark_turn(self, s: AngelsState, ev: list[Event]) -> None:
        d = s.dark
        here = s.where[d]
        name = self._angel_name(s, d)
        if here == REST_DAY:
            ev.append(Event("dark_resting", "A-DARK-VII", {"player": name}))
            return
        if s.god == 0:
            if self.options.dark_round_one == "stay":
                ev.append(Event("dark_waits", "A-DARK-ROUND1", {"player": name}))
                return
            god_day = 0     # reading "void": God's start counts as the void
        else:
            god_day = s.day_of_god()
        if here != god_day:
            self._do_move(s, d, god_day, ev, "dark_move", "A-DARK-MOVE")
            return
        row = s.tracks[here]
        pos = row.index(d)
        worked = d in s.work[here]
        if worked and self.options.dark_after_work == "rest":
            ev.append(Event("dark_stays", "A-DARK-STAY", {"player": name, "day": _day_word(here)}))
            return
        if pos > 0:
            other = row[pos - 1]
            row[pos - 1], row[pos] = d, other
            ev.append(Event("dark_switch", "A-DARK-SWITCH", {"player": name, "with": self._angel_name(s, other),
                                                             "day": _day_word(here), "square": pos}))
            return
        if not worked and here in WORK_DAYS:
            circle = len(s.work[here])
            s.work[here].append(d)
            ev.append(Event("dark_work", "A-DARK-WORK", {"player": name, "day": DAYS[here],
                                                         "circle": circle + 1,
                                                         "points": self.board.circles[here][circle]}))
            return
        ev.append(Event("dark_stays", "A-DARK-STAY", {"player": name, "day": _day_word(here)}))

    # -- scores ----------------------------------------------------------------------------------
    def scores(self, s: AngelsState) -> ScoreSheet:
        """Day-work points per day and resting points per angel; winners by the rulebook and ``dark_tie``."""
        cats = [DAYS[d] for d in WORK_DAYS] + ["rest"]
        rows: dict[str, dict[str, int]] = {}
        for a in range(s.n + 1):
            row = {}
            for d in WORK_DAYS:
                w = s.work[d]
                row[DAYS[d]] = self.board.circles[d][w.index(a)] if a in w else 0
            row["rest"] = self.board.rest[s.tracks[REST_DAY].index(a)] if s.where[a] == REST_DAY else 0
            rows[self.angel_label(s, a)] = row
        winners, notes = self._winners(s, rows)
        return ScoreSheet(cats, rows, winners=winners, notes=notes)

    def _winners(self, s: AngelsState, rows: dict[str, dict[str, int]]) -> tuple[list[str], list[str]]:
        totals = {a: sum(rows[self.angel_label(s, a)].values()) for a in range(s.n + 1)}
        d = s.dark
        mode = self.options.dark_tie
        players_best = max(totals[a] for a in range(s.n))
        if totals[d] > players_best or (totals[d] == players_best and mode == "dark"):
            return [], ["dark_wins"]
        pool = [a for a in range(s.n + 1) if totals[a] == max(totals.values())]
        if mode == "players" or totals[d] < players_best:
            pool = [a for a in pool if a != d]
        if len(pool) == 1:
            return [s.names[pool[0]]], []
        resting = [a for a in s.tracks[REST_DAY] if a in pool]
        if resting:
            first = resting[0]
            if first == d:
                return [], ["dark_wins_tiebreak"]
            return [s.names[first]], ["tiebreak"]
        if d in pool:
            return [], ["dark_wins_shared"]
        return [s.names[a] for a in pool], ["shared"]

    # -- views and notation ----------------------------------------------------------------------
    def view(self, s: AngelsState, observer: int | str = "public") -> dict[str, Any]:
        from .view import build_view
        return build_view(self, s, observer)

    def to_notation(self, s: AngelsState) -> str:
        return notation.to_notation(s)

    def from_notation(self, text: str, board: Any, options: Any) -> AngelsState:
        return notation.from_notation(text)

    # -- words -----------------------------------------------------------------------------------
    def _angel_name(self, s: AngelsState, a: int) -> str:
        """A name for narration: a player's name, or the word for the dark angel."""
        return "word.dark_angel" if a == s.n else s.names[a]

    def angel_label(self, s: AngelsState, a: int) -> str:
        """A name for tables: a player's name, or 'Dark angel'."""
        return DARK_LABEL if a == s.n else s.names[a]

    def narrate(self, event: Event, lang: str = "en") -> str:
        """An event as a sentence (round 1, before any day, has a sentence of its own)."""
        if event.kind == "round" and event.data.get("round") == 1:
            return self.catalogue.render("event.first_round", lang, event.data)
        return super().narrate(event, lang)

    def describe(self, action: Any, lang: str = "en") -> str:
        from .text import describe_action
        return describe_action(self, action, lang)

    def describe_in(self, state: AngelsState, action: Any, lang: str = "en") -> str:
        """An action in words, naming squares and yields of ``state``."""
        from .text import describe_action
        return describe_action(self, action, lang, state)


def _day_word(track: int) -> str:
    return f"word.track.{DAYS[track]}"


def _time_word(god: int) -> str:
    if god == 0:
        return "word.start"
    return ("word.morning", "word.midday", "word.evening")[(god - 1) % 3]


_GATHER_CACHE: dict[tuple[int, tuple[int, ...], int], Gather] = {}


def _gather(shift: int, pay: tuple[int, ...], choice: int) -> Gather:
    key = (shift, pay, choice)
    g = _GATHER_CACHE.get(key)
    if g is None:
        g = _GATHER_CACHE[key] = Gather(shift, pay, choice)
    return g


_WORK_CACHE: dict[tuple[tuple[int, int, int], tuple[int, int, int]], tuple[DayWork, ...]] = {}


def _day_works(cost: tuple[int, int, int], hand: tuple[int, int, int]) -> tuple[DayWork, ...]:
    key = (cost, hand)
    w = _WORK_CACHE.get(key)
    if w is None:
        w = _WORK_CACHE[key] = tuple(DayWork(p) for p in work_payments(cost, hand))
    return w
