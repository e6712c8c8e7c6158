"""What one observer may know of a position, as JSON (the only way a position leaves the rules model).

Observers: a seat (0..n-1) sees what lies face up, the graves, every face-down piece everyone remembers
(B-MEMORY) and the ones it looked at in a Prophecy; "public" (a spectator, a projector) the same without
any Prophecy's knowledge; "all" (a teacher's explicit choice) sees every face-down piece. Which hexes were
looked at, and by whom, is public; what they hold is not.

``build_view`` takes each occupied hex's cell from ``_CELLS``, kept by everything the cell is made of (the hex,
its pieces, whether they lie face up, who looked at them, whether this observer knows them): every observer
whose cell of a hex holds the same gets the same object, in this position and the next ones. A cell is made from
its key alone, so one observer's cell never holds what another may not know; a view is read, never changed.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from ..core.rules import EVERYTHING
from .effects import count_up, men_count, protected
from .hidden import check_observer, knows
from .pieces import CLASS_NAMES, KIND_NAMES, MAN, PRIEST, PROPHET, stack_class
from .state import OVER, PEEK, THRONES, BookState


def field_data(r: Any, n: int) -> list[dict[str, Any]]:
    """The hexes of the field for ``n`` players (what never changes): id, label, axial q and r, board."""
    b = r.board
    found = _FIELDS.get((id(b), n))
    if found is not None and found[0] is b:
        _FIELDS.move_to_end((id(b), n))
        return found[1]
    out = _FIELDS[(id(b), n)] = (b, _field_data(b, n))
    while len(_FIELDS) > KEPT_TABLES:
        _FIELDS.popitem(last=False)
    return out[1]


def _field_data(b: Any, n: int) -> list[dict[str, Any]]:
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


#: the fields' hexes (``field_data``) and the cells (``_cells``) kept, for this many boards and piece tables
KEPT_TABLES = 16
#: cells kept per piece table and generation (some 1 KB each): the cells of a room server's positions of the moment
KEPT_CELLS = 8192
_FIELDS: OrderedDict[tuple[int, int], tuple[Any, list[dict[str, Any]]]] = OrderedDict()


class _Kept:
    """The cells made for one piece table and labels, by what they are made of, in two generations: a cell is
    kept in the newer; when that is full it becomes the older (the older before it is dropped)."""

    __slots__ = ("P", "labels", "new", "old")

    def __init__(self, P: Any, labels: Any) -> None:
        self.P, self.labels = P, labels
        self.new: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.old: dict[tuple[Any, ...], dict[str, Any]] = {}

    def made(self, key: tuple[Any, ...], s: BookState, h: int, known: bool) -> dict[str, Any]:
        """The cell kept under ``key``, else made (as the teacher sees it when ``known``, else as a spectator)."""
        c = self.old.get(key)
        if c is None:
            c = _cell(self.P, self.labels, s, h, EVERYTHING if known else "public")
            assert c is not None
        self.new[key] = c
        if len(self.new) > KEPT_CELLS:
            self.old, self.new = self.new, {}
        return c


#: by the id of a piece table (the table and the labels held and compared)
_TABLES: OrderedDict[int, _Kept] = OrderedDict()


def _cells(P: Any, labels: Any, s: BookState, hexes: Any, observer: int | str) -> list[dict[str, Any]]:
    """The occupied hexes' cells as ``observer`` may know them (``_cell``), each kept by what it is made of: a
    face-up stack by its hex and pieces; a face-down one also by who looked at it, whether everyone knows a
    landmark lies there, and whether ``observer`` knows every piece of it (``hidden.knows``)."""
    kept = _TABLES.get(id(P))
    if kept is None or kept.P is not P or kept.labels is not labels:
        kept = _TABLES[id(P)] = _Kept(P, labels)
        while len(_TABLES) > KEPT_TABLES:
            _TABLES.popitem(last=False)
    new = kept.new
    stack, land, up, seen, peeked, landknown = s.stack, s.land, s.up, s.seen, s.peeked, s.landknown
    teacher = observer == EVERYTHING
    seat = observer if isinstance(observer, int) and not isinstance(observer, bool) else None
    out = []
    for h in hexes:
        st, lm = stack[h], land[h]
        if st:
            p0 = st[0]
        elif lm >= 0:
            p0 = lm
        else:
            continue
        known = True
        if up[p0]:
            key: tuple[Any, ...] = (h, st, lm)
        else:
            if not teacher:
                for p in st or (lm,):
                    if not (up[p] or seen[p] or (seat is not None and peeked[p] >> seat & 1)):
                        known = False
                        break
            key = (h, st, lm, peeked[p0], landknown[p0], known)
        c = new.get(key)
        if c is None:
            c = kept.made(key, s, h, known)
            new = kept.new
        out.append(c)
    return out


#: the last options met (each rules object has its own, frozen) and their ``changed()``
_CHANGED: tuple[Any, dict[str, Any]] = (None, {})


def _changed(o: Any) -> dict[str, Any]:
    global _CHANGED
    last = _CHANGED
    if last[0] is not o:
        last = _CHANGED = (o, o.changed())
    return last[1]


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
    cells = _cells(P, r.board.labels, s, r.field(s.n).hexes, observer)
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
        "options": _changed(o),
    }
    return out


__all__ = ["build_view", "field_data", "cell"]
