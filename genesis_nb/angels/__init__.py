"""angels: Genesis by Peter Hansson (Gigantoskop, 2010). Angels gather essence and do the days' work.

>>> from genesis_nb.angels import new_game
>>> g = new_game(players=["Ann", "Bo", "Cy"], seed=1)
>>> g.play(g.legal_actions()[0])   # doctest: +ELLIPSIS
[...]
"""

from __future__ import annotations

from ..core.constructors import constructors
from ..core.game import Game
from ..core.notation import NotationError
from ..registry import STANDARD_HOOKS, declare
from .boarddata import Board, board_from_data, default_board, load_board, rulebook_deviations
from .bots import GreedyBot
from .rules import CATALOGUE, AngelsRules
from .state import AngelsOptions, AngelsState, ChooseCube, DayWork, Gather, Move, Pass

RULES = AngelsRules()
TITLE = "Genesis by Peter Hansson (Gigantoskop, 2010): angels gather essence for the days of creation"
HOOKS = {**STANDARD_HOOKS, "questions": ".questions:QUESTIONS", "action_ids": ".action_ids:make"}
INFO = declare(__name__, RULES, GreedyBot, title=TITLE, order=1, hooks=HOOKS)
rules_for, new_game, from_position, load_game = constructors(INFO.front, __name__)


def show(game: Game[AngelsState], lang: str | None = None) -> None:
    """Print the game's position as text (see ``textboard.render``)."""
    from .textboard import render

    print(render(game.rules, game.state, lang or game.lang))


#: the interactive board (needs the lab extra): ``board(game, bots={1: "greedy"}, observer=0)`` or
#: ``board(players=["Ann", "Bo"], seed=7)``; the keywords of ``genesis_nb.board.board``
board = INFO.board

__all__ = ["INFO", "board", "show", "new_game", "from_position", "load_game", "rules_for"]
__all__ += ["RULES", "CATALOGUE", "AngelsRules", "AngelsOptions", "AngelsState", "NotationError"]
__all__ += ["Board", "load_board", "board_from_data", "default_board", "rulebook_deviations"]
__all__ += ["ChooseCube", "Gather", "Move", "DayWork", "Pass"]  # the actions
