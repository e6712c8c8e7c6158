"""What a game's board adds to the shared board layer (``genesis_nb.board``): one ``BoardSpec``.

A game's board is the shared ``board.session.BoardSession`` (shown by ``board.widget.GameBoard``) plus a
``BoardSpec``: its drawing module (JavaScript and CSS files mounted by the common shell), its words, the
data that never changes during a game, its display settings, and how its actions group for clicking
(``target``: the key of the thing a player clicks to choose an action, e.g. ``"sq:3"``). Nothing here
imports Jupyter. A game declares its spec as its ``"board"`` hook (``registry.GameInfo.hooks``).
"""

from __future__ import annotations

import pathlib
from typing import Any, Sequence

from .texts import UiTexts

#: Options inlined per target at most, and the budget (bytes) for all inlined options of one update.
INLINE_OPTIONS = 8
INLINE_BUDGET = 7000
#: Options sent per page when the board asks for a target's options.
PAGE = 40


class BoardSpec:
    """One game's part of its board (subclass it; every hook has a default)."""

    #: the registry name of the game
    game: str = ""
    #: the drawing module's files, joined after the shell's, and its CSS: names in ``folder`` (None: the
    #: kit's ``js/`` folder), or absolute paths (``board.frontend``)
    js: tuple[str, ...] = ()
    css: tuple[str, ...] = ()
    folder: pathlib.Path | None = None
    #: the board's words (``board.texts.UiTexts``: the shell's common words first, then the game's)
    texts: UiTexts
    #: options inlined per target at most (0: always fetched on click), and the bytes all inlined
    #: options of one update may take
    inline_options: int = INLINE_OPTIONS
    inline_budget: int = INLINE_BUDGET
    #: the board's own display settings and the values each may take (the first is the default), e.g.
    #: herds' scoring overlay ``{"scoring": (None, True, False)}``; synced as ``prefs``, settable from
    #: Python (``board(..., scoring=True)``, ``w.prefs``) and from the browser (``{"cmd": "pref"}``)
    prefs: dict[str, tuple[Any, ...]] = {}
    #: whether the live drawn board's picture draws its title block (the game's name and status line); by
    #: default not: the board's head shows those lines (``picture_svg.untitled``) and the turn box says whose turn
    #: it is, so the picture is shorter on a screen (the static picture keeps its title block)
    picture_title: bool = False
    #: the bot whose explanation the board's Hint button shows (a name of the game's bots; it must decide
    #: from its seat's knowledge only, as every bot of the kit does)
    hint_bot: str = "greedy"

    @property
    def drawn(self) -> bool:
        """Whether the board is the game's picture (``drawing``), shown by the shared ``shell_drawing.js``: a
        spec with no drawing module of its own (``js`` empty)."""
        return not self.js

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        """The SVG of the position after ``ply`` actions as ``observer`` sees it: by default the game's picture
        (``pictures.picture``, what the last action changed ringed), the same drawing the notebooks show.
        ``prefs``: the board's display settings, for a drawing that has some."""
        from ..pictures import picture

        return picture(game, ply=ply, observer=observer, lang=lang, last=True).svg

    def toggles(self, view: dict[str, Any], prefs: dict[str, Any], lang: str) -> list[dict[str, Any]]:
        """The board's display settings as buttons over a drawn board: ``{"name", "value", "label", "pressed"}``
        each, ``value`` being what a click sets (``{"cmd": "pref"}``). Default: none."""
        return []

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """What a click means beyond the legal actions: ``keys`` are the keys selected before, then the key
        clicked. One action (or its JSON): played, for the rules to say why they refuse it in their own words. A
        list: every action the click may mean; the chooser offers them (after the legal ones, on a lit key), and
        the one chosen is judged. None: nothing the rules could judge (the board says nothing can be chosen)."""
        return None

    def board_data(self, game: Any) -> dict[str, Any]:
        """What never changes during ``game`` and is public (the board's layout, its fixed values)."""
        return {}

    def target(self, state: Any, action: Any) -> str:
        """The key of what the player clicks to choose ``action`` in ``state``."""
        raise NotImplementedError

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """``action`` in words (a tooltip, a chooser's option, the log)."""
        return rules.describe(action, lang)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        """The tooltip of a target standing for several actions (default: the first, and how many more)."""
        return labels[0] if len(labels) == 1 else f"{labels[0]} (+{len(labels) - 1})"

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        """The rules' view as the drawing module wants it: words added for what the view already says,
        parts sent once in ``board_data`` removed. It sees only the view, so it cannot reveal more. It gets a copy
        of the view's top level only: the values inside are the picture's too (``picture_memo.VIEWS``), and must
        not be changed (give a changed copy instead)."""
        return view

    def ui_extra(self, game: Any, ply: int, observer: int | str, lang: str = "en") -> dict[str, Any]:
        """What the drawing module needs besides the view, read from what ``observer`` may know of the
        history up to ``ply`` (e.g. the tiles of the turn just played). Default: nothing."""
        return {}
