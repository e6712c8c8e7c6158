"""Draw the pictures README.md shows (docs/pictures/angels.png, herds.png, planet.png, book.png) and their SVG sizes.

    python docs/pictures/make.py          # needs Debian's Chromium and Python Playwright (the test extra)

Each picture is the kit's own SVG (``genesis_nb.pictures.picture``), screenshot by headless Chromium at
its natural size and stored as a 256-colour PNG so that the repository stays small.
"""

from __future__ import annotations

import io
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from genesis_nb.pictures import picture  # noqa: E402

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def played(info_name: str, players, seed: int, plies: int):
    import genesis_nb

    g = genesis_nb.game(info_name).new_game(players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and len(g.steps) < plies:
        g.play(rng.choice(g.legal_actions()))
    return g


def pictures() -> dict[str, str]:
    from genesis_nb.angels.examples import EXAMPLES as ANGELS

    angels = ANGELS["day-work-iii"].play()
    herds = played("herds", ["Ann", "Bo", "Cy"], 5, 60)
    planet = played("planet", ["Ann", "Bo", "Cy"], 3, 20)
    book = played("book", ["Ann", "Bo"], 2, 40)
    return {
        "angels": picture(angels, since=0).svg,  # the example's action ringed
        "herds": picture(herds).svg,  # the last turn's tiles ringed
        "planet": picture(planet, observer=0).svg,  # as Ann knows it
        "book": picture(book, observer=0).svg,  # as Ann knows it
    }


def main() -> None:
    from PIL import Image
    from playwright.sync_api import sync_playwright

    drawn = pictures()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page()
        for name, svg in drawn.items():
            page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
            png = page.query_selector("svg").screenshot()
            image = Image.open(io.BytesIO(png)).convert("RGB").quantize(256)
            image.save(HERE / f"{name}.png", optimize=True)
            print(f"{name}: SVG {len(svg.encode('utf-8'))} bytes, PNG {(HERE / f'{name}.png').stat().st_size} bytes")
        browser.close()


if __name__ == "__main__":
    main()
