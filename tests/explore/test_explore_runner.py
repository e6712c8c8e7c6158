"""The tournament runner (genesis_nb.explore): seats rotated, seeds from the master seed, the same rows
on any executor and in any chunking, a tidy DataFrame of known shape and types."""

from __future__ import annotations

import concurrent.futures
import functools

import pytest

pd = pytest.importorskip("pandas")

import genesis_nb  # noqa: E402
from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.explore import chunks, derive_seed, plan, replay_game, tournament  # noqa: E402
from genesis_nb.explore.runner import IN_FLIGHT_PER_WORKER, MAX_CHUNK, chunk_plan, run_chunks  # noqa: E402

BASE = [
    "game",
    "seed",
    "players",
    "lineup",
    "rotation",
    "seat",
    "bot",
    "bot_seed",
    "starts",
    "score",
    "rank",
    "win_share",
    "nobody_won",
]


@pytest.fixture(scope="module")
def angels3():
    return tournament("angels", ["greedy", "random", "random"], games=12, seed=3, executor="serial")


def test_rotation_gives_every_bot_every_seat_equally(angels3):
    df = angels3
    assert df["game"].nunique() == 12
    seats = df.groupby(["bot", "seat"], observed=True).size().unstack()
    assert (seats.loc["greedy"] == 4).all()  # 12 games: 4 in each of the 3 seats
    assert (seats.loc["random"] == 8).all()
    # each game's lineup is the rotation of the last one's by one seat
    g0 = df[df.game == 0]["bot"].tolist()
    g1 = df[df.game == 1]["bot"].tolist()
    assert g1 == g0[1:] + g0[:1]


def test_games_round_up_to_whole_rotations_of_every_lineup():
    spec = plan("angels", ["greedy", "random"], players=4, games=10)
    # a pool of two for four seats: every mix with both bots in it (3 lineups), rotated over 4 seats
    assert len(spec.lineups) == 3 and spec.games == 12
    seen = {}
    for i in range(spec.games):
        _, _, seated = spec.seating(i)
        for s, e in enumerate(seated):
            seen[(e.label, s)] = seen.get((e.label, s), 0) + 1
    assert seen[("greedy", 0)] == seen[("greedy", 3)] == seen[("random", 0)] == seen[("random", 2)] == 6


def test_dataframe_shape_and_types(angels3):
    df = angels3
    assert list(df.columns) == BASE + ["dark_score", "plies", "options"]
    assert len(df) == 12 * 3
    for col, kind in {
        "game": "i",
        "seed": "i",
        "players": "i",
        "seat": "i",
        "bot_seed": "i",
        "score": "i",
        "rank": "i",
        "win_share": "f",
        "starts": "b",
        "nobody_won": "b",
        "plies": "i",
    }.items():
        assert df[col].dtype.kind == kind, col
    assert isinstance(df["bot"].dtype, pd.CategoricalDtype) and isinstance(df["lineup"].dtype, pd.CategoricalDtype)
    assert str(df["dark_score"].dtype) == "Int64"
    assert set(df["options"]) == {"default"}
    per_game = df.groupby("game")
    # a game's win shares add up to 1 (some seat won) or 0 (the dark angel did); winners have rank 1
    totals = per_game["win_share"].sum()
    assert ((totals.round(9) == 1) | (totals == 0)).all()
    assert (df.loc[df.win_share > 0, "rank"] == 1).all()
    assert (per_game["starts"].sum() == 1).all()
    assert (df["seed"] == [derive_seed(3, g) for g in df["game"]]).all()
    assert df.attrs["game"] == "angels" and df.attrs["games"] == 12


def test_team_game_has_team_and_level_columns():
    df = tournament("planet", ["heuristic", "random"], games=4, executor="serial")
    assert {"team", "level"} <= set(df.columns) and "dark_score" not in df.columns
    assert list(df["level"].cat.categories)[0] == "demigods"
    assert (df["score"] == df["team"]).all()
    herds = tournament("herds", ["random", "random"], games=2, executor="serial")
    assert not {"team", "level"} & set(herds.columns)
    assert list(herds.columns) == BASE + ["plies", "options"]


