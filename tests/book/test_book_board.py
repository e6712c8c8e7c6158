"""The book board (the shared drawn board with the book BoardSpec): the board is the picture, targets are paths
of the hexes it marks, a click means the action of its context, the hand-off between two humans; no browser."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from genesis_nb.core.toml import tomllib

pytest.importorskip("anywidget")

import genesis_nb.book as book_package  # noqa: E402
from genesis_nb.board.drawing import unpack  # noqa: E402
from genesis_nb.board.values import SHELL_VIEW  # noqa: E402
from genesis_nb.book import (  # noqa: E402
    Cast,
    Crucify,
    Eat,
    Flip,
    PlaceThrone,
    Prophecy,
    Travel,
    board,
    from_position,
    new_game,
)
from genesis_nb.book.ui import SPEC  # noqa: E402
from genesis_nb.picture_svg import marks_of  # noqa: E402

LESSONS = tomllib.loads((Path(book_package.__file__).parent / "lessons.toml").read_text())


def lesson_position(step_id: str) -> str:
    """The position of the lesson step ``step_id`` (the lessons' positions look like real games)."""
    for lesson in LESSONS["lessons"]:
        for step in lesson["steps"]:
            if step["id"] == step_id:
                return step["position"]
    raise KeyError(step_id)


def played(seed=0, plies=22):
    g = new_game(["Ann", "Bo"], seed=seed)
    r = random.Random(seed)
    for _ in range(plies):
        g.play(r.choice(g.legal_actions()))
    return g


def drawn_text(w) -> str:
    return " ".join(re.findall(r">([^<>]+)</text>", unpack(w.drawing)))


def test_targets_are_paths_of_the_hexes_the_picture_marks():
    g = played()
    s = g.state
    assert SPEC.target(s, Flip(5)) == "hex:5"
    assert SPEC.target(s, PlaceThrone(7)) == "hex:7"
    assert SPEC.target(s, Travel(3, 4)) == "hex:3>hex:4"
    assert SPEC.target(s, Eat(3, 9)) == "hex:3>hex:9"
    assert SPEC.target(s, Cast(3, 11)) == "hex:3>hex:11"
    assert SPEC.target(s, Crucify(3, 9, 1)) == "hex:3>hex:9"  # with the moves there: the chooser lists both
    assert SPEC.target(s, Prophecy(3, 1)) == "hex:3>ab:prophecy"
    with pytest.raises(TypeError):
        SPEC.target(s, "flip")
    w = board(g, bots={1: "greedy"})
    marked = set(marks_of(unpack(w.drawing)))
    assert len(marked) == 74 and all(k.startswith("hex:") for k in marked)
    for key in w.legal["targets"]:
        first, *rest = key.split(">")
        assert first in marked and (not rest or rest[0] in marked or rest[0].startswith("ab:"))


def test_the_board_is_the_picture_and_an_update_is_compact():
    g = played()
    w = board(g, bots={1: "greedy"})
    assert w.spec.drawn and SPEC.js == () and SPEC.css == ()
    assert w.view["ui"]["observer"] == 0 and w.view["ui"]["decides"]
    assert set(w.view) <= set(SHELL_VIEW) | {"players"}  # the picture carries the rest
    assert w.view["players"] == [{"name": "Ann"}, {"name": "Bo"}]
    eat = next(a for a in g.legal_actions() if isinstance(a, Eat))
    w.handle({"cmd": "play", "action": g.rules.registry.to_json(eat), "at": 22})
    assert w.error == "" and w.history_len == 23
    size = len(json.dumps(w.view)) + len(json.dumps(w.legal)) + len(w.drawing)
    assert size < 16 * 1024


def test_a_refused_click_is_the_rules_sentence():
    g = played()
    w = board(g, bots={1: "greedy"})
    mine = next(a.frm for a in g.legal_actions() if isinstance(a, (Travel, Eat)))
    far = max(g.rules.board.fields[2], key=lambda h: abs(h - mine))
    before = g.notation()
    w.handle({"cmd": "click", "keys": [f"hex:{mine}", f"hex:{far}"], "at": 22})
    assert w.error == g.why_not(Travel(mine, far)).message("en") and g.notation() == before


def test_a_click_after_the_fisher_is_a_cast_refused_in_the_rules_words():
    """Issue 17: the Fisher on G4 selected, a click on E4 (two along, over the Mountain on F4) is a cast."""
    g = from_position(lesson_position("cast"))
    w = board(g, bots={1: "greedy"})
    g4, e4 = (g.rules.board.labels.index(x) for x in ("G4", "E4"))
    assert SPEC.meaning(g.rules, g.state, [f"hex:{g4}", f"hex:{e4}"]) == Cast(g4, e4)
    w.handle({"cmd": "click", "keys": [f"hex:{g4}", f"hex:{e4}"], "at": w.ply})
    assert w.error == "A Fisher cannot cast over the Mountain on F4." and w.history_len == 0


def test_a_click_means_nothing_when_its_keys_name_nothing_on_the_field():
    g = played()
    for keys in (["hex:999"], ["sq:3"], ["hex:x"], [], ["hex:1", "hex:2", "hex:3"], ["hex:5", "ab:fly"], "hex:5"):
        assert SPEC.meaning(g.rules, g.state, keys) is None, keys
    w = board(g, bots={1: "greedy"})
    w.handle({"cmd": "click", "keys": ["hex:999"], "at": 22})
    assert w.error == "Nothing can be chosen there now." and w.history_len == 22


def test_the_throne_set_up_says_what_is_lit():
    """Issue 17: during the Thrones' set-up the words speak of empty hexes, as the lit hexes are."""
    g = new_game(["Ann", "Bo"], seed=3)
    w = board(g, bots={1: "greedy"})
    assert g.state.phase == "throne"
    view = g.rules.view(g.state, 0)
    taken = {c["hex"] for c in view["cells"]}
    lit = set(w.legal["targets"])
    assert lit and all(k.startswith("hex:") and int(k[4:]) not in taken for k in lit)
    text = drawn_text(w)
    assert "empty hex" in text and "face-down" not in text and "flip" not in text.lower()
    full = next(c["hex"] for c in view["cells"])
    w.handle({"cmd": "click", "keys": [f"hex:{full}"], "at": 0})
    assert w.error == g.why_not(PlaceThrone(full)).message("en") and w.history_len == 0


def test_an_ability_says_what_it_does_and_what_it_costs():
    """Issue 17: the Prophecy's button says the Prophet is sacrificed, and what you get for it."""
    g = from_position(lesson_position("prophecy"))
    w = board(g, bots={1: "greedy"})
    n, label, _options = w.legal["targets"]["hex:40>ab:prophecy"]
    assert n == 1 and "Prophet" in label and "sacrificed" in label and "look at 3" in label
    g = from_position(lesson_position("prophecy-free"))
    n, label, options = board(g, bots={1: "greedy"}).legal["targets"]["hex:40>ab:prophecy"]
    assert n == 2 and "you choose next" in label  # the chooser then says each way's cost
    words = sorted(o[1] for o in options)
    assert "stays" in words[0] and "look at 1" in words[0] and "sacrificed" in words[1] and "look at 3" in words[1]
    g = from_position(lesson_position("crucify"))
    crucify = next(a for a in g.legal_actions() if isinstance(a, Crucify) and a.target == 71)
    words = SPEC.label(g.rules, g.state, crucify, "en")
    assert words.startswith("Crucify J2") and "Mob on F4 is sacrificed" in words and "into your grave" in words
    assert words in board(g, bots={1: "greedy"}).legal["targets"]["hex:40>hex:71"][1]


def test_a_peek_is_seen_by_the_peeker_before_the_screen_passes_on():
    """B-PROPHECY: after looking at a piece the player at the screen sees it (the board holds), then passes on."""
    for seed in range(60):
        g = new_game(["Ann", "Bo"], seed=seed)
        r = random.Random(seed)
        for _ in range(300):
            if g.is_over:
                break
            acts = g.legal_actions()
            peek = [a for a in acts if type(a).__name__ == "Prophecy"]
            if peek:
                seat = g.actor
                w = board(g, observer=seat)
                w.play(peek[0])
                while w.game.state.phase == "peek":
                    w.play(w.game.legal_actions()[0])
                if w.game.actor != seat and not w.game.is_over:
                    assert w.holding == seat and w.observer == seat and w.handoff is None
                    assert w.view["ui"]["holding"] == seat and w.legal["targets"] == {}
                    w.ready()
                    assert w.holding is None and w.handoff == w.game.actor
                    assert w.view["ui"]["observer"] == "public"
                    return
                break
            g.play(r.choice(acts))
    pytest.fail("no Prophecy found in 60 random games")


def test_two_humans_hand_the_screen_over_and_nothing_private_shows_before():
    g = played()
    w = board(g)
    assert w.observer == "public" and w.handoff == g.actor
    assert w.legal["targets"] == {} and w.view["ui"]["handoff"] == g.actor
    w.ready()
    assert w.observer == g.actor and w.legal["targets"]


def test_each_refused_step_of_the_lessons_is_what_its_clicks_mean():
    """A lesson's "try this and read why it is refused" step is played on the board by clicking its target's keys:
    the click must mean that very action (a Mob's Crucify of a King on its Throne, a Fisher's eat, ...)."""
    steps = [s for lesson in LESSONS["lessons"] for s in lesson["steps"] if s["kind"] == "refuse"]
    assert steps
    for step in steps:
        g = from_position(step["position"])
        for raw in step["expect"]:
            action = g.rules.registry.from_json(raw)
            keys = SPEC.target(g.state, action).split(">")
            assert SPEC.meaning(g.rules, g.state, keys) == action, step["id"]
