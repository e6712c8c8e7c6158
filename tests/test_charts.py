"""The shared Bokeh charts (genesis_nb.charts), with angels as the first game that uses them.

The figures' numbers are read back from their ColumnDataSources and compared with what the rules
model publishes (``game.scores()``, ``rules.scores(state_at(ply))``, ``rules.view``).
"""

from __future__ import annotations

import subprocess
import sys
from functools import partial

import pytest

pytest.importorskip("bokeh")

from bokeh.embed import file_html  # noqa: E402
from bokeh.models import ColumnDataSource, Div, Title  # noqa: E402
from bokeh.resources import INLINE  # noqa: E402

import genesis_nb  # noqa: E402
from genesis_nb.angels import from_position, new_game  # noqa: E402
from genesis_nb.bots.base import RandomBot, play_out  # noqa: E402
from genesis_nb.charts import live_scores, outcome_summary, outcomes_chart, score_breakdown, scores_over_time, simulate  # noqa: E402
from genesis_nb.core.rules import ScoreSheet  # noqa: E402

# The rulebook's final table (A-END, A-TIE): gray 23, purple 18, yellow 23, pink 23, dark angel 20;
# gray, yellow and pink tie and yellow, furthest left of them on day VII, wins. With the board in
# seeds/angels.toml these day-work markers (circle order) and day VII places give exactly that table.
RULEBOOK_FINAL = (
    "angels players=gray,purple,yellow,pink god=VII-evening phase=over start=purple turn=purple "
    "stock=16.16.16 hands=0.0.0/0.0.0/0.0.0/0.0.0 void=- I=- II=- III=- IV=- V=- VI=- "
    "VII=pu,ye,pk,gy,DA wI=pu,ye,DA,gy wII=ye,pk,gy,DA,pu wIII=gy,pu,DA,ye wIV=ye,pk,gy,DA "
    "wV=pk,pu,ye,gy wVI=pk,DA,gy"
)
RULEBOOK_TOTALS = {0: 23, 1: 18, 2: 23, 3: 23, "dark": 20}  # score rows: seats, then "dark"
RULEBOOK_LABELS = ["gray", "purple", "yellow", "pink", "Dark angel"]

_FINISHED: dict[tuple[int, int], object] = {}


def finished(n: int, seed: int = 0):
    """A whole n-player game played by random bots (cached: the tests only read it)."""
    key = (n, seed)
    if key not in _FINISHED:
        g = new_game(n, seed=seed)
        play_out(g, [RandomBot(seed * 10 + i) for i in range(n)])
        _FINISHED[key] = g
    return _FINISHED[key]


def partly_played(n: int, plies: int, seed: int = 0):
    g = new_game(n, seed=seed)
    bots = [RandomBot(seed * 10 + i) for i in range(n)]
    for _ in range(plies):
        g.play(bots[g.actor].choose(g))
    return g


def source(model, name: str) -> ColumnDataSource:
    found = list(model.select({"type": ColumnDataSource, "name": name}))
    assert len(found) == 1, f"expected one ColumnDataSource named {name!r}, found {len(found)}"
    return found[0]


def titles(model) -> list[str]:
    return [t.text for t in model.select({"type": Title})]


def assert_offline(model) -> None:
    html = file_html(model, INLINE, title="chart")
    assert "cdn.bokeh.org" not in html
    assert '<script src="http' not in html and '<script type="text/javascript" src="http' not in html


# ---------------------------------------------------------------------------------- setup
def test_setup_loads_bokehjs_inline(monkeypatch):
    """genesis_nb.setup() asks Bokeh for INLINE resources, so charts render without internet."""
    import bokeh.io

    calls = []
    monkeypatch.setattr(bokeh.io, "output_notebook", lambda **kw: calls.append(kw))
    genesis_nb.setup()
    assert len(calls) == 1
    assert calls[0]["resources"].mode == "inline"
    assert calls[0]["hide_banner"] is True


def test_importing_the_kit_and_rules_does_not_import_bokeh():
    code = "import sys, genesis_nb, genesis_nb.angels; sys.exit('bokeh' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


# ------------------------------------------------------------------------- score breakdown
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_breakdown_numbers_are_the_score_sheet(n):
    """A-END: one bar per angel (players and the dark angel), one segment per day plus rest."""
    g = finished(n)
    sheet = g.scores()
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert list(sheet.rows) == list(range(n)) + ["dark"]
    assert data["_row"] == [str(k) for k in sheet.rows]
    assert data["_label"] == list(g.players) + ["Dark angel"]
    assert data["_extra"] == [False] * n + [True]
    for i, key in enumerate(sheet.rows):
        assert {c: data[c][i] for c in sheet.categories} == sheet.rows[key]
        assert data["_total"][i] == sheet.totals[key]
    expected_winners = [k in sheet.winners for k in sheet.rows]
    if not sheet.winners:  # the dark angel took the game: its bar is the one starred
        expected_winners[-1] = True
    assert data["_winner"] == expected_winners
    assert_offline(fig)


