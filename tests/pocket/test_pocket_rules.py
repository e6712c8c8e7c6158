"""A test per rule of pocket's catalogue (the rule id in each test's name or docstring)."""

from __future__ import annotations

import random
from pathlib import Path

import pocket_game
import pytest
from pocket_game import Bet, Call, Check, Fold
from pocket_helpers import ACTIONS, net, position

from genesis_nb.core.errors import RuleViolation


def test_p_deck_holds_one_card_more_than_players_each_dealt_once():
    """P-DECK: ranks 1..n+1, every seat a different card, one card left in the deck."""
    for n in (2, 3):
        for seed in range(30):
            g = pocket_game.new_game(n, seed=seed)
            cards = g.rules.view(g.state, "all")["players"]
            ranks = [p["card"] for p in cards]
            assert len(set(ranks)) == n and set(ranks) <= set(range(1, n + 2))
            assert g.view()["deck"] == n + 1


def test_p_deck_words_name_the_cards_jack_to_ace():
    """P-DECK: the narration names the ranks jack, queen, king, ace."""
    words = {1: "jack", 2: "queen", 3: "king", 4: "ace"}
    for seed in range(5):
        g = pocket_game.new_game(["Ann", "Bo", "Cy"], seed=seed)
        lines = g.narration(observer="all")
        for seat, name in enumerate(g.players):
            assert f"{name} is dealt the {words[g.state.cards[seat]]}." in lines


def test_p_ante_puts_one_chip_a_player_in_the_pot():
    """P-ANTE: a hand starts with a pot of one chip per player, each seat's stake one."""
    g = pocket_game.new_game(3, seed=1)
    v = g.view()
    assert v["pot"] == 3 and [p["stake"] for p in v["players"]] == [1, 1, 1]
    assert g.events()[0].kind == "ante"
    assert g.narration()[0] == "Hand 1 of 6: everybody puts 1 chip into the pot; Player 1 opens."


def test_p_deal_shows_each_card_to_its_owner_only():
    """P-DEAL: each deal event is private to its seat; the views hide the others' cards."""
    g = pocket_game.new_game(3, seed=4)
    deals = [e for e in g.events("all") if e.kind == "deal"]
    assert [e.private_to for e in deals] == [(0,), (1,), (2,)]
    assert [e for e in g.events("public") if e.kind == "deal"] == []
    for seat in range(3):
        cards = [p["card"] for p in g.view(seat)["players"]]
        assert cards[seat] is not None and cards.count(None) == 2
        assert g.narration(observer=seat)[1].startswith("You are dealt the ")
    assert all(p["card"] is None for p in g.view("public")["players"])


def test_p_deal_uses_the_games_chance_and_replays():
    """P-DEAL: the deal comes from the seed: the same seed deals the same cards, hand after hand."""
    a, b = pocket_game.new_game(2, seed=9), pocket_game.new_game(2, seed=9)
    rng = random.Random(0)
    while not a.is_over:
        action = rng.choice(a.legal_actions())
        a.play(action)
        b.play(action)
        assert a.rules.view(a.state, "all") == b.rules.view(b.state, "all")
    deals = {tuple(pocket_game.new_game(2, seed=s).state.cards) for s in range(40)}
    assert len(deals) == 6  # every deal of three cards to two players turns up


def test_p_order_seats_act_in_turn_from_the_opener():
    """P-ORDER: seat 0 opens the first hand and the turn passes in seat order, also round to answer a bet."""
    g = position([1, 2, 3])
    assert g.actor == 0
    g.play(Check())
    assert g.actor == 1
    g.play(Bet())
    assert g.actor == 2
    g.play(Fold())
    assert g.actor == 0  # the one who checked answers the bet too


def test_p_check_is_legal_only_while_nobody_has_bet():
    """P-CHECK: check or bet before a bet; after it a check is refused, naming the bettor."""
    g = position([1, 2])
    assert g.legal_actions() == [Check(), Bet()]
    g.play(Bet())
    refusal = g.why_not(Check())
    assert refusal.rule_id == "P-CHECK" and str(refusal) == "Bo cannot check: Ann has bet, so call or fold"


def test_p_check_by_everybody_ends_in_a_showdown():
    """P-CHECK, P-SHOWDOWN: when everybody checks, everybody shows and the highest card takes the antes."""
    g = position([3, 1, 2], "ccc")
    assert g.is_over and net(g) == [2, -1, -1]
    assert [e.data["player"] for e in g.events() if e.kind == "show"] == ["Ann", "Bo", "Cy"]


def test_p_bet_puts_one_chip_in_and_only_once():
    """P-BET: a bet adds a chip to the pot; a second bet is refused."""
    g = position([1, 2, 3], "b")
    assert g.view()["pot"] == 4 and g.view()["bettor"] == 0 and g.view()["players"][0]["stake"] == 2
    assert g.legal_actions() == [Call(), Fold()]
    refusal = g.why_not(Bet())
    assert refusal.rule_id == "P-BET" and "has bet already" in str(refusal)


