"""Classroom rooms in a real browser: two students in two separate browser contexts play planet (a game
with hidden pawns) from their own links; each page shows its own hand and never the other's (checked
against the game's view of that seat), each plays by clicking and sees the other's move, and the
teacher's pages (the list and a room's full view) see everything. Screenshots: screenshots/rooms-*.png."""

from __future__ import annotations

import pytest

from genesis_nb.rooms import RoomServer

pytestmark = pytest.mark.browser

ROOT = ".gnb-planet"


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


def wait_total(page, total):
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{ROOT}'); return r && r.dataset.total === '{total}'; }}"
    )


def needs_of(server, room, seat, observer):
    """The need texts of ``seat``'s hand as the game's view for ``observer`` dresses them (None: hidden)."""

    def read():
        live = server.hub.rooms.get(room)
        s = live.session_for(observer)
        try:
            return [c.get("need_text") for c in s.values["view"]["players"][seat]["hand"]]
        finally:
            s.close()

    return server.call(read)


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
            pg.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-space")
            wait_total(pg, 0)

        # each student sees their own hand (as the game's view of their seat says) and nothing of the other's
        for seat, pg in enumerate(pages):
            own = needs_of(server, room, seat, seat)
            theirs = needs_of(server, room, 1 - seat, None)  # the teacher's view: the other hand's needs
            assert all(own) and len(own) == 3
            assert pg.locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts() == own
            assert needs_of(server, room, 1 - seat, seat) == [None, None, None]
            text = pg.locator(ROOT).inner_text()
            assert not [n for n in theirs if n not in own and n in text]
            assert pg.locator(f"{ROOT} .gnb-handoff").is_hidden()
        harness.save_screenshot(pages[first], "rooms-first-student")

        # the first student indicates a pawn by clicking it; the other sees the move and designates
        pages[first].locator(f"{ROOT} .gnb-card[data-slot='2']").click()
        for pg in pages:
            wait_total(pg, 1)
        lit = pages[other].locator(f"{ROOT} .gnb-cont.gnb-lit")
        assert lit.count() >= 1
        target = int(lit.first.get_attribute("data-continent"))
        lit.first.locator(".gnb-cont-bg").click(position={"x": 60, "y": 120})
        for pg in pages:
            wait_total(pg, 2)
        assert "gnb-designated" in pages[first].locator(f"{ROOT} .gnb-cont[data-continent='{target}']").get_attribute(
            "class"
        )

        # the first student places the pawn; both pages show it; the pawn drawn is only in the first's hand
        spaces = pages[first].locator(f"{ROOT} .gnb-space.gnb-lit")
        space = int(spaces.first.get_attribute("data-space"))
        spaces.first.click()
        for pg in pages:
            wait_total(pg, 3)
            pg.locator(f"{ROOT} .gnb-pawn[data-space='{space}']").wait_for()
        own = needs_of(server, room, first, first)
        assert pages[first].locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts() == own
        drawn = own[-1]
        other_hand = needs_of(server, room, other, other)
        if drawn not in other_hand:
            assert drawn not in pages[other].locator(ROOT).inner_text()
        steps = server.call(lambda: [s.actor for s in server.hub.rooms.get(room).game.steps])
        assert steps == [first, other, first]
        harness.save_screenshot(pages[other], "rooms-second-student")

        # a second tab of the same seat shows the same game
        tab = contexts[other].new_page()
        harness.watch_console(tab, errors)
        tab.goto(links[other])
        wait_total(tab, 3)
        assert tab.locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts() == other_hand

        # the server stops and starts again on the same file: every page reconnects by itself, where it was
        server.stop()
        for pg in (*pages, tab):
            pg.wait_for_function("() => document.body.dataset.connected === '0'")
        server = RoomServer(server.db, port=server.port, teacher_key=server.teacher_key, bot_delay=0.05).start()
        restarted.append(server)
        for pg in (*pages, tab):
            pg.wait_for_function("() => document.body.dataset.connected === '1'")
            wait_total(pg, 3)
        assert tab.locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts() == other_hand
        actor = server.call(lambda: server.hub.rooms.get(room).game.actor)
        pages[actor].locator(f"{ROOT} .gnb-card[data-slot='0']").click()
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
        teacher.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-space")
        wait_total(teacher, 4)
        text = teacher.locator(ROOT).inner_text()
        everything = needs_of(server, room, 0, None) + needs_of(server, room, 1, None)
        assert all(n in text for n in everything)
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
