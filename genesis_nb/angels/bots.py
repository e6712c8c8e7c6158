"""A simple greedy bot for angels: one-ply lookahead over the legal actions.

For each legal action the bot plays it on a copy of the position (the rules resolve the dark angel
and God up to the next decision) and values the result for its own seat:

- points already scored with day's work (and, once day VII is open, the resting points of its square);
- progress toward the next day's work it can still do: the share of that day's cost its cubes cover
  (three spare cubes count for one missing cube, as in the 3-for-1 exchange), times the circle it
  would take;
- standing where it can do the day's work next turn, or where a bonus waits;
- a little for cubes in hand (they buy switches), with diminishing value.

Ties are broken by a seeded generator, so a game of bots replays from its seeds.

    >>> from genesis_nb.angels import new_game
    >>> from genesis_nb.angels.bots import GreedyBot
    >>> from genesis_nb.bots import play_out
    >>> g = play_out(new_game(3, seed=2), [GreedyBot(0), GreedyBot(1), GreedyBot(2)])
    >>> g.is_over
    True
"""

from __future__ import annotations

from typing import Any

from ..bots.base import SeededBot
from .boarddata import REST_DAY, WORK_DAYS
from .state import OVER, SETUP

LAST_GOD = 21


class GreedyBot(SeededBot):
    """Picks the legal action whose resulting position it values most (one ply ahead)."""

    name = "greedy"

    def choose(self, game: Any) -> Any:
        rules, s = game.rules, game.state
        me = rules.actor(s)
        actions = game.legal_actions()
        if s.phase == SETUP:
            return self._setup_cube(rules, s, actions)
        best: list[Any] = []
        best_value = float("-inf")
        for a in actions:
            t = s.copy()
            rules.apply(t, a, game.chance)
            v = self.value(rules, t, me)
            if v > best_value + 1e-9:
                best, best_value = [a], v
            elif abs(v - best_value) <= 1e-9:
                best.append(a)
        return self.rng.choice(best)

    def _setup_cube(self, rules: Any, s: Any, actions: list[Any]) -> Any:
        # day I's cost tells which essence helps first
        cost = rules.board.cost[1]
        return max(actions, key=lambda a: (cost[a.essence], self.rng.random()))

    # -- valuing a position --------------------------------------------------------------------
    @staticmethod
    def value(rules: Any, s: Any, me: int) -> float:
        """The bot's judgement of position ``s`` for seat ``me`` (also the game's search hooks' judgement)."""
        b = rules.board
        points = sum(b.circles[d][s.work[d].index(me)] for d in WORK_DAYS if me in s.work[d])
        here = s.where[me]
        square = s.tracks[here].index(me)
        if s.phase == OVER:
            sheet = rules.scores(s)
            total = sheet.total(me)
            return 100.0 * total + (50.0 if me in sheet.winners else 0.0)
        god_day = s.day_of_god()
        v = 10.0 * points
        if here == REST_DAY:
            v += 10.0 * b.rest[square] * (1.0 if god_day >= REST_DAY else 0.6)
        hand = s.hands[me]
        # the best day's work still open to me: how much of its cost my cubes cover
        reach = min(6, god_day + 1)
        best = 0.0
        for d in WORK_DAYS:
            if d > reach or me in s.work[d]:
                continue
            circle = len(s.work[d])
            if circle >= len(b.circles[d]):
                continue
            worth = b.circles[d][circle]
            share = _covered(b.cost[d], hand)
            gain = worth * share * share
            if share >= 1.0 and here == d:
                gain += 0.3 * worth  # can work here next turn
            if d <= god_day:
                gain *= 1.0
            else:
                gain *= 0.7  # not open yet
            best = max(best, gain)
        v += 6.0 * best
        # a bonus waits next turn on a day whose work is done
        if here in WORK_DAYS and me in s.work[here]:
            v += 1.5 * sum(b.bonus[here])
        # cubes buy switches and exchanges; their use fades
        cubes = sum(hand)
        v += 1.2 * min(cubes, 8) + 0.3 * max(0, min(cubes, 14) - 8)
        # late in the game: get a good resting square before the end
        if god_day >= 6 and here != REST_DAY:
            v -= 4.0 * (god_day - 5)
        # the left of a track yields more and makes the start player
        if here != REST_DAY:
            v += 0.4 * (6 - square)
        return v


def _covered(cost: tuple[int, int, int], hand: list[int]) -> float:
    """Share of ``cost`` that ``hand`` pays, counting three spare cubes as one missing cube."""
    need = sum(cost)
    if need == 0:
        return 1.0
    direct = sum(min(h, c) for h, c in zip(hand, cost))
    spare = sum(max(0, h - c) for h, c in zip(hand, cost))
    missing = need - direct
    return (direct + min(missing, spare // 3)) / need
