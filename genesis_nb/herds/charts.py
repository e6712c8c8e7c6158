"""The herds' chart profile: points area by area, terrains' colours, tiles still in hand, turns counted by rolls.

Its words and colours are ``charts.toml``; what is read from a view or a sheet is here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..charts.profiles import ChartProfile
from ..core.rules import ScoreSheet
from .state import TERRAINS


def _terrain_of(cat: str) -> str | None:
    """The terrain of a breakdown category: an area's ("A5 forest, 6 tiles, x2") or a terrain's own."""
    if cat in TERRAINS:
        return cat
    parts = cat.split()
    if len(parts) > 1 and parts[1].rstrip(",") in TERRAINS:
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


PROFILE = ChartProfile.from_toml(
    "herds",
    Path(__file__).with_name("charts.toml"),
    round_of=lambda view: int(view["rolls"]),
    held=lambda view: [int(p["total_left"]) for p in view["players"]],
    sheet_of=area_sheet,
    style_of=_terrain_of,
    legend_group=lambda cat, lang: _terrain_of(cat) or "bonus (x2, x3)",
)
