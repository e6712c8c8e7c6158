"""A turn: the roll, two tiles from the dice (wilds, running out), the one-tile turn, the last tiles, the end."""

from collections import Counter

from herds_helpers import filled, game_from, grid, position

from genesis_nb.herds import Place, PlaceOne, board_from_data, from_position, new_game, square_index
from genesis_nb.herds.state import DIE_FACES


def P(name, terrain):
    return Place(square_index(name), terrain)


def P1(name, terrain):
    return PlaceOne(square_index(name), terrain)


# 13 land squares of the default board: a3..h3 and d4..h4
THIRTEEN = [f"{c}3" for c in "abcdefgh"] + [f"{c}4" for c in "defgh"]


def dice_terrains(g):
    return sorted({a.terrain for a in g.legal_actions() if isinstance(a, Place)})


def one_tile_terrains(g):
    return sorted({a.terrain for a in g.legal_actions() if isinstance(a, PlaceOne)})


# ------------------------------------------------------------------------------------------ the roll
def test_the_first_roll_is_an_event_and_the_dice_have_two_wild_faces_H_ROLL():
    g = new_game(["Ann", "Bo", "Cy"], seed=5)
    opening = g.rules.opening_events(g.state)
    assert [e.kind for e in opening] == ["roll"] and opening[0].data["player"] == "Ann"
    assert g.state.rolls == 1 and g.state.phase == "first"
    assert DIE_FACES.count(4) == 2 and sorted(DIE_FACES[:4]) == [0, 1, 2, 3]
    faces = Counter()
    for seed in range(400):
        faces.update(new_game(2, seed=seed).state.dice)
    assert all(faces[t] > 90 for t in range(4)) and 220 < faces[4] < 320  # wild is 1/3 of 800 faces


def test_each_turn_starts_with_a_recorded_roll_and_passes_clockwise_H_ROLL_H_ORDER():
    g = new_game(["Ann", "Bo", "Cy"], seed=5)
    a = next(x for x in g.legal_actions() if isinstance(x, PlaceOne))
    events = g.play(a)
    assert [e.kind for e in events] == ["place_one", "roll"]
    assert events[-1].data["player"] == "Bo" and g.state.turn == 1 and g.state.rolls == 2
    assert "rolls" in g.narration()[-1]
    # the roll is replayed exactly: same seed, same actions, same dice
    assert g.replay().state == g.state


# -------------------------------------------------------------------------------- two tiles from dice
def test_two_tiles_in_the_rolled_terrains_H_TWO_TILES():
    g = game_from(dice="forest,mountain")
    assert dice_terrains(g) == ["forest", "mountain"]
    assert one_tile_terrains(g) == ["forest", "mountain", "savannah", "wetland"]
    ev = g.play(P("b3", "forest"))
    assert ev[0].kind == "place" and ev[0].data["tile"] == 1 and ev[0].data["how"] == "match"
    assert g.state.phase == "second" and g.actor == 0
    assert dice_terrains(g) == ["mountain"] and one_tile_terrains(g) == []
    ev = g.play(P("n10", "mountain"))  # anywhere: far from the first tile (H-DICE-ORDER)
    assert [e.kind for e in ev] == ["place", "roll"] and g.state.turn == 1


def test_either_die_may_be_used_first_H_DICE_ORDER():
    g = game_from(dice="forest,mountain")
    g.play(P("b3", "mountain"))
    assert dice_terrains(g) == ["forest"]
    g.play(P("b4", "forest"))
    assert g.state.turn == 1


def test_wild_faces_allow_any_terrain_H_WILD():
    g = game_from(dice="wild,wild")
    assert dice_terrains(g) == ["forest", "mountain", "savannah", "wetland"]
    ev = g.play(P("b3", "wetland"))
    assert ev[0].data["how"] == "wild"
    assert dice_terrains(g) == ["forest", "mountain", "savannah", "wetland"]


