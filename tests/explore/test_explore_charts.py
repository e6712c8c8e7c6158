"""The tournament charts (genesis_nb.charts.tournament) build, carry the tables' numbers and fit a notebook."""

from __future__ import annotations

import pytest

pd = pytest.importorskip("pandas")
pytest.importorskip("bokeh")

from bokeh.embed import file_html  # noqa: E402
from bokeh.models import ColumnDataSource  # noqa: E402
from bokeh.resources import INLINE  # noqa: E402

from genesis_nb.charts import interval_chart, ratings_chart, score_chart, tournament_chart, win_rate_chart  # noqa: E402
from genesis_nb.explore import ratings, tournament, win_rates  # noqa: E402


@pytest.fixture(scope="module")
def df():
    return tournament("angels", ["greedy", "random", "random"], games=12, executor="serial")


def source(model, name):
    found = [m for m in model.select({"type": ColumnDataSource}) if m.name == name]
    assert found, name
    return found[0].data


def test_win_rate_charts_carry_the_tables(df):
    for by in ("seat", "bot"):
        fig = win_rate_chart(df, by)
        data = source(fig, f"win_rate_{by}")
        table = win_rates(df, by, method="wilson" if by == "seat" else "bootstrap")
        assert data["rate"] == list(table["rate"]) and data["upper"] == list(table["upper"])
        assert fig.width <= 500
    assert source(win_rate_chart(df, "seat", "nl"), "win_rate_seat")["x"][0] == "Plaats 1"
    assert len(set(source(win_rate_chart(df, "seat"), "win_rate_seat")["marker"])) == 3  # not colour alone


def test_score_and_ratings_charts(df):
    data = source(score_chart(df, "bot"), "scores_bot")
    assert data["x"] == ["greedy", "random"] and data["min"][0] <= data["median"][0] <= data["max"][0]
    r = ratings(df, boot=50)
    fig = ratings_chart(r)
    assert source(fig, "ratings")["y"][-1] == r["bot"][0]  # best at the top


def test_tournament_chart_fits_1000_px_and_renders(df):
    layout = tournament_chart(df)
    html = file_html(layout, INLINE, "tournament")
    assert "Share of games won, by seat" in html and "seats rotated" in html
    from bokeh.models import Plot

    widths = [f.width for f in layout.select({"type": Plot})]
    assert widths and max(widths) * 2 <= 1000


def test_interval_chart_groups_side_by_side():
    t = pd.DataFrame(
        {
            "players": [2, 2, 3, 3],
            "bots": ["a", "b", "a", "b"],
            "rate": [0.1, 0.5, 0.2, 0.6],
            "lower": [0.05, 0.4, 0.1, 0.5],
            "upper": [0.2, 0.6, 0.3, 0.7],
        }
    )
    fig = interval_chart(t, x="players", group="bots", reference=0.5, title="t")
    assert source(fig, "intervals:b")["x"] == [("2", "b"), ("3", "b")]
    assert fig.width <= 1000
    file_html(fig, INLINE, "t")


@pytest.mark.parametrize(
    "chart,data",
    [
        (tournament_chart, [1, 2]),
        (tournament_chart, None),
        (win_rate_chart, [1, 2]),
        (score_chart, "rows"),
        (ratings_chart, [1, 2]),
    ],
)
def test_a_chart_refuses_what_is_no_table_with_a_sentence(chart, data):
    with pytest.raises(TypeError, match="give a tournament's DataFrame|give the table of explore.ratings"):
        chart(data)


def test_a_chart_refuses_a_table_without_its_columns(df):
    with pytest.raises(ValueError, match="the table has no column 'rating'"):
        ratings_chart(df)
    with pytest.raises(ValueError, match="the table has no column 'win_share'"):
        tournament_chart(df.drop(columns="win_share"))
