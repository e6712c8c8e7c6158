"""The kit's one Wilson score interval (``bots.stats.wilson``, used by ``explore.stats`` too): textbook
values, fractional wins, exact ends, and a sentence for what it cannot use."""

from __future__ import annotations

import math

import pytest

from genesis_nb.bots.stats import Match, wilson


@pytest.mark.parametrize(
    "wins,games,lower,upper",
    [
        (8, 10, 0.4902, 0.9433),  # Wilson (1927); Agresti and Coull (1998), 95%
        (18, 24, 0.5510, 0.8800),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (1, 2, 0.0945, 0.9055),
    ],
)
def test_textbook_values(wins, games, lower, upper):
    lo, hi = wilson(wins, games)
    assert math.isclose(lo, lower, abs_tol=1e-4) and math.isclose(hi, upper, abs_tol=1e-4)


def test_ends_are_exact_and_fractional_wins_sit_between():
    assert wilson(0, 7)[0] == 0.0 and wilson(7, 7)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)
    a, b, c = wilson(4, 10), wilson(4.5, 10), wilson(5, 10)
    assert a[0] < b[0] < c[0] and a[1] < b[1] < c[1]


def test_a_wider_confidence_gives_a_wider_interval():
    lo90, hi90 = wilson(6, 10, 0.90)
    lo99, hi99 = wilson(6, 10, 0.99)
    assert lo99 < lo90 and hi90 < hi99


@pytest.mark.parametrize(
    "args,words",
    [
        ((11, 10), "cannot be more than games"),
        ((-1, 10), "wins is a number of 0 or more"),
        ((1, float("nan")), "games is a number"),
        ((1, float("inf")), "games is a number"),
        (("1", 2), "wins is a number"),
        ((True, 2), "wins is a number"),
        ((1, 2, 1.0), "confidence is between 0 and 1"),
        ((1, 2, "95%"), "confidence is between 0 and 1"),
    ],
)
def test_what_it_cannot_use_is_refused_with_a_sentence(args, words):
    with pytest.raises(ValueError, match=words):
        wilson(*args)


def test_a_match_reports_its_interval():
    m = Match(games=24, score=18.0)
    assert m.interval == wilson(18, 24)


def test_agrees_with_scipy_where_it_is_installed():
    stats = pytest.importorskip("scipy.stats")  # not a dependency of the kit: a cross-check where present
    for k, n in [(0, 3), (1, 2), (8, 10), (18, 24), (37, 100), (999, 1000)]:
        ci = stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
        lo, hi = wilson(k, n)
        assert math.isclose(lo, ci.low, abs_tol=1e-12) and math.isclose(hi, ci.high, abs_tol=1e-12)


def test_a_match_played_on_two_processes_is_the_same_game_for_game():
    import genesis_nb
    from genesis_nb.bots import kinds_for
    from genesis_nb.bots.base import play_out
    from genesis_nb.bots.stats import head_to_head

    info = genesis_nb.game("herds")
    kinds = kinds_for(info)
    one = head_to_head(info, kinds["random"], kinds["greedy"], games=4, players=2, seed=3)
    two = head_to_head(info, kinds["random"], kinds["greedy"], games=4, players=2, seed=3, processes=2)
    assert one.margins == two.margins and (one.score, one.wins, one.other_wins) == (two.score, two.wins, two.other_wins)
    assert len(set(one.margins)) > 1  # the games differ, so an order mixed up would show
    for g, margin in enumerate(one.margins):  # each game's margin is its points, as the game itself scores them
        seat = g % 2
        game = info.new_game(2, seed=3 * 10_000 + g)
        bots = [kinds["random"](3000 + g) if s == seat else kinds["greedy"](3000 + 100 * s + g) for s in range(2)]
        play_out(game, bots)
        totals = game.scores().totals
        assert margin == totals[seat] - totals[1 - seat]


@pytest.mark.parametrize("processes", [0, -1, 1.5, True, "2", None])
def test_a_match_refuses_a_number_of_processes_that_is_not_one_or_more(processes):
    import genesis_nb
    from genesis_nb.bots import kinds_for
    from genesis_nb.bots.stats import head_to_head

    info = genesis_nb.game("herds")
    kinds = kinds_for(info)
    with pytest.raises(ValueError, match="processes is a whole number"):
        head_to_head(info, kinds["random"], kinds["greedy"], games=2, processes=processes)
