"""Who each piece of a game is (``PieceTable``): made when a game first numbers its pieces (``BookRules.pieces``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .pieces import CHARACTERS, KING, LANDMARKS


@dataclass(frozen=True)
class PieceTable:
    """Who each piece is in a game of ``n`` players: ``kind[p]``, ``owner[p]`` (-1 for a landmark),
    ``points[p]``; ``ids[seat][kind]`` the ids of a seat's characters of a kind; ``landmarks[kind]``."""

    n: int
    kind: tuple[int, ...]
    owner: tuple[int, ...]
    points: tuple[int, ...]
    ids: tuple[tuple[tuple[int, ...], ...], ...]
    mine: tuple[tuple[int, ...], ...]
    landmarks: dict[int, tuple[int, ...]]
    kings: tuple[int, ...]
    total_points: int
    #: the hash of each face-up stack without a landmark by (hex, stack), kept by ``effects.rehash``
    up_keys: dict[tuple[int, tuple[int, ...]], Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def count(self) -> int:
        return len(self.kind)

    @classmethod
    def build(cls, n: int, characters: tuple[tuple[int, int], ...], landmark_counts: list[int]) -> PieceTable:
        kind: list[int] = []
        owner: list[int] = []
        points: list[int] = []
        ids: list[tuple[tuple[int, ...], ...]] = []
        for seat in range(n):
            per: list[tuple[int, ...]] = []
            for k in CHARACTERS:
                c, pts = characters[k]
                per.append(tuple(range(len(kind), len(kind) + c)))
                kind += [k] * c
                owner += [seat] * c
                points += [pts] * c
            ids.append(tuple(per))
        landmarks: dict[int, tuple[int, ...]] = {}
        for i, k in enumerate(LANDMARKS):
            c = landmark_counts[i]
            landmarks[k] = tuple(range(len(kind), len(kind) + c))
            kind += [k] * c
            owner += [-1] * c
            points += [0] * c
        total = sum(c * p for c, p in characters)
        mine = tuple(tuple(p for per in ids[s] for p in per) for s in range(n))
        return cls(
            n,
            tuple(kind),
            tuple(owner),
            tuple(points),
            tuple(ids),
            mine,
            landmarks,
            tuple(ids[s][KING][0] for s in range(n)),
            total,
        )
