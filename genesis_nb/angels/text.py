"""Actions in words, for menus, logs and refusals (English and Dutch)."""

from __future__ import annotations

from typing import Any

from .boarddata import DAYS
from .checks import ESSENCE_WORDS, count, cubes
from .state import ChooseCube, DayWork, Gather, Move


def describe_action(rules: Any, action: Any, lang: str = "en", state: Any = None) -> str:
    """One action as a short phrase; with ``state``, gathering names what the square yields and which
    way the player switches. Values out of range are written as they are (never an error)."""
    cat = rules.catalogue
    if isinstance(action, ChooseCube):
        essence = ESSENCE_WORDS[action.essence] if action.essence in (0, 1, 2) else str(action.essence)
        return cat.render("action.choose_cube", lang, {"essence": essence})
    if isinstance(action, Move):
        to = f"word.track.{DAYS[action.to]}" if 0 <= action.to < len(DAYS) else str(action.to)
        return cat.render("action.move", lang, {"to": to})
    if isinstance(action, DayWork):
        day = DAYS[action.day] if 0 < action.day < len(DAYS) else str(action.day)
        return cat.render("action.day_work", lang, {"day": day, "paid": _pay(action.pay)})
    if isinstance(action, Gather):
        take: Any = count(action.choice + 1, "yield_choice")
        shift = None
        if state is not None and state.turn < state.n:
            track = state.where[state.turn]
            row = state.tracks[track]
            pos = row.index(state.turn)
            shift = action.square - pos
            yields = rules.board.yields[track] if track < len(rules.board.yields) else ()
            if 0 <= action.square < len(yields) and 0 <= action.choice < len(yields[action.square]):
                take = cubes(yields[action.square][action.choice])
        if not shift:
            return cat.render("action.gather", lang, {"take": take, "square": action.square + 1})
        return cat.render(
            "action.gather_switch",
            lang,
            {
                "paid": _pay(action.pay),
                "steps": count(abs(shift), "place"),
                "side": "word.left" if shift < 0 else "word.right",
                "take": take,
                "square": action.square + 1,
            },
        )
    return cat.render("action.pass", lang, {})


def _pay(pay: Any) -> Any:
    return cubes(pay) if len(pay) == 3 else str(list(pay))
