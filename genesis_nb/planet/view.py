"""What one observer may know: the position as JSON, and the events (and their narration) they may see.

Observers: a seat (0..n-1) sees every colour and the needs that seat knows (``state.known``); "public"
(a spectator, a projector) sees every colour and only the needs lying face up on the table; "all" (a
teacher's explicit choice) sees everything, pawn codes, bag and all. Nothing else leaves this module.
"""

from __future__ import annotations

from typing import Any

from ..core.rules import EVERYTHING, PUBLIC, Event, check_observer
from .boarddata import FACES, OXYGEN
from .state import DESIGNATE, EXCHANGE, FLIP, LOOK, LOOK_MOVE, OVER, PLACE, SHARE


def _check_observer(s: Any, observer: Any) -> None:
    check_observer(observer, s.n)


def visible(event: Event, observer: int | str) -> bool:
    """May ``observer`` see this event? Events showing a hidden need name their audience in ``private_to``."""
    audience = event.data.get("private_to")
    if audience is None or observer == EVERYTHING:
        return True
    return isinstance(observer, int) and not isinstance(observer, bool) and observer in audience


def events_for(game: Any, observer: int | str) -> list[Event]:
    """The game's events (the set-up's first) that ``observer`` may see, in order."""
    return [e for e in game.events("all") if visible(e, observer)]


def narration(game: Any, observer: int | str, lang: str | None = None) -> list[str]:
    """The story of the game as ``observer`` may hear it (its own draws and looks in the second person)."""
    lang = lang or game.lang
    return [game.rules.narrate_for(e, lang, observer) for e in events_for(game, observer)]


def build_view(r: Any, s: Any, observer: int | str = PUBLIC) -> dict[str, Any]:
    _check_observer(s, observer)
    everything = observer == EVERYTHING
    seat_bit = 1 << observer if isinstance(observer, int) else 0
    lay = r.layout(s)
    pawns = r.board.pawns
    needs, codes = r.need_data, r.codes

    def sees(p: int) -> bool:
        if everything:
            return True
        if seat_bit:
            return bool(s.known[p] & seat_bit)
        return s.up[p]  # public: only what lies need side up on the table

    def pawn(p: int, placed: bool) -> dict[str, Any]:
        d: dict[str, Any] = {"colour": r.colour[p], "kind": pawns[p].kind}
        if placed:
            d["need_up"] = s.up[p]
            d["placer"] = None if s.placer[p] < 0 else s.placer[p]
        if sees(p):
            d["need"] = dict(needs[p])
            d["code"] = codes[p]
        return d

    players = []
    for seat in range(s.n):
        hand = [dict(pawn(p, False), slot=i) for i, p in enumerate(s.hands[seat])]
        players.append({"seat": seat, "name": s.names[seat], "hand": hand, "count": len(hand)})
    continents = []
    for c, tray in enumerate(r.board.trays):
        spaces = []
        for g in lay.spaces[c]:
            p = s.board[g]
            spaces.append(
                {
                    "id": g,
                    "label": r.labels[g],
                    "white": lay.white[g],
                    "soil": lay.soil[g],
                    "links": [r.labels[h] for h in lay.neighbours[g]],
                    "pawn": None if p < 0 else pawn(p, True),
                }
            )
        continents.append(
            {
                "index": c,
                "letter": tray.letter,
                "name": tray.name,
                "face": FACES["ED".index(s.faces[c])],
                "set_aside": c == s.aside,
                "in_play": r.is_open(s, c),
                "elements_full": r.elements_full(s, c, lay),
                "complete": not r.has_free_space(s, c, lay),
                "spaces": spaces,
            }
        )
    by_colour: dict[str, int] = {}
    for p in s.bag:
        by_colour[r.colour[p]] = by_colour.get(r.colour[p], 0) + 1
    actor = r.actor(s)
    out: dict[str, Any] = {
        "game": "planet",
        "observer": observer,
        "reconstructed": r.board.reconstructed,
        "players": players,
        "continents": continents,
        "phase": s.phase,
        "turn": None if s.phase == OVER else s.turn,
        "first": s.first,
        "designator": None if s.phase == OVER else s.previous,
        "actor": actor,
        "over": s.phase == OVER,
        "opened": s.opened,
        "bag": {"count": len(s.bag), "by_colour": by_colour},
        "bacteria_waiting": len(s.tray),
        "discarded": [r.action_of[p] for p in s.discarded],
        "pending": _pending(r, s, observer, lay),
        "scores": r.scores(s).to_json(),
        "options": r.options.to_json(),
        "aid": aid(r),
    }
    if everything:
        out["bag"]["pawns"] = [r.codes[p] for p in s.bag]
    if s.phase == OVER:
        out["result"] = _result(r, s)
    return out


def aid(r: Any) -> dict[str, list[dict[str, Any]]]:
    """The game aid every player holds: each kind's needs, one entry per pawn, in no pawn's order."""
    return {kind: [dict(d) for d in needs] for kind, needs in r.aid.items()}


def _pending(r: Any, s: Any, observer: Any, lay: Any) -> dict[str, Any]:
    ph = s.phase
    d: dict[str, Any] = {}
    if ph in (DESIGNATE, PLACE) and s.indicated >= 0:
        d["indicated"] = {"slot": s.indicated, "colour": r.colour[s.hands[s.turn][s.indicated]]}
    if ph == PLACE:
        d["designated"] = s.designated
    if ph in (FLIP, EXCHANGE, LOOK):
        w = s.board[lay.white_space[s.target]]
        d["action"] = r.action_of[w]
        d["continent"] = s.target
    if ph == LOOK_MOVE:
        d["action"] = "look_move"
        d["looked"] = r.labels[s.target]
    if ph == SHARE:
        d["chosen"] = [x >= 0 for x in s.share]
        if observer == EVERYTHING:
            d["choices"] = list(s.share)
        elif isinstance(observer, int) and s.share[observer] >= 0:
            d["mine"] = s.share[observer]
    return d


def _result(r: Any, s: Any) -> dict[str, Any]:
    e = r.final_evaluation(s)
    sheet = r.scores(s)
    return {
        "removed": [
            {"space": r.labels[g], "colour": r.colour[p], "need": dict(r.need_data[p]), "reason": why}
            for g, p, why in s.removed
        ],
        "continents": [
            {
                "index": c,
                "validated": e.validated[c],
                "elements": e.element_points[c],
                "oxygen": e.oxygen_points[c],
                "waters": e.waters[c],
            }
            for c in range(len(e.validated))
        ],
        "score": sheet.team,
        "level": sheet.notes[0].split(":", 1)[1],
        "oxygen_unused": [r.labels[g] for g, p in enumerate(s.board) if p >= 0 and r.kind[p] == OXYGEN and not s.up[p]],
    }
