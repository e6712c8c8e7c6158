"""Players' names are checked once, for every game (genesis_nb/core/names.py), before a game is set up."""

import json

import pytest

from genesis_nb.angels import from_position as angels_position
from genesis_nb.angels import load_game as angels_load
from genesis_nb.angels import new_game as angels_game
from genesis_nb.core import SaveFileError
from genesis_nb.core.names import MAX_NAME, check_names
from genesis_nb.herds import new_game as herds_game
from genesis_nb.planet import new_game as planet_game

GAMES = {"angels": angels_game, "herds": herds_game, "planet": planet_game}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize(
    "names, fault",
    [
        (["Ann", "word.dark_angel"], "looks like a word"),
        (["word.nobody", "Bo"], "looks like a word"),
        (["Ann", ""], "empty"),
        (["Ann", "   "], "empty"),
        ([" Ann", "Bo"], "spaces around"),
        (["Ann", "Bo\n"], "spaces around"),
        (["Ann", "B\x07o"], "control character"),
        (["Ann", "x" * (MAX_NAME + 1)], "characters long"),
        (["Ann", "ann"], "two players are called"),
        (["Ann", "Bo", "ANN"], "two players are called"),
        (["Ann", 7], "must be text"),
        ("AnnBo", "list of names"),
    ],
)
def test_a_bad_name_is_refused_in_every_game(game, names, fault):
    with pytest.raises(ValueError, match=fault):
        GAMES[game](names, seed=1)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_good_names_are_kept_as_given(game):
    names = ["Ann", "x" * MAX_NAME, "Zoë d'Arc"]
    g = GAMES[game](names, seed=1)
    assert g.players == names


def test_check_names_counts_the_players():
    assert check_names(("Ann", "Bo"), 2, 4) == ["Ann", "Bo"]
    with pytest.raises(ValueError, match="2 to 4 players, not 1"):
        check_names(["Ann"], 2, 4, "toy")
    with pytest.raises(ValueError, match="for 3 players, not 2"):
        check_names(["Ann", "Bo"], 3, 3, "toy")
    # a name that merely contains "word." is fine: only the prefix reads as a text key
    assert check_names(["my word.x", "Bo"], 2, 4) == ["my word.x", "Bo"]


def test_names_found_sound_before_are_still_counted_and_given_as_a_new_list():
    """Names already found sound are not checked again (``names._sound``), but against the same counts only,
    and each caller gets a list of its own."""
    first = check_names(["Ann", "Bo"], 2, 4)
    first.append("Cy")
    again = check_names(["Ann", "Bo"], 2, 4)
    assert again == ["Ann", "Bo"] and again is not first
    with pytest.raises(ValueError, match="for 3 players, not 2"):
        check_names(["Ann", "Bo"], 3, 3, "toy")
    with pytest.raises(ValueError, match="two players are called"):
        check_names(("Ann", "Bo", "ANN"), 2, 4)


def test_a_dark_angel_name_is_refused_in_a_position_and_a_save():
    text = (
        "angels players=gray,pink names=Ann,word.dark_angel god=II-morning phase=turns start=gray "
        "turn=gray stock=7.8.7 hands=1.0.0/0.0.1 void=gy,DA I=pk II=- III=- IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    )
    with pytest.raises(ValueError, match="looks like a word"):
        angels_position(text)
    doc = json.loads(angels_game(["Ann", "Bo"], seed=1).to_json())
    doc["players"] = ["Ann", "word.dark_angel"]
    with pytest.raises(SaveFileError, match="set-up is not valid.*looks like a word"):
        angels_load(json.dumps(doc))
