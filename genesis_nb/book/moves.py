"""The legal actions of a position (``MovesMixin``, mixed into ``BookRules``).

Everything here reads only what every player may know: which hexes hold face-down pieces (never what
they are), the face-up pieces, the graves. A position's list is cached on the state (the state forgets it
when an action changes it), so ``check`` of a listed action is a set lookup.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any, Callable

from ..core.lazy import lazy_module
from .effects import count_up, may_eat, protected, turn_key
from .pieces import (
    ALTAR,
    ARK,
    C_FISHER,
    C_KING,
    C_MOB,
    C_PRIEST,
    C_PROPHET,
    CLASS_OF_KIND,
    HORSE,
    KIND_NAMES,
    KING,
    MOUNTAIN,
    PRIEST,
    PROPHET,
    THRONE,
    stack_class,
)
from .stackmoves import EAT_ROW, casts, dismounts, form, gallops, steps
from .state import OVER, PEEK, THRONES, TURN, BookState

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used


def part(name: str) -> Any:
    """The module ``name`` of this game (``play``, ``scoring``), imported when first needed so that importing
    the rules stays cheap, then read from ``sys.modules``: an import statement inside a function costs
    microseconds at every call, too much for the searches' inner loops."""
    return sys.modules.get(f"{__package__}.{name}") or importlib.import_module(f"{__package__}.{name}")


