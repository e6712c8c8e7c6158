"""The angels board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

The board is the game's picture (``angels.picture``), shown by the shared drawn board (js/shell_drawing.js);
the picture marks what a player clicks, by key:

- ``cube:<essence>``: a starting cube (set-up);
- ``sq:<track>:<square>``: gather on that square (switching places first when it is not your square);
- ``track:<t>``: move to that track;
- ``work:<day>``: the day's work (one action per payment: the chooser lists each payment in words);
- ``pass``: the Pass button at the end of the turn line.

A click no legal action stands behind means the action it would be with nothing paid (``meaning``), for
the rules to refuse in their own words.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from ..core.catalogue import sentence
from .boarddata import DAYS, WORK_DAYS
from .checks import count, cubes
from .state import SETUP, ChooseCube, DayWork, Gather, Move, Pass

#: One shape per seat (the dark angel is always a black star): colour is never the only cue.
SHAPES = ("circle", "square", "diamond", "hexagon", "triangle", "pentagon")
TRACKS = 8
SQUARES = 7

_TEXTS = ui_texts_for(__file__, ("en", "nl"))
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text


def short_labels(names: Sequence[str]) -> list[str]:
    """A short, distinct label per player for the board's tokens: 'A', 'B' ... or 'P1', 'P2' ..."""
    names = [str(n).strip() or "?" for n in names]

    def distinct(labels: list[str]) -> bool:
        return len(set(labels)) == len(labels)

    first = [n[0].upper() for n in names]
    if distinct(first):
        return first
    words = [n.split() for n in names]
    initials = [("".join(w[0] for w in ws[:2])).upper() if len(ws) > 1 else ws[0][:2].title() for ws in words]
    if distinct(initials):
        return initials
    two = [n[:2].title() for n in names]
    if distinct(two):
        return two
    return [str(i + 1) for i in range(len(names))]


def work_label(rules: Any, action: DayWork, lang: str) -> str:
    """A payment for a day's work in words: the cubes paid, how many, and which stand in for missing ones."""
    word = rules.catalogue.word
    cost = rules.board.cost[action.day]
    pay = [int(x) for x in action.pay]
    params = {"day": DAYS[action.day], "paid": word(cubes(pay), lang), "count": word(count(sum(pay), "cube"), lang)}
    missing = [max(0, c - p) for c, p in zip(cost, pay)]
    if not any(missing):
        return _TEXTS.text("work_label", lang, **params)
    extra = [max(0, p - c) for c, p in zip(cost, pay)]
    return _TEXTS.text(
        "work_label_exchange", lang, **params, extra=word(cubes(extra), lang), missing=word(cubes(missing), lang)
    )


def _index(text: str, size: int) -> int | None:
    """``text`` as an index below ``size`` (a key's number), else None."""
    return int(text) if text.isdigit() and int(text) < size else None


class AngelsBoardSpec(BoardSpec):
    """The board is the game's picture (``angels.picture``), marked with the keys ``target`` names."""

    game = "angels"
    texts = _TEXTS
    inline_options = 12

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        """The picture (``pictures.picture``'s), what the last action changed ringed, from the views the board
        sends (``picture_memo.VIEWS``: the view before was drawn at the move before)."""
        from ..picture_memo import VIEWS
        from .picture import Picture, changed

        view = VIEWS.view(game, ply, observer)
        return Picture(view, lang, changed(VIEWS.view(game, ply - 1, observer), view) if ply > 0 else set()).svg()

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, Gather):
            return f"sq:{state.where[state.turn]}:{action.square}"
        if isinstance(action, Move):
            return f"track:{action.to}"
        if isinstance(action, DayWork):
            return f"work:{action.day}"
        if isinstance(action, ChooseCube):
            return f"cube:{action.essence}"
        if isinstance(action, Pass):
            return "pass"
        raise TypeError(f"not an angels action: {action!r}")

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """The action in words, as a sentence: what it does and what it costs."""
        if isinstance(action, Pass):
            return _TEXTS.text("pass_label", lang)
        if isinstance(action, DayWork) and action.day in WORK_DAYS and len(action.pay) == 3:
            return work_label(rules, action, lang)
        return sentence(rules.describe_in(state, action, lang), lang)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        """A key standing for several actions (the chooser's title): what it is and how many ways there are."""
        if len(labels) == 1:
            return labels[0]
        kind, _, rest = key.partition(":")
        if kind == "work" and rest.isdigit() and int(rest) < len(DAYS):
            return _TEXTS.text("chooser_work", lang, day=DAYS[int(rest)], n=len(labels))
        if kind == "sq" and rest.partition(":")[2].isdigit():
            square = int(rest.partition(":")[2])
            mine = state.turn < state.n and state.square(state.turn) == square  # no switch: only what you take
            return _TEXTS.text("chooser_take" if mine else "chooser_gather", lang, square=square + 1, n=len(labels))
        return _TEXTS.text("ways", lang, first=labels[0], n=len(labels))

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """An unlit key clicked: the action it would be with nothing paid (a square of your own track means
        gathering there, any other square or a track's label moving there; a work track its day's work), for
        the rules to say why not. None for a key that names nothing on the board."""
        kind, _, rest = keys[-1].partition(":")
        if kind == "pass" and not rest:
            return Pass()
        if kind == "cube":
            essence = _index(rest, 3)
            return None if essence is None else ChooseCube(essence)
        if kind == "track":
            track = _index(rest, TRACKS)
            return None if track is None else Move(track)
        if kind == "work":
            day = _index(rest, TRACKS)
            return DayWork(day, (0, 0, 0)) if day is not None and day in WORK_DAYS else None
        if kind == "sq":
            t, _, i = rest.partition(":")
            track, square = _index(t, TRACKS), _index(i, SQUARES)
            if track is None or square is None:
                return None
            actor = rules.actor(state)
            if state.phase != SETUP and actor is not None and actor < state.n and state.where[actor] == track:
                return Gather(square, (0, 0, 0), 0)
            return Move(track)
        return None


SPEC = AngelsBoardSpec()
