"""The pocket notation, its options and its board data: what they accept and how they refuse."""

from __future__ import annotations

import pocket_game
import pytest

from genesis_nb.core.errors import BoardFileError
from genesis_nb.core.notation import NotationError

START = "pocket names=Ann,Bo hand=1 cards=3,1 moves=- pots=0,0 stakes=0,0"


def test_a_position_round_trips_and_plays_on():
    g = pocket_game.from_position(START)
    assert g.notation() == START and g.actor == 0
    g.play(pocket_game.Bet())
    assert g.notation() == START.replace("moves=-", "moves=b")
    assert pocket_game.from_position(g.notation()).legal_actions() == g.legal_actions()


def test_names_with_spaces_are_percent_encoded():
    g = pocket_game.new_game(["Ann Lee", "Bo"], seed=1)
    assert "names=Ann%20Lee,Bo" in g.notation()
    assert pocket_game.from_position(g.notation()).players == ["Ann Lee", "Bo"]


@pytest.mark.parametrize(
    "text, words",
    [
        ("herds names=Ann,Bo", "starts with the word 'pocket'"),
        (START.replace("hand=1", "hand=7"), "a match of 6 hands"),
        (START.replace("cards=3,1", "cards=3,3"), "different ranks"),
        (START.replace("cards=3,1", "cards=3,4"), "more than 3"),
        (START.replace("cards=3,1", "cards=3"), "one per player"),
        (START.replace("moves=-", "moves=bb"), "not a hand's betting"),
        (START.replace("moves=-", "moves=x"), "not a hand's betting"),
        (START.replace("moves=-", "moves=cc"), "only the last hand"),
        (START.replace("pots=0,0", "pots=1,0"), "add up"),
        (START.replace("hand=1", "hand=2"), "last is given once a hand has ended"),
        (START + " last=0:3:0,0", "last is given once a hand has ended"),
        (START.replace("names=Ann,Bo", "names=Ann,Ann"), "names"),
        (START + " colour=red", "unknown field"),
    ],
)
def test_a_position_that_is_not_sound_is_refused_naming_the_fault(text, words):
    with pytest.raises(NotationError, match=words):
        pocket_game.from_position(text)


def test_a_finished_match_must_say_its_last_hand_truly():
    over = "pocket names=Ann,Bo hand=1 cards=3,1 moves=cc pots=2,0 stakes=1,1 last=0:2:3,1"
    g = pocket_game.from_position(over, options={"hands": 1})
    assert g.is_over and g.notation() == over
    with pytest.raises(NotationError, match="last"):
        pocket_game.from_position(over.replace("last=0:2:3,1", "last=1:2:3,1"), options={"hands": 1})


def test_options_refuse_what_they_do_not_know():
    with pytest.raises(ValueError, match="no option colour"):
        pocket_game.new_game(2, options={"colour": "red"})
    assert pocket_game.RULES.options_to_json(pocket_game.PocketOptions()) == {"hands": 6, "rotate": True}


def test_the_board_is_the_faces_of_the_cards(tmp_path):
    path = tmp_path / "deck.toml"
    path.write_text('faces = ["2", "3", "4", "5"]\n', encoding="utf-8")
    g = pocket_game.new_game(2, seed=1, board=str(path))
    assert g.board.faces == ("2", "3", "4", "5")
    for bad, words in [
        ({"faces": ["J", "Q"]}, "a list of 4"),
        ({"faces": ["J", "J", "K", "A"]}, "same face"),
        ({"faces": ["J", "Q", "K", "ACE"]}, "one or two letters"),
        ({"faces": FACES_OK, "extra": 1}, "keys a pocket board does not have"),
    ]:
        with pytest.raises(BoardFileError, match=words):
            pocket_game.new_game(2, board=bad)


FACES_OK = ["J", "Q", "K", "A"]
