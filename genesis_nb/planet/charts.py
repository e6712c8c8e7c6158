"""The planet's chart profile: continents as the parts of one team score, and the levels the team may reach."""

from __future__ import annotations

from ..charts.profiles import ChartProfile

PROFILE = ChartProfile(
    game="planet",
    categories={
        "elements": {"en": "Element pawns (validated continent)", "nl": "Elementpionnen (geldig continent)"},
        "oxygen": {"en": "Oxygen laid element side up", "nl": "Zuurstof met de elementkant boven"},
    },
    team=True,
    levels=(
        ("demigods", {"en": "demigods", "nl": "halfgoden"}),
        ("prophet", {"en": "worthy of a prophet", "nl": "een profeet waardig"}),
        ("college", {"en": "divine college", "nl": "goddelijk college"}),
        ("gods", {"en": "gods", "nl": "goden"}),
    ),
    words={
        "title.final": {"en": "Final score: points per continent", "nl": "Eindstand: punten per continent"},
        "title.so_far": {
            "en": "Points certain so far (after {round} actions)",
            "nl": "Zekere punten tot nu toe (na {round} acties)",
        },
        "axis.player": {"en": "Continent", "nl": "Continent"},
        "note.team": {"en": "Team score {score} of 24: {level}", "nl": "Teamscore {score} van 24: {level}"},
        "note.in_progress": {
            "en": "element pawns count only after the final reveal",
            "nl": "elementpionnen tellen pas na de onthulling aan het eind",
        },
    },
)
