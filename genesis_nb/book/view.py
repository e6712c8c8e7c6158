"""What one observer may know of a position, as JSON (the only way a position leaves the rules model).

Observers: a seat (0..n-1) sees what lies face up, the graves, every face-down piece everyone remembers
(B-MEMORY) and the ones it looked at in a Prophecy; "public" (a spectator, a projector) the same without
any Prophecy's knowledge; "all" (a teacher's explicit choice) sees every face-down piece. Which hexes were
looked at, and by whom, is public; what they hold is not.
"""

from __future__ import annotations

from typing import Any

from .effects import count_up, men_count, protected
from .hidden import check_observer, knows
from .pieces import CLASS_NAMES, KIND_NAMES, MAN, PRIEST, PROPHET, stack_class
from .state import OVER, PEEK, THRONES, BookState


def field_data(r: Any, n: int) -> list[dict[str, Any]]:
    """The hexes of the field for ``n`` players (what never changes): id, label, axial q and r, board."""
    b = r.board
    board_of = {h: i for i, hexes in enumerate(b.boards[n]) for h in hexes}
    return [
        {"hex": h, "label": b.labels[h], "q": b.coords[h][0], "r": b.coords[h][1], "board": board_of[h]}
        for h in b.fields[n]
    ]


def _pieces(P: Any, pieces: tuple[int, ...]) -> list[dict[str, Any]]:
    owner, kind = P.owner, P.kind
    return [{"owner": owner[p] if owner[p] >= 0 else None, "kind": KIND_NAMES[kind[p]]} for p in pieces]


def cell(r: Any, s: BookState, h: int, observer: int | str) -> dict[str, Any] | None:
    """One occupied hex as ``observer`` may know it (None for an empty hex)."""
    return _cell(r.pieces(s.n), r.board.labels, s, h, observer)


def _cell(P: Any, labels: Any, s: BookState, h: int, observer: int | str) -> dict[str, Any] | None:
    st, lm = s.stack[h], s.land[h]
    if not st and lm < 0:
        return None
    out: dict[str, Any] = {"hex": h, "label": labels[h], "landmark": None}
    top = st if st else (lm,)
    if st and lm >= 0:
        out["landmark"] = KIND_NAMES[P.kind[lm]]
    if s.up[top[0]]:
        out["face_down"] = False
        if st:
            kinds = [P.kind[p] for p in st]
            out["pieces"] = _pieces(P, st)
            out["owner"] = P.owner[st[-1]]
            out["rank"] = CLASS_NAMES[stack_class(kinds)]
            out["protected"] = protected(s, P, h)
        else:
            out["landmark"] = KIND_NAMES[P.kind[lm]]
        return out
    out["face_down"] = True
    out["height"] = len(top)
    out["peeked_by"] = [q for q in range(s.n) if s.peeked[top[0]] >> q & 1]
    out["known_landmark"] = bool(s.landknown[top[0]])
    out["protected"] = bool(st) and protected(s, P, h)
    if all(knows(s, observer, p) for p in top):
        out["known"] = True
        out["pieces"] = _pieces(P, top)
        if P.owner[top[-1]] >= 0:
            out["owner"] = P.owner[top[-1]]
            out["rank"] = CLASS_NAMES[stack_class([P.kind[p] for p in top])]
    else:
        out["known"] = False
    return out


def build_view(r: Any, s: BookState, observer: int | str = "public") -> dict[str, Any]:
    check_observer(s, observer)
    P = r.pieces(s.n)
    o = r.options
    sheet = r.scores(s)
    players = []
    for q in range(s.n):
        players.append(
            {
                "seat": q,
                "name": s.names[q],
                "colour": s.colours[q],
                "place": s.order.index(q),
                "grave": _pieces(P, tuple(s.graves[q])),
                "points": sheet.total(q),
                "men_up": men_count(s, P, q, o.rest_count == "pieces"),
                "prophets_up": count_up(s, P, q, PROPHET),
                "priests_up": count_up(s, P, q, PRIEST),
                "men": len(P.ids[q][MAN]),
                "passive_prophecy": r.passive(s, q, PROPHET),
                "passive_purge": r.passive(s, q, PRIEST),
            }
        )
    labels = r.board.labels
    cells = [c for c in (_cell(P, labels, s, h, observer) for h in r.field(s.n).hexes) if c is not None]
    actor = r.actor(s)
    out: dict[str, Any] = {
        "game": "book",
        "observer": observer,
        "reconstructed": r.board.reconstructed,
        "field": field_data(r, s.n),
        "cells": cells,
        "players": players,
        "order": list(s.order),
        "phase": s.phase,
        "turn": None if s.phase == OVER else s.turn,
        "actor": actor,
        "ply": s.ply,
        "cap": o.move_cap,
        "opening": s.opening,
        "face_down": len(s.hidden),
        "thrones_left": list(s.thrones_left) if s.phase == THRONES else [],
        "peek": {"left": s.peek_left, "hexes": [r.lab(h) for h in s.peek_hexes]} if s.phase == PEEK else None,
        "discarded": [KIND_NAMES[P.kind[p]] for p in s.discarded],
        "over": s.phase == OVER,
        "end": s.end or None,
        "scores": sheet.to_json(),
        "options": o.changed(),
    }
    return out


__all__ = ["build_view", "field_data", "cell"]
