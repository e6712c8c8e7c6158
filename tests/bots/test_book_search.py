"""The book's search bots: their tuned settings, legal choices, the greedy judgement they search from, and a
capture that wins the game preferred to the flip that ends it lost."""

from __future__ import annotations

import pytest
from bots_helpers import played

import genesis_nb
from genesis_nb.book import Eat, Flip, from_position, search
from genesis_nb.book.bots import GreedyBot, _Context, judge
from genesis_nb.bots import settings_for
from genesis_nb.bots.hooks import hooks_for

BOOK = genesis_nb.game("book")

# gold to move, 62 points to silver's 66; the only face-down piece left is a Fisher everyone has seen.
# Flipping it ends the game lost; the King eating the Goliath next to it (D4 -> D5, 6 points) leaves
# silver nothing but that flip, and gold wins 68 to 66.
WIN_BY_EATING = (
    "book players=gold,silver phase=turn turn=gold ply=10 field=sP,.17,gK,sG,.53,~sF! "
    "graves=sK.sG.sP.sP.sR.sR.sR.sH.sH.sH.sH.sD.sD.sD.sD.sM.sM.sM.sM.sM.sM.sM.sF.sF/"
    "gG.gG.gP.gP.gP.gR.gR.gR.gH.gH.gH.gH.gD.gD.gD.gD.gM.gM.gM.gM.gM.gM.gM.gF.gF.gF "
    "discarded=T.T.A.L.L.X.X.X.X.X.X.X"
)


def test_the_book_search_bots_play_with_their_tuned_settings():
    tuned = settings_for("book")
    assert tuned["paired"] and tuned["rollout"] == "heuristic" and tuned["candidates"] and tuned["prior_weight"]
    assert tuned["rollout_depth"] is not None  # short greedy look-ahead, valued by the score sheet
    for kind in ("mcts", "ismcts"):
        bot = BOOK.make_bot(kind, seed=3)
        assert bot.name == kind
        assert (bot.iterations, bot.paired, bot.candidates, bot.rollout, bot.rollout_depth) == (
            tuned["iterations"],
            tuned["paired"],
            tuned["candidates"],
            tuned["rollout"],
            tuned["rollout_depth"],
        )
    hooks = hooks_for(BOOK.rules)
    assert hooks is search.HOOKS and hooks.search_prior() is search.prior and hooks.ranker() is search.HOOKS.rank
    assert hooks.rollout("heuristic") is search.greedy_move
    assert hooks.rollout("random") is not search.greedy_move  # "random" rollouts stay uniform


def test_judge_is_the_greedy_bots_judgement_from_the_seats_view():
    g = played(BOOK, 2, 5, 30)
    seat = g.actor
    legal = g.legal_actions()
    want = [_Context(g.rules, g.view(seat), seat).value(a) for a in legal]
    assert judge(g.rules, g.state, seat, legal) == want


@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
def test_the_book_search_bot_chooses_legal_actions(kind):
    for seed, plies in ((1, 4), (2, 25)):
        g = played(BOOK, 2, seed, plies)
        bot = BOOK.make_bot(kind, seed=seed)  # the tuned budget: well under a second a decision
        assert g.is_legal(bot.choose(g))
        assert bot.last is not None and bot.last.candidates <= settings_for("book")["candidates"]


@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
def test_the_book_search_bot_eats_to_win_rather_than_flip_to_lose(kind):
    g = from_position(WIN_BY_EATING)
    d4, d5 = (g.rules.board.labels.index(x) for x in ("D4", "D5"))
    assert Eat(d4, d5) in g.legal_actions() and any(isinstance(a, Flip) for a in g.legal_actions())
    bot = BOOK.make_bot(kind, seed=11)
    assert bot.choose(g) == Eat(d4, d5)
    assert GreedyBot(0).choose(g) == Eat(d4, d5)  # the greedy bot sees it too: one ply is enough here
