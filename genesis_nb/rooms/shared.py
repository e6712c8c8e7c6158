"""One drawing for the seats of a room that see the same thing.

A drawn board draws the game's picture for its observer at every move: four seats, four pictures. In a game
with no hidden information every seat sees the same position, so ``SharedDrawings`` (a room's board spec, the
game's own in every other respect) draws it once per position for every seat whose view, now and one move
before (what the picture rings as changed), is the same as a seat's already drawn (but for the view's
``observer``, which names the eyes). Whether the game's picture
depends on anything else of its observer is checked once per room: at the first sharing both seats' pictures
are drawn and compared; when they differ, the room draws each seat's own from then on.
"""

from __future__ import annotations

from typing import Any

from ..picture_memo import VIEWS

#: drawings kept per room (the last positions, in a language and settings or two)
KEPT = 4


class SharedDrawings:
    """``spec`` (a ``BoardSpec``) with its ``drawing`` shared between seats that see the same."""

    def __init__(self, spec: Any, hidden: bool) -> None:
        self._spec = spec
        self._share = spec.drawn and not hidden
        self._checked = False
        self._kept: list[tuple[tuple[Any, ...], Any, str]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._spec, name)

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        if not self._share or not isinstance(observer, int):
            return self._spec.drawing(game, ply, observer, lang, prefs)
        steps = game.steps
        last = steps[ply - 1] if 0 < ply <= len(steps) else None
        key = (id(game), id(last), ply, lang, repr(sorted(prefs.items())))
        seen = (
            _seen(VIEWS.view(game, ply, observer)),
            _seen(VIEWS.view(game, ply - 1, observer)) if ply else None,
        )
        for k, views, svg in self._kept:
            if k == key and views == seen:
                if not self._checked:
                    self._checked = True
                    own = self._spec.drawing(game, ply, observer, lang, prefs)
                    if own != svg:  # this game's picture depends on its observer: no sharing in this room
                        self._share = False
                        self._kept.clear()
                        return own
                return svg
        svg = self._spec.drawing(game, ply, observer, lang, prefs)
        self._kept.append((key, seen, svg))
        del self._kept[:-KEPT]
        return svg


def _seen(view: Any) -> Any:
    """What a view shows, less the name of its observer."""
    return {k: v for k, v in view.items() if k != "observer"} if isinstance(view, dict) else view
