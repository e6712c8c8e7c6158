"""What the book lends the shared searches and explanations (``bots.hooks.SearchHooks``).

- the greedy bot's judgement of each action from what the seat may know (``bots.judge``): the greedy bot's
  reasons, and its own move as the heuristic rollout (its tie-break: a hundredth of a draw of the search's
  generator added to each value, as the bot does);
- the search's prior and the candidates of a wide node: that judgement, with the flips (all alike to the
  greedy bot) next to fewer face-up characters first: a piece turned up next to them is the opponent's
  to eat or to run from first. The greedy bot does not look at this, so neither does its rollout;
- ``random_move``: a legal action drawn uniformly, as ``bots.policies.random_move`` draws it, without
  listing every action (the uniform rollout of ``rollout="random"``, the search's light policy).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from itertools import accumulate
from typing import Any, Sequence

from ..bots.hooks import Reasons, SearchHooks
from ..bots.policies import rank_by
from .actions import Flip
from .bots import judge
from .moves import _ABLE
from .pieces import ALTAR, C_FISHER, C_KING, C_MOB, C_PRIEST, C_PROPHET, CHARACTERS, HORSE
from .stackmoves import Form, casts, dismounts, form, gallops, steps
from .state import TURN

# ------------------------------------------------------------------------------- the uniform rollout
#: the most stacks whose plan is kept per hex (``stack_plan``): bounded, as every cache of the kit (a game
#: meets a few per hex)
PLANS_KEPT = 256
#: where the third repetition rule removes actions: draws checked before the list is made (``_not_repeating``)
REPEATS_TRIED = 8
#: a stack's plan (``stack_plan``): (its moves' slots, its abilities' slots (-1: listed each time, a Mob's),
#: the more abilities on an Altar, its form, where its gallops, dismounts and casts start among its moves'
#: slots, the slots of each target of a step, gallop or dismount, the more abilities when a grave holds
#: one of the seat's pieces)
Plan = tuple[int, int, int, Form, int, int, int, int, int]
#: (rules' token, players) -> per hex: stack -> its plan
_PLANS: dict[tuple[Any, int], list[dict[tuple[int, ...], Plan]]] = {}


def random_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """A legal action drawn uniformly, listing nothing it need not (issue 19: listing every action at every
    rollout ply took half of a search's time).

    Every legal action owns one slot: the flips one each (``s.hidden``); each face-up stack of the seat
    that decides a bound on its actions (``stack_plan``): a slot per target of a step, gallop, dismount or
    cast (times the Altars a piece may be carried to), and its abilities' bound. A slot is drawn uniformly;
    a flip is played; a move's slot asks the rules for the actions onto that target alone
    (``stackmoves``) and an abilities' slot lists the stack's abilities: the action it owns is played, and
    a slot that owns none draws again. Rejection keeps the draw uniform: each legal action has the same
    chance, as with ``legal_actions(s)[rng.randrange(n)]`` (only the generator's draws differ). The slots
    are kept on the state (``slot_table``) and brought up to date for the hexes an action changed. The
    Throne and Prophecy phases draw from the list itself; where the third repetition rule removes actions,
    a drawn action that repeats is drawn again (``_not_repeating``)."""
    cache = s._cache
    if cache is not None and cache[0] is rules._token:
        legal = cache[1]
    elif s.phase != TURN:
        legal = rules.legal_tuple(s)
    else:
        legal = None
    if legal is not None:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
    if s.rep2 and rules.options.perpetual == "third":
        return _not_repeating(rules, s, rng)
    return _draw(rules, s, rng)


def _not_repeating(rules: Any, s: Any, rng: random.Random) -> Any:
    """A legal action drawn uniformly where the third repetition rule removes the actions that would bring
    about a position seen twice: drawn among them all, drawn again while it repeats (each check plays it on
    a copy); after ``REPEATS_TRIED`` draws, from the list itself. Either way each action the rule leaves has
    the same chance (every action repeats: the rule removes none)."""
    repeats = rules.repeats
    for _ in range(REPEATS_TRIED):
        a = _draw(rules, s, rng)
        if not repeats(s, a):
            return a
    legal = rules.legal_tuple(s)
    return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def _draw(rules: Any, s: Any, rng: random.Random) -> Any:
    """A turn's action drawn uniformly among the stacks' slots and the flips, the third repetition aside."""
    hidden = s.hidden
    flips = len(hidden)
    n = s.n
    T = rules._action_tables.get(n) or rules._tables(n)
    if s.opening:
        return T.flip[hidden[rng.randrange(flips)]]
    P = rules._pieces.get(n) or rules.pieces(n)
    seat = s.turn
    mine = kept(rules, s, seat, T, P)
    hexes, plans, ends = mine[1], mine[3], mine[4]
    total = flips + (ends[-1] if ends else 0)
    if total <= 0:
        raise ValueError("no legal action to draw")
    # ``randrange(total)``'s own draw (``_randbelow``: ``k`` random bits until below ``total``), unrolled
    bits, k = rng.getrandbits, total.bit_length()
    near, stack, land = T.near, s.stack, s.land
    while True:
        r = bits(k)
        while r >= total:
            r = bits(k)
        if r < flips:
            return T.flip[hidden[r]]
        r -= flips
        i = bisect_right(ends, r)
        if i:
            r -= ends[i - 1]
        plan = plans[i]
        if r < plan[4] and plan[7] == 1:  # a step onto one neighbour: the most common slot
            h = hexes[i]
            entry = near[h][r]
            nb = entry[0]
            if not stack[nb] and land[nb] < 0:
                return entry[1]  # a travel onto an empty hex (``steps``' first case)
            out: list[Any] = []
            steps(rules, s, P, seat, h, plan[3], (entry,), out)
            if out:
                return out[0]
            continue
        a = slot_action(rules, s, T, P, seat, hexes[i], plan, r)
        if a is not None:
            return a


def slot_action(rules: Any, s: Any, T: Any, P: Any, seat: int, h: int, plan: Plan, j: int) -> Any:
    """The action that owns slot ``j`` of the stack on ``h`` (its ``plan``), or None."""
    out: list[Any] = []
    moves = plan[0]
    if j >= moves:
        j -= moves
        if plan[3][0] == C_KING:  # a push or a pull of one direction (two slots), else a bring-back
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


def kept(rules: Any, s: Any, seat: int, T: Any, P: Any) -> list[Any]:
    """The slots of ``seat``'s face-up stacks, kept on the state (``slot_table``) and brought up to date:
    ``[place of each hex, hexes, their numbers of slots, their plans, where each one's slots end, hexes
    marked]``; an action marks the hexes it changed (``play._finish``)."""
    table = s.slot_table
    if table is None or table[0] is not rules._token:
        table = s.slot_table = (rules._token, list(map(_empty_slots, s.tops)))
        s.pc = {}  # the listed moves kept per hex: a rollout lists none, so no action need forget any
    mine = table[1][seat]
    if mine[5]:
        _bring_up_to_date(rules, s, seat, mine, T, P)
    return mine  # type: ignore[no-any-return]


def _empty_slots(tops: list[int]) -> list[Any]:
    """A seat's kept slots before any are made: every face-up stack's hex marked."""
    return [{}, [], [], [], [], set(tops)]


def _in_graves(graves: list[list[int]], owner: Sequence[int], seat: int) -> bool:
    """Does a grave hold one of ``seat``'s pieces?"""
    for g in graves:
        for p in g:
            if owner[p] == seat:
                return True
    return False


def slots(rules: Any, s: Any, seat: int) -> dict[int, int]:
    """The number of slots of each face-up stack of ``seat`` (by hex), as kept on ``s``."""
    n = s.n
    mine = kept(rules, s, seat, rules._tables(n), rules.pieces(n))
    return dict(zip(mine[1], mine[2]))


def _bring_up_to_date(rules: Any, s: Any, seat: int, mine: list[Any], T: Any, P: Any) -> None:
    """Make again the entries of the hexes marked (those an action changed; a Mob's, every time)."""
    place, hexes, sizes, plans, _, marked = mine
    n = s.n
    per_hex = _PLANS.get((rules._token, n)) or _plans_of(rules, n)
    stack, up, land = s.stack, s.up, s.land
    kind, owner = P.kind, P.owner
    mobs = []
    changed = False
    for h in marked:
        st = stack[h]
        i = place.get(h)
        if st and up[st[0]] and owner[st[0]] == seat:
            plan = per_hex[h].get(st) or stack_plan(rules, n, h, st)
            abilities = plan[1]
            if abilities < 0:
                listed: list[Any] = []
                rules._abilities(s, P, T, seat, h, listed)
                abilities = len(listed)
                mobs.append(h)
            elif plan[2]:
                lm = land[h]
                if lm >= 0 and kind[lm] == ALTAR:
                    abilities += plan[2]
            elif plan[8] and _in_graves(s.graves, owner, seat):
                abilities += plan[8]  # (a King's hex is marked whenever a grave changes)
            if i is None:
                place[h] = len(hexes)
                hexes.append(h)
                sizes.append(plan[0] + abilities)
                plans.append(plan)
            else:
                sizes[i] = plan[0] + abilities
                plans[i] = plan
            changed = True
        elif i is not None:  # the last entry takes its place
            del place[h]
            last = hexes.pop()
            size = sizes.pop()
            plan = plans.pop()
            if last != h:
                place[last] = i
                hexes[i], sizes[i], plans[i] = last, size, plan
            changed = True
    marked.clear()
    marked.update(mobs)
    if changed:
        mine[4] = list(accumulate(sizes))


def stack_plan(rules: Any, n: int, h: int, st: tuple[int, ...]) -> Plan:
    """The slots of the stack ``st`` on ``h``, whatever lies around it (``Plan``). A step, eat or merge
    per neighbour, a gallop per gallop target, a dismount per neighbour (each up to ``exits`` actions when
    it lands on an Altar that carries the piece on), a cast per cast path (``stackmoves``); a Prophet
    names one of the others' pieces or, passive, any; a Priest purges towards one of the other graves or,
    passive or on an Altar, any, and from an Altar casts out along each of three lines towards each other
    grave; a King pushes or pulls Mountains, at most once each per direction, and, when a grave holds one
    of its seat's pieces, brings back a kind of them, sacrificing to another grave (``MovesMixin._abilities``)."""
    T, P = rules._tables(n), rules.pieces(n)
    f = form(P.kind, st)
    cls, top, single, mounted = f
    exits = 1 if rules.options.altar_choice == "cycle" else max(1, len(P.landmarks[ALTAR]) - 1)
    gallop = len(T.near[h]) * exits
    dismount = gallop + (len(T.gallop[h]) * exits if mounted or (single and top == HORSE) else 0)
    cast = dismount + (len(T.dismount[h]) * exits if mounted else 0)
    moves = cast + (len(T.cast[h]) if single and cls == C_FISHER else 0)
    abilities = on_altar = raised = 0
    if not single or P.kind[st[0]] in _ABLE:
        if cls == C_PROPHET:
            abilities = n
        elif cls == C_PRIEST:
            abilities, on_altar = n, 3 * (n - 1)
        elif cls == C_KING:  # a push or a pull per direction; a kind from a grave, sacrificed to another
            abilities, raised = 12, n * (len(CHARACTERS) - 1) * (n - 1)
        elif cls == C_MOB:
            abilities = -1
    per_hex = _plans_of(rules, n)[h]
    if len(per_hex) >= PLANS_KEPT:
        per_hex.clear()
    plan = per_hex[st] = (moves, abilities, on_altar, f, gallop, dismount, cast, exits, raised)
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


# ------------------------------------------------------------------------------------ the judgements


def value(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of each action, from what ``seat`` may know of the position."""
    return judge(rules, s, seat, legal)


def prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of each action, its flips next to fewer face-up characters first."""
    values = judge(rules, s, seat, legal)
    adjacent = rules.field(s.n).adjacent
    stack, up = s.stack, s.up
    for i, a in enumerate(legal):
        if type(a) is Flip:
            near = sum(1 for nb in adjacent[a.hex] if stack[nb] and up[stack[nb][0]])
            values[i] -= 0.05 * near
    return values


def greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """The greedy bot's move for the seat that decides, from what that seat may know of the (determinised)
    position; ties by ``rng`` (at random in the Throne and Prophecy phases, as the bot)."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    values = judge(rules, s, s.turn, legal)
    rnd = rng.random
    best, best_v = legal[0], float("-inf")
    for a, v in zip(legal, values):
        v += rnd() * 0.01
        if v > best_v:
            best, best_v = a, v
    return best


REASONS = Reasons(
    bot="greedy",
    sentence={
        "en": "Greedy values, from what its seat knows, eating (the star points eaten, less traps and risks), "
        "getting out of reach and flipping a little: {best} is worth {value}{others}.",
        "nl": "Gretig waardeert, vanuit wat zijn plaats weet, eten (de gegeten sterpunten, min vallen en "
        "risico's), buiten bereik komen en een beetje omdraaien: {best} is {value} waard{others}.",
    },
)

HOOKS = SearchHooks(
    # the 10 actions the greedy bot likes best (its flips, all alike to it, those next to the fewest face-up
    # characters first), each tried on 50 shared samples of the hidden pieces: the greedy bot's favourite
    # replies searched (a tree of the greedy's top 10), then 4 plies of greedy play, the position valued by
    # the provisional score sheet. Measured against greedy, 2 players, seats alternated: 17 of 20 games won
    # (mcts and ismcts alike, explore --seed 7), 8 of 8 more (ismcts); some 0.6 s of CPU a decision
    settings={
        "iterations": 50,
        "paired": True,
        "candidates": 10,
        "prior_weight": 1.0,
        "rollout": "heuristic",
        "rollout_depth": 4,
    },
    random_move=random_move,
    value=value,
    prior=prior,
    rank=rank_by(prior),
    greedy_move=greedy_move,
    reasons=REASONS,
)
