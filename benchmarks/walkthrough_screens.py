"""How tall each walkthrough is, in screens of 1280x800, without a kernel and after Run All in JupyterLab.

    python benchmarks/walkthrough_screens.py                       # every walkthrough, both ways
    python benchmarks/walkthrough_screens.py herds/walkthrough     # some (paths under notebooks/, no .ipynb)
    python benchmarks/walkthrough_screens.py --paper               # only without a kernel (fast)

- *paper*: the committed notebook as GitHub or nbviewer show it (nbconvert's lab template, outputs as saved),
  opened in Chromium at 1280x800; its height is the page's.
- *lab*: a clean copy opened in JupyterLab (the browser tests' harness, tests/browser/jupyter.py), Run > Run All
  Cells timed until every cell has run and the kernel is idle; its height is the notebook's content (every cell
  and output, live boards included) once the boards have drawn.

A screen is 800 px of that height (the window's; the part of it a notebook shows is smaller, so the screens a
student scrolls through are a few more). The run prints the cores it had.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SCREEN_W, SCREEN_H = 1280, 800
DEFAULT = [
    "angels/walkthrough",
    "angels/walkthrough_nl",
    "book/walkthrough",
    "herds/walkthrough",
    "planet/walkthrough",
]
_HEIGHT_JS = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
  if (!panel) return 0;
  const cells = [...panel.querySelectorAll('.jp-Cell')];
  if (!cells.length) return 0;
  const top = cells[0].getBoundingClientRect().top, last = cells[cells.length - 1].getBoundingClientRect();
  return last.bottom - top;
}"""


def _harness():
    spec = importlib.util.spec_from_file_location("genesis_browser_jupyter", ROOT / "tests" / "browser" / "jupyter.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["genesis_browser_jupyter"] = module
    spec.loader.exec_module(module)
    return module


def paper_heights(names: list[str], base: Path, h) -> dict[str, float]:
    """Each committed notebook's height in px as a static page (no kernel)."""
    from nbconvert import HTMLExporter
    from playwright.sync_api import sync_playwright

    exporter = HTMLExporter(template_name="lab")
    base.mkdir(parents=True, exist_ok=True)
    out: dict[str, float] = {}
    with sync_playwright() as p:
        browser = h.launch_chromium(p, base)
        page = browser.new_page(viewport={"width": SCREEN_W, "height": SCREEN_H})
        for name in names:
            body, _ = exporter.from_filename(str(NOTEBOOKS / f"{name}.ipynb"))
            html = base / (name.replace("/", "_") + ".html")
            html.write_text(body, encoding="utf-8")
            page.goto(html.as_uri(), wait_until="load")
            out[name] = page.evaluate("() => document.documentElement.scrollHeight")
        browser.close()
    return out


def lab_heights(names: list[str], base: Path, h) -> dict[str, tuple[float, float]]:
    """Each notebook's height in px after Run All in JupyterLab, and the Run All time in seconds."""
    from playwright.sync_api import sync_playwright

    root = base / "root"
    root.mkdir(parents=True)
    env = h.isolated_env(base)
    h.write_lab_settings(env)
    server = h.start_jupyter_server(root, env, base / "server.log")
    out: dict[str, tuple[float, float]] = {}
    try:
        with sync_playwright() as p:
            browser = h.launch_chromium(p, base)
            page = browser.new_page(viewport={"width": SCREEN_W, "height": SCREEN_H})
            for name in names:
                opened = h.open_notebook(
                    page, server, NOTEBOOKS / f"{name}.ipynb", name=name.replace("/", "_") + ".ipynb"
                )
                t0 = time.perf_counter()
                h.run_all(page, expected_cells=opened.code_cells, timeout=900)
                seconds = time.perf_counter() - t0
                page.wait_for_timeout(3000)  # the boards' first drawing
                out[name] = (page.evaluate(_HEIGHT_JS), seconds)
                server.shutdown_sessions_for(opened.path)
            browser.close()
    finally:
        server.stop()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", default=DEFAULT)
    ap.add_argument("--paper", action="store_true", help="only the height without a kernel")
    args = ap.parse_args(argv)
    missing = [n for n in args.names if not (NOTEBOOKS / f"{n}.ipynb").is_file()]
    if missing:
        ap.error(f"no notebook notebooks/{missing[0]}.ipynb")
    h = _harness()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        paper = paper_heights(args.names, base / "paper", h)
        lab = {} if args.paper else lab_heights(args.names, base / "lab", h)
    print(f"screens of {SCREEN_W}x{SCREEN_H} ({SCREEN_H} px each); this run had {cores} cores")
    for name in args.names:
        line = f"{name:<24} without a kernel {paper[name] / SCREEN_H:5.1f} screens"
        if name in lab:
            height, seconds = lab[name]
            line += f"   after Run All {height / SCREEN_H:5.1f} screens   Run All {seconds:5.1f} s"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
