"""Every argument of a tournament is checked before the first game is played (issue 18), with a sentence
naming it; progress shows with tqdm, left on screen, and not at all when not wanted."""

from __future__ import annotations

import concurrent.futures
import functools

import pytest

pd = pytest.importorskip("pandas")
pytest.importorskip("tqdm")

from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.explore import Entrant, plan, play, questions, replay_game, tournament  # noqa: E402
from genesis_nb.explore.checks import whole  # noqa: E402

BOTS = ["greedy", "random"]


class Recorder(concurrent.futures.Executor):
    """An executor that records what is sent to it and plays nothing."""

    def __init__(self) -> None:
        self.sent = 0

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        self.sent += 1
        raise AssertionError("a game was sent before every argument was checked")


BAD = [
    # (keyword arguments, the error, words of its sentence)
    ({"game": None}, TypeError, "game is a game's name"),
    ({"game": 5}, TypeError, "game is a game's name"),
    ({"game": "chess"}, ValueError, "no game called 'chess'"),
    ({"bots": "greedy"}, TypeError, "bots is a list"),
    ({"bots": None}, TypeError, "bots is a list"),
    ({"bots": {"a": 1}}, TypeError, "bots is a list"),
    ({"bots": []}, ValueError, "at least one bot"),
    ({"bots": ["greedy", 3]}, TypeError, "a bot is a name"),
    ({"bots": ["greedy", "wizard"]}, ValueError, "no bot called 'wizard'"),
    ({"bots": ["greedy", ("", "random")]}, TypeError, "label is a text"),
    ({"bots": ["greedy", ("r", 5)]}, TypeError, "its kind is"),
    ({"bots": ["greedy", ("r", "random", [1])]}, TypeError, "its settings are a dict"),
    ({"bots": ["greedy", ("m", "mcts", {"iterations": [5]})]}, TypeError, "does not change"),
    ({"bots": ["greedy", ("m", "mcts", {"iteratons": 5})]}, ValueError, "'m' .*cannot be made.*iteratons"),
    ({"bots": ["greedy", ("m", "mcts", {"iterations": 0})]}, ValueError, "'m' .*cannot be made.*iterations"),
    ({"seed": "s"}, TypeError, "seed is a whole number"),
    ({"seed": 1.5}, TypeError, "seed is a whole number"),
    ({"seed": True}, TypeError, "seed is a whole number"),
    ({"max_plies": 0}, ValueError, "max_plies is 1 or more"),
    ({"max_plies": -1}, ValueError, "max_plies is 1 or more"),
    ({"max_plies": 1e9}, TypeError, "max_plies is a whole number"),
    ({"players": 2.5}, TypeError, "players is a whole number"),
    ({"players": "2"}, TypeError, "players is a whole number"),
    ({"players": 9}, ValueError, "2 to 6 players, not 9"),
    ({"games": -5}, ValueError, "games is 1 or more"),
    ({"games": 0}, ValueError, "games is 1 or more"),
    ({"games": 2.5}, TypeError, "games is a whole number"),
    ({"games": float("nan")}, TypeError, "games is a whole number"),
    ({"games": None}, TypeError, "games is a whole number"),
    ({"games": 10**30}, ValueError, "games is at most 1,000,000,000, not 1e"),
    ({"workers": 10**6}, ValueError, "workers is at most 1,024"),
    ({"options": "dark"}, TypeError, "options is a dict"),
    ({"options": {"nope": 1}}, ValueError, "nope"),
    ({"options": {1: 2}}, TypeError, "an option's name is a text"),
    ({"workers": 0}, ValueError, "workers is 1 or more"),
    ({"workers": 1.5}, TypeError, "workers is a whole number"),
    ({"chunk_size": 0}, ValueError, "chunk_size is 1 or more"),
    ({"chunk_size": "10"}, TypeError, "chunk_size is a whole number"),
    ({"progress": "no"}, TypeError, "progress is True, False or None"),
    ({"executor": "threads"}, ValueError, "executor: 'processes', 'serial' or 'dask'"),
    ({"executor": 3}, TypeError, "executor: None"),
]


