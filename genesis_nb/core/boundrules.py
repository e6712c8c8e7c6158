"""Rules bound to one board and one set of options: the set-up glue every game shares, written once."""

from __future__ import annotations

import functools
import importlib
from typing import TYPE_CHECKING, Any, ClassVar, Mapping, TypeVar

from .boarddata import BoardLoader
from .rules import PUBLIC, GameRules, S

R = TypeVar("R", bound="BoundRules[Any]")

#: the phase a finished game rests in (every game's ``state.phase`` when it is over)
OVER = "over"
#: the most shared action objects one rules object keeps (``BoundRules.act``)
ACTS_KEPT = 8192


class _DefaultBoard:
    """The game's own board, read when a rules object made without one first asks for it (so that importing a
    game reads no board file), then kept on the object. A descriptor, not ``__getattr__``: a class with
    ``__getattr__`` reads every attribute of its objects the slow way (the searches read the rules' in their
    inner loops)."""

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        board = obj.board = obj.boards.default_board()
        return board


class BoundRules(GameRules[S]):
    """A game's rules on ``board`` with ``options`` (the game's own board and default options when None).

    A game names its options class (``options_type``: ``from_json``, ``to_json``, a default for every
    field) and its boards (``boards``, a ``core.boarddata.BoardLoader``); the options' JSON, the board
    data, ``with_setup``, the usual turn-taking (the seat of ``state.turn`` decides until the phase is
    ``"over"``), the view (its module ``view``: ``build_view(rules, state, observer)``) and the picture (its
    module ``picture``: ``draw(rules, state, observer, lang, highlight)``) come from here. A game overrides
    what it does otherwise.
    """

    options_type: ClassVar[Any]
    boards: ClassVar[BoardLoader[Any]]

    def __init__(self, board: Any = None, options: Any = None) -> None:
        if board:
            self.board = board  # (the game's own board is read when first asked for: ``_DefaultBoard``)
        self.options = options or self.options_type()
        self._acts: dict[tuple[type, tuple[Any, ...]], Any] = {}

    if not TYPE_CHECKING:  # (a type checker still refuses an attribute the rules do not have)
        board = _DefaultBoard()

    # -- options and board -----------------------------------------------------------------------
    def options_from_json(self, data: Mapping[str, Any] | None) -> Any:
        return self.options_type.from_json(data)

    def options_to_json(self, options: Any) -> dict[str, Any]:
        return options.to_json()

    def board_from_data(self, data: Any) -> Any:
        return self.boards.board_from_data(data)

    def with_setup(self: R, board: Any, options: Any) -> R:
        """These rules on another board or with other options (a new rules object when they differ)."""
        board = board or self.board
        options = options or self.options
        if board is self.board and (options is self.options or options == self.options):
            return self
        return self.set_up(board, options)

    def set_up(self: R, board: Any, options: Any) -> R:
        """A rules object of this game on ``board`` with ``options`` (``with_setup`` calls it when they differ)."""
        return type(self)(board, options)

    def act(self, cls: type, *args: Any) -> Any:
        """One shared object per distinct action (lists of legal actions reuse them), of the ``ACTS_KEPT``
        met last: past that many the kept ones are forgotten at once (a game's actions may number in the
        millions). An action made anew is equal to the one forgotten, so nothing but memory depends on it."""
        key = (cls, args)
        acts = self._acts
        a = acts.get(key)
        if a is None:
            if len(acts) >= ACTS_KEPT:
                acts.clear()
            a = acts[key] = cls(*args)
        return a

    # -- whose decision --------------------------------------------------------------------------
    # (called in every search's inner loop: the state is read as ``Any``, with no call to ``cast``)
    def actor(self, state: S) -> int | None:
        s: Any = state
        return None if s.phase == OVER else s.turn

    def is_over(self, state: S) -> bool:
        s: Any = state
        return s.phase == OVER

    def copy(self, state: S) -> S:
        s: Any = state
        return s.copy()

    # -- reading, in the game's own modules ------------------------------------------------------
    def part(self, name: str) -> Any:
        """The module ``name`` of this game's package (``view``, ``picture``), imported on first use: importing
        the rules imports neither."""
        return _game_module(type(self), name)

    def view(self, state: S, observer: int | str = PUBLIC) -> dict[str, Any]:
        return self.part("view").build_view(self, state, observer)

    def picture(self, state: S, observer: int | str = PUBLIC, lang: str = "en", highlight: Any = None) -> str:
        return self.part("picture").draw(self, state, observer, lang, highlight)


@functools.lru_cache(maxsize=64)  # (rules class, module name): a few per game
def _game_module(rules_type: type, name: str) -> Any:
    """The module ``name`` beside the module defining the game's rules class (the one naming its options)."""
    game = next(c for c in rules_type.__mro__ if "options_type" in c.__dict__)
    return importlib.import_module(f"{game.__module__.rpartition('.')[0]}.{name}")
