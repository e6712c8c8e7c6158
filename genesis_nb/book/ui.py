"""The book board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

The board is the game's picture (``book.picture``), each hex marked ``hex:<h>``, shown by the shared drawn
board (``js/shell_drawing.js``). Targets (``SPEC.target``) are paths of those keys:

- ``hex:<h>``: flip the face-down piece there, look at it during a Prophecy, or put a Throne there;
- ``hex:<from>>hex:<to>``: every action that takes the piece on ``from`` to ``to`` (travel, eat, gallop,
  mount, dismount, fortify, congregate, move mountain, cast) and a Mob's Crucify of the piece on ``to``
  (one path: the chooser lists them all);
- ``hex:<from>>ab:<name>``: an ability of the piece on ``from`` (resurrect, prophecy, purge, ekballo): a
  button under the board once the piece is selected, whose words say what the ability does and costs.

A click no legal action stands behind means, in the context of the piece selected, the action the rules
then refuse in their own words (``SPEC.meaning``): the Fisher selected and a hex two along clicked is a cast.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from . import actions as A
from .geometry import AXIS_NAMES
from .state import PEEK, THRONES

_TEXTS = ui_texts_for(__file__)
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

_MOVES = (A.Travel, A.Eat, A.Gallop, A.Mount, A.Dismount, A.Fortify, A.Congregate, A.MoveMountain, A.Cast)
_ABILITIES: dict[type, str] = {A.Resurrect: "resurrect", A.Prophecy: "prophecy", A.Purge: "purge", A.Ekballo: "ekballo"}
_BY_NAME = {name: cls for cls, name in _ABILITIES.items()}


def _hex_of(key: str) -> int | None:
    """The hex id of a key ``hex:<h>`` (None for any other key)."""
    if not isinstance(key, str) or not key.startswith("hex:"):
        return None
    digits = key[4:]
    return int(digits) if digits.isdigit() and len(digits) <= 4 else None


class BookBoardSpec(BoardSpec):
    """The board is the game's picture (``book.picture``), each hex marked ``hex:<h>``."""

    game = "book"
    texts = _TEXTS
    inline_options = 6
    inline_budget = 3000

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        """The picture in its wide layout (the players and the legend beside the field, to fit a landscape
        screen), what the last action changed ringed."""
        from ..picture_memo import VIEWS
        from .picture import picture_of
        from .picture_changes import changed

        view = VIEWS.view(game, ply, observer)
        last = changed(VIEWS.view(game, ply - 1, observer), view) if ply > 0 else set()
        return picture_of(view, last, wide=True)

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, (A.Flip, A.Peek, A.PlaceThrone)):
            return f"hex:{action.hex}"
        if isinstance(action, A.Crucify):
            return f"hex:{action.frm}>hex:{action.target}"
        if isinstance(action, _MOVES):
            return f"hex:{action.frm}>hex:{action.to}"
        name = _ABILITIES.get(type(action))
        if name is not None:
            return f"hex:{action.frm}>ab:{name}"
        raise TypeError(f"not a book action: {action!r}")

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """The action in words; an ability's and a Crucify's say what it does and what it costs you."""
        if not isinstance(action, (A.Resurrect, A.Prophecy, A.Purge, A.Ekballo, A.Crucify)):
            return str(rules.describe(action, lang))
        lab, names = rules.lab, state.names
        grave = names[action.grave] if action.grave is not None else ""
        t = _TEXTS.text
        if isinstance(action, A.Resurrect):
            kind = t(f"kind.{action.character}", lang) if action.character in CODES else action.character
            return t("cost.resurrect", lang, hex=lab(action.frm), grave=grave, kind=kind, source=names[action.source])
        if isinstance(action, A.Prophecy):
            key = "cost.prophecy" if action.grave is not None else "cost.prophecy_free"
            return t(key, lang, hex=lab(action.frm), grave=grave)
        if isinstance(action, A.Purge):
            key = "cost.purge" if action.grave is not None else "cost.purge_free"
            return t(key, lang, hex=lab(action.frm), grave=grave)
        if isinstance(action, A.Ekballo):
            axis = AXIS_NAMES[action.axis] if 0 <= action.axis < len(AXIS_NAMES) else str(action.axis)
            return t("cost.ekballo", lang, hex=lab(action.frm), grave=grave, axis=axis)
        return t("cost.crucify", lang, hex=lab(action.frm), grave=grave, target=lab(action.target))

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        frm, _, last = key.partition(">")
        if last.startswith("ab:") and last[3:] in _BY_NAME and _hex_of(frm) is not None:
            # the button of an ability with several ways: what it does and costs, the ways chosen next
            return _TEXTS.text(f"ways.{last[3:]}", lang, hex=rules.lab(_hex_of(frm)), n=len(labels))
        return _TEXTS.text("ways", lang, first=labels[0], n=len(labels))

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """What a click no legal action stands behind means: one hex alone is the set-up's Throne, a look of a
        Prophecy or a flip, as the phase says; a hex after the selected piece is the move that piece would make
        there (a Fisher's cast two hexes along a line, a Horse's gallop, a Mob's Crucify of a piece out of a
        step's reach, an eat of a face-up enemy, a mount, a fortify, a congregate, else a travel); an ability after it
        is that ability. None: nothing to judge."""
        if not isinstance(keys, (list, tuple)) or not 1 <= len(keys) <= 2:
            return None
        field = rules.field(state.n)
        hexes = [_hex_of(k) for k in keys]
        if hexes[0] is None or hexes[0] not in field.hexes:
            return None
        if len(keys) == 1:
            h = hexes[0]
            if state.phase == THRONES:
                return A.PlaceThrone(h)
            return A.Peek(h) if state.phase == PEEK else A.Flip(h)
        frm, to = hexes[0], hexes[1]
        if to is None:
            name = keys[1][3:] if isinstance(keys[1], str) and keys[1].startswith("ab:") else ""
            return self._ability(rules, state, frm, name)
        if to not in field.hexes:
            return None
        return self._move(rules, state, field, frm, to)

    @staticmethod
    def _ability(rules: Any, state: Any, frm: int, name: str) -> Any:
        """An ability not offered, sacrificed into the first opponent's grave, for the rules to judge."""
        actor = rules.actor(state)
        others = [q for q in range(state.n) if q != actor]
        grave = others[0] if others else 0
        if name == "prophecy":
            return A.Prophecy(frm, grave)
        if name == "purge":
            return A.Purge(frm, grave)
        if name == "ekballo":
            return A.Ekballo(frm, 0, grave)
        return None

    @staticmethod
    def _move(rules: Any, state: Any, field: Any, frm: int, to: int) -> Any:
        """The move the piece on ``frm`` would make to ``to``, read from what its player may know."""
        actor = rules.actor(state)
        cells = {c["hex"]: c for c in rules.view(state, actor if actor is not None else "public")["cells"]}
        mine, there = cells.get(frm) or {}, cells.get(to) or {}
        rank = mine.get("rank") if not mine.get("face_down") else None
        riding = [p["kind"] for p in mine.get("pieces") or []][:1] == ["horse"]
        if rank == "fisher" and any(t == to for _over, t in field.cast[frm]):
            return A.Cast(frm, to)
        if (rank == "horse" or riding) and to in field.gallop[frm]:
            return A.Gallop(frm, to)
        if rank == "mob" and there and to not in field.adjacent[frm]:  # out of a step's reach: its Crucify
            others = [q for q in range(state.n) if q != actor]
            return A.Crucify(frm, to, others[0] if others else 0)
        if there and not there.get("face_down") and there.get("pieces"):
            owner, kinds = there.get("owner"), [p["kind"] for p in there["pieces"]]
            if owner == actor and kinds == ["horse"]:
                return A.Mount(frm, to)
            if owner == actor and rank == "guard" and kinds == ["guard"]:
                return A.Fortify(frm, to)
            if owner == actor and rank == "man" and kinds == ["man"]:
                return A.Congregate(frm, to)
            if owner != actor:
                return A.Eat(frm, to)
        return A.Travel(frm, to)


SPEC = BookBoardSpec()
