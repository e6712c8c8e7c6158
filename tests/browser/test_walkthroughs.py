"""The walkthroughs in a real browser: a clean copy of each runs top to bottom in a fresh kernel, its one live
lesson board draws with the lesson panel above it (in the notebook's language), and the console stays free of
errors. On the English angels walkthrough the first step is played by clicking: the lesson goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WALKTHROUGHS = [
    ("angels", "walkthrough.ipynb", "Step 1 of {n}"),
    ("angels", "walkthrough_nl.ipynb", "Stap 1 van {n}"),
    ("book", "walkthrough.ipynb", "Step 1 of {n}"),
    ("herds", "walkthrough.ipynb", "Step 1 of {n}"),
    ("planet", "walkthrough.ipynb", "Step 1 of {n}"),
]


@pytest.mark.parametrize("game, name, first", WALKTHROUGHS, ids=lambda v: str(v).removesuffix(".ipynb"))
def test_walkthrough_runs_and_its_lesson_board_draws(lab, page, game, name, first):
    lab.open_notebook(NOTEBOOKS / game / name)
    lab.run_all()
    panel = page.locator(".gnb-lesson")
    panel.first.wait_for(timeout=30_000)
    assert panel.count() == 1, "one live board teaches every lesson"
    steps = sum(len(lesson.steps) for lesson in lessons_for(genesis_nb.game(game)))
    progress = panel.locator(".gnb-lesson-progress")
    assert progress.text_content() == first.format(n=steps)
    page.locator(".gnb-root").first.wait_for(timeout=30_000)
    assert panel.locator(".gnb-lesson-next").is_disabled(), "the lesson goes on only when the step is done"
    panel.first.scroll_into_view_if_needed()
    lab.screenshot(f"{game}-{Path(name).stem}-lesson")
    if (game, name) == ("angels", "walkthrough.ipynb"):
        # step 1: take one starting cube (any colour the board lights); then Next opens step 2
        page.locator(".gnb-drawn .gnb-key.gnb-lit[data-key^='cube:']").first.click()
        page.wait_for_function("() => document.querySelector('.gnb-lesson').dataset.done === 'true'", timeout=15_000)
        panel.locator(".gnb-lesson-next").click()
        page.wait_for_function(
            f"() => document.querySelector('.gnb-lesson-progress').textContent === 'Step 2 of {steps}'",
            timeout=15_000,
        )
    assert lab.console_errors == []
