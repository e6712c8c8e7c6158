"""Pieces of pictures drawn once and pasted again: a game's picture keeps a part (a continent, a panel) by
what it shows, and draws it again only when that changes.

``Fragments.draw(s, key, draw)`` runs ``draw()`` (which draws on ``s``) the first time and keeps what it
added to ``s`` (its elements, the definitions it used, its marks) and what it returned; the next time the same
``key`` comes (in the same group, offset and clip region of an ``Svg``, noting its texts or not: ``Svg.noting``)
it pastes them into ``s`` instead: the picture is the same text. The key must hold everything the part reads (built from the observer's view
only, never from the full state: a part kept for one seat is then pasted only where another seat's view
holds the same), and what ``draw`` returns must not be changed by the caller.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Any, Callable, Hashable, TypeVar

from .picture_svg import Svg

T = TypeVar("T")

#: parts kept by default: a few positions' worth of a room server's pictures
KEPT = 2048

#: a part kept: its elements' text, the definitions it used, its marks and their names, the blocks and lines of
#: words it noted (``Svg.block``, ``Svg.text``, for the zoom), and what its drawing returned
_Box = tuple[float, float, float, float]
_Part = tuple[str, dict[str, str], dict[str, Any], dict[str, str], list[_Box], list[_Box], Any]


class Fragments:
    """The last ``size`` parts drawn, by key; the oldest goes first."""

    def __init__(self, size: int = KEPT) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, _Part]
        self._items = OrderedDict()
        self.hits = 0
        self.misses = 0

    def draw(self, s: Svg, key: Hashable, draw: Callable[[], T]) -> T:
        """What ``draw()`` adds to ``s`` and returns, kept under ``key`` (and where ``s`` draws now)."""
        full = (key, tuple(s._stack[-1].items()), s._offset[-1], s._clip, s.noting)
        found = self._items.get(full)
        if found is None:
            self.misses += 1
            found = self._record(s, draw)
            self._items[full] = found
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        else:
            self.hits += 1
            self._items.move_to_end(full)
        parts, defs, marks, names, blocks, lines, value = found
        s._parts.append(parts)
        s.blocks.extend(blocks)  # where it was drawn: the key holds the offset
        s.lines.extend(lines)
        for name, body in defs.items():
            s._defs.setdefault(name, body)
        if not s.marks:
            s.marks.update(marks)
        else:
            for k, box in marks.items():
                old = s.marks.get(k)
                if old is not None:
                    box = (min(old[0], box[0]), min(old[1], box[1]), max(old[2], box[2]), max(old[3], box[3]))
                s.marks[k] = box
        if names:
            s.mark_names.update(names)
        return value  # type: ignore[no-any-return]

    @staticmethod
    def _record(s: Svg, draw: Callable[[], Any]) -> _Part:
        """Run ``draw`` on empty parts, definitions, marks, blocks and lines of ``s``; what it added, and ``s`` as
        it was."""
        kept = s._parts, s._defs, s.marks, s.mark_names, s.blocks, s.lines
        s._parts, s._defs, s.marks, s.mark_names, s.blocks, s.lines = [], {}, {}, {}, [], []
        try:
            value = draw()
            return "".join(s._parts), s._defs, s.marks, s.mark_names, s.blocks, s.lines, value
        finally:
            s._parts, s._defs, s.marks, s.mark_names, s.blocks, s.lines = kept

    def clear(self) -> None:
        """Forget every part kept."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


class Reprs:
    """The ``repr`` of the last ``size`` values written, found again by equality: a picture keys a part by the text
    of what it shows, and comparing a long list with one seen before costs less than writing it out again. Only for
    values whose equal ones are written alike (no ``1`` where another has ``1.0`` or ``True``), as a view's are."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self._items: list[tuple[Any, str]] = []

    def text(self, value: Any) -> str:
        """``repr(value)``, of a value equal to one seen lately when there is one (the newest first)."""
        items = self._items
        for i, (seen, text) in enumerate(items):
            if seen == value:
                if i:
                    items.insert(0, items.pop(i))
                return text
        text = repr(value)
        items.insert(0, (value, text))
        del items[self.size :]
        return text


class Same:
    """The ``repr`` of values by the very object: a view whose parts are shared with other views (the same object
    in each, never changed) has each written once. Up to ``size`` objects are held (so their ids stay theirs); then
    all are let go."""

    def __init__(self, size: int = 16384) -> None:
        self.size = size
        self._items: dict[int, tuple[Any, str]] = {}

    def text(self, value: Any) -> str:
        """``repr(value)``, written once per object."""
        found = self._items.get(id(value))
        if found is not None and found[0] is value:
            return found[1]
        if len(self._items) >= self.size:
            self._items.clear()
        text = repr(value)
        self._items[id(value)] = (value, text)
        return text

    def clear(self) -> None:
        """Let go of every object held."""
        self._items.clear()


class Views:
    """The last ``size`` views of positions of games, by game, position and observer: a board compares the view
    of a position with the view of the one before, which it drew at the move before. A view kept must not be
    changed by the caller; a game is held weakly (one nobody plays any more is freed).

    In a game with no hidden information every observer sees the same (the view differs only in the name of its
    ``observer``): the view is built once per position, and each other observer's is a copy of its top level with
    its own ``observer`` (checked once per rules class against the rules' own view)."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._items: OrderedDict[tuple[Any, ...], tuple[weakref.ref[Any], Any, Any]] = OrderedDict()
        #: rules classes whose views were checked to differ by their observer's name only (True) or not (False)
        self._alike: dict[type, bool] = {}

    def view(self, game: Any, ply: int, observer: int | str) -> Any:
        """``game.rules.view`` of the position after ``ply`` actions as ``observer`` sees it (the very game
        object, its history up to ``ply`` the same steps)."""
        steps = game.steps
        last = steps[ply - 1] if 0 < ply <= len(steps) else None
        key = (id(game), id(last), ply, observer)
        found = self._get(key, game, last)
        if found is not None:
            return found
        rules = game.rules
        alike = not rules.hidden_information and self._alike.get(type(rules), True)
        base = self._get((id(game), id(last), ply, None), game, last) if alike else None
        if base is not None and isinstance(base, dict) and "observer" in base:
            view = {**base, "observer": observer}
            if type(rules) not in self._alike:
                self._alike[type(rules)] = view == rules.view(game.state_at(ply), observer)
                if not self._alike[type(rules)]:
                    view = rules.view(game.state_at(ply), observer)
        else:
            view = rules.view(game.state_at(ply), observer)
            if alike:
                self._put((id(game), id(last), ply, None), game, last, view)
        self._put(key, game, last, view)
        return view

    def _get(self, key: tuple[Any, ...], game: Any, last: Any) -> Any:
        found = self._items.get(key)
        if found is not None and found[0]() is game and found[1] is last:
            self._items.move_to_end(key)
            return found[2]
        return None

    def _put(self, key: tuple[Any, ...], game: Any, last: Any, view: Any) -> None:
        self._items[key] = (weakref.ref(game), last, view)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def clear(self) -> None:
        """Forget every view kept."""
        self._items.clear()


#: the views the live boards draw from and send (a room server's 40 rooms of 5 pages: the last two moves of each)
VIEWS = Views(512)
