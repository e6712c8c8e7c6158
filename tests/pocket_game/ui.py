"""The pocket board's part of the shared board layer (``genesis_nb.board.spec.BoardSpec``); no Jupyter imports.

Targets: ``mv:<kind>`` for each move (``mv:check``, ``mv:bet``, ``mv:call``, ``mv:fold``): the four
buttons under the table, drawn and marked by the game's picture (the board is that picture). ``board_data``: the faces of the cards and the deck's size.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from genesis_nb.board.spec import BoardSpec
from genesis_nb.board.texts import ui_texts_for

LANGUAGES = ("en",)
HERE = Path(__file__).parent
TEXTS = ui_texts_for(HERE / "ui_texts.toml", LANGUAGES)


class PocketBoardSpec(BoardSpec):
    game = "pocket"
    #: no drawing module of its own: the board is the game's picture (picture.py), its moves marked there
    texts = TEXTS
    hint_bot = "greedy"

    def board_data(self, game: Any) -> dict[str, Any]:
        n = len(game.players)
        return {"faces": list(game.rules.board.faces[: n + 1]), "deck": n + 1}

    def target(self, state: Any, action: Any) -> str:
        kind = getattr(action, "kind", None)
        if kind not in ("check", "bet", "call", "fold"):
            raise TypeError(f"not a pocket action: {action!r}")
        return f"mv:{kind}"

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """A move button not lit means its move, for the rules to refuse."""
        kind = keys[-1].removeprefix("mv:")
        return {"type": kind} if kind in ("check", "bet", "call", "fold") else None


SPEC = PocketBoardSpec()