class MovesMixin:
    options: Any
    act: Callable[..., Any]  # provided by core.boundrules.BoundRules
    _action_tables: dict[int, Any]
    _token: object

    def pieces(self, n: int) -> Any: ...  # provided by BookRules
    def field(self, n: int) -> Any: ...

    # -- reading the position --------------------------------------------------------------------
    def on_altar(self, s: BookState, h: int) -> bool:
        lm = s.land[h]
        return lm >= 0 and self.pieces(s.n).kind[lm] == ALTAR

    def passive(self, s: BookState, seat: int, kind: int) -> bool:
        """Are all of ``seat``'s Prophets (Priests) revealed (B-PASSIVE-COUNT)?"""
        P = self.pieces(s.n)
        ids = P.ids[seat][kind]
        if not ids:
            return False
        if self.options.passive == "ever":
            return all(s.seen[p] for p in ids)
        return count_up(s, P, seat, kind) == len(ids)

    def priest_may_eat(self, defender: int) -> bool:
        """What a Purge or Ekballo may eat (B-PURGE-ALLOWED)."""
        return self.options.purge_allowed == "any" or may_eat(C_PRIEST, defender)

    def _purge_target(self, s: BookState, P: Any, t: int, seat: int) -> bool:
        st = s.stack[t]
        if st:
            if protected(s, P, t):
                return False
            if s.up[st[0]]:
                return P.owner[st[-1]] != seat and self.priest_may_eat(stack_class([P.kind[p] for p in st]))
            return self.options.blind_purge
        lm = s.land[t]
        return lm >= 0 and not s.up[lm] and self.options.blind_purge

    def _can_purge(self, s: BookState, P: Any, F: Any, h: int, seat: int) -> bool:
        """Has a Purge from ``h`` anything to eat (``purge_targets`` not empty), found quickly?"""
        stack, land, up, kind, owner = s.stack, s.land, s.up, P.kind, P.owner
        blind = self.options.blind_purge
        row = EAT_ROW[C_PRIEST] if self.options.purge_allowed == "chart" else _ANY
        for t in F.adjacent[h]:
            st = stack[t]
            if st:
                lm = land[t]
                if lm >= 0 and kind[lm] in _SHELTER:
                    continue
                if up[st[0]]:
                    if (
                        owner[st[-1]] != seat
                        and row[CLASS_OF_KIND[kind[st[0]]] if len(st) == 1 else stack_class([kind[p] for p in st])]
                    ):
                        return True
                elif blind:
                    return True
            elif blind:
                lm = land[t]
                if lm >= 0 and not up[lm]:
                    return True
        return False

    def purge_targets(self, s: BookState, h: int, seat: int) -> list[int]:
        """The neighbours a Purge from ``h`` would eat (B-PURGE, B-HIDDEN-TARGETS)."""
        P, F = self.pieces(s.n), self.field(s.n)
        return [t for t in F.adjacent[h] if self._purge_target(s, P, t, seat)]

    def ekballo_targets(self, s: BookState, h: int, axis: int, seat: int) -> list[int]:
        """The hexes of the line through ``h`` on ``axis`` an Ekballo would eat (B-EKBALLO)."""
        P, F = self.pieces(s.n), self.field(s.n)
        return [t for t in F.lines[h][axis] if self._purge_target(s, P, t, seat)]

    def crucify_targets(self, s: BookState, h: int) -> list[int]:
        """Every piece a Mob on ``h`` may crucify: any face-down piece, any character but a King on its
        Throne (B-CRUCIFY)."""
        P, F = self.pieces(s.n), self.field(s.n)
        return [t for t in F.hexes if t != h and self.crucify_target(s, P, t)]

    def crucify_target(self, s: BookState, P: Any, t: int) -> bool:
        """May a Mob crucify what lies on ``t`` (another hex than its own): a face-down piece, a character but
        a King on its Throne (B-CRUCIFY)?"""
        lm = s.land[t]
        if s.stack[t]:
            return lm < 0 or P.kind[lm] != THRONE
        return lm >= 0 and not s.up[lm]

    def resurrect_choices(self, s: BookState, seat: int, mounted: bool) -> list[tuple[int, str]]:
        """(grave, kind) pairs a King of ``seat`` may bring back (B-RESURRECT, B-RESURRECT-FROM)."""
        P = self.pieces(s.n)
        out = []
        for src in range(s.n):
            if self.options.resurrect_from == "opponents" and src == seat:
                continue
            kinds = sorted({P.kind[p] for p in s.graves[src] if P.owner[p] == seat and P.kind[p] != KING})
            out += [(src, KIND_NAMES[k]) for k in kinds if not (mounted and k == HORSE)]
        return out

    def no_face_down_left(self, s: BookState) -> bool:
        """The end (B-END, B-END-COUNT): no face-down piece left on the field (or no face-down character)."""
        if not s.hidden:
            return True
        if self.options.end_count == "all":
            return False
        stack = s.stack
        for h in s.hidden:
            if stack[h]:
                return False
        return True

    # -- the list ----------------------------------------------------------------------------------
    def legal_actions(self, s: BookState) -> list[Any]:
        if s.phase == OVER:
            return []
        return list(self.legal_tuple(s))

    def legal_tuple(self, s: BookState) -> tuple[Any, ...]:
        """The legal actions as a tuple, cached on the state until an action changes it."""
        cache = s._cache
        if cache is not None and cache[0] is self._token:
            return cache[1]
        acts = self._generate(s) if s.phase != OVER else []
        if s.rep2 and s.phase == TURN and self.options.perpetual == "third":
            kept = [a for a in acts if not self.repeats(s, a)]
            acts = kept or acts  # when every action repeats, the rule cannot forbid them all
        tup = tuple(acts)
        s._cache = (self._token, tup, None)
        return tup

    def is_listed(self, s: BookState, a: Any) -> bool:
        """Is ``a`` one of the position's legal actions (the same object, or an equal one)?"""
        tup = self.legal_tuple(s)
        for x in tup:
            if x is a:
                return True
        return type(a) in A.registry.types.values() and a in tup

    def repeats(self, s: BookState, a: Any) -> bool:
        """Would ``a`` bring about a position seen twice already since the graves last changed (B-PERPETUAL)?"""
        t = s.copy()
        t._cache = None
        part("play").apply_action(self, t, a, record=False, quiet=True)
        if t.gver != s.gver or t.phase == OVER:
            return False
        if t.phase == PEEK:
            key = t.zob ^ turn_key(t.order[(t.order.index(t.turn) + 1) % t.n])
        else:
            key = t.zob ^ turn_key(t.turn)
        return s.reps.get(key, 0) >= 2

    def _tables(self, n: int) -> _ActionTables:
        t = self._action_tables.get(n)
        if t is None:
            t = self._action_tables[n] = _ActionTables(self, n)
        return t

    def _generate(self, s: BookState) -> list[Any]:
        T = self._tables(s.n)
        if s.phase == THRONES:
            stack, land = s.stack, s.land
            return [T.throne[h] for h in T.hexes if not stack[h] and land[h] < 0]
        if s.phase == PEEK:
            return [T.peek[h] for h in s.hidden if h not in s.peek_hexes]
        flips = T.flip
        out = [flips[h] for h in s.hidden]
        if s.opening:
            return out
        P = self.pieces(s.n)
        seat = s.turn
        stack = s.stack
        if s.pc_token is not self._token:
            s.pc = {}
            s.pc_token = self._token
        pc = s.pc
        kind = P.kind
        for h in s.tops[seat]:
            known = pc.get(h)
            if known is not None:
                out.extend(known)
            else:
                start = len(out)
                if self._piece_actions(s, P, T, seat, h, out):
                    pc[h] = tuple(out[start:])
            st = stack[h]
            if len(st) > 1 or kind[st[0]] in _ABLE:
                self._abilities(s, P, T, seat, h, out)
        return out

    def _piece_actions(self, s: BookState, P: Any, T: _ActionTables, seat: int, h: int, out: list[Any]) -> bool:
        """Append the actions of the stack on ``h``; True when they depend only on ``h`` and its
        neighbours (no gallop, cast or Altar), so that they may be kept until one of those changes."""
        f = form(P.kind, s.stack[h])
        local = steps(self, s, P, seat, h, f, T.near[h], out)
        cls, top, single, mounted = f
        if mounted or (single and top == HORSE):
            local = False  # a gallop reads hexes out of reach of a step: not kept
            gallops(self, s, P, h, T.gallop[h], out)
        if mounted and not dismounts(self, s, P, T.F, h, T.dismount[h], out):
            local = False
        if single and cls == C_FISHER:
            local = False  # a cast reads two hexes out: not kept
            casts(self, s, P, seat, T.cast[h], out)
        return local

    def _abilities(
        self, s: BookState, P: Any, T: _ActionTables, seat: int, h: int, out: list[Any], king: Any = None
    ) -> None:
        """Append the abilities of the stack on ``h`` that read more than its neighbourhood (a King's,
        Prophet's, Priest's, Mob's); they are listed afresh every time. ``king``: of a King's, only the
        pushes and pulls of the direction it names (0 to 5), or only the bring-backs (6)."""
        o = self.options
        append = out.append
        st = s.stack[h]
        kinds = [P.kind[p] for p in st]
        cls = stack_class(kinds)
        mounted = len(st) >= 2 and kinds[0] == HORSE
        if mounted and o.mounted_abilities == "none":
            return
        if cls == C_KING:
            self._king_actions(s, P, T, seat, h, mounted, out, king)
        elif cls == C_PROPHET:
            for a in T.prophecy[h][seat]:
                append(a)
            if self.passive(s, seat, PROPHET):
                append(T.prophecy_free[h])
        elif cls == C_PRIEST:
            if self._can_purge(s, P, T.F, h, seat):
                for a in T.purge[h][seat]:
                    append(a)
                if self.passive(s, seat, PRIEST) or self.on_altar(s, h):
                    append(T.purge_free[h])
            if self.on_altar(s, h):
                graves = [q for q in range(s.n) if q != seat]
                for axis in range(3):
                    if self.ekballo_targets(s, h, axis, seat):
                        for g in graves:
                            append(self.act(A.Ekballo, h, axis, g))
        elif cls == C_MOB:
            graves = [q for q in range(s.n) if q != seat]
            for t in self.crucify_targets(s, h):
                for g in graves:
                    append(self.act(A.Crucify, h, t, g))

    def _king_actions(
        self, s: BookState, P: Any, T: _ActionTables, seat: int, h: int, mounted: bool, out: list[Any], only: Any
    ) -> None:
        stack, land, up, kind = s.stack, s.land, s.up, P.kind
        if not mounted and only != 6:
            nbr = T.F.nbr[h]
            for d in range(6) if only is None else (only,):
                to = nbr[d]
                if to < 0:
                    continue
                lm = land[to]
                if (
                    lm >= 0
                    and not stack[to]
                    and kind[lm] == MOUNTAIN
                    and up[lm]
                    and self.mountain_ok(s, h, to, False) is None
                ):
                    out.append(self.act(A.MoveMountain, h, to, False))
                back = nbr[(d + 3) % 6]
                if back >= 0 and lm < 0 and not stack[to]:
                    bl = land[back]
                    if bl >= 0 and not stack[back] and kind[bl] == MOUNTAIN and up[bl]:
                        out.append(self.act(A.MoveMountain, h, to, True))
        if (only is None or only == 6) and any(P.owner[p] == seat for g in s.graves for p in g):
            graves = [q for q in range(s.n) if q != seat]
            for src, name in self.resurrect_choices(s, seat, mounted):
                for g in graves:
                    out.append(self.act(A.Resurrect, h, g, src, name))

    def cast_ok(self, s: BookState, P: Any, seat: int, over: int, to: int) -> str | None:
        """None when a Fisher may cast over ``over`` onto ``to``; else the refusal's message key (B-CAST)."""
        ost, olm = s.stack[over], s.land[over]
        if not ost and olm < 0:
            return "refuse.cast_nothing_over"
        if not ost and P.kind[olm] == MOUNTAIN and s.up[olm]:
            return "refuse.cast_mountain"
        tst, tlm = s.stack[to], s.land[to]
        if not tst and tlm < 0:
            return "refuse.cast_empty"
        if not tst and s.up[tlm]:
            return "refuse.cast_landmark_up"
        if not tst and s.landknown[tlm] and self.options.cast_landmark == "hidden":
            return "refuse.cast_landmark_known"  # B-CAST-LANDMARK: everyone knows: casting would be a pass
        if tst and protected(s, P, to):
            return "refuse.protected"
        if tst and s.up[tst[0]] and P.owner[tst[-1]] == seat:
            return "refuse.cast_own"
        return None

    def mountain_ok(self, s: BookState, frm: int, to: int, pull: bool) -> str | None:
        """None when a King on ``frm`` may step to ``to`` pushing (pulling) Mountains; else a message key."""
        F = self.field(s.n)
        d = F.direction(frm, to)
        run = part("play").mountain_run(self, s, frm, to, pull)
        if pull:
            if s.stack[to] or s.land[to] >= 0:
                return "refuse.pull_step"
            return None if run else "refuse.no_mountain_pull"
        if not run:
            return "refuse.no_mountain_push"
        end = F.nbr[run[-1]][d]
        if end < 0 or s.stack[end] or s.land[end] >= 0:
            return "refuse.mountain_blocked"
        return None


