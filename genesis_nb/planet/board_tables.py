"""What planet's rules read from their board: the tables, declared once (``BoardTables``, which the rules inherit)
and made together from a board (``board_tables``) when one is first asked for, so that importing the game reads
no board file (``core.boundrules.lazy_from_board``)."""

from __future__ import annotations

from typing import Any

from .boarddata import BACTERIA, OXYGEN, Board
from .scoring import NeedTables


class BoardTables:
    """The names and types of the tables the rules read from their board."""

    needs: NeedTables
    kind: tuple[int, ...]
    action_of: tuple[str | None, ...]
    colour: tuple[str, ...]
    codes: tuple[str, ...]
    code_index: dict[str, int]
    need_data: tuple[dict[str, Any], ...]
    aid: dict[str, list[dict[str, Any]]]  # the game aid: every kind's needs, in no pawn's order
    n_pawns: int
    n_spaces: int
    labels: tuple[str, ...]
    tray_letters: tuple[str, ...]
    elements: tuple[int, ...]
    oxygens: tuple[int, ...]
    bacteria: tuple[int, ...]


#: the names of the tables (``board_tables`` makes exactly these)
FROM_BOARD = frozenset(BoardTables.__annotations__)


def board_tables(b: Board) -> dict[str, Any]:
    """Every table of ``BoardTables``, made from board ``b``."""
    needs = NeedTables(b)
    kind = needs.kind
    codes = tuple(p.code for p in b.pawns)
    aid: dict[str, list[dict[str, Any]]] = {}
    for p in b.pawns:
        aid.setdefault(p.kind, []).append(p.need_data())
    return {
        "needs": needs,
        "kind": kind,
        "action_of": tuple(p.action for p in b.pawns),
        "colour": tuple(p.colour for p in b.pawns),
        "codes": codes,
        "code_index": {c: i for i, c in enumerate(codes)},
        "need_data": tuple(p.need_data() for p in b.pawns),
        "aid": {k: sorted(v, key=lambda d: d["code"]) for k, v in aid.items()},
        "n_pawns": len(b.pawns),
        "n_spaces": b.n_spaces,
        "labels": b.labels(),
        "tray_letters": tuple(t.letter for t in b.trays),
        "elements": tuple(i for i, k in enumerate(kind) if k < OXYGEN),
        "oxygens": tuple(i for i, k in enumerate(kind) if k == OXYGEN),
        "bacteria": tuple(i for i, k in enumerate(kind) if k == BACTERIA),
    }
