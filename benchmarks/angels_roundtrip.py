"""angels board: click-to-re-rendered-board in a real browser, and bytes sent per action.

1. Round trip (issue 3, measurement 1). JupyterLab + Debian's Chromium (the browser-test harness in
   tests/browser/jupyter.py) open one notebook that shows the angels board and a bare ipywidgets
   Button that updates a Label. The clicks alternate: Pass on the board (the widget plays the action in
   Python and sends the new view, legal actions and log back; the board redraws), then the bare Button
   (Python sets the Label's value; the Label changes). Each time runs from the click in the page to
   the moment the page's DOM shows the result (a MutationObserver on the board's data-history attribute,
   written at the end of its redraw; on the Label's text). Prints both medians and their ratio
   (target: board <= 1.2x bare).

2. Bytes per action (measurement 2). In Python, whole 6-player games played through the widget
   (``GameBoard.play``); every state update the widget sends is captured as the JSON the kernel puts
   in the comm message (only the changed traitlets). Prints the median and the maximum (target: <= 16 KB),
   and, for scale, one extreme position (a player holding 8 cubes of each essence).

Run:  python benchmarks/angels_roundtrip.py [--clicks 30] [--games 3] [--no-browser]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

SETUP = """\
import ipywidgets as widgets
from genesis_nb.angels import board

w = board(players=["Ann", "Bo", "Cy", "Dee"], seed=1)
for e in (0, 1, 2, 0):
    w.play({"type": "choose_cube", "essence": e})

bare_button = widgets.Button(description="bare round trip")
bare_label = widgets.Label(value="0")

def _bump(_):
    bare_label.value = str(int(bare_label.value) + 1)

