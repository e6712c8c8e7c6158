"""MCTS: simulations per second per game on one core, and each search bot against the greedy bot.

    python benchmarks/mcts_bench.py                  # speed, then 40 games against greedy per game
    python benchmarks/mcts_bench.py --games 100      # more games: tighter intervals
    python benchmarks/mcts_bench.py --planet 200     # also planet's levels over 200 games per team
    python benchmarks/mcts_bench.py --parts planet --planet 200    # only that
    python benchmarks/mcts_bench.py --parts light --runs 5         # book: the light rollout against listing all
    python benchmarks/mcts_bench.py --parts book --baseline DIR    # book's plain UCT here and in another checkout

Speed: the search runs from positions of random games (every few plies, both ends of the game), a fixed
number of iterations each; a simulation is one iteration (selection, expansion, rollout or cut-off, backup).
Two set-ups per game: ``plain`` UCT (uniform random rollouts to the end, no pruning: the raw speed of the
rules' hot paths and the tree; target 1,000 per second for angels and herds) and the bot as the kit plays
it (``kinds_for``: its per-game settings). Printed: the median over positions and its ratio to the target.

Strength: the search bot against the game's greedy bot, two players, seats alternated; counted by which of
the two ends with more points (a draw counts half), with the 95% Wilson interval, and the outright wins.
planet, a cooperative game: the level each team of four reaches (all heuristic, all search) and its mean score.

Light (``--parts light``): book's plain UCT with uniform rollouts drawn by listing every legal action at each
ply (``bots.policies.random_move``, as before issue 19) and by the book's light draw (``book.rollout.random_move``,
the same distribution), the two taking turns on the same positions in one run (``--runs`` rounds): the
median simulations per CPU-second of each and their ratio (target 3).

Book (``--parts book --baseline DIR``): book's plain UCT, 2 players, in this checkout and in the checkout ``DIR``
(e.g. the code before issue 19: ``git archive 5a73512^``), each round a fresh process per checkout, the two
taking turns (``--runs`` rounds): the median simulations per CPU-second of each and their ratio, with the cores
and the load average of the run.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import statistics
import time

import genesis_nb
from genesis_nb.bots import MCTSBot, kinds_for, play_out, settings_for
from genesis_nb.bots.policies import random_move
from genesis_nb.bots.stats import head_to_head, wilson

try:
    from random_games import machine
except ImportError:  # run from elsewhere
    import platform

    def machine() -> str:
        return f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores"


TARGET = 1000


def positions(info, players: int, count: int, seed: int = 0):
    """Positions of random games: ``count`` of them, spread over whole games."""
    out = []
    rng = random.Random(seed)
    g = 0
    while len(out) < count:
        game = info.new_game(players, seed=seed * 100 + g)
        g += 1
        plies = 0
        while not game.is_over and len(out) < count:
            if plies % 9 == 4 and len(game.legal_actions()) > 1:
                out.append(game.rules.copy(game.state))
            game.play(rng.choice(game.legal_actions()))
            plies += 1
    return out


def speed(info, players: int, settings: dict, count: int, iterations: int, states=None) -> float:
    """Median simulations per second of CPU time (one core, whatever else the machine runs) over
    ``count`` positions (or ``states``)."""
    from genesis_nb.core.game import Game

    rates = []
    template = info.new_game(players, seed=0)
    for i, state in enumerate(states if states is not None else positions(info, players, count)):
        g = Game(
            template.rules, state, players=template.players, seed=i, options=template.options, board=template.board
        )
        bot = MCTSBot(i, **{**settings, "iterations": iterations})
        t0 = time.process_time()
        r = bot.search(g)
        cpu = time.process_time() - t0
        if r.iterations and cpu > 0:
            rates.append(r.iterations / cpu)
    return statistics.median(rates) if rates else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games against greedy per game (default 40)")
    ap.add_argument("--positions", type=int, default=12, help="positions for the speed (default 12)")
    ap.add_argument("--iterations", type=int, default=200, help="iterations per timed search (default 200)")
    ap.add_argument("--planet", type=int, default=0, help="planet games per team for the levels (default 0)")
    ap.add_argument(
        "--parts",
        default="speed,strength,planet",
        help="what to measure: speed, strength, planet, light (comma-separated; default the first three)",
    )
    ap.add_argument("--runs", type=int, default=3, help="rounds of the light or book comparison (default 3)")
    ap.add_argument("--baseline", help="another checkout of the kit, for --parts book")
    args = ap.parse_args()
    parts = set(args.parts.split(","))
    print(machine())
    every = genesis_nb.games()

    if "speed" in parts:
        speeds(every, args)
    if "strength" in parts:
        strength(every, args)
    if "planet" in parts and args.planet:
        planet(every, args)
    if "light" in parts:
        light(every["book"], args)
    if "book" in parts:
        against(args)


def speeds(every, args) -> None:
    print(
        f"\nsimulations per second of CPU time, one core (median over {args.positions} positions, "
        f"{args.iterations} iterations each; target {TARGET})"
    )
    for name, info in every.items():
        players = 4 if info.team_score else info.min_players
        plain = speed(info, players, {}, args.positions, args.iterations)
        kit = speed(info, players, settings_for(name), args.positions, args.iterations)
        print(
            f"  {name:7} {players} players: plain UCT {plain:7.0f}/s ({plain / TARGET:.2f}x target)   "
            f"as played {kit:7.0f}/s ({kit / TARGET:.2f}x)   settings {settings_for(name)}"
        )


def strength(every, args) -> None:
    print(
        f"\nsearch bot against greedy, 2 players, {args.games} games each, seats alternated "
        "(more points than the other bot; 95% Wilson interval)"
    )
    for name, info in every.items():
        kinds = kinds_for(info)
        if "greedy" not in kinds or info.team_score:
            continue
        for kind in [k for k in ("mcts", "ismcts") if k in kinds]:
            m = head_to_head(info, kinds[kind], kinds["greedy"], games=args.games, players=2, seed=11)
            per_move = m.seconds / max(1, m.games)
            print(f"  {name:7} {kind:6}: {m}   ({per_move:.1f} s a game)")


def planet(every, args) -> None:
    info = every["planet"]
    kinds = kinds_for(info)
    print(f"\nplanet, 4 players, {args.planet} games per team (the same game seeds for both teams)")
    scores: dict[str, list[int]] = {}
    for kind in ("heuristic", "ismcts"):
        levels: collections.Counter = collections.Counter()
        scores[kind] = []
        sims = decisions = searches = 0
        t0 = time.perf_counter()
        for g in range(args.planet):
            bots = [kinds[kind](g * 10 + s) for s in range(4)]
            game = info.new_game(4, seed=20_000 + g)
            play_out(game, bots)
            for b in bots:
                sims += getattr(b, "simulations", 0)
                decisions += getattr(b, "decisions", 0)
                searches += getattr(b, "searches", 0)
            sheet = game.scores()
            levels[sheet.level] += 1
            scores[kind].append(sheet.team)
        took = time.perf_counter() - t0
        dist = ", ".join(f"{lv} {levels[lv]}" for lv in ("demigods", "prophet", "college", "gods"))
        above = args.planet - levels["demigods"]
        lo, hi = wilson(above, args.planet)
        print(
            f"  {kind:9}: {dist}; above demigods {above / args.planet:.2f} (95% {lo:.2f}..{hi:.2f}); "
            f"mean score {statistics.mean(scores[kind]):.2f}; {took / args.planet:.1f} s a game"
        )
        if decisions:
            print(
                f"             {decisions / args.planet:.0f} decisions a game, {searches / decisions:.0%} of them "
                f"searched, {sims / max(1, searches):.0f} simulations a searched decision, "
                f"{took / max(1, searches):.2f} s a searched decision"
            )
    diff = [a - b for a, b in zip(scores["ismcts"], scores["heuristic"])]
    m = statistics.mean(diff)
    half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else float("nan")
    print(f"  ismcts - heuristic, game by game: {m:+.2f} points (95% {m - half:+.2f}..{m + half:+.2f})")


def light(info, args) -> None:
    """Book, plain UCT: every legal action listed at each rollout ply, against the light draw; the two take
    turns on the same positions, round after round, so that a machine whose speed drifts weighs on both."""
    cores = len(os.sched_getaffinity(0))
    states = positions(info, 2, args.positions)
    rates: dict[str, list[float]] = {"listing every action": [], "light draw": []}
    for _ in range(args.runs):
        rates["listing every action"].append(
            speed(info, 2, {"rollout": random_move}, 0, args.iterations, [info.rules.copy(s) for s in states])
        )
        rates["light draw"].append(speed(info, 2, {}, 0, args.iterations, [info.rules.copy(s) for s in states]))
    print(
        f"\nbook, 2 players, plain UCT: simulations per CPU-second (median of {args.runs} rounds, each the median "
        f"over {args.positions} positions of {args.iterations} iterations); {cores} cores available, one used"
    )
    before, after = (statistics.median(v) for v in rates.values())
    for label, v in rates.items():
        print(f"  {label:22} {statistics.median(v):7.0f}/s   rounds: {', '.join(f'{x:.0f}' for x in v)}")
    print(f"  light / listing: {after / before:.2f}x (target 3)")
    from genesis_nb.book.rollout import random_move as light_move

    for label, policy in (("listing every action", random_move), ("light draw", light_move)):
        draw, apply = ply_costs(info, states, policy)
        print(
            f"  {label:22} per rollout ply: drawing the move {draw:5.1f} us, playing it {apply:5.1f} us "
            f"(the most a free draw could give: {(draw + apply) / apply:.2f}x)"
        )


def against(args) -> None:
    """Book's plain UCT in this checkout and in ``args.baseline``, a fresh process each, taking turns."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    if not args.baseline:
        raise SystemExit("--parts book needs --baseline DIR (another checkout of the kit)")
    roots = {"baseline": str(Path(args.baseline).resolve()), "now": str(Path(__file__).resolve().parents[1])}
    code = (
        "import sys, json, genesis_nb; sys.path.insert(0, sys.argv[1] + '/benchmarks'); from mcts_bench import speed;"
        f"print(json.dumps(speed(genesis_nb.games()['book'], 2, {{}}, {args.positions}, {args.iterations})))"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    rates: dict[str, list[float]] = {k: [] for k in roots}
    for run in range(args.runs):
        for name, root in list(roots.items())[:: 1 if run % 2 == 0 else -1]:
            out = subprocess.run(
                [sys.executable, "-c", code, root],
                env={**env, "PYTHONPATH": root},
                cwd=root,
                capture_output=True,
                text=True,
            )
            if out.returncode:
                raise SystemExit(f"{name} ({root}) failed:\n{out.stderr[-2000:]}")
            rates[name].append(json.loads(out.stdout.strip().splitlines()[-1]))
    cores = len(os.sched_getaffinity(0))
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"\nbook, 2 players, plain UCT, simulations per CPU-second ({args.runs} rounds, each the median over "
        f"{args.positions} positions of {args.iterations} iterations); {cores} cores, load average {load} at the end"
    )
    for name, v in rates.items():
        print(f"  {name:8} {statistics.median(v):7.0f}/s   rounds: {', '.join(f'{x:.0f}' for x in v)}")
    ratio = statistics.median(rates["now"]) / statistics.median(rates["baseline"])
    print(f"  now / baseline: {ratio:.2f}x")


def ply_costs(info, states, policy, rollouts: int = 3) -> tuple[float, float]:
    """Mean CPU microseconds per rollout ply spent drawing the move with ``policy`` and playing it (with
    ``rules.advance``, as the search's rollouts play: no events)."""
    from genesis_nb.core.chance import Chance

    rules = info.new_game(2, seed=0).rules
    rng = random.Random(1)
    draw = apply = 0.0
    plies = 0
    for state in states:
        for k in range(rollouts):
            s, chance = rules.copy(state), Chance(k)
            while not rules.is_over(s):
                t0 = time.process_time()
                a = policy(rules, s, rng)
                t1 = time.process_time()
                rules.advance(s, a, chance)
                draw += t1 - t0
                apply += time.process_time() - t1
                plies += 1
    return draw / plies * 1e6, apply / plies * 1e6


if __name__ == "__main__":
    main()
