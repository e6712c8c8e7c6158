"""What the shared charts need to know about one game: words, rounds, what a player holds, colours.

A profile only READS what the rules model publishes (its ``ScoreSheet``, its ``view`` and its events);
it never recomputes a rule. A game without a profile still gets charts (the ``generic`` profile):
its score categories as they are named, no held-pieces figure, x = position in the history.

A new game registers its profile with ``register(ChartProfile(game="herds", ...))``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core.rules import ScoreSheet

Words = Mapping[str, Mapping[str, str]]

#: Okabe & Ito's colour-blind safe palette (without black), for score categories.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")
#: Hatch patterns to tell categories apart beyond the palette's seven colours.
HATCHES = ("", "/", "\\", "x", ".", "+", "-")
#: Line colours for players when a game has no piece colours (Okabe & Ito again, darker first).
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
#: Marker shapes by seat, so lines are told apart without colour.
SEAT_MARKERS = ("circle", "square", "triangle", "diamond", "inverted_triangle", "hex")
EXTRA_COLOUR = "#000000"


def _dark_text(fill: str) -> bool:
    """Whether text on ``fill`` should be black (light fill) rather than white."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 140


def label_colour(fill: str) -> str:
    return "#000000" if _dark_text(fill) else "#FFFFFF"


@dataclass(frozen=True)
class ChartProfile:
    """One game's charting facts. Every callable receives what the rules model published."""

    game: str
    #: score category -> {lang: label}; categories not listed are shown under their own name
    categories: Words = field(default_factory=dict)
    #: score-sheet rows that are not players (angels: the dark angel) -> {lang: label}
    extra_rows: Words = field(default_factory=dict)
    #: whether a non-player row took the game (from the sheet's winners and notes)
    extra_wins: Callable[[ScoreSheet], bool] = lambda sheet: not sheet.winners
    #: the round a view is in (None: x is the position in the history)
    round_of: Callable[[Mapping[str, Any]], int] | None = None
    #: the event kind that starts a round (history samples are taken just after it)
    round_kind: str | None = None
    #: the number of rounds of a whole game, if fixed
    rounds: int | None = None
    #: pieces each player holds, by seat, from a view (None: no "held" figure)
    held: Callable[[Mapping[str, Any]], Sequence[int]] | None = None
    #: the players' own colours, by seat, from a view (None: a colour-blind safe palette)
    player_colours: Callable[[Mapping[str, Any]], Sequence[str]] | None = None
    #: shaded stretches of rounds with a label: (first round, last round, {lang: label})
    bands: Sequence[tuple[int, int, Mapping[str, str]]] = ()
    #: words that replace or add to ``words.WORDS`` for this game (also ``note.<sheet note>``)
    words: Words = field(default_factory=dict)
    #: the sheet ``score_breakdown`` draws for a game (None: ``game.scores()``), e.g. one category per area
    sheet_of: Callable[[Any], ScoreSheet] | None = None
    #: a category's (fill, hatch) (None: the Okabe & Ito palette in order, then hatches)
    category_style: Callable[[str], tuple[str, str]] | None = None
    #: the legend entry a category belongs to, ``(category, lang) -> label`` (None: one entry per category)
    legend_group: Callable[[str, str], str] | None = None
    #: a cooperative game: the sheet's rows are parts of ONE shared score (``ScoreSheet.team``), such as
    #: planet's continents, not players; no row is "not a player" and no row wins
    team: bool = False
    #: the levels a team may reach (``ScoreSheet.level``), lowest first: (level, {lang: label})
    levels: Sequence[tuple[str, Mapping[str, str]]] = ()

    def level_label(self, level: str, lang: str) -> str:
        for name, table in self.levels:
            if name == level:
                return table.get(lang) or table["en"]
        return level

    def category_label(self, cat: str, lang: str) -> str:
        table = self.categories.get(cat)
        return (table.get(lang) or table["en"]) if table else cat

    def row_label(self, row: Any, lang: str) -> str:
        table = self.extra_rows.get(row)
        return (table.get(lang) or table["en"]) if table else str(row)

    def category_colours(self, cats: Sequence[str]) -> list[str]:
        if self.category_style is not None:
            return [self.category_style(c)[0] for c in cats]
        return [OKABE_ITO[i % len(OKABE_ITO)] for i in range(len(cats))]

    def category_hatches(self, cats: Sequence[str]) -> list[str]:
        if self.category_style is not None:
            return [self.category_style(c)[1] for c in cats]
        return [HATCHES[(i // len(OKABE_ITO)) % len(HATCHES)] for i in range(len(cats))]

    def colours_for(self, view: Mapping[str, Any] | None, n: int) -> list[str]:
        if view is not None and self.player_colours is not None:
            return list(self.player_colours(view))
        return [SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in range(n)]


GENERIC = ChartProfile(game="generic")
_PROFILES: dict[str, ChartProfile] = {}


def register(profile: ChartProfile) -> ChartProfile:
    _PROFILES[profile.game] = profile
    return profile


def profile_for(game_or_name: Any = None, sheet: ScoreSheet | None = None) -> ChartProfile:
    """The profile of a game (a ``Game``, its rules' name, or guessed from a sheet's categories)."""
    if isinstance(game_or_name, ChartProfile):
        return game_or_name
    name = game_or_name if isinstance(game_or_name, str) else None
    if name is None and game_or_name is not None:
        name = getattr(getattr(game_or_name, "rules", None), "name", None)
    if name is not None:
        return _PROFILES.get(name, GENERIC)
    if sheet is not None:
        for p in _PROFILES.values():
            if (
                p.categories
                and set(sheet.categories) == set(p.categories)
                and any(r in sheet.rows for r in p.extra_rows)
            ):
                return p
    return GENERIC


# ------------------------------------------------------------------------------------ angels
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")

#: The pieces' colours, in shades that stay apart for most colour-blind readers (with markers too).
ANGEL_COLOURS = {
    "pink": "#E58FC0",
    "gray": "#8C8C8C",
    "purple": "#5D3A9B",
    "yellow": "#E8C800",
    "orange": "#E66100",
    "brown": "#7A4A1E",
}

#: Each day's colour (Okabe & Ito) and hatch: told apart by the pattern too, so that days whose colours
#: look alike to a colour-blind reader (day I and VI, rest and day III under deuteranopia) still differ.
ANGELS_CATEGORY_STYLE = {
    "I": ("#E69F00", " "),
    "II": ("#56B4E9", "/"),
    "III": ("#009E73", "\\"),
    "IV": ("#F0E442", "x"),
    "V": ("#0072B2", "."),
    "VI": ("#D55E00", "+"),
    "rest": ("#CC79A7", "-"),
}

ANGELS = register(
    ChartProfile(
        game="angels",
        category_style=lambda cat: ANGELS_CATEGORY_STYLE.get(cat, ("#999999", "o")),
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
        player_colours=lambda view: [ANGEL_COLOURS.get(p["colour"], "#555555") for p in view["players"]],
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
)


# ------------------------------------------------------------------------------------ planet
PLANET = register(
    ChartProfile(
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
)


# ------------------------------------------------------------------------------------ herds
#: The terrains' colours on the herds board, each with its own hatch (colour is never the only cue).
HERDS_TERRAINS = {
    "forest": ("#2E7A3C", "x"),
    "savannah": ("#E9C654", '"'),
    "mountain": ("#A19C93", "/"),
    "wetland": ("#3B7DC4", "v"),
}
HERDS_BONUS = ("#5E5E5E", ".")


def _herds_terrain_of(cat: str) -> str | None:
    """The terrain of a breakdown category: an area's ("A5 forest, 6 tiles, x2") or a terrain's own."""
    if cat in HERDS_TERRAINS:
        return cat
    parts = cat.split()
    if len(parts) > 1 and parts[1].rstrip(",") in HERDS_TERRAINS:
        return parts[1].rstrip(",")
    return None


def herds_area_sheet(game: Any) -> ScoreSheet:
    """Points per area and per player "if the game ended now", read from ``rules.score_details``: one
    category per area that gives points, in the rulebook's scoring order (largest bonus first), named
    ``"A<n> <terrain>, <size> tiles"`` plus ``", x3"`` / ``", x2"`` for a bonus. Totals equal
    ``game.scores()``; winners and notes are that sheet's. With no area scoring yet: ``game.scores()``."""
    sheet = game.scores()
    details = game.rules.score_details(game.state)
    areas = {a["id"]: a for a in details["areas"]}
    cats: list[str] = []
    rows: dict[int | str, dict[str, int]] = {key: {} for key in sheet.rows}
    for aid in details["order"]:
        a = areas[aid]
        if not any(a["points"].values()):
            continue
        label = f"{aid} {a['terrain']}, {a['size']} tiles" + (f", x{a['multiplier']}" if a["multiplier"] > 1 else "")
        cats.append(label)
        for key in rows:  # the details count points by player name; the sheet's rows are seats
            rows[key][label] = int(a["points"].get(sheet.label(key), 0))
    if not cats:
        return sheet
    return ScoreSheet(cats, rows, dict(sheet.labels), winners=list(sheet.winners), notes=list(sheet.notes))


HERDS = register(
    ChartProfile(
        game="herds",
        categories={**{t: {"en": t} for t in HERDS_TERRAINS}, "bonus": {"en": "bonus (x2, x3)"}},
        round_of=lambda view: int(view["rolls"]),
        round_kind="roll",
        held=lambda view: [int(p["total_left"]) for p in view["players"]],
        words={
            "title.final": {"en": "Final score, area by area"},
            "title.so_far": {"en": "Score if the game ended now (turn {round}), area by area"},
            "legend.category": {"en": "Areas of"},
            "title.points_over_time": {"en": "Points if the game ended now, turn by turn"},
            "note.points_over_time": {"en": "each point: the score of the board at the start of that turn"},
            "title.held": {"en": "Tiles still in hand"},
            "axis.held": {"en": "Tiles"},
            "axis.round": {"en": "Turn"},
            "x.round": {"en": "turn {round}"},
            "x.before": {"en": "before turn {round}"},
            "x.round_now": {"en": "turn {round}, now"},
            "note.shared": {"en": "Tied on points: they share the win (the rulebook names no tie-break)."},
        },
        sheet_of=herds_area_sheet,
        category_style=lambda cat: HERDS_TERRAINS.get(_herds_terrain_of(cat) or "", HERDS_BONUS),
        legend_group=lambda cat, lang: _herds_terrain_of(cat) or "bonus (x2, x3)",
    )
)


# ------------------------------------------------------------------------------------ book
#: The book's colours, darkened where the board's own (gold, silver) would vanish on white; each seat
#: also has its own marker, so the lines are told apart without colour.
BOOK_COLOURS = {"gold": "#B8860B", "silver": "#6B7785", "red": "#C0392B", "blue": "#2F6FD6"}
#: Each kind of piece in a grave (its star points): a colour of Okabe & Ito's AND a hatch; own pieces
#: (which count against the grave's player) in red with crosses.
BOOK_CATEGORY_STYLE = {
    "king": ("#E69F00", " "),
    "goliath": ("#56B4E9", "/"),
    "prophet": ("#009E73", "\\"),
    "priest": ("#F0E442", "x"),
    "horse": ("#0072B2", "."),
    "guard": ("#D55E00", "+"),
    "man": ("#CC79A7", "-"),
    "fisher": ("#999999", "o"),
    "own": ("#B3261E", "x"),
}
_BOOK_KINDS = {
    "king": "Kings (7 each)",
    "goliath": "Goliaths (6)",
    "prophet": "Prophets (5)",
    "priest": "Priests (4)",
    "horse": "Horses (3)",
    "guard": "Guards (2)",
    "man": "Men (1)",
    "fisher": "Fishers (0)",
    "own": "own pieces (count against)",
}


def _book_face_up(view: Mapping[str, Any]) -> list[int]:
    """Characters each player has face up on the field (a stack counts each of its pieces)."""
    out = [0] * len(view["players"])
    for c in view["cells"]:
        if not c.get("face_down") and isinstance(c.get("owner"), int):
            out[c["owner"]] += len(c.get("pieces") or ())
    return out


BOOK = register(
    ChartProfile(
        game="book",
        categories={k: {"en": v} for k, v in _BOOK_KINDS.items()},
        held=_book_face_up,
        player_colours=lambda view: [BOOK_COLOURS.get(p["colour"], "#555555") for p in view["players"]],
        category_style=lambda cat: BOOK_CATEGORY_STYLE.get(cat, ("#999999", "o")),
        words={
            "title.final": {"en": "What each grave holds at the end"},
            "title.so_far": {"en": "What each grave holds now (after {round} actions)"},
            "axis.player": {"en": "Grave of"},
            "axis.points": {"en": "Star points"},
            "legend.category": {"en": "Star points from"},
            "title.points_over_time": {"en": "Star points in each grave, action by action"},
            "note.points_over_time": {
                "en": "the star points in each player's grave after that action "
                "(their own pieces there count against them)"
            },
            "title.held": {"en": "Characters face up on the field"},
            "axis.held": {"en": "Pieces"},
            "note.draw": {"en": "Equal star points: a draw."},
            "note.end:cap": {"en": "The game reached its action cap: counted as it stood."},
        },
    )
)
