"""One drawing for the pages of a room that see the same.

A drawn board draws the game's picture for its observer at every move: four seats and the teacher, five
pictures. In a game with no hidden information every page sees the same position, so ``SharedDrawings`` (a room's
board spec, the game's own in every other respect) draws it once per position for every page whose view, now and
one move before (what the picture rings as changed), is the same as a page's already drawn (but for the view's
``observer``, which names the eyes). Whether the game's picture depends on anything else of its observer is
checked once per room and kind of eyes (a seat's, the teacher's): at the first sharing between two kinds both
pictures are drawn and compared; when they differ, the room draws each page's own from then on.
"""

from __future__ import annotations

from typing import Any

from ..picture_memo import VIEWS

#: drawings kept per room (the last positions, in a language and settings or two)
KEPT = 4


class SharedDrawings:
    """``spec`` (a ``BoardSpec``) with its ``drawing`` shared between pages that see the same."""

    def __init__(self, spec: Any, hidden: bool) -> None:
        self._spec = spec
        self._share = spec.drawn and not hidden
        #: the kinds of eyes (drawn by, shown to) whose pictures were compared once
        self._checked: set[tuple[Any, Any]] = set()
        self._kept: list[tuple[tuple[Any, ...], Any, str, Any]] = []

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._spec, name)
        if name != "drawing" and not name.startswith("_"):
            setattr(self, name, value)  # found here from now on (the spec's methods and words do not change)
        return value

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        if not self._share:
            return self._spec.drawing(game, ply, observer, lang, prefs)
        steps = game.steps
        last = steps[ply - 1] if 0 < ply <= len(steps) else None
        key = (id(game), id(last), ply, lang, repr(sorted(prefs.items())))
        seen = (
            _seen(VIEWS.view(game, ply, observer)),
            _seen(VIEWS.view(game, ply - 1, observer)) if ply else None,
        )
        eyes = "seat" if isinstance(observer, int) else observer
        for k, views, svg, drawer in self._kept:
            if k == key and views == seen:
                if (drawer, eyes) not in self._checked:
                    self._checked.add((drawer, eyes))
                    own = self._spec.drawing(game, ply, observer, lang, prefs)
                    if own != svg:  # this game's picture depends on its observer: no sharing in this room
                        self._share = False
                        self._kept.clear()
                        return own
                return svg
        svg = self._spec.drawing(game, ply, observer, lang, prefs)
        self._kept.append((key, seen, svg, eyes))
        del self._kept[:-KEPT]
        return svg


def _seen(view: Any) -> Any:
    """What a view shows, less the name of its observer."""
    return {k: v for k, v in view.items() if k != "observer"} if isinstance(view, dict) else view
