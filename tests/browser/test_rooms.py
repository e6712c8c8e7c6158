"""Classroom rooms in a real browser: two students in two separate browser contexts play planet (a game
with hidden pawns) from their own links; each page shows exactly the picture of the game's view for its seat
(its own hand, never the other's), each plays by clicking and sees the other's move, and the teacher's pages
(the list and a room's full view) see everything. Screenshots: screenshots/rooms-*.png."""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.rooms import RoomServer

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"


@pytest.fixture
def server(tmp_path, browser_requirements):
    s = RoomServer(tmp_path / "class.sqlite", port=0, bot_delay=0.05).start()
    yield s
    s.stop()


def open_page(browser, url, errors, harness):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    page = context.new_page()
    harness.watch_console(page, errors)
    page.goto(url)
    return context, page


def wait_total(page, total, timeout=20_000):
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{ROOT}'); return r && r.dataset.history === '{total}'; }}",
        timeout=timeout,
    )


def page_texts(page) -> list[str]:
    """The texts of the picture a page shows."""
    return page.locator(f"{ROOT} .gnb-drawing svg text").all_text_contents()


def seat_texts(server, room, observer) -> list[str]:
    """The texts of the picture of the room's position for ``observer`` (a seat, or "all"), as the board draws it."""
    import html
    import re

    from genesis_nb.board.drawing import drawing_svg

    def read():
        live = server.hub.rooms.get(room)
        g = live.game
        spec = genesis_nb.game(g.rules.name).hook("board")
        svg = drawing_svg(spec, g, len(g.steps), observer, "en", {})
        return [html.unescape(re.sub(r"<[^>]+>", "", t)) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)]

    return server.call(read)


def play_one(page, total):
    """Click the first lit key (and the chooser's first option, when one opens) until the game has one more move."""
    for _ in range(4):
        page.locator(f"{ROOT} .gnb-key.gnb-lit, {ROOT} .gnb-actions button.gnb-lit").first.click()
        option = page.locator(f"{ROOT} .gnb-chooser:not([hidden]) button.gnb-opt").first
        try:
            option.wait_for(timeout=1500)
            option.click()
        except Exception:  # no chooser: the click played, or selected a first key
            pass
        try:
            wait_total(page, total, timeout=3000)
            return
        except Exception:
            continue
    wait_total(page, total)


