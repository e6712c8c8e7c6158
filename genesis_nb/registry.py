"""The registry of games: every game declares itself here once, and everything shared takes it from here.

    >>> import genesis_nb
    >>> sorted(genesis_nb.games())
    ['angels', 'book', 'herds', 'planet']
    >>> genesis_nb.game("herds").type.max_players
    4

A game is one ``GameInfo``, its **one definition**: what kind of game it is (``type``, read from its rules),
its rules and constructors, its bots, and its **hooks**: the board spec, the search hooks, the chart
profile, the explore questions, the picture... each named as ``"module:attribute"`` (a module path
starting with a dot is inside the game's package) and imported only when a shared layer asks for it
(``info.hook("search")``), so that importing a game stays cheap. The shared layers read these hooks
and name no game.

Where games come from, with no list of them anywhere: the kit's own are the packages of ``genesis_nb``
that hold a ``texts.toml`` (a game's one catalogue of words; no shared package has one), and a third
party's are the entry points in the group ``genesis_nb.games``, each loading a module that registers
its game (or naming a ``GameInfo``). ``game(name)`` imports only what it needs; ``games()`` all of them.
Importing the registry imports no Jupyter package.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

if TYPE_CHECKING:
    from .gametype import GameType

_GAMES: dict[str, GameInfo] = {}
_LOADED_OWN = False
_LOADED_ENTRY_POINTS = False
#: the entry-point group through which other packages add games
ENTRY_POINTS = "genesis_nb.games"

#: the hooks a shared layer may ask a game for, and what each is (``GameInfo.hooks``)
HOOKS = {
    "board": "the board spec (``board.spec.BoardSpec``): drawing module, words, targets of clicks",
    "search": "the search hooks (``bots.hooks.SearchHooks``): settings, prior, ranking, rollout, values",
    "chart": "the chart profile (``charts.profiles.ChartProfile``)",
    "questions": "the explore questions (``explore.questions``): a mapping of name to question",
    "picture": "the static picture of a position: ``picture(game_or_state, ...)`` returning SVG",
    "action_ids": "the legal actions as numbers, for OpenSpiel and PettingZoo (``ecosystem.codec``): "
    "``make(rules, codec)`` returning ``ids(state)``, the sorted codec ids of ``rules.legal_actions(state)``, "
    "made without action objects where it can (or None when it does not know that codec); the same list may "
    "be handed out again for the same position, so nobody changes it",
}


#: the hooks most games declare, at the places the checklist names (``hooks=STANDARD_HOOKS``)
STANDARD_HOOKS = {"board": ".ui:SPEC", "search": ".search:HOOKS", "chart": ".charts:PROFILE"}


@dataclass(frozen=True)
class GameInfo:
    """One game's definition: everything the shared layers need to know of it."""

    name: str
    #: one line naming the game for people (its designer and publisher)
    title: str
    #: the game's package, e.g. ``"genesis_nb.angels"`` (hooks starting with a dot are inside it)
    module: str
    #: the default rules object (``GameRules``); the game's type is read from it
    rules: Any
    #: the game's constructors (``core.front.GameFront``)
    front: Any
    #: bot name -> factory taking a seed (``RandomBot``, a game's own bots, its search bots)
    bots: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    #: hook name (``HOOKS``) -> ``"module:attribute"`` or the object itself
    hooks: Mapping[str, Any] = field(default_factory=dict)
    #: where the notebook index lists it (smaller first; ties by name)
    order: int = 100
    #: player counts to use where a test or a demo must pick some (default: min and max)
    sample_players: Sequence[int] = ()

    # -- what kind of game ------------------------------------------------------------------------------
    @property
    def type(self) -> GameType:
        from .gametype import GameType

        return GameType.of(self.rules)

    @property
    def min_players(self) -> int:
        return int(self.rules.min_players)

    @property
    def max_players(self) -> int:
        return int(self.rules.max_players)

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    @property
    def hidden_information(self) -> bool:
        return self.type.hidden_information

    @property
    def chance(self) -> bool:
        return self.type.chance

    @property
    def team_score(self) -> bool:
        return self.type.team_score

    @property
    def languages(self) -> tuple[str, ...]:
        return self.type.languages

    @property
    def catalogue(self) -> Any:
        return self.rules.catalogue

    # -- hooks --------------------------------------------------------------------------------------------
    def has_hook(self, name: str) -> bool:
        return name in self.hooks

    def hook(self, name: str, default: Any = ...) -> Any:
        """The game's hook ``name`` (imported on first use); ``default`` when the game declares none
        (without a default, a missing hook is refused with a sentence naming the game and the hook)."""
        if name not in self.hooks:
            if default is not ...:
                return default
            known = ", ".join(sorted(self.hooks)) or "none"
            raise LookupError(f"the game {self.name!r} declares no {name!r} hook (it declares: {known})")
        where = self.hooks[name]
        if not isinstance(where, str):
            return where
        module, _, attr = where.partition(":")
        if module.startswith("."):
            module = self.module + module
        obj: Any = importlib.import_module(module)
        for part in attr.split(".") if attr else ():
            obj = getattr(obj, part)
        return obj

    # -- making things ----------------------------------------------------------------------------------
    def new_game(
        self,
        players: Sequence[str] | int | None = None,
        seed: int | None = None,
        options: Any = None,
        board: Any = None,
        lang: str = "en",
    ) -> Any:
        """A new game (``players``: names or a number; the largest count by default)."""
        return self.front.new_game(self.max_players if players is None else players, seed, options, board, lang)

    def from_position(self, text: str, **kwargs: Any) -> Any:
        return self.front.from_position(text, **kwargs)

    def load_game(self, text: str | bytes) -> Any:
        return self.front.load_game(text)

    def load_observer_save(self, text: str | bytes) -> Any:
        """One observer's save (``game.to_json(observer=seat)``), to step through or play on from."""
        return self.front.load_observer_save(text)

    def make_bot(self, kind: str, seed: int | None = None, **settings: Any) -> Any:
        """A bot of this game by name (``bots.kinds_for(info)`` lists them); ``settings`` change a
        search bot's budget (``iterations=50``)."""
        from .bots.kinds import make_bot

        return make_bot(self, kind, seed, **settings)

    def board(self, game: Any = None, **settings: Any) -> Any:
        """The game's interactive board (needs the ``lab`` extra; keywords: ``genesis_nb.board.board``)."""
        from .board import board

        return board(self, game, **settings)


