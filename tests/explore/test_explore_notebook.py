"""The sections the explore notebooks share (genesis_nb.explore.notebook): each from the game's name alone."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

import genesis_nb
from genesis_nb.explore import notebook as nb
from genesis_nb.explore.readings import reading_alternatives

DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"
GAMES = sorted(n for n in genesis_nb.games() if (DATA / f"{n}_readings.csv").is_file())  # the kit's, not test games


@pytest.mark.parametrize("name", GAMES)
def test_runs_summary_gives_each_question_its_games_and_time(name):
    run = json.loads((DATA / "explore_runs.json").read_text(encoding="utf-8"))["games"][name]
    text = nb.runs_summary(name, DATA)
    assert f"master seed: {run['seed']}" in text
    for question in run["questions"]:
        assert re.search(rf"^{question} +games per cell: .*; took \d+ s$", text, re.M)


def test_runs_summary_refuses_what_it_cannot_read(tmp_path):
    with pytest.raises(ValueError, match="no game called"):
        nb.runs_summary("chess", DATA)
    with pytest.raises(FileNotFoundError, match="no folder"):
        nb.runs_summary("herds", tmp_path / "absent")
    with pytest.raises(TypeError, match="folder of the explore tables"):
        nb.runs_summary("herds", 3)
    with pytest.raises(TypeError, match="game is a game.s name .* or its GameInfo"):
        nb.runs_summary(None, DATA)
    (tmp_path / "explore_runs.json").write_text('{"games": {}}', encoding="utf-8")
    with pytest.raises(ValueError, match="records no run of herds"):
        nb.runs_summary("herds", tmp_path)
    (tmp_path / "explore_runs.json").write_text("{", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot be read"):
        nb.runs_summary("herds", tmp_path)


@pytest.mark.parametrize("name", GAMES)
def test_readings_table_shows_shares_in_percent_and_means_in_signed_points(name):
    raw = pd.read_csv(DATA / f"{name}_readings.csv")
    kinds = dict(zip(raw["metric"], raw["kind"]))
    table = nb.readings_table(name, {f"label {m}": m for m in kinds}, DATA)
    assert len(table) == raw[["rule", "option", "value"]].drop_duplicates().shape[0]
    for metric, kind in kinds.items():
        pattern = r"-?\d+\.\d% \[" if kind == "share" else r"[+-]\d+\.\d\d \["
        assert table[f"label {metric}"].str.match(pattern).all(), (metric, kind)


def test_readings_refuse_an_unknown_metric_or_no_columns(tmp_path):
    with pytest.raises(ValueError, match="no metric 'luck': it has winning score"):
        nb.readings_table("herds", {"luck": "luck"}, DATA)
    with pytest.raises(ValueError, match="at least one metric"):
        nb.readings_table("herds", {}, DATA)
    with pytest.raises(ValueError, match="columns are metrics"):
        nb.readings_table("herds", "winning score", DATA)
    with pytest.raises(ValueError, match="no metric"):
        nb.readings_chart("herds", "luck", "points", data=DATA)
    with pytest.raises(FileNotFoundError, match="no herds_readings.csv"):
        nb.readings("herds", tmp_path)


def test_readings_table_shows_every_metric_unless_told_which():
    every = nb.readings_table("herds", data=DATA)
    assert list(every.columns) == ["winning score", "starting seat wins", "outcome changed"]
    assert nb.readings_table("herds", ["outcome changed"], DATA).equals(every[["outcome changed"]])


def test_readings_chart_has_a_point_per_reading():
    fig = nb.readings_chart("herds", "winning score", "points", data=DATA)
    readings = nb.readings("herds", DATA)
    assert list(fig.x_range.factors) == list(readings[readings.metric == "winning score"]["reading"])
    assert "winning score" in fig.title.text


@pytest.mark.parametrize("name", GAMES)
def test_reading_meanings_give_every_rule_with_an_option_once(name):
    text = nb.reading_meanings(name)
    rules = list(dict.fromkeys(a["rule"] for a in reading_alternatives(name)))
    starts = [line.split(" (default ")[0] for line in text.splitlines() if not line.startswith("    ")]
    assert starts == rules
    assert all(len(line) <= nb.WIDTH for line in text.splitlines())


def test_first_player_chart_names_each_place_and_refuses_other_tables():
    first = pd.read_csv(DATA / "herds_first_player.csv")
    fig = nb.first_player_chart(first)
    assert ("4p, 4th", "all random") in list(fig.x_range.factors)
    with pytest.raises(ValueError, match="columns players, bots, edge and 'place'"):
        nb.first_player_chart(first, place="place")


def test_explained_decision_is_the_search_bots_after_the_games_own():
    decision = nb.explained_decision("herds", players=2, seed=5, actions=4)
    assert len(decision.position.steps) == 4
    assert list(decision.options.columns) == ["action", "value", "visits"]
    assert decision.sentence.startswith("MCTS")
    again = nb.explained_decision("herds", players=2, seed=5, actions=4)
    assert again.options.equals(decision.options)  # a re-run cell shows the same
    shown = str(decision)  # what a notebook shows: the reason, then the options
    assert shown.startswith(decision.sentence) and decision.options.iloc[0]["action"][:20] in shown
    assert 'class="dataframe' in decision._repr_html_() and "<p>MCTS" in decision._repr_html_()


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"players": 9}, "herds plays with 2 to 4 players, not 9"),
        ({"players": "2"}, "players is a whole number"),
        ({"seed": -1}, "seed is a whole number of at least 0"),
        ({"actions": True}, "actions is a whole number"),
        ({"bot": "oracle"}, "herds has no bot 'oracle'"),
        ({"actions": 10_000}, "the game ended after"),
    ],
)
def test_explained_decision_refuses_bad_arguments(kwargs, message):
    args = {"players": 2, "seed": 5, "actions": 4, **kwargs}
    with pytest.raises(ValueError, match=message):
        nb.explained_decision("herds", **args)


def test_pettingzoo_demo_counts_first_steps_where_actions_are_chosen_in_steps():
    pytest.importorskip("pettingzoo")
    from genesis_nb.ecosystem.pettingzoo import env

    for name, players in (("book", 2), ("herds", 2)):
        aec = env(name, players=players)
        aec.reset(seed=1)
        mask = int(aec.last()[0]["action_mask"].sum())
        text = nb.pettingzoo_demo(name, players)
        stepped = aec.unwrapped.table.space.stepped
        assert (f"may choose among {mask} first steps" in text) == stepped, text
        assert (f"may take {mask} actions" in text) == (not stepped), text
    with pytest.raises(ValueError, match="not 7"):
        nb.pettingzoo_demo("book", 7)


def test_openspiel_demo_deals_chance_then_plays_the_first_decision():
    pytest.importorskip("pyspiel")
    text = nb.openspiel_demo("herds", 2)
    assert "chance dealt" in text and "player 0 plays" in text
    assert "chance dealt" not in nb.openspiel_demo("angels", 3)
    assert "in up to" in nb.openspiel_demo("book", 2)


def test_ecosystem_demo_gives_openspiel_then_pettingzoo():
    text = nb.ecosystem_demo("planet", 2)
    assert text.index("OpenSpiel:") < text.index("PettingZoo:")
    assert text.endswith(nb.pettingzoo_demo("planet", 2))


def test_a_demo_whose_library_is_missing_says_how_to_install_it(monkeypatch):
    monkeypatch.setattr(nb, "_ecosystem", lambda module: None)
    assert nb.openspiel_demo("herds", 2) == "OpenSpiel is not installed: pip install 'genesis_nb[openspiel]'"
    assert nb.pettingzoo_demo("herds", 2) == "PettingZoo is not installed: pip install 'genesis_nb[rl]'"
    with pytest.raises(ValueError, match="not 1"):
        nb.openspiel_demo("herds", 1)  # the arguments are checked all the same


def test_the_sections_take_numpy_integers(monkeypatch):
    np = pytest.importorskip("numpy")
    monkeypatch.setattr(nb, "_ecosystem", lambda module: None)
    assert nb.openspiel_demo("herds", np.int64(2)).startswith("OpenSpiel is not installed")
    with pytest.raises(ValueError, match="herds plays with 2 to 4 players, not 9"):
        nb.pettingzoo_demo("herds", np.int64(9))
