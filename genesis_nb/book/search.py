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
from typing import Any, Sequence

from ..bots.hooks import Reasons, SearchHooks
from ..bots.policies import rank_by
from .actions import Flip
from .bots import judge
from .moves import _ABLE
from .pieces import ALTAR, C_FISHER, C_KING, C_MOB, C_PRIEST, C_PROPHET, CHARACTERS, HORSE, stack_class
from .state import TURN

# ------------------------------------------------------------------------------- the uniform rollout
#: a slot's actions: the stack's moves, or its abilities
MOVES, ABILITIES = 0, 1
#: the most stacks whose plan is kept per hex (``stack_plan``): bounded, as every cache of the kit (a game
#: meets a few per hex)
PLANS_KEPT = 256
#: a stack's plan (``stack_plan``)
Plan = tuple[int, int, int, tuple[int, int, None, int], tuple[int, int, None, int]]
#: (rules' token, players) -> per hex: stack -> its plan
_PLANS: dict[tuple[Any, int], list[dict[tuple[int, ...], Plan]]] = {}


def random_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """A legal action drawn uniformly, listing only what it must (issue 19: listing every action at every
    rollout ply took half of a search's time).

    Every legal action owns one slot: the flips one each (``s.hidden``); each face-up stack's moves and its
    abilities, once listed, one each; a stack's moves or abilities not listed yet, a bound on their number
    (``stack_plan``). A slot is drawn uniformly; a flip or a listed action is played; a slot of actions
    not listed yet lists those of that stack alone and is kept if an action owns it, else the draw starts
    again (the listed actions replace the bound). Rejection keeps the draw uniform: each legal action has
    the same chance, as with ``legal_actions(s)[rng.randrange(n)]`` (only the generator's draws differ).
    The Throne and Prophecy phases, and a position where the third repetition rule removes actions, draw
    from the list itself."""
    cache = s._cache
    if cache is not None and cache[0] is rules._token:
        legal = cache[1]
    elif s.phase != TURN or (s.rep2 and rules.options.perpetual == "third"):
        legal = rules.legal_tuple(s)
    else:
        legal = None
    if legal is not None:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
    hidden = s.hidden
    flips = len(hidden)
    n = s.n
    T = rules._action_tables.get(n) or rules._tables(n)
    if s.opening:
        return T.flip[hidden[rng.randrange(flips)]]
    P = rules._pieces.get(n) or rules.pieces(n)
    blocks, total = _slots(rules, s, T, P)
    total += flips
    # (``randrange(n)`` is ``_randbelow(n)`` for n > 0, without its checks of the argument: the same draws)
    below = getattr(rng, "_randbelow", rng.randrange)
    while True:
        if total <= 0:
            raise ValueError("no legal action to draw")
        r = below(total)
        if r < flips:
            return T.flip[hidden[r]]
        r -= flips
        i = 0
        size = blocks[0][1]
        while r >= size:
            r -= size
            i += 1
            size = blocks[i][1]
        h, size, known, what = blocks[i]
        if known is not None:
            return known[r]
        listed = stack_actions(rules, s, h, what, T, P)
        blocks[i] = (h, len(listed), listed, what)
        total += len(listed) - size
        if r < len(listed):
            return listed[r]


def slots(rules: Any, s: Any, T: Any, P: Any) -> list[tuple[int, int, Sequence[Any] | None, int]]:
    """The slots of the face-up stacks of the seat that decides: ``(hex, slots, actions, MOVES or
    ABILITIES)``, with the actions when listed (moves kept on the state; a Mob's abilities, whose bound
    would be far above their number) and ``None`` with a bound when not."""
    return _slots(rules, s, T, P)[0]


