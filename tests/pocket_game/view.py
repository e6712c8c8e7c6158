"""What an observer may know of a pocket position (``PocketRules.view``): never another seat's card,
unless the showdown that ended the match showed it."""

from __future__ import annotations

from typing import Any

from . import betting
from .state import OVER


def view(rules: Any, s: Any, observer: int | str) -> dict[str, Any]:
    n = s.n
    first = rules.first(s)
    known = rules.known_cards(s, observer)
    stakes = betting.stakes(s.moves, first, n)
    folded = betting.folded(s.moves, first, n)
    at = betting.bettor_at(s.moves)
    totals = [s.pots[x] - s.stakes[x] for x in range(n)]
    last = None
    if s.last is not None:
        win, pot, cards = s.last
        last = {"winner": win, "pot": pot, "shown": [c or None for c in cards]}
    return {
        "game": "pocket",
        "observer": observer,
        "players": [
            {
                "seat": seat,
                "name": s.names[seat],
                "card": s.cards[seat] if known[seat] else None,
                "stake": stakes[seat],
                "folded": folded[seat],
                "score": totals[seat],
            }
            for seat in range(n)
        ],
        "hand": s.hand + 1,
        "hands": s.hands,
        "deck": n + 1,
        "first": first,
        "moves": [{"seat": betting.seat_of(first, i, n), "move": m} for i, m in enumerate(s.moves)],
        "bettor": betting.seat_of(first, at, n) if at >= 0 else None,
        "pot": sum(stakes),
        "to_call": at >= 0,
        "actor": rules.actor(s),
        "over": s.phase == OVER,
        "phase": s.phase,
        "last": last,
        "scores": rules.scores(s).to_json(),
    }
