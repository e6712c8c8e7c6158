"""A game's four public constructors (``rules_for``, ``new_game``, ``from_position``, ``load_game``) as
functions of the game's own module, each with the game's words in its docstring and signature (``help()``),
all calling its ``core.front.GameFront``.

    >>> from genesis_nb import angels
    >>> angels.new_game.__module__, angels.new_game.__name__
    ('genesis_nb.angels', 'new_game')
    >>> "2 to 6" in angels.new_game.__doc__
    True
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from .front import GameFront
from .game import Game
from .rules import S


def constructors(
    front: GameFront[S], module: str
) -> tuple[
    Callable[..., Any],
    Callable[..., Game[S]],
    Callable[..., Game[S]],
    Callable[[str | bytes], Game[S]],
]:
    """``rules_for, new_game, from_position, load_game`` of the game of ``front``, as functions of ``module``."""
    rules = front.rules
    game, lo, hi = rules.name, rules.min_players, rules.max_players
    options_type = f"{front.options_type.__name__} | Mapping[str, Any] | None"
    board_type = f"{_board_type(rules)} | str | Path | None"

    def rules_for(board: Any = None, options: Any = None) -> Any:
        return front.rules_for(board, options)

    def new_game(
        players: Sequence[str] | int = front.players,
        seed: int | None = None,
        options: Any = None,
        board: Any = None,
        lang: str = "en",
    ) -> Game[S]:
        return front.new_game(players, seed, options, board, lang)

    def from_position(text: str, options: Any = None, board: Any = None, seed: int = 0, lang: str = "en") -> Game[S]:
        return front.from_position(text, options, board, seed, lang)

    def load_game(text: str | bytes) -> Game[S]:
        return front.load_game(text)

    docs = {
        rules_for: "The rules object for a board and options (the shared default one when both are default).",
        new_game: (
            f"A new game of {game} from the set-up. ``players`` is a list of names or a number of players"
            f" ({lo} to {hi}); ``options`` the options (``{front.options_type.__name__}``) or their JSON; ``board``"
            " a board, its data or the path of a board file (default: the game's own board); ``seed`` decides chance."
        ),
        from_position: (
            f"A game of {game} starting from a position written in its notation (see ``{module}.notation``)."
        ),
        load_game: "A game from a save file's text (refused with ``SaveFileError`` if it is not sound).",
    }
    for function, doc in docs.items():
        function.__module__ = module
        function.__qualname__ = function.__name__
        function.__doc__ = doc
        annotations = dict(function.__annotations__)
        annotations.update({k: v for k, v in (("options", options_type), ("board", board_type)) if k in annotations})
        if annotations.get("return") == "Game[S]":
            annotations["return"] = "Game"
        function.__annotations__ = annotations
    return rules_for, new_game, from_position, load_game


def _board_type(rules: Any) -> str:
    """The name of the game's board class: the return annotation of its board loader (so that the board file
    need not be read for it), or the class of the board read."""
    made = getattr(getattr(rules, "boards", None), "from_data", None)
    named = getattr(made, "__annotations__", {}).get("return")
    if isinstance(named, str) and named.isidentifier():
        return named
    return type(rules.board).__name__
