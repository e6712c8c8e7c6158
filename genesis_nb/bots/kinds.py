"""Every game's bots by name, the search bots included: what boards and tournaments choose from.

``kinds_for(info)`` is a game's own bots (``GameInfo.bots``: random, greedy or heuristic) plus
``"mcts"`` for every game and ``"ismcts"`` for a game with hidden information, each a factory taking a
seed. A game lends its search bots their settings through its search hooks (``SearchHooks.settings``:
how many iterations, how deep a rollout goes before the position is valued, how many candidates a wide
node searches; measured in ``benchmarks/mcts_bench.py``); a game that lends none gets ``DEFAULT``.

    >>> import genesis_nb
    >>> from genesis_nb.bots import kinds_for
    >>> sorted(kinds_for(genesis_nb.game("planet")))
    ['heuristic', 'ismcts', 'mcts', 'random']
    >>> bot = kinds_for(genesis_nb.game("angels"))["mcts"](7)
    >>> bot.name, bot.paired
    ('mcts', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from . import checks

if TYPE_CHECKING:  # the hooks (and the policies they lend) are imported when a search is set up
    from .hooks import DEFAULT as DEFAULT

__all__ = ["DEFAULT", "SearchBot", "kinds_for", "make_bot", "search_bot", "search_bots", "settings_for"]


def settings_for(game: Any) -> dict[str, Any]:
    """A game's search settings (``MCTSBot`` keywords), from its search hooks: ``game`` is its name, its
    ``GameInfo`` or its rules (``DEFAULT`` for a game that lends none)."""
    from .hooks import hooks_for

    return dict(hooks_for(game).settings)


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
        from .mcts import ISMCTSBot, MCTSBot  # imported when a search bot is made, not with every game

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
    if not isinstance(kind, str) or kind not in kinds:
        raise ValueError(f"{info.name} has no bot called {str(kind)[:40]!r}: choose {', '.join(kinds)}.")
    seed = checks.seed(seed)
    if not settings:
        return kinds[kind](seed)
    try:
        return kinds[kind](seed, **settings)
    except TypeError as e:  # a setting the bot does not take
        given = ", ".join(map(str, settings))[:80]
        raise ValueError(f"The {kind} bot of {info.name} does not take the setting(s) {given} ({e}).") from None


def search_bots(info: Any) -> Mapping[str, Callable[..., Any]]:
    """Only the search bots of a game (what ``kinds_for`` adds to its own)."""
    return {k: v for k, v in kinds_for(info).items() if k in ("mcts", "ismcts")}


def __getattr__(name: str) -> Any:
    if name == "DEFAULT":  # the settings of a game that lends none (``hooks.DEFAULT``)
        from .hooks import DEFAULT

        return DEFAULT
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