def test_a_plain_die_is_spent_before_a_wild_one_H_DICE_ORDER():
    g = game_from(dice="wild,forest")
    g.play(P("b3", "forest"))  # uses the forest die: the wild one stays free
    assert g.state.used == 1 and dice_terrains(g) == ["forest", "mountain", "savannah", "wetland"]
    g = game_from(dice="wild,forest")
    g.play(P("b3", "savannah"))  # only the wild die allows savannah
    assert g.state.used == 0 and dice_terrains(g) == ["forest"]


def test_a_terrain_you_ran_out_of_becomes_any_terrain_H_RUNOUT():
    tiles = {name: "Fr" for name in THIRTEEN}  # all 13 forest tiles laid
    g = game_from(tiles, dice="forest,savannah")
    assert g.state.left[0] == [0, 13, 13, 13]
    assert dice_terrains(g) == ["mountain", "savannah", "wetland"]
    ev = g.play(P("b8", "wetland"))
    assert ev[0].data["how"] == "runout" and ev[0].data["die"] == "word.forest"
    assert dice_terrains(g) == ["savannah"]
    refusal = g.why_not(P("b9", "forest"))
    assert refusal.rule_id == "H-SUPPLY" and refusal.message() == "You have no forest tiles left."


def test_running_out_is_judged_tile_by_tile_H_RUNOUT_WHEN():
    tiles = {name: "Fr" for name in THIRTEEN[:12]}  # 12 forest tiles: one left
    g = game_from(tiles, dice="forest,forest")
    g.play(P("b8", "forest"))  # the last forest tile
    assert g.state.left[0][0] == 0
    assert dice_terrains(g) == ["mountain", "savannah", "wetland"]
    ev = g.play(P("b9", "mountain"))
    assert ev[0].data["how"] == "runout"


# ---------------------------------------------------------------------------------- the one-tile turn
def test_one_tile_of_any_terrain_instead_of_the_dice_H_ONE_TILE():
    g = game_from(dice="forest,forest")
    ev = g.play(P1("b3", "wetland"))
    assert [e.kind for e in ev] == ["place_one", "roll"] and g.state.turn == 1
    assert g.state.left[0] == [13, 13, 13, 12]


def test_no_one_tile_turn_after_a_tile_from_the_dice_H_SECOND_TILE():
    g = game_from(dice="forest,mountain")
    g.play(P("b3", "forest"))
    assert all(isinstance(a, Place) for a in g.legal_actions())
    refusal = g.why_not(P1("c3", "wetland"))
    assert refusal.rule_id == "H-ONE-TILE"
    assert refusal.message() == (
        "You already placed a tile with the forest die, so this turn follows the dice: your second tile must "
        "use the other die. The single tile of any terrain is an alternative you choose instead of the dice, "
        "before your first tile."
    )


# ------------------------------------------------------------------------------------- the last tiles
def test_with_one_tile_left_only_the_one_tile_turn_H_LAST_TILE():
    # four players: the reptiles have laid 51 tiles (all but one wetland), the others the rest
    tiles = filled(
        4, leave=("a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"), owners=lambda i: "r" if i < 51 else "dmh"[i % 3]
    )
    g = game_from(tiles, dice="forest,savannah")
    assert sum(g.state.left[0]) == 1
    assert g.state.left[0] == [0, 0, 0, 1]
    assert all(isinstance(a, PlaceOne) and a.terrain == "wetland" for a in g.legal_actions())
    refusal = g.why_not(P("a1", "wetland"))
    assert refusal.rule_id == "H-LAST-TILE"
    assert refusal.message() == (
        "You have only one tile left, so you cannot place two tiles from the dice: "
        "take the one-tile turn and place it on any vacant square."
    )
    g.play(P1("a1", "wetland"))
    assert g.state.turn == 1


