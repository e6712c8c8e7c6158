"""The exact events, rule ids, phase names and sentences of herds' rules model (genesis_nb/herds/rules.py).

Each test pins something that only the words of an event or a refusal show: which rule an event names,
the data it carries, the phase a position is in, what the rules object says with its default arguments.
Each was found as a surviving mutant of rules.py (scripts/mutation.py).
"""

from __future__ import annotations

import pytest
from herds_helpers import filled, game_from, position

import genesis_nb.herds.picture as picture_module
from genesis_nb.core.chance import Chance
from genesis_nb.core.rules import Event
from genesis_nb.herds import (
    CATALOGUE,
    MACHINE,
    RULES,
    HerdsRules,
    Place,
    PlaceOne,
    from_position,
    new_game,
    score_details,
    scoring,
    square_index,
)
from genesis_nb.herds.state import DIE_FACES

TWO = "reptile,dinosaur"


def P(name, terrain):
    return Place(square_index(name), terrain)


def P1(name, terrain):
    return PlaceOne(square_index(name), terrain)


def tile(seat, species, terrain, name, **extra):
    """The data of a tile event: who placed which terrain where (plus the dice part of a ``place``)."""
    data = {
        "player": species,
        "seat": seat,
        "species": f"word.{species}",
        "terrain": f"word.{terrain}",
        "square": name,
        "index": square_index(name),
    }
    if extra:
        how = extra["how"]
        data.update(tile=extra["tile"], die=f"word.{extra['die']}", how=how, reason=f"word.how_{how}")
    return data


# -- what the rules say of themselves ------------------------------------------------------------------
def test_the_phases_name_their_rules_and_who_decides():
    """The phase machine mirrors the rulebook's turn: the roll resolves by itself, the two tiles are
    decisions, the end is not; the catalogue belongs to herds."""
    assert [(p.name, p.rule, p.decision) for p in MACHINE.phases.values()] == [
        ("turn_start", "H-ROLL", False),
        ("first_tile", "H-TURN", True),
        ("second_tile", "H-TWO-TILES", True),
        ("game_over", "H-END", False),
    ]
    assert CATALOGUE.game == "herds" and RULES.catalogue is CATALOGUE
    assert (RULES.name, RULES.min_players, RULES.max_players) == ("herds", 2, 4)


def test_the_rules_refuse_two_players_with_the_same_name():
    """Called directly (the game object checks names before it), the rules refuse a repeated name."""
    with pytest.raises(ValueError) as err:
        RULES.new_state(["Ann", "Ann"], None, None, Chance(1))
    assert str(err.value) == "every player needs a different name"


def test_phase_names_of_the_first_tile_the_second_tile_and_the_end():
    g = game_from(dice="forest,mountain")
    assert RULES.phase_name(g.state) == "first_tile"
    g.play(P("b3", "forest"))
    assert RULES.phase_name(g.state) == "second_tile"
    assert g.view()["phase"] == "second_tile"
    g = game_from(filled(2, leave=("a1", "b1", "c1")), players=TWO, dice="wild,wild")
    g.play(P("b1", "forest"))
    assert RULES.phase_name(g.state) == "game_over"


# -- the roll ------------------------------------------------------------------------------------------
def test_the_opening_roll_is_told_in_full_H_ROLL():
    """The set-up's roll names the player, the seat, the species and both dice (die 1 first), and counts
    as roll 1."""
    g = new_game(["Ann", "Bo", "Cy"], seed=1)
    assert g.state.dice == (0, 3)
    roll = Event(
        "roll",
        "H-ROLL",
        {
            "player": "Ann",
            "seat": 0,
            "species": "word.reptile",
            "die1": "word.forest",
            "die2": "word.wetland",
            "faces": ["forest", "wetland"],
            "roll": 1,
        },
    )
    assert g.rules.opening_events(g.state) == [roll]
    assert g.events() == [roll]
    assert g.narration() == ["Ann (reptile) rolls forest and wetland."]
    ev = g.play(P1("b3", "wetland"))
    assert ev[-1].rule == "H-ROLL" and ev[-1].data["seat"] == 1 and ev[-1].data["roll"] == 2
    assert g.narrate(ev[-1:], observer=1) == ["You (dinosaur) roll mountain and mountain."]
    assert g.rules.opening_events(g.state) == []  # after the first action there is no set-up to tell


