"""The position as JSON for one observer (angels hides nothing, so every observer sees the same)."""

from __future__ import annotations

from typing import Any

from .boarddata import DAYS, REST_DAY, WORK_DAYS
from .notation import god_text
from .state import CODES, DARK_CODE, OVER, SETUP


def board_tracks(b: Any) -> list[dict[str, Any]]:
    """What never changes on each track: its name, yields (choices of cube vectors) or resting points,
    and for days I..VI the cost, bonus and circle values."""
    out = []
    for t in range(8):
        entry: dict[str, Any] = {"index": t, "name": DAYS[t]}
        if t < REST_DAY:
            entry["yields"] = [[list(o) for o in opts] for opts in b.yields[t]]
        else:
            entry["rest"] = list(b.rest)
        if t in WORK_DAYS:
            entry["cost"] = list(b.cost[t])
            entry["bonus"] = list(b.bonus[t])
            entry["circles"] = list(b.circles[t])
        out.append(entry)
    return out


def position_tracks(s: Any) -> list[dict[str, Any]]:
    """What changes on each track: the angels on it (left to right), activation, day-work markers."""
    god_day = s.day_of_god()
    out = []
    for t in range(8):
        entry: dict[str, Any] = {"index": t, "angels": list(s.tracks[t]), "activated": t == 0 or t <= god_day}
        if t in WORK_DAYS:
            entry["markers"] = list(s.work[t])
        out.append(entry)
    return out


def build_view(rules: Any, s: Any, observer: int | str = "public") -> dict[str, Any]:
    """Everything the board draws: tracks with yields and angels, day-work tracks, hands, stock, God."""
    b = rules.board
    n = s.n
    sheet = rules.scores(s)
    totals = sheet.totals
    players = []
    for p in range(n):
        t = s.where[p]
        players.append(
            {
                "seat": p,
                "name": s.names[p],
                "colour": s.colours[p],
                "code": CODES[s.colours[p]],
                "hand": list(s.hands[p]),
                "track": t,
                "square": s.tracks[t].index(p),
                "worked": [d for d in WORK_DAYS if p in s.work[d]],
                "points": totals[p],
            }
        )
    god_day = s.day_of_god()
    tracks = [{**fixed, **moving} for fixed, moving in zip(board_tracks(b), position_tracks(s))]
    return {
        "game": "angels",
        "observer": observer,
        "players": players,
        "dark": {
            "id": n,
            "code": DARK_CODE,
            "track": s.where[n],
            "square": s.tracks[s.where[n]].index(n),
            "points": totals[rules.row_key(s, n)],
        },
        "tracks": tracks,
        "stock": list(s.stock),
        "god": {
            "position": s.god,
            "label": god_text(s.god),
            "day": god_day,
            "time": None if s.god == 0 else ("morning", "midday", "evening")[(s.god - 1) % 3],
        },
        "round": min(s.god + 1, 21),
        "phase": rules.phase_name(s),
        "start": s.start if s.phase != SETUP else None,
        "turn": None if s.phase == OVER else s.turn,
        "actor": rules.actor(s),
        "over": s.phase == OVER,
        "scores": sheet.to_json(),
        "reconstructed": b.reconstructed,
    }
