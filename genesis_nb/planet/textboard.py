"""A planet position as text, as ONE observer may know it (for notebooks and doctests).

    >>> from genesis_nb.planet import new_game
    >>> from genesis_nb.planet.textboard import render
    >>> print(render(new_game(["Ann", "Bo"], seed=1).view(0)).splitlines()[0])   # doctest: +ELLIPSIS
    Seen by Ann...

It reads only the view (``rules.view(state, observer)``): what it prints is what that observer may know.
A pawn is its colour; ``[need]`` follows when the observer knows its need (``^`` when it lies need side up).
"""

from __future__ import annotations

from typing import Any, Mapping

LETTER = {"water": "W", "mineral": "M", "plant": "P", "insect": "I", "animal": "A", "oxygen": "O", "bacteria": "B"}


def _pawn(p: Mapping[str, Any], rules: Any) -> str:
    text = f"{p['colour']}"
    if "need" in p:
        from .text import need_text

        text += f" [{'^' if p.get('need_up') else ''}{need_text(rules, p['need'])}]"
    return text


def render(view: Mapping[str, Any], rules: Any = None) -> str:
    """The view as lines: who sees, whose turn, each continent's spaces (soil, links, pawn), the hands."""
    from . import RULES

    rules = rules or RULES
    obs = view["observer"]
    names = [p["name"] for p in view["players"]]
    who = {"all": "the teacher (everything)", "public": "the public (only what lies face up)"}.get(
        obs, names[obs] if isinstance(obs, int) else str(obs)
    )
    lines = [f"Seen by {who}."]
    if view["over"]:
        lines.append("The game is over.")
    else:
        lines.append(f"{names[view['turn']]}'s turn ({view['phase']}); {names[view['designator']]} designates.")
    for c in view["continents"]:
        state = "set aside" if not c["in_play"] else ("complete" if c["complete"] else "in play")
        lines.append(f"{c['letter']} {c['name']} ({c['face']} face, {state}):")
        for sp in c["spaces"]:
            where = "white" if sp["white"] else f"{sp['soil']:<5}"
            links = f" links {','.join(sp['links'])}" if sp["links"] else " (oxygen only)"
            pawn = _pawn(sp["pawn"], rules) if sp["pawn"] else "-"
            lines.append(f"  {sp['label']:<3} {where}{links:<16} {pawn}")
    for p in view["players"]:
        hand = "; ".join(_pawn(h, rules) for h in p["hand"]) or "nothing"
        lines.append(f"{p['name']} holds: {hand}")
    lines.append(f"Bag: {view['bag']['count']} pawn(s); bacteria waiting aside: {view['bacteria_waiting']}.")
    return "\n".join(lines)