def test_breakdown_of_the_rulebook_final_table():
    """A-END, A-TIE: the rulebook's final table; gray, yellow and pink tie on 23, yellow wins."""
    g = from_position(RULEBOOK_FINAL)
    assert g.scores().totals == RULEBOOK_TOTALS
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert data["_label"] == RULEBOOK_LABELS
    assert data["_total"] == list(RULEBOOK_TOTALS.values())
    assert [r for r, won in zip(data["_label"], data["_winner"]) if won] == ["yellow"]
    rows = g.scores().rows
    assert {c: data[c][data["_label"].index("purple")] for c in g.scores().categories} == {
        "I": 4,
        "II": 2,
        "III": 4,
        "IV": 0,
        "V": 5,
        "VI": 0,
        "rest": 3,
    }
    for i, r in enumerate(rows):
        assert data["_row"][i] == str(r)
        assert all(data[c][i] == rows[r][c] for c in rows[r])
    assert fig.title.text == "Final score: day work and rest"
    assert any("Tied on points" in t for t in titles(fig))
    assert list(fig.x_range.factors) == RULEBOOK_LABELS
    # the segments are labelled with their points (non-zero only), the totals written above the bars
    labels = [s for s in fig.select({"type": ColumnDataSource}) if "text" in s.data and "colour" in s.data]
    assert len(labels) == 1
    assert sorted(map(int, labels[0].data["text"])) == sorted(v for r in rows.values() for v in r.values() if v)


def test_breakdown_in_dutch():
    fig = score_breakdown(from_position(RULEBOOK_FINAL), lang="nl")
    assert fig.title.text == "Eindstand: dagwerk en rust"
    assert fig.yaxis[0].axis_label == "Punten"
    assert fig.xaxis[0].axis_label == "Engel"
    assert "Gevallen engel" in fig.x_range.factors
    assert any(t.startswith("Gelijk op punten") for t in titles(fig))
    legend = fig.legend[0]
    assert legend.title == "Punten uit"
    assert [item.label["value"] for item in legend.items][::-1] == [
        "Dag I",
        "Dag II",
        "Dag III",
        "Dag IV",
        "Dag V",
        "Dag VI",
        "Rust (dag VII)",
    ]


def test_breakdown_from_a_bare_score_sheet():
    """A sheet without its game: the angels profile is recognised from the categories and the dark angel."""
    sheet = from_position(RULEBOOK_FINAL).scores()
    bare = ScoreSheet(list(sheet.categories), dict(sheet.rows), winners=list(sheet.winners), notes=list(sheet.notes))
    data = source(score_breakdown(bare), "breakdown").data
    assert data["_extra"] == [False, False, False, False, True]
    assert data["_winner"] == [False, False, True, False, False]
    assert data["_label"][-1] == "Dark angel"  # the profile names the dark angel's row
    # with its labels, the bars carry the players' names
    labelled = ScoreSheet(
        list(sheet.categories),
        dict(sheet.rows),
        dict(sheet.labels),
        winners=list(sheet.winners),
        notes=list(sheet.notes),
    )
    assert source(score_breakdown(labelled), "breakdown").data["_label"] == RULEBOOK_LABELS


def test_breakdown_of_a_player_called_dark_angel():
    """Rows are keyed by seat and "dark", so a player called "Dark angel" keeps a bar of its own: every
    bar's label (the chart's categories) is unique, and the dark angel's row stays the extra one."""
    text = RULEBOOK_FINAL.replace(
        "players=gray,purple,yellow,pink", "players=gray,purple,yellow,pink names=Dark%20angel,purple,yellow,pink"
    )
    g = from_position(text)
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert data["_row"] == ["0", "1", "2", "3", "dark"]
    assert data["_label"] == ["Dark angel (Seat 1)", "purple", "yellow", "pink", "Dark angel"]
    assert data["_extra"] == [False, False, False, False, True]
    assert data["_total"] == list(RULEBOOK_TOTALS.values())
    assert len(set(fig.x_range.factors)) == 5
    nl = source(score_breakdown(g, lang="nl"), "breakdown").data
    assert nl["_label"] == ["Dark angel", "purple", "yellow", "pink", "Gevallen engel"]  # no clash in Dutch
    assert_offline(fig)


def test_breakdown_marks_the_dark_angel_when_it_wins():
    """A-END: the dark angel scoring most means no player wins; its bar is the starred one."""
    g = from_position(RULEBOOK_FINAL.replace("wV=pk,pu,ye,gy", "wV=DA,pk,pu,ye,gy"))
    assert g.scores().winners == []
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert data["_winner"] == [False, False, False, False, True]
    assert any("no player wins" in t for t in titles(fig))


