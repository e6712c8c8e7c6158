"""Every step of a game's lessons played by clicking on the live lesson board, in JupyterLab: the step's board is
the game's picture zoomed to the step's region, pointing at what to click; the student clicks the keys of the
step's move (and picks it in the chooser when the click offers several), the lesson panel says it was right, and
Next opens the next step, to the last. On the first step a legal move that is not the one taught is tried too:
it is said, not played. Games whose board is not drawn from its picture are skipped."""

from __future__ import annotations

import nbformat
import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

pytestmark = pytest.mark.browser

GAMES = [name for name, info in genesis_nb.games().items() if lessons_for(info)]
SETUP = '''from genesis_nb.lessons.notebook import learn
L = learn({game!r}, student="Ann")

def plan():
    """The keys to click for the step's move, and its words in the chooser (one the board can offer)."""
    from genesis_nb.board.legal import meanings
    spec, g = L.board.session.spec, L.run.game
    rules, st = g.rules, g.state
    for a in L.run.expected():
        keys = spec.target(st, a).split(">")
        legal = a in rules.legal_actions(st)
        if not legal:
            meant = spec.meaning(rules, st, tuple(keys))
            offered = meanings(spec, rules, st, ">".join(keys)) if isinstance(meant, (list, tuple)) else [meant]
            if a not in [rules.registry.from_json(m) if isinstance(m, dict) else m for m in offered]:
                continue
        return keys, spec.label(rules, st, a, "en")
    return None

def other_target():
    """A lit key of one action, inside the zoomed region, that is not among the step's moves (a legal move the
    lesson does not teach)."""
    from genesis_nb.board.drawing import unpack
    from genesis_nb.picture_svg import marks_of, viewbox
    svg = unpack(L.board.drawing)
    x, y, w, h = viewbox(svg)
    marks = marks_of(svg)
    reg = L.run.game.rules.registry
    for key, (n, _label, options) in L.board.legal["targets"].items():
        box = marks.get(key)
        inside = box is not None and box[0] >= x and box[1] >= y and box[2] <= x + w and box[3] <= y + h
        if inside and n == 1 and options and reg.from_json(options[0][0]) not in L.run.expected():
            return key
    return None
'''


def panel_js(page, expr: str):
    return page.evaluate(f"() => {{ const p = document.querySelector('.gnb-lesson'); return {expr}; }}")


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_is_played_by_clicking(lab, page, tmp_path, game):
    info = genesis_nb.game(game)
    if not info.hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SETUP.format(game=game)), nbformat.v4.new_code_cell("L")]
    path = tmp_path / f"{game}_lessons_clicked.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()
    page.locator(".gnb-lesson").wait_for(timeout=30_000)
    board = page.locator(".gnb-drawn").first
    total = lab.kernel_eval("L.run.total")
    assert total == sum(len(lesson.steps) for lesson in lessons_for(info))
    for number in range(1, total + 1):
        page.wait_for_function(
            f"() => document.querySelector('.gnb-lesson-progress').textContent.startsWith('Step {number} of')",
            timeout=15_000,
        )
        page.wait_for_function(
            f"() => document.querySelector('.gnb-drawn').dataset.ply === String({lab.kernel_eval('len(L.run.game.steps)')})"
        )
        plan = lab.kernel_eval("plan()")
        assert plan, f"step {number}: no move of the step can be clicked"
        keys, label = plan
        pointed = lab.kernel_eval("list(L.board.view['ui']['pointer'])")
        assert keys[0] in pointed, f"step {number}: the board points at {pointed}, not at {keys[0]}"
        lit = lab.kernel_eval("len(L.board.legal['targets'])")
        page.wait_for_function(  # the board shows this step's position (its lit keys, what it points at)
            f"""() => {{ const r = document.querySelector('.gnb-drawn');
                        return r.dataset.lit === '{lit}' && !!r.querySelector(".gnb-key.gnb-pointed[data-key='{keys[0]}']"); }}""",
            timeout=15_000,
        )
        if number == 1:
            other = lab.kernel_eval("other_target()")
            if other is not None:
                board.locator(f".gnb-key[data-key='{other}']").click()
                page.wait_for_function(
                    "() => document.querySelector('.gnb-lesson-verdict').dataset.outcome === 'other'"
                )
                assert lab.kernel_eval("len(L.run.game.steps)") == 0  # said, not played
            lab.screenshot(f"{game}-lesson-step-1-live")
        for key in keys:
            target = board.locator(f".gnb-key[data-key='{key}'], .gnb-actions button[data-key='{key}']").first
            target.click()
        chooser = board.locator(".gnb-chooser:not([hidden])")
        try:
            chooser.wait_for(timeout=1500)
        except Exception:  # the click played (or was refused) at once
            pass
        else:
            chooser.locator("button.gnb-opt", has_text=label).first.click()
        try:
            page.wait_for_function(
                "() => document.querySelector('.gnb-lesson').dataset.done === 'true'", timeout=15_000
            )
        except Exception:
            lab.screenshot(f"{game}-lesson-step-{number}-stuck")
            raise AssertionError(
                lab.kernel_eval("[L.board.error, L.board.note, L.run.index, L.panel.step['verdict']]")
            ) from None
        assert panel_js(page, "p.querySelector('.gnb-lesson-verdict').dataset.outcome") == "right", number
        if number < total:
            page.locator(".gnb-lesson-next").click()
    assert lab.kernel_eval("L.run.done") and lab.console_errors == []
