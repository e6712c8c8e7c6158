"""The angels board: essence tracks, day-work tracks, costs, bonuses and resting points, loaded from TOML."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.boarddata import BoardLoader
from ..core.errors import BoardFileError

ESSENCES = ("chaos", "matter", "life")
LETTERS = "CML"
DAYS = ("void", "I", "II", "III", "IV", "V", "VI", "VII")  # track index 0 = the void, 1..7 = days
SQUARES = 7
CIRCLES = 7
WORK_DAYS = range(1, 7)  # day work exists on days I..VI
REST_DAY = 7

Cubes = tuple[int, int, int]

#: The most players, and so the most cubes of one essence (4 per player) and of all three in a game.
MAX_PLAYERS = 6
ESSENCE_CUBES = 4 * MAX_PLAYERS
ALL_CUBES = 3 * ESSENCE_CUBES
#: The most points a circle or a resting square may give (the printed board gives at most 7).
MAX_POINTS = 99

_TERM = re.compile(r"^([0-9]+)([CML])$")  # ASCII digits only: "²C" or "٣C" are not counts


def parse_cubes(text: str, where: str) -> Cubes:
    """'2C+1M' -> (2, 1, 0); '0' (or '0C') -> no cubes, as ``cubes_text`` writes it."""
    counts = [0, 0, 0]
    if not isinstance(text, str) or not text.strip():
        raise BoardFileError(f"{where}: expected cubes like '2C+1M', got {str(text)[:40]!r}")
    compact = text.replace(" ", "")
    if compact == "0":
        return (0, 0, 0)
    if len(compact) > 40:
        raise BoardFileError(f"{where}: {compact[:20]!r}... is far longer than cubes like '2C+1M' are written")
    for term in compact.split("+"):
        m = _TERM.match(term)
        if not m:
            raise BoardFileError(f"{where}: {term[:20]!r} is not a number followed by C, M or L")
        i = LETTERS.index(m.group(2))
        counts[i] += int(m.group(1))
    return (counts[0], counts[1], counts[2])


def cubes_text(c: Cubes) -> str:
    """(2, 1, 0) -> '2C+1M'; no cubes -> '0' (``parse_cubes`` reads both back)."""
    return "+".join(f"{n}{LETTERS[i]}" for i, n in enumerate(c) if n) or "0"


def _within_stock(c: Cubes, where: str) -> Cubes:
    """Cubes a square or a bonus gives: at most the cubes of each essence that exist in a game."""
    for i, n in enumerate(c):
        if n > ESSENCE_CUBES:
            raise BoardFileError(
                f"{where}: {n} {ESSENCES[i]} is more than the {ESSENCE_CUBES} {ESSENCES[i]} "
                f"cubes a game of {MAX_PLAYERS} players has"
            )
    return c


def _payable(c: Cubes, where: str) -> Cubes:
    """A day-work cost: one that all the cubes of a game could pay (each cube of the cost paid with a cube
    of its essence while there are any, and with three others after that)."""
    needed = sum(min(n, ESSENCE_CUBES) + 3 * max(0, n - ESSENCE_CUBES) for n in c)
    if needed > ALL_CUBES:
        raise BoardFileError(
            f"{where}: {cubes_words(c)} costs more than all the {ALL_CUBES} cubes of a game "
            f"of {MAX_PLAYERS} players could pay"
        )
    return c


def cubes_words(c: Cubes) -> str:
    """(2, 0, 1) -> '2 chaos and 1 life' (for messages about a board file)."""
    parts = [f"{n} {ESSENCES[i]}" for i, n in enumerate(c) if n]
    if not parts:
        return "no cubes"
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def _points(values: Any, count: int, where: str, what: str, size: str) -> tuple[int, ...]:
    """Points of circles or resting squares: ``count`` whole numbers from 0 to ``MAX_POINTS``."""
    if not isinstance(values, list) or len(values) != count:
        raise BoardFileError(f"{where}: {size}")
    if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values):
        raise BoardFileError(f"{where}: {what} must be whole numbers of 0 or more")
    if any(v > MAX_POINTS for v in values):
        raise BoardFileError(f"{where}: {what} must be at most {MAX_POINTS} points, not {str(max(values))[:20]}")
    return tuple(values)


@dataclass(frozen=True)
class Board:
    """Board values: ``yields[track][square]`` is the tuple of choices (each a cube vector)."""

    yields: tuple[tuple[tuple[Cubes, ...], ...], ...]  # tracks 0..6 (void, I..VI)
    cost: Mapping[int, Cubes]  # day -> cost
    bonus: Mapping[int, Cubes]  # day -> bonus
    circles: Mapping[int, tuple[int, ...]]  # day -> circle values, first circle first
    rest: tuple[int, ...]  # day VII squares
    reconstructed: bool = True
    source: str = field(default="seeds/angels.toml", compare=False)

    def to_data(self) -> dict[str, Any]:
        """The board as TOML-shaped data (what ``board_from_data`` reads)."""

        def sq(track: int) -> list[str]:
            return ["|".join(cubes_text(o) for o in opts) for opts in self.yields[track]]

        days: dict[str, Any] = {}
        for d in WORK_DAYS:
            days[DAYS[d]] = {
                "squares": sq(d),
                "cost": cubes_text(self.cost[d]),
                "bonus": cubes_text(self.bonus[d]),
                "circles": list(self.circles[d]),
            }
        days["VII"] = {"rest": list(self.rest)}
        return {
            "meta": {"game": "angels", "reconstructed": self.reconstructed},
            "void": {"squares": sq(0)},
            "days": days,
        }

    def to_toml(self) -> str:
        """The board as a TOML file a user can edit and load back with ``load_board``."""
        d = self.to_data()

        def strings(xs: list[str]) -> str:
            return "[" + ", ".join(f'"{x}"' for x in xs) + "]"

        out = [
            "# angels board data (see seeds/angels.toml for what each value means)",
            "",
            "[meta]",
            'game = "angels"',
            f"reconstructed = {str(self.reconstructed).lower()}",
            "",
            "[void]",
            f"squares = {strings(d['void']['squares'])}",
        ]
        for name, day in d["days"].items():
            out += ["", f"[days.{name}]"]
            if "rest" in day:
                out.append(f"rest = {day['rest']}")
                continue
            out += [
                f"squares = {strings(day['squares'])}",
                f'cost = "{day["cost"]}"',
                f'bonus = "{day["bonus"]}"',
                f"circles = {day['circles']}",
            ]
        return "\n".join(out) + "\n"


def board_from_data(data: Mapping[str, Any], source: str = "board data") -> Board:
    """Validate and build a board; raise ``BoardFileError`` naming the first fault found."""
    if not isinstance(data, Mapping):
        raise BoardFileError("a board is a table of 'void' and 'days'")
    meta = data.get("meta", {})
    if isinstance(meta, Mapping) and meta.get("game", "angels") != "angels":
        raise BoardFileError(f"this board is for the game {meta.get('game')!r}, not angels")

    def squares(entry: Any, where: str) -> tuple[tuple[Cubes, ...], ...]:
        if not isinstance(entry, Mapping) or "squares" not in entry:
            raise BoardFileError(f"{where}: missing 'squares'")
        sqs = entry["squares"]
        if not isinstance(sqs, list) or len(sqs) != SQUARES:
            raise BoardFileError(f"{where}: the essence track must have exactly {SQUARES} squares")
        out = []
        for i, s in enumerate(sqs, 1):
            if not isinstance(s, str):
                raise BoardFileError(f"{where}, square {i}: expected text like '2C|1M+1L'")
            if len(s) > 200:
                raise BoardFileError(f"{where}, square {i}: far longer than a square's choices are written")
            opts = tuple(
                _within_stock(parse_cubes(o, f"{where}, square {i}"), f"{where}, square {i}") for o in s.split("|")
            )
            if any(sum(o) == 0 for o in opts):
                raise BoardFileError(f"{where}, square {i}: every choice must yield at least one cube")
            if len(set(opts)) != len(opts):
                raise BoardFileError(f"{where}, square {i}: the same choice is listed twice")
            out.append(opts)
        return tuple(out)

    yields = [squares(data.get("void"), "void")]
    days = data.get("days")
    if not isinstance(days, Mapping):
        raise BoardFileError("missing the table 'days' (days I to VII)")
    unknown = set(days) - set(DAYS[1:])
    if unknown:
        raise BoardFileError(f"unknown day(s) {sorted(unknown)}: days are I, II, III, IV, V, VI, VII")
    cost, bonus, circles = {}, {}, {}
    for d in WORK_DAYS:
        name = DAYS[d]
        entry = days.get(name)
        where = f"day {name}"
        if not isinstance(entry, Mapping):
            raise BoardFileError(f"{where} is missing")
        yields.append(squares(entry, where))
        for key in ("cost", "bonus", "circles"):
            if key not in entry:
                raise BoardFileError(f"{where}: missing '{key}'")
        cost[d] = _payable(parse_cubes(entry["cost"], f"{where}, cost"), f"{where}, cost")
        if sum(cost[d]) == 0:
            raise BoardFileError(f"{where}: the day-work cost must be at least one cube")
        bonus[d] = _within_stock(parse_cubes(entry["bonus"], f"{where}, bonus"), f"{where}, bonus")
        circles[d] = _points(
            entry["circles"], CIRCLES, where, "circle values", f"the day-work track must have exactly {CIRCLES} circles"
        )
    seventh = days.get("VII")
    if not isinstance(seventh, Mapping) or "rest" not in seventh:
        raise BoardFileError("day VII: missing 'rest' (the resting points of its squares)")
    if "squares" in seventh or "cost" in seventh:
        raise BoardFileError("day VII: it has no essence and no day work, only 'rest'")
    rest = _points(
        seventh["rest"], SQUARES, "day VII", "resting points", f"'rest' must list exactly {SQUARES} resting points"
    )
    return Board(
        tuple(yields),
        cost,
        bonus,
        circles,
        rest,
        reconstructed=bool(meta.get("reconstructed", False)) if isinstance(meta, Mapping) else False,
        source=source,
    )


BOARDS = BoardLoader("angels.toml", board_from_data)
load_board = BOARDS.load_board
default_board = BOARDS.default_board


def rulebook_deviations(board: Board) -> list[str]:
    """The rulebook facts a board disagrees with (empty for a board that fits the rulebook)."""
    out = []
    if board.cost[3] != (0, 0, 4):
        out.append("day III should cost 4 life")
    if board.circles[3][2] != 4:
        out.append("day III's third circle should be worth 4")
    if board.bonus[4] != (1, 1, 0):
        out.append("day IV's bonus should be 1 chaos + 1 matter")
    if not any(set(opts) >= {(2, 1, 0), (0, 1, 1)} for track in board.yields for opts in track):
        out.append("some square should offer 2 chaos + 1 matter or 1 matter + 1 life")
    totals = [sum(board.cost[d]) for d in WORK_DAYS]
    if totals != sorted(totals):
        out.append("day-work costs should grow as the days go on")
    return out
