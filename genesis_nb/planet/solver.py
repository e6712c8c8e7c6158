"""A solver for the planet's puzzle: can every element pawn meet its need on a given choice of faces?

The maximum score is 24: the 20 element pawns on four validated continents (1 point each) plus the four
oxygen pawns played element side up (1 point each, validated continent or not). The oxygen half is always
reachable (an oxygen may always be placed element side up), so the solver looks for an arrangement of the
20 element pawns on the 20 element spaces in which every need is met and each continent holds exactly one
water.

Method. Needs only look at a pawn's own continent: its soil, its linked neighbours' kinds, and the water
count. So a perfect arrangement is four independent continent fillings whose non-water pawns partition the
16 non-water pawns. For each face we enumerate every kind pattern (which kind lies on which space, one
water), find for each space the pawns of that kind whose need the pattern meets, and collect the sets of
pawns that fit, as bit masks with the number of arrangements giving each. Then the four faces' masks are
joined (A with B, C with D, then the two halves) to count the perfect arrangements and pick a witness.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Iterator

from .boarddata import FACE_LETTERS, WATER, Board, Layout
from .scoring import NeedTables, evaluate, failure

_KINDS_ON_SPACES = (1, 2, 3, 4)  # mineral, plant, insect, animal (water placed separately)


@dataclass(frozen=True)
class Solution:
    faces: str
    count: int  # perfect arrangements (the four waters counted as one)
    witness: tuple[int, ...] | None  # occupancy of element spaces (space id -> pawn id), or None


def _face_fillings(
    board: Board, lay: Layout, t: NeedTables, c: int, nonwater: list[int]
) -> dict[int, tuple[int, tuple[int, ...]]]:
    """mask of non-water pawns -> (number of fillings, one filling as pawn ids per element space)."""
    spaces = lay.elements[c]
    k = len(spaces)
    bit = {p: 1 << i for i, p in enumerate(nonwater)}
    by_kind = {kind: [p for p in nonwater if t.kind[p] == kind] for kind in _KINDS_ON_SPACES}
    water_pawn = next(p for p, kd in enumerate(t.kind) if kd == WATER)
    occ = [-1] * len(lay.continent)
    rep = {kind: by_kind[kind][0] for kind in _KINDS_ON_SPACES}
    out: dict[int, tuple[int, tuple[int, ...]]] = {}
    for wpos in range(k):
        others = [spaces[i] for i in range(k) if i != wpos]
        for pattern in product(_KINDS_ON_SPACES, repeat=k - 1):
            for g in spaces:
                occ[g] = -1
            occ[spaces[wpos]] = water_pawn
            for g, kind in zip(others, pattern):
                occ[g] = rep[kind]  # any pawn of the kind: a need reads only kinds and soils
            cands = []
            for g, kind in zip(others, pattern):
                ok = []
                for p in by_kind[kind]:
                    occ[g] = p
                    if failure(t, lay, occ, g) is None:
                        ok.append(p)
                occ[g] = rep[kind]
                if not ok:
                    break
                cands.append(ok)
            else:
                for choice in _distinct(cands):
                    mask = 0
                    for p in choice:
                        mask |= bit[p]
                    filling = [0] * k
                    filling[wpos] = water_pawn
                    for i, p in zip([i for i in range(k) if i != wpos], choice):
                        filling[i] = p
                    n, w = out.get(mask, (0, tuple(filling)))
                    out[mask] = (n + 1, w)
    return out


def _distinct(cands: list[list[int]]) -> Iterator[tuple[int, ...]]:
    def rec(i: int, used: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if i == len(cands):
            yield used
            return
        for p in cands[i]:
            if p not in used:
                yield from rec(i + 1, used + (p,))

    return rec(0, ())


def solve(board: Board, faces: str, *, fillings: dict | None = None) -> Solution:
    """Count the perfect arrangements for ``faces`` ('EEDE' ...) and give one as a witness."""
    lay = board.layout(faces)
    t = NeedTables(board)
    nonwater = [p for p, kd in enumerate(t.kind) if kd in _KINDS_ON_SPACES]
    full = (1 << len(nonwater)) - 1
    per = []
    for c in range(len(board.trays)):
        key = (c, faces[c])
        if fillings is not None and key in fillings:
            per.append(fillings[key])
            continue
        f = _face_fillings(board, lay, t, c, nonwater)
        if fillings is not None:
            fillings[key] = f
        per.append(f)

    def join(i: int, j: int) -> dict[int, int]:
        key = ("join", i, faces[i], j, faces[j])
        if fillings is not None and key in fillings:
            return fillings[key]
        out: dict[int, int] = {}
        b_items = [(mb, nb) for mb, (nb, _) in per[j].items()]
        for ma, (na, _) in per[i].items():
            for mb, nb in b_items:
                if not ma & mb:
                    m = ma | mb
                    out[m] = out.get(m, 0) + na * nb
        if fillings is not None:
            fillings[key] = out
        return out

    left, right = join(0, 1), join(2, 3)
    count, found = 0, None
    for m, n in left.items():
        other = right.get(full ^ m)
        if other is not None:
            count += n * other
            if found is None:
                found = m
    if found is None:
        return Solution(faces, 0, None)
    masks = []
    for i, j, target in ((0, 1, found), (2, 3, full ^ found)):
        ma = next(ma for ma in per[i] if not ma & ~target and (target ^ ma) in per[j])
        masks += [ma, target ^ ma]
    occ = [-1] * len(lay.continent)
    for c, m in enumerate(masks):
        for g, p in zip(lay.elements[c], per[c][m][1]):
            occ[g] = p
    # the four waters are interchangeable: give each continent a different one
    waters = [p for p, kd in enumerate(t.kind) if kd == WATER]
    for c in range(len(board.trays)):
        for g in lay.elements[c]:
            if t.kind[occ[g]] == WATER:
                occ[g] = waters[c]
    return Solution(faces, count, tuple(occ))


def all_faces(board: Board) -> list[str]:
    return ["".join(f) for f in product(FACE_LETTERS, repeat=len(board.trays))]


def solve_all(board: Board) -> dict[str, Solution]:
    """Every choice of faces (16 for four trays) with its count of perfect arrangements."""
    cache: dict = {}
    return {faces: solve(board, faces, fillings=cache) for faces in all_faces(board)}


def check_witness(board: Board, sol: Solution) -> int:
    """Score a witness with the end-of-game evaluation, oxygen all element side up (should be 24)."""
    assert sol.witness is not None
    lay = board.layout(sol.faces)
    t = NeedTables(board)
    occ = list(sol.witness)
    oxygens = [p for p, kd in enumerate(t.kind) if kd == 5]
    for c, o in zip(range(len(board.trays)), oxygens):
        occ[lay.white_space[c]] = o
    return evaluate(t, lay, occ, [False] * len(board.pawns)).total
