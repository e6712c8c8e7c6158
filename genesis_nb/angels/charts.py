"""The angels' chart profile: days as score categories, the dark angel as a row, essence held, rounds of days."""

from __future__ import annotations

from ..charts.profiles import ChartProfile

_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")

#: The pieces' colours, in shades that stay apart for most colour-blind readers (with markers too).
PIECE_COLOURS = {
    "pink": "#E58FC0",
    "gray": "#8C8C8C",
    "purple": "#5D3A9B",
    "yellow": "#E8C800",
    "orange": "#E66100",
    "brown": "#7A4A1E",
}

#: Each day's colour (Okabe & Ito) and hatch: told apart by the pattern too, so that days whose colours
#: look alike to a colour-blind reader (day I and VI, rest and day III under deuteranopia) still differ.
CATEGORY_STYLE = {
    "I": ("#E69F00", " "),
    "II": ("#56B4E9", "/"),
    "III": ("#009E73", "\\"),
    "IV": ("#F0E442", "x"),
    "V": ("#0072B2", "."),
    "VI": ("#D55E00", "+"),
    "rest": ("#CC79A7", "-"),
}

PROFILE = ChartProfile(
    game="angels",
    category_style=lambda cat: CATEGORY_STYLE.get(cat, ("#999999", "o")),
    categories={
        **{d: {"en": f"Day {d}", "nl": f"Dag {d}"} for d in _ROMAN[:6]},
        "rest": {"en": "Rest (day VII)", "nl": "Rust (dag VII)"},
    },
    extra_rows={"dark": {"en": "Dark angel", "nl": "Gevallen engel"}},
    extra_wins=lambda sheet: any(n.startswith("dark_wins") for n in sheet.notes),
    round_of=lambda view: int(view["round"]),
    round_kind="round",
    rounds=21,
    held=lambda view: [sum(p["hand"]) for p in view["players"]],
    player_colours=lambda view: [PIECE_COLOURS.get(p["colour"], "#555555") for p in view["players"]],
    bands=tuple((3 * i + 1, 3 * i + 3, {"en": f"day {d}", "nl": f"dag {d}"}) for i, d in enumerate(_ROMAN)),
    words={
        "title.final": {"en": "Final score: day work and rest", "nl": "Eindstand: dagwerk en rust"},
        "axis.player": {"en": "Angel", "nl": "Engel"},
        "extra.generic": {"en": "not a player", "nl": "geen speler"},
        "note.points_over_time": {
            "en": "day work so far, plus resting points if the game ended then",
            "nl": "dagwerk tot dan, plus rustpunten als het spel toen eindigde",
        },
        "title.held": {"en": "Essence held (cubes in hand)", "nl": "Essentie in bezit (blokjes in de hand)"},
        "axis.held": {"en": "Cubes", "nl": "Blokjes"},
        "won.extra": {"en": "the dark angel won", "nl": "de gevallen engel won"},
        "note.tiebreak": {
            "en": "Tied on points: the tied angel furthest left on day VII wins.",
            "nl": "Gelijk op punten: de gelijke engel die op dag VII het verst links staat wint.",
        },
        "note.shared": {
            "en": "Tied on points and none rests on day VII: they share the win.",
            "nl": "Gelijk op punten en geen van hen rust op dag VII: ze delen de winst.",
        },
        "note.dark_wins": {
            "en": "The dark angel has the top score: no player wins.",
            "nl": "De gevallen engel heeft de hoogste score: geen speler wint.",
        },
        "note.dark_wins_tiebreak": {
            "en": "Tied with the dark angel, which is furthest left on day VII: no player wins.",
            "nl": "Gelijk met de gevallen engel, die op dag VII het verst links staat: geen speler wint.",
        },
        "note.dark_wins_shared": {
            "en": "Tied with the dark angel: no player wins.",
            "nl": "Gelijk met de gevallen engel: geen speler wint.",
        },
    },
)
