"""The book board (the shared layer with the book BoardSpec): targets by hex and move, compact updates,
the last action's hexes, the hand-off between two humans; no browser."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("anywidget")

from genesis_nb.book import Eat, Flip, PlaceThrone, Travel, board, new_game  # noqa: E402
from genesis_nb.book.ui import SPEC  # noqa: E402


def played(seed=0, plies=22):
    g = new_game(["Ann", "Bo"], seed=seed)
    r = random.Random(seed)
    for _ in range(plies):
        g.play(r.choice(g.legal_actions()))
    return g


def test_targets_name_what_is_clicked():
    g = played()
    s = g.state
    assert SPEC.target(s, Flip(5)) == "hex:5"
    assert SPEC.target(s, PlaceThrone(7)) == "hex:7"
    assert SPEC.target(s, Travel(3, 4)) == "mv:3:4"
    assert SPEC.target(s, Eat(3, 9)) == "mv:3:9"


def test_a_seat_plays_by_clicking_and_the_update_is_compact():
    g = played()
    w = board(g, bots={1: "greedy"})
    assert w.view["ui"]["observer"] == 0 and w.view["ui"]["decides"]
    assert "field" not in w.view and "legal" not in w.view  # sent once / in the wire format
    assert len(w.board_data["field"]) == 74
    assert all(set(c) <= set("hdlprxkemn") for c in w.view["cells"])
    eat = next(a for a in g.legal_actions() if isinstance(a, Eat))
    w.handle({"cmd": "play", "action": g.rules.registry.to_json(eat), "at": 22})
    assert w.error == "" and w.history_len == 23
    assert eat.to in w.view["ui"]["touched"]
    assert len(json.dumps(w.view)) + len(json.dumps(w.legal)) < 16 * 1024


def test_a_refused_click_is_the_rules_sentence():
    g = played()
    w = board(g, bots={1: "greedy"})
    mine = next(a.frm for a in g.legal_actions() if isinstance(a, (Travel, Eat)))
    far = max(g.rules.board.fields[2], key=lambda h: abs(h - mine))
    before = g.notation()
    w.handle({"cmd": "play", "action": {"type": "travel", "frm": mine, "to": far, "altar": None}, "at": 22})
    assert w.error == g.why_not(Travel(mine, far)).message("en") and g.notation() == before


def test_two_humans_hand_the_screen_over_and_nothing_private_shows_before():
    g = played()
    w = board(g)
    assert w.observer == "public" and w.handoff == g.actor
    assert w.legal["targets"] == {} and w.view["ui"]["handoff"] == g.actor
    w.ready()
    assert w.observer == g.actor and w.legal["targets"]


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