def test_a_position_with_tiles_already_laid_has_no_opening_roll():
    """A position read from the notation after its first roll (tiles on the board, rolls=1) or after later
    rolls tells no set-up roll: the opening events belong to a new game only."""
    g = game_from({"c3": "Fr"}, rolls=1)
    assert RULES.opening_events(g.state) == [] and g.events() == []
    g = game_from(rolls=2)
    assert RULES.opening_events(g.state) == []
    g = game_from(rolls=1)
    assert [e.kind for e in RULES.opening_events(g.state)] == ["roll"]


def test_every_roll_throws_exactly_two_dice():
    """Each roll asks chance for two dice of the herds die (a counting chance records the draws)."""

    class CountingChance(Chance):
        def __init__(self, seed):
            super().__init__(seed)
            self.asked = []

        def roll(self, counter, faces, dice=1):
            self.asked.append((counter, tuple(faces), dice))
            return super().roll(counter, faces, dice)

    chance = CountingChance(3)
    s = RULES.new_state(["Ann", "Bo"], None, None, chance)
    RULES.apply(s, P1("b3", "forest"), chance)
    assert chance.asked == [(0, DIE_FACES, 2), (1, DIE_FACES, 2)]


# -- the tiles -------------------------------------------------------------------------------------------
def test_each_kind_of_tile_names_its_rule_H_TWO_TILES_H_WILD_H_RUNOUT_H_ONE_TILE():
    g = game_from(dice="forest,wild")
    ev = g.play(P("b3", "forest"))
    assert ev == [Event("place", "H-TWO-TILES", tile(0, "reptile", "forest", "b3", tile=1, die="forest", how="match"))]
    ev = g.play(P("c3", "mountain"))
    assert ev[0] == Event("place", "H-WILD", tile(0, "reptile", "mountain", "c3", tile=2, die="wild", how="wild"))
    assert [e.rule for e in ev] == ["H-WILD", "H-ROLL"]

    g = game_from(turn="dinosaur", dice="savannah,savannah")
    ev = g.play(P1("d4", "wetland"))
    assert ev[0] == Event("place_one", "H-ONE-TILE", tile(1, "dinosaur", "wetland", "d4"))


def test_exactly_two_tiles_left_still_allow_a_two_tile_turn_H_LAST_TILE_H_RUNOUT():
    """Only a player with a single tile left is held to the one-tile turn: with two left (one mountain,
    one wetland) both come from the dice, which show terrains the player has run out of."""
    tiles = filled(
        4, leave=("a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"), owners=lambda i: "r" if i < 50 else "dmh"[i % 3]
    )
    g = game_from(tiles, dice="forest,savannah")
    assert g.state.left[0] == [0, 0, 1, 1]
    assert g.why_not(P("a1", "mountain")) is None
    assert {a.terrain for a in g.legal_actions() if isinstance(a, Place)} == {"mountain", "wetland"}
    assert g.view()["legal"]["dice_terrains"] == ["mountain", "wetland"]
    ev = g.play(P("a1", "mountain"))
    assert ev == [Event("place", "H-RUNOUT", tile(0, "reptile", "mountain", "a1", tile=1, die="forest", how="runout"))]
    ev = g.play(P("b1", "wetland"))
    assert ev[0] == Event(
        "place", "H-RUNOUT", tile(0, "reptile", "wetland", "b1", tile=2, die="savannah", how="runout")
    )
    assert g.state.turn == 1


