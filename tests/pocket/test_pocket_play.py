"""pocket through the shared layers by its registration alone: the registry, the bots, a tournament, the
board (without a browser), OpenSpiel and PettingZoo."""

from __future__ import annotations

import json

import pocket_game
import pytest
from pocket_helpers import position

import genesis_nb
from genesis_nb.board.drawing import unpack
from genesis_nb.bots import kinds_for
from genesis_nb.bots.base import play_out
from genesis_nb.picture_svg import marks_of


def test_the_registry_knows_pocket_and_what_kind_of_game_it_is():
    info = genesis_nb.game("pocket")
    assert info is pocket_game.INFO and "pocket" in genesis_nb.games()
    t = info.type
    assert (t.min_players, t.max_players, t.chance, t.hidden_information, t.team_score) == (2, 3, True, True, False)
    assert t.languages == ("en",)
    assert info.hook("board") is pocket_game.ui.SPEC


@pytest.mark.parametrize("kind", ["random", "greedy", "mcts", "ismcts"])
def test_every_bot_plays_a_match_to_its_end(kind):
    kinds = kinds_for(pocket_game.INFO)
    settings = {"iterations": 20} if kind in ("mcts", "ismcts") else {}
    for n in (2, 3):
        g = pocket_game.new_game(n, seed=n)
        play_out(g, [pocket_game.INFO.make_bot(kind, seat, **settings) for seat in range(n)])
        assert g.is_over and sum(g.scores().totals.values()) == 0
    assert kind in kinds


def test_a_tournament_of_pocket():
    from genesis_nb.explore import tournament

    df = tournament("pocket", ["greedy", "random"], games=8, seed=1, executor="serial")
    assert len(df) == 16 and set(df["bot"]) == {"greedy", "random"}
    assert df.groupby("game")["score"].sum().eq(0).all()  # chips move, none appear
    assert df.groupby("bot")["score"].sum()["greedy"] > 0


def test_the_board_plays_by_its_buttons_and_hides_the_others_card():
    g = position([3, 1])
    w = pocket_game.board(g, observer=0)
    try:
        assert set(w.legal["targets"]) == {"mv:check", "mv:bet"}
        assert [p["card"] for p in w.game.view(0)["players"]] == [3, None]
        assert w.view["players"] == [{"name": "Ann"}, {"name": "Bo"}]  # a drawn board: names, the picture has the rest
        assert "shell_drawing.js" in w._esm and "renderBoard(GAME)" in w._esm  # no drawing module of its own
        svg = unpack(w.drawing)
        assert set(marks_of(svg)) == {"mv:check", "mv:bet", "mv:call", "mv:fold"}  # the buttons, in the picture
        assert ">K</text>" in svg and ">J</text>" not in svg  # Ann's king drawn, Bo's jack not
        w.handle({"cmd": "click", "keys": ["mv:call"], "at": 0})
        assert w.error == "Ann has no bet to call: check or bet" and not g.steps  # an unlit button: the rules
        w.handle({"cmd": "play", "action": {"type": "call"}, "at": 0})
        assert w.error and not g.steps
        w.handle({"cmd": "play", "action": {"type": "bet"}, "at": 0})
        assert w.error == "" and len(g.steps) == 1
        assert json.dumps(w.board_data) == '{"faces": ["J", "Q", "K"], "deck": 3}'
    finally:
        w.close()


def test_openspiel_plays_pocket_and_its_checker_passes():
    pyspiel = pytest.importorskip("pyspiel")
    from genesis_nb.ecosystem import openspiel

    openspiel.register_all()
    for n in (2, 3):
        game = openspiel.load("pocket", players=n, hands=2)
        pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)
        state = game.new_initial_state()
        assert state.is_chance_node()


def test_pettingzoo_api_test_passes():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from genesis_nb.ecosystem.pettingzoo import env

    api_test(env("pocket", players=3), num_cycles=30)


def test_an_explore_question_and_the_charts_take_pocket_by_its_name():
    import random

    from genesis_nb import charts
    from genesis_nb.explore import tournament
    from genesis_nb.explore.questions import first_player_advantage

    table = first_player_advantage(game="pocket", games=6, executor="serial")
    assert set(table["players"]) == {2, 3} and set(table["position"]) == {1, 2, 3}
    df = tournament("pocket", ["greedy", "random"], games=4, executor="serial")
    assert charts.tournament_chart(df) is not None
    g = pocket_game.new_game(3, seed=2)
    rng = random.Random(2)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    assert charts.score_breakdown(g) is not None and charts.scores_over_time(g) is not None
