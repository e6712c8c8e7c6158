"""The registry of games: every game registers itself here, and everything shared takes it from here.

    >>> import genesis_nb
    >>> sorted(genesis_nb.games())
    ['angels', 'book', 'herds', 'planet']
    >>> genesis_nb.game("herds").max_players
    4

A game's package calls ``register(GameInfo(...))`` when it is imported; ``games()`` imports the
kit's own games (and any package that declares an entry point in the group ``genesis_nb.games``), so
the notebook index, the charts, the bots, the contract tests and the browser tests see every game
without a list of their own. Importing the registry imports no Jupyter package.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

#: The kit's own games, in the order the index shows them.
BUILTIN = ("angels", "herds", "planet", "book")

_GAMES: dict[str, GameInfo] = {}
_LOADED = False


@dataclass(frozen=True)
class GameInfo:
    """What the shared pieces need to know of one game."""

    name: str
    #: one line naming the game for people (its designer and publisher)
    title: str
    #: the game's package, e.g. ``"genesis_nb.angels"``
    module: str
    #: the default rules object (``GameRules``)
    rules: Any
    #: the game's constructors (``core.front.GameFront``)
    front: Any
    #: bot name -> factory taking a seed (``RandomBot``, a game's own bots)
    bots: Mapping[str, Callable[[int | None], Any]] = field(default_factory=dict)
    #: whether dice, draws or shuffles decide part of the game
    chance: bool = False
    #: whether the players share one score (a cooperative game)
    team_score: bool = False
    #: player counts to use where a test or a demo must pick some (default: min and max)
    sample_players: Sequence[int] = ()

    # -- what the rules say of themselves -------------------------------------------------------------
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
        return bool(self.rules.hidden_information)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.rules.catalogue.languages)

    @property
    def catalogue(self) -> Any:
        return self.rules.catalogue

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

    def make_bot(self, kind: str, seed: int | None = None) -> Any:
        """A bot of this game by name (``sorted(info.bots)`` lists them)."""
        if kind not in self.bots:
            raise ValueError(f"{self.name} has no bot called {kind!r}: choose {', '.join(self.bots)}")
        return self.bots[kind](seed)

    def board(self, *args: Any, **kwargs: Any) -> Any:
        """The game's interactive board (needs the ``lab`` extra)."""
        return importlib.import_module(self.module).board(*args, **kwargs)


def register(info: GameInfo) -> GameInfo:
    """Add a game (a game's package calls this once, when it is imported)."""
    old = _GAMES.get(info.name)
    if old is not None and old.module != info.module:
        raise ValueError(f"two games are called {info.name!r}: {old.module} and {info.module}")
    _GAMES[info.name] = info
    return info


def _load() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for name in BUILTIN:
        if importlib.util.find_spec(f"genesis_nb.{name}") is not None:
            importlib.import_module(f"genesis_nb.{name}")
    found: Any
    try:
        from importlib.metadata import entry_points

        found = entry_points(group="genesis_nb.games")
    except Exception:  # pragma: no cover - metadata unavailable
        found = ()
    for ep in found:
        ep.load()


def games() -> dict[str, GameInfo]:
    """Every registered game by name, the kit's own first."""
    _load()
    order = {n: i for i, n in enumerate(BUILTIN)}
    return dict(sorted(_GAMES.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


def game(name: str) -> GameInfo:
    """One game by name; an unknown name is refused with the list of games."""
    every = games()
    if not isinstance(name, str) or name not in every:
        raise ValueError(f"there is no game called {name!r}: choose {', '.join(every)}")
    return every[name]


#: The notebooks a game may have, in the order the index lists them, with their link words.
NOTEBOOKS = (
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
            kind = [
                "hidden information" if info.hidden_information else "open information",
                "chance" if info.chance else "no chance",
                "one team" if info.team_score else "each for themselves",
            ]
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
