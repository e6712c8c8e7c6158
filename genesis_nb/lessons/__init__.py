"""Lessons that teach by doing: each step a position, a region to look at, a sentence or two, and a move the
student makes on the board (or tries, to read why the rules refuse it).

    >>> import genesis_nb
    >>> from genesis_nb.lessons import LessonRun, lessons_for
    >>> info = genesis_nb.game("herds")
    >>> run = LessonRun(info, lessons_for(info), student="Ann")
    >>> run.progress()
    'Step 1 of ...'

A game's lessons are data, in ``lessons.toml`` in its package (``load_lessons(info, path)`` reads a teacher's
own file in the same format); every step is checked against the rules model when it is read. ``LessonRun``
judges each click with the rules (the lesson only names the actions that count) and keeps the teacher's record
(``run.record``: a tidy table, a summary, CSV). Nothing here imports Jupyter.
"""

from .load import LessonFileError, lessons_for, load_lessons, read_lessons
from .model import PLAY, REFUSE, Lesson, LessonStep, Words
from .record import LessonRecord, class_table
from .run import OTHER, REFUSED, RIGHT, LessonRun, LessonVerdict

__all__ = [
    "PLAY",
    "REFUSE",
    "RIGHT",
    "OTHER",
    "REFUSED",
    "Lesson",
    "LessonStep",
    "Words",
    "LessonFileError",
    "lessons_for",
    "load_lessons",
    "read_lessons",
    "LessonRun",
    "LessonVerdict",
    "LessonRecord",
    "class_table",
]
