"""Cheap policies for searches: rollout moves and the candidates a node searches.

- ``random_move(rules, state, rng)``: a legal action drawn uniformly. Generic: ``legal_actions`` and a
  choice. herds lends a faster draw with the same distribution (it counts its legal actions instead of
  listing some three hundred of them at every ply of a rollout): a pure speed-up, checked against the
  listed actions by ``tests/bots``.
- ``prior(rules, state, legal, seat)``: a value per legal action that a search tries first and favours
  while it knows little (progressive bias); planet lends its heuristic bot's judgement, read from the
  deciding seat's own view; the book its greedy bot's (``book.bots.judge``: what the seat may know),
  its flips ranked by how few face-up characters lie next to them.
- ``rank(rules, state, legal, seat, k, rng)``: the ``k`` most promising of ``legal`` for ``seat``, for a
  search that cannot try every action of a wide node. Generic: a one-ply look at the provisional value
  (``Rewarder.static``); herds lends its greedy bot's incremental scoring, some ten times cheaper; the
  book its prior's favourites.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ..core.chance import Chance

Policy = Callable[[Any, Any, random.Random], Any]
Prior = Callable[[Any, Any, Sequence[Any], int], list[float]]
Ranker = Callable[[Any, Any, Sequence[Any], int, int, random.Random], list[Any]]


def random_move(rules: Any, state: Any, rng: random.Random) -> Any:
    legal = rules.legal_actions(state)
    return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


# -- herds ----------------------------------------------------------------------------------------
def herds_random_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """herds: a uniform legal action, drawn by counting (the same distribution as ``random_move``)."""
    from ..herds.rules import PLACE, PLACE_ONE
    from ..herds.state import FIRST, SECOND, VACANT

    left = s.left[s.turn]
    dice = rules.dice_terrains(s) if (s.phase == SECOND or left[0] + left[1] + left[2] + left[3] >= 2) else []
    ones = [t for t in range(4) if left[t]] if s.phase == FIRST else []
    # every legal action is (a terrain option, a vacant square): draw the two independently
    i = rng.randrange(len(dice) + len(ones))
    cells = s.cells
    size = len(cells)
    for _ in range(12):  # a random square, until a vacant one (early: most are)
        sq = rng.randrange(size)
        if cells[sq] == VACANT:
            break
    else:
        vacant = [q for q, c in enumerate(cells) if c == VACANT]
        sq = vacant[rng.randrange(len(vacant))]
    if i < len(dice):
        return PLACE[dice[i]][sq]
    return PLACE_ONE[ones[i - len(dice)]][sq]


def herds_values(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[tuple[int, int]]:
    """herds: for each legal tile, (lead, points) of ``seat`` if the game ended once it lies (the greedy
    bot's incremental scoring; a tile touching no tile of its terrain changes nothing and is scored once)."""
    from ..herds.boarddata import NEIGHBOURS
    from ..herds.bots import Evaluator
    from ..herds.rules import TERRAIN_INDEX
    from ..herds.state import code_terrain

    ev = Evaluator(s, rules.options)
    cells = s.cells
    seen: dict[tuple[int, int], tuple[int, int]] = {}
    alone: tuple[int, int] | None = None
    out = []
    for a in legal:
        key = (a.square, TERRAIN_INDEX[a.terrain])
        v = seen.get(key)
        if v is None:
            t = key[1]
            if any(cells[y] > 0 and code_terrain(cells[y]) == t for y in NEIGHBOURS[key[0]]):
                tot = ev.totals_with(key[0], t, seat)
                mine = tot[seat]
                v = (mine - max(x for p, x in enumerate(tot) if p != seat), mine)
            else:
                # a tile with no neighbour of its terrain starts an area of one, which scores nothing
                # and can be no area's rival: the totals stay as they are (computed once)
                if alone is None:
                    tot = rules.totals(s)
                    alone = (tot[seat] - max(x for p, x in enumerate(tot) if p != seat), tot[seat])
                v = alone
            seen[key] = v
        out.append(v)
    return out


def herds_rank(rules: Any, s: Any, legal: Sequence[Any], seat: int, k: int, rng: random.Random) -> list[Any]:
    """herds: the ``k`` tiles that lead most if the game ended now, then score most; ties by ``rng``."""
    keyed = [(v, rng.random(), a) for v, a in zip(herds_values(rules, s, legal, seat), legal)]
    keyed.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for *_, a in keyed[:k]]


