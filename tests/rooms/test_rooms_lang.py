"""A room speaks its language (chosen when it is made, one of the game's): its seats' boards read the board's
words in it, the room's own refusals are said in it, and so is a link refused or the room deleted; the teacher's
page comes in any language the boards have, with its errors in it. A language the game lacks is refused."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rooms_helpers import Page, run, secret_of

from genesis_nb.registry import game as game_info
from genesis_nb.rooms import RoomError, links
from genesis_nb.rooms.pages import page_words
from genesis_nb.rooms.plan import WORDS
from genesis_nb.rooms.seat import carry_out


@pytest.mark.parametrize(("game", "lang"), [("angels", "de"), ("planet", "nl"), ("angels", "NL"), ("book", None)])
def test_a_language_the_game_lacks_is_refused(rooms, game, lang):
    languages = ", ".join(game_info(game).hook("board").texts.languages)
    with pytest.raises(RoomError) as e:
        rooms.create(game=game, seats=["An", "Bo"], lang=lang)
    assert e.value.say("nl") == f"De taal is een van {languages}, niet {json.dumps(lang)}."
    assert list(rooms) == []


def test_a_dutch_room_speaks_dutch(rooms):
    room, _ = rooms.create(game="angels", seats=["An", "Bo", "Cas"], lang="nl", seed=1)
    seat = room.session_for(0)
    assert seat.values["texts"] == game_info("angels").hook("board").texts.texts("nl")
    assert seat.values["texts"] != game_info("angels").hook("board").texts.texts("en")
    carry_out(seat, {"cmd": "undo"})
    assert seat.values["error"] == WORDS("forward_only", "nl", what=WORDS("what_undo", "nl"))
    assert seat.values["error"].startswith("In een kamer gaat het spel alleen vooruit")
    watch = room.session_for(None)
    assert watch.values["texts"] == seat.values["texts"]
    seat.close()
    watch.close()


def test_every_word_of_the_teachers_page_in_every_language():
    en, nl = page_words("en"), page_words("nl")
    assert set(en) == set(nl)
    script = (Path(links.__file__).parent / "web" / "teacher.js").read_text(encoding="utf-8")
    assert set(re.findall(r"\bt\(\"(\w+)\"", script)) == set(en)  # every word the page uses, and only those
    assert en["new_room"] == "A new room" and nl["new_room"] == "Een nieuwe kamer"
    assert all(nl[k] != en[k] for k in en if k != "computer_seat")
    for k in en:  # the same {names} to fill in each language
        assert sorted(re.findall(r"\{(\w+)\}", en[k])) == sorted(re.findall(r"\{(\w+)\}", nl[k])), k
    assert page_words("xx") == en


def test_the_pages_of_a_dutch_room_over_the_server(server):
    made = server.create_room("angels", ["An", "Bo"], lang="nl", seed=1)

    async def go():
        bad = Page(server.url)
        assert (await bad.open({"room": made.room, "secret": links.new_secret()}))["refused"] == WORDS("bad_link", "nl")
        an = Page(server.url)
        frame = await an.open({"room": made.room, "secret": secret_of(made, 0)})
        assert frame["init"]["texts"] == game_info("angels").hook("board").texts.texts("nl")
        teacher = Page(server.url)
        frame = await teacher.open({"teacher": server.teacher_key, "lang": "nl"})
        assert frame["lang"] == "nl" and frame["words"] == page_words("nl") and frame["languages"] == ["en", "nl"]
        assert {g["name"]: g["languages"] for g in frame["games"]}["angels"] == ["en", "nl"]
        await teacher.send({"create": {"game": "planet", "seats": ["X"]}})
        while not any("error" in f for f in teacher.frames):
            await teacher.next()
        assert next(f["error"] for f in teacher.frames if "error" in f).startswith("De plaatsen zijn een lijst")
        await teacher.send({"delete": {"room": made.room}})
        assert await an.next() == {"refused": f"Kamer {made.room} is door de leraar verwijderd."}
        other = Page(server.url)
        frame = await other.open({"teacher": server.teacher_key, "lang": "xx"})
        assert frame["lang"] == "en" and frame["words"] == page_words("en")
        for p in (teacher, other):
            p.close()

    run(go())
