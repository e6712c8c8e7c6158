"""What each seat may know in pocket: its own card, and the cards a showdown that ended the match showed."""

from __future__ import annotations

import random

import pocket_game
from pocket_game import Bet, Check
from pocket_helpers import position


def test_resample_redraws_the_other_cards_and_keeps_ones_own():
    g = position([2, 4, 1])
    seen = set()
    for k in range(60):
        other = g.rules.resample_hidden(g.state, 0, random.Random(k))
        assert other.cards[0] == 2 and len(set(other.cards)) == 3 and 2 not in other.cards[1:]
        seen.add(tuple(other.cards))
    assert len(seen) == 6  # three other cards for two seats: every pair in either order
    assert g.rules.resample_hidden(g.state, "all", random.Random(1)) == g.state


def test_resample_is_the_same_for_positions_a_seat_cannot_tell_apart():
    a, b = position([2, 4, 1]), position([2, 3, 4])
    for k in range(10):
        assert a.rules.resample_hidden(a.state, 0, random.Random(k)) == b.rules.resample_hidden(
            b.state, 0, random.Random(k)
        )


def test_a_showdown_that_ends_the_match_shows_the_cards_still_in():
    g = position([3, 1], "cc")
    assert [p["card"] for p in g.view("public")["players"]] == [3, 1]
    assert g.rules.resample_hidden(g.state, "public", random.Random(3)) == g.state


def test_an_earlier_hands_showdown_is_told_but_the_next_hands_cards_are_not():
    g = pocket_game.new_game(["Ann", "Bo"], seed=2, options={"hands": 2})
    g.play(Check())
    g.play(Check())
    shown = [e for e in g.events() if e.kind == "show"]
    assert len(shown) == 2 and all(e.private_to is None for e in shown)
    assert g.view()["last"]["shown"] != [None, None]
    assert all(p["card"] is None for p in g.view("public")["players"])


def test_printing_a_game_shows_no_card():
    g = position([3, 1], "b")
    text = repr(g.state) + repr(g) + repr(g.steps[-1].events)
    assert "cards" not in text and "3, 1" not in text
    deal = pocket_game.new_game(2, seed=1).events("all")[1]
    assert "card" not in repr(deal) and "private to seats [0]" in repr(deal)


def test_the_greedy_bot_decides_from_its_own_card_alone():
    bot = pocket_game.GreedyBot()
    for cards in ([3, 1], [3, 2]):
        assert bot.choose(position(cards)) == Bet()  # the king bets whatever the other card is
    assert bot.choose(position([1, 3])) == Check()
