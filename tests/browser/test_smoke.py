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
