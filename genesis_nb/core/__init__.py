"""Game-agnostic pieces shared by the four games: actions, history, chance, errors, catalogue, saving."""

from .actions import ActionRegistry
from .catalogue import Catalogue, Rule
from .chance import Chance
from .errors import BoardFileError, RuleViolation, SaveFileError
from .game import Game, Step
from .phases import Phase, PhaseMachine
from .rules import EVERYTHING, PUBLIC, Event, GameRules, ScoreSheet

__all__ = [
    "ActionRegistry",
    "Catalogue",
    "Rule",
    "Chance",
    "BoardFileError",
    "RuleViolation",
    "SaveFileError",
    "Game",
    "Step",
    "Phase",
    "PhaseMachine",
    "EVERYTHING",
    "PUBLIC",
    "Event",
    "GameRules",
    "ScoreSheet",
]
