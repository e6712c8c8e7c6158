"""The herds' chart profile: points area by area, terrains' colours, tiles still in hand, turns counted by rolls."""

from __future__ import annotations

from typing import Any

from ..charts.profiles import ChartProfile
from ..core.rules import ScoreSheet

#: The terrains' colours on the herds board, each with its own hatch (colour is never the only cue).
TERRAIN_STYLE = {
    "forest": ("#2E7A3C", "x"),
    "savannah": ("#E9C654", '"'),
    "mountain": ("#A19C93", "/"),
    "wetland": ("#3B7DC4", "v"),
}
BONUS_STYLE = ("#5E5E5E", ".")


def _terrain_of(cat: str) -> str | None:
    """The terrain of a breakdown category: an area's ("A5 forest, 6 tiles, x2") or a terrain's own."""
    if cat in TERRAIN_STYLE:
        return cat
    parts = cat.split()
    if len(parts) > 1 and parts[1].rstrip(",") in TERRAIN_STYLE:
        return parts[1].rstrip(",")
    return None


def area_sheet(game: Any) -> ScoreSheet:
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


PROFILE = ChartProfile(
    game="herds",
    categories={**{t: {"en": t} for t in TERRAIN_STYLE}, "bonus": {"en": "bonus (x2, x3)"}},
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
    sheet_of=area_sheet,
    category_style=lambda cat: TERRAIN_STYLE.get(_terrain_of(cat) or "", BONUS_STYLE),
    legend_group=lambda cat, lang: _terrain_of(cat) or "bonus (x2, x3)",
)
