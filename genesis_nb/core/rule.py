"""One rule of a game's catalogue (``Rule``): made when a catalogue is first read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class Rule:
    """One rule: id, summary in our own words per language, the rulebook section it comes from."""

    id: str
    section: str
    summary: Mapping[str, str]
    reading: bool = False
    option: str | None = None
    alternative: Mapping[str, str] = field(default_factory=dict)
    #: for a reading without an option: why no other reading fits the rulebook
    forced: str | None = None

    def text(self, lang: str = "en") -> str:
        return self.summary.get(lang) or self.summary["en"]
