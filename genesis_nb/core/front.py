"""The four entry points each game offers (``rules_for``, ``new_game``, ``from_position``, ``load_game``),
written once for any game's rules, options class and board loader."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from .game import Game
from .rules import GameRules


class GameFront:
    """A game's public constructors over its default ``rules`` object."""

    def __init__(self, rules: GameRules[Any], options_type: Any, load_board: Callable[[Any], Any]) -> None:
        self.rules = rules
        self.options_type = options_type
        self.load_board = load_board

    def rules_for(self, board: Any = None, options: Any = None) -> Any:
        """The rules object for a board and options (the shared default one when both are default)."""
        if isinstance(options, Mapping):
            options = self.options_type.from_json(options)
        return self.rules.with_setup(board, options)

    def new_game(
        self,
        players: Sequence[str] | int = 4,
        seed: int | None = None,
        options: Any = None,
        board: Any = None,
        lang: str = "en",
    ) -> Game[Any]:
        """A new game from the set-up; ``players`` is a list of names or a number of players."""
        if isinstance(players, int):
            players = [f"Player {i + 1}" for i in range(players)]
        b = self.load_board(board) if isinstance(board, (str, Path)) else board
        rules = self.rules_for(b, options)
        return Game.new(rules, players, seed=seed, options=rules.options, board=b, lang=lang)

    def from_position(
        self, text: str, options: Any = None, board: Any = None, seed: int = 0, lang: str = "en"
    ) -> Game[Any]:
        """A game starting from a position written in the game's notation."""
        b = self.load_board(board) if isinstance(board, (str, Path)) else board
        rules = self.rules_for(b, options)
        return Game.from_position(rules, text, seed=seed, options=rules.options, board=b, lang=lang)

    def load_game(self, text: str | bytes) -> Game[Any]:
        """A game from a save file's text (refused with ``SaveFileError`` if it is not sound)."""
        return Game.from_json(self.rules, text)
