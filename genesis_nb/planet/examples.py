"""The rulebook's worked examples and a few teaching positions (seeds/planet_examples.toml), and ``judge``,
which reads an imagined arrangement the way the end of the game does (for teaching the needs).

Positions are written in the planet notation, which names every pawn: they are a teacher's tool. Show them
to players only through a per-seat view (``show(game, seat)`` or the board).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.game import Game
from ..core.toml import tomllib
from ..data import seed_path
from .state import registry


@dataclass(frozen=True)
class Example:
    id: str
    rule: str
    title: str
    position: str
    actions: tuple[Any, ...]

    def start(self, **kwargs: Any) -> Game:
        """The example's position, before its actions."""
        from . import from_position

        return from_position(self.position, **kwargs)

    def play(self, **kwargs: Any) -> Game:
        """The example's position with its actions played."""
        g = self.start(**kwargs)
        for a in self.actions:
            g.play(a)
        return g


def load_examples() -> dict[str, Example]:
    data = tomllib.loads(seed_path("planet_examples.toml").read_text(encoding="utf-8"))
    return {
        e["id"]: Example(e["id"], e["rule"], e["en"], e["position"], tuple(registry.from_json(a) for a in e["actions"]))
        for e in data["example"]
    }


EXAMPLES = load_examples()


def judge(placement: Mapping[str, str], faces: str = "EEEE", rules: Any = None) -> list[dict[str, Any]]:
    """How the final count would judge ``placement`` (space label -> pawn code, e.g. ``{"A1": "m1"}``):
    one row per placed element pawn, in label order, with its need in words, whether it is met and, if
    not, why (the rules' own reason). The arrangement need not be a real position: it is a sketch.
    Uses the rules' end-of-game evaluation (``scoring.evaluate``) with the rules' options."""
    from . import RULES
    from .scoring import evaluate
    from .text import need_text

    r = rules or RULES
    lay = r.board.layout(faces)
    label_of = {lab: g for g, lab in enumerate(lay.labels)}
    occ = [-1] * len(lay.labels)
    for label, code in placement.items():
        occ[label_of[label]] = r.code_index[code]
    e = evaluate(r.needs, lay, occ, [False] * r.n_pawns, r.options.removal, r.options.water)
    failed = {g: why for g, _, why in e.failed}
    rows = []
    for g in sorted((g for g, p in enumerate(occ) if p >= 0 and r.kind[p] < 5), key=lambda g: lay.labels[g]):
        p = occ[g]
        why = failed.get(g)
        rows.append(
            {
                "space": lay.labels[g],
                "soil": lay.soil[g],
                "pawn": r.codes[p],
                "kind": r.board.pawns[p].kind,
                "need": need_text(r, r.need_data[p]),
                "met": why is None,
                "reason": r.catalogue.word(f"word.reason.{why}", "en") if why else "",
                "linked": [lay.labels[h] for h in lay.neighbours[g]],
            }
        )
    return rows
