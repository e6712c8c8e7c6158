"""The student mode (Voila, the kit's template named in voila.json) fetches nothing from the internet: every
request the page makes goes to the Voila server on 127.0.0.1 (Voila's own "lab" template asks a CDN for Font
Awesome; the kit's template leaves it out). The herds play notebook's board draws and takes a click."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]


def test_the_student_mode_asks_nothing_of_the_internet(page, voila, console_errors):
    url = voila(REPO / "notebooks" / "herds" / "play.ipynb")
    asked = []
    page.on("request", lambda r: asked.append(r.url))
    url.open(page, ".gnb-drawn .gnb-key")
    page.wait_for_timeout(500)
    outside = [u for u in asked if not u.startswith(("http://127.0.0.1", "data:", "blob:", "ws://127.0.0.1"))]
    assert outside == [], outside
    assert page.locator(".gnb-drawn .gnb-key.gnb-lit").count() > 0  # the board is there, and lit
    assert [e for e in console_errors if "favicon" not in e and "WebSocket" not in e] == []
