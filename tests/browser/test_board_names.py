"""Player names reach the page as text, never as HTML (a name that looks like markup is shown literally)."""

from __future__ import annotations

import pytest

from .test_angels_board import ROOT, make_notebook, wait_board

pytestmark = pytest.mark.browser

NAME = "<b>Ann</b><img src=x onerror=window.__pwned=1>"


def test_markup_in_a_player_name_is_shown_as_text(lab, page, tmp_path):
    nb = make_notebook(
        tmp_path / "angels_board_names.ipynb",
        (f"from genesis_nb.angels import board\nw = board(players=[{NAME!r}, 'Bo'], seed=1)\n"),
    )
    lab.open_notebook(nb)
    lab.run_all()
    wait_board(page, history=0)
    root = page.locator(ROOT).first
    # shown literally (the turn line may start it with a capital, the picture's panel may shorten it)
    assert NAME.lower() in root.inner_text().lower()
    assert "<b>Ann</b><i" in " ".join(root.locator(".gnb-drawing svg text").all_text_contents())
    assert root.locator("img").count() == 0  # the board draws no <img> of its own
    assert page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} b')]
                                  .every(b => b.textContent !== 'Ann')""")
    assert page.evaluate("() => window.__pwned === undefined")
    assert lab.console_errors == []
