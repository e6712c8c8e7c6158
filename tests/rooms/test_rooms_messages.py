"""Messages that arrive wrong, over real web sockets: out of order (a click for a later position before the one for
this position), a click for another seat's turn, a second tab of the same seat (it shows the same game, picture
and all, and either tab may play), and a seat that drops and comes back, and plays on."""

from __future__ import annotations

from rooms_helpers import Page, run, secret_of

from genesis_nb.rooms import wire


def test_out_of_order_and_other_seats_messages_change_nothing(server):
    made = server.create_room("book", ["Ann", "Bo"], seed=2)
    room = made.room
    live = server.call(lambda: server.hub.rooms.get(room))
    g = live.game

    def legal_at(n):
        """A legal move in the position after ``n`` plies (played on a copy of the room's game)."""

        def read():
            from genesis_nb.registry import game as game_info

            copy = game_info("book").new_game(players=["Ann", "Bo"], seed=2)
            for step in g.steps[:n]:
                copy.play(step.action)
            first = copy.legal_actions()[0]
            out = [copy.rules.registry.to_json(first), copy.actor]
            copy.play(first)
            out.append(copy.rules.registry.to_json(copy.legal_actions()[0]))
            return out

        return server.call(read)

    async def go():
        pages = {}
        for seat in (0, 1):
            pages[seat] = Page(server.url)
            await pages[seat].open({"room": room, "secret": secret_of(made, seat)})
        now, actor, after = legal_at(0)
        mine, theirs = pages[actor], pages[1 - actor]
        # the next position's move first (at=1 while the game is at 0): refused, nothing changes
        await mine.send({"msg": {"cmd": "play", "action": after, "at": 1}})
        await mine.until(lambda v: v.get("error"))
        assert server.call(lambda: len(g.steps)) == 0
        # another seat's click for this position: refused, nothing changes
        await theirs.send({"msg": {"cmd": "play", "action": now, "at": 0}})
        await theirs.until(lambda v: v.get("error"))
        assert server.call(lambda: len(g.steps)) == 0
        # the right click, then the late duplicate of the same click: played once
        await mine.send({"msg": {"cmd": "play", "action": now, "at": 0}})
        await mine.send({"msg": {"cmd": "play", "action": now, "at": 0}})
        for page in pages.values():
            await page.until(lambda v: v.get("history_len") == 1)
        assert server.call(lambda: len(g.steps)) == 1
        assert server.call(lambda: len(live.store.actions(room))) == 1
        for page in pages.values():
            page.close()

    run(go())


def test_a_second_tab_shows_the_same_game_and_a_seat_that_drops_plays_on(server):
    made = server.create_room("planet", ["Ann", "Bo"], seed=1)
    room = made.room
    g = server.call(lambda: server.hub.rooms.get(room).game)

    def move():
        return server.call(lambda: [g.rules.registry.to_json(g.legal_actions()[0]), g.actor, len(g.steps)])

    async def go():
        action, actor, n = move()
        tabs = [Page(server.url), Page(server.url)]
        for tab in tabs:
            await tab.open({"room": room, "secret": secret_of(made, actor)})
        other = Page(server.url)
        await other.open({"room": room, "secret": secret_of(made, 1 - actor)})
        await tabs[1].send({"msg": {"cmd": "play", "action": action, "at": n}})  # the second tab plays
        for page in (*tabs, other):
            await page.until(lambda v: v.get("history_len") == n + 1)
        first, second = (
            {k: wire.decoded(t.values[k]) for k in ("view", "drawing", "legal", "history_len")} for t in tabs
        )
        assert first == second  # the same game, the same picture, the same moves to choose from
        assert other.values["drawing"] != tabs[0].values["drawing"]  # (the other seat sees other hidden pawns)
        # the seat that decides now drops, comes back with its link, and plays on
        action, actor, n = move()
        leaving = other if actor != tabs[0].values["view"]["ui"]["observer"] else tabs[0]
        leaving.close()
        back = Page(server.url)
        frame = await back.open({"room": room, "secret": secret_of(made, actor)})
        assert frame["init"]["history_len"] == n and frame["init"]["view"]["ui"]["decides"]
        await back.send({"msg": {"cmd": "play", "action": action, "at": n}})
        for page in (back, *(t for t in tabs if t is not leaving)):
            await page.until(lambda v: v.get("history_len") == n + 1)
        for page in (back, *tabs, other):
            page.close()

    run(go())
    assert server.call(lambda: len(server.hub.rooms.store.actions(room))) == 2
