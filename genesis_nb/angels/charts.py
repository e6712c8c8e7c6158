"""The angels' chart profile: days as score categories, the dark angel as a row, essence held, rounds of days.

Its words and colours are ``charts.toml``; what is read from a view or a sheet is here."""

from __future__ import annotations

from pathlib import Path

from ..charts.profiles import ChartProfile

_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")

PROFILE = ChartProfile.from_toml(
    "angels",
    Path(__file__).with_name("charts.toml"),
    extra_wins=lambda sheet: any(n.startswith("dark_wins") for n in sheet.notes),
    round_of=lambda view: int(view["round"]),
    held=lambda view: [sum(p["hand"]) for p in view["players"]],
    bands=tuple((3 * i + 1, 3 * i + 3, {"en": f"day {d}", "nl": f"dag {d}"}) for i, d in enumerate(_ROMAN)),
)
