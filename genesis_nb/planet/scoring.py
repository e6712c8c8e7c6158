"""The end of the game: which needs are met, which pawns are removed, which continents are validated.

Shared by the rules (final count, a teacher's forecast) and by the solver. Everything here reads a plain
occupancy list (space id -> pawn id or -1), so it can judge any arrangement, real or imagined.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .boarddata import ANIMAL, INSECT, KINDS, MINERAL, OXYGEN, PLANT, WATER, Board, Layout

if TYPE_CHECKING:
    from .evaluation import Evaluation

#: (levels from low to high, the lowest score of each level above the first) per number of players
LEVELS = ("demigods", "prophet", "college", "gods")
THRESHOLDS = {2: (15, 20, 24), 3: (14, 19, 24), 4: (13, 18, 24)}
MAX_SCORE = 24


class NeedTables:
    """A board's pawns as flat tables (kind, soil, linked kind, not-linked kind) for fast need checks."""

    __slots__ = ("kind", "soil", "linked", "not_linked")

    def __init__(self, board: Board) -> None:
        kidx = {k: i for i, k in enumerate(KINDS)}
        self.kind = tuple(kidx[p.kind] for p in board.pawns)
        self.soil = tuple(p.soil for p in board.pawns)
        self.linked = tuple(kidx[p.linked] if p.linked else -1 for p in board.pawns)
        self.not_linked = tuple(kidx[p.not_linked] if p.not_linked else -1 for p in board.pawns)


def failure(t: NeedTables, lay: Layout, occ: Sequence[int], g: int) -> str | None:
    """Why the pawn on space ``g`` fails its need, as a reason key; None if its need is met."""
    p = occ[g]
    k = t.kind[p]
    if k == WATER:
        for h in lay.elements[lay.continent[g]]:
            if h != g and occ[h] >= 0 and t.kind[occ[h]] == WATER:
                return "water_many"
        return None
    if k == MINERAL:
        return None if lay.soil[g] == t.soil[p] else "mineral_soil"
    if k == OXYGEN:
        return None
    kinds = [t.kind[occ[h]] for h in lay.neighbours[g] if occ[h] >= 0]
    if k == PLANT:
        return "plant_linked" if t.not_linked[p] in kinds else None
    if k == INSECT:
        return None if t.linked[p] in kinds else "insect_unlinked"
    if k == ANIMAL:
        if t.linked[p] not in kinds:
            return "animal_unlinked"
        if t.not_linked[p] in kinds:
            return "animal_linked"
        return None
    return None


def evaluate(
    t: NeedTables,
    lay: Layout,
    occupancy: Sequence[int],
    oxygen_up: Sequence[bool],
    removal: str = "once",
    water: str = "exactly_one",
) -> Evaluation:
    """Reveal, remove the pawns whose need fails, validate continents and count the points.

    ``oxygen_up[p]`` is True for an oxygen pawn lying need (action) side up: it scores nothing.
    ``removal='once'`` judges every need on the revealed planet at once; 'cascade' judges again
    after each round of removals until nothing more fails.
    """
    from .evaluation import Evaluation  # (made when first scored: importing the game stays cheap)

    occ = list(occupancy)
    failed: list[tuple[int, int, str]] = []
    while True:
        round_ = []
        for g, p in enumerate(occ):
            if p >= 0 and t.kind[p] != OXYGEN:
                why = failure(t, lay, occ, g)
                if why is not None:
                    round_.append((g, p, why))
        for g, _p, _ in round_:
            occ[g] = -1
        failed += round_
        if not round_ or removal != "cascade":
            break
    validated, elem, oxy, waters = [], [], [], []
    for c, spaces in enumerate(lay.spaces):
        full = all(occ[g] >= 0 for g in spaces)
        w = sum(1 for g in lay.elements[c] if occ[g] >= 0 and t.kind[occ[g]] == WATER)
        ok = full and (w == 1 if water == "exactly_one" else w <= 1)
        validated.append(ok)
        waters.append(w)
        elem.append(sum(1 for g in lay.elements[c] if occ[g] >= 0) if ok else 0)
        wp = occ[lay.white_space[c]]
        oxy.append(1 if wp >= 0 and t.kind[wp] == OXYGEN and not oxygen_up[wp] else 0)
    return Evaluation(failed, validated, elem, oxy, waters)


def level(score: int, players: int) -> str:
    """The level the table reaches (the rulebook's final table; 2, 3 or 4 players)."""
    th = THRESHOLDS[players]
    i = 0
    while i < len(th) and score >= th[i]:
        i += 1
    return LEVELS[i]


def __getattr__(name: str) -> Any:
    """``Evaluation`` (module ``evaluation``), made when first scored (PEP 562)."""
    if name == "Evaluation":
        from .evaluation import Evaluation

        return Evaluation
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