def test_two_students_and_the_teacher(server, browser, harness):
    made = server.create_room("planet", ["Ann", "Bo"], seed=1, title="Planet, table 1")
    room = made.room
    first = server.call(lambda: server.hub.rooms.get(room).game.actor)
    other = 1 - first
    links = [made.seats[0]["link"], made.seats[1]["link"]]
    errors: list[str] = []
    contexts = []
    restarted: list = []
    try:
        pages = []
        for seat in (0, 1):
            ctx, pg = open_page(browser, links[seat], errors, harness)
            contexts.append(ctx)
            pages.append(pg)
        for pg in pages:
            pg.wait_for_selector(f"{ROOT} .gnb-key")
            wait_total(pg, 0)

        # each student's page shows exactly the picture of the game's view for their seat: their own hand, not
        # the other's (the two pictures differ; the teacher's shows both)
        for seat, pg in enumerate(pages):
            assert page_texts(pg) == seat_texts(server, room, seat)
            assert pg.locator(f"{ROOT} .gnb-handoff").is_hidden()
        assert seat_texts(server, room, 0) != seat_texts(server, room, 1)
        harness.save_screenshot(pages[first], "rooms-first-student")

        # the first student plays by clicking; the other sees the move, then plays; then the first again
        play_one(pages[first], 1)
        for pg in pages:
            wait_total(pg, 1)
        actor = server.call(lambda: server.hub.rooms.get(room).game.actor)
        play_one(pages[actor], 2)
        for pg in pages:
            wait_total(pg, 2)
        actor = server.call(lambda: server.hub.rooms.get(room).game.actor)
        play_one(pages[actor], 3)
        for seat, pg in enumerate(pages):
            wait_total(pg, 3)
            assert page_texts(pg) == seat_texts(server, room, seat)
        harness.save_screenshot(pages[other], "rooms-second-student")

        # a second tab of the same seat shows the same game
        tab = contexts[other].new_page()
        harness.watch_console(tab, errors)
        tab.goto(links[other])
        wait_total(tab, 3)
        tab.wait_for_selector(f"{ROOT} .gnb-key")
        assert page_texts(tab) == page_texts(pages[other])

        # the server stops and starts again on the same file: every page reconnects by itself, where it was
        server.stop()
        for pg in (*pages, tab):
            pg.wait_for_function("() => document.body.dataset.connected === '0'")
        server = RoomServer(server.db, port=server.port, teacher_key=server.teacher_key, bot_delay=0.05).start()
        restarted.append(server)
        for pg in (*pages, tab):
            pg.wait_for_function("() => document.body.dataset.connected === '1'")
            wait_total(pg, 3)
        assert page_texts(tab) == seat_texts(server, room, other)
        actor = server.call(lambda: server.hub.rooms.get(room).game.actor)
        play_one(pages[actor], 4)
        for pg in (*pages, tab):
            wait_total(pg, 4)

        # the teacher's list: both students connected, the move count and whose turn
        ctx, teacher = open_page(browser, server.teacher_url, errors, harness)
        contexts.append(ctx)
        row = teacher.locator(f"tr[data-room='{room}']")
        row.wait_for()
        teacher.wait_for_function(
            f"() => document.querySelector(\"tr[data-room='{room}'] .gnb-rooms-ply\").textContent === '4'"
        )
        assert row.locator(f".gnb-rooms-seatinfo[data-seat='{first}']").get_attribute("data-connected") == "1"
        assert row.locator(f".gnb-rooms-seatinfo[data-seat='{other}']").get_attribute("data-connected") == "2"
        turn = server.call(lambda: (lambda g: g.players[g.actor])(server.hub.rooms.get(room).game))
        assert row.locator(".gnb-rooms-turn").inner_text() == turn
        harness.save_screenshot(teacher, "rooms-teacher-list")
        # the teacher's view of the room shows every hand
        teacher.goto(f"{server.url}/watch/{room}#{server.teacher_key}")
        teacher.wait_for_selector(f"{ROOT} .gnb-key")
        wait_total(teacher, 4)
        assert page_texts(teacher) == seat_texts(server, room, "all")
        harness.save_screenshot(teacher, "rooms-teacher-view")
        assert errors == []
    finally:
        for ctx in contexts:
            ctx.close()
        for s in restarted:
            s.stop()


def test_a_drawn_board_in_a_room(server, browser, harness):
    """A board drawn by Python (herds: its picture travels as compressed bytes, handed to the page as a
    DataView): it shows in a room, a click on a lit key plays, the other student sees the move."""
    made = server.create_room("herds", ["Ann", "Bo"], seed=2)
    room = made.room
    errors: list[str] = []
    contexts = []
    try:
        pages = []
        for seat in (0, 1):
            ctx, pg = open_page(browser, made.seats[seat]["link"], errors, harness)
            contexts.append(ctx)
            pages.append(pg)
        for pg in pages:
            pg.wait_for_function(
                "() => { const r = document.querySelector('.gnb-root'); return r && r.querySelector('.gnb-key') && r.dataset.history === '0'; }"
            )
        actor = server.call(lambda: server.hub.rooms.get(room).game.actor)
        mine, theirs = pages[actor], pages[1 - actor]
        assert mine.locator(".gnb-key.gnb-lit").count() > 0 and theirs.locator(".gnb-key.gnb-lit").count() == 0
        mine.locator(".gnb-key.gnb-lit").first.click()
        # one action there plays at once; several open the chooser (its options come from the server)
        mine.wait_for_function(
            "() => document.querySelector('.gnb-root').dataset.history === '1'"
            " || !!document.querySelector('.gnb-chooser:not([hidden]) button.gnb-opt')"
        )
        chooser = mine.locator(".gnb-chooser button.gnb-opt")
        if chooser.first.is_visible():
            chooser.first.click()
        for pg in pages:
            pg.wait_for_function("() => document.querySelector('.gnb-root').dataset.history === '1'")
        assert server.call(lambda: len(server.hub.rooms.get(room).game.steps)) == 1
        harness.save_screenshot(theirs, "rooms-drawn-board")
        assert errors == []
    finally:
        for ctx in contexts:
            ctx.close()


