"""The angels board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

- ``SPEC.board_data(game)``: what never changes (the tracks' yields, costs, bonuses, circle values,
  resting points; the players' token labels and shapes).
- ``SPEC.target(state, action)``: what a player clicks for an action: ``cube:<essence>`` (set-up),
  ``sq:<track>:<square>`` (gather there, switching first when it is not your square), ``track:<t>``
  (move there), ``work:<day>`` (the day's work; one action per payment), ``pass``.
- ``SPEC.dress(view, lang)``: the rules' view without what ``board_data`` already holds.

Every legal action reaches the browser in the shared wire format; the chooser lists every payment
Python gives (switch payments and day-work payments alike), and the JavaScript builds none.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from .state import ChooseCube, DayWork, Gather, Move, Pass
from .view import board_tracks

LANGUAGES = ("en", "nl")
#: One shape per seat (the dark angel is always a black star): colour is never the only cue.
SHAPES = ("circle", "square", "diamond", "hexagon", "triangle", "pentagon")

_TEXTS = ui_texts_for(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
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


class AngelsBoardSpec(BoardSpec):
    game = "angels"
    js = ("angels_draw.js", "angels_panels.js", "angels_board.js")
    css = ("angels_board.css",)
    texts = _TEXTS
    inline_options = 12

    def board_data(self, game: Any) -> dict[str, Any]:
        b = game.rules.board
        return {
            "tracks": board_tracks(b),
            "reconstructed": bool(getattr(b, "reconstructed", False)),
            "short": short_labels(game.players),
            "shapes": list(SHAPES[: len(game.players)]),
        }

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
        return rules.describe_in(state, action, lang)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        return _TEXTS.text("ways", lang, first=labels[0], n=len(labels))

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        keep = ("index", "angels", "activated", "markers")
        view["tracks"] = [{k: t[k] for k in keep if k in t} for t in view["tracks"]]
        view.pop("reconstructed", None)
        return view


SPEC = AngelsBoardSpec()