_SHELTER = (ARK, THRONE)
_ABLE = (KING, PROPHET, PRIEST)
_ANY = (True,) * 10


class _ActionTables:
    """The action objects of one field, made once: per hex the neighbour moves, gallops, casts, ..."""

    def __init__(self, r: Any, n: int) -> None:
        F = r.field(n)
        act = r.act
        self.F = F
        self.hexes = F.hexes
        size = F.size
        self.flip = [act(A.Flip, h) for h in range(size)]
        self.peek = [act(A.Peek, h) for h in range(size)]
        self.throne = [act(A.PlaceThrone, h) for h in range(size)]
        empty: tuple[Any, ...] = ()
        self.near: list[tuple[Any, ...]] = [empty] * size
        self.gallop: list[tuple[Any, ...]] = [empty] * size
        self.dismount: list[tuple[Any, ...]] = [empty] * size
        self.cast: list[tuple[Any, ...]] = [empty] * size
        self.prophecy: list[tuple[tuple[Any, ...], ...]] = [empty] * size
        self.purge: list[tuple[tuple[Any, ...], ...]] = [empty] * size
        self.prophecy_free: list[Any] = [None] * size
        self.purge_free: list[Any] = [None] * size
        for h in F.hexes:
            self.near[h] = tuple(
                (
                    nb,
                    act(A.Travel, h, nb, None),
                    act(A.Eat, h, nb),
                    act(A.Mount, h, nb),
                    act(A.Fortify, h, nb),
                    act(A.Congregate, h, nb),
                )
                for nb in F.adjacent[h]
            )
            self.gallop[h] = tuple((t, act(A.Gallop, h, t, None)) for t in F.gallop[h])
            self.dismount[h] = tuple((nb, act(A.Dismount, h, nb, None)) for nb in F.adjacent[h])
            self.cast[h] = tuple((over, to, act(A.Cast, h, to)) for over, to in F.cast[h])
            self.prophecy[h] = tuple(tuple(act(A.Prophecy, h, g) for g in range(n) if g != seat) for seat in range(n))
            self.purge[h] = tuple(tuple(act(A.Purge, h, g) for g in range(n) if g != seat) for seat in range(n))
            self.prophecy_free[h] = act(A.Prophecy, h, None)
            self.purge_free[h] = act(A.Purge, h, None)


__all__ = ["MovesMixin", "EAT_ROW"]