def herds_greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """herds: the greedy bot's tile (the most points if the game ended now, then the biggest lead, then a
    tile from the dice); ties by ``rng``."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    from ..herds.state import Place as HerdsPlace

    seat = rules.actor(s)
    best = None
    best_key: tuple | None = None
    for (lead, mine), a in zip(herds_values(rules, s, legal, seat), legal):
        key = (mine, lead, type(a) is HerdsPlace, rng.random())
        if best_key is None or key > best_key:
            best_key, best = key, a
    return best


def herds_prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """herds: the greedy bot's judgement (points if the game ended now, then the lead) as a prior."""
    return [mine + lead / 100.0 for lead, mine in herds_values(rules, s, legal, seat)]


# -- planet ---------------------------------------------------------------------------------------
def planet_light_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """planet, for rollouts on a determinised position: place a pawn where its need (as drawn) holds and
    no placed neighbour's need breaks, oxygen element side up (a sure point); every other decision at
    random. It reads the whole position, so a search uses it only on positions drawn from its seat's
    knowledge."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    from ..planet.state import PLACE as PLACING

    if s.phase != PLACING or rng.random() < 0.1:
        return legal[rng.randrange(len(legal))]
    from ..planet.boarddata import OXYGEN
    from ..planet.scoring import failure

    t = rules.needs
    lay = rules.layout(s)
    occ = s.board
    hand = s.hands[s.turn]
    best: list[Any] = []
    best_v = float("-inf")
    for a in legal:
        p = hand[a.slot]
        if t.kind[p] == OXYGEN:
            v = -1.0 if a.need_up else 1.0
        else:
            v = _planet_fit(t, lay, occ, p, a.space, failure)
        if v > best_v:
            best, best_v = [a], v
        elif v == best_v:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def _planet_fit(t: Any, lay: Any, occ: list[int], p: int, g: int, failure: Any) -> float:
    from ..planet.boarddata import OXYGEN

    nbrs = lay.neighbours[g]
    before = {h: failure(t, lay, occ, h) for h in nbrs if occ[h] >= 0 and t.kind[occ[h]] != OXYGEN}
    occ[g] = p
    try:
        v = 0.0
        why = failure(t, lay, occ, g)
        if why is None:
            v += 1.0
        elif why in ("insect_unlinked", "animal_unlinked") and any(occ[h] < 0 for h in nbrs):
            v -= 0.3  # a neighbour may still come
        else:
            v -= 2.0
        for h, was in before.items():
            now = failure(t, lay, occ, h)
            if was is None and now is not None:
                v -= 2.0
            elif was is not None and now is None:
                v += 1.0
        return v
    finally:
        occ[g] = -1


def planet_heuristic_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """planet: the heuristic bot's move for the seat that decides, read from that seat's own view of the
    (determinised) position: a rollout as good as the heuristic team, at some 0.5 ms a move."""
    from ..planet.bots import decide

    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    to_json = rules.registry.to_json
    return rules.registry.from_json(decide(rules.view(s, rules.actor(s)), [to_json(a) for a in legal], rng))


def planet_prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """planet: the heuristic bot's judgement of each action, from the deciding seat's own view of the
    position (a search's prior: which actions to try first and favour while it knows little)."""
    from ..planet.bots import _Knowledge

    view = rules.view(s, seat)
    k = _Knowledge(view)
    to_json = rules.registry.to_json
    return [float(k.value(to_json(a))) for a in legal]


# -- generic ranking --------------------------------------------------------------------------------
def static_rank(
    rules: Any, s: Any, legal: Sequence[Any], seat: int, k: int, rng: random.Random, rewarder: Any = None
) -> list[Any]:
    """The ``k`` actions whose next position has the best provisional value for ``seat`` (each played on a
    copy with a chance of its own)."""
    from .rewards import rewarder_for

    rewarder = rewarder or rewarder_for(rules)
    chance = Chance(rng.getrandbits(62))
    keyed = []
    for a in legal:
        t = rules.copy(s)
        rules.apply(t, a, chance)
        keyed.append((rewarder.static(rules, t)[seat], rng.random(), a))
    keyed.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for *_, a in keyed[:k]]