def test_p_call_puts_one_chip_in_and_needs_a_bet():
    """P-CALL: calling adds a chip; with no bet to call it is refused."""
    g = position([1, 2])
    refusal = g.why_not(Call())
    assert refusal.rule_id == "P-CALL" and str(refusal) == "Ann has no bet to call: check or bet"
    g.play(Bet())
    g.play(Call())
    assert g.is_over and net(g) == [-2, 2]


def test_p_fold_gives_the_hand_up_and_needs_a_bet():
    """P-FOLD: folding loses what is in the pot already; with no bet to fold against it is refused."""
    g = position([3, 2])
    assert g.why_not(Fold()).rule_id == "P-FOLD"
    g.play(Bet())
    g.play(Fold())
    assert g.is_over and net(g) == [1, -1]


def test_p_showdown_only_for_those_still_in():
    """P-SHOWDOWN: a player who folded shows nothing; if only the bettor is left, nobody shows."""
    g = position([1, 3, 2], "bkf")
    assert [e.data["seat"] for e in g.events() if e.kind == "show"] == [0, 1]
    view = g.view()
    assert [p["card"] for p in view["players"]] == [1, 3, None]  # the folded card stays hidden
    g = position([1, 3, 2], "bff")
    assert [e for e in g.events() if e.kind == "show"] == []
    assert all(p["card"] is None for p in g.view()["players"])


def test_p_pot_goes_to_the_highest_card_shown_or_to_the_lone_bettor():
    """P-POT: the highest card among those still in takes the pot; a bluff nobody calls takes it too."""
    g = position([1, 3, 2], "bkf")
    assert net(g) == [-2, 3, -1]
    g = position([1, 3, 2], "bff")
    assert net(g) == [2, -1, -1]
    assert g.narration()[-2] == "Ann takes the pot of 4 chips."


def test_p_hands_a_match_lasts_its_hands():
    """P-HANDS: the match is over after the number of hands the option gives (six by default)."""
    for hands in (1, 2, 6):
        g = pocket_game.new_game(2, seed=3, options={"hands": hands})
        rng = random.Random(hands)
        started = 0
        while not g.is_over:
            started = max(started, g.view()["hand"])
            g.play(rng.choice(g.legal_actions()))
        assert started == hands and g.view()["hand"] == hands
    assert pocket_game.INFO.catalogue["P-HANDS"].option == "hands"


@pytest.mark.parametrize("bad", [0, 51, "3", True, None])
def test_p_hands_refuses_a_count_that_is_no_match(bad):
    """P-HANDS: the option is a whole number from 1 to 50."""
    with pytest.raises(ValueError, match="hands"):
        pocket_game.new_game(2, options={"hands": bad})


def test_p_rotate_moves_the_opener_on_each_hand_unless_told_not_to():
    """P-ROTATE: hand h opens with seat h mod n; with ``rotate=False`` seat 0 opens every hand."""
    for rotate, expected in ((True, [0, 1, 2, 0]), (False, [0, 0, 0, 0])):
        g = pocket_game.new_game(3, seed=5, options={"hands": 4, "rotate": rotate})
        openers = []
        while not g.is_over:
            if not g.state.moves:
                openers.append(g.actor)
            g.play(Check() if Check() in g.legal_actions() else Fold())
        assert openers == expected
    with pytest.raises(ValueError, match="rotate"):
        pocket_game.new_game(2, options={"rotate": "yes"})


def test_p_score_is_chips_won_less_chips_put_in_and_ties_all_win():
    """P-SCORE: the score sheet's rows are pots won and chips put in; the best total wins, ties share."""
    g = position([1, 3, 2], "bkf")
    sheet = g.scores()
    assert sheet.categories == ["pots", "stakes"]
    assert sheet.rows[1] == {"pots": 5, "stakes": -2} and sheet.winners == [1]
    assert g.narration()[-1] == "The match is over: Bo won."
    g = pocket_game.new_game(2, seed=1, options={"hands": 2, "rotate": True})
    g.play(Bet())
    g.play(Fold())  # Ann +1
    g.play(Bet())
    g.play(Fold())  # Bo +1
    assert g.is_over and net(g) == [0, 0] and g.scores().winners == [0, 1]


def test_p_turn_nobody_acts_once_the_match_is_over_nor_out_of_turn():
    """P-TURN: an action after the end, an action that is not pocket's, or a seat out of turn is refused."""
    g = position([1, 2], "cc")
    refusal = g.why_not(Check())
    assert refusal.rule_id == "P-TURN" and str(refusal) == "The match is over: nobody acts any more"
    assert g.why_not("check").rule_id == "P-TURN"
    h = position([1, 2])
    with pytest.raises(RuleViolation, match="not Bo's turn"):
        h.play(Check(), seat=1)


def test_every_rule_of_the_catalogue_has_a_test_here():
    here = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
    missing = [r.id for r in pocket_game.CATALOGUE if r.id not in here and r.id.lower().replace("-", "_") not in here]
    assert not missing, missing


def test_action_words_are_distinct():
    g = position([1, 2])
    assert [g.describe(a) for a in ACTIONS.values()] == ["check", "bet 1 chip", "call 1 chip", "fold"]
