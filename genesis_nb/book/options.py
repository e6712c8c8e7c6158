"""The options of THE BOOK game: one field per reading of docs/book-readings.md (default = our reading).

Each reading's rule id in the catalogue names the option that selects the other reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.options import JsonOptions

MAX_CAP = 100_000

#: option -> (rule id, the values it takes; the first is the default)
CHOICES: dict[str, tuple[str, tuple[Any, ...]]] = {
    "line_gaps": ("B-HEX-LINE", ("stop", "cross")),
    "gallop": ("B-GALLOP-SHAPE", ("bent", "knight")),
    "blind_eat": ("B-EAT-REVEALED", (False, True)),
    "blind_purge": ("B-HIDDEN-TARGETS", (False, True)),
    "perpetual": ("B-PERPETUAL", ("third", "allowed")),
    "cap_result": ("B-CAP", ("score", "draw")),
    "end_count": ("B-END-COUNT", ("all", "characters")),
    "resurrect_from": ("B-RESURRECT-FROM", ("any", "opponents")),
    "rest_count": ("B-REST-COUNT", ("men", "pieces")),
    "rest_spares": ("B-REST-THRONE", ("none", "protected")),
    "curse_horses": ("B-CURSE-MOUNTED", (False, True)),
    "purge_allowed": ("B-PURGE-ALLOWED", ("chart", "any")),
    "crucify_traps": ("B-TRAPS", (False, True)),
    "cast_landmark": ("B-CAST-LANDMARK", ("hidden", "revealed")),
    "passive": ("B-PASSIVE-COUNT", ("now", "ever")),
    "mount_merged": ("B-MOUNT-WHO", (False, True)),
    "mounted_abilities": ("B-MOUNTED-ABILITIES", ("some", "none")),
    "throne_order": ("B-THRONE-ORDER", ("reverse", "clockwise")),
    "altar_choice": ("B-ALTAR-CHOICE", ("choose", "cycle")),
    "crucify_landmark": ("B-CRUCIFY-OWN", ("removed", "revealed")),
    "prophecy_reveal": ("B-PROPHECY-DECLARE", ("together", "each")),
    "expansion": ("B-EDITIONS", ("blood", "manifest")),
}


@dataclass(frozen=True)
class BookOptions(JsonOptions):
    """Readings of the rulebook's open passages (see docs/book-readings.md) and one set-up choice."""

    line_gaps: str = "stop"  # B-HEX-LINE: an edge-to-edge line ends where the field does
    gallop: str = "bent"  # B-GALLOP-SHAPE: the six diagonals
    blind_eat: bool = False  # B-EAT-REVEALED: a normal eat needs a face-up enemy
    blind_purge: bool = False  # B-HIDDEN-TARGETS: Purge and Ekballo take only face-up pieces
    perpetual: str = "third"  # B-PERPETUAL: no third repetition of a position
    move_cap: int = 600  # B-CAP: the game ends after this many actions
    cap_result: str = "score"  # B-CAP: a capped game is scored as it stands
    end_count: str = "all"  # B-END-COUNT: every face-down piece must be flipped
    resurrect_from: str = "any"  # B-RESURRECT-FROM: from any grave
    rest_count: str = "men"  # B-REST-COUNT: a Mob counts as two Men
    rest_spares: str = "none"  # B-REST-THRONE: Rest spares nobody
    curse_horses: bool = False  # B-CURSE-MOUNTED: the Curse leaves Horses be
    purge_allowed: str = "chart"  # B-PURGE-ALLOWED: the Priest's row of the chart
    crucify_traps: bool = False  # B-TRAPS: Crucify sets off no trap
    cast_landmark: str = "hidden"  # B-CAST-LANDMARK: a landmark cast at stays face down, known to be a landmark
    passive: str = "now"  # B-PASSIVE-COUNT: all three face up on the field now
    mount_merged: bool = False  # B-MOUNT-WHO: only single characters mount
    mounted_abilities: str = "some"  # B-MOUNTED-ABILITIES: riders use the abilities that do not move
    throne_order: str = "reverse"  # B-THRONE-ORDER: the last player first, then backwards
    altar_choice: str = "choose"  # B-ALTAR-CHOICE: the player picks the Altar
    crucify_landmark: str = "removed"  # B-CRUCIFY-OWN: a crucified landmark leaves the game
    prophecy_reveal: str = "together"  # B-PROPHECY-DECLARE: the pieces are seen once all are named
    expansion: str = "blood"  # B-EDITIONS: the third player's colour (red; "manifest": blue)

    def __post_init__(self) -> None:
        for name, (_, values) in CHOICES.items():
            v = getattr(self, name)
            if isinstance(values[0], bool):
                if not isinstance(v, bool):
                    raise ValueError(f"option {name} must be true or false, not {v!r:.40}")
            elif not isinstance(v, str) or v not in values:
                raise ValueError(f"option {name} must be one of {', '.join(values)}, not {v!r:.40}")
        cap = self.move_cap
        if isinstance(cap, bool) or not isinstance(cap, int) or not 1 <= cap <= MAX_CAP:
            raise ValueError(f"option move_cap must be a whole number from 1 to {MAX_CAP}, not {cap!r:.40}")

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> BookOptions:
        if data is not None and not isinstance(data, Mapping):
            raise ValueError("options are a table of names and values")
        return cls(**cls.known(data))

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults."""
        base = BookOptions()
        return {k: v for k, v in self.to_json().items() if getattr(base, k) != v}
