"""The one place that knows how large each game can get: what the ecosystem adapters derive the rest from.

OpenSpiel and PettingZoo need sizes fixed before a game starts: how many distinct actions (``codec``),
how many outcomes a chance node has at most, how long a game can last, the range of the returns, and the
size of an observation. ``bounds_for(info, players, options)`` gives them for a registered game; every
field of every action kind gets a domain (``codec``), read from the game's rules and board where they say
it (angels' squares and yields, planet's spaces and pawns, herds' squares and terrains, the book's hexes).

A game the kit does not know here can declare its own: ``rules.ecosystem_bounds(players)`` returning a
``GameBounds`` (or a mapping of its fields) is used first. A game with neither gets a clear refusal naming
what is missing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .codec import BOOL, Bag, Choices, Domain, Ints, Optional


@dataclass(frozen=True)
class GameBounds:
    """Sizes of one game at one player count (and options)."""

    domains: Mapping[str, Mapping[str, Domain]]  # action kind -> field -> domain
    max_game_length: int  # decisions in a game, at most
    max_chance_outcomes: int = 0  # outcomes of one chance draw, at most (0: no chance)
    min_utility: float = 0.0
    max_utility: float = 1.0
    team: bool = False  # one shared score: every player's return is the same
    tensor_size: int = 1024  # length of an observation tensor (hashed view)
    drop: tuple[str, ...] = field(default_factory=tuple)  # view keys left out of tensors (already elsewhere)


def _angels(rules: Any, n: int) -> GameBounds:
    from ..angels.boarddata import DAYS

    b = rules.board
    squares = max(len(t) for t in b.yields)
    choices = max(len(y) for t in b.yields for y in t)
    # a switch costs one cube a place: at most n switches (n + 1 angels on a track); with free switching
    # any number, up to every cube in play (4 per player of each essence)
    switch_total = n if rules.options.switching != "free" else 12 * n
    # a day's work: its cost, each missing cube replaced by three
    work_total = max(3 * sum(c) for c in b.cost.values())
    return GameBounds(
        domains={
            "choose_cube": {"essence": Ints(0, 3)},
            "gather": {"square": Ints(0, squares), "pay": Bag(3, switch_total), "choice": Ints(0, choices)},
            "move": {"to": Ints(0, len(DAYS))},
            "day_work": {"day": Ints(1, 7), "pay": Bag(3, work_total)},
            "pass": {},
        },
        max_game_length=n * 22,  # a cube each, then 21 rounds of a turn each
        tensor_size=1024,
    )


def _herds(rules: Any, n: int) -> GameBounds:
    from ..herds.boarddata import SQUARES
    from ..herds.state import DIE_FACES, TERRAINS

    sq = {"square": Ints(0, SQUARES), "terrain": Choices(TERRAINS)}
    return GameBounds(
        domains={"place": sq, "place_one": sq},
        max_game_length=SQUARES,
        max_chance_outcomes=len(DIE_FACES),
        tensor_size=2048,
        # the view repeats the board several ways for the board's drawing: keep ``cells``
        drop=("legal", "grid", "tiles", "areas", "area_rows", "herd_rows", "scores"),
    )


def _planet(rules: Any, n: int) -> GameBounds:
    from ..planet.scoring import MAX_SCORE

    spaces = Ints(0, rules.n_spaces)
    slots = Ints(0, rules.n_pawns)
    return GameBounds(
        domains={
            "indicate": {"slot": slots},
            "designate": {"continent": Ints(0, len(rules.board.trays))},
            "place": {"slot": slots, "space": spaces, "need_up": BOOL},
            "flip": {"space": spaces},
            "exchange": {"first": spaces, "second": spaces},
            "look": {"space": spaces},
            "look_move": {"to": spaces},
            "give": {"slot": slots},
            "bacteria_move": {"frm": spaces, "to": spaces},
            "skip": {},
        },
        # a turn per pawn placed: indicate, designate, place, an oxygen's two-step action; a share per
        # bacterium (every seat gives), or a move
        max_game_length=rules.n_pawns * (5 + 2 * n),
        max_chance_outcomes=max(rules.n_pawns, len(rules.board.trays), n),
        min_utility=0.0,
        max_utility=float(MAX_SCORE),
        team=True,
        tensor_size=2048,
        drop=("legal", "aid"),
    )


def _book(rules: Any, n: int) -> GameBounds:
    from ..book.pieces import KIND_NAMES

    F = rules.field(n)
    hexes = Ints(0, F.size)
    seats = Ints(0, n)
    move = {"frm": hexes, "to": hexes}
    altar = {"frm": hexes, "to": hexes, "altar": Optional(hexes)}
    return GameBounds(
        domains={
            "place_throne": {"hex": hexes},
            "flip": {"hex": hexes},
            "travel": altar,
            "eat": move,
            "gallop": altar,
            "mount": move,
            "dismount": altar,
            "fortify": move,
            "congregate": move,
            "move_mountain": {"frm": hexes, "to": hexes, "pull": BOOL},
            "resurrect": {"frm": hexes, "grave": seats, "source": seats, "character": Choices(KIND_NAMES)},
            "prophecy": {"frm": hexes, "grave": Optional(seats)},
            "peek": {"hex": hexes},
            "purge": {"frm": hexes, "grave": Optional(seats)},
            "ekballo": {"frm": hexes, "axis": Ints(0, 3), "grave": seats},
            "crucify": {"frm": hexes, "target": hexes, "grave": seats},
            "cast": move,
        },
        max_game_length=int(rules.options.move_cap) + 4 * n + 8,
        max_chance_outcomes=F.size,
        tensor_size=4096,
        drop=("legal",),
    )


#: the kit's games, by name: (rules, players) -> GameBounds
KNOWN: dict[str, Callable[[Any, int], GameBounds]] = {
    "angels": _angels,
    "herds": _herds,
    "planet": _planet,
    "book": _book,
}


def bounds_for(info: Any, players: int, rules: Any = None) -> GameBounds:
    """The bounds of ``info``'s game for ``players`` players (``rules``: with other options or board)."""
    rules = rules if rules is not None else info.rules
    own = getattr(rules, "ecosystem_bounds", None)
    if own is not None:
        got = own(players)
        return got if isinstance(got, GameBounds) else GameBounds(**dict(got))
    make = KNOWN.get(info.name)
    if make is None:
        raise NotImplementedError(
            f"{info.name}: the ecosystem adapters need its bounds (a domain for every action field, the longest "
            "game, the largest chance draw): add them to genesis_nb/ecosystem/bounds.py KNOWN, or give the rules "
            "an ecosystem_bounds(players) method"
        )
    return make(rules, players)
