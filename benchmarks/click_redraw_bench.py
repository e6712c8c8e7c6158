"""Click to redraw on a board against a bare ipywidgets round trip, in one JupyterLab page and one kernel.

    python benchmarks/click_redraw_bench.py [--rounds 25]

Needs Debian's Chromium (/usr/bin/chromium) and the test extra (Playwright, JupyterLab). One notebook shows
two widgets side by side in the same kernel:

- an echo: a bare anywidget whose button sends a message; Python answers by setting a synced number; the time
  is from the click to the browser seeing the new number (the least a widget round trip costs);
- the herds board (drawn from its picture, the game with the largest updates): a lit square is clicked (the
  chooser opens on its tiles, then its first tile is clicked; a square of one tile plays at once); the time is
  from the click that plays to the board's next redraw (``data-render-seq`` of its root), the new picture unpacked and shown. Each round plays a placement,
  so every redraw shows a new position.

The two take turns round after round; prints both medians, the ratio (target: at most 1.2) and the cores.
With ``--phases``, also where a board click's time goes: the kernel's handling of the click (``session.handle``:
the play, the refresh, the drawing), the click to the update's arrival in the page (its web socket), and the
arrival to the redraw (unpacking, the picture's changed elements, the keys lit, the shell's panels). With ``--floor``,
also the echo answering with a board update's values made beforehand (no work in the kernel, nothing drawn): what
an update's bytes alone cost. With
``--js-profile N``, the page's N busiest functions over the rounds.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[1]

ECHO = '''
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    _esm = """
    export default { render({ model, el }) {
      const name = model.get("name"), b = document.createElement("button");
      b.className = `${name}-btn`; b.textContent = name; el.appendChild(b);
      window.__t0 = window.__t0 || {}; window.__ms = window.__ms || {};
      b.addEventListener("click", () => { window.__t0[name] = performance.now(); model.send({ n: model.get("n") + 1 }); });
      model.on("change:n", () => { window.__ms[name] = performance.now() - window.__t0[name]; el.dataset.n = String(model.get("n")); });
    } };
    """
    name = traitlets.Unicode("echo").tag(sync=True)
    n = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.on_msg(self._answer)

    def _answer(self, _w, msg, _buffers):
        self.n = int(msg["n"])

echo = Echo()
'''

BOARD = """
import re
from genesis_nb.herds import board, from_position, new_game
start = re.sub(r'dice=\\S+', 'dice=forest,forest', new_game(['Ann', 'Bo', 'Cy'], seed=1).notation())
game = from_position(start, seed=1)
w = board(game, bots={}, bot_delay=0)
"""


# --floor: the echo again, answering with a board update's values (drawing, legal, view, log: the board's own, made
# beforehand, a new one each time) and nothing else: the round trip of an update's bytes with no work in the kernel
# and nothing drawn
SIZED = """
import random as _random, traitlets
from genesis_nb.herds import board as _board

class Sized(Echo):
    drawing = traitlets.Bytes(b"").tag(sync=True)
    legal = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    log = traitlets.Dict().tag(sync=True)

    def __init__(self, updates):
        super().__init__(name="sized")
        self.updates = updates

    def _answer(self, _w, msg, _buffers):
        n = int(msg["n"])
        with self.hold_sync():
            for name, value in self.updates[n % len(self.updates)].items():
                setattr(self, name, value)
            self.n = n

_g = from_position(start, seed=1)
_b = _board(_g, bots={}, bot_delay=0)
_rng = _random.Random(3)
_updates = []
for _ in range(8):
    _g.play(_rng.choice(_g.legal_actions()))
    _updates.append({k: _b.session.values[k] for k in ("drawing", "legal", "view", "log")})
_b.close()
sized = Sized(_updates)
"""

# --phases: the kernel times each board message, the page notes when each kernel message arrives
PHASES_KERNEL = """
import time as _time
HANDLE_MS = []
_handle = w.session.handle
def _timed(msg):
    t = _time.perf_counter()
    _handle(msg)
    HANDLE_MS.append((msg.get('cmd') if isinstance(msg, dict) else None, (_time.perf_counter() - t) * 1000))
