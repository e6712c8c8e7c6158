"""angels: Genesis by Peter Hansson (Gigantoskop, 2010). Angels gather essence and do the days' work.

>>> from genesis_nb.angels import new_game
>>> g = new_game(players=["Ann", "Bo", "Cy"], seed=1)
>>> g.play(g.legal_actions()[0])   # doctest: +ELLIPSIS
[...]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from ..bots.base import RandomBot
from ..bots.kinds import search_bot
from ..core.front import GameFront
from ..core.game import Game
from ..registry import GameInfo, register
from .boarddata import Board, board_from_data, default_board, load_board, rulebook_deviations
from .bots import GreedyBot
from .notation import NotationError
from .rules import CATALOGUE, AngelsRules
from .state import AngelsOptions, AngelsState, ChooseCube, DayWork, Gather, Move, Pass

RULES = AngelsRules()


_FRONT = GameFront(RULES, AngelsOptions, load_board, board_from_data)


def rules_for(board: Board | None = None, options: AngelsOptions | Mapping[str, Any] | None = None) -> Any:
    """The rules object for a board and options (the shared default one when both are default)."""
    return _FRONT.rules_for(board, options)


def new_game(
    players: Sequence[str] | int = 4,
    seed: int | None = None,
    options: AngelsOptions | Mapping[str, Any] | None = None,
    board: Board | str | Path | None = None,
    lang: str = "en",
) -> Game[AngelsState]:
    """A new game from the set-up. ``players`` is a list of names or a number of players (2 to 6)."""
    return _FRONT.new_game(players, seed, options, board, lang)


def from_position(
    text: str,
    options: AngelsOptions | Mapping[str, Any] | None = None,
    board: Board | str | Path | None = None,
    seed: int = 0,
    lang: str = "en",
) -> Game[AngelsState]:
    """A game starting from a position written in the angels notation."""
    return _FRONT.from_position(text, options, board, seed, lang)


def show(game: Game[AngelsState], lang: str | None = None) -> None:
    """Print the game's position as text (see ``textboard.render``)."""
    from .textboard import render

    print(render(game.rules, game.state, lang or game.lang))


def load_game(text: str | bytes) -> Game[AngelsState]:
    """A game from a save file's text (refused with ``SaveFileError`` if it is not sound)."""
    return _FRONT.load_game(text)


def board(game: Any = None, **settings: Any) -> Any:
    """The interactive board (needs the lab extra): ``genesis_nb.board.board`` for this game, e.g.
    ``board(game, bots={1: "greedy"}, observer=0)`` or ``board(players=["Ann", "Bo"], seed=7)``."""
    from ..board import board as make_board

    return make_board(INFO, game, **settings)


INFO = register(
    GameInfo(
        name="angels",
        title="Genesis by Peter Hansson (Gigantoskop, 2010): angels gather essence for the days of creation",
        module=__name__,
        rules=RULES,
        front=_FRONT,
        bots={"random": RandomBot, "greedy": GreedyBot, "mcts": search_bot("angels")},
        order=1,
        hooks={
            "board": ".ui:SPEC",
            "search": ".search:HOOKS",
            "chart": ".charts:PROFILE",
            "questions": ".questions:QUESTIONS",
        },
    )
)

__all__ = [
    "INFO",
    "board",
    "show",
    "new_game",
    "from_position",
    "load_game",
    "rules_for",
    "RULES",
    "CATALOGUE",
    "AngelsRules",
    "AngelsOptions",
    "AngelsState",
    "Board",
    "load_board",
    "board_from_data",
    "default_board",
    "rulebook_deviations",
    "NotationError",
    "ChooseCube",
    "Gather",
    "Move",
    "DayWork",
    "Pass",
]
