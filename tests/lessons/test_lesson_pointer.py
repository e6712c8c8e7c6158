"""Where a lesson points (``lessons.load.pointed_clicks``, ``board.legal.click_path``): at the first click of the
move, unless that click lies outside the step's region and a click on the move's last key alone plays it (planet's
space, which takes the pawn Ann has shown already, while her hand is drawn below the continents)."""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.board.legal import click_path
from genesis_nb.lessons import lessons_for
from genesis_nb.lessons.load import expected_actions, pointed_clicks, start_of

PLANET = genesis_nb.game("planet")


def _step(step_id):
    return next(s for lesson in lessons_for(PLANET) for s in lesson.steps if s.id == step_id)


def _first_expected(step):
    game = start_of(PLANET, step)
    return game, expected_actions(game, step)[0]


@pytest.mark.parametrize("step_id, clicks", [("place-mineral", ("space:2",)), ("white-space", ("space:4",))])
def test_a_space_that_takes_the_shown_pawn_is_pointed_at_alone(step_id, clicks):
    step = _step(step_id)
    game, action = _first_expected(step)
    spec = PLANET.hook("board")
    assert spec.target(game.state, action).startswith("hand:")  # the whole way: the pawn, then the space
    assert "hand:0" not in step.focus
    assert pointed_clicks(spec, game, step, action) == clicks == click_path(spec, game.rules, game.state, action)


def test_a_first_click_inside_the_region_is_pointed_at():
    """Moving the oxygen off Aw: Aw is in the region, and the step is about it (a click on B5 alone would mean
    the same move, but the words say to move the pawn on Aw)."""
    step = _step("not-oxygen")
    game, action = _first_expected(step)
    spec = PLANET.hook("board")
    assert click_path(spec, game.rules, game.state, action) == ("space:9",)
    assert pointed_clicks(spec, game, step, action) == ("space:4", "space:9")


def test_an_oxygen_whose_side_is_chosen_keeps_its_whole_way():
    """A space alone does not say which side up an oxygen goes: the pawn, then the space, then the chooser."""
    step = _step("gods")
    game, action = _first_expected(step)
    spec = PLANET.hook("board")
    assert click_path(spec, game.rules, game.state, action) == tuple(spec.target(game.state, action).split(">"))


def test_the_lesson_screen_points_where_the_step_says():
    pytest.importorskip("anywidget")
    from genesis_nb.lessons import Lesson
    from genesis_nb.lessons.panel import lesson

    step = _step("place-mineral")
    screen = lesson(PLANET, [Lesson("one", step_title(), (step,))], student="Ann")
    assert screen.board.view["ui"]["pointer"] == ["space:2"]


def step_title():
    return next(lesson.title for lesson in lessons_for(PLANET) if any(s.id == "place-mineral" for s in lesson.steps))
