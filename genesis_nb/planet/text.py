"""Needs, events and actions in words."""

from __future__ import annotations

from typing import Any, Mapping

from ..core.rules import Event
from .state import BacteriaMove, Designate, Exchange, Flip, Give, Indicate, Look, LookMove, Place, Skip


def need_text(rules: Any, need: Mapping[str, Any], lang: str = "en") -> str:
    """A need (``Pawn.need_data()``) as a phrase: 'it must lie on sand soil'."""
    cat = rules.catalogue
    kind = need["kind"]
    params: dict[str, Any] = {}
    if "soil" in need:
        params["soil"] = need["soil"]
    for key in ("linked", "not_linked"):
        if key in need:
            params[key] = f"word.a.{need[key]}"
    if "action" in need:
        params["action"] = f"word.action.{need['action']}"
    return cat.render(f"need.{kind}", lang, params)


def narrate_event(rules: Any, event: Event, lang: str = "en", key: str | None = None) -> str:
    """An event as a sentence (``key``: another message than ``event.<kind>``, e.g. its ``.you`` form)."""
    data = dict(event.data)
    data.pop("private_to", None)
    if isinstance(data.get("need"), Mapping):
        data["need"] = need_text(rules, data["need"], lang)
    if isinstance(data.get("needs"), list):
        data["needs"] = "; ".join(need_text(rules, n, lang) for n in data["needs"])
    return rules.catalogue.render(key or f"event.{event.kind}", lang, data)


def describe_action(rules: Any, a: Any, lang: str = "en") -> str:
    cat = rules.catalogue
    lab = rules.labels

    def sp(g: int) -> str:
        return lab[g] if isinstance(g, int) and 0 <= g < len(lab) else str(g)

    if isinstance(a, Indicate):
        return cat.render("action.indicate", lang, {"slot": a.slot})
    if isinstance(a, Designate):
        trays = rules.board.trays
        name = trays[a.continent].name if 0 <= a.continent < len(trays) else str(a.continent)
        return cat.render("action.designate", lang, {"continent": name})
    if isinstance(a, Place):
        key = "action.place_up" if a.need_up else "action.place"
        return cat.render(key, lang, {"slot": a.slot, "space": sp(a.space)})
    if isinstance(a, Flip):
        return cat.render("action.flip", lang, {"space": sp(a.space)})
    if isinstance(a, Exchange):
        return cat.render("action.exchange", lang, {"first": sp(a.first), "second": sp(a.second)})
    if isinstance(a, Look):
        return cat.render("action.look", lang, {"space": sp(a.space)})
    if isinstance(a, LookMove):
        return cat.render("action.look_move", lang, {"space": sp(a.to)})
    if isinstance(a, Give):
        return cat.render("action.give", lang, {"slot": a.slot})
    if isinstance(a, BacteriaMove):
        return cat.render("action.bacteria_move", lang, {"from": sp(a.frm), "to": sp(a.to)})
    if isinstance(a, Skip):
        return cat.render("action.skip", lang, {})
    return str(a)