def test_breakdown_of_a_game_in_progress_marks_no_winner():
    g = partly_played(4, 60)
    fig = score_breakdown(g)
    assert not any(source(fig, "breakdown").data["_winner"])
    assert fig.title.text.startswith("Score so far (round ")


def test_generic_game_profile():
    """A game without a chart profile still gets a breakdown: its categories named as they are."""
    sheet = ScoreSheet(["a", "b"], {0: {"a": 1, "b": 2}, 1: {"a": 3, "b": 0}}, winners=[1])
    fig = score_breakdown(sheet, players=["Ann", "Bo"])
    data = source(fig, "breakdown").data
    assert data["_total"] == [3, 3] and data["_winner"] == [False, True]
    assert data["_label"] == ["Ann", "Bo"] and data["_extra"] == [False, False]
    labelled = ScoreSheet(["a", "b"], dict(sheet.rows), {0: "Ann", 1: "Bo"}, winners=[1])
    assert source(score_breakdown(labelled), "breakdown").data["_label"] == ["Ann", "Bo"]
    assert [item.label["value"] for item in fig.legend[0].items] == ["b", "a"]


# -------------------------------------------------------------------------- over the rounds
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_points_and_essence_over_the_rounds(n):
    """Points = rules.scores of the position at each round's start (A-START-PLAYER), and at the end."""
    g = finished(n)
    layout = scores_over_time(g)
    data = source(layout, "history").data
    assert data["x"] == [float(r) for r in range(1, 22)] + [22.0]
    assert data["tick"][-1] == "end" and data["tick"][0] == "round 1"
    series = list(g.scores().rows)  # players in seat order, then the dark angel
    for k, ply in enumerate(data["ply"]):
        state = g.state_at(ply)
        totals = g.rules.scores(state).totals
        view = g.rules.view(state, "public")
        assert view["round"] == min(k + 1, 21)
        for i, row in enumerate(series):
            assert data[f"s{i}_points"][k] == totals[row]
        for seat in range(n):
            assert data[f"s{seat}_held"][k] == sum(view["players"][seat]["hand"])
    assert f"s{n}_held" not in data  # the dark angel holds no essence
    assert [data[f"s{i}_points"][-1] for i in range(n + 1)] == list(g.scores().totals.values())
    # two figures, one x range
    from bokeh.plotting import figure as Figure

    figs = list(layout.select({"type": Figure}))
    assert len(figs) == 2 and figs[0].x_range is figs[1].x_range
    assert_offline(layout)


def test_over_the_rounds_in_the_middle_of_a_round():
    g = partly_played(3, 40)
    data = source(scores_over_time(g), "history").data
    r = g.view()["round"]
    assert data["x"][-1] == r + 0.5 and data["ply"][-1] == 40
    assert data["tick"][-1] == f"round {r}, now"
    assert data["x"][:-1] == [float(x) for x in range(1, r + 1)]


def test_over_the_rounds_in_dutch():
    layout = scores_over_time(finished(4), lang="nl")
    ts = titles(layout)
    assert "Punten per ronde" in ts and "Essentie in bezit (blokjes in de hand)" in ts
    assert source(layout, "history").data["tick"][-1] == "einde"
    from bokeh.models import Axis

    labels = {a.axis_label for a in layout.select({"type": Axis})}
    assert {"Ronde", "Punten", "Blokjes"} <= labels


def test_over_the_rounds_of_the_rulebook_position():
    """A game set up from a finished position has one point: the end."""
    data = source(scores_over_time(from_position(RULEBOOK_FINAL)), "history").data
    assert data["x"] == [22.0]
    assert [data[f"s{i}_points"][0] for i in range(5)] == list(RULEBOOK_TOTALS.values())


def test_each_game_declares_its_profile_and_a_game_without_one_gets_the_generic(monkeypatch):
    """profile_for reads the game's "chart" hook; a game declaring none gets GENERIC (a cooperative one
    with its rows as parts of the team score, from its type); an unknown name gets GENERIC too."""
    from dataclasses import replace

    from genesis_nb import registry
    from genesis_nb.charts.profiles import GENERIC, profile_for

    for name, info in genesis_nb.games().items():
        if info.has_hook("chart"):
            assert profile_for(name) is info.hook("chart") and profile_for(name).game == name
        else:
            assert profile_for(name).game == "generic"
    assert profile_for("no-such-game") is GENERIC
    monkeypatch.setitem(registry._GAMES, "bare", replace(genesis_nb.game("herds"), name="bare", hooks={}))
    monkeypatch.setitem(registry._GAMES, "bare_team", replace(genesis_nb.game("planet"), name="bare_team", hooks={}))
    assert profile_for("bare") is GENERIC
    assert profile_for("bare_team").team and profile_for("bare_team").categories == {}


