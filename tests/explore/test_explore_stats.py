"""Ratings and intervals on synthetic tournaments whose answer is known."""

from __future__ import annotations

import math

import pytest

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")

from genesis_nb.explore import bootstrap_games, mean_interval, ratings, score_summary, wilson, win_rates  # noqa: E402
from genesis_nb.explore.stats import bradley_terry, game_table  # noqa: E402


def synthetic(results: list[tuple[str, str, float]], players: int = 2) -> pd.DataFrame:
    """Two-seat games: (bot in seat 0, bot in seat 1, seat 0's win share: 1, 0 or 0.5 for a tie)."""
    rows = []
    for g, (a, b, w) in enumerate(results):
        for seat, (bot, share) in enumerate([(a, w), (b, 1 - w)]):
            other = 1 - w if seat == 0 else w
            rows.append(
                {
                    "game": g,
                    "seed": g,
                    "players": players,
                    "lineup": f"{a},{b}",
                    "seat": seat,
                    "bot": bot,
                    "starts": seat == 0,
                    "score": int(10 * share),
                    "rank": 1 if share >= other else 2,
                    "win_share": share if w != 0.5 else 0.5,
                    "nobody_won": False,
                    "options": "default",
                }
            )
    return pd.DataFrame(rows)


def test_wilson_matches_the_textbook():
    lo, hi = wilson(8, 10)  # Wilson 95% for 8/10: 0.490 .. 0.943
    assert math.isclose(float(lo), 0.4902, abs_tol=1e-4) and math.isclose(float(hi), 0.9433, abs_tol=1e-4)
    lo, hi = wilson(0, 10)
    assert float(lo) == 0.0 and math.isclose(float(hi), 0.2775, abs_tol=1e-4)
    lo, hi = wilson(10, 10)
    assert float(hi) == 1.0


def test_mean_interval():
    m, lo, hi = mean_interval([1, 2, 3, 4, 5])
    assert m == 3 and math.isclose(hi - m, 1.96 * math.sqrt(2.5) / math.sqrt(5), rel_tol=1e-3)


def test_bradley_terry_recovers_three_to_one_odds_exactly():
    # A beats B in 75 of 100 games: strengths 3 : 1, a difference of 400 * log10(3) = 190.8 Elo points
    df = synthetic([("A", "B", 1.0)] * 38 + [("B", "A", 0.0)] * 37 + [("A", "B", 0.0)] * 12 + [("B", "A", 1.0)] * 13)
    r = ratings(df, prior=0, boot=300).set_index("bot")
    assert math.isclose(r.loc["A", "rating"] - r.loc["B", "rating"], 400 * math.log10(3), rel_tol=1e-6)
    assert math.isclose(r.loc["A", "rating"], -r.loc["B", "rating"])  # ratings average 0
    assert r.loc["A", "lower"] < r.loc["A", "rating"] < r.loc["A", "upper"]
    assert r.loc["A", "comparisons"] == 100 and math.isclose(r.loc["A", "score"], 0.75)


def test_bradley_terry_three_bots_with_known_strengths():
    strengths = {"A": 4.0, "B": 2.0, "C": 1.0}
    wins = np.zeros((3, 3))
    names = list(strengths)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            if i != j:
                wins[i, j] = 1000 * strengths[a] / (strengths[a] + strengths[b])
    p = bradley_terry(wins)
    assert np.allclose(p / p[2], [4, 2, 1], rtol=1e-6)


def test_ratings_intervals_cover_the_truth_on_a_random_sample():
    rng = np.random.default_rng(5)
    p_a = 0.7  # true difference 400 * log10(0.7 / 0.3) = 147.2
    games = [
        ("A", "B", float(rng.random() < p_a)) if g % 2 == 0 else ("B", "A", float(rng.random() >= p_a))
        for g in range(600)
    ]
    r = ratings(synthetic(games), anchor="B", boot=400).set_index("bot")
    truth = 400 * math.log10(p_a / (1 - p_a))
    assert r.loc["B", "rating"] == 0
    assert r.loc["A", "lower"] < truth < r.loc["A", "upper"]
    assert r.loc["A", "upper"] - r.loc["A", "lower"] < 120


