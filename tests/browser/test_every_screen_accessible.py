"""axe-core (WCAG 2.1 A and AA) and the contrast of every text, measured in the page, over each game's board in the
middle of a game (its log full, then looking at the past) and over the first step of every lesson of every game, in
JupyterLab: no serious or critical finding; every text at 4.5:1 (3:1 when large) against what is under it, the HTML
by axe's color-contrast rule, the picture's SVG texts measured on the picture (see a11y.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

from .a11y import WHOLE, axe_serious, open_cells, page_contrast

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
TESTS = Path(__file__).resolve().parents[1]
GAMES = ["angels", "herds", "planet", "book", "pocket"]
LESSON_GAMES = [name for name, info in genesis_nb.games().items() if lessons_for(info)]
MIDGAME = """import random, sys
sys.path.insert(0, {tests!r})
import genesis_nb
if {game!r} == "pocket":
    import pocket_game
info = genesis_nb.game({game!r})
g = info.new_game(seed=3)
rng = random.Random(3)
for _ in range(12):
    if g.is_over:
        break
    g.play(rng.choice(g.legal_actions()))
w = info.board(g, bots={{s: "random" for s in range(len(g.players)) if s != g.actor}}, observer=g.actor)
w.paused = True
"""


@pytest.mark.parametrize("game", GAMES)
def test_a_board_in_mid_game_and_in_the_past(lab, page, tmp_path, game):
    page.set_viewport_size(WHOLE)  # the whole board in sight for the screenshots
    open_cells(lab, tmp_path, f"{game}_screens", MIDGAME.format(game=game, tests=str(TESTS)), "w")
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-drawing .gnb-key')")
    plies = lab.kernel_eval("w.history_len")
    assert plies > 0
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-log-line')")
    found = axe_serious(page, ROOT) + page_contrast(page, ROOT)
    lab.kernel_exec("w.seek(1)")  # looking at the past: the framed board, the log's lines still to come
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.ply === '1'")
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-future')")
    found += [f"past: {f}" for f in axe_serious(page, ROOT) + page_contrast(page, ROOT)]
    assert found == [], "\n".join(found)
    assert lab.console_errors == []


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_first_step_of_every_lesson(lab, page, tmp_path, game):
    info = genesis_nb.game(game)
    if not info.hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    page.set_viewport_size(WHOLE)
    setup = "from genesis_nb.lessons.notebook import learn\nL = learn({game!r}, student='Ann')\n"
    open_cells(lab, tmp_path, f"{game}_lesson_screens", setup.format(game=game), "L")
    page.locator(".gnb-lesson").wait_for(timeout=30_000)
    firsts, at = [], 0
    for lesson in lessons_for(info):
        firsts.append(at)
        at += len(lesson.steps)
    found = []
    for index in firsts:
        if index:  # the lesson's first step (as Next would open it)
            lab.kernel_exec(f"L.run._enter({index}); L._load_step(); L._show()")
        page.wait_for_function(
            f"() => document.querySelector('.gnb-lesson-progress').textContent.startsWith('Step {index + 1} of')"
        )
        lit, ply = lab.kernel_eval("[len(L.board.legal['targets']), len(L.run.game.steps)]")
        page.wait_for_function(
            f"""() => {{ const r = document.querySelector('{ROOT}');
                        return r.dataset.lit === '{lit}' && r.dataset.ply === '{ply}' && !!r.querySelector('.gnb-key'); }}"""
        )
        where = f"step {index + 1}"
        found += [f"{where}: {f}" for f in axe_serious(page, ".gnb-lesson") + axe_serious(page, ROOT)]
        found += [f"{where}: {f}" for f in page_contrast(page, ROOT)]
    assert found == [], "\n".join(found)
    assert lab.console_errors == []