def test_over_the_actions_for_a_game_without_a_profile():
    """A game with no chart profile: one point per action played, scores from rules.scores."""
    g = partly_played(3, 30)
    layout = scores_over_time(g, profile="no-such-game")
    data = source(layout, "history").data
    assert data["x"] == list(range(31)) and data["ply"] == list(range(31))
    for ply in range(31):
        totals = list(g.rules.scores(g.state_at(ply)).totals.values())
        assert [data[f"s{i}_points"][ply] for i in range(4)] == totals
    from bokeh.models import Axis

    assert "Actions played" in {a.axis_label for a in layout.select({"type": Axis})}


# ------------------------------------------------------------------------------------- live
def test_live_chart_follows_a_bare_game():
    g = new_game(3, seed=2)
    live = live_scores(g)
    assert live.source.data["x"] == [0.5] and live.source.data["tick"] == ["before round 1"]
    bots = [RandomBot(i) for i in range(3)]
    for _ in range(30):
        g.play(bots[g.actor].choose(g))
    live.refresh()
    data = live.source.data
    assert data["ply"][-1] == 30
    assert data["s0_held"][-1] == sum(g.state.hands[0])
    assert data["s3_points"][-1] == g.scores().totals["dark"]
    live.close()


def _board_class():
    """A stand-in for the angels board widget: a ``view`` traitlet updated after each change, and ``game``."""
    traitlets = pytest.importorskip("traitlets")

    class Board(traitlets.HasTraits):
        view = traitlets.Dict()

        def __init__(self, game):
            super().__init__()
            self.game = game

        def play(self, action):
            self.game.play(action)
            self.view = self.game.view()

        def new_game(self, game):
            self.game = game
            self.view = game.view()

    return Board


def test_live_chart_follows_a_board_widget():
    """With a board widget (a ``view`` traitlet and a ``game``), every change of ``view`` redraws."""
    g = new_game(4, seed=5)
    board = _board_class()(g)
    live = live_scores(board, lang="nl")
    bot = RandomBot(1)
    seen = []
    for _ in range(25):
        board.play(bot.choose(g))
        seen.append(live.source.data["ply"][-1])
    assert seen == list(range(1, 26))
    assert live.source.data["x"][-1] == g.view()["round"] + 0.5
    live.close()  # stops following the board
    board.play(bot.choose(g))
    assert live.source.data["ply"][-1] == 25
    live.close()


def test_live_chart_beside_the_angels_board():
    """The real board widget: each action played on it redraws the chart; a new game redraws it whole."""
    pytest.importorskip("anywidget")
    from genesis_nb.angels import board as angels_board

    board = angels_board(new_game(3, seed=4))
    live = live_scores(board)
    for _ in range(10):
        board.play(board.game.legal_actions()[0])
    assert live.source.data["ply"][-1] == 10 == len(board.game.steps)
    assert live.source.data["s0_held"][-1] == sum(board.game.state.hands[0])
    board.game = new_game(5, seed=1)
    assert "s5_points" in live.source.data
    live.close()


def test_live_chart_takes_another_game_with_other_players():
    board = _board_class()(new_game(3, seed=1))
    live = live_scores(board)
    assert "s3_points" in live.source.data and "s4_points" not in live.source.data
    board.new_game(new_game(5, seed=1))
    assert "s5_points" in live.source.data
    live.close()


# ----------------------------------------------------------------------- many games by bots
def test_simulate_reports_each_game():
    res = simulate(new_game, [RandomBot() for _ in range(4)], n_games=12, seed=7)
    assert res["n_games"] == 12 and len(res["games"]) == 12 and res["n_players"] == 4
    for game in res["games"]:
        g = new_game(seed=game["seed"])
        assert game["players"] == list(g.players)
        assert set(game["extras"]) == {"dark"}  # the dark angel's row key
        assert game["extra_wins"] == (game["winners"] == [])
        assert game["winner_seats"] == [game["players"].index(w) for w in game["winners"]]
        assert all(isinstance(s, int) for s in game["winner_seats"])
        if game["winners"]:
            assert game["winning_score"] == max(game["totals"])
        else:
            assert game["winning_score"] == game["extras"]["dark"]
    again = simulate(new_game, [RandomBot() for _ in range(4)], n_games=12, seed=7)
    assert [g["totals"] for g in again["games"]] == [g["totals"] for g in res["games"]]


