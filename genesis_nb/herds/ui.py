"""The herds board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

- ``SPEC.board_data(game)``: what never changes in a game: the grid's size and names, where the
  volcanoes, tar pits and the river are, which squares a game of that many players uses, the species'
  marks (a shape and a letter each: the rulebook's colours are the terrains').
- ``SPEC.target(state, action)``: what a player clicks for an action: ``sq:<square>`` (a tile there:
  its actions are the terrains the dice allow, ``place``, and those of the one-tile turn, ``place_one``).
- ``SPEC.dress(view, rules, lang)``: the rules' view (``herds.view``) without its verbose parts
  (``grid``, ``tiles``, the long ``areas`` list) and
  without what ``board_data`` holds; the board draws the view's compact keys (``cells``, ``area_rows``,
  ``herd_rows``, ``order``, ``largest``, ``terrain_bonus``, ``cut_off``, ``how``, ``end_reason``), and
  dress adds ``end_words`` (the end reason in words, the catalogue's).
- ``SPEC.ui_extra(game, ply, observer)``: ``last``, the squares of the turn that led to the position
  shown, read from the events ``observer`` may hear.
- ``SPEC.prefs``: ``scoring`` (the overlay "if the game ended now": None = only once the game is over,
  True = shown, False = hidden).

The JavaScript never decides what is legal: it lights the squares the wire lists and the terrains the
view's ``legal`` lists, and sends any other click as the action it would mean, for the rules to refuse
in their own words.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from .boarddata import COLUMNS, NAMES, RIVER_AFTER, ROWS, SQUARES
from .state import SPECIES, SPECIES_LETTERS, TERRAIN_LETTERS, TERRAINS, Place, PlaceOne
from .view import cut_off

#: One mark per species, a shape and a letter (the notation's), never a colour: the rulebook's colours
#: are the terrains'. The board draws them black on white.
SHAPES = ("triangle", "square", "circle", "hexagon")
#: The parts of the rules' view the board does not sync (verbose, or fixed and in ``board_data``).
VERBOSE = ("grid", "tiles", "areas", "game", "size", "river_after", "two_player_part_only", "reconstructed")

_TEXTS = ui_texts_for(__file__)
_messages = _TEXTS.messages
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text

__all__ = ["SPEC", "HerdsBoardSpec", "board_data", "cut_off", "last_tiles", "ui_texts", "ui_text", "ui_message_keys"]


def board_data(rules: Any, n: int) -> dict[str, Any]:
    """What never changes during a game of ``n`` players on this board."""
    b = rules.board
    playable = b.playable(n)
    return {
        "columns": COLUMNS,
        "rows": ROWS,
        "river_after": RIVER_AFTER,
        "kinds": "".join(b.kinds),  # '.' land, 'V' volcano, 'T' tar pit, per square
        "in_play": [bool(playable[sq]) for sq in range(SQUARES)],
        "two_player": n == 2,
        "names": list(NAMES),
        "terrains": list(TERRAINS),
        "terrain_letters": TERRAIN_LETTERS,
        "species": list(SPECIES),
        "species_letters": SPECIES_LETTERS,
        "shapes": list(SHAPES),
        "reconstructed": bool(b.reconstructed),
    }


def _visible_events(game: Any, ply: int, observer: int | str) -> list[Any]:
    """The events of the action that led to the position after ``ply`` actions that ``observer`` hears."""
    rules = game.rules
    return [e for e in game.steps[ply - 1].events if rules.event_visible(e, observer)]


def last_tiles(game: Any, ply: int, observer: int | str = "public") -> list[int]:
    """The squares of the tiles placed in the turn that led to the position after ``ply`` actions (the
    last tile, and the first tile of the same turn when the last was the second), as ``observer`` heard."""
    out: list[int] = []
    k = ply
    while k > 0:
        placed = [e.data for e in _visible_events(game, k, observer) if e.kind in ("place", "place_one")]
        out.extend(p["index"] for p in placed)
        if not placed or placed[-1].get("tile") != 2:
            break
        k -= 1
    return sorted(out)


class HerdsBoardSpec(BoardSpec):
    """The board is the game's picture (``herds.picture``), each square marked ``sq:<square>``."""

    game = "herds"
    texts = _TEXTS
    #: a square stands for up to eight actions (four terrains from the dice, four as the one-tile turn):
    #: they are fetched when the square is clicked, so that an update never carries 118 x 8 of them
    inline_options = 0
    prefs = {"scoring": (None, True, False)}

    def board_data(self, game: Any) -> dict[str, Any]:
        return board_data(game.rules, len(game.players))

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, (Place, PlaceOne)):
            return f"sq:{action.square}"
        raise TypeError(f"not a herds action: {action!r}")

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        key = "opt_one" if isinstance(action, PlaceOne) else "opt_dice"
        terrain = _TEXTS.text(f"terrain_{action.terrain}", lang)
        return _TEXTS.text(key, lang, Terrain=terrain[:1].upper() + terrain[1:], square=NAMES[action.square])

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        return _TEXTS.text("target_ways", lang, square=NAMES[int(key[3:])], n=len(labels))

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        for key in VERBOSE:
            view.pop(key, None)
        reason = view.get("end_reason")
        if reason:
            view["end_words"] = str(rules.catalogue.word(f"word.end_{reason}", lang))
        return view

    def ui_extra(self, game: Any, ply: int, observer: int | str, lang: str = "en") -> dict[str, Any]:
        return {"last": last_tiles(game, ply, observer)}

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        """The picture, the tiles of the turn just played ringed, the scoring drawn as the board's setting says."""
        from ..picture_memo import VIEWS
        from .picture import Picture

        view = VIEWS.view(game, ply, observer)  # the view the board sends too
        return Picture(view, lang, set(last_tiles(game, ply, observer)), prefs.get("scoring")).svg()

    def toggles(self, view: dict[str, Any], prefs: dict[str, Any], lang: str) -> list[dict[str, Any]]:
        """One button: the scoring on the board (by default only once the game is over) shown or hidden."""
        setting = prefs.get("scoring")
        shown = bool(view.get("over")) if setting is None else bool(setting)
        key = "scoring_hide" if shown else ("scoring_show_final" if view.get("over") else "scoring_show")
        return [{"name": "scoring", "value": not shown, "label": _TEXTS.text(key, lang), "pressed": shown}]

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """A square clicked may mean a tile of any terrain there, from the dice or as the one-tile turn: the chooser
        offers those the rules refuse too (after the legal ones), so that the rules can say why."""
        key = keys[-1]
        if len(keys) != 1 or not key.startswith("sq:") or not key[3:].isdigit() or int(key[3:]) >= SQUARES:
            return None
        sq = int(key[3:])
        return [Place(square=sq, terrain=t) for t in TERRAINS] + [PlaceOne(square=sq, terrain=t) for t in TERRAINS]


SPEC = HerdsBoardSpec()
