"""Actions in words, for menus, logs and refusals (English and Dutch)."""

from __future__ import annotations

from typing import Any

from .boarddata import DAYS, cubes_text
from .state import ChooseCube, DayWork, Gather, Move

_ESSENCE = ("word.chaos", "word.matter", "word.life")


def describe_action(rules: Any, action: Any, lang: str = "en", state: Any = None) -> str:
    """One action as a short phrase; with ``state``, gathering names the square and what it yields."""
    cat = rules.catalogue
    if isinstance(action, ChooseCube):
        return cat.render("action.choose_cube", lang, {"essence": _ESSENCE[action.essence]})
    if isinstance(action, Move):
        return cat.render("action.move", lang, {"to": f"word.track.{DAYS[action.to]}"})
    if isinstance(action, DayWork):
        day = DAYS[state.where[state.turn]] if state is not None else "?"
        return cat.render("action.day_work", lang, {"day": day, "paid": cubes_text(action.pay)})
    if isinstance(action, Gather):
        square, take = "?", f"choice {action.choice + 1}"
        if state is not None:
            track = state.where[state.turn]
            pos = state.tracks[track].index(state.turn) + action.shift
            square = pos + 1
            take = cubes_text(rules.board.yields[track][pos][action.choice])
        if action.shift == 0:
            return cat.render("action.gather", lang, {"take": take, "square": square})
        return cat.render("action.gather_switch", lang, {
            "paid": cubes_text(action.pay), "steps": abs(action.shift),
            "side": "word.left" if action.shift < 0 else "word.right", "take": take, "square": square})
    return cat.render("action.pass", lang, {})
