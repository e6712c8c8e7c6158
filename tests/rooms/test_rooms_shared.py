"""One drawing for the seats that see the same: in a room of a game with no hidden information the picture is
drawn once per move for every seat, and each seat's board still shows exactly its own picture; a game whose
picture depends on its observer, or hides something, gets each seat's own."""

from __future__ import annotations

import random

from genesis_nb.board.drawing import drawing_svg, unpack
from genesis_nb.registry import game as game_info
from genesis_nb.rooms.seat import carry_out
from genesis_nb.rooms.shared import SharedDrawings


class Counting:
    """A board spec that counts its drawings (and may draw its observer's name into them)."""

    def __init__(self, spec, name_the_observer=False):
        self.spec = spec
        self.drawn = spec.drawn
        self.calls = 0
        self.name_the_observer = name_the_observer

    def __getattr__(self, name):
        return getattr(self.spec, name)

    def drawing(self, game, ply, observer, lang, prefs):
        self.calls += 1
        svg = self.spec.drawing(game, ply, observer, lang, prefs)
        return svg.replace("</svg>", f"<!--{observer}--></svg>") if self.name_the_observer else svg


def play(room, pages, moves, seed=0):
    rng = random.Random(seed)
    for _ in range(moves):
        g = room.game
        carry_out(
            pages[g.actor],
            {"cmd": "play", "action": g.rules.registry.to_json(rng.choice(g.legal_actions())), "at": len(g.steps)},
        )
        assert pages[g.actor].values["error"] == ""


def test_the_seats_of_a_game_with_nothing_hidden_share_one_drawing(rooms):
    room, _ = rooms.create(game="herds", seats=["A", "B", "C", "D"], seed=3)
    real = game_info("herds").hook("board")
    counting = Counting(real)
    room.spec._spec = counting
    pages = [room.session_for(seat) for seat in range(4)]
    assert counting.calls == 2  # the position the pages open on, and once more to check the first sharing
    play(room, pages, 6)
    assert counting.calls == 2 + 6  # then once a move
    for seat, page in enumerate(pages):
        ply = len(room.game.steps)
        assert unpack(page.values["drawing"]) == drawing_svg(real, room.game, ply, seat, "en", page.values["prefs"])


def test_the_teachers_page_shares_the_seats_drawing(rooms):
    """The teacher's page (everything shown) of a game with nothing hidden sees what every seat sees: the same
    drawing, checked once against its own."""
    room, _ = rooms.create(game="angels", seats=["A", "B", "C"], seed=5)
    real = game_info("angels").hook("board")
    counting = Counting(real)
    room.spec._spec = counting
    pages = [room.session_for(seat) for seat in range(3)]
    teacher = room.session_for(None)
    assert counting.calls == 3  # the seats' drawing, checked once for a second seat and once for the teacher
    play(room, pages, 5)
    assert counting.calls == 3 + 5
    ply = len(room.game.steps)
    assert unpack(teacher.values["drawing"]) == drawing_svg(real, room.game, ply, "all", "en", teacher.values["prefs"])


def test_a_picture_that_names_its_observer_is_drawn_for_each_seat(rooms):
    room, _ = rooms.create(game="herds", seats=["A", "B", "C"], seed=3)
    counting = Counting(game_info("herds").hook("board"), name_the_observer=True)
    room.spec._spec = counting
    pages = [room.session_for(seat) for seat in range(3)]
    teacher = room.session_for(None)
    play(room, pages, 4)
    for seat, page in enumerate(pages):
        assert unpack(page.values["drawing"]).endswith(f"<!--{seat}--></svg>")
    assert unpack(teacher.values["drawing"]).endswith("<!--all--></svg>")


def test_a_picture_that_names_the_teacher_is_drawn_for_the_teacher(rooms):
    """A picture alike for every seat but not for the teacher's eyes: the seats share, the teacher gets its own."""
    room, _ = rooms.create(game="herds", seats=["A", "B", "C"], seed=3)
    counting = Counting(game_info("herds").hook("board"))
    named = counting.drawing
    counting.drawing = lambda g, ply, o, *a: named(g, ply, o, *a) + ("<!--all-->" if o == "all" else "")
    room.spec._spec = counting
    pages = [room.session_for(seat) for seat in range(3)]
    teacher = room.session_for(None)
    play(room, pages, 3)
    assert unpack(teacher.values["drawing"]).endswith("<!--all-->")
    assert not unpack(pages[0].values["drawing"]).endswith("<!--all-->")


def test_a_game_that_hides_something_draws_each_seats_own():
    spec = game_info("planet").hook("board")
    counting = Counting(spec)
    shared = SharedDrawings(counting, hidden=True)
    g = game_info("planet").new_game(players=["A", "B"], seed=1)
    for seat in (0, 1, 0, 1):
        shared.drawing(g, 0, seat, "en", {k: v[0] for k, v in spec.prefs.items()})
    assert counting.calls == 4
