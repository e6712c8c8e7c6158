"""A face-up stack's moves, part by part: steps (a travel, an eat or a merge onto a neighbour), gallops,
dismounts and casts (B-TRAVEL, B-EAT, B-MOUNT, B-FORTIFY, B-CONGREGATE, B-GALLOP, B-DISMOUNT, B-CAST).

Each part appends the actions onto the targets it is given: all of the stack's targets for the legal list
(``MovesMixin._piece_actions``), a single one for a slot of the light rollout (``rollout.random_move``), so
that both read the same rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..core.lazy import lazy_module
from .effects import altar_exits, enterable, may_eat
from .pieces import ALTAR, ARK, CLASS_OF_KIND, GUARD, HORSE, MAN, THRONE, stack_class

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

#: a stack's form: (its rank class, its top piece's kind, a single piece?, a rider on a Horse?)
Form = tuple[int, int, bool, bool]
_SHELTER = (ARK, THRONE)
_ENTER = (ARK, ALTAR)
#: EAT_ROW[attacker][defender]: may the attacker's rank class eat the defender's by a normal eat?
EAT_ROW = tuple(tuple(may_eat(a, d) for d in range(10)) for a in range(10))


def form(kind: Sequence[int], st: tuple[int, ...]) -> Form:
    """The form of the stack ``st`` (``kind``: the piece table's kinds)."""
    if len(st) == 1:
        top = kind[st[0]]
        return CLASS_OF_KIND[top], top, True, False
    kinds = list(map(kind.__getitem__, st))
    return stack_class(kinds), kinds[-1], False, kinds[0] == HORSE


def steps(r: Any, s: Any, P: Any, seat: int, h: int, f: Form, near: Sequence[Any], out: list[Any]) -> bool:
    """Append the steps of the stack on ``h`` (form ``f``) onto the neighbours of ``near`` (entries of the
    action tables' ``near[h]``); True when none reads past its neighbour (no Altar carries it on)."""
    o = r.options
    local = True
    stack, land, up = s.stack, s.land, s.up
    kind, owner = P.kind, P.owner
    cls, top, single, mounted = f
    row = EAT_ROW[cls]
    blind = o.blind_eat
    append = out.append
    for nb, travel, eat, mount, fortify, congregate in near:
        nst = stack[nb]
        if not nst:
            lm = land[nb]
            if lm < 0:
                append(travel)
            elif up[lm]:
                k = kind[lm]
                if k == ARK:
                    append(travel)
                elif k == ALTAR:
                    local = False
                    exits = altar_exits(r, s, P, nb, h, o.altar_choice)
                    if exits:
                        for dest in exits:
                            append(r.act(A.Travel, h, nb, dest))
                    else:
                        append(travel)
            elif blind:
                append(eat)
            continue
        lm = land[nb]
        safe = lm < 0 or kind[lm] not in _SHELTER
        if not up[nst[0]]:
            if blind and safe:
                append(eat)
            continue
        if owner[nst[-1]] != seat:
            if (
                safe
                and row[CLASS_OF_KIND[kind[nst[0]]] if len(nst) == 1 else stack_class(list(map(kind.__getitem__, nst)))]
            ):
                append(eat)
            continue
        if len(nst) != 1 or mounted:
            continue
        nk = kind[nst[0]]
        if nk == HORSE and top != HORSE and (single or (o.mount_merged and len(s.stack[h]) == 2)):
            append(mount)
        elif single and nk == GUARD and top == GUARD:
            append(fortify)
        elif single and nk == MAN and top == MAN:
            append(congregate)
    return local


def gallops(r: Any, s: Any, P: Any, h: int, targets: Sequence[Any], out: list[Any]) -> None:
    """Append the gallops of the Horse (or mounted stack) on ``h`` onto ``targets`` (entries of ``gallop[h]``)."""
    stack, land, up, kind = s.stack, s.land, s.up, P.kind
    for t, gallop in targets:
        if not stack[t]:
            lm = land[t]
            if lm < 0:
                out.append(gallop)
            elif up[lm] and kind[lm] in _ENTER:
                exits = altar_exits(r, s, P, t, h, r.options.altar_choice) if kind[lm] == ALTAR else []
                if exits:
                    for dest in exits:
                        out.append(r.act(A.Gallop, h, t, dest))
                else:
                    out.append(gallop)


def dismounts(r: Any, s: Any, P: Any, F: Any, h: int, targets: Sequence[Any], out: list[Any]) -> bool:
    """Append the dismounts of the rider on ``h`` onto ``targets`` (entries of ``dismount[h]``); True when
    none lands on an Altar."""
    local = True
    land, kind = s.land, P.kind
    for nb, dismount in targets:
        if enterable(s, P, F, nb):
            lm = land[nb]
            altar = lm >= 0 and kind[lm] == ALTAR
            exits = altar_exits(r, s, P, nb, -1, r.options.altar_choice) if altar else []
            if altar:
                local = False
            if exits:
                for dest in exits:
                    out.append(r.act(A.Dismount, h, nb, dest))
            else:
                out.append(dismount)
    return local


def casts(r: Any, s: Any, P: Any, seat: int, paths: Sequence[Any], out: list[Any]) -> None:
    """Append the casts of the Fisher along ``paths`` (entries of ``cast[h]``)."""
    stack, land = s.stack, s.land
    for over, to, cast in paths:
        if (stack[to] or land[to] >= 0) and r.cast_ok(s, P, seat, over, to) is None:
            out.append(cast)
