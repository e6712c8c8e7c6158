"""Game-agnostic pieces shared by the four games: actions, history, chance, errors, catalogue, saving."""

from .actions import ActionRegistry, action
from .boarddata import BoardLoader
from .boundrules import BoundRules
from .catalogue import Catalogue
from .chance import Chance
from .errors import BoardFileError, RuleViolation, SaveFileError
from .game import Game, Step
from .options import JsonOptions
from .phases import Phase, PhaseMachine
from .rules import EVERYTHING, PUBLIC, Event, GameRules, ScoreSheet
from .state import SlotState

__all__ = [
    "ActionRegistry",
    "action",
    "BoardLoader",
    "BoundRules",
    "JsonOptions",
    "SlotState",
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


def __getattr__(name: str) -> object:
    """``Rule`` (module ``core.rule``), made when a catalogue is first read (PEP 562)."""
    if name == "Rule":
        from .rule import Rule

        return Rule
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