def test_a_player_without_tiles_is_skipped_H_LAST_TILE():
    # two players: the dinosaurs have laid all 52 tiles, the reptiles 10
    tiles = filled(2, leave=(), owners=lambda i: "d" if i < 52 else "r")
    names = sorted(tiles, key=square_index)
    for name in names[62:]:
        del tiles[name]
    g = game_from(tiles, players="reptile,dinosaur", dice="wild,wild")
    assert sum(g.state.left[1]) == 0
    ev = g.play(P1(names[-1], "forest"))
    assert [e.kind for e in ev] == ["place_one", "skip", "roll"]
    assert ev[1].data["player"] == "dinosaur" and g.state.turn == 0


def test_the_game_ends_when_nobody_has_tiles_H_LAST_TILE():
    # a custom board with every blocked square beyond the river, so two players have all 110 squares
    land = " ".join(["."] * 11)
    rows = [land + " | . V T"] * 8 + [land + " | V T T"] * 2  # 10 volcanoes, 12 tar pits
    board = board_from_data({"board": {"grid": rows}})
    tiles = filled(
        2, leave=("a1", "b1", "c1", "d1", "e1", "f1", "g1"), board=board, owners=lambda i: "d" if i >= 51 else "r"
    )
    text = position(players="reptile,dinosaur", dice="wild,wild", grid_text=grid(tiles, 2, board))
    g = from_position(text, board=board)
    assert sum(g.state.left[0]) == 1 and sum(g.state.left[1]) == 0
    ev = g.play(P1("a1", "wetland"))
    assert [e.kind for e in ev] == ["place_one", "skip", "skip", "end"]
    assert ev[-1].rule == "H-LAST-TILE" and g.is_over
    assert "no player has a tile left" in g.narration()[-1]


# ----------------------------------------------------------------------------------------- the end
def near_end(players=2, leave=("a1", "b1", "c1")):
    return filled(players, leave=leave)


def test_the_game_ends_at_once_when_no_three_connected_vacant_squares_remain_H_END_H_END_MOMENT():
    g = game_from(near_end(), players="reptile,dinosaur", dice="wild,wild")
    assert not g.is_over
    ev = g.play(P("b1", "forest"))  # a1 and c1 are left, not connected: over, mid-turn
    assert [e.kind for e in ev] == ["place", "end"] and g.is_over
    assert g.legal_actions() == []
    assert g.state.cells[square_index("a1")] == 0  # the second tile was never placed
    refusal = g.why_not(P("a1", "forest"))
    assert refusal.rule_id == "H-END"


def test_the_game_goes_on_while_three_connected_vacant_squares_remain_H_END():
    g = game_from(near_end(leave=("a1", "b1", "c1", "d1")), players="reptile,dinosaur", dice="wild,wild")
    g.play(P("d1", "forest"))  # a1 b1 c1 still connected
    assert not g.is_over and g.state.phase == "second"
    g.play(P("a1", "savannah"))
    assert g.is_over


def test_finish_turn_option_places_the_second_tile_H_END_MOMENT():
    g = game_from(near_end(), players="reptile,dinosaur", dice="wild,forest", options={"end": "finish_turn"})
    ev = g.play(P("b1", "savannah"))
    assert [e.kind for e in ev] == ["place", "last_turn"] and not g.is_over
    assert {a.terrain for a in g.legal_actions()} == {"forest"}
    ev = g.play(P("c1", "forest"))
    assert [e.kind for e in ev] == ["place", "end"] and g.is_over


def test_a_one_tile_turn_can_end_the_game_H_END():
    g = game_from(near_end(), players="reptile,dinosaur", dice="wild,wild", options={"end": "finish_turn"})
    ev = g.play(P1("b1", "forest"))
    assert [e.kind for e in ev] == ["place_one", "end"] and g.is_over


def test_squares_beyond_the_river_never_count_with_two_players_H_END_H_RIVER():
    g = new_game(2, seed=1)
    assert all(g.state.cells[s] == -1 for s in range(140) if s % 14 >= 11)
    assert len({a.square for a in g.legal_actions()}) == len(g.rules.vacant(g.state)) == 93
    three = new_game(3, seed=1)
    assert len({a.square for a in three.legal_actions()}) == len(three.rules.vacant(three.state)) == 118
