"""The four entry points each game offers (``rules_for``, ``new_game``, ``from_position``, ``load_game``),
written once for any game's rules, options class and board loader."""

from __future__ import annotations

import functools
import os
from typing import Any, Callable, Generic, Mapping, Sequence, cast

from .boardfile import check_size, same_board
from .boundrules import BoundRules
from .errors import BoardFileError
from .game import Game
from .rules import S, shown


@functools.lru_cache(maxsize=16)
def _default_names(players: int) -> tuple[str, ...]:
    """``"Player 1"``, ``"Player 2"``, ... for a game given a number of players."""
    return tuple(f"Player {i + 1}" for i in range(players))


class GameFront(Generic[S]):
    """A game's public constructors over its default ``rules`` object (its options class and board loader
    are the rules'); ``players`` is how many a new game has when nobody says."""

    def __init__(self, rules: BoundRules[S], players: int = 4) -> None:
        self.rules = rules
        self.players = players
        self.options_type = rules.options_type
        self.load_board: Callable[[Any], Any] = rules.boards.load_board
        self.board_from_data: Callable[..., Any] = rules.boards.from_data
        self._checked: dict[int, tuple[Any, Any]] = {}  # id of a board handed over -> (it, the board made)

    def board_for(self, board: Any) -> Any:
        """The board to play on, from what a user hands over: None (the game's own), a board file's path,
        board data (a mapping, as ``Board.to_data`` writes it) or a board object, which is written out and
        read back by the same loader as a file and must come back the same. What is played on is always a
        board the loader made (the game's own one when equal to it). Anything else, or a board that is not
        sound, too large or unreadable, is refused with ``BoardFileError`` and a sentence."""
        own = cast(Any, self.rules).board  # every game's rules keep the board they play on
        if board is None or board is own:
            return board
        known = self._checked.get(id(board))
        if known is not None and known[0] is board:
            return known[1]
        if isinstance(board, (str, os.PathLike)):
            made = self._read(lambda: self.load_board(board), "the board file")
        elif isinstance(board, Mapping):
            check_size(board)
            made = self._read(lambda: self.board_from_data(board, "the board data"), "the board data")
        elif isinstance(board, type(own)):
            check_size(board, "the board object")
            try:
                data = board.to_data()
            except Exception as e:  # a field of the wrong type, say: the object cannot even write its data
                raise BoardFileError(f"The board object is not sound: {shown(e, 80)}.") from None
            made = self._read(lambda: self.board_from_data(data, "the board object"), "the board object")
            if not same_board(made, board):
                raise BoardFileError(
                    "The board object is not sound: it differs from the board its own data makes "
                    "(make boards with load_board or board_from_data)."
                )
        else:
            raise BoardFileError(
                f"A board is a board file's path, board data (a dict) or a {type(own).__name__} made by "
                f"load_board or board_from_data, not {shown(board)}."
            )
        made = own if same_board(made, own) else made
        if len(self._checked) >= 64:
            self._checked.clear()
        self._checked[id(board)] = (board, made)  # the board is kept, so its id stays its own
        return made

    @staticmethod
    def _read(load: Callable[[], Any], what: str) -> Any:
        """The board ``load`` makes (with the game's ``load_board`` or ``board_from_data``); whatever it raises
        on a file or data of an odd shape becomes a ``BoardFileError`` with a sentence."""
        try:
            return load()
        except BoardFileError:
            raise
        except RecursionError:
            raise BoardFileError(f"{what} nests tables or lists far deeper than a board does") from None
        except Exception as e:  # a key of the wrong type, a text past Python's limits, ...
            raise BoardFileError(f"{what} is not sound: {shown(e, 80)}") from None

    def rules_for(self, board: Any = None, options: Any = None) -> Any:
        """The rules object for a board and options (the shared default one when both are default)."""
        return self._rules(self.board_for(board), options)

    def _rules(self, board: Any, options: Any) -> Any:
        if isinstance(options, Mapping):
            options = self.options_type.from_json(options)
        return self.rules.with_setup(board, options)

    def new_game(
        self,
        players: Sequence[str] | int | None = None,
        seed: int | None = None,
        options: Any = None,
        board: Any = None,
        lang: str = "en",
    ) -> Game[S]:
        """A new game from the set-up; ``players`` is a list of names or a number of players."""
        if players is None:
            players = self.players
        if isinstance(players, int):
            players = _default_names(players)
        b = self.board_for(board)
        rules = self._rules(b, options)
        return Game.new(rules, players, seed=seed, options=rules.options, board=b, lang=lang)

    def from_position(
        self, text: str, options: Any = None, board: Any = None, seed: int = 0, lang: str = "en"
    ) -> Game[S]:
        """A game starting from a position written in the game's notation."""
        b = self.board_for(board)
        rules = self._rules(b, options)
        return Game.from_position(rules, text, seed=seed, options=rules.options, board=b, lang=lang)

    def load_game(self, text: str | bytes) -> Game[S]:
        """A game from a save file's text (refused with ``SaveFileError`` if it is not sound)."""
        return Game.from_json(self.rules, text)

    def load_observer_save(self, text: str | bytes) -> Any:
        """An observer's save (``game.to_json(observer=seat)``) as an ``ObserverSave``: stepped through as that
        observer saw it, or played on from (refused with ``SaveFileError`` if it is not sound)."""
        from .seatsave import load_for

        return load_for(self.rules, text)
