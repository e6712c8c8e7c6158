"""Scoring: areas, herds, places, ties, rounding and the largest-area bonuses.

Two layers, so that a bot can reuse the second one on positions it only imagines:

1. ``decompose(cells)`` finds the areas (connected tiles of one terrain) and, inside them, the herds
   (connected tiles of one species; a herd never leaves its area, as the rulebook's example counts them).
2. ``multipliers`` and ``area_points`` turn area sizes and herd sizes into points, following the
   rulebook and the readings chosen in ``HerdsOptions``:
   - an area scores only with 3 or more tiles (H-SCORE-MIN);
   - the only herd of an area takes 6; otherwise a single largest herd takes 4 and a single second
     largest herd 2, so one player holding both takes 6 (H-SCORE-RANKS, H-SCORE-SIX);
   - herds tied for largest divide 6 and nobody scores second (H-SCORE-TIE-FIRST); herds tied for second
     divide 2 (H-SCORE-TIE-SECOND); each share is rounded down (H-SCORE-ROUND), per herd (H-TIED-HERDS);
   - the single largest area of the board counts triple, the single largest area of each other terrain
     double; a tie cancels that bonus (H-BONUS-*), the readings H-ROUND-BONUS and H-TIE-LARGEST decide the
     cases the rulebook leaves open.
"""

from __future__ import annotations

from typing import Any, Sequence

from .boarddata import NEIGHBOURS, SQUARES
from .state import TERRAINS

MIN_AREA = 3
FIRST_POINTS, SECOND_POINTS = 4, 2
BOTH_POINTS = FIRST_POINTS + SECOND_POINTS

#: terrain of a cell value (cells <= 0 are never looked up)
_TERRAIN_OF = [-1] + [(c - 1) >> 2 for c in range(1, 17)]
_SEAT_OF = [-1] + [(c - 1) & 3 for c in range(1, 17)]


class Decomposition:
    """Areas and herds of a position.

    ``areas[i] = (terrain, squares)``; ``herds[h] = (seat, squares)``; ``herd_area[h]`` its area;
    ``area_herds[i]`` lists the
    herd indices of area i, largest first (ties in reading order of their first square);
    ``area_of[sq]`` / ``herd_of[sq]`` give the area and herd of a tile (-1 where there is none).
    """

    __slots__ = ("areas", "herds", "area_herds", "herd_of", "herd_area", "_area_of")

    def __init__(self, cells: Sequence[int]) -> None:
        neigh = NEIGHBOURS
        terr_of = _TERRAIN_OF
        herd_of = [-1] * SQUARES
        herds: list[tuple[int, list[int]]] = []
        links: list[tuple[int, int]] = []
        # herds: connected tiles with the same value (same terrain and species), in reading order; on the
        # way, note where a herd touches an earlier herd of the same terrain (another species)
        for s in range(SQUARES):
            code = cells[s]
            if code <= 0 or herd_of[s] >= 0:
                continue
            h = len(herds)
            herd_of[s] = h
            hs = [s]
            t = terr_of[code]
            for x in hs:  # the list grows while it is walked: a breadth-first fill
                for y in neigh[x]:
                    cy = cells[y]
                    if cy == code:
                        if herd_of[y] < 0:
                            herd_of[y] = h
                            hs.append(y)
                    elif cy > 0 and terr_of[cy] == t and herd_of[y] >= 0:
                        links.append((herd_of[y], h))
            herds.append((_SEAT_OF[code], hs))
        # areas: herds joined by those links (union-find over herds; the root is the earliest herd)
        parent = list(range(len(herds)))
        for a, b in links:
            while parent[a] != a:
                a = parent[a]
            while parent[b] != b:
                b = parent[b]
            if a != b:
                if a < b:
                    parent[b] = a
                else:
                    parent[a] = b
        area_of_herd = [-1] * len(herds)
        areas: list[tuple[int, list[int]]] = []
        area_herds: list[list[int]] = []
        for h in range(len(herds)):
            r = h
            while parent[r] != r:
                r = parent[r]
            if r == h:
                area_of_herd[h] = len(areas)
                areas.append((terr_of[cells[herds[h][1][0]]], list(herds[h][1])))
                area_herds.append([h])
            else:
                a = area_of_herd[r]
                area_of_herd[h] = a
                areas[a][1].extend(herds[h][1])
                area_herds[a].append(h)
        for members in area_herds:
            if len(members) > 1:
                members.sort(key=lambda h: -len(herds[h][1]))  # largest first; stable: reading order
        self.herds = herds
        self.herd_area = area_of_herd
        self.areas = areas
        self.area_herds = area_herds
        self.herd_of = herd_of
        self._area_of: list[int] | None = None

    @property
    def area_of(self) -> list[int]:
        """The area of each square's tile (-1 where there is none)."""
        if self._area_of is None:
            area_of = [-1] * SQUARES
            for a, (_t, sq) in enumerate(self.areas):
                for x in sq:
                    area_of[x] = a
            self._area_of = area_of
        return self._area_of

    def area_size(self, a: int) -> int:
        return len(self.areas[a][1])

    def herd_list(self, a: int) -> list[tuple[int, int]]:
        """(seat, size) of the herds of area ``a``, largest first."""
        herds = self.herds
        return [(herds[h][0], len(herds[h][1])) for h in self.area_herds[a]]


