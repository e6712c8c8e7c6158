"""The boards in the Notebook 7 interface (``/notebooks/<path>``) of the same Jupyter server as the Lab tests.

The issue asks that the boards work "in JupyterLab and Notebook 7" after a plain pip install; the other
browser tests cover JupyterLab. Here a small notebook is opened in Notebook 7, Run > Run All Cells runs
it in a fresh kernel, and:

- angels: a click on a lit starting cube reaches the Python game and the board shows it;
- angels, herds, planet: the board draws and the browser console stays free of errors.

Screenshots: tests/browser/screenshots/notebook7-*.png.

One console error is not ours and is set aside here (only here, only that one; see ``notebook7_errors``):
Notebook 7.6 throws ``TypeError: Cannot read properties of undefined (reading 'schema')`` while it loads
its settings, from its keyboard-shortcuts plugin (``registry.plugins[shortcuts.id].schema`` read in a
``pluginChanged`` handler before the shortcuts plugin's settings are loaded: a race in Notebook 7 itself,
reported upstream as https://github.com/jupyter/notebook/issues/7862). Established as not ours: it is
thrown on an EMPTY notebook (one ``1+1`` cell, no widget) by a plain ``python -m notebook`` (none of this
harness's settings files, none of its command-line options), and also with every third-party lab
extension (anywidget, ipywidgets' manager, bokeh, pygments) disabled through ``page_config.json``; its
stack is entirely in Notebook's own bundle (``static/notebook/notebook_core.*.js``, SettingRegistry.load
-> pluginChanged). JupyterLab does not throw it (the Lab tests assert an empty console).
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

# Notebook 7's own error (see the module docstring): the exact message, and where its stack must start.
UPSTREAM_SCHEMA_ERROR = "Cannot read properties of undefined (reading 'schema')"
UPSTREAM_BUNDLE = "/static/notebook/notebook_core."


@pytest.fixture(scope="module")
def jupyter_server(browser_requirements, tmp_path_factory, harness):
    """A Jupyter server of this module's own. JupyterLab tests that ran earlier on the shared server leave
    Lab state behind (seen as "Command 'filebrowser:open-path' not registered" when Notebook 7 opens
    after them, never when it runs first), so Notebook 7 gets a server that only it has used."""
    base = tmp_path_factory.mktemp("notebook7-server")
    env = harness.isolated_env(base / "jupyter-env")
    server = harness.start_jupyter_server(base / "root", env, base / "jupyter.log")
    try:
        yield server
    finally:
        server.stop()


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# A board in Notebook 7 (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


@pytest.fixture
def notebook7_errors(page, console_errors):
    """A function returning ``console_errors`` without Notebook 7's upstream 'schema' error.

    An occurrence is dropped only when the uncaught error has exactly that message AND its top stack
    frame is in Notebook's own core bundle; anything else (the same words from our code included) stays.
    """
    upstream: list[int] = []

    def on_pageerror(exc) -> None:
        stack = (getattr(exc, "stack", "") or "").splitlines()
        top = next((line for line in stack if line.strip().startswith("at ")), "")
        if str(exc) == UPSTREAM_SCHEMA_ERROR and UPSTREAM_BUNDLE in top:
            upstream.append(1)

    page.on("pageerror", on_pageerror)

    def ours() -> list[str]:
        left = list(console_errors)
        for _ in upstream:
            left.remove(f"pageerror: {UPSTREAM_SCHEMA_ERROR}")
        return left

    return ours


def open_in_notebook7(lab, page, nb_path) -> None:
    lab.open_notebook(nb_path, ui="notebook")
    # the Notebook 7 page (not Lab): its template marks the body, and there is no Lab shell
    assert "/notebooks/" in page.url
    assert page.locator("body[data-notebook='notebooks']").count() == 1
    assert page.locator(".jp-LabShell").count() == 0
    lab.run_all()


def wait_board(page, root: str, part: str, history: int, key: str = "history", timeout: float = 30_000) -> None:
    """The board has drawn its svg (with ``part`` in it) and the position after ``history`` actions.

    Every draw ends by writing the root's data attributes: ``data-history`` (angels, herds) or
    ``data-total`` (planet) is the number of actions of the position drawn.
    """
    page.wait_for_selector(f"{root} svg.gnb-board {part}", timeout=timeout)
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{root}'); return !!r && r.dataset.{key} === '{history}'; }}",
        timeout=timeout,
    )


@pytest.fixture
def angels_notebook(tmp_path):
    return make_notebook(
        tmp_path / "nb7_angels.ipynb",
        ("from genesis_nb.angels import board\nw = board(players=['Ann', 'Bo', 'Cy'], seed=1)\n"),
    )


def test_angels_board_plays_a_click_in_notebook7(lab, page, angels_notebook, notebook7_errors):
    """A-SETUP-CUBE by clicking in Notebook 7: the Python game has Ann's chaos cube, the board shows it."""
    root = ".gnb-drawn"
    open_in_notebook7(lab, page, angels_notebook)
    wait_board(page, root, ".gnb-key", history=0)
    assert page.locator(f"{root} .gnb-turn-title").inner_text().startswith("Ann")
    assert lab.kernel_eval("w.history_len") == 0

    page.locator(f"{root} .gnb-key.gnb-lit[data-key='cube:0']").click()
    wait_board(page, root, ".gnb-key", history=1)
    # the kernel: the click went through the widget comm to the rules model
    assert lab.wait_for_kernel("w.history_len == 1")
    assert lab.kernel_eval("w.game.state.hands[0]") == [1, 0, 0]
    # the page: the picture says Bo is to play, the log tells the move
    drawn = " ".join(page.locator(f"{root} .gnb-drawing svg text").all_text_contents())
    assert "Bo to play" in drawn
    assert page.locator(f"{root} .gnb-turn-title").inner_text().startswith("Bo")
    assert lab.kernel_eval("w.game.narration()[-1]") in page.locator(f"{root} .gnb-loglist").inner_text()
    assert page.locator(f"{root} .gnb-error").is_hidden()

    page.locator(root).scroll_into_view_if_needed()
    lab.screenshot("notebook7-angels")
    assert notebook7_errors() == []


RENDER_CASES = {
    # game: (board root, a drawn part of the board's svg, the root's actions-count attribute, set-up cell)
    "herds": (
        ".gnb-drawn",
        ".gnb-key",
        "history",
        "from genesis_nb.herds import board\nw = board(players=['Ann', 'Bo', 'Cy'], seed=1)\n",
    ),
    "planet": (
        ".gnb-drawn",
        ".gnb-key",
        "history",
        "from genesis_nb.planet import board\nw = board(players=['Ann', 'Bo'], seed=1)\n",
    ),
}


@pytest.mark.parametrize("game", sorted(RENDER_CASES))
def test_board_draws_in_notebook7(lab, page, tmp_path, notebook7_errors, game):
    """The herds and planet boards draw in Notebook 7 from a plain notebook, with a clean console."""
    root, part, key, setup = RENDER_CASES[game]
    open_in_notebook7(lab, page, make_notebook(tmp_path / f"nb7_{game}.ipynb", setup))
    wait_board(page, root, part, history=0, key=key)
    assert page.locator(f"{root} svg.gnb-board {part}").count() > 0
    assert lab.kernel_eval("w.history_len") == 0
    page.locator(root).scroll_into_view_if_needed()
    lab.screenshot(f"notebook7-{game}")
    assert notebook7_errors() == []