bare_button.on_click(_bump)
"""

CLICK_BOARD = """
async () => {
  const root = document.querySelector('.gnb-angels');
  const before = root.dataset.history;
  const pass = root.querySelector('.gnb-pass.gnb-lit');
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.history !== before) { obs.disconnect(); resolve(performance.now()); }
    });
    obs.observe(root, { attributes: true, attributeFilter: ['data-history'] });
  });
  const t0 = performance.now();
  pass.click();
  const t1 = await done;
  return [t1 - t0, Number(root.dataset.drawMs)];
}
"""

CLICK_BARE = """
async () => {
  const label = [...document.querySelectorAll('.widget-label')].find((l) => /^\\d+$/.test(l.textContent.trim()));
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'bare round trip');
  const before = label.textContent;
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (label.textContent !== before) { obs.disconnect(); resolve(performance.now()); }
    });
    obs.observe(label, { childList: true, characterData: true, subtree: true });
  });
  const t0 = performance.now();
  button.click();
  return (await done) - t0;
}
"""


def _harness():
    spec = importlib.util.spec_from_file_location("genesis_browser_jupyter", REPO / "tests" / "browser" / "jupyter.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def round_trip(clicks: int, warmup: int = 3) -> tuple[list[float], list[float]]:
    import nbformat
    from playwright.sync_api import sync_playwright

    J = _harness()
    base = Path(tempfile.mkdtemp(prefix="gnb-roundtrip-"))
    server = None
    try:
        nb = nbformat.v4.new_notebook()
        nb.cells = [
            nbformat.v4.new_code_cell(SETUP),
            nbformat.v4.new_code_cell("widgets.VBox([bare_button, bare_label])"),
            nbformat.v4.new_code_cell("w"),
        ]
        src = base / "roundtrip.ipynb"
        nbformat.write(nb, str(src))
        env = J.isolated_env(base / "env")
        server = J.start_jupyter_server(base / "root", env, base / "jupyterlab.log")
        errors: list[str] = []
        with sync_playwright() as p:
            browser = J.launch_chromium(p, base / "chromium")
            try:
                page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
                J.watch_console(page, errors)
                lab = J.Lab(page, server, errors)
                lab.open_notebook(src)
                lab.run_all()
                page.wait_for_selector(".gnb-angels .gnb-pass.gnb-lit", timeout=60_000)
                page.wait_for_selector("button:has-text('bare round trip')", timeout=60_000)
                board_ms: list[float] = []
                bare_ms: list[float] = []
                draw_ms: list[float] = []
                for i in range(warmup + clicks):
                    b, d = page.evaluate(CLICK_BOARD)
                    time.sleep(0.05)
                    r = page.evaluate(CLICK_BARE)
                    time.sleep(0.05)
                    if i >= warmup:
                        board_ms.append(b)
                        draw_ms.append(d)
                        bare_ms.append(r)
                played = lab.kernel_eval("w.history_len")
                assert played == 4 + warmup + clicks, played
                assert lab.kernel_eval("bare_label.value") == str(warmup + clicks)
            finally:
                browser.close()
        if errors:
            print("browser console errors:", *errors, sep="\n  ")
        return board_ms, bare_ms, draw_ms
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(base, ignore_errors=True)


def bytes_per_action(games: int) -> list[int]:
    from genesis_nb.angels import board
    from genesis_nb.angels.bots import GreedyBot
    from genesis_nb.bots import RandomBot

    sizes: list[int] = []
    for k in range(games):
        w = board(players=6, seed=k)

        def capture(msg, buffers=None):
            if msg.get("method") == "update":
                sizes.append(len(json.dumps(msg["state"], ensure_ascii=False).encode()))

        w._send = capture
        bots = [GreedyBot(10 * k + i) if (i + k) % 2 else RandomBot(10 * k + i) for i in range(6)]
        g = w.game
        while not g.is_over:
            w.play(bots[g.actor].choose(g))
    return sizes


def extreme_position_bytes() -> int:
    from genesis_nb.angels import board, from_position

    g = from_position(
        "angels players=gray,purple,yellow,pink,orange,brown god=IV-morning phase=turns start=gray "
        "turn=gray stock=6.6.6 hands=8.8.8/2.2.2/2.2.2/2.2.2/2.2.2/2.2.2 void=- I=- II=- III=- "
        "IV=gy,pu,ye,pk,or,br,DA V=- VI=- VII=- wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    )
    w = board(g)
    return len(json.dumps({"view": w.view, "legal": w.legal, "log": w.log}, ensure_ascii=False).encode())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clicks", type=int, default=30, help="measured clicks of each kind (at least 20)")
    ap.add_argument("--games", type=int, default=3, help="6-player games for the bytes per action")
    ap.add_argument("--no-browser", action="store_true", help="only the bytes per action")
    args = ap.parse_args()

    sizes = bytes_per_action(args.games)
    print(
        f"bytes sent per action, 6 players, {args.games} games ({len(sizes)} actions): "
        f"median {statistics.median(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB (target <= 16 KB)"
    )
    print(
        f"  for scale, an extreme position (a hand of 8+8+8 cubes on day IV, payments sent when the chooser opens): "
        f"{extreme_position_bytes() / 1024:.1f} KB"
    )
    if args.no_browser:
        return
    board_ms, bare_ms, draw_ms = round_trip(max(20, args.clicks))
    mb, mr = statistics.median(board_ms), statistics.median(bare_ms)
    print(
        f"click to re-rendered board, median of {len(board_ms)}: {mb:.1f} ms "
        f"(min {min(board_ms):.1f}, max {max(board_ms):.1f})"
    )
    print(f"  of which the board's redraw (JavaScript), median: {statistics.median(draw_ms):.1f} ms")
    print(
        f"bare ipywidgets Button -> Label, median of {len(bare_ms)}: {mr:.1f} ms "
        f"(min {min(bare_ms):.1f}, max {max(bare_ms):.1f})"
    )
    print(f"ratio board / bare: {mb / mr:.2f}x (target <= 1.2x)")


if __name__ == "__main__":
    main()
