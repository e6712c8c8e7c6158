"""The lessons of THE BOOK game (``genesis_nb/book/lessons.toml``): the file loads and is checked against the
rules, every step is judged as a student would meet it (the move that counts is RIGHT, another legal move is
OTHER, a refused move earns the rules' own sentence), the counts its words give are the rules' counts. What
every game's lessons must do (every rule taught, the zoom, a whole run) is tested once for all in
``tests/lessons/test_lessons_of_every_game.py``."""

from __future__ import annotations

import re

import pytest
from lesson_other import other_words

import genesis_nb
from genesis_nb.book.actions import Eat, Flip
from genesis_nb.lessons import OTHER, PLAY, REFUSE, REFUSED, RIGHT, LessonRun, lessons_for

INFO = genesis_nb.game("book")
LESSONS = lessons_for(INFO)
STEPS = [(lesson.id, i, step) for lesson in LESSONS for i, step in enumerate(lesson.steps)]
IDS = [f"{lesson}/{step.id}" for lesson, _, step in STEPS]
#: how many steps the lessons have (a lesson added or dropped changes it on purpose)
STEP_COUNT = 53
#: the end of a sentence: . ! or ? (a closing quote or bracket may follow) before a space or the end
SENTENCE_END = re.compile(r"[.!?][\"')]?(?=\s|$)")


def run_at(lesson_id: str, index: int) -> LessonRun:
    """A run standing at the given step (its own lesson only, so that no step has to be done first)."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    run = LessonRun(INFO, [lesson], student="test")
    for _ in range(index):
        run._done.add(run.index)
        assert run.next() is None
    return run


def refused_move(game, expected):
    """Some move the rules refuse in the step's position: a flip of a face-up or empty hex, or a piece of the
    player's eating one of its own or a face-up piece it may not eat."""
    for h in game.rules.field(len(game.players)).hexes:
        action = Flip(h)
        if action not in expected and game.why_not(action) is not None:
            return action
    for a in game.legal_actions():
        if isinstance(a, Eat):
            action = Eat(a.to, a.frm)
            if action not in expected and game.why_not(action) is not None:
                return action
    return None


def test_the_lessons_load():
    assert [lesson.id for lesson in lessons_for(genesis_nb.game("book"))] == [
        "start",
        "a-turn",
        "king",
        "prophet-priest",
        "horse",
        "guard",
        "man",
        "fisher",
        "landmarks",
        "the-end",
    ]
    assert all(lesson.title("en") for lesson in LESSONS)


def test_the_steps_are_short_and_counted():
    assert len(STEPS) == STEP_COUNT
    for lesson, _, step in STEPS:
        say = step.say("en")
        assert len(say) <= 220, f"{lesson}/{step.id}: 'say' has {len(say)} characters"
        assert 1 <= len(SENTENCE_END.findall(say)) <= 2, f"{lesson}/{step.id}: 'say' is more than two sentences"
        assert step.hint("en"), f"{lesson}/{step.id} has no hint"
        assert "notation" not in say and "ply" not in say.split()


def test_the_rulebook_editions_reach_three_players():
    """B-EDITIONS and B-ALTAR-CHOICE are shown in a game of three (a third Altar to choose)."""
    step = next(step for _, _, step in STEPS if step.id == "altar-choice")
    assert "players=gold,silver,red" in step.position and len(step.expect) == 2


@pytest.mark.parametrize("lesson_id, index, step", STEPS, ids=IDS)
def test_each_step_judges_a_student(lesson_id, index, step):
    run = run_at(lesson_id, index)
    game = run.game
    assert run.step is step and game.actor == game.state.turn
    expected = run.expected()
    board = INFO.hook("board")
    # the zoom holds every expected move's target
    for action in expected:
        key = board.target(game.state, action)
        assert key in step.focus, f"{step.id}: {key} is not in the focus {step.focus}"
    # a refused move: the rules' own sentence, nothing played
    bad = refused_move(game, expected)
    assert bad is not None, f"{step.id}: found no refused move to try"
    plies = len(game.steps)
    verdict = run.click(bad)
    assert verdict.outcome == REFUSED and verdict.text == game.why_not(bad).message("en")
    assert len(run.game.steps) == plies
    # a legal move that is not the one practised (when the position has one): OTHER, not played
    others = [a for a in game.legal_actions() if a not in expected]
    if others:
        verdict = run.click(others[0])
        assert verdict.outcome == OTHER and not verdict.play and len(run.game.steps) == plies
        want = other_words(run.info, game, step, expected, others[0], "en")
        assert want is None or verdict.text == want
    # the move that counts
    action = expected[0]
    verdict = run.click(action)
    assert verdict.outcome == RIGHT, f"{step.id}: {verdict.text}"
    assert run.done
    if step.kind == PLAY:
        assert verdict.play and len(run.game.steps) == plies + 1
        assert verdict.text == step.right("en")
    else:
        assert step.kind == REFUSE and not verdict.play and len(run.game.steps) == plies
        refusal = game.why_not(action)
        assert refusal.rule_id in step.rules
        assert verdict.text.startswith(refusal.message("en"))


def test_the_count_in_the_right_words_is_the_rules_count():
    """The end steps say the score; it is the score the rules give after the move."""
    for step_id in ("last-flip", "the-limit"):
        lesson_id, index, step = next(s for s in STEPS if s[2].id == step_id)
        run = run_at(lesson_id, index)
        run.click(run.expected()[0])
        assert run.game.is_over
        sheet = run.game.scores()
        words = step.right("en")
        assert f"{sheet.total(0)}" in words and f"Bo has {sheet.total(1)}" in words
        assert "You win" in words and sheet.winners == [0]


def test_the_landmark_cast_step_matches_the_default_reading():
    """The step "cast-landmark" says the landmark stays face down and the turn is lost (B-CAST-LANDMARK,
    cast_landmark="hidden", the rulebook's reading); if the default reading changes, its words must change too."""
    from genesis_nb.book import BookOptions

    lesson_id, index, step = next(s for s in STEPS if s[2].id == "cast-landmark")
    assert BookOptions().cast_landmark == "hidden", "rewrite the cast-landmark step for the new default"
    run = run_at(lesson_id, index)
    before = run.game.state.ply
    run.click(run.expected()[0])
    cell = {c["label"]: c for c in run.game.view(0)["cells"]}["F6"]
    assert cell["known_landmark"] and not cell["known"] and run.game.state.ply == before + 1
    assert "stays face down" in step.right("en")
