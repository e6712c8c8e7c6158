"""The board's log: the narration an observer may hear, ply by ply, and the window of it one update carries."""

from __future__ import annotations

import json
from typing import Any


def log_lines(
    game: Any, lang: str = "en", observer: int | str = "public", first: int = 0, last: int | None = None
) -> list[list[Any]]:
    """Narration of plies ``first+1 .. last`` of ``game`` that ``observer`` may hear (``rules.event_visible``):
    ``[ply, seat or None, event kind, sentence, private]`` per event (``private``: only some seats may hear
    it); with ``first == 0`` the set-up's own events (``game.opening``) come first, as ply 0."""
    rules = game.rules
    out: list[list[Any]] = []

    def add(ply: int, events: Any) -> None:
        for e in events:
            if not rules.event_visible(e, observer):
                continue
            seat = e.data.get("seat")
            out.append(
                [
                    ply,
                    seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                    e.kind,
                    rules.narrate_for(e, lang, observer),
                    e.private_to is not None,
                ]
            )

    if first == 0:
        add(0, getattr(game, "opening", ()))
    steps = game.steps
    for ply in range(first, len(steps) if last is None else min(last, len(steps))):
        add(ply + 1, steps[ply].events)
    return out


#: The most bytes of narration one update carries when the whole log is sent (a new observer, a new
#: language): beyond it only the last plies go, marked ``"from"``, and the board asks for the rest.
LOG_BUDGET = 3000


def log_window(log: dict[str, Any], budget: int = LOG_BUDGET) -> dict[str, Any]:
    """``log`` (``{"key", "first", "total", "lines"}``) cut to its last plies when it is a whole log
    (``first == 0``) larger than ``budget``: ``"from"`` names the first ply it still holds (the lines of
    at least the last ply are kept)."""
    lines = log["lines"]
    if log["first"] != 0 or not lines or len(json.dumps(lines, ensure_ascii=False).encode()) <= budget:
        return log
    kept: list[Any] = []
    size = 0
    k = len(lines)
    while k > 0:
        ply = lines[k - 1][0]
        j = k
        while j > 0 and lines[j - 1][0] == ply:
            j -= 1
        chunk = len(json.dumps(lines[j:k], ensure_ascii=False).encode())
        if kept and size + chunk > budget:
            break
        kept[:0] = lines[j:k]
        size += chunk
        k = j
    return {**log, "lines": kept, "from": kept[0][0] if kept else log["total"]}


class LogFeed:
    """The log one board sends: the whole narration when its key changes (another observer, language or
    game), else only the plies after those the browser already has."""

    def __init__(self) -> None:
        self._sent_steps: list[Any] = []  # the steps whose narration the browser has
        self._sent_key: str | None = None  # for whom, in which language, of which game

    @staticmethod
    def key(game: Any, lang: str, observer: int | str) -> str:
        return f"{observer}|{lang}|{id(game)}"

    def _unchanged_steps(self, steps: list[Any]) -> int:
        same = 0
        for a, b in zip(self._sent_steps, steps):
            if a is not b:
                break
            same += 1
        return same

    def update(self, game: Any, lang: str, observer: int | str) -> dict[str, Any]:
        """The ``log`` value now (``{"key", "first", "total", "lines"}``, cut by ``log_window``)."""
        key = self.key(game, lang, observer)
        first = 0 if key != self._sent_key else self._unchanged_steps(game.steps)
        total = len(game.steps)
        log = log_window({"key": key, "first": first, "total": total, "lines": log_lines(game, lang, observer, first)})
        self._sent_steps = list(game.steps)
        self._sent_key = key
        return log
