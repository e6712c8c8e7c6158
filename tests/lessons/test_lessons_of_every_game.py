"""The lessons of every registered game that has them, in each of its languages: they teach every rule of its
catalogue, every step's move is judged as the lesson says (the move that counts, and a legal move that is not
the one taught), the board zooms to where the move is made, the texts stay short enough for a 12-year-old, and a
student goes through every step in order. A game's own test file adds what only it knows: a move its rules
refuse in each step, the rulebook's examples, the counts its words give."""

from __future__ import annotations

import re

import pytest
from lesson_other import other_words

import genesis_nb
from genesis_nb.lessons import OTHER, PLAY, REFUSE, RIGHT, Lesson, LessonRun, lessons_for
from genesis_nb.lessons.load import expected_actions, pointed_clicks, start_of
from genesis_nb.lessons.words import word as run_word

GAMES = {name: info for name, info in genesis_nb.games().items() if lessons_for(info)}
STEPS = [
    (name, lang, lesson, step)
    for name, info in GAMES.items()
    for lang in info.languages
    for lesson in lessons_for(info)
    for step in lesson.steps
]
IDS = [f"{name}-{lang}/{lesson.id}/{step.id}" for name, lang, lesson, step in STEPS]
#: each step once (what does not depend on the language)
ONCE = [s for s in STEPS if s[1] == GAMES[s[0]].languages[0]]
ONCE_IDS = [f"{name}/{lesson.id}/{step.id}" for name, _, lesson, step in ONCE]
#: words a 12-year-old does not need to learn a game
JARGON = ("notation", "scene", "ply", "notatie")
#: the most board keys a step zooms to: a few cells, hexes or squares (book's Throne step: the empty hexes to
#: choose from; angels' steps name whole things, a day or a track)
MOST_FOCUS = {"angels": 6, "book": 12}


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


@pytest.mark.parametrize("name", list(GAMES))
def test_every_rule_of_the_catalogue_is_taught(name):
    info = GAMES[name]
    taught = {rule for lesson in lessons_for(info) for rule in lesson.rules()}
    missing = sorted(rule.id for rule in info.catalogue if rule.id not in taught)
    assert not missing, f"{name}: no step teaches {', '.join(missing)}"


@pytest.mark.parametrize("name, lang, lesson, step", STEPS, ids=IDS)
def test_each_step_judges_the_move_it_teaches_and_another_legal_move(name, lang, lesson, step):
    info = GAMES[name]
    run = LessonRun(info, [Lesson(lesson.id, lesson.title, (step,))], student="test", lang=lang)
    game = run.game
    expected = run.expected()
    others = [a for a in game.legal_actions() if a not in expected]
    if others:  # a legal move that is not the one being practised: said, not played
        verdict = run.click(others[0])
        assert verdict.outcome == OTHER and not verdict.play and not game.steps
        want = other_words(info, game, step, expected, others[0], lang)
        assert verdict.text == (want or run_word("other", lang))
    verdict = run.click(expected[0])
    assert verdict.outcome == RIGHT and run.done, verdict.text
    if step.kind == PLAY:
        assert verdict.play and verdict.text == step.right(lang)
    else:
        refusal = game.why_not(expected[0])
        assert step.kind == REFUSE and not verdict.play and not game.steps
        assert refusal is not None and refusal.rule_id in step.rules
        assert verdict.text.startswith(refusal.message(lang)) and step.right(lang) in verdict.text


@pytest.mark.parametrize("name, lang, lesson, step", ONCE, ids=ONCE_IDS)
def test_the_board_zooms_to_the_move(name, lang, lesson, step):
    info = GAMES[name]
    game = start_of(info, step)
    spec = info.hook("board")
    for raw, action in zip(step.expect, expected_actions(game, step)):
        key = ">".join(pointed_clicks(spec, game, step, action))  # where the lesson points, and on
        assert key in step.focus, f"{key} (the clicks of {raw}) is not in the focus {list(step.focus)}"
    assert 1 <= len(step.focus) <= MOST_FOCUS.get(name, 8), "a step zooms to a few things"


@pytest.mark.parametrize("name, lang, lesson, step", STEPS, ids=IDS)
def test_the_texts_are_short_and_plain(name, lang, lesson, step):
    say = step.say(lang)
    assert len(sentences(say)) <= 2, f"more than two sentences: {say}"
    assert len(say) <= 220, f"{len(say)} characters: {say}"
    assert step.hint(lang) and (step.kind == REFUSE or step.right(lang))
    assert not any(re.search(rf"\b{word}\b", say.lower()) for word in JARGON), say


@pytest.mark.parametrize("name", list(GAMES))
def test_a_student_goes_through_every_step_in_order(name):
    info = GAMES[name]
    lessons = lessons_for(info)
    steps = [step for lesson in lessons for step in lesson.steps]
    run = LessonRun(info, lessons, student="Ann")
    for n, step in enumerate(steps):
        assert run.step is step and run.progress() == f"Step {n + 1} of {len(steps)}"
        assert run.click(run.expected()[0]).outcome == RIGHT
        if n + 1 < len(steps):
            assert run.next() is None
    total = len(steps)
    assert run.record.summary() == f"Ann: {total} of {total} steps done, {total} tries, 0 of them refused by the rules."


def click_offers(info, game, keys):
    """What a board offers for a click on the path ``keys`` in the game's position: the legal actions behind that
    target, then what the spec says the click may mean (``BoardSpec.meaning``), as the board's chooser lists them."""
    from genesis_nb.board.legal import meanings, options_page

    spec, rules, state = info.hook("board"), game.rules, game.state
    key = ">".join(keys)
    page = options_page(spec, rules, state, rules.legal_actions(state), key, 0, "en", page=10**6, refused=True)
    offered = [rules.registry.from_json(o[0]) for o in page["options"]]
    if not offered:
        meant = spec.meaning(rules, state, tuple(keys))
        offered = meanings(spec, rules, state, key) if isinstance(meant, (list, tuple)) else [meant]
        offered = [rules.registry.from_json(a) if isinstance(a, dict) else a for a in offered]
    return offered


@pytest.mark.parametrize("name, lang, lesson, step", ONCE, ids=ONCE_IDS)
def test_the_move_of_every_step_can_be_made_by_clicking_the_board(name, lang, lesson, step):
    """On a board drawn from the game's picture, the step's move (or the move it asks to try and see refused) is
    something the student can click: its keys are drawn in the picture, and a click there offers that action."""
    info = GAMES[name]
    spec = info.hook("board")
    if not spec.drawn:
        pytest.skip(f"{name}'s board has a drawing module of its own")
    game = start_of(info, step)
    expected = expected_actions(game, step)
    marked = set(spec_marks(info, game))
    reachable = []
    for action in expected:
        keys = spec.target(game.state, action).split(">")
        if keys[0] in marked and action in click_offers(info, game, keys):
            reachable.append(action)
    assert reachable, f"{step.id}: no expected action can be clicked ({expected})"


def spec_marks(info, game):
    from genesis_nb.board.drawing import drawing_svg
    from genesis_nb.picture_svg import marks_of

    spec = info.hook("board")
    observer = game.actor if game.actor is not None else "public"
    return marks_of(drawing_svg(spec, game, len(game.steps), observer, "en", {}))
