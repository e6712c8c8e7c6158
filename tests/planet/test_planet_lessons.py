"""The lessons of planet (``genesis_nb/planet/lessons.toml``): they load, they teach every rule of the catalogue,
every step's move is judged by the rules as the lesson says, the board zooms to where the move is made, the
texts stay short, and every step is seen by Ann, who decides in it (the texts speak only of what she knows)."""

from __future__ import annotations

import re

import pytest

import genesis_nb
from genesis_nb.lessons import OTHER, REFUSE, REFUSED, RIGHT, Lesson, LessonRun, lessons_for
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


def test_every_rule_of_the_catalogue_is_taught():
    taught = set().union(*(lesson.rules() for lesson in LESSONS))
    missing = [rule.id for rule in INFO.catalogue if rule.id not in taught]
    assert not missing, f"no step teaches {', '.join(missing)}"
    assert len(INFO.catalogue) == 52


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
def test_each_step_is_judged_by_the_rules(lesson, step):
    run = _alone(lesson, step)
    game = run.game
    expected = run.expected()
    # Ann decides every step (the student is Ann; the board shows her view)
    assert game.actor == 0 and game.players[0] == "Ann"
    refused = _refused(game, expected)
    v = run.click(refused)
    assert v.outcome == REFUSED and v.text == game.why_not(refused).message("en") and not game.steps
    others = [a for a in game.legal_actions() if a not in expected]
    if others:
        v = run.click(others[0])
        assert v.outcome == OTHER and not v.play and not game.steps
    v = run.click(expected[0])
    assert v.outcome == RIGHT and run.done
    if step.kind == REFUSE:
        refusal = game.why_not(expected[0])
        assert refusal is not None and refusal.rule_id in step.rules
        assert v.text.startswith(refusal.message("en")) and step.right("en") in v.text
        assert not game.steps
    else:
        assert v.play and len(game.steps) == 1 and v.text == step.right("en")


@pytest.mark.parametrize("lesson, step", STEPS, ids=IDS)
def test_the_board_zooms_to_the_move(lesson, step):
    game = start_of(INFO, step)
    board = INFO.hook("board")
    for action in expected_actions(game, step):
        assert board.target(game.state, action) in step.focus
    assert 1 <= len(step.focus) <= 8


@pytest.mark.parametrize("lesson, step", STEPS, ids=IDS)
def test_the_texts_are_short(lesson, step):
    say = step.say("en")
    assert sentences(say) <= 2, say
    assert len(say) <= 220, f"{len(say)} characters: {say}"
    assert step.hint("en") and (step.kind == REFUSE or step.right("en"))
    for word in ("notation", "scene", "ply"):
        assert word not in say.lower()


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


def test_a_student_goes_through_every_step_in_order():
    run = LessonRun(INFO, LESSONS, student="Ann")
    for n, (_, step) in enumerate(STEPS):
        assert run.step is step and run.progress() == f"Step {n + 1} of {len(STEPS)}"
        assert run.click(run.expected()[0]).outcome == RIGHT
        if n + 1 < len(STEPS):
            assert run.next() is None
    assert run.record.summary().startswith(f"Ann: {len(STEPS)} of {len(STEPS)} steps done")
