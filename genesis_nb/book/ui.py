"""The book board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

- ``SPEC.board_data(game)``: what never changes and is public: the field's hexes (id, label, axial q
  and r, which board), the players' colours and names, the kinds' short codes.
- ``SPEC.target(state, action)``: what a player clicks for an action: ``hex:<h>`` (flip the face-down
  piece there, look at it during a Prophecy, or put a Throne there in the set-up), ``mv:<from>:<to>``
  (every action that takes a piece from one hex to another: travel, eat, gallop, mount, dismount,
  fortify, congregate, move mountain, cast), ``cr:<from>:<target>`` (crucify), ``ab:<from>:<ability>``
  (Resurrect, Prophecy, Purge, Ekballo: the chooser lists their graves, axes and pieces).
- ``SPEC.dress(view, rules, lang)``: the rules' view made compact for every update (the field goes once
  in board_data; the cells and graves in short form); it sees only the view, so it cannot reveal more.

The JavaScript never decides what is legal: it lights the targets of ``legal`` and sends, for a click on
anything else, the action that click would mean, for the rules to refuse in their own words.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from .actions import (
    Cast,
    Congregate,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Flip,
    Fortify,
    Gallop,
    Mount,
    MoveMountain,
    Peek,
    PlaceThrone,
    Prophecy,
    Purge,
    Resurrect,
    Travel,
)
from .view import field_data

LANGUAGES = ("en",)
_TEXTS = ui_texts_for(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
ui_texts = _TEXTS.texts

#: Two letters per kind and rank class, shown on every piece (its colour is never the only cue).
CODES = {
    "king": "Ki",
    "goliath": "Go",
    "prophet": "Pr",
    "priest": "Pt",
    "horse": "Ho",
    "guard": "Gu",
    "avenger": "Av",
    "man": "Ma",
    "mob": "Mb",
    "fisher": "Fi",
    "throne": "Th",
    "ark": "Ar",
    "altar": "Al",
    "mountain": "Mt",
}
#: One shape per seat, so that players are told apart without their colour.
SHAPES = ("circle", "square", "octagon", "diamond")

_MOVES = (Travel, Eat, Gallop, Mount, Dismount, Fortify, Congregate, MoveMountain, Cast)
_ABILITIES: dict[type[Resurrect | Prophecy | Purge | Ekballo], str] = {
    Resurrect: "resurrect",
    Prophecy: "prophecy",
    Purge: "purge",
    Ekballo: "ekballo",
}


class BookBoardSpec(BoardSpec):
    game = "book"
    js = ("book_draw.js", "book_panels.js", "book_board.js")
    css = ("book_board.css",)
    texts = _TEXTS
    inline_options = 6
    inline_budget = 3000

    def board_data(self, game: Any) -> dict[str, Any]:
        n = len(game.players)
        s = game.state
        return {
            "field": [[c["hex"], c["label"], c["q"], c["r"], c["board"]] for c in field_data(game.rules, n)],
            "colours": list(s.colours),
            "shapes": list(SHAPES[:n]),
            "codes": CODES,
            "reconstructed": bool(game.rules.board.reconstructed),
        }

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, (Flip, Peek, PlaceThrone)):
            return f"hex:{action.hex}"
        if isinstance(action, _MOVES):
            return f"mv:{action.frm}:{action.to}"
        if isinstance(action, Crucify):
            return f"cr:{action.frm}:{action.target}"
        for cls, name in _ABILITIES.items():
            if isinstance(action, cls):
                return f"ab:{action.frm}:{name}"
        raise TypeError(f"not a book action: {action!r}")

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        return _TEXTS.text("ways", lang, first=labels[0], n=len(labels))

    def ui_extra(self, game: Any, ply: int, observer: int | str, lang: str = "en") -> dict[str, Any]:
        """``touched``: the hexes the action that led to the position shown named, in the events
        ``observer`` may hear."""
        if ply <= 0:
            return {"touched": []}
        index = (
            game.rules.board.index_of_label
            if hasattr(game.rules.board, "index_of_label")
            else {label: h for h, label in enumerate(game.rules.board.labels)}
        )
        touched: set[int] = set()
        for e in game.steps[ply - 1].events:
            if not game.rules.event_visible(e, observer):
                continue
            for key in ("hex", "frm", "to"):
                h = index.get(e.data.get(key)) if isinstance(e.data.get(key), str) else None
                if h is not None:
                    touched.add(h)
        return {"touched": sorted(touched)}

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        view.pop("field", None)  # sent once, in board_data
        view.pop("reconstructed", None)
        view["cells"] = [_cell(c) for c in view["cells"]]
        for p in view["players"]:
            p["grave"] = _grave(p["grave"])
        return view


def _cell(c: dict[str, Any]) -> dict[str, Any]:
    """A cell in short form: ``h`` hex, ``d`` face down, ``l`` landmark, ``p`` [[owner, kind], ...] from the
    bottom, ``r`` rank, ``x`` protected, ``k`` known (face down), ``e`` peeked by (seats), ``m`` known to
    be a landmark, ``n`` height (face down); empty values left out."""
    out: dict[str, Any] = {"h": c["hex"]}
    if c.get("face_down"):
        out["d"] = 1
    if c.get("landmark"):
        out["l"] = c["landmark"]
    if c.get("pieces"):
        out["p"] = [[p["owner"], p["kind"]] for p in c["pieces"]]
    if c.get("rank"):
        out["r"] = c["rank"]
    for short, key in (("x", "protected"), ("k", "known"), ("m", "known_landmark")):
        if c.get(key):
            out[short] = 1
    if c.get("peeked_by"):
        out["e"] = list(c["peeked_by"])
    if c.get("face_down") and c.get("height", 1) > 1:
        out["n"] = c["height"]
    return out


def _grave(pieces: list[dict[str, Any]]) -> list[list[Any]]:
    """A grave as [[owner, kind, count], ...] (what is there, not in which order)."""
    counts = Counter((p["owner"], p["kind"]) for p in pieces)
    return [[o, k, n] for (o, k), n in sorted(counts.items(), key=lambda kv: (str(kv[0][0]), kv[0][1]))]


SPEC = BookBoardSpec()