def test_same_rows_in_any_chunking_and_on_a_two_process_pool(angels3):
    one_by_one = tournament("angels", ["greedy", "random", "random"], games=12, seed=3, executor="serial", chunk_size=1)
    pool = tournament(
        "angels", ["greedy", "random", "random"], games=12, seed=3, executor="processes", workers=2, chunk_size=2
    )
    pd.testing.assert_frame_equal(one_by_one, angels3)
    pd.testing.assert_frame_equal(pool, angels3)
    assert pool.attrs["chunks"] == 6 and pool.attrs["executor"] == "process pool of 2"


def test_chunks_are_few_and_bounded():
    cs = chunks(10_000, 2)  # a progress bar moves in steps of 1%
    assert len(cs) == 100 and cs[0] == (0, 100) and cs[-1] == (9900, 10_000)
    assert len(chunks(1_000_000, 100)) == 1_000_000 // MAX_CHUNK
    assert chunks(7, 4) == [(i, i + 1) for i in range(7)]


def test_options_bots_by_factory_and_replay():
    factory = functools.partial(RandomBot)  # picklable: goes to other processes
    df = tournament(
        "angels",
        [("mine", factory), "random"],
        games=4,
        seed=9,
        options={"dark_tie": "players"},
        executor="processes",
        workers=2,
    )
    assert set(df["options"]) == {"dark_tie=players"} and set(df["bot"]) == {"mine", "random"}
    again = tournament(
        "angels", ["random", "random"], games=4, seed=9, options={"dark_tie": "players"}, executor="serial"
    )
    assert (again["score"].to_numpy() == df["score"].to_numpy()).all()  # same seeds, same random play
    game = replay_game(again, 2)
    sheet = game.scores()
    assert [sheet.total(s) for s in range(2)] == again[again.game == 2]["score"].tolist()


def test_refusals_name_what_to_choose():
    with pytest.raises(ValueError, match="no bot called 'nobody'"):
        tournament("angels", ["nobody", "random"], games=2, executor="serial")
    with pytest.raises(ValueError, match="2 to 6 players"):
        tournament("angels", ["random"], games=2, executor="serial")
    with pytest.raises(ValueError, match="dark_tie"):
        tournament("angels", ["random"] * 2, games=2, options={"dark_tie": "maybe"}, executor="serial")
    with pytest.raises(TypeError, match="executor"):
        tournament("angels", ["random"] * 2, games=2, executor=42)


def test_every_registered_game_with_bots_plays_a_tournament():
    for name, info in genesis_nb.games().items():
        if not info.bots:
            continue
        df = tournament(name, list(info.bots)[:1] * info.min_players, games=info.min_players, executor="serial")
        assert len(df) == info.min_players**2, name


class AtOnce(concurrent.futures.Executor):
    """Plays each chunk as it is sent and counts what was sent (a pool as fast as can be: all that waits
    is what the runner has not taken yet)."""

    def __init__(self) -> None:
        self.sent = 0

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        self.sent += 1
        future: concurrent.futures.Future = concurrent.futures.Future()
        future.set_result(fn(*args, **kwargs))
        return future


def test_only_a_few_chunks_per_worker_are_in_flight_and_the_rows_stay_the_same():
    """A billion games are ten million chunks: they are sent a few per worker at a time, not all at once."""
    spec = plan("herds", ["random", "random"], games=40)
    pool = AtOnce()
    waiting = []
    for taken, _ in enumerate(run_chunks(spec, iter(chunks(40, 2, 1)), pool, workers=2), start=1):
        waiting.append(pool.sent - taken)
    assert len(waiting) == 40 and max(waiting) <= IN_FLIGHT_PER_WORKER * 2
    sent = tournament("herds", ["random", "random"], games=40, executor=AtOnce(), workers=2, chunk_size=1)
    here = tournament("herds", ["random", "random"], games=40, executor="serial")
    pd.testing.assert_frame_equal(sent, here)
    assert sent.attrs["chunks"] == 40


def test_the_chunks_of_a_huge_tournament_are_not_listed_before_they_are_played():
    spec = plan("herds", ["random", "random"], games=10**9)
    size, count, ranges = chunk_plan(spec.games, 2)
    assert (size, count) == (MAX_CHUNK, 10**7) and next(iter(ranges)) == (0, MAX_CHUNK)
    assert not isinstance(ranges, list)
