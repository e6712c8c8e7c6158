"""The book board in a real browser: flip and eat by clicking, a refused click explained, the hand-off
between two humans sharing the screen (a Prophecy's peek is private), the console free of errors.
Screenshots go to tests/browser/screenshots/book-board-*.png."""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-book"

SETUP = """\
import random
from genesis_nb.book import board, new_game, Eat, Flip
g = new_game(['Ann', 'Bo'], seed=0)
r = random.Random(0)
for _ in range(22):
    g.play(r.choice(g.legal_actions()))
"""


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The book board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_history(page, n, timeout=30_000):
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{ROOT}'); return r && r.dataset.history === '{n}'; }}",
        timeout=timeout,
    )


def test_flip_and_eat_by_clicking_and_a_refusal(lab, page, tmp_path):
    """B-FLIP, B-EAT (B-CHART) by clicking; B-TRAVEL refused in the rules' words; nothing else changes."""
    nb = make_notebook(tmp_path / "book_board.ipynb", SETUP + "w = board(g, bots={1: 'greedy'}, bot_delay=100)\n")
    lab.open_notebook(nb)
    lab.run_all()
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-hex", timeout=60_000)
    wait_history(page, 22)
    assert lab.kernel_eval("w.game.actor") == 0
    lab.screenshot("book-board-start")

    # an eat: select Ann's piece, then click the lit enemy
    eat = lab.kernel_eval("[[a.frm, a.to] for a in g.legal_actions() if isinstance(a, Eat)][0]")
    page.locator(f"{ROOT} .gnb-hex[data-hex='{eat[0]}']").click()
    page.locator(f"{ROOT} .gnb-hex.gnb-selected[data-hex='{eat[0]}']").wait_for()
    target = page.locator(f"{ROOT} .gnb-hex.gnb-lit[data-hex='{eat[1]}']")
    assert target.count() == 1
    lab.screenshot("book-board-selected")
    target.click()
    if page.locator(f"{ROOT} .gnb-chooser").is_visible():
        page.locator(f"{ROOT} .gnb-chooser button.gnb-opt").first.click()
    assert lab.wait_for_kernel("w.history_len >= 23")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[22].action)")
    assert step == {"type": "eat", "frm": eat[0], "to": eat[1]}
    # the bot answers; then Ann flips a face-down piece by clicking it
    assert lab.wait_for_kernel("w.history_len == 24 and w.game.actor == 0", timeout=30)
    wait_history(page, 24)
    flip = lab.kernel_eval("[a.hex for a in w.game.legal_actions() if isinstance(a, Flip)][0]")
    page.locator(f"{ROOT} .gnb-hex[data-hex='{flip}']").click()
    assert lab.wait_for_kernel("w.history_len >= 25")
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[24].action)") == {"type": "flip", "hex": flip}
    assert lab.wait_for_kernel("w.history_len == 26 and w.game.actor == 0", timeout=30)
    wait_history(page, 26)

    # a refused click: a piece of Ann's sent to a hex it cannot reach; the rules say why, nothing changes
    mine = lab.kernel_eval(
        "[c['hex'] for c in w.game.view(0)['cells'] if not c['face_down'] and c.get('owner') == 0 "
        "and any(k.startswith(f\"mv:{c['hex']}:\") for k in w.legal['targets'])][0]"
    )
    far = lab.kernel_eval(f"max(w.game.rules.board.fields[2], key=lambda h: abs(h - {mine}))")
    before = lab.kernel_eval("w.game.notation()")
    page.locator(f"{ROOT} .gnb-hex[data-hex='{mine}']").click()
    page.locator(f"{ROOT} .gnb-hex[data-hex='{far}']").click(force=True)
    box = page.locator(f"{ROOT} .gnb-error")
    box.wait_for(state="visible")
    assert box.inner_text().strip() == lab.kernel_eval("w.error") != ""
    assert lab.kernel_eval("w.game.notation()") == before
    page.wait_for_timeout(300)
    lab.screenshot("book-board-refused")
    assert lab.console_errors == []


def test_two_humans_hand_the_screen_over(lab, page, tmp_path):
    """Hidden information on one screen: the next player's turn waits behind a hand-off screen."""
    nb = make_notebook(tmp_path / "book_handoff.ipynb", SETUP + "w = board(g)\n")
    lab.open_notebook(nb)
    lab.run_all()
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-hex", timeout=60_000)
    handoff = page.locator(f"{ROOT} .gnb-handoff")
    handoff.wait_for(state="visible")
    assert lab.kernel_eval("w.observer") == "public"
    lab.screenshot("book-board-handoff")
    page.locator(f"{ROOT} .gnb-ready").click()
    handoff.wait_for(state="hidden")
    assert lab.kernel_eval("w.observer") == lab.kernel_eval("w.game.actor")
    assert lab.console_errors == []