w.session.handle = _timed
"""
PHASES_PAGE = """
window.__arrivals = [];
const Socket = window.WebSocket;
window.WebSocket = class extends Socket {
  constructor(...a) {
    super(...a);
    this.addEventListener('message', (e) => {
      const n = typeof e.data === 'string' ? e.data.length : e.data.byteLength;
      if (n > 2000) window.__arrivals.push(performance.now());   // an update (status messages are smaller)
    });
  }
};
"""


def _harness():
    spec = importlib.util.spec_from_file_location("genesis_browser_jupyter", ROOT / "tests" / "browser" / "jupyter.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["genesis_browser_jupyter"] = module
    spec.loader.exec_module(module)
    return module


def _round_trip(page: Any, name: str) -> float:
    """One click on the echo ``name`` and the time to the new number in the page (ms)."""
    where = f"document.querySelector('.{name}-btn').parentElement.dataset.n"
    n0 = page.evaluate(f"() => Number({where} || 0)")
    page.click(f".{name}-btn")
    page.wait_for_function(f"() => Number({where} || 0) > {n0}")
    return float(page.evaluate(f"() => window.__ms.{name}"))


def _busiest(profile: dict, n: int) -> list[tuple[float, str]]:
    """The ``n`` functions of a CDP CPU profile with the most time (ms, with what they call), idle left out; a
    native function is named with its caller's name."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    parent = {c: node["id"] for node in profile["nodes"] for c in node.get("children", ())}

    def name(i: int) -> str:
        frame = nodes[i]["callFrame"]
        where = frame["url"].rsplit("/", 1)[-1][:24]
        own = f"{frame['functionName'] or '(anonymous)'} {where}:{frame['lineNumber'] + 1}"
        if not frame["url"] and i in parent and parent[i] in nodes and nodes[parent[i]]["callFrame"]["url"]:
            return f"{own} < {name(parent[i])}"
        return own

    total: dict[str, float] = {}
    for sample, delta in zip(profile["samples"], profile["timeDeltas"]):
        seen = set()
        i = sample
        while i is not None:
            label = name(i)
            if label not in seen and not label.startswith(("(root)", "(idle)", "(program)")):
                seen.add(label)
                total[label] = total.get(label, 0.0) + delta / 1000
            i = parent.get(i)
    return sorted(((ms, name) for name, ms in total.items()), reverse=True)[:n]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--phases", action="store_true", help="also where a board click's time goes")
    ap.add_argument("--floor", action="store_true", help="also the round trip of a board update's bytes alone")
    ap.add_argument("--js-profile", type=int, default=0, metavar="N", help="also the page's N busiest functions")
    args = ap.parse_args(argv)
    h = _harness()
    from playwright.sync_api import sync_playwright

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        root = base / "root"
        root.mkdir()
        env = h.isolated_env(base)
        h.write_lab_settings(env)
        nb = nbformat.v4.new_notebook()
        board_cell = BOARD + (PHASES_KERNEL if args.phases else "") + "\nw"
        nb.cells = [nbformat.v4.new_code_cell(ECHO + "\necho"), nbformat.v4.new_code_cell(board_cell)]
        if args.floor:
            nb.cells.append(nbformat.v4.new_code_cell(SIZED + "\nsized"))
        src = base / "click_redraw.ipynb"
        nbformat.write(nb, str(src))
        server = h.start_jupyter_server(root, env, base / "server.log")
        try:
            with sync_playwright() as p:
                browser = h.launch_chromium(p, base)
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                if args.phases:
                    page.add_init_script(PHASES_PAGE)
                opened = h.open_notebook(page, server, src)
                h.run_all(page, expected_cells=len(nb.cells))
                page.wait_for_selector(".echo-btn")
                page.wait_for_selector(".gnb-drawn .gnb-key.gnb-lit")
                cdp = page.context.new_cdp_session(page) if args.js_profile else None
                if cdp:
                    cdp.send("Profiler.enable")
                    cdp.send("Profiler.setSamplingInterval", {"interval": 100})
                    cdp.send("Profiler.start")
                echo_ms: list[float] = []
                sized_ms: list[float] = []  # --floor: the echo carrying a board update's values
                board_ms: list[float] = []
                draw_ms: list[float] = []  # of which the browser's own drawing (the shell's draw, after unpacking)
                arrive_ms: list[float] = []  # --phases: the click to the update's arrival
                for r in range(args.rounds):
                    echo_ms.append(_round_trip(page, "echo"))
                    if args.floor:
                        sized_ms.append(_round_trip(page, "sized"))
                    # the board: a lit square opens the chooser (its tiles come from Python), then time the tile
                    squares = page.locator(".gnb-drawn .gnb-key.gnb-lit")
                    if squares.count() == 0:
                        break
                    square = squares.nth((5 * r) % squares.count())
                    timer = (
                        "() => { const r = document.querySelector('.gnb-drawn');"
                        " new MutationObserver((_, o) => { window.__boardMs = performance.now() - window.__boardT0;"
                        " o.disconnect(); }).observe(r, { attributes: true, attributeFilter: ['data-render-seq'] });"
                        " document.addEventListener('click', () => { window.__boardT0 = performance.now();"
                        " window.__arrivals = []; },"
                        " { capture: true, once: true }); }"
                    )
                    seq = page.evaluate("() => document.querySelector('.gnb-drawn').dataset.renderSeq")
                    if "choices" in (square.get_attribute("aria-label") or ""):
                        # several tiles: the chooser opens on them (fetched from Python); time the tile's click
                        square.click()
                        option = page.locator(".gnb-drawn .gnb-chooser button.gnb-opt").first
                        option.wait_for(timeout=15_000)
                        seq = page.evaluate("() => document.querySelector('.gnb-drawn').dataset.renderSeq")
                        page.evaluate(timer)
                        option.click()
                    else:  # one tile: the square's click plays it
                        page.evaluate(timer)
                        square.click()
                    page.wait_for_function(
                        f"() => document.querySelector('.gnb-drawn').dataset.renderSeq !== '{seq}' && window.__boardMs",
                    )
                    board_ms.append(
                        page.evaluate("() => { const v = window.__boardMs; window.__boardMs = 0; return v; }")
                    )
                    draw_ms.append(float(page.evaluate("() => document.querySelector('.gnb-drawn').dataset.drawMs")))
                    if args.phases:
                        arrive_ms.append(page.evaluate("() => window.__arrivals[0] - window.__boardT0"))
                    page.wait_for_timeout(300)  # the last of the update's messages in, before the next click
                if cdp:
                    profile = cdp.send("Profiler.stop")["profile"]
                    busiest = _busiest(profile, args.js_profile)
                    if os.environ.get("CLICK_PROFILE_OUT"):
                        Path(os.environ["CLICK_PROFILE_OUT"]).write_text(json.dumps(profile))
                if args.phases:  # the kernel's time on each play (the clicks that redraw)
                    kernel = server.kernel_id_for(opened.path)
                    handle_ms = h.kernel_eval(server, kernel, "[ms for cmd, ms in HANDLE_MS if cmd == 'play']")
                browser.close()
        finally:
            server.stop()
    e, b = statistics.median(echo_ms), statistics.median(board_ms)
    print(f"{len(echo_ms)} echo round trips and {len(board_ms)} herds clicks; this run had {cores} cores")
    print(f"bare ipywidgets round trip: median {e:.1f} ms; herds click to redraw: median {b:.1f} ms; ratio {b / e:.2f}")
    if sized_ms:
        z = statistics.median(sized_ms)
        print(
            f"the echo carrying a board update's values (no work, nothing drawn): median {z:.1f} ms; ratio {z / e:.2f}"
        )
    print(f"of the redraw, the browser's drawing (data-draw-ms): median {statistics.median(draw_ms):.1f} ms")
    if args.phases:
        after = [b - a for a, b in zip(arrive_ms, board_ms)]
        print(
            f"phases (medians): the kernel handling the click {statistics.median(handle_ms):.1f} ms; the click to the"
            f" update's arrival {statistics.median(arrive_ms):.1f} ms; its arrival to the redraw"
            f" {statistics.median(after):.1f} ms"
        )
    if args.js_profile:
        print(
            f"the page's busiest functions over the {len(board_ms)} rounds (with what they call; both widgets and Playwright's own):"
        )
        for ms, name in busiest:
            print(f"  {ms:7.1f} ms  {name}")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
