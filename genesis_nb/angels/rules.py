"""The rules of angels: set-up, the four phases of a round, the dark angel's schedule, God, scoring.

Phases (the rulebook's round overview, as ``MACHINE``): set-up (each player takes a starting cube),
then 21 rounds of start player -> player turns -> dark angel -> God moves; God's arrival on the
evening of day VII ends the game. Only the set-up and the player turns wait for a decision; the
other phases resolve by themselves inside ``apply``.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.boundrules import BoundRules
from ..core.catalogue import Catalogue, beside
from ..core.chance import Chance
from ..core.phases import Phase, PhaseMachine
from ..core.rules import Event, ScoreSheet
from . import notation
from .boarddata import BOARDS, DAYS, REST_DAY, WORK_DAYS, Board
from .checks import ESSENCE_WORDS, AngelsChecks, cubes, day_word
from .state import (
    COLOUR_NAMES,
    COLOURS,
    OVER,
    SETUP,
    TURNS,
    AngelsOptions,
    AngelsState,
    DayWork,
    Gather,
    Move,
    registry,
)

LAST_GOD = 21  # God on the evening of day VII: the game is over
#: The dark angel's row in the score sheet (a fixed id, never a display name).
DARK_ROW = "dark"

MACHINE = PhaseMachine(
    [
        Phase("setup", "A-SETUP-CUBE", True),
        Phase("start_player", "A-START-PLAYER", False),
        Phase("player_turns", "A-TURN", True),
        Phase("dark_angel", "A-DARK", False),
        Phase("god_moves", "A-GOD", False),
        Phase("game_over", "A-END", False),
    ],
    {
        "setup": ["start_player"],
        "start_player": ["player_turns"],
        "player_turns": ["dark_angel"],
        "dark_angel": ["god_moves"],
        "god_moves": ["start_player", "game_over"],
    },
    start="setup",
)

CATALOGUE = Catalogue.from_toml("angels", beside(__file__, "texts.toml"), ("en", "nl"))


def _cubes_in_words(value: Any, lang: str) -> str:
    """Cubes in a sentence: ``[2, 0, 1]`` -> "2 chaos and 1 life" (a sentence never shows "2C+1L")."""
    parts = [f"{n} {CATALOGUE.word(ESSENCE_WORDS[i], lang)}" for i, n in enumerate(value) if n]
    if not parts:
        return str(CATALOGUE.word("word.no_cubes", lang))
    if len(parts) == 1:
        return parts[0]
    return f"{', '.join(parts[:-1])} {CATALOGUE.word('word.and', lang)} {parts[-1]}"


CATALOGUE.formatters["cubes"] = _cubes_in_words


class AngelsRules(AngelsChecks, BoundRules[AngelsState]):
    name = "angels"
    catalogue = CATALOGUE
    registry = registry
    machine = MACHINE
    min_players = 2
    max_players = 6
    options_type = AngelsOptions
    boards = BOARDS
    board: Board
    options: AngelsOptions

    # -- set-up ----------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> AngelsState:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"angels is for 2 to 6 players, not {n}")
        names = list(players)  # checked by core.names when the game is made
        # players named after angel colours play those colours; otherwise colours go in seat order
        named = [c for c in (COLOUR_NAMES.get(x.strip().lower()) for x in names) if c]
        colours = named if len(named) == n and len(set(named)) == n else list(COLOURS[:n])
        s = AngelsState(n, names, colours)
        s.tracks[0] = list(range(n)) + [n]  # seat order (oldest first), then the dark angel
        s.phase = SETUP
        s.turn = 0
        return s

    # -- whose decision --------------------------------------------------------------------------
    def phase_name(self, s: AngelsState) -> str:
        return {SETUP: "setup", TURNS: "player_turns", OVER: "game_over"}[s.phase]

    # -- applying --------------------------------------------------------------------------------
    def apply(self, s: AngelsState, action: Any, chance: Chance) -> list[Event]:
        ev: list[Event] = []
        p = s.turn
        if s.phase == SETUP:
            s.stock[action.essence] -= 1
            s.hands[p][action.essence] += 1
            ev.append(
                Event(
                    "choose_cube",
                    "A-SETUP-CUBE",
                    {"player": s.names[p], "seat": p, "essence": ESSENCE_WORDS[action.essence]},
                )
            )
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
            ev.append(
                Event(
                    "day_work",
                    "A-WORK",
                    {
                        "player": s.names[p],
                        "seat": p,
                        "day": DAYS[track],
                        "circle": circle + 1,
                        "points": self.board.circles[track][circle],
                        "paid": cubes(action.pay),
                        "exchanged": sum(action.pay) > sum(self.board.cost[track]),
                    },
                )
            )
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
            passed = []
            step = 1 if a.square > pos else -1
            while pos != a.square:
                other = row[pos + step]
                row[pos], row[pos + step] = other, p
                passed.append(self._angel_name(s, other))
                pos += step
            ev.append(
                Event(
                    "switch",
                    "A-SWITCH",
                    {
                        "player": s.names[p],
                        "seat": p,
                        "with": passed,
                        "steps": len(passed),
                        "paid": cubes(a.pay),
                        "square": pos + 1,
                    },
                )
            )
        want = self.board.yields[track][pos][a.choice]
        took = tuple(min(want[i], s.stock[i]) for i in range(3))
        for i in range(3):
            hand[i] += took[i]
            s.stock[i] -= took[i]
        ev.append(
            Event(
                "gather",
                "A-GATHER" if took == want else "A-STOCK",
                {
                    "player": s.names[p],
                    "seat": p,
                    "took": cubes(took),
                    "wanted": cubes(want),
                    "short": took != want,
                    "day": day_word(track),
                    "square": pos + 1,
                },
            )
        )

    def _do_move(self, s: AngelsState, angel: int, to: int, ev: list[Event], kind: str, rule: str) -> None:
        frm = s.where[angel]
        row = s.tracks[frm]
        i = row.index(angel)
        row.pop(i)
        dest = s.tracks[to]
        dest.append(angel)
        s.where[angel] = to
        ev.append(
            Event(
                kind,
                rule,
                {
                    "player": self._angel_name(s, angel),
                    "seat": angel,
                    "from": day_word(frm),
                    "to": day_word(to),
                    "square": len(dest),
                },
            )
        )
        if i < len(row):
            ev.append(
                Event("gap", "A-GAP", {"day": day_word(frm), "angels": [self._angel_name(s, a) for a in row[i:]]})
            )

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
        ev.append(Event("god", "A-GOD", {"day": DAYS[day], "time": _time_word(s.god), "activated": new_day}))
        if s.god >= LAST_GOD:
            MACHINE.check("god_moves", "game_over")
            s.phase = OVER
            s.acted = 0
            sheet = self.scores(s)
            ev.append(
                Event(
                    "end",
                    "A-END",
                    {
                        "winners": sheet.winner_names() or ["word.nobody"],
                        "winner_seats": list(sheet.winners),
                        "dark_wins": not sheet.winners,
                        "totals": sheet.totals,
                    },
                )
            )
            return
        MACHINE.check("god_moves", "start_player")
        self._begin_round(s, ev)

    def _begin_round(self, s: AngelsState, ev: list[Event]) -> None:
        s.phase = TURNS
        MACHINE.check("start_player", "player_turns")
        s.start = self.leftmost_player(s)
        s.turn = s.start
        s.acted = 0
        ev.append(
            Event(
                "round",
                "A-START-PLAYER",
                {
                    "round": s.god + 1,
                    "player": s.names[s.start],
                    "seat": s.start,
                    "time": _time_word(s.god),
                    "day": DAYS[s.day_of_god()],
                },
            )
        )
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
            ev.append(
                Event(
                    "bonus",
                    "A-BONUS",
                    {
                        "player": s.names[p],
                        "seat": p,
                        "day": DAYS[track],
                        "took": cubes(took),
                        "wanted": cubes(want),
                        "short": took != want,
                    },
                )
            )

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
            god_day = 0  # reading "void": God's start counts as the void
        else:
            god_day = s.day_of_god()
        if here != god_day:
            self._do_move(s, d, god_day, ev, "dark_move", "A-DARK-MOVE")
            return
        row = s.tracks[here]
        pos = row.index(d)
        worked = d in s.work[here]
        if worked and self.options.dark_after_work == "rest":
            ev.append(Event("dark_stays", "A-DARK-STAY", {"player": name, "day": day_word(here)}))
            return
        if pos > 0:
            other = row[pos - 1]
            row[pos - 1], row[pos] = d, other
            ev.append(
                Event(
                    "dark_switch",
                    "A-DARK-SWITCH",
                    {"player": name, "with": self._angel_name(s, other), "day": day_word(here), "square": pos},
                )
            )
            return
        if not worked and here in WORK_DAYS:
            circle = len(s.work[here])
            s.work[here].append(d)
            ev.append(
                Event(
                    "dark_work",
                    "A-DARK-WORK",
                    {
                        "player": name,
                        "day": DAYS[here],
                        "circle": circle + 1,
                        "points": self.board.circles[here][circle],
                    },
                )
            )
            return
        ev.append(Event("dark_stays", "A-DARK-STAY", {"player": name, "day": day_word(here)}))

    # -- scores ----------------------------------------------------------------------------------
    def scores(self, s: AngelsState) -> ScoreSheet:
        """Day-work points per day and resting points per angel; winners by the rulebook and ``dark_tie``.

        Rows are keyed by seat, and the dark angel's by ``DARK_ROW`` (never by a name)."""
        cats = [DAYS[d] for d in WORK_DAYS] + ["rest"]
        rows: dict[int | str, dict[str, int]] = {}
        labels: dict[int | str, str] = {}
        for a in range(s.n + 1):
            row = {}
            for d in WORK_DAYS:
                w = s.work[d]
                row[DAYS[d]] = self.board.circles[d][w.index(a)] if a in w else 0
            row["rest"] = self.board.rest[s.tracks[REST_DAY].index(a)] if s.where[a] == REST_DAY else 0
            key = self.row_key(s, a)
            rows[key] = row
            labels[key] = "word.dark_angel" if a == s.n else s.names[a]
        winners, notes = self._winners(s, {a: sum(rows[self.row_key(s, a)].values()) for a in range(s.n + 1)})
        return ScoreSheet(cats, rows, labels, winners=winners, notes=notes)

    def _winners(self, s: AngelsState, totals: dict[int, int]) -> tuple[list[int], list[str]]:
        d = s.dark
        mode = self.options.dark_tie
        players_best = max(totals[a] for a in range(s.n))
        if totals[d] > players_best or (totals[d] == players_best and mode == "dark"):
            return [], ["dark_wins"]
        pool = [a for a in range(s.n + 1) if totals[a] == max(totals.values())]
        if mode == "players" or totals[d] < players_best:
            pool = [a for a in pool if a != d]
        if len(pool) == 1:
            return [pool[0]], []
        resting = [a for a in s.tracks[REST_DAY] if a in pool]
        if resting:
            first = resting[0]
            if first == d:
                return [], ["dark_wins_tiebreak"]
            return [first], ["tiebreak"]
        if d in pool:
            return [], ["dark_wins_shared"]
        return list(pool), ["shared"]

    @staticmethod
    def row_key(s: AngelsState, a: int) -> int | str:
        """An angel's row in the score sheet: its seat, or ``DARK_ROW`` for the dark angel."""
        return DARK_ROW if a == s.n else a

    def upgrade_action(self, s: AngelsState, data: dict[str, Any], version: int) -> dict[str, Any]:
        """Save format 1 named a gather by its shift from the player's square and a day's work without
        its day; both now name absolute places, read from the position they were played in."""
        if version == 1 and s.phase == TURNS and s.turn < s.n:
            track = s.where[s.turn]
            if data.get("type") == "gather" and "shift" in data and "square" not in data:
                shift = data.pop("shift")
                if isinstance(shift, int) and not isinstance(shift, bool):
                    data["square"] = s.tracks[track].index(s.turn) + shift
            elif data.get("type") == "day_work" and "day" not in data:
                data["day"] = track
        return data

    # -- views and notation ----------------------------------------------------------------------
    def to_notation(self, s: AngelsState) -> str:
        return notation.to_notation(s)

    def from_notation(self, text: str, board: Any, options: Any) -> AngelsState:
        return notation.from_notation(text)

    # -- words -----------------------------------------------------------------------------------
    def _angel_name(self, s: AngelsState, a: int) -> str:
        """A name for narration: a player's name, or the word for the dark angel."""
        return "word.dark_angel" if a == s.n else s.names[a]

    def narrate(self, event: Event, lang: str = "en") -> str:
        """An event as a sentence (round 1, before any day, has a sentence of its own)."""
        if event.kind == "round" and event.data.get("round") == 1:
            return self.catalogue.render("event.first_round", lang, event.data)
        return super().narrate(event, lang)

    def narrate_for(self, event: Event, lang: str = "en", observer: int | str | None = None) -> str:
        if (
            event.kind == "round"
            and event.data.get("round") == 1
            and observer == event.data.get("seat")
            and isinstance(observer, int)
        ):
            return self.catalogue.render("event.first_round.you", lang, event.data)
        return super().narrate_for(event, lang, observer)

    def describe(self, action: Any, lang: str = "en") -> str:
        from .text import describe_action

        return describe_action(self, action, lang)

    def describe_in(self, state: AngelsState, action: Any, lang: str = "en") -> str:
        """An action in words, naming squares and yields of ``state``."""
        from .text import describe_action

        return describe_action(self, action, lang, state)

    def ecosystem_bounds(self, players: int) -> Any:
        """The sizes the ecosystem adapters need for ``players`` players (``ecosystem.GameBounds``)."""
        from .bounds import bounds

        return bounds(self, players)


def _time_word(god: int) -> str:
    if god == 0:
        return "word.start"
    return ("word.morning", "word.midday", "word.evening")[(god - 1) % 3]