def _slots(rules: Any, s: Any, T: Any, P: Any) -> tuple[list[tuple[int, int, Sequence[Any] | None, int]], int]:
    """``slots`` and the number of slots they hold."""
    if s.pc_token is not rules._token:
        s.pc = {}
        s.pc_token = rules._token
    pc_get, stack, n = s.pc.get, s.stack, s.n
    plans = _PLANS.get((rules._token, n))
    if plans is None:
        plans = _plans_of(rules, n)
    out: list[tuple[int, int, Sequence[Any] | None, int]] = []
    append = out.append
    total = 0
    for h in s.tops[s.turn]:
        st = stack[h]
        plan = plans[h].get(st)
        if plan is None:
            plan = stack_plan(rules, n, h, st)
        known = pc_get(h)
        if known is not None:
            size = len(known)
            append((h, size, known, MOVES))
        else:
            size = plan[0]
            append(plan[3])
        total += size
        abilities = plan[1]
        if abilities:
            if abilities > 0:
                if plan[2]:
                    lm = s.land[h]
                    if lm >= 0 and P.kind[lm] == ALTAR:
                        abilities += plan[2]
                        append((h, abilities, None, ABILITIES))
                    else:
                        append(plan[4])
                else:
                    append(plan[4])
                total += abilities
            else:
                listed = stack_actions(rules, s, h, ABILITIES, T, P)
                if listed:
                    append((h, len(listed), listed, ABILITIES))
                    total += len(listed)
    return out, total


def stack_actions(rules: Any, s: Any, h: int, what: int, T: Any, P: Any) -> Sequence[Any]:
    """The moves (``MOVES``) or abilities (``ABILITIES``) of the stack on ``h``, as ``legal_actions`` lists
    them; moves are kept on the state when they depend on the neighbourhood alone, as it keeps them
    (``T``, ``P``: the rules' action and piece tables for ``s.n`` players)."""
    out: list[Any] = []
    if what == ABILITIES:
        rules._abilities(s, P, T, s.turn, h, out)
        return out
    local = rules._piece_actions(s, P, T, s.turn, h, out)
    listed = tuple(out)
    if local:
        s.pc[h] = listed
    return listed


def stack_plan(rules: Any, n: int, h: int, st: tuple[int, ...]) -> Plan:
    """``(moves, abilities, on_altar, moves' slots, abilities' slots)``: the most moves the stack ``st`` on
    ``h`` can have, whatever lies around it, the most abilities (0: none; -1: listed each time, a Mob's),
    the more it may have on an Altar (a Priest's Ekballo), and the two slots' entries (``slots``) made
    once. A move is a step, an eat
    or a merge per neighbour, a gallop per gallop target, a dismount per neighbour (each up to ``exits``
    when it lands on an Altar that carries the piece on), a cast per cast path
    (``MovesMixin._piece_actions``); a Prophet names one of the others' pieces or, passive, any; a Priest
    purges towards one of the other graves or, passive or on an Altar, any, and from an Altar casts out
    along each of three lines towards each other grave; a King pushes or pulls Mountains, at most once each
    per direction, and brings back a kind of its own characters from a grave, sacrificing to another's
    (``MovesMixin._abilities``)."""
    T, P = rules._tables(n), rules.pieces(n)
    kind = P.kind
    kinds = [kind[p] for p in st]
    top, single = kinds[-1], len(st) == 1
    mounted = not single and kinds[0] == HORSE
    cls = stack_class(kinds)
    exits = 1 if rules.options.altar_choice == "cycle" else max(1, len(P.landmarks[ALTAR]) - 1)
    moves = len(T.near[h]) * exits
    if mounted or (single and top == HORSE):
        moves += len(T.gallop[h]) * exits
    if mounted:
        moves += len(T.dismount[h]) * exits
    if single and cls == C_FISHER:
        moves += len(T.cast[h])
    abilities = on_altar = 0
    if not single or kinds[0] in _ABLE:
        if cls == C_PROPHET:
            abilities = n
        elif cls == C_PRIEST:
            abilities, on_altar = n, 3 * (n - 1)
        elif cls == C_KING:  # a push or a pull per direction; a kind from a grave, sacrificed to another
            abilities = 12 + n * (len(CHARACTERS) - 1) * (n - 1)
        elif cls == C_MOB:
            abilities = -1
    kept = _plans_of(rules, n)[h]
    if len(kept) >= PLANS_KEPT:
        kept.clear()
    plan = kept[st] = (moves, abilities, on_altar, (h, moves, None, MOVES), (h, abilities, None, ABILITIES))
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
