"""How large a game can get: what the ecosystem adapters derive the rest from.

OpenSpiel and PettingZoo need sizes fixed before a game starts: how many distinct actions (``codec``),
how many outcomes a chance node has at most, how long a game can last, the range of the returns, and the
size of an observation. ``bounds_for(info, players, rules)`` gives them for a registered game.

Each game declares its own: ``rules.ecosystem_bounds(players)`` returning a ``GameBounds`` (or a mapping
of its fields), every field of every action kind with a domain (``codec``), read from the game's rules and
board where they say it (the kit's games keep theirs in ``genesis_nb/<game>/bounds.py``). Whether the
players share one score comes from the game's type (``GameType.team_score``). A game without bounds gets a
clear refusal naming what is missing.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .codec import Domain


@dataclass(frozen=True)
class GameBounds:
    """Sizes of one game at one player count (and options)."""

    domains: Mapping[str, Mapping[str, Domain]]  # action kind -> field -> domain
    max_game_length: int  # decisions in a game, at most
    max_chance_outcomes: int = 0  # outcomes of one chance draw, at most (0: no chance)
    min_utility: float = 0.0
    max_utility: float = 1.0
    team: bool = False  # one shared score: every player's return is the same (from the game's type)
    tensor_size: int = 1024  # length of an observation tensor (hashed view)
    drop: tuple[str, ...] = field(default_factory=tuple)  # view keys left out of tensors (already elsewhere)


def bounds_for(info: Any, players: int, rules: Any = None) -> GameBounds:
    """The bounds of ``info``'s game for ``players`` players (``rules``: with other options or board)."""
    rules = rules if rules is not None else info.rules
    own = getattr(rules, "ecosystem_bounds", None)
    if own is None:
        raise NotImplementedError(
            f"{info.name}: the ecosystem adapters need its bounds (a domain for every action field, the longest "
            "game, the largest chance draw): give the rules an ecosystem_bounds(players) method returning a "
            "genesis_nb.ecosystem.GameBounds"
        )
    got = own(players)
    bounds = got if isinstance(got, GameBounds) else GameBounds(**dict(got))
    return replace(bounds, team=bool(info.team_score))
