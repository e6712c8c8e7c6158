"""Hex geometry in axial coordinates (q, r), hexes drawn pointy-top: r is the row, q grows to the east.

The six directions, numbered 0..5: east, north-east, north-west, west, south-west, south-east.
A straight path (B-HEX-LINE) runs along one direction; a line "edge to edge" runs both ways along one of
the three axes (0: east-west, 1: north-east/south-west, 2: north-west/south-east). The Horse's obtuse L
(B-GALLOP-SHAPE) is one step and one step turned by 60 degrees: the six hex diagonals; the ``knight``
reading takes the twelve cells two steps straight and one turned.
"""

from __future__ import annotations

from typing import Iterable

Coord = tuple[int, int]

DIRS: tuple[Coord, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIR_NAMES = ("east", "north-east", "north-west", "west", "south-west", "south-east")
AXIS_NAMES = ("east-west", "north-east to south-west", "north-west to south-east")


def add(a: Coord, b: Coord, k: int = 1) -> Coord:
    return (a[0] + k * b[0], a[1] + k * b[1])


def distance(a: Coord, b: Coord) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def hexagon(centre: Coord, radius: int) -> list[Coord]:
    """Every hex within ``radius`` of ``centre`` (3 r (r + 1) + 1 hexes)."""
    cq, cr = centre
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append((cq + dq, cr + dr))
    return out


def bent_offsets() -> tuple[Coord, ...]:
    """The obtuse L: one step, then one step turned by 60 degrees (the six diagonals)."""
    return tuple(add(DIRS[i], DIRS[(i + 1) % 6]) for i in range(6))


def knight_offsets() -> tuple[Coord, ...]:
    """The twelve cells two steps along one direction and one along a neighbouring direction."""
    out = []
    for i in range(6):
        for j in ((i + 1) % 6, (i + 5) % 6):
            out.append(add(add(DIRS[i], DIRS[i]), DIRS[j]))
    return tuple(out)


def bent_paths(offset: Coord) -> list[tuple[Coord, Coord]]:
    """The (first step, second step) pairs of direction vectors that make a diagonal ``offset``."""
    return [(a, b) for a in DIRS for b in DIRS if add(a, b) == offset and a != b]


def row_letters(i: int) -> str:
    """0 -> 'A', 25 -> 'Z', 26 -> 'AA' ..."""
    s = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        s = chr(65 + rem) + s
    return s


def labels_for(coords: Iterable[Coord]) -> dict[Coord, str]:
    """A label for each hex: its row (a letter, top row A) and its place in the row from the west (1..)."""
    rows: dict[int, list[int]] = {}
    for q, r in coords:
        rows.setdefault(r, []).append(q)
    out = {}
    for i, r in enumerate(sorted(rows)):
        for j, q in enumerate(sorted(rows[r])):
            out[(q, r)] = f"{row_letters(i)}{j + 1}"
    return out


def connected(coords: Iterable[Coord]) -> bool:
    cells = set(coords)
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for d in DIRS:
            nb = add(c, d)
            if nb in cells and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(cells)
