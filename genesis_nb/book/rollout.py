"""The book's light uniform rollout (issue 19): a legal action drawn with the same chance as
``legal_actions(s)[rng.randrange(n)]`` gives it, without listing every action (listing them all at every
rollout ply took half of a search's time).

Every legal action owns one slot: the flips one each (``s.hidden``); each face-up stack of the seat that
decides a bound on its actions, whatever lies around it (``stack_plan``): a slot per target of a step,
gallop, dismount or cast (times the Altars a piece may be carried to), and per ability it might have. A slot
is drawn uniformly; a slot that owns no action draws again (rejection keeps every legal action's chance
equal). The slots are kept on the state (``slot_table``) and brought up to date for the hexes an action
changed (``play._finish`` marks them).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from itertools import accumulate
from typing import TYPE_CHECKING, Any, Sequence

from ..core.lazy import lazy_module
from .moves import _ABLE
from .pieces import ALTAR, C_FISHER, C_KING, C_MOB, C_PRIEST, C_PROPHET, CHARACTERS, HORSE
from .stackmoves import Form, casts, dismounts, form, gallops, steps
from .state import TURN

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

#: the most stacks whose plan is kept per hex (``stack_plan``): bounded, as every cache of the kit (a game
#: meets a few per hex)
PLANS_KEPT = 256
#: where the third repetition rule removes actions: draws checked before the list is made
REPEATS_TRIED = 8
#: a stack's plan (``stack_plan``): (its moves' slots, its abilities' slots, the more abilities on an Altar,
#: its form, where its gallops, dismounts and casts start among its moves' slots, the slots of each target
#: of a step, gallop or dismount, the more abilities when a grave holds one of the seat's pieces, its number
#: of slots when it has no more (else -1))
Plan = tuple[int, int, int, Form, int, int, int, int, int, int]
#: (rules' token, players) -> per hex: stack -> its plan
_PLANS: dict[tuple[Any, int], list[dict[tuple[int, ...], Plan]]] = {}


def random_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """A legal action of ``s`` drawn uniformly (see the module): a flip is played; a move's slot asks the rules
    for the actions onto its target alone (``stackmoves``), an ability's slot for the stack's abilities of its
    kind. The Throne and Prophecy phases, and a position whose list is kept, draw from the list itself; where
    the third repetition rule removes actions, a drawn action that repeats is drawn again (checked on a copy;
    after ``REPEATS_TRIED`` draws, drawn from the list: the chances stay equal either way)."""
    cache = s._cache
    if cache is not None and cache[0] is rules._token:
        legal = cache[1]
    elif s.phase != TURN:
        legal = rules.legal_tuple(s)
    else:
        legal = None
    if legal is not None:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
    hidden = s.hidden
    flips = len(hidden)
    n = s.n
    T = rules._action_tables.get(n) or rules._tables(n)
    repeat = s.rep2 and rules.options.perpetual == "third"
    P: Any = None
    seat = s.turn
    hexes: Sequence[int] = ()
    plans: Sequence[Plan] = ()
    ends: Sequence[int] = ()
    total = flips
    if not s.opening:  # (the first action of a game is a flip)
        P = rules._pieces.get(n) or rules.pieces(n)
        table = s.slot_table
        if table is None or table[0] is not rules._token:
            table = _new_table(rules, s)
        mine = table[1][seat]
        if mine[5]:
            _bring_up_to_date(rules, s, seat, mine, P)
        hexes, plans, ends = mine[1], mine[3], mine[4]
        total = flips + (ends[-1] if ends else 0)
    if total <= 0:
        raise ValueError("no legal action to draw")
    # ``randrange(total)``'s own draw (``_randbelow``: ``k`` random bits until below ``total``), unrolled
    bits, k = rng.getrandbits, total.bit_length()
    near, stack, land = T.near, s.stack, s.land
    tries = 0
    while True:
        r = bits(k)
        while r >= total:
            r = bits(k)
        if r < flips:
            a = T.flip[hidden[r]]
        else:
            r -= flips
            i = bisect_right(ends, r)
            if i:
                r -= ends[i - 1]
            plan = plans[i]
            if r < plan[4] and plan[7] == 1:  # a step onto one neighbour: the most common slot
                entry = near[hexes[i]][r]
                nb = entry[0]
                if not stack[nb] and land[nb] < 0:
                    a = entry[1]  # a travel onto an empty hex (``steps``' first case)
                else:
                    out: list[Any] = []
                    steps(rules, s, P, seat, hexes[i], plan[3], (entry,), out)
                    if not out:
                        continue
                    a = out[0]
            else:
                a = slot_action(rules, s, T, P, seat, hexes[i], plan, r)
                if a is None:
                    continue
        if not repeat or not rules.repeats(s, a):
            return a
        tries += 1
        if tries >= REPEATS_TRIED:
            legal = rules.legal_tuple(s)
            return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def slot_action(rules: Any, s: Any, T: Any, P: Any, seat: int, h: int, plan: Plan, j: int) -> Any:
    """The action that owns slot ``j`` of the stack on ``h`` (its ``plan``), or None."""
    out: list[Any] = []
    moves = plan[0]
    if j >= moves:
        j -= moves
        cls = plan[3][0]
        if cls == C_MOB:  # a Crucify: a target hex per slot, times the other graves
            t, g = divmod(j, s.n - 1)
            t = T.hexes[t]
            if t == h or not rules.crucify_target(s, P, t):
                return None
            return rules.act(A.Crucify, h, t, g + (g >= seat))
        if cls == C_KING:  # a push or a pull of one direction (two slots), else a bring-back
            if j < 12:
                rules._abilities(s, P, T, seat, h, out, j >> 1)
                j &= 1
            else:
                rules._abilities(s, P, T, seat, h, out, 6)
                j -= 12
        else:
            rules._abilities(s, P, T, seat, h, out)
        return out[j] if j < len(out) else None
    each = plan[7]
    if j < plan[4]:
        k, e = divmod(j, each) if each > 1 else (j, 0)
        steps(rules, s, P, seat, h, plan[3], T.near[h][k : k + 1], out)
    elif j < plan[5]:
        k, e = divmod(j - plan[4], each)
        gallops(rules, s, P, h, T.gallop[h][k : k + 1], out)
    elif j < plan[6]:
        k, e = divmod(j - plan[5], each)
        dismounts(rules, s, P, T.F, h, T.dismount[h][k : k + 1], out)
    else:
        k, e = j - plan[6], 0
        casts(rules, s, P, seat, T.cast[h][k : k + 1], out)
    return out[e] if e < len(out) else None


def kept(rules: Any, s: Any, seat: int) -> list[Any]:
    """The slots of ``seat``'s face-up stacks, kept on the state (``slot_table``) and brought up to date:
    ``[place of each hex, hexes, their numbers of slots, their plans, where each one's slots end, hexes
    marked]``; an action marks the hexes it changed (``play._finish``)."""
    table = s.slot_table
    if table is None or table[0] is not rules._token:
        table = _new_table(rules, s)
    mine = table[1][seat]
    if mine[5]:
        _bring_up_to_date(rules, s, seat, mine, rules.pieces(s.n))
    return mine  # type: ignore[no-any-return]


def slots(rules: Any, s: Any, seat: int) -> dict[int, int]:
    """The number of slots of each face-up stack of ``seat`` (by hex), as kept on ``s``."""
    mine = kept(rules, s, seat)
    return dict(zip(mine[1], mine[2]))


def _new_table(rules: Any, s: Any) -> tuple[Any, list[list[Any]]]:
    """Every seat's slots on ``s``, none made yet: every face-up stack's hex marked."""
    table = s.slot_table = (rules._token, list(map(_empty_slots, s.tops)))
    s.pc = {}  # the listed moves kept per hex: a rollout lists none, so no action need forget any
    return table


def _empty_slots(tops: list[int]) -> list[Any]:
    return [{}, [], [], [], [], set(tops)]


def _in_graves(graves: list[list[int]], owner: Sequence[int], seat: int) -> bool:
    """Does a grave hold one of ``seat``'s pieces?"""
    for g in graves:
        for p in g:
            if owner[p] == seat:
                return True
    return False


