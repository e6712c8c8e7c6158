"""A greedy bot for herds: the placement that maximises its score if the game ended right now.

For each legal (square, terrain) the bot imagines the tile on the board and scores the result. It does
not rescore the board from scratch: only the areas of that terrain next to the square merge with the
new tile, so the bot reuses the current areas and herds and recomputes the bonuses over area sizes.

Preferences, in order: its own score; then its lead over the best other player; then a tile from the
dice over the one-tile turn (which places a tile fewer); then a seeded random tie-break, so a bot game
replays exactly.
"""

from __future__ import annotations

from typing import Any

from ..bots.base import SeededBot
from .boarddata import NEIGHBOURS
from .rules import TERRAIN_INDEX
from .scoring import MIN_AREA, Decomposition, area_points, multipliers
from .state import Place, code_seat, code_terrain


class Evaluator:
    """Scores of a position with one more tile, from the position's areas and herds."""

    def __init__(self, state: Any, options: Any) -> None:
        self.s = state
        self.n = state.n
        self.opts = options
        self.d = Decomposition(state.cells)
        self.keys = [(t, len(sq)) for t, sq in self.d.areas]
        self.herd_lists = [self.d.herd_list(a) for a in range(len(self.keys))]
        self._pts: dict[tuple[int, int], list[int]] = {}

    def _area(self, a: int, mult: int) -> list[int]:
        k = (a, mult)
        v = self._pts.get(k)
        if v is None:
            v = [0] * self.n
            herds = self.herd_lists[a]
            pts, _, _ = area_points(herds, mult, self.opts.rounding, self.opts.tied_herds)
            for (seat, _), p in zip(herds, pts):
                v[seat] += p
            self._pts[k] = v
        return v

    def totals_with(self, sq: int, t: int, seat: int) -> list[int]:
        """Points per seat after ``seat`` lays a ``t`` tile on vacant square ``sq``."""
        d = self.d
        cells = self.s.cells
        merged: set[int] = set()
        joined: set[int] = set()
        for y in NEIGHBOURS[sq]:
            c = cells[y]
            if c > 0 and code_terrain(c) == t:
                merged.add(d.area_of[y])
                if code_seat(c) == seat:
                    joined.add(d.herd_of[y])
        size = 1 + sum(self.keys[a][1] for a in merged)
        keys = [k for a, k in enumerate(self.keys) if a not in merged]
        keep = [a for a in range(len(self.keys)) if a not in merged]
        keys.append((t, size))
        mult, _ = multipliers(keys, self.opts.tied_largest)
        total = [0] * self.n
        for j, a in enumerate(keep):
            if keys[j][1] >= MIN_AREA:
                for p, v in enumerate(self._area(a, mult[j])):
                    total[p] += v
        if size >= MIN_AREA:
            herds = [(seat, 1 + sum(len(d.herds[h][1]) for h in joined))]
            for a in merged:
                herds.extend(x for h, x in zip(d.area_herds[a], self.herd_lists[a]) if h not in joined)
            herds.sort(key=lambda x: -x[1])
            pts, _, _ = area_points(herds, mult[-1], self.opts.rounding, self.opts.tied_herds)
            for (p, _), v in zip(herds, pts):
                total[p] += v
        return total


class GreedyBot(SeededBot):
    """Picks the tile that maximises its score if the game ended now (seeded tie-breaks)."""

    name = "greedy"

    def choose(self, game: Any) -> Any:
        s = game.state
        seat = game.rules.actor(s)
        legal = game.legal_actions()
        ev = Evaluator(s, game.rules.options)
        seen: dict[tuple[int, int], tuple[int, int]] = {}
        best_key: tuple | None = None
        best = legal[0]
        for a in legal:
            t = TERRAIN_INDEX[a.terrain]
            k = (a.square, t)
            v = seen.get(k)
            if v is None:
                tot = ev.totals_with(a.square, t, seat)
                mine = tot[seat]
                others = max(x for p, x in enumerate(tot) if p != seat)
                v = seen[k] = (mine, mine - others)
            key = (v[0], v[1], type(a) is Place, self.rng.random())
            if best_key is None or key > best_key:
                best_key, best = key, a
        return best
