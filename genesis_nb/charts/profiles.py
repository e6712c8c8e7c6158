"""What the shared charts need to know about one game: words, rounds, what a player holds, colours.

A profile only READS what the rules model publishes (its ``ScoreSheet``, its ``view`` and its events);
it never recomputes a rule. A game without a profile still gets charts (the ``generic`` profile):
its score categories as they are named, no held-pieces figure, x = position in the history.

A game declares its profile as its ``"chart"`` hook (``genesis_nb.<game>.charts:PROFILE``), read on first use;
its words and colours are data (``ChartProfile.from_toml``: a ``charts.toml`` beside the module).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..core.rules import ScoreSheet
from ..core.toml import tomllib

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
    #: score-sheet rows that are not players (such as a game's own opponent) -> {lang: label}
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
    #: the players' own colours, by seat, from a view (None: ``piece_colours``, else a colour-blind safe palette)
    player_colours: Callable[[Mapping[str, Any]], Sequence[str]] | None = None
    #: the colour of each player's pieces (the view's ``players[i]["colour"]``) as a line's colour
    piece_colours: Mapping[str, str] = field(default_factory=dict)
    #: shaded stretches of rounds with a label: (first round, last round, {lang: label})
    bands: Sequence[tuple[int, int, Mapping[str, str]]] = ()
    #: words that replace or add to ``words.WORDS`` for this game (also ``note.<sheet note>``)
    words: Words = field(default_factory=dict)
    #: the sheet ``score_breakdown`` draws for a game (None: ``game.scores()``), e.g. one category per area
    sheet_of: Callable[[Any], ScoreSheet] | None = None
    #: a category's (fill, hatch) (None: ``styles``, else the Okabe & Ito palette in order, then hatches)
    category_style: Callable[[str], tuple[str, str]] | None = None
    #: (fill, hatch) by the name ``style_of`` gives a category (None: its own name); ``"*"``: any other
    styles: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    style_of: Callable[[str], str | None] | None = None
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

    @classmethod
    def from_toml(cls, game: str, path: str | Path, **more: Any) -> ChartProfile:
        """The profile of ``game`` whose words, styles and colours are the TOML file ``path`` (its tables
        ``categories``, ``extra_rows``, ``levels``, ``words``, ``styles``, ``piece_colours`` and its plain
        settings), ``more`` giving the rest (what is read from a view or a sheet)."""
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        unknown = sorted(set(data) - {f.name for f in fields(cls)})
        if unknown:
            raise ValueError(f"{path}: these are no settings of a chart profile: {', '.join(unknown)}")
        data["levels"] = tuple(data.get("levels", {}).items())
        data["styles"] = {k: (str(v[0]), str(v[1])) for k, v in data.get("styles", {}).items()}
        return cls(game=game, **{**data, **more})

    def _style(self, cat: str) -> tuple[str, str] | None:
        if self.category_style is not None:
            return self.category_style(cat)
        if not self.styles:
            return None
        name = self.style_of(cat) if self.style_of is not None else cat
        return self.styles.get(name or "*") or self.styles.get("*")

    def category_colours(self, cats: Sequence[str]) -> list[str]:
        styles = [self._style(c) for c in cats]
        return [st[0] if st else OKABE_ITO[i % len(OKABE_ITO)] for i, st in enumerate(styles)]

    def category_hatches(self, cats: Sequence[str]) -> list[str]:
        styles = [self._style(c) for c in cats]
        return [st[1] if st else HATCHES[(i // len(OKABE_ITO)) % len(HATCHES)] for i, st in enumerate(styles)]

    @property
    def coloured_players(self) -> bool:
        """Whether the players have colours of their own (``player_colours`` or ``piece_colours``)."""
        return self.player_colours is not None or bool(self.piece_colours)

    def colours_for(self, view: Mapping[str, Any] | None, n: int) -> list[str]:
        if view is not None and self.player_colours is not None:
            return list(self.player_colours(view))
        if view is not None and self.piece_colours:
            return [self.piece_colours.get(p["colour"], "#555555") for p in view["players"]]
        return [SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in range(n)]


GENERIC = ChartProfile(game="generic")


def _declared(name: str) -> ChartProfile:
    """The chart profile game ``name`` declares (its ``"chart"`` hook); ``GENERIC`` for an unknown game or none."""
    from ..registry import game

    try:
        info = game(name)
    except ValueError:
        return GENERIC
    profile: ChartProfile = info.hook("chart", GENERIC)
    if info.team_score and not profile.team:  # a cooperative game's rows are parts of its one score
        profile = replace(profile, team=True)
    return profile


def _matches(profile: ChartProfile, sheet: ScoreSheet) -> bool:
    """Whether a bare sheet looks like the profile's game: the same categories and one of its non-player rows."""
    return (
        bool(profile.categories)
        and set(sheet.categories) == set(profile.categories)
        and any(r in sheet.rows for r in profile.extra_rows)
    )


def profile_for(game_or_name: Any = None, sheet: ScoreSheet | None = None) -> ChartProfile:
    """The profile of a game (a ``Game``, its rules' name, or guessed from a sheet's categories), read from
    the game's ``"chart"`` hook; ``GENERIC`` for a game that declares none."""
    if isinstance(game_or_name, ChartProfile):
        return game_or_name
    name = game_or_name if isinstance(game_or_name, str) else None
    if name is None and game_or_name is not None:
        name = getattr(getattr(game_or_name, "rules", None), "name", None)
    if name is not None:
        return _declared(name)
    if sheet is not None:
        from ..registry import games

        for info in games().values():
            profile = info.hook("chart", GENERIC)
            if _matches(profile, sheet):
                return profile
    return GENERIC
