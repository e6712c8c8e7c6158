"""A one-line text notation for an angels position (as FEN is for chess).

Fields are ``key=value`` separated by spaces, in this order (unknown or missing fields are refused):

    angels players=gray,purple,yellow,pink god=V-morning phase=turns start=purple turn=yellow
           stock=1.8.5 hands=5.2.3/4.3.1/3.1.2/3.0.4
           void=- I=- II=- III=pk IV=pu,ye,DA,gy V=- VI=- VII=-
           wI=- wII=- wIII=gy,DA wIV=pu wV=- wVI=-

- ``players``: the colours in seat order (clockwise); ``names=`` may follow with the players' names
  (percent-encoded, so a space is %20), otherwise the colours are the names.
- ``god``: ``start`` or ``<day>-<morning|midday|evening>``.
- ``phase``: ``setup`` (players still choosing a starting cube), ``turns`` or ``over``.
- ``start``/``turn``: the start player and the player to act (a colour). In ``turns`` the players
  from ``start`` clockwise up to ``turn`` (excluded) have acted this round; a player's day-work bonus
  for the turn has already been taken.
- ``stock`` and ``hands``: chaos.matter.life; hands in seat order separated by ``/``.
- ``void``, ``I``..``VII``: the essence tracks from the left, angels by code (pk gy pu ye or br, DA
  for the dark angel), ``-`` when empty. ``wI``..``wVI``: the day-work markers in circle order.
"""

from __future__ import annotations

from ..core.notation import NotationError, names_field, names_text, parse_fields, whole_number
from .boarddata import DAYS, SQUARES
from .state import CODES, COLOURS, DARK_CODE, OVER, SETUP, TURNS, AngelsState

_TIMES = ("morning", "midday", "evening")
_CODE_TO_COLOUR = {v: k for k, v in CODES.items()}


def god_text(god: int) -> str:
    if god == 0:
        return "start"
    return f"{DAYS[(god - 1) // 3 + 1]}-{_TIMES[(god - 1) % 3]}"


def to_notation(s: AngelsState) -> str:
    codes = [CODES[c] for c in s.colours] + [DARK_CODE]

    def row(angels: list[int]) -> str:
        return ",".join(codes[a] for a in angels) or "-"

    parts = ["angels", "players=" + ",".join(s.colours)]
    if s.names != s.colours:
        parts.append("names=" + names_text(s.names))
    parts += [
        f"god={god_text(s.god)}",
        f"phase={s.phase}",
        f"start={s.colours[s.start]}",
        f"turn={s.colours[s.turn]}",
        "stock=" + ".".join(map(str, s.stock)),
        "hands=" + "/".join(".".join(map(str, h)) for h in s.hands),
    ]
    parts += [f"{DAYS[t]}={row(s.tracks[t])}" for t in range(8)]
    parts += [f"w{DAYS[d]}={row(s.work[d])}" for d in range(1, 7)]
    return " ".join(parts)