# ------------------------------------------------------------------------------------ points of one area
def share(pool: int, ways: int, mult: int, rounding: str) -> int:
    """A share of ``pool`` points split ``ways`` ways in an area counting ``mult`` times."""
    if rounding == "multiply_first":
        return (pool * mult) // ways
    return (pool // ways) * mult


def area_points(
    herds: Sequence[tuple[int, int]], mult: int, rounding: str, tied_herds: str
) -> tuple[list[int], list[int], str]:
    """Points of each herd of one scoring area (herds given as (seat, size), largest first).

    Returns (points per herd, place per herd: 1, 2 or 0, the case: 'only_herd', 'ranked', 'tie_first',
    'tie_second'). With ``tied_herds='per_player'`` a player with several tied herds takes one share,
    credited to the first of them.
    """
    k = len(herds)
    pts = [0] * k
    places = [0] * k
    if k == 1:
        pts[0] = BOTH_POINTS * mult
        places[0] = 1
        return pts, places, "only_herd"
    top = herds[0][1]
    tied = 1
    while tied < k and herds[tied][1] == top:
        tied += 1
    if tied >= 2:
        _divide(pts, places, herds, range(tied), BOTH_POINTS, mult, rounding, tied_herds, 1)
        return pts, places, "tie_first"
    pts[0] = FIRST_POINTS * mult
    places[0] = 1
    second = herds[1][1]
    end = 2
    while end < k and herds[end][1] == second:
        end += 1
    if end == 2:
        pts[1] = SECOND_POINTS * mult
        places[1] = 2
        return pts, places, "ranked"
    _divide(pts, places, herds, range(1, end), SECOND_POINTS, mult, rounding, tied_herds, 2)
    return pts, places, "tie_second"


def _divide(
    pts: list[int],
    places: list[int],
    herds: Sequence[tuple[int, int]],
    idx: range,
    pool: int,
    mult: int,
    rounding: str,
    tied_herds: str,
    place: int,
) -> None:
    for i in idx:
        places[i] = place
    if tied_herds == "per_herd":
        each = share(pool, len(idx), mult, rounding)
        for i in idx:
            pts[i] = each
        return
    seats: dict[int, int] = {}
    for i in idx:
        seats.setdefault(herds[i][0], i)
    each = share(pool, len(seats), mult, rounding)
    for i in seats.values():
        pts[i] = each


# ----------------------------------------------------------------------------------------- bonuses
def multipliers(keys: Sequence[tuple[int, int]], tied_largest: str) -> tuple[list[int], dict[str, Any]]:
    """Multiplier of each area from its (terrain, size); only areas of 3+ tiles take part.

    Returns the multipliers and what decided them: the tripled area (or the tied largest areas) and,
    per terrain, the doubled area or the tied ones.
    """
    mult = [1] * len(keys)
    info: dict[str, Any] = {
        "triple": None,
        "tied_largest": [],
        "largest_size": 0,
        "double": {},
        "tied": {},
        "excluded": [],
    }
    best = 0
    for _t, size in keys:
        if size >= MIN_AREA and size > best:
            best = size
    if best == 0:
        return mult, info
    tops = [i for i, (t, size) in enumerate(keys) if size == best]
    info["largest_size"] = best
    excluded: set[int] = set()
    if len(tops) == 1:
        mult[tops[0]] = 3
        info["triple"] = tops[0]
        excluded.add(keys[tops[0]][0])
    else:
        info["tied_largest"] = tops
        if tied_largest == "no_double":
            info["excluded"] = list(range(4))
            return mult, info
        if tied_largest == "others_double":
            excluded.update(keys[i][0] for i in tops)
    info["excluded"] = sorted(excluded)
    largest = [0, 0, 0, 0]
    where: list[list[int]] = [[], [], [], []]
    for i, (t, size) in enumerate(keys):
        if size < MIN_AREA or t in excluded:
            continue
        if size > largest[t]:
            largest[t] = size
            where[t] = [i]
        elif size == largest[t]:
            where[t].append(i)
    for t in range(4):
        if len(where[t]) == 1:
            mult[where[t][0]] = 2
            info["double"][t] = where[t][0]
        elif len(where[t]) > 1:
            info["tied"][t] = where[t]
    return mult, info


# ------------------------------------------------------------------------------------------ totals
def totals(d: Decomposition, n: int, options: Any) -> tuple[list[int], list[list[int]]]:
    """Points per seat, and base points (before bonuses) per seat per terrain."""
    keys = [(t, len(sq)) for t, sq in d.areas]
    mult, _ = multipliers(keys, options.tied_largest)
    total = [0] * n
    base = [[0, 0, 0, 0] for _ in range(n)]
    rounding, tied_herds = options.rounding, options.tied_herds
    for a, (t, sq) in enumerate(d.areas):
        if len(sq) < MIN_AREA:
            continue
        herds = d.herd_list(a)
        pts, _, _ = area_points(herds, mult[a], rounding, tied_herds)
        if mult[a] == 1:
            bpts = pts
        else:
            bpts, _, _ = area_points(herds, 1, rounding, tied_herds)
        for (seat, _), p, b in zip(herds, pts, bpts):
            total[seat] += p
            base[seat][t] += b
    return total, base


def details(
    d: Decomposition, names: Sequence[str], species: Sequence[str], options: Any, square_names: Sequence[str]
) -> dict[str, Any]:
    """The full breakdown for the scoring overlay: every area with its herds, places and points."""
    n = len(names)
    keys = [(t, len(sq)) for t, sq in d.areas]
    mult, info = multipliers(keys, options.tied_largest)
    areas = []
    per_seat_total = [0] * n
    per_seat_base = [0] * n
    by_terrain = [[0, 0, 0, 0] for _ in range(n)]
    for a, (t, sq) in enumerate(d.areas):
        size = len(sq)
        scored = size >= MIN_AREA
        herd_ids = d.area_herds[a]
        herds = d.herd_list(a)
        if scored:
            pts, places, case = area_points(herds, mult[a], options.rounding, options.tied_herds)
            bpts, _, _ = area_points(herds, 1, options.rounding, options.tied_herds)
        else:
            pts, places, case = [0] * len(herds), [0] * len(herds), "too_small"
            bpts = pts
        bonus = ("triple" if info["triple"] == a else "double" if mult[a] == 2 else None) if scored else None
        herd_rows = []
        seat_pts: dict[int, int] = {}
        for j, h in enumerate(herd_ids):
            seat, hsq = d.herds[h]
            herd_rows.append(
                {
                    "id": f"A{a + 1}.{j + 1}",
                    "seat": seat,
                    "player": names[seat],
                    "species": species[seat],
                    "squares": sorted(hsq),
                    "names": [square_names[x] for x in sorted(hsq)],
                    "size": len(hsq),
                    "place": places[j],
                    "base": bpts[j],
                    "points": pts[j],
                }
            )
            seat_pts[seat] = seat_pts.get(seat, 0) + pts[j]
            per_seat_total[seat] += pts[j]
            per_seat_base[seat] += bpts[j]
            by_terrain[seat][t] += pts[j]
        areas.append(
            {
                "id": f"A{a + 1}",
                "terrain": TERRAINS[t],
                "squares": sorted(sq),
                "names": [square_names[x] for x in sorted(sq)],
                "size": size,
                "scored": scored,
                "multiplier": mult[a] if scored else 0,
                "bonus": bonus,
                "case": case,
                "herds": herd_rows,
                "points": {names[s]: p for s, p in sorted(seat_pts.items())},
            }
        )
    order = scoring_order(keys, info)
    return {
        "areas": areas,
        "order": [f"A{a + 1}" for a in order],
        "largest": {
            "area": None if info["triple"] is None else f"A{info['triple'] + 1}",
            "tied": [f"A{i + 1}" for i in info["tied_largest"]],
            "size": info["largest_size"],
        },
        "terrains": {
            TERRAINS[t]: {
                "double": f"A{info['double'][t] + 1}" if t in info["double"] else None,
                "tied": [f"A{i + 1}" for i in info["tied"].get(t, [])],
                "excluded": t in info["excluded"],
            }
            for t in range(4)
        },
        "players": [
            {
                "seat": p,
                "name": names[p],
                "species": species[p],
                "base": per_seat_base[p],
                "bonus": per_seat_total[p] - per_seat_base[p],
                "total": per_seat_total[p],
                "by_terrain": {TERRAINS[t]: by_terrain[p][t] for t in range(4)},
            }
            for p in range(n)
        ],
        "options": {
            "rounding": options.rounding,
            "tied_largest": options.tied_largest,
            "tied_herds": options.tied_herds,
        },
    }


def scoring_order(keys: Sequence[tuple[int, int]], info: dict[str, Any]) -> list[int]:
    """The rulebook's recommended order: the tripled area, the rest of its terrain, then each other
    terrain from its largest area down (areas too small to score are left out)."""
    scored = [i for i, (t, size) in enumerate(keys) if size >= MIN_AREA]
    first_t = keys[info["triple"]][0] if info["triple"] is not None else None
    terrains = ([first_t] if first_t is not None else []) + [t for t in range(4) if t != first_t]
    out = []
    for t in terrains:
        mine = sorted((i for i in scored if keys[i][0] == t), key=lambda i: (-keys[i][1], i))
        out.extend(mine)
    return out
