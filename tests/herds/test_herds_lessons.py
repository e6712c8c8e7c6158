"""The lessons of herds (``genesis_nb/herds/lessons.toml``): they load, they teach every rule of the catalogue,
every step's move is judged by the rules as the lesson says, the board zooms to where the move is made, and
the texts stay short enough for a 12-year-old."""

from __future__ import annotations

import re

import pytest

import genesis_nb
from genesis_nb.lessons import OTHER, REFUSE, REFUSED, RIGHT, Lesson, LessonRun, lessons_for
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
    assert len(STEPS) == 34


def test_every_rule_of_the_catalogue_is_taught():
    taught = set().union(*(lesson.rules() for lesson in LESSONS))
    missing = [rule.id for rule in INFO.catalogue if rule.id not in taught]
    assert not missing, f"no step teaches {', '.join(missing)}"
    assert len(INFO.catalogue) == 40


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
def test_each_step_is_judged_by_the_rules(lesson, step):
    run = _alone(lesson, step)
    game = run.game
    expected = run.expected()
    # a refused click: the rules' own sentence, nothing played
    refused = game.rules.registry.from_json({"type": "place", "square": VOLCANO, "terrain": "forest"})
    assert refused not in expected
    v = run.click(refused)
    assert v.outcome == REFUSED and v.text == game.why_not(refused).message("en")
    assert not game.steps
    # a legal move that is not the one being practised: not played
    others = [a for a in game.legal_actions() if a not in expected]
    if others:
        v = run.click(others[0])
        assert v.outcome == OTHER and not v.play and not game.steps
    # the move the step asks for
    v = run.click(expected[0])
    assert v.outcome == RIGHT and run.done
    if step.kind == REFUSE:
        refusal = game.why_not(expected[0])
        assert refusal is not None and refusal.rule_id in step.rules
        assert v.text.startswith(refusal.message("en")) and step.right("en") in v.text
        assert not game.steps
    else:
        assert v.play and len(game.steps) == 1 and v.text == step.right("en")


@pytest.mark.parametrize("lesson, step", STEPS, ids=[f"{lesson.id}/{step.id}" for lesson, step in STEPS])
def test_the_board_zooms_to_the_move(lesson, step):
    game = start_of(INFO, step)
    board = INFO.hook("board")
    for action in expected_actions(game, step):
        assert board.target(game.state, action) in step.focus
    assert 1 <= len(step.focus) <= 8


@pytest.mark.parametrize("lesson, step", STEPS, ids=[f"{lesson.id}/{step.id}" for lesson, step in STEPS])
def test_the_texts_are_short(lesson, step):
    say = step.say("en")
    assert sentences(say) <= 2, say
    assert len(say) <= 220, f"{len(say)} characters: {say}"
    assert step.hint("en") and (step.kind == REFUSE or step.right("en"))
    for word in ("notation", "scene", "ply"):
        assert word not in say.lower()


def test_a_student_goes_through_every_step_in_order():
    run = LessonRun(INFO, LESSONS, student="Ann")
    for n, (_, step) in enumerate(STEPS):
        assert run.step is step and run.progress() == f"Step {n + 1} of {len(STEPS)}"
        assert run.click(run.expected()[0]).outcome == RIGHT
        if n + 1 < len(STEPS):
            assert run.next() is None
    summary = run.record.summary()
    assert summary.startswith(f"Ann: {len(STEPS)} of {len(STEPS)} steps done")