def _bring_up_to_date(rules: Any, s: Any, seat: int, mine: list[Any], P: Any) -> None:
    """Make again the entries of the hexes marked (those an action changed)."""
    place, hexes, sizes, plans, _, marked = mine
    n = s.n
    per_hex = _PLANS.get((rules._token, n)) or _plans_of(rules, n)
    stack, up = s.stack, s.up
    owner = P.owner
    for h in marked:
        st = stack[h]
        if st and up[st[0]] and owner[st[0]] == seat:
            plan = per_hex[h].get(st) or stack_plan(rules, n, h, st)
            size = plan[9]
            if size < 0:
                size = plan[0] + plan[1]
                if plan[2]:
                    lm = s.land[h]
                    if lm >= 0 and P.kind[lm] == ALTAR:
                        size += plan[2]
                elif _in_graves(s.graves, owner, seat):
                    size += plan[8]  # (a King's hex is marked whenever a grave changes)
            i = place.get(h)
            if i is None:
                place[h] = len(hexes)
                hexes.append(h)
                sizes.append(size)
                plans.append(plan)
            else:
                sizes[i] = size
                plans[i] = plan
        else:
            i = place.pop(h, None)
            if i is not None:  # the last entry takes its place
                last = hexes.pop()
                size = sizes.pop()
                plan = plans.pop()
                if last != h:
                    place[last] = i
                    hexes[i], sizes[i], plans[i] = last, size, plan
    marked.clear()
    mine[4] = list(accumulate(sizes))


