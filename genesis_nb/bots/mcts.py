"""Monte Carlo tree search over the rules model, for every registered game.

``MCTSBot`` searches with UCT over the actions of the rules model (``legal_actions`` and ``apply`` on
copies of the position), playing each simulation out with a rollout policy and backing up a reward per
seat. In a game with hidden information it decides from what its seat may know: every iteration starts
from a *determinisation*, ``rules.resample_hidden(state, seat, rng)`` (a position the seat cannot tell
from the real one, drawn canonically from the bot's own generator), and the tree is shared by all of them
(single-observer information-set MCTS, with availability counts). ``ISMCTSBot`` is that search under its
own name ("ismcts"); no bot of the kit ever searches the real hidden position.

Chance (herds' dice, planet's bag) is sampled: each iteration plays on a ``Chance`` of its own, seeded
from the bot's generator, never on ``game.chance``, whose seed would foresee the game's real dice and
draws. The tree is *open loop*: a node is a sequence of actions from the root, and the position under it
is whatever the sampled chance (and determinisation) made of it this iteration, so a child is used only
when its action is legal in the position reached (availability counts make UCB fair between them).

    >>> from genesis_nb.angels import new_game
    >>> from genesis_nb.bots.mcts import MCTSBot
    >>> g = new_game(2, seed=1)
    >>> bot = MCTSBot(seed=7, iterations=60)
    >>> g.is_legal(bot.choose(g))
    True

A game lends the search its own knowledge through its search hooks (``hooks.SearchHooks``): a *prior*
(its greedy or heuristic bot's judgement of each action: tried first and favoured while visits are few),
a *ranker* (the few actions a wide node searches, say among three hundred tiles), a *rollout* policy
(uniform, or as good as its heuristic), an *evaluator* for positions where a rollout stops, and the
settings it plays with. With ``paired`` each iteration tries every root candidate on one shared sample
(determinisation, dice, rollout choices), so the candidates are compared on equal terms.

The reward of a finished game is read from its ``ScoreSheet`` (``rewards``): in a game with one shared
score every seat gets the team's score scaled to 0..1; otherwise the winners share 1, blended with each
seat's margin over the best other row (which counts any non-player row, such as angels' dark angel). A
search may also stop a rollout after ``rollout_depth`` plies and value the position by its provisional
scores.

A bot decides from its seat's knowledge and its own generator (``rng``): two bots with the same seed give
the same choice in every position the seat cannot tell apart (``tests/bots`` proves it for every game with
hidden information). With ``seconds`` instead of ``iterations`` the search stops on the clock, which
makes it depend on the machine's speed too.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..core.chance import Chance
from ..core.heap import frozen_heap
from . import checks
from .hooks import hooks_for
from .policies import SimChance
from .rewards import Rewarder, rewarder_for

#: default number of iterations per decision
ITERATIONS = 400
#: default exploration constant of UCB1 (rewards lie in 0..1)
EXPLORATION = 0.7


class Node:
    """A node of the open-loop tree: the statistics of the action that leads to it, for the seat that
    chose it, and its children by action."""

    __slots__ = ("children", "visits", "total", "avail", "order", "cands", "bias", "priors")

    def __init__(self, order: int = 0) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.order = order  # when it was made (a stable tie-break)
        self.cands: dict[Any, list[Any]] | None = None  # pruned actions, by the legal actions they came from
        self.bias = 0.0  # the prior's favour for the action leading here (0..1)
        self.priors: dict[Any, dict[Any, float]] | None = None  # the prior of its actions, by legal set

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Choice:
    """One action at the root with what the search found for it."""

    action: Any
    visits: int
    value: float  # mean reward for the seat deciding, 0..1


@dataclass
class Search:
    """What one search found: the root's actions, best first, and its budget."""

    seat: int
    choices: list[Choice]
    iterations: int
    seconds: float
    candidates: int = 0  # actions searched (after any pruning)
    legal: int = 0  # legal actions at the root
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def best(self) -> Any:
        return self.choices[0].action