def from_notation(text: str) -> AngelsState:
    expected = [
        "players",
        "god",
        "phase",
        "start",
        "turn",
        "stock",
        "hands",
        *DAYS,
        *[f"w{DAYS[d]}" for d in range(1, 7)],
    ]
    fields = parse_fields(text, "angels", expected, optional=["names"])

    colours = fields["players"].split(",")
    if len(set(colours)) != len(colours) or any(c not in COLOURS for c in colours):
        raise NotationError(f"players must be different colours among {', '.join(COLOURS)}")
    n = len(colours)
    if not 2 <= n <= 6:
        raise NotationError("angels is for 2 to 6 players")
    names = names_field(fields, colours, "angels", 6)
    s = AngelsState(n, names, colours)
    code_of = {CODES[c]: i for i, c in enumerate(colours)}
    code_of[DARK_CODE] = n

    god = fields["god"]
    if god == "start":
        s.god = 0
    else:
        try:
            day, time = god.split("-")
            s.god = (DAYS.index(day) - 1) * 3 + _TIMES.index(time) + 1
        except ValueError:
            raise NotationError(f"god={god!r}: write 'start' or a day and time like 'III-midday'") from None
        if not 1 <= s.god <= 21 or day == "void":
            raise NotationError(f"god={god!r} is not on the time track")
    if fields["phase"] not in (SETUP, TURNS, OVER):
        raise NotationError("phase must be setup, turns or over")
    s.phase = fields["phase"]
    if s.phase == SETUP and s.god != 0:
        raise NotationError("the set-up happens before God leaves the start")
    if s.phase == OVER and s.god != 21:
        raise NotationError("the game is over only with God on the evening of day VII")
    if s.phase == TURNS and s.god == 21:
        raise NotationError("with God on the evening of day VII the phase is 'over'")
    for key in ("start", "turn"):
        if fields[key] not in colours:
            raise NotationError(f"{key}={fields[key]!r} is not one of the players")
    s.start = colours.index(fields["start"])
    s.turn = colours.index(fields["turn"])
    s.acted = (s.turn - s.start) % n if s.phase == TURNS else 0
    if s.phase == SETUP and s.start != 0:
        raise NotationError("during the set-up the first seat is the start player")

    s.stock = list(_cubes(fields["stock"], "stock"))
    hands = fields["hands"].split("/")
    if len(hands) != n:
        raise NotationError(f"hands must list {n} players' cubes separated by '/'")
    s.hands = [list(_cubes(h, f"hand of {colours[i]}")) for i, h in enumerate(hands)]
    for k, word in enumerate(("chaos", "matter", "life")):
        total = s.stock[k] + sum(h[k] for h in s.hands)
        if total != 4 * n:
            raise NotationError(f"{word}: stock and hands hold {total} cubes, but {n} players play with {4 * n}")

    seen: dict[int, int] = {}
    for t in range(8):
        s.tracks[t] = _angels(fields[DAYS[t]], code_of, DAYS[t])
        if len(s.tracks[t]) > SQUARES:
            raise NotationError(f"{DAYS[t]}: at most {SQUARES} angels fit on a track")
        for a in s.tracks[t]:
            if a in seen:
                raise NotationError(f"an angel stands on two tracks ({DAYS[seen[a]]} and {DAYS[t]})")
            seen[a] = t
            s.where[a] = t
    if len(seen) != n + 1:
        lost = [c for c, i in code_of.items() if i not in seen]
        raise NotationError(f"every angel must stand on a track; missing: {', '.join(lost)}")
    for d in range(1, 7):
        s.work[d] = _angels(fields[f"w{DAYS[d]}"], code_of, f"w{DAYS[d]}")
        if len(set(s.work[d])) != len(s.work[d]):
            raise NotationError(f"w{DAYS[d]}: an angel works a day only once")
    for t in range(1, 8):
        if s.tracks[t] and t > s.day_of_god():
            raise NotationError(f"day {DAYS[t]} is not activated yet, so no angel can stand on it")
    if s.god == 0 and any(s.tracks[t] for t in range(1, 8)):
        raise NotationError("before God's first move every angel is in the void")
    return s


#: The most cubes of one essence in any game (4 per player, 6 players).
_MOST_CUBES = 4 * 6


def _cubes(text: str, where: str) -> tuple[int, int, int]:
    parts = text.split(".")
    if len(parts) != 3:
        raise NotationError(f"{where}: write chaos.matter.life, three counts of 0 or more, like 1.8.5")
    a, b, c = (whole_number(x, where, _MOST_CUBES, "each count of cubes") for x in parts)
    return (a, b, c)


def _angels(text: str, code_of: dict[str, int], where: str) -> list[int]:
    if text == "-":
        return []
    out = []
    for code in text.split(","):
        if code not in code_of:
            raise NotationError(f"{where}: {code!r} is not an angel in this game")
        out.append(code_of[code])
    return out