def stack_plan(rules: Any, n: int, h: int, st: tuple[int, ...]) -> Plan:
    """The slots of the stack ``st`` on ``h``, whatever lies around it (``Plan``). A step, eat or merge
    per neighbour, a gallop per gallop target, a dismount per neighbour (each up to ``exits`` actions when
    it lands on an Altar that carries the piece on), a cast per cast path (``stackmoves``); a Prophet
    names one of the others' pieces or, passive, any; a Priest purges towards one of the other graves or,
    passive or on an Altar, any, and from an Altar casts out along each of three lines towards each other
    grave; a King pushes or pulls Mountains, at most once each per direction, and, when a grave holds one
    of its seat's pieces, brings back a kind of them, sacrificing to another grave; a Mob crucifies what
    lies on any other hex of the field, sacrificing to another grave (``MovesMixin._abilities``); a rider
    has none when the option ``mounted_abilities`` says so."""
    T, P = rules._tables(n), rules.pieces(n)
    f = form(P.kind, st)
    cls, top, single, mounted = f
    exits = 1 if rules.options.altar_choice == "cycle" else max(1, len(P.landmarks[ALTAR]) - 1)
    gallop = len(T.near[h]) * exits
    dismount = gallop + (len(T.gallop[h]) * exits if mounted or (single and top == HORSE) else 0)
    cast = dismount + (len(T.dismount[h]) * exits if mounted else 0)
    moves = cast + (len(T.cast[h]) if single and cls == C_FISHER else 0)
    abilities = on_altar = raised = 0
    if (not single or P.kind[st[0]] in _ABLE) and not (mounted and rules.options.mounted_abilities == "none"):
        if cls == C_PROPHET:
            abilities = n
        elif cls == C_PRIEST:
            abilities, on_altar = n, 3 * (n - 1)
        elif cls == C_KING:  # a push or a pull per direction; a kind from a grave, sacrificed to another
            abilities, raised = 12, n * (len(CHARACTERS) - 1) * (n - 1)
        elif cls == C_MOB:
            abilities = len(T.hexes) * (n - 1)
    per_hex = _plans_of(rules, n)[h]
    if len(per_hex) >= PLANS_KEPT:
        per_hex.clear()
    size = moves + abilities if not on_altar and not raised else -1
    plan = per_hex[st] = (moves, abilities, on_altar, f, gallop, dismount, cast, exits, raised, size)
    return plan


def _plans_of(rules: Any, n: int) -> list[dict[tuple[int, ...], Plan]]:
    """The kept plans of ``rules`` with ``n`` players, per hex (made empty when there are none)."""
    key = (rules._token, n)
    plans = _PLANS.get(key)
    if plans is None:
        if len(_PLANS) >= 64:  # rules objects: a few per game and set of options
            _PLANS.clear()
        plans = _PLANS[key] = [{} for _ in range(rules.field(n).size)]
    return plans
