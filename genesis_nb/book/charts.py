"""The book's chart profile: star points by kind of piece in each grave, the pieces' colours, characters face up."""

from __future__ import annotations

from typing import Any, Mapping

from ..charts.profiles import ChartProfile

#: The book's colours, darkened where the board's own (gold, silver) would vanish on white; each seat
#: also has its own marker, so the lines are told apart without colour.
PIECE_COLOURS = {"gold": "#B8860B", "silver": "#6B7785", "red": "#C0392B", "blue": "#2F6FD6"}
#: Each kind of piece in a grave (its star points): a colour of Okabe & Ito's AND a hatch; own pieces
#: (which count against the grave's player) in red with crosses.
CATEGORY_STYLE = {
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
_KINDS = {
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


def _face_up(view: Mapping[str, Any]) -> list[int]:
    """Characters each player has face up on the field (a stack counts each of its pieces)."""
    out = [0] * len(view["players"])
    for c in view["cells"]:
        if not c.get("face_down") and isinstance(c.get("owner"), int):
            out[c["owner"]] += len(c.get("pieces") or ())
    return out


PROFILE = ChartProfile(
    game="book",
    categories={k: {"en": v} for k, v in _KINDS.items()},
    held=_face_up,
    player_colours=lambda view: [PIECE_COLOURS.get(p["colour"], "#555555") for p in view["players"]],
    category_style=lambda cat: CATEGORY_STYLE.get(cat, ("#999999", "o")),
    words={
        "title.final": {"en": "What each grave holds at the end"},
        "title.so_far": {"en": "What each grave holds now (after {round} actions)"},
        "axis.player": {"en": "Grave of"},
        "axis.points": {"en": "Star points"},
        "legend.category": {"en": "Star points from"},
        "title.points_over_time": {"en": "Star points in each grave, action by action"},
        "note.points_over_time": {
            "en": "the star points in each player's grave after that action (their own pieces there count against them)"
        },
        "title.held": {"en": "Characters face up on the field"},
        "axis.held": {"en": "Pieces"},
        "note.draw": {"en": "Equal star points: a draw."},
        "note.end:cap": {"en": "The game reached its action cap: counted as it stood."},
    },
)