def test_the_teachers_page_in_dutch(server, browser, harness):
    """The teacher's page in Dutch makes an angels room in Dutch (its student's board speaks Dutch), shows a computer
    player that failed with its two buttons ("a student instead" gives a new link), and deletes a room (the
    student's page says so)."""
    from genesis_nb.rooms.pages import page_words

    nl = page_words("nl")
    errors: list[str] = []
    contexts = []
    try:
        ctx, teacher = open_page(browser, f"{server.url}/?lang=nl#{server.teacher_key}", errors, harness)
        contexts.append(ctx)
        teacher.wait_for_function("() => document.body.dataset.ready === '1'")
        assert teacher.locator(".gnb-rooms-new h2").inner_text() == nl["new_room"]
        assert teacher.locator("#gnb-page-lang").input_value() == "nl"
        teacher.select_option("#gnb-new-game", "angels")
        assert teacher.locator("#gnb-new-lang option").all_text_contents() == ["en", "nl"]
        assert teacher.locator("#gnb-new-lang").input_value() == "nl"
        teacher.fill("#gnb-seat-0", "An")
        teacher.fill("#gnb-seat-1", "Bo")
        teacher.locator(".gnb-rooms-make").click()
        link = teacher.locator(".gnb-rooms-made input.gnb-rooms-link").first
        link.wait_for()
        room = link.input_value().split("/play/")[1].split("#")[0]
        assert server.call(lambda: server.hub.rooms.get(room).record.lang) == "nl"
        ctx, student = open_page(browser, link.input_value(), errors, harness)
        contexts.append(ctx)
        student.wait_for_selector(f"{ROOT} .gnb-key")
        texts = genesis_nb.game("angels").hook("board").texts.texts("nl")
        assert student.evaluate("() => document.documentElement.lang") == "nl"
        english = genesis_nb.game("angels").hook("board").texts.texts("en")
        board_text = student.locator(ROOT).inner_text()
        assert [k for k, v in texts.items() if isinstance(v, str) and v != english.get(k) and v in board_text]

        # a computer player that fails: shown in the list with its two buttons; the seat goes to a student
        made = server.create_room("book", ["Ann", "Computer"], bots={1: "random"}, seed=2)

        class Broken:
            name = "broken"

            def choose(self, game):
                raise RuntimeError("no idea")

        live = server.call(lambda: server.hub.rooms.get(made.room))
        server.call(lambda: setattr(live.thinkers[1], "bot", Broken()))
        g = live.game
        action = server.call(lambda: g.rules.registry.to_json(g.legal_actions()[0]))
        server.call(lambda: live.session_for(0).handle({"cmd": "play", "action": action, "at": 0}))
        row = teacher.locator(f"tr[data-room='{made.room}']")
        row.locator(".gnb-rooms-failed").wait_for()
        assert "RuntimeError: no idea" in row.locator(".gnb-rooms-failed").inner_text()
        assert row.locator(".gnb-rooms-resume").inner_text() == nl["resume"]
        harness.save_screenshot(teacher, "rooms-teacher-dutch-failed")
        row.locator(".gnb-rooms-human").click()
        teacher.wait_for_function(
            f"() => [...document.querySelectorAll('.gnb-rooms-made input')].some(i => i.value.includes('/play/{made.room}#'))"
        )
        row.locator(".gnb-rooms-failed").wait_for(state="detached")
        assert server.rooms()[-1]["seats"][1]["bot"] is None

        # delete the Dutch room: the student's page says so, in Dutch
        teacher.once("dialog", lambda dialog: dialog.accept())
        teacher.locator(f"tr[data-room='{room}'] .gnb-rooms-delete").click()
        teacher.locator(f"tr[data-room='{room}']").wait_for(state="detached")
        student.locator(".gnb-rooms-refused").wait_for()
        assert student.locator(".gnb-rooms-refused").inner_text() == f"Kamer {room} is door de leraar verwijderd."
        assert [r["id"] for r in server.rooms()] == [made.room]
        assert errors == []
    finally:
        for ctx in contexts:
            ctx.close()
