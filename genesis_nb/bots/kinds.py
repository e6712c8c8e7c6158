"""Every game's bots by name, the search bots included: what boards and tournaments choose from.

``kinds_for(info)`` is a game's own bots (``GameInfo.bots``: random, greedy or heuristic) plus
``"mcts"`` for every game and ``"ismcts"`` for a game with hidden information, each a factory taking a
seed. The search bots are set up per game (``SETTINGS``: how many iterations, how deep a rollout goes
before the position is valued, how many candidates a wide node searches); a game the table does not
name gets the defaults.

    >>> import genesis_nb
    >>> from genesis_nb.bots import kinds_for
    >>> sorted(kinds_for(genesis_nb.game("planet")))
    ['heuristic', 'ismcts', 'mcts', 'random']
    >>> bot = kinds_for(genesis_nb.game("angels"))["mcts"](7)
    >>> bot.name, bot.iterations
    ('mcts', 300)
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Mapping

from .mcts import ISMCTSBot, MCTSBot

#: per game: the search bots' settings (``MCTSBot`` keywords); measured in ``benchmarks/mcts_bench.py``
SETTINGS: dict[str, dict[str, Any]] = {
    # angels: a short random rollout, then the greedy bot's judgement of the position
    "angels": {"iterations": 300, "rollout_depth": 4},
    # herds: some 300 tiles to choose from; search the best 6 by the greedy scoring, value the position
    # the tree reaches by its points (the dice after it are sampled)
    "herds": {"iterations": 100, "rollout_depth": 0, "candidates": 6},
    # planet: the heuristic's clear favourite as it is; where it cannot tell its best actions apart (up to
    # 4), 8 paired samples each played to the end by the heuristic team, from what the seat knows
    "planet": {"iterations": 8, "paired": True, "candidates": 4, "prior_weight": 1.0, "prior_margin": 0.01,
               "rollout": "heuristic"},
}
DEFAULT: dict[str, Any] = {"iterations": 200}


def settings_for(name: str) -> dict[str, Any]:
    return dict(SETTINGS.get(name, DEFAULT))


def _factory(cls: type, name: str, **overrides: Any) -> Callable[[int | None], Any]:
    def make(seed: int | None = None, **kw: Any) -> Any:
        return cls(seed, **{**settings_for(name), **overrides, **kw})
    make.__name__ = f"{cls.__name__}_{name}"
    return make


def kinds_for(info: Any) -> dict[str, Callable[..., Any]]:
    """The game's own bots and the search bots, by name (each a factory: ``factory(seed)``)."""
    out: dict[str, Callable[..., Any]] = dict(getattr(info, "bots", {}) or {})
    out.setdefault("mcts", _factory(MCTSBot, info.name))
    if getattr(info, "hidden_information", False):
        out.setdefault("ismcts", _factory(ISMCTSBot, info.name))
    return out


def make_bot(info: Any, kind: str, seed: int | None = None, **settings: Any) -> Any:
    """A bot of ``info``'s game by name (``kinds_for``); ``settings`` change a search bot's budget."""
    kinds = kinds_for(info)
    if kind not in kinds:
        raise ValueError(f"{info.name} has no bot called {kind!r}: choose {', '.join(kinds)}")
    return kinds[kind](seed, **settings) if settings else kinds[kind](seed)


def search_bots(info: Any) -> Mapping[str, Callable[..., Any]]:
    """Only the search bots of a game (what ``kinds_for`` adds to its own)."""
    return {k: v for k, v in kinds_for(info).items() if k in ("mcts", "ismcts")}
