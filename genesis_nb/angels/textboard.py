"""The position as plain text, for notebooks, doctests and terminals."""

from __future__ import annotations

from typing import Any

from .boarddata import DAYS, REST_DAY, WORK_DAYS, cubes_text
from .notation import god_text
from .state import CODES, DARK_CODE, OVER, SETUP

_WORDS = {
    "en": {
        "god": "God",
        "round": "round",
        "of": "of",
        "start": "start player",
        "turn": "to play",
        "stock": "stock",
        "hands": "hands",
        "cost": "cost",
        "bonus": "bonus",
        "rest": "rest",
        "over": "game over",
        "setup": "set-up: choosing starting cubes",
        "points": "points",
        "legend": "(C chaos, M matter, L life)",
        "dark": "dark angel",
    },
    "nl": {
        "god": "God",
        "round": "ronde",
        "of": "van",
        "start": "startspeler",
        "turn": "aan zet",
        "stock": "voorraad",
        "hands": "in handen",
        "cost": "kost",
        "bonus": "bonus",
        "rest": "rust",
        "over": "spel voorbij",
        "setup": "voorbereiding: startblokjes kiezen",
        "points": "punten",
        "legend": "(C chaos, M materie, L leven)",
        "dark": "gevallen engel",
    },
}


def render(rules: Any, s: Any, lang: str = "en") -> str:
    """A compact text picture: God, stock, then each track (angels by code) with its day work, then hands."""
    w = _WORDS.get(lang, _WORDS["en"])
    codes = [CODES[c] for c in s.colours] + [DARK_CODE]
    b = rules.board
    if s.phase == SETUP:
        status = w["setup"] + f"; {w['turn']}: {s.names[s.turn]}"
    elif s.phase == OVER:
        status = w["over"]
    else:
        status = f"{w['start']}: {s.names[s.start]}; {w['turn']}: {s.names[s.turn]}"
    lines = [
        f"{w['god']}: {god_text(s.god)} ({w['round']} {min(s.god + 1, 21)} {w['of']} 21); {status}",
        f"{w['stock']}: {cubes_text(tuple(s.stock))}  {w['legend']}",
    ]
    for t in range(8):
        angels = [codes[a] for a in s.tracks[t]]
        squares = " ".join(a.ljust(2) for a in angels + ["."] * (7 - len(angels)))
        line = f"{DAYS[t]:>4} | {squares}"
        if t in WORK_DAYS:
            circles = " ".join(
                f"{v}:{codes[s.work[t][i]]}" if i < len(s.work[t]) else str(v) for i, v in enumerate(b.circles[t])
            )
            line += f" | {w['cost']} {cubes_text(b.cost[t])}, {w['bonus']} {cubes_text(b.bonus[t])} | {circles}"
        elif t == REST_DAY:
            line += f" | {w['rest']} " + " ".join(map(str, b.rest))
        lines.append(line.rstrip())
    sheet = rules.scores(s)
    hands = "; ".join(f"{codes[p]} {s.names[p]} {cubes_text(tuple(s.hands[p]))}" for p in range(s.n))
    lines.append(f"{w['hands']}: {hands}")
    totals = list(sheet.totals.values())
    names = list(s.names) + [w["dark"]]
    lines.append(f"{w['points']}: " + "; ".join(f"{k} {v}" for k, v in zip(names, totals)))
    return "\n".join(lines)
