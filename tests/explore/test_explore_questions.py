"""Each game's questions (genesis_nb.explore.questions) give tables with intervals; each reading's option
is found in the catalogue; the script that writes the notebooks' tables runs."""

from __future__ import annotations

import concurrent.futures
import json
import subprocess
import sys
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

from genesis_nb.angels import questions as angels_questions  # noqa: E402
from genesis_nb.explore import questions as q  # noqa: E402
from genesis_nb.explore.readings import reading_alternatives  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SERIAL = {"executor": "serial", "progress": False}


def test_every_reading_option_has_its_alternatives():
    found = {(r["option"], r["value"]) for r in reading_alternatives("angels")}
    assert ("dark_tie", "players") in found and ("dark_tie", "dark") in found
    assert ("move_same_day", True) in found and ("leftmost", "square_latest") in found
    planet = {(r["option"], r["value"]) for r in reading_alternatives("planet")}
    assert ("share_oxygen", False) in planet and ("water", "at_most_one") in planet
    assert all(r["value"] != r["default"] for g in ("angels", "herds", "planet") for r in reading_alternatives(g))


def test_dark_angel_strength_table():
    t = angels_questions.dark_angel_strength(players=[2, 3], games=6, **SERIAL)
    assert list(t["bots"].unique()) == ["all random", "all greedy", "one greedy, others random"]
    assert list(t["players"].unique()) == [2, 3] and (t["games"] == 6).all()
    assert ((t["lower"] <= t["rate"]) & (t["rate"] <= t["upper"])).all()
    assert ((t["margin_lower"] <= t["margin"]) & (t["margin"] <= t["margin_upper"])).all()
    random = t[t.bots == "all random"]
    assert (random["rate"] > 0.5).all()  # random angels leave the game to the dark angel


def test_first_player_table():
    t = q.first_player_advantage("herds", players=[2], games={"random": 8, "greedy": 2}, **SERIAL)
    assert set(t["position"]) == {1, 2} and set(t["bots"]) == {"all random", "all greedy"}
    # the positions' win rates add up to the games some seat won (herds: every game)
    sums = t.groupby("bots")["rate"].sum()
    assert (sums.round(9) == 1).all()
    assert (t["fair"] == 0.5).all()


def test_team_levels_table():
    t = q.team_levels("planet", players=[2], games={"random": 4, "heuristic": 2}, **SERIAL)
    assert list(t["level"].unique()) == ["demigods", "prophet", "college", "gods"]
    for _, part in t.groupby("bots"):
        assert part["share"].sum() == pytest.approx(1)
        assert part["at_least"].iloc[0] == 1
        assert (part["team_lower"] <= part["mean_team"]).all()


def test_questions_are_found_through_the_game():
    """The shared questions that apply to a game, then its own (its "questions" hook)."""
    assert list(q.questions_for("angels")) == [
        "first_player_advantage",
        "reading_effects",
        "bot_ratings",
        "dark_angel_strength",
    ]
    assert list(q.questions_for("planet")) == ["team_levels", "reading_effects"]
    assert q.questions_for("angels")["dark_angel_strength"] is angels_questions.dark_angel_strength


def test_a_game_without_questions_gets_the_shared_ones(monkeypatch):
    from dataclasses import replace

    from genesis_nb import game, registry

    monkeypatch.setitem(registry._GAMES, "bare", replace(game("angels"), name="bare", hooks={}))
    assert list(q.questions_for("bare")) == ["first_player_advantage", "reading_effects", "bot_ratings"]
    assert q.default_bots(game("bare")) == ["random", "greedy"]


