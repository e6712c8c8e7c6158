"""Proves the real-browser harness: JupyterLab + Chromium + an ipywidgets round trip (browser -> kernel)."""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

SETUP = """\
import ipywidgets as widgets

clicks = {"n": 0}
button = widgets.Button(description="Press me")
label = widgets.Label(value="not clicked yet")

def on_click(_):
    clicks["n"] += 1
    label.value = f"clicked {clicks['n']} time(s)"

button.on_click(on_click)
"""

SHOW = "widgets.VBox([button, label])"


@pytest.fixture
def smoke_notebook(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Harness smoke test"),
        nbformat.v4.new_code_cell(SETUP),
        nbformat.v4.new_code_cell(SHOW),
    ]
    path = tmp_path / "smoke.ipynb"
    nbformat.write(nb, str(path))
    return path


def test_button_click_reaches_the_kernel(lab, page, smoke_notebook):
    nb = lab.open_notebook(smoke_notebook)
    assert nb.code_cells == 2
    lab.run_all()

    button = page.get_by_role("button", name="Press me")
    button.wait_for(state="visible", timeout=30_000)
    label = page.locator(".widget-label")
    assert label.inner_text() == "not clicked yet"

    button.click()
    # in the page: the kernel's new label value came back through the widget comm
    page.locator(".widget-label", has_text="clicked 1 time(s)").wait_for(timeout=30_000)
    # in the kernel: the click ran the Python handler
    assert lab.wait_for_kernel("clicks['n'] == 1")
    assert lab.kernel_eval("label.value") == "clicked 1 time(s)"
    assert lab.kernel_exec("print(clicks)") == "{'n': 1}\n"

    shot = lab.screenshot("smoke-button-clicked")
    assert shot.exists() and shot.stat().st_size > 10_000
    assert lab.console_errors == []


ANYWIDGET = '''\
import anywidget
import traitlets

class Counter(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      el.classList.add("smoke-board");
      const b = document.createElement("button");
      b.dataset.action = "take";
      const draw = () => { b.textContent = "count " + model.get("count"); };
      draw();
      model.on("change:count", draw);
      b.addEventListener("click", () => model.send({ action: "take" }));
      el.appendChild(b);
      el.dataset.ready = "1";
    }
    export default { render };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(self._on_msg)

    def _on_msg(self, _widget, msg, _buffers):
        if msg.get("action") == "take":  # the model (Python) decides; the front end only reports the click
            self.count += 1

counter = Counter()
counter
'''


def test_anywidget_message_round_trip(lab, page, tmp_path):
    """The pattern a board test follows: custom message from JS -> Python changes a synced trait -> redraw."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(ANYWIDGET)]
    path = tmp_path / "smoke_anywidget.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()

    board = page.locator(".smoke-board[data-ready='1']")
    board.wait_for(timeout=30_000)
    board.locator("button[data-action='take']").click()
    board.locator("button", has_text="count 1").wait_for(timeout=30_000)
    assert lab.wait_for_kernel("counter.count == 1")
    lab.screenshot("smoke-anywidget")
    assert lab.console_errors == []
