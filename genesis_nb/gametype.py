"""What kind of game a game is (``GameInfo.type``), read from its rules when first asked for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameType:
    """What kind of game it is, in one place (read from the game's rules; OpenSpiel's ``GameType`` in spirit)."""

    min_players: int
    max_players: int
    #: whether dice, draws or shuffles decide part of the game
    chance: bool
    #: whether some observer may not know part of the position
    hidden_information: bool
    #: whether the players share one score (a cooperative game)
    team_score: bool
    #: the languages its words are written in
    languages: tuple[str, ...]

    @classmethod
    def of(cls, rules: Any) -> GameType:
        return cls(
            min_players=int(rules.min_players),
            max_players=int(rules.max_players),
            chance=bool(getattr(rules, "chance", False)),
            hidden_information=bool(getattr(rules, "hidden_information", False)),
            team_score=bool(getattr(rules, "team_score", False)),
            languages=tuple(rules.catalogue.languages),
        )

    def words(self) -> list[str]:
        """The kind of game in three short phrases (for the notebook index)."""
        return [
            "hidden information" if self.hidden_information else "open information",
            "chance" if self.chance else "no chance",
            "one team" if self.team_score else "each for themselves",
        ]
