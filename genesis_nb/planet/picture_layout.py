"""Where things go on a continent of the planet picture: the spaces on a face, and the spots a space's
label or need tag may take (the first one free of other words, spaces and pieces wins)."""

from __future__ import annotations

import itertools
import math
from functools import lru_cache
from typing import Sequence

from ..pictures import Box, box_at
from .picture_style import RADIUS


@lru_cache(maxsize=128)
def face_positions(n: int, links: tuple[tuple[int, int], ...]) -> tuple[tuple[float, float], ...]:
    """The ``n`` element spaces of a face on the corners of a regular polygon, in the order whose links
    cross least and are shortest (as the interactive board places them)."""
    if n <= 0:
        return ()
    r = RADIUS.get(n, 15 * n)
    start = -math.pi / 2 + (math.pi / n if n % 2 == 0 else 0.0)
    corners = (
        [(r * math.cos(start + 2 * math.pi * i / n), r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]
        if n > 1
        else [(0.0, 0.0)]
    )
    if n > 7 or not links:
        return tuple(corners)

    def crossings(order: Sequence[int]) -> int:
        chords = [tuple(sorted((order[a], order[b]))) for a, b in links]
        return sum(
            1
            for (a, b), (c, d) in itertools.combinations(chords, 2)
            if len({a, b, c, d}) == 4 and (a < c < b < d or c < a < d < b)
        )

    def length(order: Sequence[int]) -> float:
        return sum(math.dist(corners[order[a]], corners[order[b]]) for a, b in links)

    best = min(
        (crossings((0,) + rest), round(length((0,) + rest), 3), (0,) + rest)
        for rest in itertools.permutations(range(1, n))
    )
    return tuple(corners[best[2][i]] for i in range(n))


def circle_boxes(x: float, y: float, r: float) -> list[Box]:
    """A circle as three boxes (close enough for words placed around it)."""
    a, b = r * 0.43, r * 0.71
    return [(x - r, y - a, x + r, y + a), (x - a, y - r, x + a, y + r), (x - b, y - b, x + b, y + b)]


def tag_spots(x: float, y: float, w: float, r: float, h: float = 19) -> list[Box]:
    """Where a need tag ``w`` wide may go by the space of radius ``r`` at (x, y), best first: under it, over
    it, beside it, then under or over it but a little to the side."""
    d, k = r + 13, min(w / 3, r)
    centres = [(x, y + d), (x, y - d), (x + r + 4 + w / 2, y), (x - r - 4 - w / 2, y)]
    centres += [(x + k, y + d), (x - k, y + d), (x + k, y - d), (x - k, y - d)]
    return [box_at(cx, cy, w, h) for cx, cy in centres]


def label_spots(x: float, y: float, w: float, r: float, h: float = 16) -> list[Box]:
    """Where a space's label ``w`` wide may go by the space of radius ``r`` at (x, y), best first: over it,
    at its upper corners, beside it, at its lower corners, under it."""
    d, c = r + 13, r * 0.71
    centres = [(x, y - d), (x - c - w / 2, y - c - h / 2), (x + c + w / 2, y - c - h / 2)]
    centres += [(x - r - 3 - w / 2, y), (x + r + 3 + w / 2, y)]
    centres += [(x - c - w / 2, y + c + h / 2), (x + c + w / 2, y + c + h / 2), (x, y + d)]
    return [box_at(cx, cy, w, h) for cx, cy in centres]
