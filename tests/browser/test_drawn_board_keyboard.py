"""A drawn board by keyboard alone (herds, in JupyterLab): one tab stop on the board, the arrow keys moving between
its squares, Enter choosing; a lit square's chooser takes the focus and gives it back; a move keeps the focus on
the board; a square no tile may go to is reachable too and its chooser leads to the rules' own sentence; the
status is announced in a live region and the log is a focusable role=log."""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"


def active_key(page) -> str | None:
    return page.evaluate(
        "() => document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key || null : null"
    )


def test_a_move_and_a_refusal_by_keyboard_alone(lab, page, tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import re\nfrom genesis_nb.herds import CATALOGUE, board, from_position, new_game\n"
            "start = re.sub(r'dice=\\S+', 'dice=forest,savannah', new_game(['Ann', 'Bo', 'Cy'], seed=1).notation())\n"
            "w = board(from_position(start, seed=1))\n"
        ),
        nbformat.v4.new_code_cell("w"),
    ]
    path = tmp_path / "herds_keyboard.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-key')")
    board = page.locator(ROOT).first
    assert board.locator(".gnb-key[tabindex='0']").count() == 1  # one tab stop for the whole board
    board.locator(".gnb-key[tabindex='0']").focus()
    start = active_key(page)
    assert start and start.startswith("sq:")
    page.keyboard.press("Home")
    assert active_key(page) == "sq:0"
    page.keyboard.press("ArrowRight")
    assert active_key(page) == "sq:1"
    page.keyboard.press("ArrowDown")
    assert active_key(page) == "sq:15"  # b2: one row down (14 squares a row)
    name = board.locator(".gnb-key[data-key='sq:15']").get_attribute("aria-label")
    assert name.startswith("b2: empty") and "choices" in name  # what it is, then what a click does

    # Enter on a lit square: the chooser takes the focus; Enter picks its first tile; the focus stays on b2
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement && document.activeElement.classList.contains('gnb-opt')")
    page.keyboard.press("Enter")
    assert lab.wait_for_kernel("w.history_len == 1")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.history === '1'")
    page.wait_for_function("() => document.activeElement && document.activeElement.dataset.key === 'sq:15'")
    said = board.locator(".gnb-sr[role='status']").text_content()
    assert lab.kernel_eval("w.game.narration()[-1]") in said

    # a volcano (f1) by the arrow keys: not lit, still reachable; its chooser offers tiles the rules refuse
    page.keyboard.press("Home")
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    assert active_key(page) == "sq:5"
    assert board.locator(".gnb-key[data-key='sq:5']").get_attribute("aria-label") == "f1: volcano"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement && document.activeElement.classList.contains('gnb-opt')")
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => !document.querySelector('{ROOT} .gnb-error').hidden")
    expected = lab.kernel_eval("CATALOGUE.render('refuse.volcano', 'en', {'square': 'f1'})")
    assert board.locator(".gnb-error").inner_text().strip() == expected and lab.kernel_eval("w.history_len") == 1
    assert active_key(page) == "sq:5"  # the focus went back to the volcano

    assert board.locator("[role='log'] > .gnb-loglist").get_attribute("tabindex") == "0"
    assert lab.console_errors == []
