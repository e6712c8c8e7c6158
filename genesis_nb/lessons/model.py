"""What a lesson is: data. An ordered list of steps, each a position, a region to look at, a sentence or two,
and a move the student makes (or tries, to read why the rules refuse it).

A step is judged by the rules model alone: the lesson names the actions that count, and the rules say whether a
click is legal and, when it is not, why. Nothing here decides what is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

#: what a step asks of the student
PLAY = "play"  # make one of the expected moves (it is played on the board)
REFUSE = "refuse"  # try one of the expected moves and read the rules' refusal
KINDS = (PLAY, REFUSE)


@dataclass(frozen=True)
class Words:
    """One short text in each of the game's languages."""

    texts: Mapping[str, str]

    def __call__(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts.get("en") or next(iter(self.texts.values()), "")

    def __bool__(self) -> bool:
        return any(self.texts.values())


NO_WORDS = Words({})


@dataclass(frozen=True)
class LessonStep:
    """One step of a lesson (see the module docstring)."""

    id: str
    #: the position, in the game's notation
    position: str
    #: PLAY or REFUSE
    kind: str
    #: the actions that count, as the game's action JSON (``rules.registry.to_json``)
    expect: tuple[Mapping[str, Any], ...]
    #: the rules of the catalogue this step teaches
    rules: tuple[str, ...]
    #: what the student reads: one or two sentences, the student as "you"
    say: Words
    #: said after a right move (for REFUSE: after the rules' own sentence)
    right: Words = NO_WORDS
    #: said after a legal move that is not the one being practised (it is not played)
    other: Words = NO_WORDS
    #: a nudge towards the move
    hint: Words = NO_WORDS
    #: the board keys of the region to zoom to (a few cells, hexes or squares); empty: the whole board
    focus: tuple[str, ...] = ()
    #: the seed of the step's game (its chance after the position) and the options it is played with
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    #: the rulebook example this step replays, if any (its words, for the teacher's table)
    example: str = ""


@dataclass(frozen=True)
class Lesson:
    """An ordered list of steps about one part of a game."""

    id: str
    title: Words
    steps: tuple[LessonStep, ...]

    def rules(self) -> set[str]:
        """Every catalogue rule a step of this lesson teaches."""
        return {r for s in self.steps for r in s.rules}