def register(info: GameInfo) -> GameInfo:
    """Add a game (a game's package calls this once, when it is imported)."""
    if not isinstance(info, GameInfo):
        raise TypeError(f"register() takes a GameInfo, not {type(info).__name__}")
    old = _GAMES.get(info.name)
    if old is not None and old.module != info.module:
        raise ValueError(f"two games are called {info.name!r}: {old.module} and {info.module}")
    unknown = sorted(set(info.hooks) - set(HOOKS))
    if unknown:
        raise ValueError(f"the game {info.name!r} declares hooks nobody reads: {', '.join(unknown)}")
    _GAMES[info.name] = info
    return info


def declare(
    module: str,
    rules: Any,
    *bots: Any,
    title: str,
    order: int = 100,
    players: int = 4,
    hooks: Mapping[str, Any] = STANDARD_HOOKS,
) -> GameInfo:
    """Register the game of the package ``module`` (its ``__name__``) with its default ``rules``: its name is
    the rules', its constructors a ``core.front.GameFront`` over them (``players`` when nobody says), its
    bots the random bot, then its own ``bots`` (classes taking a seed, each keyed by its ``name``), then its
    search bots (``"mcts"``, and ``"ismcts"`` when it hides information)."""
    from .bots.base import RandomBot
    from .bots.kinds import SearchBot
    from .core.front import GameFront

    name = str(rules.name)
    nameless = [b for b in bots if not isinstance(getattr(b, "name", None), str) or not b.name]
    if nameless:
        raise ValueError(f"the game {name!r} lists a bot with no name (a class attribute 'name'): {nameless[0]!r}")
    searches = ("mcts", "ismcts") if getattr(rules, "hidden_information", False) else ("mcts",)
    made = {"random": RandomBot, **{b.name: b for b in bots}, **{k: SearchBot(name, k) for k in searches}}
    info = GameInfo(name, title, module, rules, GameFront(rules, players), made, hooks, order)
    return register(info)