def test_why_a_terrain_is_allowed_reads_the_die_left_for_the_second_tile():
    """After the first tile spent die 2, the second tile's reason comes from die 1, and the reverse."""
    g = game_from(dice="forest,wild", phase="second", used="2")
    assert RULES.die_reason(g.state, 0) == "match"
    assert g.view()["how"] == {"forest": "match"}
    g = game_from(dice="forest,wild", phase="second", used="1")
    assert [RULES.die_reason(g.state, t) for t in range(4)] == ["wild"] * 4
    g = game_from(dice="wild,savannah")
    assert [RULES.die_reason(g.state, t) for t in range(4)] == ["wild", "match", "wild", "wild"]


# -- refusals echo bad input, cut short ----------------------------------------------------------------
LONG = "abcdefghijklmnopqrstuvwxyz0123456789"  # 36 characters


def test_a_long_unknown_terrain_is_echoed_cut_at_30_characters_H_TERRAINS():
    refusal = game_from().why_not(Place(3, LONG))
    assert refusal.rule_id == "H-TERRAINS"
    assert refusal.message() == (
        "There is no terrain called 'abcdefghijklmnopqrstuvwxyz0123': "
        "the terrains are forest, savannah, mountain and wetland."
    )


def test_a_long_square_that_is_no_number_is_echoed_cut_at_30_characters_H_BOARD():
    refusal = game_from().why_not(PlaceOne(LONG, "forest"))
    assert refusal.rule_id == "H-BOARD"
    assert refusal.message() == (
        "There is no square abcdefghijklmnopqrstuvwxyz0123 on the board: squares are numbered 0 to 139 (a1 to n10)."
    )


# -- the end --------------------------------------------------------------------------------------------
def near_end(**fields):
    return game_from(filled(2, leave=("a1", "b1", "c1")), players=TWO, **fields)


def end_event(rule, reason, g):
    sheet = g.scores()
    title = {"n": len(sheet.winners), "word": "winner"}
    data = {
        "reason": f"word.end_{reason}",
        "winners": sheet.winner_names(),
        "title": title,
        "winner_seats": list(sheet.winners),
        "totals": sheet.totals,
    }
    return Event("end", rule, data)


def test_the_end_for_lack_of_room_in_mid_turn_names_H_END():
    g = near_end(dice="wild,wild")
    ev = g.play(P("b1", "forest"))
    assert ev[-1] == end_event("H-END", "room", g)
    assert ev[-1].data["reason"] == "word.end_room"
    assert g.narration()[-1].startswith("The game is over: no three connected vacant squares are left.")


def test_the_end_for_lack_of_room_after_a_one_tile_turn_names_H_END():
    g = near_end(dice="wild,wild")
    ev = g.play(P1("b1", "forest"))
    assert [e.rule for e in ev] == ["H-ONE-TILE", "H-END"]
    assert ev[-1] == end_event("H-END", "room", g)


def test_finishing_the_turn_is_announced_for_the_player_H_END_MOMENT():
    g = near_end(dice="wild,forest", options={"end": "finish_turn"})
    ev = g.play(P("b1", "savannah"))
    assert ev[-1] == Event("last_turn", "H-END-MOMENT", {"player": "reptile", "seat": 0})
    assert g.narrate(ev[-1:], observer=0) == [
        "No three connected vacant squares are left; you finish the turn with the second tile, then the game ends."
    ]
    ev = g.play(P("c1", "forest"))
    assert ev[-1] == end_event("H-END", "room", g)


def skipped_dinosaur(dinosaur_tiles):
    """Two players; the dinosaurs have laid ``dinosaur_tiles`` tiles, the reptiles the rest of 62."""
    tiles = filled(2, owners=lambda i: "d" if i < dinosaur_tiles else "r")
    names = sorted(tiles, key=square_index)
    for name in names[62:]:
        del tiles[name]
    return game_from(tiles, players=TWO, dice="wild,wild"), names[-1]


