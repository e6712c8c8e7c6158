"""A student going through a game's lessons: where they are, what each click earns, and the record of it.

``LessonRun`` holds the current step and its game (a fresh game at the step's position), judges each click
with the rules model and the step's expected actions, and records every try. A student cannot go past a step
before doing it; going back is always allowed (a step done stays done). The verdict's words come from the
lesson (``right``, ``other``) or from the rules (a refusal's own sentence): the run adds none of its own but
the ones in ``words.toml``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .load import expected_actions, start_of
from .model import PLAY, REFUSE, Lesson, LessonStep
from .record import LessonRecord, StepRow, check_student
from .words import word

#: what a click earned
RIGHT = "right"  # the move being practised (played), or the refusal the step asked to see
OTHER = "other"  # a legal move, but not the one being practised (not played)
REFUSED = "refused"  # the rules refuse it: their own sentence


@dataclass(frozen=True)
class LessonVerdict:
    """The judgement of one click: what it earned, the sentence to show, and whether to play it."""

    outcome: str
    text: str
    play: bool = False

    @property
    def correct(self) -> bool:
        return self.outcome == RIGHT


class LessonRun:
    """One student's way through a list of lessons (see the module docstring)."""

    def __init__(
        self,
        info: Any,
        lessons: Sequence[Lesson],
        *,
        student: str = "",
        lang: str = "en",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not lessons:
            raise ValueError(f"{info.name} has no lessons to run")
        if lang not in info.languages:
            raise ValueError(f"the lessons of {info.name} are in {', '.join(info.languages)}, not {lang!r:.20}")
        self.info = info
        self.lessons = list(lessons)
        self.lang = lang
        self._clock = clock
        self.record = LessonRecord(student=check_student(student), game=info.name)
        self._places = [(li, si) for li, lesson in enumerate(self.lessons) for si in range(len(lesson.steps))]
        self._done: set[int] = set()
        self.index = 0
        self.game: Any = None
        self._shown_at = 0.0
        self._enter(0)

    # -- where the student is ---------------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        return self.lessons[self._places[self.index][0]]

    @property
    def step(self) -> LessonStep:
        li, si = self._places[self.index]
        return self.lessons[li].steps[si]

    @property
    def total(self) -> int:
        return len(self._places)

    @property
    def done(self) -> bool:
        """Whether the current step is done."""
        return self.index in self._done

    def progress(self) -> str:
        """``"Step 4 of 12"`` in the run's language."""
        return word("progress", self.lang, n=self.index + 1, total=self.total)

    def text(self) -> str:
        """What the student reads for the current step."""
        return self.step.say(self.lang)

    def hint(self) -> str:
        return self.step.hint(self.lang)

    def happened(self) -> list[str]:
        """What the moves made in this step's game caused, in sentences the student's seat may hear."""
        game = self.game
        return [line for step in game.steps for line in game.narrate(list(step.events), self.lang, self.seat)]

    def expected(self) -> list[Any]:
        """The current step's expected actions, as actions of its game."""
        return expected_actions(self.game, self.step)

    # -- moving through the steps -----------------------------------------------------------------------
    def _enter(self, index: int) -> None:
        self.index = index
        self.game = start_of(self.info, self.step)
        self.game.lang = self.lang
        #: the student's seat in this step: the one that decides in its position
        self.seat = self.game.actor
        self._shown_at = self._clock()

    def next(self) -> LessonVerdict | None:
        """Go to the next step; refused with a sentence (None when it went) while this one is not done."""
        if not self.done:
            return LessonVerdict(REFUSED, word("do_first", self.lang))
        if self.index + 1 >= self.total:
            return LessonVerdict(REFUSED, word("last", self.lang))
        self._enter(self.index + 1)
        return None

    def back(self) -> LessonVerdict | None:
        """Go to the step before (always allowed, but not before the first)."""
        if self.index == 0:
            return LessonVerdict(REFUSED, word("first", self.lang))
        self._enter(self.index - 1)
        return None

    def again(self) -> None:
        """The current step from its start again."""
        self._enter(self.index)

    # -- judging a click --------------------------------------------------------------------------------
    def judge(self, action: Any) -> LessonVerdict:
        """What ``action`` (clicked in the current step's game) earns; records the try. The rules decide what
        is legal; the lesson only says which actions count."""
        step = self.step
        game = self.game
        refusal = game.why_not(action)
        expected = self.expected()
        counts = action in expected
        if refusal is not None and not counts and step.kind == REFUSE:
            # a try refused for the very reason the step shows (a tile of another terrain on a taken square)
            said = refusal.message(self.lang)
            counts = any((r := game.why_not(e)) is not None and r.message(self.lang) == said for e in expected)
        if refusal is not None:
            text = refusal.message(self.lang)
            if step.kind == REFUSE and counts:
                verdict = LessonVerdict(RIGHT, f"{text} {step.right(self.lang)}".strip())
            else:
                verdict = LessonVerdict(REFUSED, text)
        elif step.kind == PLAY and counts:
            verdict = LessonVerdict(RIGHT, step.right(self.lang), play=True)
        else:
            verdict = LessonVerdict(
                OTHER, self._same_place(action, expected) or step.other(self.lang) or word("other", self.lang)
            )
        self._note(verdict)
        return verdict

    def _same_place(self, action: Any, expected: list[Any]) -> str:
        """For a move clicked where the step's move is made but chosen otherwise in the chooser there (another
        tile on the right square): the option to choose instead, in the board's words ("" otherwise)."""
        spec = self.info.hook("board", None) if hasattr(self.info, "hook") else None
        if spec is None:
            return ""
        state, rules = self.game.state, self.game.rules
        try:
            place = spec.target(state, action)
            same = [e for e in expected if spec.target(state, e) == place]
        except (TypeError, ValueError, AttributeError):
            return ""
        return word("other_option", self.lang, label=spec.label(rules, state, same[0], self.lang)) if same else ""

    def click(self, action: Any) -> LessonVerdict:
        """Judge ``action`` and, when it is the move being practised, play it on the step's game."""
        verdict = self.judge(action)
        if verdict.play:
            self.game.play(action)
        return verdict

    def _note(self, verdict: LessonVerdict) -> None:
        lesson, step = self.lesson, self.step
        first = self.index not in self._done
        if verdict.correct:
            self._done.add(self.index)
        self.record.note(
            StepRow(
                lesson=lesson.id,
                step=step.id,
                outcome=verdict.outcome,
                seconds=round(self._clock() - self._shown_at, 1),
                counts=first,
            )
        )
