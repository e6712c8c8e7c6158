"""pocket: a small poker in the style of Kuhn poker, living only under ``tests/`` to prove that a game
reaches every shared layer of the kit through the registry alone.

    >>> from pocket_game import new_game
    >>> g = new_game(2, seed=1)
    >>> [g.describe(a) for a in g.legal_actions()]
    ['check', 'bet 1 chip']
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from genesis_nb.bots.base import RandomBot
from genesis_nb.bots.kinds import search_bot
from genesis_nb.core.front import GameFront
from genesis_nb.core.game import Game
from genesis_nb.registry import GameInfo, register

from .boarddata import Board, board_from_data, default_board, load_board
from .bots import GreedyBot
from .rules import CATALOGUE, MACHINE, PocketRules
from .state import Bet, Call, Check, Fold, PocketOptions, PocketState

RULES = PocketRules()
_FRONT = GameFront(RULES, PocketOptions, load_board, board_from_data)


def rules_for(board: Any = None, options: PocketOptions | Mapping[str, Any] | None = None) -> PocketRules:
    return _FRONT.rules_for(board, options)


def new_game(
    players: Sequence[str] | int = 2,
    seed: int | None = None,
    options: PocketOptions | Mapping[str, Any] | None = None,
    board: Board | str | Path | None = None,
    lang: str = "en",
) -> Game[PocketState]:
    """A new match of ``players`` (names, or 2 or 3)."""
    return _FRONT.new_game(players, seed, options, board, lang)


def from_position(text: str, options: Any = None, board: Any = None, seed: int = 0, lang: str = "en") -> Game[Any]:
    return _FRONT.from_position(text, options, board, seed, lang)


def load_game(text: str | bytes) -> Game[PocketState]:
    return _FRONT.load_game(text)


def board(*args: Any, **kwargs: Any) -> Any:
    """The interactive board (needs the lab extra), imported only when called."""
    from .widget import board as make_board

    return make_board(*args, **kwargs)


INFO = register(
    GameInfo(
        name="pocket",
        title="pocket, a Kuhn-style poker for the kit's tests (hidden cards, a shuffled deck)",
        module=__name__,
        rules=RULES,
        front=_FRONT,
        bots={
            "random": RandomBot,
            "greedy": GreedyBot,
            "mcts": search_bot("pocket"),
            "ismcts": search_bot("pocket", "ismcts"),
        },
        order=50,
        hooks={"board": ".ui:SPEC", "picture": ".picture:draw"},
    )
)

__all__ = [
    "INFO",
    "RULES",
    "CATALOGUE",
    "MACHINE",
    "PocketRules",
    "PocketOptions",
    "PocketState",
    "Board",
    "default_board",
    "board_from_data",
    "load_board",
    "new_game",
    "from_position",
    "load_game",
    "board",
    "Check",
    "Bet",
    "Call",
    "Fold",
    "GreedyBot",
]
