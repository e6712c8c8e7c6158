"""The angels lessons (genesis_nb/angels/lessons.toml): they load, they replay the rulebook's examples, and every
step works as the student meets it, in English and in Dutch: every move it asks for is judged right (and a "play"
step plays it), every other legal move is judged as another move, a move the rules refuse gets the rules' own
sentence, and the texts speak to "you". What every game's lessons must do (every rule taught, the focus, short
texts) is tested once for all in ``tests/lessons/test_lessons_of_every_game.py``."""

from __future__ import annotations

import re

import pytest
from lesson_other import other_words

import genesis_nb
from genesis_nb.angels import DayWork, Gather, Move, Pass
from genesis_nb.lessons import OTHER, PLAY, REFUSE, REFUSED, RIGHT, LessonRun, lessons_for

INFO = genesis_nb.game("angels")
LESSONS = lessons_for(INFO)
PLACES = [(li, si) for li, lesson in enumerate(LESSONS) for si in range(len(lesson.steps))]
#: the longest a step's first text may be, and the most sentences it may have
MOST_CHARS = 220
MOST_SENTENCES = 2


def _ids(place):
    li, si = place
    return f"{LESSONS[li].id}/{LESSONS[li].steps[si].id}"


def _run_at(place, lang):
    """A run standing on the step at ``place`` (every step before it done by its first expected move)."""
    run = LessonRun(INFO, LESSONS, student="Test", lang=lang)
    target = PLACES.index(place)
    while run.index < target:
        assert run.click(run.expected()[0]).outcome == RIGHT
        assert run.next() is None
    return run


def _candidates(game):
    """Moves a student could try on the board in this position: legal ones and refused ones."""
    s = game.state
    out = list(game.legal_actions())
    out += [Move(t) for t in range(8)]
    out += [DayWork(d, (0, 0, 0)) for d in range(1, 8)]
    if s.phase == "turns":
        out += [Gather(sq, (0, 0, 0), 0) for sq in range(len(s.tracks[s.where[s.turn]]))]
    out.append(Pass())
    return out


def test_the_lessons_load():
    assert LESSONS, "angels has a lessons.toml"
    assert len(LESSONS) >= 6
    assert all(lesson.title("en") and lesson.title("nl") for lesson in LESSONS)
    assert sum(len(lesson.steps) for lesson in LESSONS) == len(PLACES)


def test_the_rulebook_examples_are_replayed():
    from genesis_nb.angels.examples import EXAMPLES

    replayed = {s.example for lesson in LESSONS for s in lesson.steps if s.example}
    assert replayed <= set(EXAMPLES), f"unknown examples: {sorted(replayed - set(EXAMPLES))}"
    assert replayed == set(EXAMPLES), f"not replayed: {sorted(set(EXAMPLES) - replayed)}"


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("place", PLACES, ids=_ids)
def test_a_step_judges_the_expected_move_another_move_and_a_refused_one(place, lang):
    run = _run_at(place, lang)
    step = run.step
    game = run.game
    expected = run.expected()
    # a legal move that is not the one practised: OTHER, nothing played, the step's own words (or the run's)
    legal = [a for a in game.legal_actions() if a not in expected]
    for action in legal:
        v = run.click(action)
        assert v.outcome == OTHER and not v.play and not game.steps
        want = other_words(run.info, game, step, expected, action, lang)
        assert v.text and (want is None or v.text == want)
    assert not run.done
    # a move the rules refuse (and that the step does not ask for): REFUSED, with the rules' own sentence
    # (refused for another reason than the step's: a try refused in the very same words counts as the step's)
    said = {r.message(lang) for r in (game.why_not(e) for e in expected) if r is not None}
    refused = [
        a
        for a in _candidates(game)
        if a not in expected and game.why_not(a) is not None and game.why_not(a).message(lang) not in said
    ]
    assert refused, "every position has some move the rules refuse"
    v = run.click(refused[0])
    assert v.outcome == REFUSED and v.text == game.why_not(refused[0]).message(lang)
    assert not game.steps
    # every expected move is right
    for action in expected:
        v = run.judge(action)
        assert v.outcome == RIGHT
        if step.kind == REFUSE:
            refusal = game.why_not(action)
            assert refusal is not None and refusal.rule_id in step.rules
            assert v.text.startswith(refusal.message(lang)) and v.text.endswith(step.right(lang))
            assert not v.play
        else:
            assert step.kind == PLAY and v.play and v.text == step.right(lang)
    # and the first one, clicked, is played (a "play" step) or only explained (a "refuse" step)
    v = run.click(expected[0])
    assert v.outcome == RIGHT and run.done
    assert len(game.steps) == (1 if step.kind == PLAY else 0)
    last = run.index + 1 == run.total
    assert (run.next() is None) != last


def _sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("place", PLACES, ids=_ids)
def test_what_a_step_says_is_short(place, lang):
    li, si = place
    step = LESSONS[li].steps[si]
    say = step.say(lang)
    assert len(say) <= MOST_CHARS, f"{len(say)} characters: {say}"
    assert len(_sentences(say)) <= MOST_SENTENCES, f"more than {MOST_SENTENCES} sentences: {say}"
    for words in (step.right, step.hint):
        assert words(lang) and len(_sentences(words(lang))) <= 3
    jargon = ("notation", "scene", "ply", "notatie")
    assert not any(re.search(rf"\b{w}\b", say.lower()) for w in jargon)


def test_the_student_is_you_in_both_languages():
    for lesson in LESSONS:
        for step in lesson.steps:
            assert re.search(r"\b(you|your)\b", step.say("en"), re.I), step.id
            assert re.search(r"\b(je|jij|jouw)\b", step.say("nl"), re.I), step.id
