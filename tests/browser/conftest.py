"""Fixtures for real-browser tests (every test in this folder is marked ``browser``).

- ``jupyter_server`` (session): JupyterLab on 127.0.0.1, empty token, XSRF checks on, root in a temp folder,
  every Jupyter/IPython/XDG folder in a temp folder; stopped (kernels too) at the end.
- ``browser`` (session): Debian's Chromium driven by Playwright, fresh profile.
- ``page`` (per test): a new browser context and page, 1280x900; console errors collected into
  ``console_errors``; on failure a screenshot ``FAILED-<test>.png`` is saved.
- ``lab`` (per test): ``jupyter.Lab``: ``open_notebook``, ``run_all``, ``kernel_eval``, ``kernel_exec``,
  ``wait_for_kernel``, ``screenshot``, ``console_errors``.
- ``harness``: the helper module itself (``jupyter.py`` beside this file) for its plain functions.

Chromium missing: the tests are skipped, except under CI (CI=true), where that is a failure.
This folder is a package (``__init__.py``) so a browser test may share a file name with a unit test
elsewhere under tests/ (e.g. tests/angels/test_angels_board.py and tests/browser/test_angels_board.py).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def _load_harness():
    # Loaded by path under its own name: "jupyter" is also the name of a module that jupyter_core installs,
    # and this keeps working whatever pytest import mode or package layout tests/ uses.
    name = "genesis_browser_jupyter"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "jupyter.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


jupyter = _load_harness()


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


@pytest.fixture(scope="session")
def harness():
    return jupyter


@pytest.fixture(scope="session")
def browser_requirements():
    """Skip (locally) or fail (CI=true) when the real browser cannot be driven here."""
    problems = []
    if not jupyter.CHROMIUM.exists():
        problems.append(f"{jupyter.CHROMIUM} is missing (apt-get install -y chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problems.append("Python Playwright is not installed (pip install -e '.[test]')")
    if problems:
        reason = "real-browser tests need: " + "; ".join(problems)
        if _in_ci():
            pytest.fail(reason + " [CI=true: failing instead of skipping]", pytrace=False)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def browser_tmp(tmp_path_factory):
    return tmp_path_factory.mktemp("browser")


@pytest.fixture(scope="session")
def jupyter_server(browser_requirements, browser_tmp):
    env = jupyter.isolated_env(browser_tmp / "jupyter-env")
    server = jupyter.start_jupyter_server(browser_tmp / "root", env, browser_tmp / "jupyterlab.log")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser(browser_requirements, browser_tmp):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = jupyter.launch_chromium(p, browser_tmp / "chromium-env")
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def console_errors():
    """Browser console errors and uncaught page errors seen during the test (assert it is empty)."""
    return []


@pytest.fixture
def page(request, browser, console_errors):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    pg = context.new_page()
    jupyter.watch_console(pg, console_errors)
    try:
        yield pg
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            try:
                path = jupyter.save_screenshot(pg, f"FAILED-{request.node.name}")
                sys.stderr.write(f"\nscreenshot of the failed test: {path}\n")
            except Exception as exc:  # the page may be gone
                sys.stderr.write(f"\nno screenshot of the failed test: {exc}\n")
            if console_errors:
                sys.stderr.write("browser console errors:\n  " + "\n  ".join(console_errors) + "\n")
        context.close()


@pytest.fixture
def lab(request, page, jupyter_server, console_errors):
    helper = jupyter.Lab(page, jupyter_server, console_errors)
    yield helper
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        sys.stderr.write("\nJupyterLab server log (tail):\n" + jupyter_server.log_tail(40) + "\n")
    if helper.notebook is not None:
        try:
            jupyter_server.shutdown_sessions_for(helper.notebook.path)
        except Exception:
            pass


@pytest.fixture
def voila(tmp_path, harness):
    """Start Voila on a copy of a notebook, with the kit's voila.json, on 127.0.0.1: ``voila(path) -> url`` (a ``VoilaPage``: ``url.open(page, selector)``)."""
    import shutil
    import signal
    import socket
    import subprocess
    import time

    repo = Path(__file__).resolve().parents[2]
    started = []

    def start(notebook: Path) -> str:
        if shutil.which("voila") is None and subprocess.run([sys.executable, "-c", "import voila"]).returncode:
            pytest.fail("voila is not installed (it is in the lab and test extras)")
        root = tmp_path / f"voila{len(started)}"
        root.mkdir()
        shutil.copy(notebook, root / Path(notebook).name)
        shutil.copy(repo / "voila.json", root / "voila.json")  # the kit's Voila settings (as from the repo)
        env = harness.isolated_env(tmp_path / f"voila-env{len(started)}")
        port = harness.free_port()
        log_path = tmp_path / f"voila{len(started)}.log"
        log = open(log_path, "wb")
        cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
        proc = subprocess.Popen(
            cmd + [Path(notebook).name], cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        started.append((proc, log))
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                pytest.fail(log_path.read_text()[-3000:])
            try:  # the port answering (a page request would start a kernel)
                with socket.create_connection(("127.0.0.1", port), timeout=2):
                    break
            except OSError:
                time.sleep(0.3)
        return VoilaPage(f"http://127.0.0.1:{port}/", log_path)

    yield start
    for proc, log in started:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except Exception:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()
        # shown by pytest only when the test failed: what Voila said (a kernel that did not start, a cell's error)
        print(f"--- {log.name} (last lines) ---\n{Path(log.name).read_text(errors='replace')[-4000:]}", file=sys.stderr)


class VoilaPage(str):
    """The URL of a notebook served by Voila, and ``open(page, selector)``: go there and wait for ``selector``.

    Voila streams the page while its kernel runs the notebook. If that kernel does not come up (on a machine
    under load a start can pass Voila's 60 s limit, and the page then waits forever), the page is loaded once
    more, as a student would, with a fresh kernel; the second failure fails the test."""

    def __new__(cls, url: str, log: Path):
        made = super().__new__(cls, url)
        made.log = log
        return made

    def open(self, page, selector: str, timeout: float = 150_000) -> None:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        for attempt in (1, 2):
            page.goto(self, wait_until="commit", timeout=timeout)
            try:
                page.locator(selector).first.wait_for(timeout=timeout)
                return
            except PlaywrightTimeout:
                if attempt == 2:
                    raise
                said = self.log.read_text(errors="replace")[-1500:]
                print(f"Voila's page showed no {selector!r}; loading it again. Voila said:\n{said}", file=sys.stderr)
