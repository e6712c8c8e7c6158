"""The field of one game as lookup tables over the board's global hex ids (built once per rules object
and number of players): neighbours, gallop targets, cast paths and edge-to-edge lines."""

from __future__ import annotations

from typing import Any

from .geometry import DIRS, add, bent_offsets, knight_offsets


class FieldTables:
    """``nbr[h][d]``: the neighbour of ``h`` in direction ``d`` (-1 off the field); ``gallop[h]``: the hexes
    a gallop from ``h`` may reach (B-GALLOP-SHAPE); ``cast[h]``: (over, to) pairs two hexes along each
    direction; ``lines[h][axis]``: the other hexes of the line through ``h`` (B-HEX-LINE)."""

    def __init__(self, board: Any, n: int, gallop: str = "bent", line_gaps: str = "stop") -> None:
        coords = board.coords
        index = board.index
        self.n = n
        self.hexes: tuple[int, ...] = board.fields[n]
        size = self.size = max(self.hexes) + 1  # state arrays cover ids 0..size-1
        self.inside = [False] * size
        for h in self.hexes:
            self.inside[h] = True
        inside = self.inside

        def at(c: tuple[int, int]) -> int:
            h = index.get(c, -1)
            return h if 0 <= h < size and inside[h] else -1

        empty: tuple[int, ...] = ()
        self.nbr: list[tuple[int, ...]] = [empty] * size
        self.adjacent: list[tuple[int, ...]] = [empty] * size  # the on-field neighbours only
        self.gallop: list[tuple[int, ...]] = [empty] * size
        self.cast: list[tuple[tuple[int, int], ...]] = [()] * size
        self.lines: list[tuple[tuple[int, ...], ...]] = [()] * size
        offsets = bent_offsets() if gallop == "bent" else knight_offsets()
        for h in self.hexes:
            c = coords[h]
            self.nbr[h] = tuple(at(add(c, d)) for d in DIRS)
            self.adjacent[h] = tuple(x for x in self.nbr[h] if x >= 0)
            self.gallop[h] = tuple(x for x in (at(add(c, o)) for o in offsets) if x >= 0)
            pairs = []
            for d in DIRS:
                over, to = at(add(c, d)), at(add(c, d, 2))
                if over >= 0 and to >= 0:
                    pairs.append((over, to))
            self.cast[h] = tuple(pairs)
            lines = []
            for axis in range(3):
                if line_gaps == "stop":
                    cells = []
                    for d in (DIRS[axis], DIRS[axis + 3]):
                        k = 1
                        while True:
                            x = at(add(c, d, k))
                            if x < 0:
                                break
                            cells.append(x)
                            k += 1
                    lines.append(tuple(sorted(cells)))
                else:
                    lines.append(tuple(x for x in self.hexes if x != h and _same_line(coords[x], c, axis)))
            self.lines[h] = tuple(lines)

        # the hexes whose kept actions a change on a hex may spoil: the hex and its neighbours (only the
        # steps, eats and merges of a stack are kept, and they read nothing farther)
        self.affects: list[tuple[int, ...]] = [empty] * size
        for h in self.hexes:
            self.affects[h] = (h, *self.adjacent[h])

    def direction(self, a: int, b: int) -> int:
        """The direction from ``a`` to its neighbour ``b`` (-1 when they are not neighbours)."""
        nb = self.nbr[a]
        for d in range(6):
            if nb[d] == b:
                return d
        return -1


def _same_line(a: tuple[int, int], b: tuple[int, int], axis: int) -> bool:
    if axis == 0:
        return a[1] == b[1]  # east-west: the same row
    if axis == 1:
        return a[0] + a[1] == b[0] + b[1]  # north-east/south-west
    return a[0] == b[0]  # north-west/south-east
