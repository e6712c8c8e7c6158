"""The herds scoring cards in a real browser (Chromium): their text wraps and the card grows, nothing is cut.

The board is mounted on a plain page (no JupyterLab: a stand-in for the anywidget model holds the board's
synced state, taken from a real herds board of a finished game), with long player names and a narrow
page, so every text on a card has to wrap. No element of a card may clip its text (``scrollWidth`` wider
than ``clientWidth``, or ``scrollHeight`` taller than ``clientHeight``) nor reach past the card's edges.
A screenshot goes to tests/browser/screenshots/herds-cards-wrap.png.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

LONG = ["Bartholomew-Maximilian the Patient", "Wilhelmina Fairweather-Smythe", "gray"]


def finished_board_state() -> dict:
    from genesis_nb.bots import RandomBot, play_out
    from genesis_nb.herds import board, new_game

    g = new_game(LONG, seed=4)
    play_out(g, lambda seat: RandomBot(seat))
    w = board(g)
    state = w.get_state()
    keep = ("view", "legal", "log", "error", "note", "texts", "seats", "paused", "history_len", "ply", "board_data")
    out = {k: state[k] for k in keep if k in state}
    out.update({k: state[k] for k in ("prefs", "scale", "lang", "tabbable", "tooltip", "bot_delay") if k in state})
    return {"state": out, "esm": w._esm, "css": w._css}


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>{css}</style>
<style>body {{ margin: 0; width: {width}px; font-family: sans-serif; }}</style></head>
<body><div id="board"></div>
<script type="module">
const state = {state};
const listeners = {{}};
const model = {{
  get: (k) => state[k],
  set: (k, v) => {{ state[k] = v; }},
  save_changes: () => {{}},
  send: () => {{}},
  on: (ev, cb) => {{ (listeners[ev] = listeners[ev] || []).push(cb); }},
  off: () => {{}},
}};
const url = URL.createObjectURL(new Blob([{esm}], {{ type: "text/javascript" }}));
const mod = await import(url);
await mod.default.render({{ model, el: document.getElementById("board") }});
window.boardReady = true;
</script></body></html>"""


def clipped(page) -> list[str]:
    """Elements inside the scoring cards that cut their text or stick out of their card."""
    return page.evaluate(
        """() => {
      const bad = [];
      for (const card of document.querySelectorAll('.gnb-h-card')) {
        const box = card.getBoundingClientRect();
        for (const e of [card, ...card.querySelectorAll('*')]) {
          if (e instanceof SVGElement) continue;
          const r = e.getBoundingClientRect();
          const text = (e.innerText || '').trim().slice(0, 60);
          if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
            bad.push(`clipped ${e.className}: ${text}`);
          else if (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5)
            bad.push(`outside its card ${e.className}: ${text}`);
          const cs = getComputedStyle(e);
          if (cs.textOverflow === 'ellipsis' || (cs.overflow === 'hidden' && e.children.length === 0 && text))
            bad.push(`may cut ${e.className}: ${text}`);
        }
      }
      return bad;
    }"""
    )


@pytest.mark.parametrize("width", [1280, 420])
def test_the_scoring_cards_wrap_their_text_and_grow(page, tmp_path, harness, width, console_errors):
    data = finished_board_state()
    html = PAGE.format(css=data["css"], width=width, state=json.dumps(data["state"]), esm=json.dumps(data["esm"]))
    path = tmp_path / "herds_cards.html"
    path.write_text(html, encoding="utf-8")
    page.goto(path.as_uri())
    page.wait_for_function("() => window.boardReady === true && document.querySelector('.gnb-h-card')")
    cards = page.locator(".gnb-h-card")
    assert cards.count() > 0
    assert any(n in page.locator(".gnb-h-cards").inner_text() for n in LONG[:2])
    assert clipped(page) == []
    # the cards grow with their text: a card with a long name is taller than one line per herd
    heights = page.evaluate("() => [...document.querySelectorAll('.gnb-h-card')].map(c => c.clientHeight)")
    assert max(heights) > min(heights) or width > 1000
    page.locator(".gnb-h-cards").scroll_into_view_if_needed()
    if width < 1000:
        harness.save_screenshot(page, "herds-cards-wrap")
    assert console_errors == []
