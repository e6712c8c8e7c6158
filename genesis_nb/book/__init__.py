"""book: THE BOOK game by Howie Ju (beta 0.2.9). Hidden pieces on a hex field, eaten by a chart of ranks.

    >>> from genesis_nb.book import new_game
    >>> g = new_game(["Ann", "Bo"], seed=1)
    >>> g.play(g.legal_actions()[0])   # doctest: +ELLIPSIS
    [...]
    >>> g.view(0)["cells"][0]["face_down"]   # what seat 0 may know: never an unseen face-down piece
    True

``board(...)`` is the interactive board, imported only when called. The readings of the rulebook's open
passages are in docs/book-readings.md and in ``CATALOGUE.readings()``; each has an option.
"""

from __future__ import annotations

from ..core.constructors import constructors
from ..core.lazy import lazy_attributes
from ..core.notation import NotationError
from ..registry import STANDARD_HOOKS, declare
from .boarddata import Board, board_from_data, default_board, load_board
from .bots import GreedyBot
from .options import BookOptions
from .rules import CATALOGUE, MACHINE, BookRules
from .state import BookState

RULES = BookRules()
#: the action classes and their registry (module ``actions``)
_ACTIONS = "registry PlaceThrone Flip Travel Eat Gallop Mount Dismount Fortify Congregate MoveMountain Resurrect"
_ACTIONS += " Prophecy Peek Purge Ekballo Crucify Cast"
TITLE = "THE BOOK game by Howie Ju: hidden pieces on a hex field, eaten by a chart of ranks"
HOOKS = {**STANDARD_HOOKS, "action_ids": ".action_ids:make"}
INFO = declare(__name__, RULES, GreedyBot, title=TITLE, order=4, players=2, hooks=HOOKS)
rules_for, new_game, from_position, load_game = constructors(INFO.front, __name__)


def hex_id(label: str, board: Board | None = None) -> int:
    """The hex id of a label such as ``"D4"`` (for writing actions by hand)."""
    b = board or RULES.board
    try:
        return b.labels.index(label)
    except ValueError:
        raise ValueError(f"there is no hex {label!r}") from None


#: the action classes and their ``registry`` (module ``actions``), made when first asked for (PEP 562)
__getattr__ = lazy_attributes(__name__, dict.fromkeys(_ACTIONS.split(), "actions"))

#: the interactive board (needs the lab extra): ``board(game, bots={1: "greedy"}, observer=0)`` or
#: ``board(players=["Ann", "Bo"], seed=7)``; the keywords of ``genesis_nb.board.board``
board = INFO.board

__all__ = ["INFO", "board", "new_game", "from_position", "load_game", "rules_for", "hex_id"]
__all__ += ["RULES", "CATALOGUE", "MACHINE", "BookRules", "BookOptions", "BookState", "NotationError"]
__all__ += ["Board", "load_board", "board_from_data", "default_board", "registry"]
__all__ += ["PlaceThrone", "Flip", "Travel", "Eat", "Gallop", "Mount", "Dismount", "Fortify", "Congregate"]
__all__ += ["MoveMountain", "Resurrect", "Prophecy", "Peek", "Purge", "Ekballo", "Crucify", "Cast"]
