"""The two calls a lesson notebook makes: ``learn(game)`` (the lessons on a live board) and ``on_paper(game, n)``
(lesson ``n`` as words and pictures that stay in the saved notebook, for GitHub, nbviewer and the teacher)."""

from __future__ import annotations

from typing import Any


def _info(game: str | Any) -> Any:
    from ..registry import game as game_info

    return game_info(game) if isinstance(game, str) else game


def learn(game: str | Any, lang: str = "en", student: str = "", scale: float = 1.0) -> Any:
    """The game's lessons on a live board, from the first step (needs the lab extra)."""
    from .panel import lesson

    return lesson(_info(game), student=student, lang=lang, scale=scale)


def on_paper(game: str | Any, index: int, lang: str = "en") -> None:
    """Lesson ``index`` (0 is the first) of the game, each step's words and its pictures before and after."""
    from .load import lessons_for
    from .pages import show_lesson

    info = _info(game)
    lessons = lessons_for(info)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(lessons):
        raise ValueError(f"{info.name} has lessons 0 to {len(lessons) - 1}, not {index!r:.20}")
    show_lesson(info, lessons[index], lang)