@pytest.mark.parametrize("kwargs,error,words", BAD, ids=[repr(k) for k, *_ in BAD])
def test_every_argument_is_refused_with_a_sentence_before_any_game(kwargs, error, words):
    recorder = Recorder()
    args = {"game": "angels", "bots": BOTS, "games": 4, "executor": recorder, "progress": False, **kwargs}
    game, bots = args.pop("game"), args.pop("bots")
    with pytest.raises(error, match=words):
        tournament(game, bots, **args)
    assert recorder.sent == 0


def test_a_factory_that_cannot_travel_is_refused_before_the_pool_starts():
    local = lambda seed: RandomBot(seed)  # noqa: E731 - a lambda does not pickle
    with pytest.raises(TypeError, match="picklable"):
        tournament("angels", ["greedy", ("local", local)], games=2, executor="processes", workers=2, progress=False)
    # in this process it plays
    df = tournament("angels", ["greedy", ("local", local)], games=2, executor="serial", progress=False)
    assert set(df["bot"]) == {"greedy", "local"}


def test_numpy_integers_are_whole_numbers():
    np = pytest.importorskip("numpy")
    spec = plan("angels", BOTS, games=np.int64(3), seed=np.int32(7), players=np.int8(2))
    assert (spec.games, spec.seed, spec.players) == (4, 7, 2) and type(spec.seed) is int


def test_whole_refuses_bool_and_floats():
    assert whole(0, "x") == 0
    for bad in (True, 1.0, "1", None, float("inf")):
        with pytest.raises(TypeError, match="x is a whole number"):
            whole(bad, "x")


def test_games_and_settings_that_are_right_are_played():
    df = tournament(
        "angels",
        ["greedy", ("fast", functools.partial(RandomBot))],
        games=3,
        executor="serial",
        progress=False,
        max_plies=10_000,
    )
    assert df["game"].nunique() == 4  # rounded up to whole rotations
    assert isinstance(Entrant("r", "random"), Entrant)


def test_replay_game_checks_its_game_id():
    spec = plan("angels", BOTS, games=2)
    with pytest.raises(ValueError, match="games 0 to 1, not 2"):
        replay_game(spec, 2)
    with pytest.raises(TypeError, match="game_id is a whole number"):
        replay_game(spec, "0")
    with pytest.raises(TypeError, match="a tournament's DataFrame"):
        replay_game(None, 0)
    assert replay_game(spec, 1).is_over


def test_progress_bar_counts_every_game_and_stays(capsys):
    tournament("angels", BOTS, games=6, executor="serial", progress=True)
    err = capsys.readouterr().err
    assert "6/6" in err and err.rstrip().endswith("]")  # left on screen, finished


def test_progress_off_prints_nothing(capsys):
    tournament("angels", BOTS, games=6, executor="serial", progress=False)
    assert capsys.readouterr().err == ""


def test_progress_by_default_waits_for_a_run_that_lasts(capsys, monkeypatch):
    tournament("angels", BOTS, games=2, executor="serial")  # a moment: no bar
    assert capsys.readouterr().err == ""
    monkeypatch.setattr("genesis_nb.explore.runner.PROGRESS_AFTER", 0.0)
    tournament("angels", BOTS, games=2, executor="serial")
    assert "2/2" in capsys.readouterr().err


def test_progress_moves_game_by_game_in_this_process():
    seen = []
    play.play_chunk(plan("angels", BOTS, games=4), 0, 4, seen.append)
    assert seen == [1, 1, 1, 1]


def test_the_command_line_says_what_it_refuses(capsys):
    from genesis_nb.explore.__main__ import main

    assert main(["angels", "greedy", "wizard", "--games", "2", "--workers", "1", "--no-progress"]) == 2
    assert "no bot called 'wizard'" in capsys.readouterr().err
    assert main(["angels", "greedy", "random", "--games", "0", "--workers", "1", "--no-progress"]) == 2
    assert "games is 1 or more" in capsys.readouterr().err