class MCTSBot:
    """UCT over the rules model, with rollouts and sampled chance (see the module's notes).

    ``iterations`` or ``seconds`` bound each decision; ``rollout`` is ``"random"`` (uniform among the legal
    actions, or the game's cheap light policy), ``"heuristic"`` (as good as the game's own heuristic, where
    it lends one) or a function ``(rules, state, rng) -> action`` (``SearchHooks.rollout``);
    ``rollout_depth`` stops a rollout after that
    many plies and values the position by its provisional scores (None: play to the end);
    ``candidates`` searches only the best so many root actions by a one-ply look at the provisional scores
    when there are more (None: all); ``exploration`` is UCB1's constant; ``prior_weight`` how much a
    game's prior (``SearchHooks.search_prior``) favours actions while they have few visits (0: no prior);
    ``paired`` makes each iteration try every root action (the best ``candidates`` by the prior or the
    ranker) on one shared sample: the same determinisation, dice and rollout choices for all, so that
    they are compared on equal terms (an iteration then costs one rollout per root action);
    ``prior_margin`` keeps, of those, only the actions within that margin of the prior's best (the prior
    cannot tell them apart): where it has one clear favourite the search plays it without a rollout.
    """

    name = "mcts"

    def __init__(
        self,
        seed: int | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = EXPLORATION,
        rollout: str | Callable[..., Any] = "random",
        rollout_depth: int | None = None,
        candidates: int | None = None,
        prior_weight: float = 0.0,
        prior_margin: float | None = None,
        paired: bool = False,
        rewarder: Rewarder | None = None,
        name: str | None = None,
    ) -> None:
        if iterations is None and seconds is None:
            iterations = ITERATIONS
        iterations = checks.whole(iterations, "iterations", 1)
        seconds = checks.number(seconds, "seconds", 0, above=True)
        rollout_depth, candidates = (
            checks.whole(rollout_depth, "rollout_depth", 0),
            checks.whole(candidates, "candidates", 1),
        )
        exploration = checks.number(exploration, "exploration", 0) or 0.0
        prior_weight = checks.number(prior_weight, "prior_weight", 0) or 0.0
        prior_margin = checks.number(prior_margin, "prior_margin", 0)
        self.rng = random.Random(checks.seed(seed))
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.rollout_depth = rollout_depth
        self.candidates = candidates
        self.prior_weight = prior_weight
        self.paired = paired
        self.prior_margin = prior_margin
        self.rewarder = rewarder
        if name is not None:
            self.name = name
        self.last: Search | None = None
        self.simulations = 0  # over every search so far (for benchmarks)
        self.decisions = 0
        self.searches = 0  # decisions that ran simulations

    # -- the bot contract ---------------------------------------------------------------------------
    def choose(self, game: Any) -> Any:
        return self.search(game).best

    def explain(self, game: Any, lang: str = "en", top: int = 3) -> Any:
        """The best few actions with their visit counts and values, and a sentence (``bots.explain``).
        The generator is put back afterwards, so the bot then plays the action explained."""
        from .explain import _kept, explain_search

        with _kept(self):
            return explain_search(self, game, self.search(game), lang, top)

    # -- the search ---------------------------------------------------------------------------------
    def search(self, game: Any) -> Search:
        """Search from ``game``'s position (the heap alive before is kept out of the garbage
        collector's passes meanwhile: ``core.heap``)."""
        with frozen_heap():
            return self._search(game)

    def _search(self, game: Any) -> Search:
        rules = game.rules
        root_state = game.state
        seat = rules.actor(root_state)
        if seat is None:
            raise ValueError("the game is over: there is nothing to decide")
        legal = rules.legal_actions(root_state)
        if not legal:
            raise ValueError("no legal action to choose from")
        started = time.perf_counter()
        rewarder = self.rewarder or rewarder_for(rules)
        rng = self.rng
        resample = bool(getattr(rules, "hidden_information", False))
        if len(legal) == 1:
            self.last = Search(seat, [Choice(legal[0], 0, 0.5)], 0, 0.0, 1, 1, {"forced": True})
            self.decisions += 1
            return self.last
        ctx = _Context(
            rules,
            rng,
            rewarder,
            self.exploration,
            self.candidates,
            _rollout_policy(rules, self.rollout),
            self.rollout_depth,
            self.prior_weight,
            self.prior_margin,
        )
        root = Node()
        chance = SimChance(rng)
        if self.paired:
            probe = rules.resample_hidden(root_state, seat, random.Random(0)) if resample else root_state
            only = ctx.root_actions(root, probe, legal, seat)
            if len(only) == 1:
                self.last = Search(
                    seat,
                    [Choice(only[0], 0, 0.5)],
                    0,
                    time.perf_counter() - started,
                    1,
                    len(legal),
                    {"forced": False, "prior": True},
                )
                self.decisions += 1
                return self.last
        deadline = None if self.seconds is None else started + self.seconds
        limit = self.iterations
        done = 0
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            if self.paired:
                # one sample for every root action: the same determinisation, dice and rollout choices
                # (common random numbers: the actions are compared on equal terms)
                sample = rng.getrandbits(64)
                base = (
                    rules.resample_hidden(root_state, seat, random.Random(sample))
                    if resample
                    else rules.copy(root_state)
                )
                for a in ctx.root_actions(root, base, legal, seat):
                    r = random.Random(sample + 1)
                    ctx.iterate(rules.copy(base), SimChance(r), root, r, first=a)
            else:
                state = rules.resample_hidden(root_state, seat, rng) if resample else rules.copy(root_state)
                ctx.iterate(state, chance, root)
            done += 1
        seconds = time.perf_counter() - started
        choices = []
        for a in legal:
            child = root.children.get(a)
            if child is not None and child.visits:
                choices.append((child.visits, child.mean, -child.order, a))
        if not choices:  # pragma: no cover - every budget visits one
            choices = [(0, 0.0, 0, legal[0])]
        choices.sort(key=lambda t: (t[0], t[1], t[2]), reverse=True)
        searched = len(root.cands[next(iter(root.cands))]) if root.cands else len(legal)
        result = Search(seat, [Choice(a, v, m) for v, m, _, a in choices], root.visits, seconds, searched, len(legal))
        self.last = result
        self.simulations += result.iterations
        self.decisions += 1
        self.searches += 1 if result.iterations else 0
        return result


