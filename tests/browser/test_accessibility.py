"""axe-core (WCAG 2.1 A and AA rules, through axe-playwright-python) over the boards drawn from their game's picture
and over a lesson on screen, in JupyterLab: no serious or critical violation inside them. Games whose board has a
drawing module of its own are skipped (their own tests cover them)."""

from __future__ import annotations

import nbformat
import pytest

import genesis_nb
import genesis_nb.registry

pytestmark = pytest.mark.browser

axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")
GAMES = sorted(genesis_nb.registry.own_games())  # the notebook's kernel knows the kit's own games
OPTIONS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}


def serious(page, selector: str) -> list[str]:
    """The serious and critical violations of axe's WCAG 2.1 A/AA rules inside ``selector``."""
    results = axe_module.Axe().run(page, context={"include": [[selector]]}, options=OPTIONS)
    out = []
    for v in results.response["violations"]:
        if v["impact"] in ("serious", "critical"):
            targets = [n["target"] for n in v["nodes"]][:3]
            out.append(f"{v['id']} ({v['impact']}): {v['help']} at {targets}")
    return out


def show(lab, tmp_path, name: str, code: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code), nbformat.v4.new_code_cell("w")]
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()


@pytest.mark.parametrize("game", GAMES)
def test_a_drawn_board_has_no_serious_accessibility_violation(lab, page, tmp_path, game):
    if not genesis_nb.game(game).hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    show(lab, tmp_path, f"{game}_axe", f"import genesis_nb\nw = genesis_nb.game({game!r}).board(seed=1)\n")
    page.wait_for_function("() => document.querySelector('.gnb-drawn .gnb-key')")
    found = serious(page, ".gnb-root")
    assert found == [], "\n".join(found)


def test_a_lesson_on_screen_has_no_serious_accessibility_violation(lab, page, tmp_path):
    game = next((g for g in GAMES if genesis_nb.game(g).hook("board").drawn), None)
    if game is None:
        pytest.skip("no drawn board")
    show(lab, tmp_path, "lesson_axe", f"from genesis_nb.lessons.notebook import learn\nw = learn({game!r})\n")
    page.wait_for_function(
        "() => document.querySelector('.gnb-lesson') && document.querySelector('.gnb-drawn .gnb-key')"
    )
    assert serious(page, ".gnb-lesson") == []
    assert serious(page, ".gnb-root") == []