def test_ties_count_half_and_a_bot_that_never_wins_stays_finite():
    r = ratings(synthetic([("A", "B", 0.5)] * 10), prior=0, boot=0).set_index("bot")
    assert r.loc["A", "rating"] == pytest.approx(0) and r.loc["A", "score"] == 0.5
    r = ratings(synthetic([("A", "B", 1.0)] * 10), boot=50).set_index("bot")
    assert np.isfinite(r["rating"]).all()  # half a virtual win each way: 10.5 to 0.5, odds of 21 to 1
    assert r.loc["A", "rating"] - r.loc["B", "rating"] == pytest.approx(400 * math.log10(21))
    # every bound finite too (issue 18): the far bounds rest on the prior
    assert np.isfinite(r[["lower", "upper"]].to_numpy()).all()
    assert r.loc["A", "lower"] <= r.loc["A", "rating"] <= r.loc["A", "upper"]


def test_ratings_stay_finite_when_one_bot_never_loses_in_a_three_bot_pool():
    games = [("A", "B", 1.0)] * 6 + [("B", "A", 0.0)] * 6 + [("B", "C", 1.0)] * 5 + [("C", "B", 1.0)] * 5
    games += [("A", "C", 1.0)] * 2  # A beats everyone it meets; C meets A twice only
    r = ratings(synthetic(games), boot=200)
    assert np.isfinite(r[["rating", "lower", "upper"]].to_numpy()).all()
    assert r.iloc[0]["bot"] == "A"


def test_ratings_refuse_what_they_cannot_use():
    df = synthetic([("A", "B", 1.0)] * 4)
    with pytest.raises(ValueError, match="no finite rating; give a prior"):
        ratings(df, prior=0)
    for kwargs, words in [
        ({"prior": -1}, "prior is a number of 0 or more"),
        ({"prior": float("nan")}, "prior is a number"),
        ({"boot": -1}, "boot is 0 or more"),
        ({"boot": 2.5}, "boot is a whole number"),
        ({"confidence": 1.5}, "confidence is between 0 and 1"),
        ({"anchor": "Z"}, "no bot called 'Z'"),
    ]:
        with pytest.raises((TypeError, ValueError), match=words):
            ratings(df, **kwargs)
    with pytest.raises(TypeError, match="a tournament's DataFrame"):
        ratings([1, 2])
    with pytest.raises(ValueError, match="no column 'rank'"):
        ratings(df.drop(columns="rank"))


def test_one_wilson_for_the_whole_kit():
    from genesis_nb.bots import stats as bot_stats

    lo, hi = wilson([8, 0, 3], [10, 10, 0])
    for i, (k, n) in enumerate([(8, 10), (0, 10)]):
        assert (lo[i], hi[i]) == bot_stats.wilson(k, n)
    assert np.isnan(lo[2]) and np.isnan(hi[2])  # no games: no interval in a table
    assert wilson(8, 10, 0.9)[0] == bot_stats.wilson(8, 10, 0.9)[0]


def test_win_rates_by_seat_and_bot_with_both_methods():
    # seat 0 wins 60 of 100 games; bots alternate seats, so each bot wins half
    games = [
        ("A", "B", 1.0 if g < 60 else 0.0) if g % 2 == 0 else ("B", "A", 1.0 if g < 60 else 0.0) for g in range(100)
    ]
    df = synthetic(games)
    seat = win_rates(df, "seat").set_index("seat")
    assert seat.loc[0, "rate"] == 0.6 and seat.loc[0, "fair"] == 0.5
    lo, hi = wilson(60, 100)
    assert seat.loc[0, "lower"] == pytest.approx(float(lo)) and seat.loc[0, "upper"] == pytest.approx(float(hi))
    boot = win_rates(df, "seat", method="bootstrap", boot=2000).set_index("seat")
    assert boot.loc[0, "lower"] == pytest.approx(float(lo), abs=0.03)
    assert boot.loc[0, "lower"] + boot.loc[1, "upper"] == pytest.approx(1.0, abs=1e-9)  # mirror images
    bot = win_rates(df, "bot").set_index("bot")
    assert bot.loc["A", "rate"] == 0.5 and bot.loc["A", "n"] == 100
    with pytest.raises(ValueError):
        win_rates(df, "seat", method="guess")


