"""A drawn board redrawn in part (js/shell_picture.js): after each move the picture shown is, element for element,
the picture Python sent (parsed whole in the same page), while the keys laid over the squares are the very same
elements as before the move (only what changed was replaced around them), and so is the largest group when only a
few of its children changed. Herds, in JupyterLab."""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"

# the picture shown against `text` (Python's picture, its ids made the board's own): "same", or what differs
COMPARE = """(text) => {
  const svgEl = document.querySelector('.gnb-drawn svg.gnb-board');
  const own = [...svgEl.querySelectorAll('[id]')].map((e) => e.id).find((i) => i.startsWith('gnb'));
  const m = /\\bid="(p[0-9a-f]{6}-)/.exec(text);
  if (m && own) text = text.split(m[1]).join(own.slice(0, own.indexOf('-') + 1));
  const tpl = document.createElement('template');
  tpl.innerHTML = text;
  const fresh = tpl.content.querySelector('svg');
  const shown = [...svgEl.childNodes].filter((n) => !(n.classList && n.classList.contains('gnb-keys')));
  const want = [...fresh.childNodes];
  if (shown.length !== want.length) return `${shown.length} elements shown, ${want.length} sent`;
  for (let i = 0; i < want.length; i++) {
    if (!shown[i].isEqualNode(want[i])) return `element ${i} differs: ${want[i].outerHTML.slice(0, 160)}`;
  }
  for (const name of ['viewBox', 'aria-label']) {
    if (svgEl.getAttribute(name) !== fresh.getAttribute(name)) return `${name} differs`;
  }
  return 'same';
}"""


# the picture's top-level group with the most children
BIGGEST = """() => { const g = [...document.querySelectorAll('.gnb-drawn svg.gnb-board > g:not(.gnb-keys)')]
  .sort((a, b) => b.childElementCount - a.childElementCount)[0]; return g"""


def test_each_move_replaces_only_what_changed_and_the_picture_is_the_one_sent(lab, page, tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import re\nfrom genesis_nb.herds import board, from_position, new_game\n"
            "from genesis_nb.board.drawing import unpack\n"
            "start = re.sub(r'dice=\\S+', 'dice=forest,forest', new_game(['Ann', 'Bo', 'Cy'], seed=1).notation())\n"
            "w = board(from_position(start, seed=1), bots={}, bot_delay=0)\n"
        ),
        nbformat.v4.new_code_cell("w"),
    ]
    path = tmp_path / "herds_patch.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()
    page.wait_for_selector(f"{ROOT} .gnb-key.gnb-lit")
    board = page.locator(ROOT).first
    assert page.evaluate(COMPARE, lab.kernel_eval("unpack(w.drawing)")) == "same"
    kept_group = 0
    for move in range(1, 5):
        page.evaluate("() => { document.querySelector('.gnb-drawn .gnb-key').__probe = true; }")
        page.evaluate(BIGGEST + ".__probe = true; }")
        lit = board.locator(".gnb-key.gnb-lit")
        key = lit.nth((7 * move) % lit.count())
        named = key.get_attribute("aria-label") or ""
        key.click()
        option = board.locator(".gnb-chooser button.gnb-opt").first
        if option.count() or "choices" in named:  # the key clicked offers a choice: its chooser opens
            option.wait_for(timeout=15_000)
            option.click()
        page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.history === '{move}'")
        assert lab.kernel_eval("w.history_len") == move
        # the keys were kept (the same element), and the picture is the one Python sent, element for element
        assert page.evaluate("() => document.querySelector('.gnb-drawn .gnb-key').__probe === true")
        kept_group += page.evaluate(BIGGEST + ".__probe === true; }")
        assert page.evaluate(COMPARE, lab.kernel_eval("unpack(w.drawing)")) == "same"
    assert kept_group >= 2  # the grid's group of vacant squares, changed in a few squares, kept and patched
    assert lab.console_errors == []
