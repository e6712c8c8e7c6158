"""The count (B-WIN): the star points in each player's grave, their own characters counting against them.

The score sheet's categories are the kinds of enemy characters a grave holds (their star points) and
``own`` (minus the points of the player's own characters there: a Fisher's cast, a Crucify, a Curse).
The most points wins; equal first totals share the result, a draw. A game stopped by the cap (B-CAP) is
scored as it stands, or is a draw for everyone with ``cap_result="draw"``.
"""

from __future__ import annotations

from typing import Any

from ..core.rules import Event, ScoreSheet
from .pieces import CHARACTERS, KIND_NAMES
from .state import OVER, BookState

CATEGORIES = [KIND_NAMES[k] for k in CHARACTERS] + ["own"]


def grave_points(r: Any, s: BookState, seat: int) -> dict[str, int]:
    P = r.pieces(s.n)
    row = {c: 0 for c in CATEGORIES}
    for p in s.graves[seat]:
        if P.owner[p] == seat:
            row["own"] -= P.points[p]
        else:
            row[KIND_NAMES[P.kind[p]]] += P.points[p]
    return row


def score_sheet(r: Any, s: BookState) -> ScoreSheet:
    rows: dict[int | str, dict[str, int]] = {q: grave_points(r, s, q) for q in range(s.n)}
    labels: dict[int | str, str] = {q: s.names[q] for q in range(s.n)}
    if s.phase != OVER:
        return ScoreSheet(list(CATEGORIES), rows, labels, notes=["in_progress"])
    totals = {q: sum(rows[q].values()) for q in range(s.n)}
    notes = [f"end:{s.end}"]
    if s.end == "cap" and r.options.cap_result == "draw":
        return ScoreSheet(list(CATEGORIES), rows, labels, winners=list(range(s.n)), notes=notes + ["draw"])
    best = max(totals.values())
    winners = [q for q in range(s.n) if totals[q] == best]
    if len(winners) > 1:
        notes.append("draw")
    return ScoreSheet(list(CATEGORIES), rows, labels, winners=winners, notes=notes)


def result_events(r: Any, s: BookState) -> list[Event]:
    """The count told at the end: each player's points, then the winner or the draw."""
    sheet = score_sheet(r, s)
    ev = [Event("count", "B-WIN", {"player": s.names[q], "seat": q, "points": sheet.total(q)}) for q in range(s.n)]
    names = [s.names[q] for q in sheet.winners]
    if "draw" in sheet.notes:
        ev.append(Event("draw", "B-WIN", {"players": names}))
    else:
        ev.append(Event("winner", "B-WIN", {"player": names[0], "seat": sheet.winners[0]}))
    return ev
