"""What herds lends the shared searches and explanations (``bots.hooks.SearchHooks``).

- a uniform legal action drawn by counting (the same distribution as listing some three hundred legal
  actions at every ply of a rollout and choosing one, only faster: checked by ``tests/bots``);
- the greedy bot's judgement (its points if the game ended now, then its lead), read with its incremental
  scoring, some ten times cheaper than the score sheet: the search's prior and the greedy bot's reasons;
- the candidates of a wide node: the tiles that *lead* most, then score most (the lead first, unlike the
  greedy bot, which wants points first);
- the greedy bot's own tile as the heuristic rollout (its tie-breaks: a tile from the dice over the
  one-tile turn, then the search's generator);
- each seat's points if the game ended now as the value of a position (the rules' fast path).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ..bots.hooks import Reasons, SearchHooks
from ..bots.policies import rank_by
from .boarddata import NEIGHBOURS
from .bots import Evaluator
from .rules import PLACE, PLACE_ONE, TERRAIN_INDEX
from .state import TERRAINS_IN, VACANT, Place, code_terrain


def random_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """A uniform legal action, drawn by counting (the same distribution as ``bots.policies.random_move``)."""
    dice_mask, ones_mask = rules.tile_options(s)  # (the rules' own terrains of each kind)
    dice, ones = TERRAINS_IN[dice_mask], TERRAINS_IN[ones_mask]
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


def leads_and_points(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[tuple[int, int]]:
    """For each legal tile, (lead, points) of ``seat`` if the game ended once it lies (the greedy bot's
    incremental scoring; a tile touching no tile of its terrain changes nothing and is scored once)."""
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


def value(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """The greedy bot's judgement of each tile: its points if the game ended now, then its lead."""
    return [mine + lead / 1000.0 for lead, mine in leads_and_points(rules, s, legal, seat)]


def lead(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[float]:
    """Each tile's lead if the game ended now, then its points (what a wide node searches first)."""
    return [lead + mine / 1000.0 for lead, mine in leads_and_points(rules, s, legal, seat)]


def detail(rules: Any, s: Any, legal: Sequence[Any], seat: int) -> list[dict[str, Any]]:
    """What the greedy bot's reasons say of each tile: its points and its lead."""
    return [{"points": mine, "lead": lead} for lead, mine in leads_and_points(rules, s, legal, seat)]


def greedy_move(rules: Any, s: Any, rng: random.Random) -> Any:
    """The greedy bot's tile: the best ``value`` (the most points if the game ended now, then the biggest
    lead), then a tile from the dice, as the greedy bot prefers; ties by ``rng``."""
    legal = rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    values = value(rules, s, legal, rules.actor(s))
    return max(zip(values, legal), key=lambda t: (t[0], type(t[1]) is Place, rng.random()))[1]


def points(rules: Any, state: Any) -> dict[Any, float]:
    """Each seat's points if the game ended now (the rules' fast path, no score sheet)."""
    return {seat: float(v) for seat, v in enumerate(rules.totals(state))}


REASONS = Reasons(
    bot="greedy",
    sentence={
        "en": "Greedy plays the tile that would score most if the game ended now: {best} gives it "
        "{points} points ({lead:+d} against the best other player){others}.",
        "nl": "Gretig legt de tegel die het meeste oplevert als het spel nu zou eindigen: {best} geeft "
        "{points} punten ({lead:+d} tegenover de beste andere speler){others}.",
    },
    option={"en": "{action} ({points} points, {lead:+d})", "nl": "{action} ({points} punten, {lead:+d})"},
    detail=detail,
)

HOOKS = SearchHooks(
    # some 300 tiles to choose from; search the best 6 by the greedy scoring, value the position the tree
    # reaches by its points (the dice after it are sampled)
    settings={"iterations": 100, "rollout_depth": 0, "candidates": 6},
    random_move=random_move,
    value=value,
    rank=rank_by(lead),
    greedy_move=greedy_move,
    evaluate=points,
    reasons=REASONS,
)
