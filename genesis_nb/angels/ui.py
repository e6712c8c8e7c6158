"""What the angels board needs from the rules model, as plain JSON-able data (no Jupyter imports here).

The widget (``widget.py``) is a thin adapter; everything it sends to the browser is built here, from
the rules model alone, so it can be tested without a browser or a kernel:

- ``ui_texts(lang)``: every word the board shows (``ui_texts.toml``), in English or Dutch.
- ``board_data(rules)``: what never changes (yields, costs, bonuses, circle values, resting points).
- ``tracks_of(rules, state)``: what changes on the tracks (angels, activation, day-work markers).
- ``legal_of(rules, state, lang)``: the legal actions with their JSON form and a plain-words label,
  grouped as the board offers them (gather targets by square with their payments and yield choices,
  move destinations, day-work payments cheapest first, pass, starting cubes).
- ``short_labels(names)``: a one- or two-character label per player for the tokens on the board.

The JavaScript never decides what is legal: it highlights exactly what ``legal_of`` lists.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from ..widgets import UiTexts
from .view import board_tracks, position_tracks
from .state import OVER, SETUP, ChooseCube, DayWork, Gather, Move, Pass

LANGUAGES = ("en", "nl")
#: One shape per seat (the dark angel is always a black star): colour is never the only cue.
SHAPES = ("circle", "square", "diamond", "hexagon", "triangle", "pentagon")


_TEXTS = UiTexts(Path(__file__).with_name("ui_texts.toml"), LANGUAGES)
_messages = _TEXTS.messages
ui_message_keys = _TEXTS.keys
ui_texts = _TEXTS.texts
ui_text = _TEXTS.text


def short_labels(names: Sequence[str]) -> list[str]:
    """A short, distinct label per player for the board's tokens: 'A', 'B' ... or 'P1', 'P2' ..."""
    names = [str(n).strip() or "?" for n in names]

    def distinct(labels: list[str]) -> bool:
        return len(set(labels)) == len(labels)

    first = [n[0].upper() for n in names]
    if distinct(first):
        return first
    words = [n.split() for n in names]
    initials = [("".join(w[0] for w in ws[:2])).upper() if len(ws) > 1 else ws[0][:2].title() for ws in words]
    if distinct(initials):
        return initials
    two = [n[:2].title() for n in names]
    if distinct(two):
        return two
    return [str(i + 1) for i in range(len(names))]


def board_data(rules: Any) -> dict[str, Any]:
    """What never changes during a game (sent to the browser once): ``view.board_tracks``."""
    b = rules.board
    return {"tracks": board_tracks(b), "reconstructed": bool(getattr(b, "reconstructed", False))}


def tracks_of(rules: Any, s: Any) -> list[dict[str, Any]]:
    """What changes on the tracks (sent on every move): ``view.position_tracks``."""
    return position_tracks(s)


def legal_of(rules: Any, s: Any, lang: str = "en", actions: Iterable[Any] | None = None) -> dict[str, Any]:
    """The legal actions of ``s`` for the board: each with its JSON form and label, plus grouping.

    ``actions[i] = [json, label]`` (the action's ``registry.to_json`` form and ``describe_in`` words);
    the groups refer to actions by their index ``i`` (kept compact: this is sent on every move):

    - ``cubes``: ``[[essence, i], ...]`` (set-up);
    - ``gather``: ``{"track": t, "from": square, "squares": [{"square": q, "shift": k, "choices": [cubes...],
      "options": [[pay, choice, i], ...]}]}`` (squares are 0-based, payments [chaos, matter, life]);
    - ``move``: ``[[to, i], ...]``;
    - ``work``: ``{"day": d, "payments": [[pay, i], ...]}``, cheapest first;
    - ``pass``: the index of the pass action (or None).
    """
    actions = list(rules.legal_actions(s) if actions is None else actions)
    reg = rules.registry
    actor = rules.actor(s)
    out: dict[str, Any] = {"actor": actor, "actions": [], "cubes": [], "gather": None, "move": [],
                           "work": None, "pass": None}
    if not actions or actor is None:
        return out
    track = s.where[actor]
    pos = s.tracks[track].index(actor)
    squares: dict[int, dict[str, Any]] = {}
    payments: list[list[Any]] = []
    for i, a in enumerate(actions):
        out["actions"].append([reg.to_json(a), rules.describe_in(s, a, lang)])
        if isinstance(a, Gather):
            q = pos + a.shift
            sq = squares.get(q)
            if sq is None:
                sq = squares[q] = {"square": q, "shift": a.shift,
                                   "choices": [list(o) for o in rules.board.yields[track][q]], "options": []}
            sq["options"].append([list(a.pay), a.choice, i])
        elif isinstance(a, Move):
            out["move"].append([a.to, i])
        elif isinstance(a, DayWork):
            payments.append([list(a.pay), i])
        elif isinstance(a, Pass):
            out["pass"] = i
        elif isinstance(a, ChooseCube):
            out["cubes"].append([a.essence, i])
    if squares:
        out["gather"] = {"track": track, "from": pos, "squares": [squares[q] for q in sorted(squares)]}
    if payments:
        payments.sort(key=lambda p: (sum(p[0]), p[0]))
        out["work"] = {"day": track, "payments": payments}
    return out


def phase_of(s: Any) -> str:
    return "setup" if s.phase == SETUP else "over" if s.phase == OVER else "turns"


def payment_options(rules: Any, s: Any) -> list[list[int]]:
    """The day-work payments open to the player to move, cheapest first (empty when none)."""
    legal = legal_of(rules, s)
    return [p[0] for p in (legal["work"] or {}).get("payments", [])]