def test_simulate_rotates_seats_and_checks_the_bot_count():
    class Named(RandomBot):
        def __init__(self, name):
            super().__init__()
            self.name = name

    res = simulate(partial(new_game, 3), [Named("a"), Named("b"), Named("c")], n_games=3, seed=0, rotate=True)
    assert [g["bots"] for g in res["games"]] == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    fixed = simulate(partial(new_game, 3), [Named("a"), Named("b"), Named("c")], 2, seed=0)
    assert all(g["bots"] == ["a", "b", "c"] for g in fixed["games"])
    with pytest.raises(ValueError, match="one bot per seat"):
        simulate(new_game, [RandomBot()], n_games=1)


def test_simulate_with_the_greedy_angels_bot():
    """Any bot with ``name`` and ``choose(game)`` plays; one with an ``rng`` is reseeded, so runs repeat."""
    from genesis_nb.angels.bots import GreedyBot

    def run():
        return simulate(partial(new_game, 3), [GreedyBot(), RandomBot(), GreedyBot()], n_games=4, seed=9)

    res = run()
    assert all(g["bots"] == ["greedy", "random", "greedy"] for g in res["games"])
    seat = source(outcomes_chart(res), "outcomes_seat").data
    assert seat["x"] == ["Seat 1\ngreedy", "Seat 2\nrandom", "Seat 3\ngreedy", "Dark angel"]
    assert [g["totals"] for g in res["games"]] == [g["totals"] for g in run()["games"]]


def test_outcomes_chart_numbers():
    class Named(RandomBot):
        name = "other"

    res = simulate(new_game, [RandomBot(), RandomBot(), Named(), Named()], n_games=40, seed=3, rotate=True)
    summary = outcome_summary(res)
    chart = outcomes_chart(res)
    seat = source(chart, "outcomes_seat").data
    assert seat["x"] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4", "Dark angel"]
    dark = sum(g["extra_wins"] for g in res["games"])
    assert seat["share"][-1] == dark / 40
    assert sum(seat["share"]) == pytest.approx(1.0)
    assert source(chart, "outcomes_bot").data["x"] == ["random", "other"]
    scores = source(chart, "outcomes_scores").data
    assert sum(scores["player"]) + sum(scores["extra"]) == 40
    assert sum(scores["extra"]) == dark == summary["extra_wins"]
    assert_offline(chart)
    nl = outcomes_chart(res, lang="nl")
    assert "40 partijen gespeeld door bots" in next(iter(nl.select({"type": Div}))).text
    assert "Wie wint, per plaats" in titles(nl)


# ------------------------------------------------------------------------ planet (cooperative)
def planet_finished(n: int = 3, seed: int = 1):
    from genesis_nb.planet import new_game as planet_game
    from genesis_nb.planet.bots import HeuristicBot

    g = planet_game(n, seed=seed)
    play_out(g, [HeuristicBot(seed * 10 + i) for i in range(n)])
    return g


def test_planet_breakdown_is_points_per_continent_with_the_team_score_and_level():
    """P-SCORE, P-LEVEL: one bar per continent (not per player), elements and oxygen as segments, the
    team's score and level under the title; no continent is "not a player" and none is starred."""
    g = planet_finished()
    sheet = g.scores()
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert data["_row"] == [t.name for t in g.rules.board.trays] == list(sheet.rows)
    for i, row in enumerate(data["_row"]):
        assert {c: data[c][i] for c in sheet.categories} == sheet.rows[row]
        assert data["_total"][i] == sheet.totals[row]
    assert data["_extra"] == [False] * 4 and data["_winner"] == [False] * 4
    assert sum(data["_total"]) == sheet.team
    assert "Final score: points per continent" in titles(fig)
    level = {"demigods": "demigods", "prophet": "worthy of a prophet", "college": "divine college", "gods": "gods"}[
        sheet.level
    ]
    assert f"Team score {sheet.team} of 24: {level}" in titles(fig)
    assert_offline(fig)


def test_planet_breakdown_during_the_game_shows_only_the_points_already_certain():
    from genesis_nb.planet import new_game as planet_game

    g = planet_game(3, seed=2)
    bots = [RandomBot(i) for i in range(3)]
    while len(g.steps) < 30:
        g.play(bots[g.actor].choose(g))
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    assert data["elements"] == [0, 0, 0, 0]
    assert data["oxygen"] == [g.scores().rows[r]["oxygen"] for r in data["_row"]]
    assert any("Points certain so far" in t for t in titles(fig))
    assert any("only after the final reveal" in t for t in titles(fig))


