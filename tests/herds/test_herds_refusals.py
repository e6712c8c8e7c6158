"""Every refusal names its rule and says why in a plain sentence; a refused action changes nothing."""

import pytest
from herds_helpers import game_from

from genesis_nb.core.errors import RuleViolation
from genesis_nb.herds import Place, PlaceOne, square_index

CASES = [
    # (position fields, action, rule, sentence)
    (
        dict(tiles={"c3": "Fr"}),
        Place(square_index("c3"), "forest"),
        "H-VACANT",
        "Square c3 already holds a tile (a reptile on forest): a tile goes only on a vacant square.",
    ),
    (
        dict(tiles={"c3": "Wm"}),
        PlaceOne(square_index("c3"), "forest"),
        "H-VACANT",
        "Square c3 already holds a tile (a mammal on wetland): a tile goes only on a vacant square.",
    ),
    (
        dict(),
        Place(square_index("f1"), "forest"),
        "H-BLOCKED",
        "Square f1 is a volcano: no tile can be placed on a volcano.",
    ),
    (
        dict(),
        PlaceOne(square_index("i3"), "forest"),
        "H-BLOCKED",
        "Square i3 is a tar pit: no tile can be placed in a tar pit.",
    ),
    (
        dict(players="reptile,dinosaur"),
        Place(square_index("l1"), "forest"),
        "H-RIVER",
        "Square l1 lies beyond the river: a two-player game uses only the squares left of the river.",
    ),
    (
        dict(),
        Place(3, "desert"),
        "H-TERRAINS",
        "There is no terrain called 'desert': the terrains are forest, savannah, mountain and wetland.",
    ),
    (
        dict(),
        Place(140, "forest"),
        "H-BOARD",
        "There is no square 140 on the board: squares are numbered 0 to 139 (a1 to n10).",
    ),
    (
        dict(),
        PlaceOne(-1, "forest"),
        "H-BOARD",
        "There is no square -1 on the board: squares are numbered 0 to 139 (a1 to n10).",
    ),
    (
        dict(dice="forest,mountain"),
        Place(square_index("a1"), "wetland"),
        "H-DICE",
        "The dice show forest and mountain, so a wetland tile is not one of them (a wild face, or a rolled "
        "terrain you have run out of, would allow it). To place wetland anyway, take the one-tile turn instead "
        "of the dice.",
    ),
    (
        dict(dice="forest,mountain", phase="second", used="1"),
        Place(square_index("a1"), "forest"),
        "H-DICE",
        "Your first tile used the forest die; the other die shows mountain, so your second tile cannot be forest.",
    ),
    (
        dict(dice="wild,mountain", phase="second", used="2"),
        PlaceOne(square_index("a1"), "forest"),
        "H-ONE-TILE",
        "You already placed a tile with the mountain die, so this turn follows the dice: your second tile must "
        "use the other die. The single tile of any terrain is an alternative you choose instead of the dice, "
        "before your first tile.",
    ),
    (dict(), "pass", "H-TURN", "That is not an action of this game: a turn places tiles, one or two."),
]


@pytest.mark.parametrize("fields, action, rule, sentence", CASES)
def test_refusal_names_the_rule_and_explains(fields, action, rule, sentence):
    fields = dict(fields)
    tiles = fields.pop("tiles", None)
    g = game_from(tiles, **fields)
    before = g.state.copy()
    refusal = g.why_not(action)
    assert refusal is not None and refusal.rule_id == rule
    assert refusal.message() == sentence
    assert refusal.to_json()["rule"] == rule
    with pytest.raises(RuleViolation) as err:
        g.play(action)
    assert str(err.value) == sentence
    assert g.state == before and g.steps == []
    assert g.rules.catalogue[rule].text()  # the rule is in the catalogue


def test_nothing_is_legal_once_the_game_is_over_H_END():
    from herds_helpers import filled

    g = game_from(filled(2, leave=("a1", "b1")), players="reptile,dinosaur", phase="over", dice="-")
    assert g.is_over and g.legal_actions() == [] and g.actor is None
    refusal = g.why_not(Place(0, "forest"))
    assert refusal.rule_id == "H-END"
    assert refusal.message() == (
        "The game is over: no group of three connected vacant squares is left, so no more tiles are placed."
    )


def _agree(g):
    legal = g.legal_actions()
    assert len(set(legal)) == len(legal), "legal actions are distinct"
    legal = set(legal)
    for sq in range(140):
        for t in ("forest", "savannah", "mountain", "wetland"):
            for a in (Place(sq, t), PlaceOne(sq, t)):
                assert (g.why_not(a) is None) == (a in legal), a


def test_legal_actions_are_exactly_the_actions_the_check_allows():
    _agree(game_from({"c3": "Fr"}, dice="forest,wild"))
    import random

    from genesis_nb.herds import new_game

    for seed in range(12):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed)
        stops = sorted(rng.sample(range(1, 100), 4))
        ply = 0
        while not g.is_over and stops:
            if ply == stops[0]:
                stops.pop(0)
                _agree(g)
            g.play(rng.choice(g.legal_actions()))
            ply += 1


def test_every_message_and_rule_used_exists():
    import re
    from pathlib import Path

    import genesis_nb.herds.rules as rules_module

    src = Path(rules_module.__file__).read_text()
    cat = rules_module.CATALOGUE
    for rid, key in re.findall(r'refuse\("([A-Z-]+)", "([a-z_.]+)"', src):
        assert rid in cat and key in cat.messages
    for rid in re.findall(r'Event\("[a-z_]+", "([A-Z-]+)"', src):
        assert rid in cat
    for rid in re.findall(r'Phase\("[a-z_]+", "([A-Z-]+)"', src):
        assert rid in cat
    for kind in ("roll", "place", "place_one", "last_turn", "skip", "end"):
        assert f"event.{kind}" in cat.messages
    readings = {r.id: r.option for r in cat.readings()}
    assert readings["H-END-MOMENT"] == "end" and readings["H-TIED-HERDS"] == "tied_herds"
    assert readings["H-ROUND-BONUS"] == "rounding" and readings["H-TIE-LARGEST"] == "tied_largest"
    for r in cat.readings():
        assert r.text().startswith("Reading:")
        if r.option:
            assert r.alternative["en"].startswith(r.option + "=")
