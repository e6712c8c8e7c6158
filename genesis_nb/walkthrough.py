"""What a walkthrough notebook shows beside the live lessons: a lesson's steps on paper, kept short, and any one
step as a large picture for the class.

    >>> from genesis_nb.walkthrough import steps, step_picture
    >>> steps("herds", 1)              # lesson 1: each step in one paragraph, its pictures before and after  # doctest: +SKIP
    >>> step_picture("herds", 1, 3)    # step 3 of lesson 1, before and after, full size                       # doctest: +SKIP
    >>> lesson_board("herds", 5)       # lesson 5 alone on a live board (a pair of pupils starting there)     # doctest: +SKIP

Lessons and steps are numbered from 1, as the walkthrough and the lesson panel number them. The words and the
zoomed pictures are the lessons' own (``lessons.pages``); this module only lays them out, so the saved notebook
shows every step without a kernel (GitHub, nbviewer) and stays a few screens per lesson.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .lessons.load import lessons_for
from .lessons.model import PLAY, Lesson
from .lessons.pages import StepPage, lesson_pages, step_page
from .lessons.words import word

#: the width of a step's two pictures together in a walkthrough (the lessons' own pages are wider)
WIDTH = 520
_ROOT_WIDTH = re.compile(r'(<svg\b[^>]*?\swidth=")[^"]*(")')


def _game(game: Any) -> Any:
    from .registry import GameInfo, games
    from .registry import game as game_info

    if isinstance(game, GameInfo):
        return game
    if isinstance(game, str):
        return game_info(game)  # an unknown name is refused there, with the list of games
    raise ValueError(f"name a game by its name, one of {', '.join(games())}, not {game!r:.40}")


def _lesson(info: Any, number: Any) -> Lesson:
    lessons = lessons_for(info)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(lessons):
        raise ValueError(f"{info.name} has lessons 1 to {len(lessons)}, not {number!r:.20}")
    return lessons[number - 1]


def _lang(info: Any, lang: Any) -> str:
    if lang not in info.languages:
        raise ValueError(f"the lessons of {info.name} are in {', '.join(info.languages)}, not {lang!r:.20}")
    return lang


def _width(width: Any) -> float:
    if isinstance(width, bool) or not isinstance(width, (int, float)) or not 100 <= width <= 2000:
        raise ValueError(f"a picture's width is a number of pixels from 100 to 2000, not {width!r:.20}")
    return width


def resized(svg: str, width: float) -> str:
    """``svg`` shown ``width`` px wide (its viewBox keeps the proportions)."""
    width = _width(width)
    return _ROOT_WIDTH.sub(lambda m: f"{m.group(1)}{width:g}{m.group(2)}", svg, count=1)


def short_text(page: StepPage) -> str:
    """A step's words in one paragraph: its number, what it says, the move and what follows."""
    lang = page.lang
    label = word("your_move" if page.step.kind == PLAY else "you_try", lang)
    return f"**{page.number}.** {page.step.say(lang)} *{label}:* {page.move}. {page.outcome}"


@dataclass(frozen=True)
class LessonSteps:
    """A lesson's steps on paper, short: shown in a notebook as one paragraph and one picture per step."""

    pages: tuple[StepPage, ...]
    width: float = WIDTH

    def outputs(self) -> list[dict[str, str]]:
        """What a notebook shows, as output bundles: per step its paragraph (Markdown), then its pictures (SVG)."""
        shown: list[dict[str, str]] = []
        for page in self.pages:
            text = short_text(page)
            shown.append({"text/markdown": text, "text/plain": text})
            svg = resized(page.svg(), self.width)
            shown.append({"image/svg+xml": svg, "text/plain": f"[step {page.number}: before and after]"})
        return shown

    def _ipython_display_(self) -> None:
        from IPython.display import display

        for bundle in self.outputs():
            display(bundle, raw=True)

    def __repr__(self) -> str:
        return "\n".join(short_text(p) for p in self.pages)


@dataclass(frozen=True)
class StepPicture:
    """One step's two pictures, before and after, full size (for a projector)."""

    page: StepPage

    def _repr_svg_(self) -> str:
        return self.page.svg()

    @property
    def svg(self) -> str:
        return self.page.svg()

    def __repr__(self) -> str:
        return f"[step {self.page.number} of {self.page.total}: before and after]"


def steps(game: Any, lesson: int, lang: str = "en", width: float = WIDTH) -> LessonSteps:
    """The steps of lesson ``lesson`` (from 1) of ``game``, each in one paragraph with its pictures."""
    info = _game(game)
    chosen = _lesson(info, lesson)
    lang = _lang(info, lang)
    width = _width(width)
    return LessonSteps(tuple(lesson_pages(info, chosen, lang)), width)


def step_picture(game: Any, lesson: int, step: int, lang: str = "en") -> StepPicture:
    """Step ``step`` of lesson ``lesson`` (both from 1, as the walkthrough numbers them), before and after."""
    info = _game(game)
    chosen = _lesson(info, lesson)
    lang = _lang(info, lang)
    total = len(chosen.steps)
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= total:
        raise ValueError(f"lesson {lesson} of {info.name} has steps 1 to {total}, not {step!r:.20}")
    return StepPicture(step_page(info, chosen.steps[step - 1], step, total, lang))


def lesson_board(game: Any, lesson: int, lang: str = "en", student: str = "", scale: float = 1.0) -> Any:
    """Lesson ``lesson`` (from 1) alone on a live board, from its first step (needs the lab extra)."""
    from .lessons.panel import lesson as on_screen

    info = _game(game)
    chosen = _lesson(info, lesson)
    lang = _lang(info, lang)
    return on_screen(info, [chosen], student=student, lang=lang, scale=scale)