def test_planet_simulate_reports_the_team_score_and_the_level_of_each_game():
    from genesis_nb.planet import new_game as planet_game
    from genesis_nb.planet.bots import HeuristicBot

    res = simulate(partial(planet_game, 3), [HeuristicBot(), RandomBot(), HeuristicBot()], n_games=12, seed=4)
    assert res["team"] is True and res["game"] == "planet" and res["extra_rows"] == []
    for game in res["games"]:
        g = planet_game(3, seed=game["seed"])
        assert game["players"] == list(g.players)
        assert game["totals"] == [game["team"]] * 3 and game["extras"] == {} and not game["extra_wins"]
        assert game["level"] in ("demigods", "prophet", "college", "gods")
        assert sum(sum(c.values()) for c in game["rows"].values()) == game["team"]
        assert (game["winners"] != []) == (game["team"] == 24)
    again = simulate(partial(planet_game, 3), [HeuristicBot(), RandomBot(), HeuristicBot()], n_games=12, seed=4)
    assert [g["team"] for g in again["games"]] == [g["team"] for g in res["games"]]


def test_planet_levels_chart_numbers():
    """The distribution of levels reached by bots: the chart's numbers are the games' own levels."""
    from genesis_nb.charts import levels_chart
    from genesis_nb.planet import new_game as planet_game
    from genesis_nb.planet.bots import HeuristicBot

    res = simulate(partial(planet_game, 2), [HeuristicBot(), HeuristicBot()], n_games=40, seed=5)
    summary = outcome_summary(res)
    chart = outcomes_chart(res)  # a cooperative game: the levels chart
    levels = source(chart, "levels").data
    assert levels["level"] == ["demigods", "prophet", "college", "gods"]
    assert levels["label"] == ["demigods", "worthy of a prophet", "divine college", "gods"]
    counts = {lv: sum(1 for g in res["games"] if g["level"] == lv) for lv in levels["level"]}
    assert levels["games"] == [counts[lv] for lv in levels["level"]] and sum(levels["games"]) == 40
    assert levels["share"] == [c / 40 for c in levels["games"]]
    scores = source(chart, "team_scores").data
    assert sum(scores["games"]) == 40
    for score, n, lv in zip(scores["score"], scores["games"], scores["level"]):
        assert n == sum(1 for g in res["games"] if g["team"] == score)
        assert all(g["level"] == lv for g in res["games"] if g["team"] == score)
    means = source(chart, "row_means").data
    assert means["row"] == ["Aurora", "Boreal", "Caldera", "Delta"]
    for i, row in enumerate(means["row"]):
        for cat in ("elements", "oxygen"):
            assert means[cat][i] == pytest.approx(sum(g["rows"][row][cat] for g in res["games"]) / 40, abs=1e-3)
    assert summary["levels"] == {k: v for k, v in counts.items() if v}
    assert_offline(chart)
    assert "Levels reached" in titles(levels_chart(res))
    assert "Bereikte niveaus" in titles(outcomes_chart(res, lang="nl"))


# ------------------------------------------------------------------------------------------ herds
HERDS_EXAMPLE = (
    "herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
    "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
    "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1"
)


def herds_finished(n, seed):
    from genesis_nb.herds import new_game as herds_game
    from genesis_nb.herds.bots import GreedyBot

    g = herds_game(n, seed=seed)
    play_out(g, [GreedyBot(seed) if i % 2 else RandomBot(seed + i) for i in range(n)])
    return g


def test_herds_breakdown_is_points_per_area_and_player_on_the_rulebook_example():
    """H-SCORE-*, H-BONUS-*: one segment per scoring area (largest bonus first), the points score_details gives."""
    from genesis_nb.herds import from_position as herds_position
    from genesis_nb.herds import score_details

    g = herds_position(HERDS_EXAMPLE)
    fig = score_breakdown(g)
    data = source(fig, "breakdown").data
    details = score_details(g)
    areas = {a["id"]: a for a in details["areas"]}
    cats = [c for c in data if not c.startswith("_")]
    # the tripled wetland first, then the doubled areas; the two-tile savannah scores nothing: no segment
    assert [c.split()[0] for c in cats] == [a for a in details["order"] if any(areas[a]["points"].values())]
    assert cats[0].endswith("wetland, 8 tiles, x3") and len(cats) == 4
    # score_details counts points by player name; the sheet's rows are seats, labelled with the names
    assert data["_row"] == ["0", "1", "2", "3"]
    assert data["_label"] == list(g.players) == ["reptile", "dinosaur", "mammal", "man"]
    for i, name in enumerate(data["_label"]):
        assert {c: data[c][i] for c in cats} == {c: areas[c.split()[0]]["points"].get(name, 0) for c in cats}
        assert data["_total"][i] == g.scores().totals[i]
    assert sum(data[c][i] for c in cats for i in range(4)) > 0
    assert dict(zip(data["_label"], data["_total"])) == {"reptile": 16, "dinosaur": 18, "mammal": 10, "man": 8}
    assert not any(data["_winner"])  # the example is not a finished game
    assert fig.title.text == "Score if the game ended now (turn 1), area by area"
    # coloured by terrain, with a hatch each; one legend entry per terrain
    glyphs = {r.name: r.glyph for r in fig.renderers if getattr(r, "name", None) in cats}
    assert glyphs[cats[0]].fill_color == "#3B7DC4" and glyphs[cats[0]].hatch_pattern == "v"
    assert sorted(item.label["value"] for item in fig.legend[0].items) == ["forest", "mountain", "savannah", "wetland"]
    assert_offline(fig)