HOSTILE = [None, float("nan"), float("inf"), -1, 0, 2.5, "x", "", [], {}, (), True, object(), 10**30]


def test_fuzzed_arguments_are_played_or_refused_with_a_sentence():
    """Every argument drawn from hostile values (types, ranges, NaN and infinities): the call plays or
    raises TypeError or ValueError with a sentence, never another error."""
    hypothesis = pytest.importorskip("hypothesis")
    st = hypothesis.strategies

    def pool(*good):
        return st.sampled_from([*good, *HOSTILE])

    @hypothesis.settings(max_examples=60, deadline=None, derandomize=True)
    @hypothesis.given(
        game=pool("angels", "herds"),
        bots=pool(["greedy", "random"], ["random"], ["random", ("m", "random", {"seed": 1})]),
        players=pool(None, 2),
        games=pool(1, 2),
        seed=pool(0, 7, -3),
        options=pool(None, {}),
        max_plies=pool(100_000),
        chunk_size=pool(None, 1),
        progress=pool(False, None),
    )
    def check(**kw):
        game, bots = kw.pop("game"), kw.pop("bots")
        try:
            df = tournament(game, bots, executor="serial", **kw)
        except (TypeError, ValueError) as exc:
            text = str(exc)
            assert text and text[0].isalpha() and len(text) < 400, text
            assert "Traceback" not in text
        else:
            assert len(df) > 0

    check()


def _no_tournament(*args, **kwargs):
    raise AssertionError("games were played before the command line's arguments were checked")


@pytest.mark.parametrize(
    "out,words",
    [
        ("/nonexistent/dir/x.csv", "--out: there is no folder '/nonexistent/dir'"),
        (".", "--out: '.' is a folder"),
    ],
)
def test_the_command_line_checks_where_it_saves_before_playing(out, words, capsys, monkeypatch):
    from genesis_nb.explore.__main__ import main

    monkeypatch.setattr("genesis_nb.explore.tournament", _no_tournament)
    assert main(["herds", "random", "random", "--games", "2", "--workers", "1", "--no-progress", "--out", out]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err and "Traceback" not in err
    question = ["herds", "--question", "first_player_advantage", "--workers", "1", "--no-progress", "--out", out]
    monkeypatch.setitem(questions.SHARED, "first_player_advantage", (lambda info: True, _no_tournament))
    assert main(question) == 2 and words in capsys.readouterr().err


def test_the_command_line_saves_its_rows_where_it_is_told(tmp_path, capsys):
    from genesis_nb.explore.__main__ import main

    out = tmp_path / "rows.csv.gz"
    assert (
        main(["herds", "random", "random", "--games", "2", "--workers", "1", "--no-progress", "--out", str(out)]) == 0
    )
    assert len(pd.read_csv(out)) == 4 and f"rows saved to {out}" in capsys.readouterr().out


def test_the_command_line_says_when_a_question_refuses_its_arguments(capsys):
    from genesis_nb.explore.__main__ import main

    args = ["herds", "wizard", "--question", "first_player_advantage", "--games", "2", "--workers", "1"]
    assert main([*args, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: herds has no bot called 'wizard'") and "Traceback" not in err
    assert main(["herds", "random", "random", "--local-cluster", "-1", "--no-progress"]) == 2
    assert "error: --local-cluster is 1 or more, not -1" in capsys.readouterr().err


def test_the_command_line_says_when_it_cannot_reach_the_scheduler(capsys, monkeypatch):
    pytest.importorskip("distributed")
    from genesis_nb.explore import __main__ as cli

    monkeypatch.setattr(cli, "CONNECT_SECONDS", 1)
    monkeypatch.setattr("genesis_nb.explore.tournament", _no_tournament)
    assert cli.main(["herds", "random", "random", "--scheduler", "tcp://127.0.0.1:1", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert (
        err.startswith("error: --scheduler: no Dask scheduler answered at tcp://127.0.0.1:1") and "Traceback" not in err
    )
    assert cli.main(["herds", "random", "random", "--scheduler", "nonsense", "--no-progress"]) == 2
    assert "error: --scheduler: " in capsys.readouterr().err
