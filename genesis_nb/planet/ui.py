"""The planet board's part of the shared board layer (``board.spec.BoardSpec``); no Jupyter imports.

The board is the game's picture (``planet.picture``, drawn from ``rules.view(state, observer)`` only, so a
seat's board shows the needs that seat knows and nothing more); it marks what a player clicks:

- ``hand:<slot>``: a pawn of the hand of the player who decides (indicate; give, in a share);
- ``cont:<c>``: a continent (designate);
- ``space:<id>``: a space (flip, look, look-move);
- paths of two keys (``BoardSpec.target``): a place is ``hand:<slot>>space:<id>`` (the pawn, then the space;
  an oxygen's two sides are the chooser's two options); an oxygen's exchange ``space:<a>>space:<b>`` (a pawn
  on the oxygen's continent first, as the rules list the swap; the other order means the same swap,
  ``meaning``), a bacterium's move ``space:<from>>space:<to>``;
- ``skip`` (declining an oxygen's action): no mark, so a button under the board.

``SPEC.meaning`` reads an unlit click in the context of the keys selected before it (a pawn chosen, then a
space: placing it there; a space alone: the pawn indicated there, as it is chosen already) and gives the action
it would be: the rules play it when they allow it, and say why not in their own words otherwise.
``SPEC.drawing`` rings what the last action changed and the pawn just drawn, and says what the player who
decides is to do.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..board.spec import BoardSpec
from ..board.texts import ui_texts_for
from .boarddata import OXYGEN
from .state import (
    BacteriaMove,
    Designate,
    Exchange,
    Flip,
    Give,
    Indicate,
    Look,
    LookMove,
    Place,
    Skip,
)

_TEXTS = ui_texts_for(__file__)
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text

#: One shape per seat (players have no colour in planet; the shape and initial tell seats apart).
SHAPES = ("circle", "square", "diamond", "hexagon")


def short_labels(names: Sequence[str]) -> list[str]:
    """A short, distinct label per seat for its token: the initials when they differ, else 1, 2, ..."""
    first = [(str(n).strip()[:1] or "?").upper() for n in names]
    return first if len(set(first)) == len(first) else [str(i + 1) for i in range(len(names))]


# -------------------------------------------------------------------------------------------- needs
def need_short(need: Mapping[str, Any], lang: str = "en") -> str:
    """A need as a tag short enough to print on a pawn ('on sand', '+plant −animal')."""
    kind = need["kind"]
    params = {k: need[k] for k in ("soil", "action") if k in need}
    for k in ("linked", "not_linked"):
        if k in need:
            params[k] = ui_text(f"kind.{need[k]}", lang)
    if "soil" in params:
        params["soil"] = ui_text(f"soil.{params['soil']}", lang)
    if "action" in params:
        params["action"] = ui_text(f"action.{params['action']}", lang)
    return ui_text(f"need_short.{kind}", lang, **params)


# ------------------------------------------------------------------------------------------- the spec
def _number(key: str, prefix: str) -> int | None:
    """The number of a board key (``space:12`` -> 12), or None when the key is not of that kind."""
    rest = key[len(prefix) :] if key.startswith(prefix) else ""
    return int(rest) if rest.isdigit() and len(rest) < 4 else None


def drawn_pawn(game: Any, ply: int, observer: int | str) -> tuple[int, int] | None:
    """The seat and hand slot of the pawn drawn by the action that led to the position after ``ply`` actions, as
    ``observer`` heard it (every player sees a drawn pawn's colour), or None."""
    if ply <= 0:
        return None
    rules = game.rules
    state = game.state_at(ply)
    for e in game.steps[ply - 1].events:
        seat = e.data.get("seat")
        if e.kind == "draw" and rules.event_visible(e, observer) and isinstance(seat, int) and state.hands[seat]:
            return seat, len(state.hands[seat]) - 1
    return None


class PlanetBoardSpec(BoardSpec):
    """The board is the game's picture (``planet.picture``): hands' pawns, continents and spaces marked."""

    game = "planet"
    hint_bot = "heuristic"
    texts = _TEXTS

    def target(self, state: Any, action: Any) -> str:
        if isinstance(action, (Indicate, Give)):
            return f"hand:{action.slot}"
        if isinstance(action, Designate):
            return f"cont:{action.continent}"
        if isinstance(action, Place):
            return f"hand:{action.slot}>space:{action.space}"
        if isinstance(action, (Flip, Look)):
            return f"space:{action.space}"
        if isinstance(action, LookMove):
            return f"space:{action.to}"
        if isinstance(action, Exchange):  # the other order: ``meaning`` (the same swap)
            return f"space:{action.first}>space:{action.second}"
        if isinstance(action, BacteriaMove):
            return f"space:{action.frm}>space:{action.to}"
        if isinstance(action, Skip):
            return "skip"
        raise TypeError(f"not a planet action: {action!r}")

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """Hand slots named by their pawn's colour (public: every player sees the colours of a hand)."""
        if isinstance(action, Skip):
            oxygen = state.board[rules.layout(state).white_space[state.target]] if state.target >= 0 else -1
            action = rules.action_of[oxygen] if oxygen >= 0 else "flip"
            return _TEXTS.text("label.skip", lang, action=_TEXTS.text(f"action.{action}", lang))
        hand = state.hands[state.turn] if isinstance(action, (Indicate, Place)) else None
        if isinstance(action, Give):
            seat = rules.share_next(state)
            hand = state.hands[seat] if seat >= 0 else None
        slot = getattr(action, "slot", None)
        if hand is None or not isinstance(slot, int) or not 0 <= slot < len(hand):
            return rules.describe(action, lang)
        colour = _TEXTS.text(f"colour.{rules.colour[hand[slot]]}", lang)
        if isinstance(action, Indicate):
            return _TEXTS.text("label.indicate", lang, colour=colour)
        if isinstance(action, Give):
            return _TEXTS.text(
                "label.give", lang, colour=colour, name=state.names[(rules.share_next(state) + 1) % state.n]
            )
        space = rules.labels[action.space]
        if rules.colour[hand[slot]] == "white":
            return _TEXTS.text("label.place_up" if action.need_up else "label.place_point", lang, space=space)
        return _TEXTS.text("label.place", lang, colour=colour, space=space)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        if len(labels) == 1:
            return labels[0]
        if state.phase == "place":  # two ways to lay a pawn on a space: an oxygen's sides
            return _TEXTS.text("side_title", lang)
        return _TEXTS.text("target.ways", lang, first=labels[0], n=len(labels))

    def drawing(self, game: Any, ply: int, observer: int | str, lang: str, prefs: dict[str, Any]) -> str:
        """The picture as ``observer`` sees it, what the last action changed ringed, the pawn just drawn marked,
        and what the player who decides is to do."""
        from ..picture_memo import VIEWS
        from .picture import Picture, changed

        rules = game.rules
        view = VIEWS.view(game, ply, observer)
        ring = changed(VIEWS.view(game, ply - 1, observer), view) if ply > 0 else set()
        return Picture(rules, view, ring, lang, drawn=drawn_pawn(game, ply, observer), live=True).svg()

    def meaning(self, rules: Any, state: Any, keys: Sequence[str]) -> Any:
        """An unlit click as the action it would be, the keys selected before it giving the context: a pawn of
        the hand, then a space: placing it there; a pawn on the board, then another space: the exchange or the
        bacterium's move between them. None: nothing the rules could judge."""
        key, before = keys[-1], list(keys[:-1])
        phase = state.phase
        slot, cont, space = _number(key, "hand:"), _number(key, "cont:"), _number(key, "space:")
        if key == "skip":
            return Skip()
        if cont is not None:
            return Designate(cont)
        if slot is not None:
            if phase == "share":
                return Give(slot)
            if phase == "place":
                return Place(slot, _first_free(rules, state, slot))
            return Indicate(slot)
        if space is None or space >= rules.n_spaces:
            return None
        picked = [n for n in (_number(k, "hand:") for k in before) if n is not None]
        chosen = [n for n in (_number(k, "space:") for k in before) if n is not None]
        if phase == "place":
            if picked:
                return Place(picked[-1], space)
            # a space alone: the pawn indicated (chosen already) there, an oxygen's side being the chooser's
            indicated = max(state.indicated, 0)
            if _oxygen_in_hand(rules, state, indicated) and _may_place(rules, state, indicated, space):
                return None  # which side up: the oxygen, then the space, and the chooser says
            return Place(indicated, space)
        if phase == "flip":
            return Flip(space)
        if phase == "look":
            return Look(space)
        if phase == "look_move":
            return LookMove(space)
        if phase == "exchange":
            if chosen:
                return Exchange(chosen[-1], space)
            # a pawn alone, unlit (the lit ones lie on the oxygen's continent): no pawn there, an oxygen: the rules
            # say why; an element pawn elsewhere: every swap of it with another pawn elsewhere, for the chooser to
            # offer and the rules to refuse (the swaps it may make begin on the oxygen's continent)
            if not _element_on(rules, state, space):
                return Exchange(space, next((g for g in range(rules.n_spaces) if g != space), space))
            legal = rules.legal_actions(state)
            here = {a.first for a in legal if isinstance(a, Exchange)}
            if space in here:
                return None  # lit: a click on it chooses it
            far = [g for g in range(rules.n_spaces) if g != space and g not in here and _element_on(rules, state, g)]
            return [Exchange(min(space, g), max(space, g)) for g in far] or None
        if phase == "bacteria_move":
            return BacteriaMove(chosen[-1], space) if chosen else _moves_through(rules, state, space)
        return Place(0, space)  # indicate, designate, share: the rules say what is to be done now


def _first_free(rules: Any, state: Any, slot: int) -> int:
    """Where a pawn of the hand not lit would go: the first space it could take on the designated continent (an
    oxygen's the white space), for the rules to say why it cannot."""
    lay = rules.layout(state)
    c = state.designated if state.designated >= 0 else 0
    hand = state.hands[state.turn]
    oxygen = 0 <= slot < len(hand) and rules.kind[hand[slot]] == OXYGEN
    if oxygen:
        return lay.white_space[c]
    free = [g for g in lay.elements[c] if state.board[g] < 0]
    return (free or list(lay.elements[c]))[0]


def _moves_through(rules: Any, state: Any, space: int) -> Any:
    """A space clicked alone while a bacterium moves a pawn (the lit ones are the pawns that may go): a pawn there
    (an oxygen): its moves; a space with none: the moves onto it the rules refuse; for the chooser to offer and the
    rules to say why not. Only one: that one; none: the space alone (the rules say there is no pawn there)."""
    legal = set(rules.legal_actions(state))
    lay = rules.layout(state)
    others = [g for g in range(rules.n_spaces) if g != space and lay.continent[g] != lay.continent[space]]
    if state.board[space] >= 0:
        found = [BacteriaMove(space, g) for g in others if state.board[g] < 0 and not lay.white[g]]
    else:
        found = [BacteriaMove(g, space) for g in others if state.board[g] >= 0]
    found = [m for m in found if m not in legal]
    if not found:
        return BacteriaMove(space, space)
    return found[0] if len(found) == 1 else found


def _oxygen_in_hand(rules: Any, state: Any, slot: int) -> bool:
    """Whether the pawn of ``slot`` in the active player's hand is an oxygen."""
    hand = state.hands[state.turn]
    return 0 <= slot < len(hand) and rules.kind[hand[slot]] == OXYGEN


def _may_place(rules: Any, state: Any, slot: int, space: int) -> bool:
    """Whether the pawn of ``slot`` may go on ``space`` now (on some side)."""
    return any(isinstance(a, Place) and a.slot == slot and a.space == space for a in rules.legal_actions(state))


def _element_on(rules: Any, state: Any, space: int) -> bool:
    """Whether an element pawn lies on ``space``."""
    p = state.board[space]
    return p >= 0 and rules.kind[p] < OXYGEN


SPEC = PlanetBoardSpec()
