"""Every game's play board (not a lesson's) fits a 1280x800 screen in projector mode (issue 17, item 4): at scale 1.5
each drawn board, from its top (its head, the turn box) to its picture's bottom, is at most 800 px tall, in Voila
and in JupyterLab, and no text on it is under 12 px (tests/browser/test_classroom.py's rule). A picture taller than
the screen leaves (angels', herds', planet's) shows a band of its whole width holding what can be clicked now
(js/shell_band.js): every lit key of the board is in sight, and so is what the picture keeps in sight for the player to
decide (herds' whose turn and dice, angels' turn line and Pass, planet's and book's prompt: ``Svg.block(keep=True)``),
the picture a little smaller where need be; the band moves with a selection (planet: a pawn of the hand, then the
spaces it may go to). The board's top to its picture's bottom fits what the user sees of the page (Voila's window,
JupyterLab's notebook panel). The Whole board button shows every picture whole inside the screen, stays pressed
through a move, and gives the band back. Screenshots: tests/browser/screenshots/play-projector-*.png."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import genesis_nb

from .test_classroom import MEASURE
from .test_lesson_projector import BOARDS_JS, SCREEN

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the kit's games with a drawn board (the test-only pocket is not registered in a fresh kernel)
GAMES = [
    n for n, info in genesis_nb.games().items() if info.module.startswith("genesis_nb.") and info.hook("board").drawn
]


#: each board of the notebook: the games' (a few random moves in, a spectator's hot seat), then book's at its start
#: (the set-up's two-line last move), book's play notebook's (Ann against the computer, her turn: the picture's
#: line of what to click, the Hint button) and planet's seen by the seat to play (a pawn of the hand lit, to place
#: on continent A, at the other end of the picture)
BOARDS = [*GAMES, "book-start", "book-play", "planet-seat"]
#: every lit key of each board, and whether it lies inside the picture's box on screen (in sight)
LIT_IN_SIGHT_JS = """() => [...document.querySelectorAll('.gnb-drawn')].map((r) => {
  const inside = (b, s) => b.top >= s.top - 1 && b.bottom <= s.bottom + 1 && b.left >= s.left - 1 && b.right <= s.right + 1;
  const pics = [...r.querySelectorAll('svg.gnb-board, .gnb-pin:not([hidden]) svg.gnb-pinned')];
  return [...r.querySelectorAll('svg.gnb-board .gnb-key.gnb-lit')].map((k) => [k.dataset.key, pics.some((p) => {
    const c = p.querySelector(`.gnb-key.gnb-lit[data-key="${k.dataset.key}"]`);
    return c && inside(c.getBoundingClientRect(), p.getBoundingClientRect()); })]);
})"""
#: each board: [how many parts its picture keeps in sight, how many of them lie wholly inside the picture's box on
#: screen (or the strip pinned above it), the least share of its natural size the band may show it at ("" or 1: its natural size), the board's top to
#: its picture's bottom, the height the user sees of the box scrolling it (JupyterLab's notebook panel, else the
#: window)]
KEPT_JS = """() => [...document.querySelectorAll('.gnb-drawn')].map((r) => {
  const svg = r.querySelector('svg.gnb-board'), s = svg.getBoundingClientRect();
  const meta = svg.querySelector(':scope > metadata.gnb-keep');
  const boxes = meta ? JSON.parse(meta.textContent) : [];
  const pics = [svg, ...r.querySelectorAll('.gnb-pin:not([hidden]) svg.gnb-pinned')];
  const seen = boxes.filter(([x0, y0, x1, y1]) => pics.some((p) => { const m = p.getScreenCTM(), q = p.getBoundingClientRect();
    const t = y0 * m.d + m.f, b = y1 * m.d + m.f, l = x0 * m.a + m.e, rt = x1 * m.a + m.e;
    return t >= q.top - 1 && b <= q.bottom + 1 && l >= q.left - 1 && rt <= q.right + 1; }));
  let panel = null;
  for (let up = r.parentElement; up && up !== document.body; up = up.parentElement)
    if (/(auto|scroll)/.test(getComputedStyle(up).overflowY) && up.scrollHeight > up.clientHeight + 1) panel = up;
  const room = panel ? Math.min(panel.clientHeight, innerHeight - Math.max(0, panel.getBoundingClientRect().top)) : innerHeight;
  return [boxes.length, seen.length, Number(r.dataset.least || 1), Math.round(s.bottom - r.getBoundingClientRect().top), room];
})"""
#: the boards whose picture keeps a part in sight for the player to decide (book's and planet's spectators see none)
KEEPING = ["angels", "herds", "book-play", "planet-seat"]


def play_notebook(path: Path) -> Path:
    """A notebook showing each of ``BOARDS`` at scale 1.5."""
    nb = nbformat.v4.new_notebook()
    cells = ["import random\nimport genesis_nb\nfrom genesis_nb.playtable import play_table"]
    for game in GAMES:
        cells.append(
            f"info = genesis_nb.game({game!r})\ng = info.new_game(info.min_players, seed=4)\nr = random.Random(4)\n"
            "for _ in range(6):\n    g.play(r.choice(g.legal_actions()))\ninfo.board(g, scale=1.5)"
        )
    cells.append("genesis_nb.game('book').board(genesis_nb.game('book').new_game(2, seed=3), scale=1.5)")
    cells.append('t = play_table("book", ["Ann", "Bo"], {1: "greedy"}, seed=2026)\nt.board.scale = 1.5\nt.board')
    cells.append(
        "info = genesis_nb.game('planet')\ng = info.new_game(2, seed=4)\nr = random.Random(4)\n"
        "for _ in range(8):\n    g.play(r.choice(g.legal_actions()))\ninfo.board(g, observer=g.actor, scale=1.5)"
    )
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, str(path))
    return path


def faults(page) -> list[tuple]:
    """The boards taller than the screen, or with text under 12 px: (board, height, width, picture height, shape,
    zoom, smallest texts)."""
    heights, before = page.evaluate(BOARDS_JS), None
    for _ in range(20):  # laid out: the projector's fit (shell_drawing.js) measures again on each resize
        if heights == before:
            break
        page.wait_for_timeout(400)
        heights, before = page.evaluate(BOARDS_JS), heights
    assert len(heights) == len(BOARDS), heights
    kept = page.evaluate(KEPT_JS)
    print("heights (px at 1280x800):", dict(zip(BOARDS, (h[0] for h in heights))))
    print("kept parts in sight, least share, room seen:", dict(zip(BOARDS, ((k[1], k[0], k[2], k[4]) for k in kept))))
    out = [(name, "keeps nothing in sight") for name, k in zip(BOARDS, kept) if name in KEEPING and not k[0]]
    out += [(name, "a kept part out of sight", k) for name, k in zip(BOARDS, kept) if k[1] != k[0]]
    for i, (name, board) in enumerate(zip(BOARDS, heights)):
        page.evaluate(
            "(i) => { document.querySelectorAll('.gnb-root').forEach((r, j) => r.id = j === i ? 'gnb-m' : ''); }", i
        )
        least = kept[i][2]  # a band shrunk to hold what must be in sight: its texts as much smaller
        small = [s for s in page.evaluate(MEASURE, "#gnb-m") if s[0] < 12 * least - 0.05]
        if board[0] > min(SCREEN["height"], kept[i][4]) or board[4] != 1.5 or small:
            out.append((name, *board, small[:3]))
    return out


def out_of_sight(page, seat_lit: bool = True) -> list[tuple]:
    """The boards with lit keys out of sight, and some of those keys (``seat_lit``: planet's seat's board has some)."""
    lit = page.evaluate(LIT_IN_SIGHT_JS)
    assert len(lit) == len(BOARDS) and (lit[BOARDS.index("planet-seat")] or not seat_lit), lit
    return [(b, [k for k, seen in keys if not seen][:4]) for b, keys in zip(BOARDS, lit) if not all(s for _, s in keys)]


def click_lit(page, name: str, done: str, was: object) -> None:
    """Click the first lit key of the board ``name``, then wait until ``done`` (a function of [the board's index,
    ``was``]) holds."""
    page.locator(".gnb-drawn").nth(BOARDS.index(name)).locator("svg.gnb-board .gnb-key.gnb-lit").first.click()
    page.wait_for_function(done, arg=[BOARDS.index(name), was])


def check(page, found: list[tuple]) -> None:
    """Every board fits, with each of its lit keys in sight; on planet's seat's board, a lit key clicked (a pawn of
    the hand), the spaces it may go to are lit next and in sight too: the band moved to them."""
    assert found == [], found
    assert out_of_sight(page) == []
    board = page.locator(".gnb-drawn").nth(BOARDS.index("planet-seat"))
    before = board.evaluate("(r) => [r.dataset.selected, r.dataset.ply, r.dataset.band]")
    click_lit(
        page,
        "planet-seat",
        "([i, was]) => { const r = document.querySelectorAll('.gnb-drawn')[i];"
        " return JSON.stringify([r.dataset.selected, r.dataset.ply, r.dataset.band]) !== JSON.stringify(was); }",
        before,
    )
    page.wait_for_timeout(300)
    assert out_of_sight(page) == []  # the spaces the pawn may go to
    assert board.evaluate("(r) => r.dataset.band") != before[2]  # the band moved to them
    board.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    from genesis_browser_jupyter import save_screenshot

    save_screenshot(page, "play-projector-planet-seat-chosen")


#: each board with its Whole board button pressed, scrolled to its top: [whether it shows its whole picture (no band,
#: the button pressed), whether the picture's box lies inside the screen]
WHOLE_JS = """(i) => { const r = document.querySelectorAll('.gnb-drawn')[i], b = r.querySelector('.gnb-whole-btn');
  const s = r.querySelector('svg.gnb-board').getBoundingClientRect();
  return [!b.hidden && b.getAttribute('aria-pressed') === 'true' && r.dataset.band === '' && r.dataset.whole === 'true',
          s.top >= -1 && s.left >= -1 && s.bottom <= innerHeight + 1 && s.right <= innerWidth + 1]; }"""


def whole_boards(page, where: str) -> None:
    """Each board taller than the room (its Whole board button shown) pressed: its whole picture inside the screen;
    angels' stays whole, never a band between, while a move is played on it; pressed again, the band is back."""
    from genesis_browser_jupyter import save_screenshot

    offered = page.evaluate("() => [...document.querySelectorAll('.gnb-drawn .gnb-whole-btn')].map((b) => !b.hidden)")
    assert {"angels", "herds", "planet", "planet-seat"} <= {b for b, shown in zip(BOARDS, offered) if shown}, offered
    wrong = []
    for i, name in enumerate(BOARDS):
        if not offered[i]:
            continue
        board = page.locator(".gnb-drawn").nth(i)
        board.locator(".gnb-whole-btn").click()
        board.evaluate("(r) => r.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(250)
        found = page.evaluate(WHOLE_JS, i)
        if found != [True, True]:
            wrong.append(
                (
                    name,
                    found,
                    board.evaluate("(r) => r.querySelector('svg.gnb-board').getBoundingClientRect().toJSON()"),
                )
            )
        if name == "angels":
            save_screenshot(page, f"play-projector-angels-whole-{where}")
    assert wrong == [], wrong
    board = page.locator(".gnb-drawn").nth(BOARDS.index("angels"))
    board.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    board.evaluate(
        "(r) => { window.gnbBands = []; new MutationObserver(() => window.gnbBands.push(r.dataset.band))"
        ".observe(r, {attributes: true, attributeFilter: ['data-band']}); }"
    )
    ply = board.evaluate("(r) => r.dataset.ply")
    click_lit(
        page,
        "angels",
        "([i, ply]) => { const r = document.querySelectorAll('.gnb-drawn')[i];"
        " return r.dataset.ply !== ply || !r.querySelector('.gnb-chooser').hidden; }",
        ply,
    )
    if board.evaluate("(r) => !r.querySelector('.gnb-chooser').hidden"):
        board.locator(".gnb-chooser button:not(.gnb-close)").first.click()
    page.wait_for_function(
        "([i, ply]) => document.querySelectorAll('.gnb-drawn')[i].dataset.ply !== ply",
        arg=[BOARDS.index("angels"), ply],
    )
    page.wait_for_timeout(400)
    assert page.evaluate(WHOLE_JS, BOARDS.index("angels")) == [True, True]
    assert [b for b in page.evaluate("() => window.gnbBands") if b] == []  # never a band between: no flicker
    board.locator(".gnb-whole-btn").click()
    page.wait_for_timeout(250)
    assert board.evaluate(
        "(r) => [r.querySelector('.gnb-whole-btn').getAttribute('aria-pressed'), !!r.dataset.band]"
    ) == [
        "false",
        True,
    ]


def shots(page, where: str) -> None:
    from genesis_browser_jupyter import save_screenshot

    for i, game in enumerate(BOARDS):
        page.evaluate("(i) => document.querySelectorAll('.gnb-drawn')[i].scrollIntoView({block: 'start'})", i)
        page.wait_for_timeout(150)
        save_screenshot(page, f"play-projector-{game}-{where}")


def test_every_play_board_fits_a_1280x800_screen_in_projector_mode_in_voila(page, voila, tmp_path, console_errors):
    page.set_viewport_size(SCREEN)
    url = voila(play_notebook(tmp_path / "play_projector.ipynb"))
    url.open(page, ".gnb-drawn svg.gnb-board")
    page.wait_for_function(
        f"() => document.querySelectorAll('.gnb-drawn svg.gnb-board .gnb-key').length && "
        f"document.querySelectorAll('.gnb-drawn svg.gnb-board').length === {len(BOARDS)}",
        timeout=120_000,
    )
    page.wait_for_timeout(600)
    shots(page, "voila")
    check(page, faults(page))
    whole_boards(page, "voila")
    assert [e for e in console_errors if not any(x in e for x in ("favicon", "WebSocket", "ERR_NAME"))] == []


def test_every_play_board_fits_a_1280x800_screen_in_projector_mode_in_jupyterlab(lab, page, tmp_path):
    page.set_viewport_size(SCREEN)
    lab.open_notebook(play_notebook(tmp_path / "play_projector.ipynb"))
    lab.run_all()
    # as a teacher projects: the file browser closed (a click on its open tab); open, it leaves the notebook less
    # than the natural width of book's picture (1,150 px), which no smaller text may make narrower
    page.click(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    page.wait_for_function("() => !document.querySelector('.jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current')")
    page.wait_for_function(
        f"() => document.querySelectorAll('.gnb-drawn svg.gnb-board').length === {len(BOARDS)}", timeout=120_000
    )
    page.wait_for_timeout(600)
    shots(page, "lab")
    check(page, faults(page))
    whole_boards(page, "lab")
    assert lab.console_errors == []
