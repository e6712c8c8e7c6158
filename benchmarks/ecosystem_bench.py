"""The OpenSpiel and PettingZoo adapters: legal action ids, OpenSpiel's MCTSBot, PettingZoo random play.

    python benchmarks/ecosystem_bench.py                       # this checkout
    python benchmarks/ecosystem_bench.py --baseline /work/main # and another checkout, side by side

Measured (CPU time, medians over positions or runs; one core; the cores and load average printed):

- ``legal`` (per game, its fewest players): the OpenSpiel state's legal action ids (the game's own
  ``"action_ids"`` hook when it declares one) against the rules' own ``legal_actions`` in the same positions
  of random games, and the ids looked up from the legal actions (the fallback, as before issue 19), taking
  turns; the ratio's target is at most 2x. (The book keeps its legal list on the state: its rules' figure is
  a cache hit; its hook keeps its ids with that list, and the table the decision made of them.)
- ``mcts``: OpenSpiel's own Python ``MCTSBot`` (random rollouts, 60 simulations) on the kit's herds through
  the adapter: simulations per second, run ``--rounds`` times each way, taking turns with the fallback (ids
  looked up, pyspiel's own ``legal_actions`` and ``is_chance_node``); the target is 3x the 115/s of before.
  ``mcts-kit``: the same searches with the kit's ``openspiel_rollouts.RolloutEvaluator`` (the same random
  rollouts, played by the rules instead of through the adapter) in place of OpenSpiel's evaluator.
- ``floor``: the same rollouts recorded, then played back by OpenSpiel's ``RandomRolloutEvaluator`` on a state
  that costs nothing: the most rollouts per second OpenSpiel's own code allows, against the adapter's.
- ``PettingZoo``: steps per second of ``env(game)`` played with random legal ids from the action mask
  (``last()`` then ``step``), per game; the target is 1,000. Also complete actions per second (in a game
  chosen field by field, the book, an action takes a step per field) and the mask's size in bytes.

With ``--baseline DIR`` the same measures run in a child process importing the kit from ``DIR`` (the
other checkout), alternately with this one, so both figures and their ratio come from one run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _games() -> dict:
    import genesis_nb

    return genesis_nb.games()


def _positions(game, count: int, seed: int) -> list:
    """OpenSpiel states of random games where a player decides (``count`` of them)."""
    rng = random.Random(seed)
    states = []
    state = game.new_initial_state()
    while len(states) < count:
        if state.is_terminal():
            state = game.new_initial_state()
        elif state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            states.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return states


def legal_ids(rounds: int, name: str = "herds", players: int = 2) -> dict:
    """Median microseconds, in the same positions, of the rules' legal actions, of the adapter's legal ids
    (the game's own ``"action_ids"`` hook when it declares one) and of the ids looked up from the legal
    actions (the fallback, as before the hook), taking turns round after round."""
    from genesis_nb.ecosystem import openspiel

    states = _positions(openspiel.load(name, players), 40, 1)
    table = states[0].episode.table
    rules, own = table.rules, getattr(table, "ids_of", None)  # (a checkout before issue 19 has none)
    bare, ids, looked = [], [], []
    for _ in range(rounds):
        for s in states:
            r = s.episode.state
            t0 = time.perf_counter()
            rules.legal_actions(r)
            t1 = time.perf_counter()
            table.legal_ids(r)  # what a state's legal_actions computes (once per position)
            t2 = time.perf_counter()
            table.ids_of = None
            table.legal_ids(r)
            t3 = time.perf_counter()
            table.ids_of = own
            bare.append(t1 - t0)
            ids.append(t2 - t1)
            looked.append(t3 - t2)
    a, b, c = (statistics.median(x) * 1e6 for x in (bare, ids, looked))
    return {
        "rules_us": a,
        "ids_us": b,
        "fallback_us": c,
        "ratio": b / a,
        "fallback_ratio": c / a,
        "hook": own is not None,
    }


def mcts(searches: int, sims: int = 60, fallback: bool = False, kit_rollouts: bool = False) -> dict:
    """OpenSpiel's MCTSBot on herds: simulations per CPU second, median over searches from positions
    (``fallback``: the ids looked up from the legal actions, and pyspiel's own ``legal_actions`` and
    ``is_chance_node``, as before issue 19; ``kit_rollouts``: the kit's ``RolloutEvaluator`` in place of
    OpenSpiel's ``RandomRolloutEvaluator``)."""
    import numpy as np
    from open_spiel.python.algorithms import mcts as os_mcts

    from genesis_nb.ecosystem import openspiel

    game = openspiel.load("herds", 2)
    if fallback:
        game.shared.table.ids_of = None
        for attr in ("legal_actions", "is_chance_node"):
            if attr in vars(openspiel.GenesisState):
                delattr(openspiel.GenesisState, attr)
    rs = np.random.RandomState(3)
    if kit_rollouts:
        from genesis_nb.ecosystem.openspiel_rollouts import RolloutEvaluator

        ev = RolloutEvaluator(n_rollouts=1, random_state=rs)
    else:
        ev = os_mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    bot = os_mcts.MCTSBot(game, uct_c=2.0, max_simulations=sims, evaluator=ev, random_state=rs, solve=False)
    rng = random.Random(3)
    rates = []
    state = game.new_initial_state()
    while len(rates) < searches:
        if state.is_terminal():
            state = game.new_initial_state()
        elif state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            t0 = time.process_time()
            bot.mcts_search(state)
            rates.append(sims / max(time.process_time() - t0, 1e-9))
            for _ in range(7):  # on to a later position
                if state.is_terminal():
                    break
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
    return {"sims_per_s": statistics.median(rates)}


class _Replay:
    """A recorded rollout played back at no cost: what OpenSpiel's own rollout code spends per simulation."""

    def __init__(self, steps: list, returns: list) -> None:
        self.steps, self.end, self.i = steps, returns, 0

    def clone(self) -> _Replay:
        return _Replay(self.steps, self.end)

    def is_terminal(self) -> bool:
        return self.i >= len(self.steps)

    def is_chance_node(self) -> bool:
        return self.steps[self.i][0]

    def chance_outcomes(self) -> list:
        return list(self.steps[self.i][1])

    def legal_actions(self) -> list:
        return list(self.steps[self.i][1])

    def apply_action(self, action: int) -> None:
        self.i += 1

    def returns(self) -> list:
        return self.end


def rollout_floor(rollouts: int = 40) -> dict:
    """OpenSpiel's ``RandomRolloutEvaluator`` on herds' rollouts recorded, then replayed by a state that costs
    nothing: the rollouts per CPU second OpenSpiel's own code allows (its random choices among the legal
    ids), against the same rollouts through the adapter."""
    import numpy as np
    from open_spiel.python.algorithms import mcts as os_mcts

    from genesis_nb.ecosystem import openspiel

    game = openspiel.load("herds", 2)
    rs = np.random.RandomState(3)
    starts = _positions(game, rollouts, 4)
    recorded = []
    for state in starts:
        s, steps = state.clone(), []
        while not s.is_terminal():
            chance = s.is_chance_node()
            steps.append((chance, s.chance_outcomes() if chance else s.legal_actions()))
            s.apply_action(int(rs.choice(len(steps[-1][1]))) if chance else int(rs.choice(steps[-1][1])))
        recorded.append(_Replay(steps, s.returns()))
    ev = os_mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    t0 = time.process_time()
    for r in recorded:
        ev.evaluate(r)
    t1 = time.process_time()
    for state in starts:
        ev.evaluate(state)
    t2 = time.process_time()
    return {"floor_per_s": rollouts / max(t1 - t0, 1e-9), "adapter_per_s": rollouts / max(t2 - t1, 1e-9)}


def pettingzoo(name: str, seconds: float) -> dict:
    """Random play through PettingZoo's ``last`` and ``step``: steps per CPU second (median of runs)."""
    import numpy as np

    from genesis_nb.ecosystem.pettingzoo import env

    rng = np.random.default_rng(5)
    rates, action_rates = [], []
    mask_bytes = 0
    spent = 0.0
    seed = 0
    while spent < seconds or len(rates) < 3:
        e = env(name, players=_games()[name].min_players)
        e.reset(seed=seed)
        seed += 1
        steps = actions = 0
        raw = e.unwrapped
        t0 = time.process_time()
        for _agent in e.agent_iter(max_iter=3000):
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
            else:
                mask = obs["action_mask"]
                mask_bytes = max(mask_bytes, mask.nbytes)
                e.step(int(rng.choice(np.flatnonzero(mask))))
                choice = getattr(raw, "_choice", None)  # a game chosen field by field: a step may be part of one
                actions += choice is None or not choice.prefix
            steps += 1
            if steps >= 400:
                break
        dt = time.process_time() - t0
        spent += dt
        rates.append(steps / max(dt, 1e-9))
        action_rates.append(actions / max(dt, 1e-9))
    return {
        "steps_per_s": statistics.median(rates),
        "actions_per_s": statistics.median(action_rates),
        "mask_bytes": mask_bytes,
    }


def measure(part: str, quick: bool) -> dict:
    try:
        import pocket_game  # noqa: F401  (the test game, registered when the tests are on the path)
    except ImportError:
        pass
    if part.startswith("legal"):
        name, players = (part.split(":", 1)[1].split("/") + ["2"])[:2] if ":" in part else ("herds", "2")
        return legal_ids(3 if quick else 10, name, int(players))
    if part == "floor":
        return rollout_floor(10 if quick else 40)
    if part in ("mcts", "mcts-fallback", "mcts-kit"):
        return mcts(4 if quick else 12, fallback=part == "mcts-fallback", kit_rollouts=part == "mcts-kit")
    return pettingzoo(part.split(":", 1)[1], 1.0 if quick else 4.0)


def child(path: str, part: str, quick: bool) -> dict:
    """The measure run by the checkout at ``path`` in a fresh process."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([path, os.path.join(path, "tests")])}
    code = (
        f"import sys, json; sys.path.insert(0, {HERE!r}); import ecosystem_bench as b; "
        f"print(json.dumps(b.measure({part!r}, {quick!r})))"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=path)
    if out.returncode:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed"}
    return json.loads(out.stdout.strip().splitlines()[-1])


def _fmt(d: dict) -> str:
    return ", ".join(f"{k} {v:,.2f}" if isinstance(v, float) else f"{k} {v}" for k, v in d.items())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline", help="another checkout of the kit, measured alongside")
    ap.add_argument("--quick", action="store_true", help="fewer rounds (a smoke run)")
    ap.add_argument("--games", nargs="*", help="PettingZoo games (default: every registered game)")
    ap.add_argument(
        "--parts", nargs="*", default=["legal", "mcts", "floor", "pz"], help="legal, mcts, floor, pz (default: all)"
    )
    ap.add_argument("--rounds", type=int, default=3, help="runs of MCTS each way, taking turns (default 3)")
    args = ap.parse_args()
    here = os.path.dirname(HERE)
    sys.path[:0] = [here, os.path.join(here, "tests")]
    try:
        import pocket_game  # noqa: F401  (the test game: measured too when the tests are there)
    except ImportError:
        pass
    print(f"cores available: {len(os.sched_getaffinity(0))} (of {os.cpu_count()}); python {sys.version.split()[0]}")
    print("load average (1, 5, 15 min) at the start: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    parts: list[str] = []
    if "legal" in args.parts:
        parts += [f"legal:{g}/{info.min_players}" for g, info in _games().items()]
    if "mcts" in args.parts:
        parts += ["mcts-fallback", "mcts", "mcts-kit"] * args.rounds  # taking turns: a drifting machine weighs on all
    if "floor" in args.parts:
        parts += ["floor"]
    if "pz" in args.parts:
        parts += [f"pz:{g}" for g in (args.games or list(_games()))]
    rates: dict[str, list[float]] = {"mcts": [], "mcts-fallback": [], "mcts-kit": []}
    for part in parts:
        now = child(here, part, args.quick)
        before = child(args.baseline, part, args.quick) if args.baseline else None
        print(part, "now", _fmt(now))
        if part in rates and "sims_per_s" in now:
            rates[part].append(now["sims_per_s"])
        if before is not None:
            print(part, "baseline", _fmt(before))
            for key in ("ids_us", "sims_per_s", "steps_per_s"):
                if key in now and key in before:
                    print(f"  {key}: now / baseline = {now[key] / before[key]:.2f}x")
        if "ratio" in now:
            print(
                f"  legal ids / rules.legal_actions = {now['ratio']:.2f}x (target at most 2x); "
                f"looked up from the actions (the fallback): {now['fallback_ratio']:.2f}x"
            )
        if "steps_per_s" in now:
            print(f"  {now['steps_per_s'] / 1000:.2f}x the target of 1,000 steps per second")
        if "floor_per_s" in now:
            print(
                f"  OpenSpiel's rollout code alone allows {now['floor_per_s']:.0f} rollouts/s on these rollouts; "
                f"through the adapter {now['adapter_per_s']:.0f}/s"
            )
    if rates["mcts"] and rates["mcts-fallback"]:
        new, old = statistics.median(rates["mcts"]), statistics.median(rates["mcts-fallback"])
        print(
            f"MCTSBot on herds, median of {len(rates['mcts'])} runs: {new:.0f} simulations/s against {old:.0f} with "
            f"the fallback (ids looked up, pyspiel's own legal_actions): {new / old:.2f}x; {new / 115:.2f}x the "
            "115/s measured before issue 19 (target 3x)"
        )
        if rates["mcts-kit"]:
            kit = statistics.median(rates["mcts-kit"])
            print(
                f"MCTSBot on herds with the kit's RolloutEvaluator, median of {len(rates['mcts-kit'])} runs: {kit:.0f} "
                f"simulations/s: {kit / new:.2f}x OpenSpiel's RandomRolloutEvaluator, {kit / 115:.2f}x the 115/s"
            )
    print("load average (1, 5, 15 min) at the end: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