def test_bootstrap_draws_whole_games_and_keeps_the_total():
    per_game = np.array([[1.0, 1.0], [0.0, 1.0]] * 50)
    reps = bootstrap_games(per_game, boot=500, seed=1)
    assert reps.shape == (500, 2) and (reps[:, 1] == 100).all()
    assert 40 < reps[:, 0].mean() < 60


def test_score_summary_and_game_table():
    df = synthetic([("A", "B", 1.0), ("B", "A", 0.0), ("A", "B", 0.5)])
    s = score_summary(df, "bot").set_index("bot")
    assert s.loc["A", "mean"] == pytest.approx(25 / 3) and s.loc["A", "max"] == 10
    g = game_table(df)
    assert len(g) == 3 and list(g["start_win"]) == [1.0, 0.0, 0.5] and list(g["winning_score"]) == [10, 10, 5]
    assert list(g["winners"]) == ["0", "1", "0,1"] and list(g["ranks"]) == ["1,2", "2,1", "1,1"]


def test_tables_refuse_what_they_cannot_use():
    df = synthetic([("A", "B", 1.0)] * 4)
    with pytest.raises(ValueError, match="no column 'colour'"):
        win_rates(df, by="colour")
    with pytest.raises(ValueError, match="method is 'wilson' or 'bootstrap'"):
        win_rates(df, method="exact")
    with pytest.raises(ValueError, match="confidence is between 0 and 1"):
        win_rates(df, confidence=95)
    with pytest.raises(ValueError, match="no column 'points'"):
        score_summary(df, column="points")


def test_win_rates_and_ratings_refuse_a_cooperative_games_rows():
    """Nobody wins alone in a cooperative game: a table of wins or ratings would be every bot at 0."""
    from genesis_nb.explore import tournament

    planet = tournament("planet", ["random", "heuristic"], games=2, executor="serial", progress=False)
    unnamed = planet.copy()
    unnamed.attrs = {}
    for rows, name in ((planet, "planet is"), (unnamed, "these rows are a game that is")):
        for table in (
            lambda d: ratings(d),
            lambda d: win_rates(d, by="seat"),
            lambda d: win_rates(d, by="bot", method="bootstrap"),
        ):
            with pytest.raises(ValueError, match=f"{name} cooperative: .*team_levels_table"):
                table(rows)


@pytest.mark.parametrize(
    "table,kwargs,error,words",
    [
        (win_rates, {"by": 5}, TypeError, "by is a column's name .* or a list of them, not 5"),
        (win_rates, {"by": ["seat", None]}, TypeError, "by is a column's name"),
        (win_rates, {"by": []}, ValueError, "by: give at least one column"),
        (score_summary, {"by": 5}, TypeError, "by is a column's name"),
        (score_summary, {"column": 3}, TypeError, "column is a column's name"),
        (win_rates, {"method": "bootstrap", "seed": "x"}, TypeError, "seed is a whole number"),
        (ratings, {"seed": 1.5}, TypeError, "seed is a whole number"),
        (ratings, {"anchor": 5}, TypeError, "anchor is a bot's label"),
    ],
)
def test_a_tables_arguments_are_refused_with_a_sentence(table, kwargs, error, words):
    df = synthetic([("A", "B", 1.0), ("B", "A", 0.5)])
    with pytest.raises(error, match=words):
        table(df, **kwargs)


