"""The herds notation: round trips, and positions that cannot be read (NotationError naming the field)."""

import random

import pytest
from herds_helpers import BOARD, filled, grid, position

from genesis_nb.herds import NotationError, from_position, new_game
from genesis_nb.herds.notation import from_notation, to_notation


def test_round_trip_over_random_positions():
    for seed in range(30):
        n = 2 + seed % 3
        g = new_game(n, seed=seed, options={"end": "finish_turn"} if seed % 2 else None)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 120)):
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))
        text = g.notation()
        again = from_notation(text, BOARD, g.rules.options)
        assert again == g.state, text
        assert to_notation(again, BOARD) == text


def test_names_and_species_are_written():
    g = new_game(["Ann Lee", "Bo"], seed=1, species=["man", "mammal"])
    text = g.notation()
    assert "players=man,mammal" in text and "names=Ann%20Lee,Bo" in text
    h = from_position(text)
    assert h.players == ["Ann Lee", "Bo"] and h.state.species == [3, 2]


def test_vacant_squares_may_be_written_as_dots():
    text = position({"a1": "Fr"})
    dotted = text.replace("grid=Fr4V", "grid=Fr....V")
    assert from_position(dotted).state == from_position(text).state


BAD = [
    ("the word", "hurds players=reptile,dinosaur", "starts with the word 'herds'"),
    ("missing", "herds players=reptile,dinosaur turn=reptile", "missing field(s): phase, dice, grid"),
    ("twice", position().replace("phase=first", "phase=first phase=first"), "appears twice"),
    ("unknown field", position() + " colour=red", "unknown field(s): colour"),
    ("not a field", position() + " hello", "'hello' is not a key=value field"),
    ("bad species", position(players="reptile,snake"), "players must be species"),
    ("same species", position(players="reptile,reptile"), "every player plays a different species"),
    ("one player", position(players="reptile").replace("grid=", "grid="), "2 to 4 players"),
    ("turn", position(turn="mammal", players="reptile,dinosaur"), "turn='mammal' is not one of"),
    ("phase", position(phase="third"), "phase must be first, second or over"),
    ("dice", position(dice="forest"), "write the two faces rolled"),
    ("dice words", position(dice="forest,lava"), "write the two faces rolled"),
    ("used missing", position(phase="second"), "in phase second, write used=1 or used=2"),
    ("used in first", position(used="1"), "belongs to phase second only"),
    ("rolls", position().replace("rolls=1", "rolls=x"), "rolls='x'"),
    ("rows", position(grid_text="14/14"), "grid has 2 rows"),
    ("row length", position(grid_text="/".join(grid({}).split("/")[:9] + ["5V7"])), "grid row 10 describes 13 squares"),
    ("volcano missing", position(grid_text=grid({}).replace("5V8", "14", 1)), "square f1 is a volcano on this board"),
    ("volcano extra", position(grid_text=grid({}).replace("5V8", "V4V8", 1)), "square a1 is land on this board"),
    ("species letter", position(grid_text=grid({}).replace("5V8", "F4V8", 1)), "needs a species letter"),
    ("absent species", position({"a1": "Fh"}, players="reptile,dinosaur"), "man is not playing in this game"),
    ("symbol", position(grid_text=grid({}).replace("5V8", "5V7?", 1)), "unknown symbol '?'"),
    ("river", position({}, players="reptile,dinosaur").replace("5V5---", "5V8", 1), "square l1 lies beyond the river"),
    ("dash", position().replace("5V8", "5V5---", 1), "'-' marks a square beyond the river"),
    (
        "too many tiles",
        position({n: "Fr" for n in [f"{c}3" for c in "abcdefgh"] + [f"{c}4" for c in "defghi"]}),
        "reptile has 14 forest tiles",
    ),
    ("over too soon", position(phase="over", dice="-"), "the game is not over"),
    ("over dice", position(phase="over"), "write dice=-"),
    ("no room", position(filled(2, leave=("a1", "b1")), players="reptile,dinosaur"), "write phase=over"),
]


@pytest.mark.parametrize("label, text, fault", BAD, ids=[b[0] for b in BAD])
def test_bad_positions_are_refused_naming_the_field(label, text, fault):
    with pytest.raises(NotationError) as err:
        from_position(text)
    assert fault in str(err.value)


def test_a_player_without_tiles_cannot_have_the_turn():
    tiles = filled(2, leave=(), owners=lambda i: "d" if i < 52 else "r")
    names = sorted(tiles, key=lambda x: (int(x[1:]), x[0]))
    for name in names[60:]:
        tiles.pop(name)
    with pytest.raises(NotationError, match="dinosaur's turn, but that player has no tiles left"):
        from_position(position(tiles, players="reptile,dinosaur", turn="dinosaur"))


def test_second_phase_without_room_only_when_the_turn_is_finished():
    text = position(
        filled(2, leave=("a1", "c1")), players="reptile,dinosaur", phase="second", used="1", dice="forest,wild"
    )
    with pytest.raises(NotationError, match="write phase=over"):
        from_position(text)
    g = from_position(text, options={"end": "finish_turn"})
    assert g.state.phase == "second" and not g.is_over
