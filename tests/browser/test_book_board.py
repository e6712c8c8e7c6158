"""The book board in a real browser: the board is the game's picture (genesis_nb/book/picture.py), shown by the
shared drawn board (js/shell_drawing.js) with a key over each hex (`hex:<h>`). Flip, eat (piece, then hex) and an
ability (piece, then its button, which says the cost) by clicking; refused clicks explained in the rules' words,
the Fisher's in the context of its selection; the projector mode fits a 1280x800 screen's width; the hand-off between
two humans sharing the screen; the console free of errors. Screenshots: tests/browser/screenshots/book-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"

SETUP = """\
import random
from genesis_nb.core.toml import tomllib
from pathlib import Path
import genesis_nb.book as book
from genesis_nb.book import board, new_game, from_position, Eat, Flip
g = new_game(['Ann', 'Bo'], seed=0)
r = random.Random(0)
for _ in range(22):
    g.play(r.choice(g.legal_actions()))
steps = {s['id']: s for l in tomllib.loads((Path(book.__file__).parent / 'lessons.toml').read_text())['lessons']
         for s in l['steps']}
"""


def make_notebook(path, setup: str, show: str = "w") -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The book board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell(show),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_js(page, expr: str, nth: int = 0, timeout: float = 30_000) -> None:
    """Wait until ``expr`` (``r`` = the ``nth`` board's root) is true in the page."""
    page.wait_for_function(
        f"() => {{ const r = document.querySelectorAll('{ROOT}')[{nth}]; return !!(r && ({expr})); }}", timeout=timeout
    )


def wait_board(page, history: int | None = None, nth: int = 0) -> None:
    wait_js(
        page,
        "r.querySelector('.gnb-key')" + ("" if history is None else f" && r.dataset.history === '{history}'"),
        nth,
    )


def key(board, k: str):
    return board.locator(f".gnb-key[data-key='{k}']")


def shown_error(page) -> str:
    wait_js(page, "!r.querySelector('.gnb-error').hidden")
    return page.evaluate(f"() => document.querySelector('{ROOT} .gnb-error').innerText.trim()")


def test_flip_eat_and_refusals_by_clicking(lab, page, tmp_path):
    """B-FLIP, B-EAT (B-CHART) by clicking the picture's hexes; B-TRAVEL refused in the rules' words."""
    nb = make_notebook(tmp_path / "book_board.ipynb", SETUP + "w = board(g, bots={1: 'greedy'}, bot_delay=100)\n")
    lab.open_notebook(nb)
    lab.run_all()
    wait_board(page, history=22)
    b = page.locator(ROOT).first
    assert lab.kernel_eval("w.game.actor") == 0
    assert b.locator(".gnb-key").count() == 74  # every hex of the field has its key
    firsts = lab.kernel_eval("sorted({k.split('>')[0] for k in w.legal['targets']})")
    assert sorted(b.locator(".gnb-key.gnb-lit").evaluate_all("els => els.map(e => e.dataset.key)")) == firsts
    lab.screenshot("book-board-start")

    # an eat: select Ann's piece (its key turns blue), then click the lit enemy
    eat = lab.kernel_eval("[[a.frm, a.to] for a in g.legal_actions() if isinstance(a, Eat)][0]")
    key(b, f"hex:{eat[0]}").click()
    b.locator(f".gnb-key.gnb-selected[data-key='hex:{eat[0]}']").wait_for()
    assert key(b, f"hex:{eat[1]}").get_attribute("class").split().count("gnb-lit") == 1
    lab.screenshot("book-board-selected")
    key(b, f"hex:{eat[1]}").click()
    if b.locator(".gnb-chooser").is_visible():
        b.locator(".gnb-chooser button.gnb-opt").first.click()
    assert lab.wait_for_kernel("w.history_len >= 23")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[22].action)")
    assert step == {"type": "eat", "frm": eat[0], "to": eat[1]}
    # the bot answers; then Ann flips a face-down piece with one click
    assert lab.wait_for_kernel("w.history_len == 24 and w.game.actor == 0", timeout=30)
    wait_board(page, history=24)
    flip = lab.kernel_eval("[a.hex for a in w.game.legal_actions() if isinstance(a, Flip)][0]")
    key(b, f"hex:{flip}").click()
    assert lab.wait_for_kernel("w.history_len >= 25")
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[24].action)") == {"type": "flip", "hex": flip}
    assert lab.wait_for_kernel("w.history_len == 26 and w.game.actor == 0", timeout=30)
    wait_board(page, history=26)

    # a refused click: a piece of Ann's sent to a hex it cannot reach; the rules say why, nothing changes
    mine = lab.kernel_eval("[k.split('>')[0][4:] for k in w.legal['targets'] if '>hex:' in k][0]")
    far = lab.kernel_eval(f"max(w.game.rules.board.fields[2], key=lambda h: abs(h - {mine}))")
    before = lab.kernel_eval("w.game.notation()")
    key(b, f"hex:{mine}").click()
    key(b, f"hex:{far}").click(force=True)
    assert shown_error(page) == lab.kernel_eval("w.error") != ""
    assert lab.kernel_eval("w.game.notation()") == before
    page.wait_for_timeout(300)
    lab.screenshot("book-board-refused")
    assert lab.console_errors == []


