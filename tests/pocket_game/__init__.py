"""pocket: a small poker in the style of Kuhn poker, living only under ``tests/`` to prove that a game
reaches every shared layer of the kit through the registry alone.

    >>> from pocket_game import new_game
    >>> g = new_game(2, seed=1)
    >>> [g.describe(a) for a in g.legal_actions()]
    ['check', 'bet 1 chip']
"""

from __future__ import annotations

from typing import Any

from genesis_nb.bots.base import RandomBot
from genesis_nb.bots.kinds import search_bot
from genesis_nb.core.constructors import constructors
from genesis_nb.core.front import GameFront
from genesis_nb.registry import GameInfo, register

from .boarddata import Board, board_from_data, default_board, load_board
from .bots import GreedyBot
from .rules import CATALOGUE, MACHINE, PocketRules
from .state import Bet, Call, Check, Fold, PocketOptions, PocketState

RULES = PocketRules()
_FRONT = GameFront(RULES, players=2)
rules_for, new_game, from_position, load_game = constructors(_FRONT, __name__)


def board(game: Any = None, **settings: Any) -> Any:
    """The interactive board (needs the lab extra): the kit's one board layer with pocket's spec and drawing."""
    from genesis_nb.board import board as make_board

    return make_board(INFO, game, **settings)


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
        hooks={"board": ".ui:SPEC"},
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
