"""A greedy bot for THE BOOK game that reads only its own seat's view.

It scores each legal action from what its seat may know (``game.view(seat)``: face-up pieces, graves,
the face-down pieces it remembers or looked at) and the public tables (the field's geometry, the eating
chart, the star points), and plays the best, ties broken by a seeded generator:

- eating is worth the star points eaten, less what a trap would cost (a Guard buries the eater, an
  Avenger's curse takes it and its kind) and less what stepping next to a stronger enemy risks;
- a sacrifice costs twice the piece's points (the piece is lost and an opponent gains it);
- a travel is worth getting out of reach of an enemy that could eat the piece, or next to a piece it
  could eat; a flip is worth a little (it is how the game moves on).

    >>> from genesis_nb.book import new_game
    >>> from genesis_nb.book.bots import GreedyBot
    >>> from genesis_nb.bots import play_out
    >>> g = play_out(new_game(2, seed=3), [GreedyBot(0), GreedyBot(1)])
    >>> g.is_over
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bots.base import SeededBot
from ..core.lazy import lazy_module
from .pieces import CLASS_NAMES, KIND_OF_NAME, may_eat_name

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

_CLASS = {name: i for i, name in enumerate(CLASS_NAMES)}


class GreedyBot(SeededBot):
    """Plays the action its seat's view values most (see the module docstring)."""

    name = "greedy"

    def choose(self, game: Any) -> Any:
        seat = game.actor
        view = game.view(seat)
        actions = game.legal_actions()
        if view["phase"] in ("throne", "peek"):
            return self.rng.choice(actions)
        r = game.rules
        ctx = _Context(r, view, seat)
        best: list[Any] = []
        best_value = float("-inf")
        for a in actions:
            v = ctx.value(a) + self.rng.random() * 0.01
            if v > best_value:
                best, best_value = [a], v
        return best[0]


class _Context:
    """What the bot reads: its view's cells by hex, the field's neighbours, the star points of kinds."""

    def __init__(self, r: Any, view: dict[str, Any], seat: int, cells: Any = None) -> None:
        self.r = r
        self.seat = seat
        self.n = len(view["players"]) if cells is None else view["n"]
        self.F = r.field(self.n)
        self.cells = {c["hex"]: c for c in view["cells"]} if cells is None else cells
        self.points = {
            KIND_OF_NAME[name]: pts
            for name, pts in zip(
                ("king", "goliath", "prophet", "priest", "horse", "guard", "man", "fisher"),
                (p for _, p in r.board.characters),
            )
        }

    def worth(self, c: dict[str, Any] | None) -> float:
        """The star points on a cell the bot can see (an unknown face-down piece: a small average)."""
        if c is None or "pieces" not in c:
            return 1.0 if c is not None and c.get("face_down") else 0.0
        total = 0.0
        for p in c["pieces"]:
            if p["owner"] is not None:
                pts = self.points[KIND_OF_NAME[p["kind"]]]
                total += pts if p["owner"] != self.seat else -pts
        return total

    def mine(self, c: dict[str, Any] | None) -> bool:
        return c is not None and not c.get("face_down") and c.get("owner") == self.seat

    def threat(self, h: int, rank: str, frm: int) -> float:
        """How much the piece of ``rank`` standing on ``h`` could lose to a face-up enemy next to it."""
        worst = 0.0
        for nb in self.F.adjacent[h]:
            if nb == frm:
                continue
            c = self.cells.get(nb)
            if c is None or c.get("face_down") or "rank" not in c or c.get("owner") == self.seat:
                continue
            if may_eat_name(c["rank"], rank):
                worst = 1.0
        return worst

    def value(self, a: Any) -> float:
        cells = self.cells
        if isinstance(a, (A.PlaceThrone, A.Peek)):
            return 0.0
        if isinstance(a, A.Flip):
            return 0.3
        src = cells.get(a.frm) if hasattr(a, "frm") else None
        own = -self.worth(src) if src is not None else 0.0
        rank = src.get("rank", "man") if src else "man"
        if isinstance(a, A.Eat):
            target = cells.get(a.to)
            gain = self.worth(target)
            trap = target.get("rank") if target else None
            if trap == "guard":
                gain -= 1.0
            elif trap == "avenger":
                gain -= own + 2.0
            return 2.0 + gain - own * 0.5 * self.threat(a.to, rank, a.frm)
        if isinstance(a, A.Cast):
            target = cells.get(a.to)
            return 1.0 + self.worth(target) - own * 0.5 * self.threat(a.to, rank, a.frm)
        if isinstance(a, (A.Travel, A.Gallop, A.Dismount)):
            before = self.threat(a.frm, rank, -1)
            after = self.threat(a.to, rank, a.frm)
            return 0.1 + own * 0.8 * (before - after)
        if isinstance(a, A.Crucify):
            return self.worth(cells.get(a.target)) - 4.0
        if isinstance(a, (A.Purge, A.Ekballo)):
            reach = self.F.adjacent[a.frm] if isinstance(a, A.Purge) else self.F.lines[a.frm][a.axis]
            gain = 0.0
            for t in reach:
                c = cells.get(t)
                if (
                    c is not None
                    and not c.get("face_down")
                    and "rank" in c
                    and c.get("owner") != self.seat
                    and not c.get("protected")
                    and may_eat_name("priest", c["rank"])
                ):
                    gain += self.worth(c)
            return 1.0 + gain - (0.0 if a.grave is None else 8.0)
        if isinstance(a, A.Prophecy):
            return 0.2 if a.grave is None else -6.0
        if isinstance(a, A.Resurrect):
            return self.points.get(KIND_OF_NAME.get(a.character, 0), 0) - 14.0
        if isinstance(a, (A.Mount, A.Fortify, A.Congregate)):
            return 0.2
        if isinstance(a, A.MoveMountain):
            return 0.0
        return 0.0


class _SeatCells:
    """The cells of a seat's view, worked out from the position one hex at a time as the bot asks for them
    (``view.cell``: exactly what the seat may know), for searches that judge many positions."""

    __slots__ = ("r", "s", "seat", "known")

    def __init__(self, r: Any, s: Any, seat: int) -> None:
        self.r = r
        self.s = s
        self.seat = seat
        self.known: dict[int, Any] = {}

    def get(self, h: int, default: Any = None) -> Any:
        known = self.known
        if h in known:
            c = known[h]
        else:
            from .view import cell

            c = known[h] = cell(self.r, self.s, h, self.seat) if h >= 0 else None
        return default if c is None else c


def judge(r: Any, s: Any, seat: int, actions: Any) -> list[float]:
    """The greedy bot's value of each of ``actions`` for ``seat``, read from the position ``s`` by what the
    seat may know (the same values as ``GreedyBot`` from ``game.view(seat)``, without building the whole
    view; 0 for every action in the Throne and Prophecy phases, where the bot picks at random). For the
    searches (the game's search hooks, ``book.search``): their prior and greedy rollouts."""
    if s.phase in ("throne", "peek"):
        return [0.0] * len(actions)
    ctx = _Context(r, {"n": s.n}, seat, _SeatCells(r, s, seat))
    return [ctx.value(a) for a in actions]


__all__ = ["GreedyBot", "judge"]
