"""planet: the cooperative Genesis. Deities place element pawns with hidden needs on continents.

    >>> from genesis_nb.planet import new_game
    >>> g = new_game(players=["Ann", "Bo", "Cy"], seed=1)
    >>> g.play(g.legal_actions()[0])   # doctest: +ELLIPSIS
    [...]
    >>> sorted(g.view(0))[:3]          # what seat 0 may know (never another player's needs)
    ['actor', 'aid', 'bacteria_waiting']

``show(game, seat)`` prints a position as one seat may know it; ``board(...)`` is the interactive board
(hot seat with hand-offs, bots, a teacher's ``reveal_all``), imported only when called.
"""

from __future__ import annotations

from ..core.constructors import constructors
from ..core.game import Game
from ..core.lazy import lazy_attributes
from ..core.notation import NotationError
from ..registry import STANDARD_HOOKS, declare
from .boarddata import Board, board_from_data, default_board, load_board
from .bots import HeuristicBot
from .rules import CATALOGUE, MACHINE, PlanetRules
from .state import ACTIONS, PlanetOptions, PlanetState

RULES = PlanetRules()
TITLE = "Genesis, a cooperative game: deities place element pawns with hidden needs on continents"
HOOKS = {**STANDARD_HOOKS, "action_ids": ".action_ids:make"}
INFO = declare(__name__, RULES, HeuristicBot, title=TITLE, order=3, hooks=HOOKS)
rules_for, new_game, from_position, load_game = constructors(INFO.front, __name__)


def show(game: Game[PlanetState], observer: int | str = "public") -> None:
    """Print the position as ``observer`` (a seat, "public" or "all") may know it (``textboard.render``)."""
    from .textboard import render

    print(render(game.view(observer), game.rules))


#: ``visible``, ``events_for`` and ``narration`` (module ``view``) and the actions (module ``actions``), imported
#: when first asked for (PEP 562)
__getattr__ = lazy_attributes(
    __name__, {**dict.fromkeys(("visible", "events_for", "narration"), "view"), **dict.fromkeys(ACTIONS[1:], "actions")}
)

#: the interactive board (needs the lab extra): ``board(game, bots={1: "greedy"}, observer=0)`` or
#: ``board(players=["Ann", "Bo"], seed=7)``; the keywords of ``genesis_nb.board.board``
board = INFO.board

__all__ = ["INFO", "board", "show", "new_game", "from_position", "load_game", "rules_for"]
__all__ += ["RULES", "CATALOGUE", "MACHINE", "PlanetRules", "PlanetOptions", "PlanetState", "NotationError"]
__all__ += ["Board", "load_board", "board_from_data", "default_board", "visible", "events_for", "narration"]
__all__ += ["Indicate", "Designate", "Place", "Flip", "Exchange", "Look", "LookMove", "Give", "BacteriaMove", "Skip"]
