"""The interactive pocket board: the shared board layer with pocket's drawing module.

The drawing module lives beside this file, not in the repository's ``js/`` folder, so the board joins
the shell's files and its own by hand (``genesis_nb.widgets.board_esm`` finds files in ``js/`` only).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from genesis_nb.boardwidget import GameBoard
from genesis_nb.core.game import Game
from genesis_nb.widgets import SHELL_CSS, SHELL_JS, front_end

from .ui import SPEC


def _own(*names: str) -> str:
    return "\n".join(f"/* ---- {n} ---- */\n" + (SPEC.folder / n).read_text(encoding="utf-8") for n in names)


class PocketBoard(GameBoard):
    """The pocket board bound to a game."""

    spec = SPEC
    _esm = front_end(*SHELL_JS) + "\n" + _own(*SPEC.js) + "\nexport default { render: renderBoard(GAME) };\n"
    _css = front_end(*SHELL_CSS) + "\n" + _own(*SPEC.css)


def board(
    game: Game | None = None,
    players: Sequence[str] | int = 2,
    bots: Mapping[int, Any] | None = None,
    lang: str = "en",
    seed: int | None = None,
    options: Any = None,
    bot_delay: int = 600,
    observer: int | str | None = None,
    scale: float = 1.0,
    reveal_all: bool = False,
) -> PocketBoard:
    """The board for ``game`` (or a new match of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return PocketBoard(
        game, bots=bots, lang=lang, bot_delay=bot_delay, observer=observer, reveal_all=reveal_all, scale=scale
    )
