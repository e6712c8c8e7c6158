"""angels: find a complete legal game that ends with the rulebook's final score table.

The rulebook's last page shows a final table (gray 23, purple 18, yellow 23, pink 23, dark angel 20;
yellow wins the tie-break). This tool proves by play that the table is reachable on our reconstructed
board (seeds/angels.toml), with the default options and four players seated gray, purple, yellow, pink.

How it searches
---------------
The hard part of the table is the timing: which angel works which day in which round, in which order
against the dark angel (who moves to God's day, switches one square left per round and works when
leftmost; it must NOT work on day V). That part was solved by hand and is written down as ``PLAN``:
one token per player per round,

    g   gather on the square where it stands (no switching), or pass
    mX  move to track X (0 = void, 1..7 = days I..VII)
    w   do the day's work where it stands
    p   pass

With the plan fixed, every angel's square follows from the plan alone, so the dark angel's moves and
the order of the day-work markers are fixed too. What is left is the cubes: the starting cube, which
yield to take when a square offers a choice, how to pay each day's work (3-for-1 exchanges) and the
limited stock (4 cubes of each essence per player). A beam search over plies fills these details in,
keeping the positions whose players are closest to affording all their planned work in time.

Run:  python benchmarks/find_final_table.py [--beam 400] [--emit]
With --emit it prints the winning game in the compact form used by
tests/angels/test_angels_final_table_reachable.py.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from genesis_nb.angels import RULES, ChooseCube, DayWork, Gather, Move, Pass
from genesis_nb.angels.rules import DARK_ROW
from genesis_nb.angels.state import CODES, OVER, SETUP
from genesis_nb.core import Chance

SEATS = ["gray", "purple", "yellow", "pink"]
G, P, Y, K = range(4)
DA = 4

# The target: day-work order per day (sets of angels whose circles have equal values may come in any
# order), the resting order on day VII, and the expected score table.
TARGET_WORK = {
    1: [{P}, {Y, DA}, {Y, DA}, {G}],
    2: [{Y, K}, {Y, K}, {G, DA}, {G, DA}, {P}],
    3: [{G}, {P, DA}, {P, DA}, {Y}],
    4: [{Y, K}, {Y, K}, {G, DA}, {G, DA}],
    5: [{K}, {P, Y}, {P, Y}, {G}],
    6: [{K, DA}, {K, DA}, {G}],
}
EXPECTED = {  # score rows by seat; the dark angel's row is DARK_ROW ("dark")
    G: [2, 3, 5, 4, 4, 5, 0],
    P: [4, 2, 4, 0, 5, 0, 3],
    Y: [3, 4, 3, 5, 5, 0, 3],
    K: [0, 4, 0, 5, 6, 6, 2],
    DARK_ROW: [3, 3, 4, 4, 0, 6, 0],
}

# One line per round: the tokens of gray, purple, yellow, pink (seat order, not turn order).
# The turn order of a round starts with the player furthest left (lowest track, then lowest square).
PLAN_TEXT = """
R1   g   g   g   g    # everyone gathers in the void (nobody can move in round 1)
R2   g   m1  g   g    # purple alone goes to day I; the dark angel arrives behind it
R3   m1  w   m1  g    # purple works day I first (4); gray and yellow line up behind the dark angel
R4   g   g   w   g    # yellow works day I (3), then the dark angel, now leftmost, works it (3)
R5   w   g   g   m2   # gray works day I last (2); pink alone goes to day II, the dark angel behind it
R6   m2  g   m2  w    # pink works day II (4); yellow and gray come to day II behind the dark angel
R7   w   g   w   g    # yellow (4) and gray (3) work day II, then the dark angel (3)
R8   m3  m2  g   g    # gray alone goes to day III, the dark angel behind it; purple goes to day II
R9   g   w   g   g    # purple works day II last (2); gray gathers 2 matter + 2 life on day III
R10  w   m3  m3  g    # gray works day III first (5), then the dark angel (4); purple, yellow follow
R11  g   w   w   m4   # purple (4) and yellow (3) work day III; pink alone goes to day IV
R12  m4  g   m4  w    # pink works day IV (5); gray and yellow line up behind the dark angel
R13  w   g   w   g    # yellow (5) and gray (4) work day IV, then the dark angel (4)
R14  g   m5  m5  m5   # three players go to day V ahead of the dark angel: it cannot reach the left
R15  m5  g   g   w    # pink works day V first (6)
R16  g   w   g   g    # purple works day V (5); the dark angel leaves day V one square short of the left
R17  w   g   w   m6   # yellow (5) and gray (4) work day V; pink alone goes to day VI
R18  m6  g   g   w    # pink works day VI (6); the dark angel switches to the left
R19  g   g   g   g    # the dark angel works day VI (6)
R20  w   m7  m7  m7   # purple, yellow, pink rest on day VII (3, 3, 2); gray works day VI (5)
R21  p   p   p   p
"""


def parse_plan(text: str) -> list[list[str]]:
    rows = []
    for line in text.strip().splitlines():
        line = line.split("#")[0].split()
        assert line[0] == f"R{len(rows) + 1}", line
        rows.append(line[1:5])
    assert len(rows) == 21
    return rows


PLAN = parse_plan(PLAN_TEXT)


def planned_works(player: int) -> list[tuple[int, int]]:
    """(round, day) of the player's planned works, derived by following its moves."""
    where, out = 0, []
    for r, row in enumerate(PLAN, 1):
        t = row[player]
        if t.startswith("m"):
            where = int(t[1:])
        elif t == "w":
            out.append((r, where))
    return out


