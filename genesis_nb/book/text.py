"""Actions and events in words. An action is described from its fields alone (hexes by label, graves by
seat), so a description never depends on what lies face down."""

from __future__ import annotations

from typing import Any

from ..core.rules import Event
from . import actions as A
from .geometry import AXIS_NAMES
from .pieces import KIND_OF_NAME

_SIMPLE = {A.PlaceThrone: "place_throne", A.Flip: "flip", A.Peek: "peek"}
_PAIRS = {A.Eat: "eat", A.Mount: "mount", A.Fortify: "fortify", A.Congregate: "congregate", A.Cast: "cast"}
_MOVES = {A.Travel: "travel", A.Gallop: "gallop", A.Dismount: "dismount"}


def describe_action(r: Any, a: Any, lang: str = "en") -> str:
    cat = r.catalogue
    lab = r.lab
    kind = type(a)
    if kind in _SIMPLE:
        return cat.render(f"action.{_SIMPLE[kind]}", lang, {"hex": lab(a.hex)})
    if kind in _PAIRS:
        return cat.render(f"action.{_PAIRS[kind]}", lang, {"frm": lab(a.frm), "to": lab(a.to)})
    if kind in _MOVES:
        key = f"action.{_MOVES[kind]}" + ("_altar" if a.altar is not None else "")
        return cat.render(key, lang, {"frm": lab(a.frm), "to": lab(a.to), "altar": lab(a.altar)})
    if kind is A.MoveMountain:
        return cat.render(
            "action.move_mountain_pull" if a.pull else "action.move_mountain_push",
            lang,
            {"frm": lab(a.frm), "to": lab(a.to)},
        )
    if kind is A.Resurrect:
        k = a.character if a.character in KIND_OF_NAME else None
        return cat.render(
            "action.resurrect",
            lang,
            {
                "frm": lab(a.frm),
                "grave": _seat(a.grave),
                "source": _seat(a.source),
                "kind": f"word.class.{k}" if k else str(a.character),
            },
        )
    if kind in (A.Prophecy, A.Purge):
        base = "prophecy" if kind is A.Prophecy else "purge"
        if a.grave is None:
            return cat.render(f"action.{base}_free", lang, {"frm": lab(a.frm)})
        return cat.render(f"action.{base}", lang, {"frm": lab(a.frm), "grave": _seat(a.grave)})
    if kind is A.Ekballo:
        axis = AXIS_NAMES[a.axis] if isinstance(a.axis, int) and 0 <= a.axis < 3 else str(a.axis)
        return cat.render("action.ekballo", lang, {"frm": lab(a.frm), "axis": axis, "grave": _seat(a.grave)})
    if kind is A.Crucify:
        return cat.render("action.crucify", lang, {"frm": lab(a.frm), "target": lab(a.target), "grave": _seat(a.grave)})
    return str(a)


def _seat(g: Any) -> dict[str, Any]:
    """A grave in a sentence: the catalogue's ``grave`` formatter names it by its seat ("player 2's grave")."""
    return {"grave": g}


def narrate_event(r: Any, event: Event, lang: str = "en") -> str:
    data = dict(event.data)
    data.pop("private_to", None)
    return r.catalogue.render(f"event.{event.kind}", lang, data)


__all__ = ["describe_action", "narrate_event"]