def test_herds_breakdown_of_a_finished_game_stars_the_winner():
    g = herds_finished(3, 5)
    data = source(score_breakdown(g), "breakdown").data
    sheet = g.scores()
    assert data["_row"] == [str(k) for k in sheet.rows] == ["0", "1", "2"]
    assert data["_label"] == list(g.players)
    assert dict(zip(sheet.rows, data["_total"])) == sheet.totals
    assert [k for k, won in zip(sheet.rows, data["_winner"]) if won] == sheet.winners
    assert [r for r, won in zip(data["_label"], data["_winner"]) if won] == sheet.winner_names()


def test_herds_breakdown_before_any_area_scores_shows_the_terrains():
    from genesis_nb.herds import new_game as herds_game

    data = source(score_breakdown(herds_game(2, seed=1)), "breakdown").data
    assert [c for c in data if not c.startswith("_")] == ["forest", "savannah", "mountain", "wetland", "bonus"]
    assert data["_total"] == [0, 0]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_herds_points_if_the_game_ended_now_turn_by_turn(n):
    """H-ROLL: one point per turn (its roll), the score rules.scores gives then, the tiles left in hand."""
    g = herds_finished(n, 7)
    layout = scores_over_time(g)
    data = source(layout, "history").data
    assert data["x"][0] == 1.0 and data["tick"][0] == "turn 1" and data["ply"][0] == 0
    assert [data[f"s{i}_points"][0] for i in range(n)] == [0] * n
    assert [data[f"s{i}_held"][0] for i in range(n)] == [52] * n
    rolls = [i + 1 for i, s in enumerate(g.steps) if any(e.kind == "roll" for e in s.events)]
    assert data["ply"][1:-1] == rolls[: len(data["ply"]) - 2]
    for k, ply in enumerate(data["ply"]):
        state = g.state_at(ply)
        if data["tick"][k] != "end":
            assert data["x"][k] == state.rolls
        totals = g.rules.scores(state).totals
        assert list(totals) == list(range(n))  # rows by seat
        for i in range(n):
            assert data[f"s{i}_points"][k] == totals[i]
            assert data[f"s{i}_held"][k] == sum(state.left[i])
    assert data["tick"][-1] == "end" and data["ply"][-1] == len(g.steps)
    from bokeh.models import Axis

    assert {"Turn", "Points", "Tiles"} <= {a.axis_label for a in layout.select({"type": Axis})}
    assert "Points if the game ended now, turn by turn" in titles(layout)


def test_live_chart_beside_the_herds_board():
    """The real herds board: every tile placed on it redraws the chart; undo redraws it too."""
    pytest.importorskip("anywidget")
    from genesis_nb.herds import board as herds_board

    board = herds_board(players=["Ann", "Bo", "Cy"], seed=4)
    live = live_scores(board)
    assert live.source.data["x"] == [1.0]
    g = board.game
    bot = RandomBot(2)
    while g.state.rolls < 6:
        board.play(bot.choose(g))
    data = live.source.data
    assert data["ply"][-1] == len(g.steps) and data["x"][-1] == 6.0  # the start of turn 6
    board.play(bot.choose(g))
    data = live.source.data
    mid_turn = not any(e.kind == "roll" for e in g.steps[-1].events)
    assert data["x"][-1] == (6.5 if mid_turn else 7.0) and data["ply"][-1] == len(g.steps)
    assert [data[f"s{i}_points"][-1] for i in range(3)] == list(g.scores().totals.values())
    assert data["s0_held"][-1] == sum(g.state.left[0])
    board.undo()
    assert live.source.data["ply"][-1] == len(g.steps)
    live.close()


# ------------------------------------------------------------------------------------ book: own pieces
def segments(fig) -> dict[str, list[tuple[float, float]]]:
    """Each stacked segment of the breakdown as (bottom, top) per bar, computed from its stack of columns."""
    data = source(fig, "breakdown").data
    out = {}
    for r in fig.renderers:
        g = getattr(r, "glyph", None)
        bottom, top = getattr(g, "bottom", None), getattr(g, "top", None)
        if r.data_source is not source(fig, "breakdown") or not hasattr(getattr(top, "expr", None), "fields"):
            continue
        rows = range(len(data["_label"]))
        low = [sum(data[f][i] for f in bottom.expr.fields) for i in rows]
        high = [sum(data[f][i] for f in top.expr.fields) for i in rows]
        out[r.name] = list(zip(low, high))
    return out


