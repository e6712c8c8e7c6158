"""The planet's actions (``@action``: frozen dataclasses, registered by name), made when first used: importing
the game does not make them (``state`` and the package give them on demand)."""

from __future__ import annotations

from ..core.actions import ActionRegistry, action
from .state import ACTIONS

registry = ActionRegistry("planet")


@action(registry, "indicate")
class Indicate:
    """Step 1 (active player): show everyone which pawn of your hand (slot) you would like to place."""

    slot: int


@action(registry, "designate")
class Designate:
    """Step 2 (previous player): the continent (0..3 = trays A..D) the active player must place on."""

    continent: int


@action(registry, "place")
class Place:
    """Step 3 (active player): put the pawn of ``slot`` on ``space``; ``need_up`` only for an oxygen
    played need (action) side up, which triggers its special action instead of scoring a point."""

    slot: int
    space: int
    need_up: bool = False


@action(registry, "flip")
class Flip:
    """Oxygen 'flip': turn over the element pawn on ``space`` (on the oxygen's continent)."""

    space: int


@action(registry, "exchange")
class Exchange:
    """Oxygen 'exchange': swap the pawns on two spaces, at least one on the oxygen's continent."""

    first: int
    second: int


@action(registry, "look")
class Look:
    """Oxygen 'look-move', first half: secretly look at the pawn on ``space`` (oxygen's continent)."""

    space: int


@action(registry, "look_move")
class LookMove:
    """Oxygen 'look-move', second half: put the pawn looked at on the free space ``to``."""

    to: int


@action(registry, "give")
class Give:
    """Bacterium 'share': the pawn of ``slot`` that you pass to your left-hand neighbour."""

    slot: int


@action(registry, "bacteria_move")
class BacteriaMove:
    """Bacterium 'move': move the element pawn on ``frm`` to the free space ``to`` of another continent."""

    frm: int
    to: int


@action(registry, "skip")
class Skip:
    """Decline an oxygen's special action (only with the option ``oxygen_optional``)."""


__all__ = list(ACTIONS)