WORKS = [planned_works(p) for p in range(4)]
GATHERS = [[r for r, row in enumerate(PLAN, 1) if row[p] == "g"] for p in range(4)]


def shortfall(need: tuple[int, int, int], hand: list[int]) -> int:
    """Cubes still missing to pay ``need`` from ``hand`` with 3-for-1 exchanges (0 = affordable)."""
    direct = sum(min(h, n) for h, n in zip(hand, need))
    deficit = sum(need) - direct
    surplus = sum(hand) - direct
    return deficit - min(deficit, surplus // 3)


def badness(s: Any) -> float:
    """Lower is better: how far the players are from affording their planned works in time."""
    rnd = s.god + 1 if s.phase != SETUP else 0
    total = 0.0
    for p in range(4):
        hand = s.hands[p]
        cum = [0, 0, 0]
        done = set(d for d in range(1, 7) if p in s.work[d])
        for r, d in WORKS[p]:
            if d in done:
                continue
            cost = RULES.board.cost[d]
            cum = [cum[i] + cost[i] for i in range(3)]
            # gathers still to come before that work (about 3 cubes each, optimistic)
            future = sum(1 for g in GATHERS[p] if rnd < g < r or (g == rnd and not _acted(s, p)))
            miss = shortfall(tuple(cum), hand)
            total += max(0, miss - 2.5 * future) * 10 + miss * 0.3
    return total - 0.01 * sum(sum(h) for h in s.hands)


def _acted(s: Any, p: int) -> bool:
    """Has player p already taken its turn this round?"""
    order = [(s.start + i) % s.n for i in range(s.n)]
    return order.index(p) < s.acted


def work_order_ok(s: Any) -> bool:
    for d, slots in TARGET_WORK.items():
        w = s.work[d]
        if len(w) > len(slots):
            return False
        for a, allowed in zip(w, slots):
            if a not in allowed:
                return False
    return True


def candidates(s: Any) -> list[Any]:
    legal = RULES.legal_actions(s)
    if s.phase == SETUP:
        return legal
    p = s.turn
    token = PLAN[s.god][p]
    if token == "p":
        return [a for a in legal if isinstance(a, Pass)]
    if token == "w":
        return [a for a in legal if isinstance(a, DayWork)]
    if token.startswith("m"):
        return [a for a in legal if isinstance(a, Move) and a.to == int(token[1:])]
    assert token == "g"
    here = s.square(p)
    return [a for a in legal if (isinstance(a, Gather) and a.square == here) or isinstance(a, Pass)]


def key(s: Any) -> tuple:
    return (
        tuple(map(tuple, s.hands)),
        tuple(s.stock),
        s.god,
        s.turn,
        s.acted,
        tuple(map(tuple, s.tracks)),
        tuple(map(tuple, s.work)),
    )


def search(beam: int, verbose: bool = True) -> list[Any] | None:
    chance = Chance(0)
    s0 = RULES.new_state(SEATS, RULES.options, None, chance)
    frontier: list[tuple[float, Any, list[Any]]] = [(0.0, s0, [])]
    ply = 0
    while frontier:
        if all(RULES.is_over(s) for _, s, _ in frontier):
            break
        nxt: dict[tuple, tuple[float, Any, list[Any]]] = {}
        for _, s, acts in frontier:
            if RULES.is_over(s):
                continue
            for a in candidates(s):
                c = s.copy()
                RULES.apply(c, a, chance)
                if not work_order_ok(c):
                    continue
                if c.phase == OVER and not final_ok(c):
                    continue
                k = key(c)
                if k not in nxt:
                    nxt[k] = (badness(c), c, acts + [a])
        frontier = sorted(nxt.values(), key=lambda x: x[0])[:beam]
        ply += 1
        if verbose and frontier and frontier[0][1].phase not in (SETUP, OVER) and frontier[0][1].acted == 0:
            best = frontier[0]
            print(f"round {best[1].god + 1:2d}  states {len(nxt):6d}  best badness {best[0]:8.2f}", file=sys.stderr)
        if not frontier:
            if verbose:
                print(f"dead at ply {ply}", file=sys.stderr)
            return None
    for _, s, acts in frontier:
        if s.phase == OVER and final_ok(s):
            return acts
    return None


def final_ok(s: Any) -> bool:
    sheet = RULES.scores(s)
    return all(list(sheet.rows[k].values()) == v for k, v in EXPECTED.items()) and sheet.winners == [Y]


# -- the compact form used by the test -------------------------------------------------------------
ESS = "CML"


def compact(a: Any, s: Any) -> str:
    """An action played in position ``s``: ChooseCube -> 'L'; a gather on the player's own square
    without paying -> 'g' or 'g1'; Move(3) -> 'm3'; DayWork(day, (1, 2, 3)) on the player's day ->
    'w1.2.3'; Pass -> 'p'."""
    if isinstance(a, ChooseCube):
        return ESS[a.essence]
    if isinstance(a, Gather):
        assert a.square == s.square(s.turn) and sum(a.pay) == 0
        return "g" if a.choice == 0 else f"g{a.choice}"
    if isinstance(a, Move):
        return f"m{a.to}"
    if isinstance(a, DayWork):
        assert a.day == s.where[s.turn]
        return "w" + ".".join(map(str, a.pay))
    return "p"


def emit(actions: list[Any]) -> str:
    """The game as Python source: the set-up cubes, then one line of four tokens per round (turn order)."""
    from genesis_nb.angels import new_game

    g = new_game(SEATS, seed=0)
    lines = []
    setup = []
    for a in actions[:4]:
        setup.append(compact(a, g.state))
        g.play(a)
    lines.append(f'SETUP = "{" ".join(setup)}"')
    lines.append("ROUNDS = [")
    i = 4
    while not g.is_over:
        s = g.state
        rnd = s.god + 1
        words = []
        for _ in range(4):
            words.append(f"{CODES[SEATS[g.state.turn]]}:{compact(actions[i], g.state)}")
            g.play(actions[i])
            i += 1
        aim = PLAN_TEXT.strip().splitlines()[rnd - 1].partition("#")[2].strip()
        lines.append(f"    # R{rnd}" + (f": {aim}" if aim else ""))
        lines.append(f'    "{" ".join(words)}",')
    lines.append("]")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--beam", type=int, default=400)
    ap.add_argument("--emit", action="store_true")
    args = ap.parse_args()
    t0 = time.perf_counter()
    acts = search(args.beam)
    dt = time.perf_counter() - t0
    if acts is None:
        print(f"not found (beam {args.beam}, {dt:.1f} s)")
        sys.exit(1)
    print(f"found a game of {len(acts)} actions in {dt:.1f} s (beam {args.beam})")
    if args.emit:
        print(emit(acts))


if __name__ == "__main__":
    main()
