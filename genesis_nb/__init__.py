"""genesis_nb: a Jupyter kit for teaching and exploring four board games called Genesis.

``genesis_nb.games()`` lists the games (each a ``registry.GameInfo``); ``genesis_nb.game("angels")``
is one of them. Importing the kit imports no Jupyter package.
"""

from .notebook import setup
from .registry import GameInfo, game, games, register

__version__ = "0.1.0"

__all__ = ["setup", "games", "game", "register", "GameInfo", "__version__"]
