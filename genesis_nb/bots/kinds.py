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
    >>> bot.name, bot.paired
    ('mcts', True)
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .mcts import ISMCTSBot, MCTSBot

#: per game: the search bots' settings (``MCTSBot`` keywords); measured in ``benchmarks/mcts_bench.py``
SETTINGS: dict[str, dict[str, Any]] = {
    # angels: the 4 actions the greedy bot likes best, each tried on 4 shared samples played to the end by
    # greedy players (16 simulations a decision): a search that looks past the greedy bot's one ply
    "angels": {"iterations": 4, "paired": True, "candidates": 4, "prior_weight": 1.0, "rollout": "heuristic"},
    # herds: some 300 tiles to choose from; search the best 6 by the greedy scoring, value the position
    # the tree reaches by its points (the dice after it are sampled)
    "herds": {"iterations": 100, "rollout_depth": 0, "candidates": 6},
    # book: the 10 actions the greedy bot likes best (its flips, all alike to it, those next to the fewest
    # face-up characters first), each tried on 50 shared samples of the hidden pieces: the greedy bot's
    # favourite replies searched (a tree of the greedy's top 10), then 4 plies of greedy play, the position
    # valued by the provisional score sheet. Measured against greedy, 2 players, seats alternated: 17 of 20
    # games won (mcts and ismcts alike, explore --seed 7), 8 of 8 more (ismcts); some 0.6 s of CPU a decision
    "book": {
        "iterations": 50,
        "paired": True,
        "candidates": 10,
        "prior_weight": 1.0,
        "rollout": "heuristic",
        "rollout_depth": 4,
    },
    # planet: the heuristic's clear favourite as it is; where it cannot tell its best actions apart (up to
    # 4), 8 paired samples each played to the end by the heuristic team, from what the seat knows
    "planet": {
        "iterations": 8,
        "paired": True,
        "candidates": 4,
        "prior_weight": 1.0,
        "prior_margin": 0.01,
        "rollout": "heuristic",
    },
}
#: any other game: UCT, random rollouts cut off after 30 plies and valued by the provisional score sheet
DEFAULT: dict[str, Any] = {"iterations": 200, "rollout_depth": 30}


def settings_for(name: str) -> dict[str, Any]:
    return dict(SETTINGS.get(name, DEFAULT))


class SearchBot:
    """A factory of a game's search bot: ``SearchBot("angels")(seed)`` is an ``MCTSBot`` with the game's
    settings (``kind="ismcts"``: an ``ISMCTSBot``); keywords change the settings. It pickles (a process
    pool or a Dask cluster can carry it), and it is what a game's ``GameInfo.bots`` may list."""

    def __init__(self, game: str, kind: str = "mcts", **overrides: Any) -> None:
        if kind not in ("mcts", "ismcts"):
            raise ValueError(f"a search bot is 'mcts' or 'ismcts', not {kind!r}")
        self.game = game
        self.kind = kind
        self.overrides = overrides

    def __call__(self, seed: int | None = None, **kw: Any) -> Any:
        cls = ISMCTSBot if self.kind == "ismcts" else MCTSBot
        return cls(seed, **{**settings_for(self.game), **self.overrides, **kw})

    def __repr__(self) -> str:
        return f"SearchBot({self.game!r}, {self.kind!r})"


def search_bot(game: str, kind: str = "mcts", **overrides: Any) -> SearchBot:
    """The factory a game lists in its ``GameInfo.bots`` (``bots={..., "mcts": search_bot("angels")}``)."""
    return SearchBot(game, kind, **overrides)


def kinds_for(info: Any) -> dict[str, Callable[..., Any]]:
    """The game's own bots and the search bots, by name (each a factory: ``factory(seed)``)."""
    out: dict[str, Callable[..., Any]] = dict(getattr(info, "bots", {}) or {})
    out.setdefault("mcts", SearchBot(info.name, "mcts"))
    if getattr(info, "hidden_information", False):
        out.setdefault("ismcts", SearchBot(info.name, "ismcts"))
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
