"""The high-contrast view and JupyterLab's dark theme, in a real browser. The board's "High contrast" button (by
keyboard) puts every board of the page in black on white with thicker lit and focus rings, its texts still measured
at 4.5:1; the browser remembers it for a board opened after; the system's wish for more contrast does the same; in
the system's forced colours the rings take the system's colours. In JupyterLab's dark theme the board and a lesson
keep their own paper: their texts measured at 4.5:1 as on the light theme."""

from __future__ import annotations

import nbformat
import pytest

from .a11y import WHOLE, axe_serious, page_contrast
from .a11y import open_cells as open_notebook_cells

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
BOARD = "import genesis_nb\nw = genesis_nb.game('herds').board(seed=1)\n"


def open_cells(lab, tmp_path, name: str, setup: str, show: str) -> None:
    open_notebook_cells(lab, tmp_path, name, setup, show)
    page = lab.page
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-drawing .gnb-key.gnb-lit')")


def style_of(page, selector: str, prop: str) -> str:
    return page.evaluate(f"() => getComputedStyle(document.querySelector({selector!r})).{prop}")


def test_the_high_contrast_button(lab, page, tmp_path):
    page.set_viewport_size(WHOLE)
    open_cells(lab, tmp_path, "contrast_button", BOARD, "w")
    lit = f"{ROOT} .gnb-key.gnb-lit"
    assert style_of(page, lit, "strokeWidth") == "2.5px"
    button = page.locator(f"{ROOT} .gnb-contrast-btn")
    assert button.inner_text() == "High contrast" and button.get_attribute("aria-pressed") == "false"
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').classList.contains('gnb-contrast')")
    assert button.get_attribute("aria-pressed") == "true"
    assert style_of(page, lit, "strokeWidth") == "4.5px" and style_of(page, lit, "stroke") == "rgb(0, 0, 0)"
    assert style_of(page, f"{ROOT} .gnb-turn-title", "color") == "rgb(0, 0, 0)"
    assert style_of(page, f"{ROOT} .gnb-drawing svg", "filter") == "contrast(1.25)"
    found = axe_serious(page, ROOT) + page_contrast(page, ROOT)
    assert found == [], "\n".join(found)

    # the browser remembers it: a board opened after starts in the high-contrast view; the button turns it off
    open_cells(lab, tmp_path, "contrast_again", BOARD, "w")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').classList.contains('gnb-contrast')")
    page.locator(f"{ROOT} .gnb-contrast-btn").click()
    page.wait_for_function(f"() => !document.querySelector('{ROOT}').classList.contains('gnb-contrast')")
    assert style_of(page, lit, "strokeWidth") == "2.5px"
    assert lab.console_errors == []


def test_the_systems_wish_for_contrast_and_its_forced_colours(lab, page, tmp_path):
    open_cells(lab, tmp_path, "contrast_media", BOARD, "w")
    lit = f"{ROOT} .gnb-key.gnb-lit"
    page.emulate_media(contrast="more")
    page.wait_for_function(f"() => getComputedStyle(document.querySelector('{lit}')).strokeWidth === '4.5px'")
    assert style_of(page, f"{ROOT} .gnb-turn-title", "color") == "rgb(0, 0, 0)"
    page.emulate_media(contrast="no-preference", forced_colors="active")
    page.wait_for_function(f"() => getComputedStyle(document.querySelector('{lit}')).strokeWidth === '4.5px'")
    highlight = page.evaluate(
        "() => { const d = document.createElement('div'); d.style.color = 'Highlight'; document.body.appendChild(d);"
        " const c = getComputedStyle(d).color; d.remove(); return c; }"
    )
    assert style_of(page, lit, "stroke") == highlight
    assert style_of(page, f"{ROOT} .gnb-drawing svg", "forcedColorAdjust") == "none"  # the picture keeps its colours
    page.emulate_media(forced_colors="none")
    assert lab.console_errors == []


def test_the_board_and_a_lesson_in_jupyterlabs_dark_theme(lab, page, tmp_path, jupyter_server):
    settings = "lab/api/settings/@jupyterlab/apputils-extension:themes"
    jupyter_server.api("PUT", settings, json={"raw": '{"theme": "JupyterLab Dark"}'})
    try:
        page.set_viewport_size(WHOLE)
        setup = BOARD + "from genesis_nb.lessons.notebook import learn\nL = learn('herds')\n"
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(setup), nbformat.v4.new_code_cell("w"), nbformat.v4.new_code_cell("L")]
        path = tmp_path / "dark.ipynb"
        nbformat.write(nb, str(path))
        lab.open_notebook(path)
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
        lab.run_all()
        page.wait_for_function(f"() => document.querySelectorAll('{ROOT} .gnb-drawing .gnb-key').length > 0")
        page.locator(".gnb-lesson").wait_for()
        lab.screenshot("herds-board-dark-theme")
        page.evaluate(f"() => document.querySelectorAll('{ROOT}').forEach((r, i) => {{ r.dataset.testRoot = i; }})")
        found = []
        for root in (f"{ROOT}[data-test-root='0']", f"{ROOT}[data-test-root='1']"):
            found += axe_serious(page, root) + page_contrast(page, root)
        found += axe_serious(page, ".gnb-lesson", rules=["color-contrast"])
        assert found == [], "\n".join(found)
        assert lab.console_errors == []
    finally:
        jupyter_server.api("PUT", settings, json={"raw": '{"theme": "JupyterLab Light"}'})
