"""What a game lends its searches and its bots' explanations: its search hooks, found through the registry.

A game declares ``hooks={"search": ".search:HOOKS"}`` in its ``GameInfo``; ``HOOKS`` is a ``SearchHooks``.
Every field is optional, with a generic default, so a game that declares no search hook at all (or a rules
object no game registered) searches with ``DEFAULT_HOOKS``: UCT with uniform rollouts, cut off and valued
by the provisional score sheet.

    >>> import genesis_nb
    >>> from genesis_nb.bots.hooks import DEFAULT_HOOKS, hooks_for
    >>> hooks_for(genesis_nb.game("planet")).team_max
    24
    >>> hooks_for("no such game") is DEFAULT_HOOKS
    True

The one judgement a game lends is ``value``: how good each legal action is for a seat, as its own greedy or
heuristic bot judges it (from what that seat may know). It is the search's prior, its heuristic rollout
(the best value, ties by the search's generator) and what the game's bot says when it explains itself,
unless the game lends a separate function for one of these where its behaviour differs (see the fields).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .evaluators import Evaluator, score_sheet
from .policies import Policy, Prior, Ranker, best_by, random_move, static_rank

#: the search settings of a game that lends none (``MCTSBot`` keywords): UCT, random rollouts cut off
#: after 30 plies and valued by the provisional score sheet
DEFAULT: Mapping[str, Any] = {"iterations": 200, "rollout_depth": 30}

#: ``(rules, state, actions, seat) -> [fields, ...]``: what a sentence may say of each action
Detail = Callable[[Any, Any, Any, int], list[dict[str, Any]]]


@dataclass(frozen=True)
class Reasons:
    """How a game's own bot explains a choice with the game's ``value``: which bot it is, and its words.

    ``sentence`` (by language) may use ``{best}``, ``{value}``, ``{others}`` and the fields ``detail``
    gives the best action; ``option`` (by language) words each next-best action with ``{action}``,
    ``{value}`` and its fields (default: the action and its value)."""

    #: the name of the game's bot whose judgement ``SearchHooks.value`` is ("greedy", "heuristic")
    bot: str
    sentence: Mapping[str, str]
    option: Mapping[str, str] = field(default_factory=dict)
    detail: Detail | None = None


@dataclass(frozen=True)
class SearchHooks:
    """What a game lends its searches and explanations; each field has a generic default.

    ``value`` is the one judgement of actions. Three fields stand apart from it only where a game's search
    genuinely behaves otherwise: ``prior``, where the search favours what the game's bot does not judge
    (its rollouts and reasons must stay the bot's own); ``rank``, where a wide node's candidates follow
    another order than the bot's, or the one-ply look at the position's value that every game's deeper
    nodes use by default; ``greedy_move``, where the bot breaks ties its own way (near-equal values drawn
    among, a preference between equal ones), so that a heuristic rollout plays as the bot does."""

    #: the search bots' settings (``MCTSBot`` keywords: iterations, candidates, rollout...)
    settings: Mapping[str, Any] = field(default_factory=lambda: dict(DEFAULT))
    #: a uniform legal action ``(rules, state, rng)``: a game may draw it faster than by listing them all
    random_move: Policy = random_move
    #: the light policy of ``rollout="random"`` (``None``: ``random_move``); it may read the whole state
    #: (searches only roll out positions drawn from the seat's knowledge)
    light_move: Policy | None = None
    #: ``(rules, state, legal, seat) -> [value, ...]``: how good each action is for ``seat``, as the game's
    #: own bot judges it from what the seat may know (``None``: the game lends no judgement)
    value: Prior | None = None
    #: the search's prior where it is not ``value`` (``None``: ``value``)
    prior: Prior | None = None
    #: the ``k`` actions a wide node searches (``None``: a one-ply look at the provisional value,
    #: ``policies.static_rank``); ``policies.rank_by(judge)`` ranks by a judgement
    rank: Ranker | None = None
    #: the policy of ``rollout="heuristic"`` where it is not the best ``value`` with ties drawn by the
    #: search's generator (``None``: that, or the light policy when the game lends no value)
    greedy_move: Policy | None = None
    #: the value of a position that is not over, one number per scoring row (``evaluators``)
    evaluate: Evaluator = score_sheet
    #: the highest shared score of a cooperative game (``None``: the highest seen so far)
    team_max: float | None = None
    #: how the game's own bot explains a choice with ``value`` (``None``: by its choice alone)
    reasons: Reasons | None = None

    def search_prior(self) -> Prior | None:
        """The search's prior: a value per legal action (higher: try first), or ``None``."""
        return self.prior or self.value

    def ranker(self) -> Ranker:
        """The ranker of a wide node's actions."""
        return self.rank or static_rank

    def rollout(self, kind: str = "random") -> Policy:
        """The rollout policy of ``kind``: ``"random"`` (uniform or light) or ``"heuristic"``."""
        light = self.light_move or self.random_move
        if kind == "heuristic":
            if self.greedy_move is not None:
                return self.greedy_move
            return best_by(self.value) if self.value is not None else light
        return light


#: the hooks of a game that declares none
DEFAULT_HOOKS = SearchHooks()


def hooks_for(game: Any) -> SearchHooks:
    """The search hooks of a game: from its rules, its ``GameInfo`` or its name (through the registry);
    ``DEFAULT_HOOKS`` for a game that declares none or a name no game registered."""
    hook = getattr(game, "hook", None)
    if hook is None:
        from ..registry import game as registered

        name = game if isinstance(game, str) else getattr(game, "name", None)
        try:
            hook = registered(name).hook  # type: ignore[arg-type]
        except ValueError:
            return DEFAULT_HOOKS
    found = hook("search", DEFAULT_HOOKS)
    if not isinstance(found, SearchHooks):
        raise TypeError(f"a game's search hook is a SearchHooks, not {type(found).__name__}")
    return found