def test_a_skipped_player_is_named_with_the_seat_H_LAST_TILE():
    g, free = skipped_dinosaur(52)
    ev = g.play(P1(free, "forest"))
    assert ev[1] == Event("skip", "H-LAST-TILE", {"player": "dinosaur", "seat": 1})
    assert g.narrate(ev[1:2], observer=1) == ["You have no tiles left and are skipped."]


def test_a_player_with_a_single_tile_left_is_not_skipped_H_LAST_TILE():
    g, free = skipped_dinosaur(51)
    assert sum(g.state.left[1]) == 1
    ev = g.play(P1(free, "forest"))
    assert [e.kind for e in ev] == ["place_one", "roll"]
    assert g.state.turn == 1 and g.actor == 1


# -- scores --------------------------------------------------------------------------------------------
def test_a_single_winner_is_not_a_shared_win_H_WIN_TIE():
    g = game_from({"b3": "Fr", "c3": "Fr", "d3": "Fr"})
    sheet = g.scores()
    assert sheet.winners == [0] and sheet.notes == ["provisional"]
    assert score_details(g)["winners"] == ["reptile"]
    g = game_from({"b3": "Fr", "c3": "Fr", "d3": "Fr", "f2": "Sd", "g2": "Sd", "h2": "Sd"})
    sheet = g.scores()
    assert sheet.winners == [0, 1] and sheet.notes == ["provisional", "shared"]
    assert score_details(g)["winners"] == ["reptile", "dinosaur"]


def test_decompose_gives_the_areas_and_herds_of_the_position():
    g = game_from({"b3": "Fr", "c3": "Fr", "d3": "Fd"})
    d = RULES.decompose(g.state)
    assert isinstance(d, scoring.Decomposition)
    assert d.area_of == scoring.Decomposition(g.state.cells).area_of
    area = d.area_of[square_index("b3")]
    assert d.area_size(area) == 3 and d.herd_list(area) == [(0, 2), (1, 1)]


# -- default arguments and words -----------------------------------------------------------------------
def test_the_view_is_the_public_one_by_default():
    g = game_from({"c3": "Fr"})
    view = RULES.view(g.state)
    assert view["observer"] == "public" and view == RULES.view(g.state, "public")


def test_the_picture_is_drawn_from_the_public_view_in_english_by_default(monkeypatch):
    g = game_from({"c3": "Fr"})
    svg = RULES.picture(g.state)
    assert svg.startswith("<svg") and svg == RULES.picture(g.state, "public", "en")
    calls = []

    def draw(rules, state, observer, lang, highlight):
        calls.append((rules, state, observer, lang, highlight))
        return "drawn"

    monkeypatch.setattr(picture_module, "draw", draw)
    assert RULES.picture(g.state) == "drawn"
    assert calls == [(RULES, g.state, "public", "en", None)]


def test_actions_are_described_in_english_by_default():
    class Recorder:
        def __init__(self):
            self.langs = []

        def render(self, key, lang, params):
            self.langs.append(lang)
            return CATALOGUE.render(key, lang, params)

    rules = HerdsRules()
    rules.catalogue = Recorder()
    assert rules.describe(Place(0, "forest")) == "place a forest tile on a1 with the dice"
    assert rules.describe(PlaceOne(0, "wetland")) == "place a single wetland tile on a1 (the one-tile turn)"
    assert rules.catalogue.langs == ["en", "en"]


def test_describing_an_unknown_terrain_or_something_else_echoes_it():
    assert RULES.describe(Place(3, "desert")) == "place a desert tile on d1 with the dice"
    assert RULES.describe(PlaceOne(200, "forest")) == "place a single forest tile on 200 (the one-tile turn)"
    assert RULES.describe("pass") == "pass"
    assert RULES.describe(None) == "None"


def test_a_position_read_back_keeps_its_phase_name():
    text = position({"c3": "Fr"}, dice="forest,wild", phase="second", used="1")
    assert from_position(text).view()["phase"] == "second_tile"
