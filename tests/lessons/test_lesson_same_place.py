"""A legal move clicked on the step's own place but chosen otherwise in the chooser there (another tile on the
right square) is told which option to choose, in the board's words, instead of the step's words for a move
elsewhere ("That is a fine square too, but ...", which the click contradicts)."""

from __future__ import annotations

import genesis_nb
from genesis_nb.lessons import OTHER, Lesson, LessonRun, lessons_for


def _run(name, step_id, lang="en"):
    info = genesis_nb.game(name)
    lesson, step = next((les, s) for les in lessons_for(info) for s in les.steps if s.id == step_id)
    return LessonRun(info, [Lesson(lesson.id, lesson.title, (step,))], student="Ann", lang=lang)


def _same_place_other(run):
    spec = run.info.hook("board")
    state = run.game.state
    expected = run.expected()
    places = {spec.target(state, e) for e in expected}
    action = next(a for a in run.game.legal_actions() if a not in expected and spec.target(state, a) in places)
    return action, spec.label(run.game.rules, state, expected[0], run.lang)


def test_the_right_square_with_another_tile_is_told_which_option_to_choose():
    run = _run("herds", "roll-and-lay")
    action, label = _same_place_other(run)
    verdict = run.judge(action)
    assert verdict.outcome == OTHER and not verdict.play
    assert verdict.text == f"Right place, but choose “{label}” in the list there."
    assert run.step.other("en") not in verdict.text


def test_a_move_elsewhere_still_gets_the_steps_own_words():
    run = _run("herds", "roll-and-lay")
    spec = run.info.hook("board")
    places = {spec.target(run.game.state, e) for e in run.expected()}
    elsewhere = next(a for a in run.game.legal_actions() if spec.target(run.game.state, a) not in places)
    assert run.judge(elsewhere).text == run.step.other("en")
