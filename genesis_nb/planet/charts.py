"""The planet's chart profile: continents as the parts of one team score, and the levels the team may reach.

Its words are ``charts.toml``."""

from __future__ import annotations

from pathlib import Path

from ..charts.profiles import ChartProfile

PROFILE = ChartProfile.from_toml("planet", Path(__file__).with_name("charts.toml"))
