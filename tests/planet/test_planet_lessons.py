"""The lessons of planet (``genesis_nb/planet/lessons.toml``): they load, every step is seen by Ann, who decides in
it (the texts speak only of what she knows), a move the rules refuse is refused in their words, and what the words
say is what the rules do. What every game's lessons must do is tested once for all
(``tests/lessons/test_lessons_of_every_game.py``)."""

from __future__ import annotations

import re

import pytest

import genesis_nb
from genesis_nb.lessons import REFUSED, Lesson, LessonRun, lessons_for
from genesis_nb.lessons.load import expected_actions, start_of
from genesis_nb.planet.state import Indicate, Skip

INFO = genesis_nb.game("planet")
LESSONS = lessons_for(INFO)
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]
IDS = [f"{lesson.id}/{step.id}" for lesson, step in STEPS]


def sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def test_the_lessons_load():
    assert [lesson.id for lesson in LESSONS] == [
        "first-turn",
        "needs",
        "share-and-flip",
        "exchange-and-look",
        "move-bacterium",
        "the-end",
        "harder-games",
    ]
    assert len(STEPS) == 31


def test_the_catalogue_has_its_52_rules():
    assert len(INFO.catalogue) == 52  # each taught by a step: tests/lessons/test_lessons_of_every_game.py


def _alone(lesson: Lesson, step) -> LessonRun:
    """A run of this one step (a run cannot skip to it otherwise)."""
    return LessonRun(INFO, [Lesson(lesson.id, lesson.title, (step,))], student="test")


def _refused(game, expected):
    """An action the rules refuse in this position that the step does not ask for."""
    for action in (Skip(), Indicate(9)):
        if action not in expected and game.why_not(action) is not None:
            return action
    raise AssertionError("no refused action found")


@pytest.mark.parametrize("lesson, step", STEPS, ids=IDS)
def test_ann_decides_and_a_refused_move_is_refused_in_the_rules_words(lesson, step):
    run = _alone(lesson, step)
    game = run.game
    # Ann decides every step (the student is Ann; the board shows her view)
    assert game.actor == 0 and game.players[0] == "Ann"
    refused = _refused(game, run.expected())
    v = run.click(refused)
    assert v.outcome == REFUSED and v.text == game.why_not(refused).message("en") and not game.steps


def _play_expected(name: str):
    lesson, step = next((lesson, step) for lesson, step in STEPS if step.id == name)
    game = start_of(INFO, step)
    game.play(expected_actions(game, step)[0])
    return game


def test_what_the_right_messages_say_is_what_happens():
    # the water fills Aurora and opens Delta; the look-move fills Boreal and opens Aurora
    assert _play_expected("water-opens").state.opened
    assert _play_expected("move-opens").state.opened
    # Bo, with an empty hand, is skipped: Cy plays next
    assert _play_expected("empty-hand").actor == 2
    # the perfect game: 24 points, gods
    gods = _play_expected("gods")
    assert gods.is_over and gods.scores().team == 24 and gods.scores().level == "gods"
    # the last water: the move bacterium is drawn, both waters and three more pawns leave, 8 points
    count = _play_expected("the-count")
    kinds = [e.kind for e in count.steps[-1].events]
    assert "bacterium" in kinds and kinds.count("fail") == 5
    assert count.is_over and count.scores().team == 8 and count.scores().level == "demigods"
