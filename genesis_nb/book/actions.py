"""The actions of THE BOOK game: frozen dataclasses in absolute terms (hexes, directions, graves).

Hexes are the board's global hex ids (``Board.coords``); a grave is named by the seat it belongs to.
A sacrifice names the opponent's grave it goes to (``grave``); an ability used without a sacrifice (a
passive Prophecy or Purge, an Altar Purge) has ``grave=None``. An action never names a piece by what it
is, except Resurrect, which names a kind lying face up in a grave.
"""

from __future__ import annotations

from ..core.actions import ActionRegistry, action

registry = ActionRegistry("book")


@action(registry, "place_throne")
class PlaceThrone:
    """Set-up: put your Throne on the empty hex ``hex`` with your King face up on it (B-SETUP-THRONE)."""

    hex: int


@action(registry, "flip")
class Flip:
    """Turn the face-down piece on ``hex`` face up (B-FLIP)."""

    hex: int


@action(registry, "travel")
class Travel:
    """Move your piece on ``frm`` one hex to ``to`` (B-TRAVEL); ``altar``: the Altar it is carried to
    when ``to`` is a free Altar and another Altar is free (B-ALTAR)."""

    frm: int
    to: int
    altar: int | None = None


@action(registry, "eat")
class Eat:
    """Your piece on ``frm`` eats the enemy on the adjacent hex ``to`` (B-EAT, B-CHART)."""

    frm: int
    to: int


@action(registry, "gallop")
class Gallop:
    """Your Horse (or mounted piece) on ``frm`` gallops to ``to`` (B-GALLOP); ``altar`` as for travel."""

    frm: int
    to: int
    altar: int | None = None


@action(registry, "mount")
class Mount:
    """Your piece on ``frm`` climbs onto your Horse on the adjacent hex ``to`` (B-MOUNT)."""

    frm: int
    to: int


@action(registry, "dismount")
class Dismount:
    """The rider on ``frm`` steps off its Horse onto the adjacent hex ``to`` (B-DISMOUNT)."""

    frm: int
    to: int
    altar: int | None = None


@action(registry, "fortify")
class Fortify:
    """Your Guard on ``frm`` steps onto your Guard on ``to``: an Avenger (B-FORTIFY)."""

    frm: int
    to: int


@action(registry, "congregate")
class Congregate:
    """Your Man on ``frm`` steps onto your Man on ``to``: a Mob (B-CONGREGATE)."""

    frm: int
    to: int


@action(registry, "move_mountain")
class MoveMountain:
    """Your King on ``frm`` steps to the adjacent ``to``, pushing the Mountains in front of it (``pull``
    false) or pulling those behind it (``pull`` true) one hex along (B-MOUNTAIN-MOVE)."""

    frm: int
    to: int
    pull: bool


@action(registry, "resurrect")
class Resurrect:
    """Your King on ``frm`` goes to the grave of seat ``grave``; one of your characters of the kind
    ``character`` ("prophet", ...) from the grave of seat ``source`` comes back face up in its place
    (B-RESURRECT). (Not ``kind``: every action's class has ``kind``, its name in save files.)"""

    frm: int
    grave: int
    source: int
    character: str


@action(registry, "prophecy")
class Prophecy:
    """Your Prophet on ``frm`` prophesies: sacrificed to the grave of seat ``grave`` it lets you look at
    3 face-down pieces (B-PROPHECY); with ``grave`` None (B-PROPHECY-PASSIVE) at 1."""

    frm: int
    grave: int | None = None


@action(registry, "peek")
class Peek:
    """During a Prophecy: the next face-down piece you look at (B-PROPHECY)."""

    hex: int


@action(registry, "purge")
class Purge:
    """Your Priest on ``frm`` purges its neighbours; sacrificed to the grave of seat ``grave`` (B-PURGE),
    or with ``grave`` None when no sacrifice is needed (B-PURGE-PASSIVE, B-ALTAR-PURGE)."""

    frm: int
    grave: int | None = None


@action(registry, "ekballo")
class Ekballo:
    """Your Priest on the Altar ``frm``, sacrificed to the grave of seat ``grave``, eats along the
    line through it on ``axis`` (0 east-west, 1 north-east/south-west, 2 north-west/south-east) (B-EKBALLO)."""

    frm: int
    axis: int
    grave: int


@action(registry, "crucify")
class Crucify:
    """Your Mob on ``frm``, sacrificed to the grave of seat ``grave``, sends the piece on ``target`` to
    your grave (B-CRUCIFY)."""

    frm: int
    target: int
    grave: int


@action(registry, "cast")
class Cast:
    """Your Fisher on ``frm`` hops over the adjacent piece and eats on ``to``, two hexes along (B-CAST)."""

    frm: int
    to: int


MOVES = (
    Travel,
    Eat,
    Gallop,
    Mount,
    Dismount,
    Fortify,
    Congregate,
    MoveMountain,
    Resurrect,
    Prophecy,
    Purge,
    Ekballo,
    Crucify,
    Cast,
)
