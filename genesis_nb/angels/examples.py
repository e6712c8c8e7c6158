"""The rulebook's worked examples (seeds/angels_examples.toml): a position and the actions that follow it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.game import Game
from ..core.toml import tomllib
from ..data import seed_path
from .state import registry

COLOUR_NAMES = {
    "nl": {"pink": "roze", "gray": "grijs", "purple": "paars", "yellow": "geel", "orange": "oranje", "brown": "bruin"}
}


@dataclass(frozen=True)
class Example:
    id: str
    rule: str
    title: dict[str, str]
    position: str
    actions: tuple[Any, ...]

    def start(self, lang: str = "en", **kwargs: Any) -> Game:
        """The example's position, before its actions (in Dutch the players are named in Dutch)."""
        from . import from_position

        text = self.position
        if lang in COLOUR_NAMES and " names=" not in text:
            colours = text.split(" players=")[1].split()[0].split(",")
            names = ",".join(COLOUR_NAMES[lang][c] for c in colours)
            text = text.replace(f"players={','.join(colours)}", f"players={','.join(colours)} names={names}")
        return from_position(text, lang=lang, **kwargs)

    def play(self, lang: str = "en", **kwargs: Any) -> Game:
        """The example's position with its actions played."""
        g = self.start(lang, **kwargs)
        for a in self.actions:
            g.play(a)
        return g


def load_examples() -> dict[str, Example]:
    data = tomllib.loads(seed_path("angels_examples.toml").read_text(encoding="utf-8"))
    out = {}
    for e in data["example"]:
        out[e["id"]] = Example(
            e["id"],
            e["rule"],
            {"en": e["en"], "nl": e["nl"]},
            e["position"],
            tuple(registry.from_json(a) for a in e["actions"]),
        )
    return out


EXAMPLES = load_examples()
