"""A tournament's game played again from its table (replay_game): bots with settings rebuilt from the table's
attrs, a bot made by a factory given back by the caller, a table read back from a file told what it lacks."""

from __future__ import annotations

import functools
import json

import pytest

pd = pytest.importorskip("pandas")

from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.explore import plan, replay_game, tournament  # noqa: E402

SERIAL = {"executor": "serial", "progress": False}


def scores(game):
    sheet = game.scores()
    return [int(sheet.total(s)) for s in range(2)]


def rows(df, i):
    return df[df.game == i].sort_values("seat")["score"].tolist()


def test_a_bot_with_settings_is_replayed_from_the_table_and_from_its_attrs_as_json():
    df = tournament("herds", [("mcts-5", "mcts", {"iterations": 5}), "random"], games=2, **SERIAL)
    assert df.attrs["bots"] == {"mcts-5": {"kind": "mcts", "params": {"iterations": 5}}, "random": {"kind": "random"}}
    assert scores(replay_game(df, 1)) == rows(df, 1)
    kept = df.copy()
    kept.attrs = json.loads(json.dumps(df.attrs))  # what a parquet file keeps of them
    assert scores(replay_game(kept, 1)) == rows(df, 1)


def test_a_bot_made_by_a_factory_is_replayed_when_it_is_given_back():
    factory = functools.partial(RandomBot)
    df = tournament("herds", [("mine", factory), "random"], games=2, **SERIAL)
    json.dumps(df.attrs)  # plain data only: the factory itself is not kept
    with pytest.raises(ValueError, match=r"the bot 'mine' was made by a factory \(functools.partial.*bots=\{'mine'"):
        replay_game(df, 1)
    assert scores(replay_game(df, 1, bots={"mine": factory})) == rows(df, 1)
    assert scores(replay_game(df, 1, bots={"mine": (RandomBot, {})})) == rows(df, 1)
    with pytest.raises(ValueError, match="no bot labelled 'nobody' played: the labels are mine, random"):
        replay_game(df, 1, bots={"nobody": factory})
    with pytest.raises(TypeError, match="bots is a dict of a bot's label"):
        replay_game(df, 1, bots="mine")


def test_a_table_read_back_from_a_file_says_what_replay_needs(tmp_path):
    df = tournament("herds", ["random", "random"], games=2, **SERIAL)
    df.to_csv(tmp_path / "rows.csv", index=False)
    back = pd.read_csv(tmp_path / "rows.csv")
    with pytest.raises(ValueError, match=r"read back from a file.*TournamentSpec.*plan\(game, bots"):
        replay_game(back, 0)
    spec = plan("herds", ["random", "random"], games=2)
    assert scores(replay_game(spec, 0)) == rows(df, 0)


def test_a_table_that_does_not_say_how_a_bot_was_made_names_it():
    df = tournament("herds", [("mcts-5", "mcts", {"iterations": 5}), "random"], games=2, **SERIAL)
    del df.attrs["bots"]  # as a table made before the kit kept them
    with pytest.raises(ValueError, match="the bot 'mcts-5' was made by a bot of herds with settings or a factory"):
        replay_game(df, 0)
    assert scores(replay_game(df, 0, bots={"mcts-5": ("mcts", {"iterations": 5})})) == rows(df, 0)
