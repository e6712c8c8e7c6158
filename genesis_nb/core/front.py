"""The four entry points each game offers (``rules_for``, ``new_game``, ``from_position``, ``load_game``),
written once for any game's rules, options class and board loader."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence, cast

from .errors import BoardFileError
from .game import Game
from .rules import GameRules, shown


def _same_board(a: Any, b: Any) -> bool:
    """Are two boards the same, but for where they were read from (``source``)?"""
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        return all(getattr(a, f.name) == getattr(b, f.name) for f in dataclasses.fields(a) if f.name != "source")
    return bool(a == b)


class GameFront:
    """A game's public constructors over its default ``rules`` object."""

    def __init__(
        self,
        rules: GameRules[Any],
        options_type: Any,
        load_board: Callable[[Any], Any],
        board_from_data: Callable[..., Any],
    ) -> None:
        self.rules = rules
        self.options_type = options_type
        self.load_board = load_board
        self.board_from_data = board_from_data
        self._checked: dict[int, Any] = {}  # id -> board objects checked already (kept, so ids stay theirs)

    def board_for(self, board: Any) -> Any:
        """The board to play on, from what a user hands over: None (the game's own), a board file's path,
        board data (a mapping, as ``Board.to_data`` writes it) or a board object, which is checked like a
        board file. Anything else, or a board object that is not sound, is refused (``BoardFileError``)."""
        own = cast(Any, self.rules).board  # every game's rules keep the board they play on
        if board is None or board is own:
            return board
        if isinstance(board, (str, Path)):
            return self.load_board(board)
        if isinstance(board, Mapping):
            return self.board_from_data(board)
        kind = type(own)
        if not isinstance(board, kind):
            raise BoardFileError(
                f"A board is a board file's path, board data (a dict) or a {kind.__name__} made by load_board "
                f"or board_from_data, not {shown(board)}."
            )
        if self._checked.get(id(board)) is board:
            return board
        try:
            again = self.board_from_data(board.to_data(), "the board object")
            sound = _same_board(again, board)
        except BoardFileError:
            raise
        except Exception as e:  # a field of the wrong type, say: the object cannot even write its data
            raise BoardFileError(f"The board object is not sound: {shown(e, 80)}.") from None
        if not sound:
            raise BoardFileError(
                "The board object is not sound: it differs from the board its own data makes "
                "(make boards with load_board or board_from_data)."
            )
        if len(self._checked) >= 64:
            self._checked.clear()
        self._checked[id(board)] = board
        return board

    def rules_for(self, board: Any = None, options: Any = None) -> Any:
        """The rules object for a board and options (the shared default one when both are default)."""
        if isinstance(options, Mapping):
            options = self.options_type.from_json(options)
        return self.rules.with_setup(self.board_for(board), options)

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
        b = self.board_for(board)
        rules = self.rules_for(b, options)
        return Game.new(rules, players, seed=seed, options=rules.options, board=b, lang=lang)

    def from_position(
        self, text: str, options: Any = None, board: Any = None, seed: int = 0, lang: str = "en"
    ) -> Game[Any]:
        """A game starting from a position written in the game's notation."""
        b = self.board_for(board)
        rules = self.rules_for(b, options)
        return Game.from_position(rules, text, seed=seed, options=rules.options, board=b, lang=lang)

    def load_game(self, text: str | bytes) -> Game[Any]:
        """A game from a save file's text (refused with ``SaveFileError`` if it is not sound)."""
        return Game.from_json(self.rules, text)
