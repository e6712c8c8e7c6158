"""B-CHART: every cell of the rulebook's eating chart, attacker down, defender across.

O: a normal eat (``Eat``) is legal. §: only the attacker's ability takes it (the Mob's Crucify, the
Fisher's Cast); a normal eat is refused naming B-CHART. Blank: never; refused naming B-CHART. O/§ (Mob
against King): both.
"""

import pytest
from book_helpers import H, game

from genesis_nb.book import Cast, Crucify, Eat
from genesis_nb.book.pieces import CHART, CLASS_NAMES, chart_symbol

#: how each rank class stands on a hex (gold attacks, silver defends)
TOKENS = {
    "king": "{c}K",
    "goliath": "{c}G",
    "prophet": "{c}P",
    "priest": "{c}R",
    "horse": "{c}H",
    "guard": "{c}D",
    "avenger": "{c}D+{c}D",
    "man": "{c}M",
    "mob": "{c}M+{c}M",
    "fisher": "{c}F",
}

# the rulebook's table as printed (O, §, O/§ or blank), row by row
PRINTED = {
    "king": ["O", "O", "O", "O", "O", "O", "O", "", "", "O"],
    "goliath": ["", "O", "O", "O", "O", "O", "O", "O", "O", "O"],
    "prophet": ["", "", "O", "O", "O", "O", "O", "O", "O", "O"],
    "priest": ["", "", "", "O", "O", "O", "O", "O", "O", "O"],
    "horse": ["", "", "", "", "O", "O", "O", "O", "O", "O"],
    "guard": ["", "", "", "", "", "O", "O", "O", "O", "O"],
    "avenger": ["", "", "", "", "", "O", "O", "O", "O", "O"],
    "man": ["O", "", "", "", "", "", "", "O", "O", "O"],
    "mob": ["O/§", "§", "§", "§", "§", "§", "§", "O", "O", "O"],
    "fisher": ["§"] * 10,
}

CELLS = [(a, d) for a in CLASS_NAMES for d in CLASS_NAMES]


def test_chart_table_is_the_rulebooks():
    """B-CHART: the kit's table is the printed one, cell by cell."""
    for i, a in enumerate(CLASS_NAMES):
        assert [chart_symbol(i, j) for j in range(10)] == PRINTED[a], a
    assert len(CHART) == 10 and all(len(row) == 10 for row in CHART)


@pytest.mark.parametrize("attacker,defender", CELLS)
def test_chart_cell(attacker, defender):
    """B-CHART: one cell: a gold ``attacker`` on D6 next to a silver ``defender`` on D7."""
    symbol = PRINTED[attacker][CLASS_NAMES.index(defender)]
    g = game({"D6": TOKENS[attacker].format(c="g"), "D7": TOKENS[defender].format(c="s"), "D5": "sM"})
    eat = Eat(H("D6"), H("D7"))
    refusal = g.why_not(eat)
    if "O" in symbol:
        assert refusal is None, refusal.message()
        g.play(eat)
        assert g.state.stack[H("D6")] == ()
        assert g.view("public")["players"][0]["grave"], "the eaten piece is in gold's grave"
    else:
        assert refusal is not None and refusal.rule_id == "B-CHART"
        key = "refuse.chart_ability" if symbol == "§" else "refuse.chart_never"
        assert refusal.key == key
        assert CLASS_NAMES[CLASS_NAMES.index(attacker)].capitalize() in refusal.message()
    if "§" in symbol:
        if attacker == "mob":
            g = game({"D6": TOKENS[attacker].format(c="g"), "D7": TOKENS[defender].format(c="s"), "D5": "sM"})
            ability = Crucify(H("D6"), H("D7"), 1)
        else:  # a Fisher casts: it needs a piece to jump over, so it stands two hexes away
            g = game({"D5": "gF", "D6": "sM", "D7": TOKENS[defender].format(c="s")})
            ability = Cast(H("D5"), H("D7"))
        assert g.why_not(ability) is None
        g.play(ability)
        grave = g.view("public")["players"][0]["grave"]
        assert defender in {p["kind"] for p in grave} or defender in ("avenger", "mob")