def _rollout_policy(rules: Any, rollout: Any) -> Any:
    if rollout in ("random", "heuristic"):
        return hooks_for(rules).rollout(rollout)
    if callable(rollout):
        return rollout
    raise ValueError(
        f"rollout must be 'random', 'heuristic' or a function (rules, state, rng) -> action, not {rollout!r}"
    )


class _Context:
    """One search's settings and its iteration (selection, expansion, rollout, backup)."""

    def __init__(
        self,
        rules: Any,
        rng: random.Random,
        rewarder: Rewarder,
        exploration: float,
        candidates: int | None,
        policy: Any,
        depth: int | None,
        prior_weight: float = 0.0,
        prior_margin: float | None = None,
    ) -> None:
        self.rules = rules
        self.rng = rng
        self.rewarder = rewarder
        self.c = exploration
        self.k = candidates
        hooks = hooks_for(rules)
        self.rank = hooks.ranker()
        self.prior = hooks.search_prior() if prior_weight else None
        self.w = prior_weight
        self.margin = prior_margin if self.prior is not None else None
        self.policy = policy
        self.depth = depth
        self.made = 1
        #: ``apply`` without the events nobody reads here (``GameRules.advance``)
        self.apply = getattr(rules, "advance", rules.apply)

    def root_actions(self, root: Node, s: Any, legal: list[Any], seat: int) -> list[Any]:
        """The root's actions a paired iteration tries: the prior's best ``k`` (or the ranker's), else all."""
        k = self.k
        if (k is None or len(legal) <= k) and self.margin is None:
            return legal
        k = k or len(legal)
        if root.cands is None:
            root.cands = {}
        key = tuple(legal)
        got = root.cands.get(key)
        if got is None:
            if self.prior is not None:
                values = self.prior(self.rules, s, legal, seat)
                order = sorted(range(len(legal)), key=lambda i: (values[i], self.rng.random()), reverse=True)
                if self.margin is not None:  # only the actions the prior cannot tell apart
                    top = values[order[0]]
                    order = [i for i in order if values[i] >= top - self.margin]
                got = [legal[i] for i in order[:k]]
            else:
                got = self.rank(self.rules, s, legal, seat, k, self.rng)
            root.cands[key] = got
        return got

    def _searched(self, node: Node, s: Any, legal: list[Any], actor: int) -> list[Any]:
        """The actions of ``legal`` the node searches: all, or the best ``k`` of a wide node (ranked once
        for each set of legal actions it meets)."""
        k = self.k
        if k is None or len(legal) <= k:
            return legal
        if node.cands is None:
            node.cands = {}
        key = tuple(legal)
        cands = node.cands.get(key)
        if cands is None:
            cands = node.cands[key] = self.rank(self.rules, s, legal, actor, k, self.rng)
        return cands

    def _favourite(self, node: Node, s: Any, legal: list[Any], untried: list[Any], actor: int) -> tuple[Any, float]:
        """The untried action the prior likes best, and its favour (the prior scaled to 0..1 over
        ``legal``, worked out once per node and set of legal actions); ties are broken by the bot's generator."""
        if node.priors is None:
            node.priors = {}
        key = tuple(legal)
        scaled = node.priors.get(key)
        if scaled is None:
            values = self.prior(self.rules, s, legal, actor)  # type: ignore[misc]
            lo, hi = min(values), max(values)
            span = hi - lo
            scaled = node.priors[key] = {a: ((v - lo) / span if span > 0 else 0.5) for a, v in zip(legal, values)}
        rnd = self.rng.random
        best = max(untried, key=lambda a: (scaled[a], rnd()))  # ties: the bot's own generator
        return best, scaled[best]

    def iterate(self, s: Any, chance: Chance, root: Node, rng: random.Random | None = None, first: Any = None) -> None:
        """One iteration from ``s`` (a copy or determinisation of the root's position): select, expand,
        roll out, back up. ``first`` forces the root's action (paired iterations); ``rng`` the generator
        for every random choice of the iteration (the search's own by default)."""
        rules = self.rules
        rng = rng or self.rng
        path: list[tuple[Node, int]] = []  # (node, the seat that chose its action)
        node = root
        if first is not None:
            actor = rules.actor(s)
            child = root.children.get(first)
            if child is None:
                child = root.children[first] = Node(self.made)
                self.made += 1
            child.avail += 1
            self.apply(s, first, chance)
            path.append((child, actor))
            node = child
        c = self.c
        legal_actions, apply, actor_of = rules.legal_actions, self.apply, rules.actor
        log, sqrt = math.log, math.sqrt
        w = self.w
        while True:
            actor = actor_of(s)
            if actor is None:
                break
            legal = self._searched(node, s, legal_actions(s), actor)
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                if self.prior is not None and len(untried) > 1:
                    a, bias = self._favourite(node, s, legal, untried, actor)
                else:
                    a, bias = (untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]), 0.0
                for b in legal:
                    ch = children.get(b)
                    if ch is not None:
                        ch.avail += 1
                child = Node(self.made)
                self.made += 1
                child.avail = 1
                child.bias = bias
                children[a] = child
                apply(s, a, chance)
                path.append((child, actor))
                break
            best = None
            best_v = -1.0
            for b in legal:
                ch = children[b]
                ch.avail += 1
                v = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits) + w * ch.bias / (ch.visits + 1)
                if v > best_v:
                    best_v, best = v, b
            node = children[best]
            apply(s, best, chance)
            path.append((node, actor))
        reward = self.rollout(s, chance, rng)
        root.visits += 1
        for n, seat in path:
            n.visits += 1
            n.total += reward[seat]

    def rollout(self, s: Any, chance: Chance, rng: random.Random) -> Sequence[float]:
        rules, policy, depth = self.rules, self.policy, self.depth
        is_over, apply = rules.is_over, self.apply
        plies = 0
        while not is_over(s):
            if depth is not None and plies >= depth:
                return self.rewarder.static(rules, s)
            apply(s, policy(rules, s, rng), chance)
            plies += 1
        return self.rewarder.final(rules, s)


class ISMCTSBot(MCTSBot):
    """Information-set MCTS by name: the same search, which in a game with hidden information starts
    every iteration from a position drawn from what the seat may know (``rules.resample_hidden``), so the
    choice depends on the seat's knowledge and the bot's seed only. (``MCTSBot`` never peeks either: in
    such a game it is this search.)"""

    name = "ismcts"