def test_the_command_line_answers_a_game_question(capsys):
    from genesis_nb.explore.__main__ import main

    assert main(["angels", "--questions"]) == 0
    assert "dark_angel_strength" in capsys.readouterr().out
    args = ["angels", "--question", "dark_angel_strength", "--players", "2", "--games", "2", "--workers", "1"]
    assert main([*args, "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "dark_wins" in out and "all greedy" in out
    assert main(["planet", "--question", "dark_angel_strength", "--workers", "1"]) == 2


def test_reading_effects_are_paired_on_the_same_seeds():
    # A-LEFTMOST: leftmost='square' always picks the same player as the default (the catalogue says why)
    t = q.reading_effects("angels", players=3, games=3, readings=["A-LEFTMOST"], **SERIAL)
    square = t[(t.value == "square")].set_index("metric")
    assert square.loc["outcome changed", "alternative"] == 0
    assert square.loc["nobody wins", "difference"] == 0
    assert set(t["metric"]) == {"nobody wins", "best player's score", "dark score", "outcome changed"}
    planet = q.reading_effects("planet", players=2, bots=["random"], games=2, readings=["P-R-WATER"], **SERIAL)
    assert set(planet["metric"]) == {"team score", "above the lowest level", "outcome changed"}


def test_bot_ratings():
    r, w = q.bot_ratings("herds", players=2, games=4, boot=20, **SERIAL)
    assert set(r["bot"]) == {"random", "greedy"} and set(w["bot"]) == {"random", "greedy"}
    with pytest.raises(ValueError, match="cooperative"):
        q.bot_ratings("planet", games=2, **SERIAL)


def test_explore_runs_script_writes_small_tables(tmp_path):
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "explore_runs.py"),
            "--only",
            "planet",
            "--scale",
            "0.005",
            "--workers",
            "1",
            "--no-progress",
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr
    levels = pd.read_csv(tmp_path / "planet_levels.csv")
    assert {"players", "bots", "level", "share", "lower", "upper"} <= set(levels.columns)
    readings = pd.read_csv(tmp_path / "planet_readings.csv")
    assert set(readings["option"]) >= {"water", "removal"}
    meta = json.loads((tmp_path / "explore_runs.json").read_text())
    assert meta["games"]["planet"]["bots"] == ["random", "heuristic"]
    assert meta["games"]["planet"]["scale"] == 0.005 and meta["games"]["planet"]["seconds"] > 0


def test_numbers_as_text_for_the_explore_tables():
    from genesis_nb.explore.text import interval, pct, points

    assert pct(0.1234) == "12.3%"
    assert points(1.5) == "+1.50" and points(-2, 1) == "-2.0"
    assert interval(0.5, 0.4, 0.6) == "50.0% [40.0%, 60.0%]"
    assert interval(2.0, 1.0, 3.0, points) == "+2.00 [+1.00, +3.00]"


class NoGames(concurrent.futures.Executor):
    """An executor that plays nothing: a question refused before its first game never calls it."""

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        raise AssertionError("a game was sent before the question's arguments were checked")


NOT_PLAYED = {"executor": NoGames(), "progress": False}


@pytest.mark.parametrize(
    "question,game,words",
    [
        (q.team_levels, "herds", "herds is not cooperative.*first_player_advantage"),
        (q.first_player_advantage, "planet", "planet is cooperative.*team_levels"),
        (q.bot_ratings, "planet", "planet is cooperative.*team_levels"),
    ],
)
def test_a_question_for_the_other_kind_of_game_is_refused_before_any_game(question, game, words):
    with pytest.raises(ValueError, match=words):
        question(game, 2, ["random"], 4, **NOT_PLAYED)


@pytest.mark.parametrize(
    "question,game",
    [
        (q.first_player_advantage, "herds"),
        (q.team_levels, "planet"),
        (q.reading_effects, "herds"),
        (q.bot_ratings, "herds"),
        (angels_questions.dark_angel_strength, None),
    ],
)
def test_a_question_refuses_a_text_where_its_list_of_bots_goes(question, game):
    where = {} if game is None else {"game": game}
    with pytest.raises(TypeError, match=r"bots is a list of bots"):
        question(players=2, bots="random", games=2, **where, **NOT_PLAYED)


def test_the_tables_of_a_question_refuse_rows_of_the_other_kind_of_game():
    herds = q.tournament("herds", ["random"] * 2, games=2, **SERIAL)
    with pytest.raises(ValueError, match="herds is not cooperative.*first_player_table"):
        q.team_levels_table(herds)
    planet = q.tournament("planet", ["random"] * 2, games=2, **SERIAL)
    with pytest.raises(ValueError, match="planet is cooperative.*team_levels_table"):
        q.first_player_table(planet)


def test_the_command_line_shows_the_levels_a_cooperative_team_reached(capsys):
    from genesis_nb.explore.__main__ import main

    assert main(["planet", "random", "heuristic", "--games", "2", "--workers", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "levels reached" in out and "demigods" in out and "win rate" not in out


QUESTION_ARGUMENTS = [
    # (keyword arguments of first_player_advantage on herds, the error, words of its sentence)
    ({"players": "2"}, TypeError, "players is a number of players"),
    ({"players": 2.0}, TypeError, "players is a number of players"),
    ({"players": [2, 9]}, ValueError, "herds is played by 2 to 4 players, not 9"),
    ({"players": []}, ValueError, "at least one player count"),
    ({"bots": ["random", 5]}, TypeError, "names of the game's bots"),
    ({"bots": ["wizard"]}, ValueError, "no bot called 'wizard'"),
    ({"games": {"wizard": 4}}, ValueError, "'wizard' is not among the bots"),
    ({"games": {"random": 0}}, ValueError, "no lineup has a game to play"),
    ({"games": {"random": -1}}, ValueError, r"games\['random'\] is 0 or more"),
    ({"games": 2.5}, TypeError, "games is a whole number"),
    ({"seed": "s"}, TypeError, "seed is a whole number"),
]


@pytest.mark.parametrize("kwargs,error,words", QUESTION_ARGUMENTS, ids=[repr(k) for k, *_ in QUESTION_ARGUMENTS])
def test_a_questions_arguments_are_refused_with_a_sentence_before_any_game(kwargs, error, words):
    args = {"players": 2, "bots": ["random"], "games": 2, **kwargs}
    with pytest.raises(error, match=words):
        q.first_player_advantage("herds", **args, **NOT_PLAYED)


def test_a_question_takes_numpy_integers_and_refuses_readings_it_does_not_have():
    np = pytest.importorskip("numpy")
    t = q.first_player_advantage("herds", np.int64(2), ["random"], np.int64(2), seed=np.int32(1), **SERIAL)
    assert set(t["position"]) == {1, 2} and (t["games"] == 2).all()
    same = q.first_player_advantage("herds", [np.int8(2)], ["random"], {"random": np.int64(2)}, seed=1, **SERIAL)
    pd.testing.assert_frame_equal(same, t)
    with pytest.raises(TypeError, match="readings is a list of rule ids"):
        q.reading_effects("herds", 2, games=2, readings="H-X", **NOT_PLAYED)
    with pytest.raises(ValueError, match="herds has no reading 'H-NOPE'"):
        q.reading_effects("herds", 2, games=2, readings=["H-NOPE"], **NOT_PLAYED)
    with pytest.raises(TypeError, match="players is a whole number"):
        q.bot_ratings("herds", players=2.5, games=2, **NOT_PLAYED)