def test_an_ability_button_and_the_fishers_cast_in_context(lab, page, tmp_path):
    """B-PROPHECY by clicking (the Prophet, then its button, which says what it costs, then three looks); the
    Fisher selected, a click on a face-down piece two hexes along (E4, over the Mountain) is a cast (issue 17)."""
    nb = make_notebook(
        tmp_path / "book_ability.ipynb",
        SETUP
        + "w = board(from_position(steps['prophecy']['position']), bots={1: 'greedy'}, bot_delay=100)\n"
        + "f = board(from_position(steps['cast']['position']), bots={1: 'greedy'})\n",
        show="from ipywidgets import VBox\nVBox([w, f])",
    )
    lab.open_notebook(nb)
    lab.run_all()
    wait_board(page, nth=1)
    b, fb = page.locator(ROOT).nth(0), page.locator(ROOT).nth(1)

    key(b, "hex:40").click()
    button = b.locator(".gnb-actions button[data-key='ab:prophecy']")
    button.wait_for()
    words = button.inner_text()
    assert "Prophet on F4 is sacrificed" in words and "look at 3 face-down pieces" in words
    b.scroll_into_view_if_needed()
    lab.screenshot("book-board-ability")
    button.click()
    assert lab.wait_for_kernel("w.game.state.phase == 'peek'")
    for _ in range(3):
        n = lab.kernel_eval("w.history_len")
        wait_board(page, history=n)
        look = lab.kernel_eval("w.legal['targets'] and sorted(w.legal['targets'])[0]")
        key(b, look).click()
        assert lab.wait_for_kernel(f"w.history_len > {n}")
    assert lab.kernel_eval("[type(s.action).__name__ for s in w.game.steps]")[:4] == ["Prophecy"] + ["Peek"] * 3

    # the Fisher on G4 (51) selected, E4 (29) clicked: a face-down piece (a flip from the start), here a cast
    before = lab.kernel_eval("f.game.notation()")
    key(fb, "hex:51").click()
    fb.locator(".gnb-key.gnb-selected[data-key='hex:51']").wait_for()
    key(fb, "hex:29").click()
    wait_js(page, "!r.querySelector('.gnb-error').hidden", nth=1)
    shown = fb.locator(".gnb-error").inner_text().strip()
    assert shown == "A Fisher cannot cast over the Mountain on F4." == lab.kernel_eval("f.error")
    assert lab.kernel_eval("f.game.notation()") == before
    fb.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    lab.screenshot("book-board-cast-refused")
    assert lab.console_errors == []


def test_the_projector_mode_fits_the_screen_and_two_humans_hand_over(lab, page, tmp_path):
    """scale=1.5 on a 1280x800 screen: the picture as large as the screen's width allows, never under its natural
    size; the next player's turn waits behind a hand-off screen (hidden information on one screen)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    nb = make_notebook(tmp_path / "book_handoff.ipynb", SETUP + "w = board(g, scale=1.5)\n")
    lab.open_notebook(nb)
    lab.run_all()
    wait_board(page)
    # as large as the screen allows without its texts going under 12 px: the picture at its natural size (1150 x
    # about 725: the field of 74 hexes is taller than 78% of 800 px at that width), within the screen's width
    box = page.locator(f"{ROOT} .gnb-drawing svg").bounding_box()
    natural = lab.kernel_eval(
        "__import__('genesis_nb.picture_svg', fromlist=['x']).viewbox(__import__('genesis_nb.board.drawing', fromlist=['x']).unpack(w.drawing))"
    )
    assert box["width"] <= 1280 and abs(box["width"] - natural[2]) <= 2 and box["height"] <= natural[3] + 2
    handoff = page.locator(f"{ROOT} .gnb-handoff")
    handoff.wait_for(state="visible")
    assert lab.kernel_eval("w.observer") == "public"
    page.locator(f"{ROOT} .gnb-ready").click()
    handoff.wait_for(state="hidden")
    assert lab.kernel_eval("w.observer") == lab.kernel_eval("w.game.actor")
    page.locator(f"{ROOT} .gnb-drawing").scroll_into_view_if_needed()
    lab.screenshot("book-board-projector")
    assert lab.console_errors == []
