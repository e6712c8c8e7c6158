"""A lesson on paper: each step's words and its zoomed pictures before and after the move, for a notebook read
without a kernel (GitHub, nbviewer) and for a teacher who shows a step to the class.

    >>> import genesis_nb
    >>> from genesis_nb.lessons import lessons_for
    >>> from genesis_nb.lessons.pages import show_lesson
    >>> show_lesson(genesis_nb.game("herds"), lessons_for(genesis_nb.game("herds"))[0])   # doctest: +SKIP

Each picture is the game's own static picture of the step's position, through the eyes of the player who
decides, zoomed to the step's focus region (``picture_zoom.crop``); the "after" picture rings what the move
changed. A step that asks the student to try a refused move shows the same position twice, with the rules'
own sentence.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from ..picture_svg import MARKS_CLASS, num, viewbox
from .load import expected_actions, start_of
from .model import PLAY, Lesson, LessonStep
from .words import word

_MARKS = re.compile(r'<metadata class="' + MARKS_CLASS + r'">[^<]*</metadata>')
#: the width each of the two pictures of a step takes, and the gap between them
PANEL_W = 330
GAP = 40


@dataclass(frozen=True)
class StepPage:
    """One step on paper: its number, words, the move in words, and the two pictures (SVG)."""

    number: int
    total: int
    step: LessonStep
    move: str
    outcome: str
    before: str
    after: str
    lang: str

    def text(self) -> str:
        """The step's words as Markdown."""
        lang = self.lang
        lines = [
            f"**{word('progress', lang, n=self.number, total=self.total)}.** {self.step.say(lang)}",
            "",
            f"*{word('your_move' if self.step.kind == PLAY else 'you_try', lang)}:* {self.move}. {self.outcome}",
        ]
        return "\n".join(lines)

    def svg(self) -> str:
        """The two pictures side by side, before and after, in one SVG."""
        return side_by_side(self.before, self.after, (word("before", self.lang), word("after", self.lang)))

    def _repr_markdown_(self) -> str:
        return self.text()

    def _repr_svg_(self) -> str:
        return self.svg()


def step_page(info: Any, step: LessonStep, number: int, total: int, lang: str = "en") -> StepPage:
    """A step on paper (see the module docstring)."""
    game = start_of(info, step)
    game.lang = lang
    seat = game.actor
    observer = seat if info.hidden_information else "public"
    focus = list(step.focus)
    before = game.picture(observer=observer, last=False, focus=focus).svg
    action = expected_actions(game, step)[0]
    move = game.describe(action, lang)
    if step.kind == PLAY:
        game.play(action)
        after = game.picture(observer=observer, focus=focus).svg
        outcome = step.right(lang)
    else:
        refusal = game.why_not(action)
        after = before
        outcome = f"{refusal.message(lang) if refusal is not None else ''} {step.right(lang)}".strip()
    return StepPage(number, total, step, _first_upper(move), outcome, before, after, lang)


def lesson_pages(info: Any, lesson: Lesson, lang: str = "en") -> list[StepPage]:
    """Every step of ``lesson`` on paper."""
    total = len(lesson.steps)
    return [step_page(info, step, k, total, lang) for k, step in enumerate(lesson.steps, 1)]


def show_lesson(info: Any, lesson: Lesson, lang: str = "en") -> None:
    """Display a lesson on paper in a notebook: its title, then each step's words and pictures."""
    from IPython.display import Markdown, display

    display(Markdown(f"### {lesson.title(lang)}"))
    for page in lesson_pages(info, lesson, lang):
        display(Markdown(page.text()))
        display({"image/svg+xml": page.svg(), "text/plain": f"[{page.step.id}: before and after]"}, raw=True)


def side_by_side(left: str, right: str, captions: tuple[str, str]) -> str:
    """Two finished pictures next to each other, each scaled to ``PANEL_W`` wide, with a caption above each."""
    boxes = [viewbox(left), viewbox(right)]
    heights = [PANEL_W * b[3] / b[2] for b in boxes]
    top = 28
    height = top + max(heights) + 4
    width = 2 * PANEL_W + GAP
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" viewBox="0 0 {num(width)} {num(height)}" '
        'role="img" '
        f'aria-label="{html.escape(captions[0])} / {html.escape(captions[1])}" '
        'font-family="system-ui, sans-serif">'
    ]
    for k, (svg, caption) in enumerate(zip((left, right), captions)):
        x = k * (PANEL_W + GAP)
        parts.append(
            f'<text x="{num(x + 2)}" y="19" font-size="16" font-weight="700" fill="#1f2430">{html.escape(caption)}</text>'
        )
        inner = _MARKS.sub("", svg)  # the marks served to find the region; on paper they are not needed
        inner = inner.replace(
            "<svg ",
            f'<svg x="{num(x)}" y="{top}" width="{PANEL_W}" height="{num(heights[k])}" overflow="hidden" '
            'style="overflow:hidden" ',
            1,
        )
        parts.append(inner)
    mid = PANEL_W + GAP / 2
    parts.append(
        f'<path d="M{num(mid - 12)},{num(top + 40)} h18 m-8,-8 l8,8 l-8,8" fill="none" stroke="#1f2430" '
        'stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>'
    )
    parts.append("</svg>")
    return "".join(parts)


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]