#: faster rollout moves and rankers the kit's games lend, by the rules' name
ROLLOUTS: dict[str, Policy] = {"herds": herds_random_move, "planet": planet_light_move}
RANKERS: dict[str, Ranker] = {"herds": herds_rank}


def angels_prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """angels: the greedy bot's judgement of the position each action leads to, as a prior."""
    from ..angels.bots import GreedyBot
    from ..angels.state import SETUP

    if s.phase == SETUP:
        cost = rules.board.cost[1]
        return [float(cost[a.essence]) for a in legal]
    chance = Chance(0)
    out = []
    for a in legal:
        t = s.copy()
        rules.apply(t, a, chance)
        out.append(float(GreedyBot.value(None, rules, t, seat)))  # type: ignore[arg-type]
    return out


def angels_greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """angels: the greedy bot's move (one ply ahead, its judgement of the position; ties by ``rng``)."""
    from ..angels.bots import GreedyBot
    from ..angels.state import SETUP

    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    if s.phase == SETUP:
        cost = rules.board.cost[1]
        return max(legal, key=lambda a: (cost[a.essence], rng.random()))
    me = rules.actor(s)
    value = GreedyBot.value
    chance = Chance(0)  # angels draws nothing
    best: list[Any] = []
    best_v = float("-inf")
    for a in legal:
        t = s.copy()
        rules.apply(t, a, chance)
        v = value(None, rules, t, me)  # type: ignore[arg-type]
        if v > best_v + 1e-9:
            best, best_v = [a], v
        elif v >= best_v - 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


# -- book -----------------------------------------------------------------------------------------
def book_prior(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """book: the greedy bot's judgement of each action, from what ``seat`` may know of the position; of
    its flips (all alike to it) those next to fewer face-up characters first (a piece turned up next to
    them is the opponent's to eat or to run from first)."""
    from ..book.actions import Flip
    from ..book.bots import judge

    values = judge(rules, s, seat, legal)
    adjacent = rules.field(s.n).adjacent
    stack, up = s.stack, s.up
    for i, a in enumerate(legal):
        if type(a) is Flip:
            near = sum(1 for nb in adjacent[a.hex] if stack[nb] and up[stack[nb][0]])
            values[i] -= 0.05 * near
    return values


def book_greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """book: the greedy bot's move for the seat that decides, from what that seat may know of the
    (determinised) position; ties by ``rng`` (at random in the Throne and Prophecy phases, as the bot)."""
    from ..book.bots import judge

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


def book_rank(rules: Any, s: Any, legal: Sequence[Any], seat: int, k: int, rng: random.Random) -> list[Any]:
    """book: the ``k`` actions the greedy bot likes best for ``seat`` (from what it may know); ties by ``rng``."""
    keyed = [(v, rng.random(), a) for v, a in zip(book_prior(rules, s, legal, seat), legal)]
    keyed.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for *_, a in keyed[:k]]


RANKERS["book"] = book_rank

#: rollout policies as good as a game's own heuristic bot (dearer than the default), by the rules' name
HEURISTIC_ROLLOUTS: dict[str, Policy] = {
    "planet": planet_heuristic_move,
    "angels": angels_greedy_move,
    "herds": herds_greedy_move,
    "book": book_greedy_move,
}

#: priors the kit's games lend: a value per legal action (higher: try first)
PRIORS: dict[str, Prior] = {
    "planet": planet_prior,
    "angels": angels_prior,
    "herds": herds_prior,
    "book": book_prior,
}


def prior_for(rules: Any) -> Prior | None:
    return PRIORS.get(getattr(rules, "name", ""))


def rollout_for(rules: Any) -> Policy:
    return ROLLOUTS.get(getattr(rules, "name", ""), random_move)


def ranker_for(rules: Any) -> Ranker:
    return RANKERS.get(getattr(rules, "name", ""), static_rank)


class SimChance(Chance):
    """The chance of one search's simulations: every draw comes from the search's own generator (a
    ``random.Random`` seeded from the bot's seed), never from the game's seed. Cheaper than a fresh
    ``Chance`` per simulation (no hashing per draw), and just as unforeseeable."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        super().__init__(0)
        self.rng = rng

    def generator(self, counter: int) -> random.Random:
        return self.rng