def own_games() -> list[str]:
    """The kit's own games: the packages of ``genesis_nb`` that hold a ``texts.toml`` (found without importing)."""
    here = os.path.dirname(__file__)
    return sorted(
        e.name
        for e in os.scandir(here)
        if e.name.isidentifier()
        and os.path.isfile(os.path.join(e.path, "__init__.py"))
        and os.path.isfile(os.path.join(e.path, "texts.toml"))
    )


def _load_own() -> None:
    global _LOADED_OWN
    if not _LOADED_OWN:
        _LOADED_OWN = True
        for name in own_games():
            importlib.import_module(f"{__package__}.{name}")


def _load_entry_points() -> None:
    global _LOADED_ENTRY_POINTS
    if _LOADED_ENTRY_POINTS:
        return
    _LOADED_ENTRY_POINTS = True
    found: Any
    try:
        from importlib.metadata import entry_points

        found = entry_points(group=ENTRY_POINTS)
    except Exception:  # pragma: no cover - metadata unavailable
        found = ()
    for ep in found:
        obj = ep.load()
        if isinstance(obj, GameInfo):
            register(obj)


def games() -> dict[str, GameInfo]:
    """Every registered game by name, in the order the index lists them."""
    _load_own()
    _load_entry_points()
    return dict(sorted(_GAMES.items(), key=lambda kv: (kv[1].order, kv[0])))


def game(name: str) -> GameInfo:
    """One game by name (only its package imported when it is one of the kit's own); an unknown name is
    refused with the list of games."""
    if isinstance(name, str) and name not in _GAMES and name in own_games():
        importlib.import_module(f"{__package__}.{name}")
    if isinstance(name, str) and name in _GAMES:
        return _GAMES[name]
    every = games()
    if not isinstance(name, str) or name not in every:
        raise ValueError(f"there is no game called {name!r:.60}: choose {', '.join(every)}")
    return every[name]


#: The notebooks a game may have, in the order the index lists them, with their link words.
NOTEBOOKS = (
    ("lessons", "lessons"),
    ("lessons_nl", "lessons in Dutch"),
    ("walkthrough", "walkthrough"),
    ("walkthrough_nl", "walkthrough in Dutch"),
    ("play", "play"),
    ("explore", "explore"),
)


class GamesTable:
    """The registered games as a table for the notebook index: name, title, players, what kind of game,
    and links to the game's notebooks found under ``root`` (Markdown in a notebook, plain text otherwise)."""

    def __init__(self, root: Any = "notebooks") -> None:
        from pathlib import Path

        self.root = Path(root)
        self.rows = []
        for name, info in games().items():
            kind = info.type.words()
            links = [
                (label, f"{name}/{stem}.ipynb")
                for stem, label in NOTEBOOKS
                if (self.root / name / f"{stem}.ipynb").exists()
            ]
            self.rows.append(
                {
                    "name": name,
                    "title": info.title,
                    "players": f"{info.min_players} to {info.max_players}",
                    "kind": ", ".join(kind),
                    "links": links,
                    "languages": ", ".join(info.languages),
                }
            )

    def _repr_markdown_(self) -> str:
        lines = ["| game | what it is | players | notebooks |", "|---|---|---|---|"]
        for r in self.rows:
            links = " · ".join(f"[{label}]({href})" for label, href in r["links"]) or "-"
            lines.append(f"| **{r['name']}** | {r['title']} ({r['kind']}) | {r['players']} | {links} |")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return "\n".join(
            f"{r['name']}: {r['players']} players; {r['kind']}; notebooks: "
            f"{', '.join(label for label, _ in r['links']) or '-'}"
            for r in self.rows
        )


def __getattr__(name: str) -> Any:
    """``GameType`` (module ``gametype``), made when first asked for (PEP 562: importing a game stays cheap)."""
    if name == "GameType":
        from .gametype import GameType

        return GameType
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