def test_numpy_integers_are_whole_numbers_for_the_tables():
    df = synthetic([("A", "B", 1.0), ("B", "A", 0.5), ("A", "B", 0.0)])
    w = win_rates(df, by="bot", method="bootstrap", boot=np.int64(50), seed=np.int64(3))
    assert w.equals(win_rates(df, by="bot", method="bootstrap", boot=50, seed=3))
    r = ratings(df, boot=np.int32(20), seed=np.int64(1))
    assert r.equals(ratings(df, boot=20, seed=1))


def test_the_helpers_refuse_what_they_cannot_use():
    with pytest.raises(TypeError, match="give a tournament's DataFrame"):
        game_table([1, 2])
    with pytest.raises(TypeError, match="carry is a column's name"):
        game_table(synthetic([("A", "B", 1.0)]), carry=5)
    with pytest.raises(TypeError, match="boot is a whole number"):
        bootstrap_games(np.ones(3), boot="x")
    assert bootstrap_games(np.ones(3), boot=np.int64(4), seed=np.int64(1)).shape == (4, 1)


def test_a_bootstrap_win_rate_of_0_or_1_falls_back_to_wilson_over_games():
    """Every resample of games agrees when a bot never (or always) wins: Wilson's interval over its games."""
    df = synthetic([("A", "B", 1.0), ("B", "A", 0.0)] * 5)
    w = win_rates(df, by="bot", method="bootstrap", boot=200).set_index("bot")
    lo, hi = wilson(0, 10)
    assert (w.loc["B", "rate"], w.loc["B", "lower"]) == (0, 0) and w.loc["B", "upper"] == pytest.approx(float(hi))
    lo, hi = wilson(10, 10)
    assert w.loc["A", "lower"] == pytest.approx(float(lo)) and w.loc["A", "upper"] == 1
    one = win_rates(synthetic([("A", "A", 1.0), ("A", "A", 0.0)]), by="bot", method="bootstrap", boot=50)
    assert one["lower"].iloc[0] == one["upper"].iloc[0] == 0.5  # one bot in every seat: its rate is no estimate


def test_a_rating_every_resample_agrees_on_gets_an_interval_from_its_score():
    """Two bots, one winning every game: the near bound is Wilson's bound of the score over its games, turned
    into Elo points (the bots' difference moves, the ratings average 0); the far bound rests on the prior."""
    df = synthetic([("A", "B", 1.0), ("B", "A", 0.0)] * 5)
    r = ratings(df, boot=200).set_index("bot")
    lo, _ = wilson(10, 10)
    near = 400 * math.log10(float(lo) / (1 - float(lo))) / 2
    assert r.loc["A", "lower"] == pytest.approx(near, abs=0.01) and r.loc["A", "upper"] == r.loc["A", "rating"]
    assert r.loc["B", "upper"] == pytest.approx(-near, abs=0.01) and r.loc["B", "lower"] == r.loc["B", "rating"]
    anchored = ratings(df, boot=200, anchor="B").set_index("bot")
    assert anchored.loc["B", ["lower", "rating", "upper"]].tolist() == [0, 0, 0]  # the anchor is 0 by definition
    assert anchored.loc["A", "lower"] == pytest.approx(2 * near, abs=0.01)


def test_the_tables_keep_the_tournaments_types():
    """``bot`` is categorical in every table (as in the tournament's rows); counts are integers."""
    from genesis_nb.explore import tournament

    df = tournament("herds", ["greedy", "random"], games=4, executor="serial", progress=False)
    bots = df["bot"].dtype
    r = ratings(df, boot=20)
    assert r["bot"].dtype == bots and r["comparisons"].dtype == "int64" and r["games"].dtype == "int64"
    assert score_summary(df)["bot"].dtype == bots == win_rates(df, by="bot")["bot"].dtype
    assert score_summary(df, by="seat")["seat"].dtype == win_rates(df, by="seat")["seat"].dtype == df["seat"].dtype
    plain = synthetic([("A", "B", 1.0), ("B", "A", 0.5)])  # rows made by hand: bot as text
    assert list(ratings(plain, boot=0)["bot"].cat.categories) == ["A", "B"]
