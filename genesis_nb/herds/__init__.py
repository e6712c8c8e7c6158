"""herds: Genesis by Reiner Knizia (Face 2 Face Games, 2006). Species lay terrain tiles and fight for areas.

>>> from genesis_nb.herds import new_game
>>> g = new_game(players=["Ann", "Bo"], seed=1)
>>> g.play(g.legal_actions()[0])   # doctest: +ELLIPSIS
[...]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..core.constructors import constructors
from ..core.game import Game
from ..core.notation import NotationError
from ..registry import STANDARD_HOOKS, declare
from .boarddata import Board, board_from_data, default_board, load_board, square_index, square_name
from .bots import GreedyBot
from .rules import CATALOGUE, MACHINE, HerdsRules
from .state import SPECIES, TERRAINS, HerdsOptions, HerdsState, Place, PlaceOne

if TYPE_CHECKING:
    from pathlib import Path

RULES = HerdsRules()
TITLE = "Genesis by Reiner Knizia (Face 2 Face Games, 2006): tiles and herds in terrain areas"
HOOKS = {**STANDARD_HOOKS, "action_ids": ".action_ids:make"}
INFO = declare(__name__, RULES, GreedyBot, title=TITLE, order=2, hooks=HOOKS)
rules_for, _new_game, from_position, load_game = constructors(INFO.front, __name__)


def _options(options: HerdsOptions | Mapping[str, Any] | None, species: Sequence[str] | None) -> HerdsOptions:
    if isinstance(options, Mapping) or options is None:
        options = HerdsOptions.from_json(options)
    if species is not None:
        data = options.to_json()
        data["species"] = list(species)
        options = HerdsOptions.from_json(data)
    return options


def new_game(
    players: Sequence[str] | int = 4,
    seed: int | None = None,
    options: HerdsOptions | Mapping[str, Any] | None = None,
    board: Board | str | Path | None = None,
    lang: str = "en",
    species: Sequence[str] | None = None,
) -> Game[HerdsState]:
    """A new game. ``players`` is a list of names or a number of players (2 to 4); ``species`` the species
    each seat plays (default: reptile, dinosaur, mammal, man in seat order); ``board`` a Board or the path
    of a board file (default: the reconstructed board)."""
    n = players if isinstance(players, int) else len(players)
    opts = _options(options, species)
    opts.species_for(n)  # refuses a species list of the wrong length now
    return _new_game(players, seed, opts, board, lang)


def score_details(game_or_state: Any) -> dict[str, Any]:
    """Every area with its herds, places, bonus and points (for a ``Game`` or a bare state)."""
    if isinstance(game_or_state, Game):
        rules = game_or_state.rules
        if not isinstance(rules, HerdsRules):
            raise TypeError(f"herds.score_details: this is a game of {rules.name}, not of herds")
        return rules.score_details(game_or_state.state)
    return RULES.score_details(game_or_state)


#: the interactive board (needs the lab extra): ``board(game, bots={1: "greedy"}, observer=0)`` or
#: ``board(players=["Ann", "Bo"], seed=7)``; the keywords of ``genesis_nb.board.board``
board = INFO.board

__all__ = ["INFO", "board", "new_game", "from_position", "load_game", "rules_for", "score_details"]
__all__ += ["RULES", "CATALOGUE", "MACHINE", "HerdsRules", "HerdsOptions", "HerdsState", "NotationError"]
__all__ += ["Board", "load_board", "board_from_data", "default_board", "square_index", "square_name"]
__all__ += ["Place", "PlaceOne", "SPECIES", "TERRAINS"]  # the actions and what they name