def test_book_breakdown_draws_own_pieces_below_zero():
    """B-WIN: an own piece in a player's grave counts against them ("own" is negative). Its segment goes
    down from 0, the other kinds stack up from 0, no two segments of a bar overlap, the total stands above
    the bar, and the legend says that the red part lies below 0."""
    from genesis_nb.book.scoring import CATEGORIES

    zero = {c: 0 for c in CATEGORIES}
    sheet = ScoreSheet(
        list(CATEGORIES),
        {0: {**zero, "king": 7, "man": 2, "own": -5}, 1: {**zero, "prophet": 5, "guard": 2}, 2: {**zero, "own": -3}},
        {0: "pink", 1: "gray", 2: "roze"},
        winners=[1],
    )
    fig = score_breakdown(sheet, profile="book")
    data = source(fig, "breakdown").data
    assert data["own"] == [-5, 0, -3] and data["king"] == [7, 0, 0]  # the numbers as the sheet has them
    assert data["_total"] == [4, 7, -3]
    segs = segments(fig)
    for i in range(3):
        bars = sorted((lo, hi) for lo, hi in (s[i] for s in segs.values()) if hi != lo)
        for (_, hi1), (lo2, _) in zip(bars, bars[1:]):
            assert hi1 <= lo2, f"bar {i}: segments overlap: {bars}"
        for name, s in segs.items():
            lo, hi = sorted(s[i])
            assert lo >= 0 or hi <= 0, f"{name} crosses 0 in bar {i}"
    own = [s for name, s in segs.items() if "own" in name and any(min(x) < 0 for x in s)]
    assert len(own) == 1 and [tuple(sorted(x)) for x in own[0]] == [(-5, 0), (0, 0), (-3, 0)]
    ups = [s for name, s in segs.items() if name in ("king", "man")]
    assert all(min(x) >= 0 for s in ups for x in s)
    assert fig.y_range.start < -5 and fig.y_range.end > 9
    labels = [item.label["value"] for item in fig.legend[0].items]
    assert any("below 0" in lab for lab in labels), labels
    nl = score_breakdown(sheet, profile="book", lang="nl")
    assert any("onder 0" in item.label["value"] for item in nl.legend[0].items)
    # the total of a bar is written above its positive part, not inside it
    assert data["_top"] == [9, 7, 0]
    assert_offline(fig)


def test_a_breakdown_without_negative_points_has_no_below_zero_parts():
    g = from_position(RULEBOOK_FINAL)
    fig = score_breakdown(g)
    assert fig.y_range.start == 0 or fig.y_range.start > -3
    assert not any("below 0" in item.label["value"] for item in fig.legend[0].items)
    assert all(min(x) >= 0 for s in segments(fig).values() for x in s)


def test_chart_titles_count_one_game_in_the_singular():
    from genesis_nb.charts.words import word

    assert word("title.outcomes", "en", n=1, players=2, bots="random") == "1 game played by bots (2 players: random)"
    assert word("title.outcomes", "nl", n=1, players=2, bots="random").startswith("1 partij ")
    assert word("title.outcomes", "en", n=2, players=2, bots="random").startswith("2 games ")


def test_a_profile_from_toml_styles_categories_by_name_and_refuses_unknown_settings(tmp_path):
    from genesis_nb.charts.profiles import ChartProfile

    path = tmp_path / "charts.toml"
    path.write_text(
        'rounds = 3\n[categories]\nsun = { en = "Sun", nl = "Zon" }\n[levels]\nlow = { en = "low" }\n'
        '[styles]\nsun = ["#111111", "x"]\n"*" = ["#222222", "."]\n[piece_colours]\nred = "#FF0000"\n',
        encoding="utf-8",
    )
    p = ChartProfile.from_toml("toy", path)
    assert p.rounds == 3 and p.category_label("sun", "nl") == "Zon" and p.level_label("low", "en") == "low"
    assert p.category_colours(["sun", "moon"]) == ["#111111", "#222222"]
    assert p.category_hatches(["sun", "moon"]) == ["x", "."]
    by_word = ChartProfile.from_toml("toy", path, style_of=lambda cat: cat.split()[-1])
    assert by_word.category_colours(["a sun", "a moon"]) == ["#111111", "#222222"]
    view = {"players": [{"colour": "red"}, {"colour": "blue"}]}
    assert p.coloured_players and p.colours_for(view, 2) == ["#FF0000", "#555555"]
    path.write_text("round = 3\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no settings of a chart profile: round"):
        ChartProfile.from_toml("toy", path)
