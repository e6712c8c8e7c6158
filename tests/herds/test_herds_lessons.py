"""The lessons of herds (``genesis_nb/herds/lessons.toml``): they load, they replay the rulebook's example, what
their words say is what the rules do, and in every step a tile on a volcano is refused in the rules' words. What
every game's lessons must do is tested once for all (``tests/lessons/test_lessons_of_every_game.py``)."""

from __future__ import annotations

import re

import pytest

import genesis_nb
from genesis_nb.lessons import REFUSED, Lesson, LessonRun, lessons_for
from genesis_nb.lessons.load import expected_actions, start_of

INFO = genesis_nb.game("herds")
LESSONS = lessons_for(INFO)
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]
#: a volcano (f1): a tile there is refused in every position of every step
VOLCANO = 5


def sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def test_the_lessons_load():
    assert LESSONS, "herds has a lessons.toml"
    assert [lesson.id for lesson in LESSONS] == [
        "first-turn",
        "wild-and-one-tile",
        "running-out",
        "areas-and-herds",
        "scoring-example",
        "bonus-ties",
        "the-end",
    ]
    assert len(STEPS) == 34 and len(INFO.catalogue) == 40


def test_the_rulebook_examples_are_replayed():
    examples = {step.id: step.example for _, step in STEPS if step.example}
    assert set(examples) == {
        "forest-4-and-2",
        "savannah-split-second",
        "wetland-four-way-tie",
        "mountain-lone-herd",
    }
    # the last of them lays the last tile of the rulebook's example: its whole count
    step = next(s for _, s in STEPS if s.id == "mountain-lone-herd")
    game = start_of(INFO, step)
    game.play(expected_actions(game, step)[0])
    assert list(game.scores().totals.values()) == [16, 18, 10, 8]
    assert "16" in step.right("en") and "18" in step.right("en")


def _play_expected(name: str):
    step = next(s for _, s in STEPS if s.id == name)
    game = start_of(INFO, step)
    game.play(expected_actions(game, step)[0])
    return game


def test_what_the_right_messages_say_is_what_happens():
    # the end at once, before the second tile: Ann 39, Bo 31; the shared win: 35 each
    ended = _play_expected("game-ends")
    assert ended.is_over and list(ended.scores().totals.values()) == [39, 31]
    shared = _play_expected("shared-win")
    assert shared.is_over and list(shared.scores().totals.values()) == [35, 35]
    # the last tile of a player: skipped from then on, Bo plays
    last = _play_expected("last-tile")
    assert sum(last.state.left[0]) == 0 and last.actor == 1
    # the second forest die after the last forest tile allows any terrain
    assert sorted({a.terrain for a in _play_expected("last-forest").legal_actions()}) == [
        "mountain",
        "savannah",
        "wetland",
    ]


def _alone(lesson: Lesson, step) -> LessonRun:
    """A run of this one step (a run cannot skip to it otherwise)."""
    return LessonRun(INFO, [Lesson(lesson.id, lesson.title, (step,))], student="test")


@pytest.mark.parametrize("lesson, step", STEPS, ids=[f"{lesson.id}/{step.id}" for lesson, step in STEPS])
def test_a_tile_on_a_volcano_is_refused_in_the_rules_words(lesson, step):
    run = _alone(lesson, step)
    game = run.game
    refused = game.rules.registry.from_json({"type": "place", "square": VOLCANO, "terrain": "forest"})
    assert refused not in run.expected()
    v = run.click(refused)
    assert v.outcome == REFUSED and v.text == game.why_not(refused).message("en")
    assert not game.steps
