"""Scoring: the rulebook's example, every tie and bonus rule on its own small position, the readings."""

from herds_helpers import grid, position, recount

from genesis_nb.herds import RULES, from_position, score_details

# The rulebook's example, laid out on the reconstructed board (4 players):
#   forest (6):        mammals a1 b1 c1, dinosaurs a2 a3, man b2
#   savannah (5):      dinosaurs g1 h1 i1, mammal j1, dinosaur k1 (a single dinosaur, apart from the three)
#   wetland (8):       man e3 e4, dinosaurs f3 f4, man g3 g4, reptiles h3 h4
#   small savannah (2): man a6, mammal a7
#   mountain (3):      reptiles i9 j9 k9
EXAMPLE = (
    "herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
    "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
    "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1"
)
EXAMPLE_TILES = {
    "a1": "Fm",
    "b1": "Fm",
    "c1": "Fm",
    "a2": "Fd",
    "a3": "Fd",
    "b2": "Fh",
    "g1": "Sd",
    "h1": "Sd",
    "i1": "Sd",
    "j1": "Sm",
    "k1": "Sd",
    "e3": "Wh",
    "e4": "Wh",
    "f3": "Wd",
    "f4": "Wd",
    "g3": "Wh",
    "g4": "Wh",
    "h3": "Wr",
    "h4": "Wr",
    "a6": "Sh",
    "a7": "Sm",
    "i9": "Mr",
    "j9": "Mr",
    "k9": "Mr",
}


def details_of(text, **opts):
    g = from_position(text, options=opts or None)
    return g, score_details(g)


def area_with(details, square):
    return next(a for a in details["areas"] if square in a["names"])


def base_by_species(area):
    out = {}
    for h in area["herds"]:
        out[h["species"]] = out.get(h["species"], 0) + h["base"]
    return out


def test_example_notation_is_the_layout_described():
    assert grid(EXAMPLE_TILES) == EXAMPLE.split("grid=")[1]
    g = from_position(EXAMPLE)
    assert g.notation() == EXAMPLE


def test_example_areas_and_herds_H_AREA_H_HERD_H_HERD_IN_AREA():
    _, d = details_of(EXAMPLE)
    sizes = sorted((a["terrain"], a["size"]) for a in d["areas"])
    assert sizes == [("forest", 6), ("mountain", 3), ("savannah", 2), ("savannah", 5), ("wetland", 8)]
    forest = area_with(d, "a1")
    assert sorted((h["species"], h["size"]) for h in forest["herds"]) == [("dinosaur", 2), ("mammal", 3), ("man", 1)]
    savannah = area_with(d, "g1")
    assert sorted((h["species"], h["size"]) for h in savannah["herds"]) == [
        ("dinosaur", 1),
        ("dinosaur", 3),
        ("mammal", 1),
    ]
    wetland = area_with(d, "e3")
    assert sorted((h["species"], h["size"]) for h in wetland["herds"]) == [
        ("dinosaur", 2),
        ("man", 2),
        ("man", 2),
        ("reptile", 2),
    ]


def test_example_points_before_bonuses_as_the_rulebook_states():
    """H-SCORE-RANKS, H-SCORE-TIE-SECOND, H-SCORE-TIE-FIRST, H-SCORE-ROUND, H-SCORE-MIN, H-SCORE-SIX, H-SECOND-OWN."""
    _, d = details_of(EXAMPLE)
    # forest: the three mammals 4, the two dinosaurs 2
    assert base_by_species(area_with(d, "a1")) == {"mammal": 4, "dinosaur": 2, "man": 0}
    # savannah: the three dinosaurs 4; the two single tiles share second: 1 each
    sav = area_with(d, "g1")
    assert sorted((h["species"], h["size"], h["base"]) for h in sav["herds"]) == [
        ("dinosaur", 1, 1),
        ("dinosaur", 3, 4),
        ("mammal", 1, 1),
    ]
    # wetland: four tied herds share 6: 1 per herd, so man 2, dinosaur 1, reptile 1
    wet = area_with(d, "e3")
    assert all(h["base"] == 1 for h in wet["herds"])
    assert base_by_species(wet) == {"man": 2, "dinosaur": 1, "reptile": 1}
    # the small savannah has only two tiles: nobody scores
    small = area_with(d, "a6")
    assert not small["scored"] and all(h["base"] == 0 for h in small["herds"])
    # mountain: the lone reptile herd takes all 6
    assert base_by_species(area_with(d, "i9")) == {"reptile": 6}
    base = {p["species"]: p["base"] for p in d["players"]}
    assert base == {"reptile": 7, "dinosaur": 8, "mammal": 5, "man": 2}


def test_example_with_bonuses_H_BONUS_TRIPLE_H_BONUS_DOUBLE():
    g, d = details_of(EXAMPLE)
    assert area_with(d, "e3")["bonus"] == "triple"  # the wetland (8) is the single largest area
    assert area_with(d, "a1")["bonus"] == "double"  # largest forest
    assert area_with(d, "g1")["bonus"] == "double"  # largest savannah (5 against 2)
    assert area_with(d, "i9")["bonus"] == "double"  # largest (only) mountain
    assert area_with(d, "a6")["bonus"] is None
    # wetland: 18 split four ways, rounded down: 4 per herd (reading H-ROUND-BONUS)
    assert all(h["points"] == 4 for h in area_with(d, "e3")["herds"])
    # savannah doubled: dinosaurs 8, the two singles split 4: 2 each
    assert sorted(h["points"] for h in area_with(d, "g1")["herds"]) == [2, 2, 8]
    totals = {p["species"]: p["total"] for p in d["players"]}
    assert totals == {"reptile": 4 + 12, "dinosaur": 4 + 10 + 4, "mammal": 8 + 2, "man": 8}
    assert d["largest"] == {"area": area_with(d, "e3")["id"], "tied": [], "size": 8}
    sheet = g.scores()
    assert g.players == ["reptile", "dinosaur", "mammal", "man"]
    assert sheet.totals == {0: 16, 1: 18, 2: 10, 3: 8}  # rows by seat
    assert [sheet.label(k) for k in sheet.rows] == g.players
    assert sheet.rows[1] == {"forest": 2, "savannah": 5, "mountain": 0, "wetland": 1, "bonus": 10}
    assert sheet.winners == [1] and sheet.winner_names() == ["dinosaur"]
    assert "provisional" in sheet.notes
    # the recommended order: the tripled wetland first, then the other terrains, largest area first
    order = d["order"]
    assert order[0] == area_with(d, "e3")["id"]
    assert area_with(d, "a6")["id"] not in order


def test_example_with_divide_first_rounding_H_ROUND_BONUS():
    _, d = details_of(EXAMPLE, rounding="divide_first")
    assert all(h["points"] == 3 for h in area_with(d, "e3")["herds"])  # 6/4 -> 1, x3
    totals = {p["species"]: p["total"] for p in d["players"]}
    assert totals == {"reptile": 15, "dinosaur": 17, "mammal": 10, "man": 6}


def test_example_recount_agrees_under_every_option():
    for rounding in ("multiply_first", "divide_first"):
        for tied_largest in ("all_double", "others_double", "no_double"):
            for tied_herds in ("per_herd", "per_player"):
                opts = dict(rounding=rounding, tied_largest=tied_largest, tied_herds=tied_herds)
                g = from_position(EXAMPLE, options=opts)
                assert g.rules.totals(g.state) == recount(g.state.cells, 4, **opts)


# ------------------------------------------------------------------------------ one rule, one position
def scores_of(tiles, players="reptile,dinosaur,mammal,man", **opts):
    g = from_position(position(tiles, players=players), options=opts or None)
    return {p["species"]: p for p in score_details(g)["players"]}, score_details(g)


def test_area_needs_three_tiles_H_SCORE_MIN():
    p, d = scores_of({"b3": "Fr", "c3": "Fr"})
    assert p["reptile"]["total"] == 0 and not d["areas"][0]["scored"]
    p, d = scores_of({"b3": "Fr", "c3": "Fr", "d3": "Fd"})
    assert d["areas"][0]["scored"]
    assert p["reptile"]["base"] == 4 and p["dinosaur"]["base"] == 2


def test_first_and_second_H_SCORE_RANKS():
    _, d = scores_of({"h6": "Sr", "h7": "Sr", "h8": "Sr", "g7": "Sd", "g6": "Sd", "f7": "Sm"})
    area = d["areas"][0]
    assert area["case"] == "ranked"
    assert [(h["species"], h["base"], h["place"]) for h in area["herds"]] == [
        ("reptile", 4, 1),
        ("dinosaur", 2, 2),
        ("mammal", 0, 0),
    ]


def test_only_herd_takes_six_H_SCORE_SIX():
    p, d = scores_of({"b3": "Mm", "c3": "Mm", "d3": "Mm"})
    assert d["areas"][0]["case"] == "only_herd" and p["mammal"]["base"] == 6


def test_first_and_second_of_one_player_take_six_H_SCORE_SIX():
    # a wetland row d4..i4: reptiles d4 e4 f4, a dinosaur g4, reptiles h4 i4
    tiles = {"d4": "Wr", "e4": "Wr", "f4": "Wr", "g4": "Wd", "h4": "Wr", "i4": "Wr"}
    p, d = scores_of(tiles)
    area = d["areas"][0]
    assert [(h["species"], h["size"]) for h in area["herds"]] == [("reptile", 3), ("reptile", 2), ("dinosaur", 1)]
    assert p["reptile"]["base"] == 6 and p["dinosaur"]["base"] == 0


def test_tie_for_first_splits_six_and_second_scores_nothing_H_SCORE_TIE_FIRST():
    tiles = {"b3": "Fr", "c3": "Fr", "d3": "Fd", "d4": "Fd", "b4": "Fm"}
    p, d = scores_of(tiles)
    area = d["areas"][0]
    assert area["case"] == "tie_first"
    assert p["reptile"]["base"] == 3 and p["dinosaur"]["base"] == 3 and p["mammal"]["base"] == 0


def test_tie_for_first_rounds_down_H_SCORE_ROUND():
    # four single tiles of four players in a row: 6/4 = 1.5 -> 1 each
    tiles = {"f2": "Sr", "g2": "Sd", "h2": "Sm", "i2": "Sh"}
    p, d = scores_of(tiles)
    assert {s: x["base"] for s, x in p.items()} == {"reptile": 1, "dinosaur": 1, "mammal": 1, "man": 1}


def test_tie_for_second_splits_two_H_SCORE_TIE_SECOND():
    tiles = {"f2": "Sr", "g2": "Sr", "h2": "Sd", "f3": "Sm"}
    p, d = scores_of(tiles)
    assert d["areas"][0]["case"] == "tie_second"
    assert {s: x["base"] for s, x in p.items()} == {"reptile": 4, "dinosaur": 1, "mammal": 1, "man": 0}
    # three herds tied for second: 2/3 rounds down to 0
    tiles = {"f2": "Sr", "g2": "Sr", "h2": "Sd", "f3": "Sm", "g3": "Sh"}
    p, _ = scores_of(tiles)
    assert {s: x["base"] for s, x in p.items()} == {"reptile": 4, "dinosaur": 0, "mammal": 0, "man": 0}


def test_largest_with_one_of_tied_seconds_is_not_six_H_SECOND_OWN():
    tiles = {"f2": "Sd", "g2": "Sd", "h2": "Sm", "i2": "Sd", "f3": "Sm"}
    # dinosaurs f2 g2 (2), mammal h2 (1), dinosaur i2 (1), mammal f3 (1): one biggest, three tied seconds
    p, _ = scores_of(tiles)
    assert p["dinosaur"]["base"] == 4 and p["mammal"]["base"] == 0
    tiles = {"f2": "Sd", "g2": "Sd", "h2": "Sm", "i2": "Sd"}
    p, _ = scores_of(tiles)
    assert p["dinosaur"]["base"] == 4 + 1 and p["mammal"]["base"] == 1


def test_tied_herds_per_herd_or_per_player_H_TIED_HERDS():
    # two reptile herds of 2 and one dinosaur herd of 2 tied for first (a mountain of 6 tiles)
    tiles = {"c6": "Mr", "d6": "Mr", "c7": "Md", "d7": "Md", "e7": "Mr", "f7": "Mr"}
    p, d = scores_of(tiles)
    herds = d["areas"][0]["herds"]
    assert sorted((h["species"], h["size"]) for h in herds) == [("dinosaur", 2), ("reptile", 2), ("reptile", 2)]
    assert p["reptile"]["base"] == 4 and p["dinosaur"]["base"] == 2  # 6/3 = 2 per herd
    p, _ = scores_of(tiles, tied_herds="per_player")
    assert p["reptile"]["base"] == 3 and p["dinosaur"]["base"] == 3  # 6/2 = 3 per player


def test_triple_for_the_single_largest_area_H_BONUS_TRIPLE():
    tiles = {
        "b3": "Fr",
        "c3": "Fr",
        "d3": "Fr",
        "d4": "Fr",  # forest 4: the largest
        "f2": "Sd",
        "g2": "Sd",
        "h2": "Sd",
    }  # savannah 3
    p, d = scores_of(tiles)
    assert d["largest"]["size"] == 4
    assert p["reptile"]["total"] == 18 and p["dinosaur"]["total"] == 12  # 6x3 and 6x2


def test_other_areas_of_the_tripled_terrain_and_smaller_areas_get_nothing_H_BONUS_DOUBLE():
    tiles = {
        "b3": "Fr",
        "c3": "Fr",
        "d3": "Fr",
        "d4": "Fr",  # forest 4: tripled
        "h6": "Fd",
        "h7": "Fd",
        "h8": "Fd",  # forest 3: same terrain, plain
        "f2": "Sm",
        "g2": "Sm",
        "h2": "Sm",  # savannah 3: the largest scoring savannah
        "j8": "Sh",
        "k8": "Sh",
        "k7": "Wh",
    }  # savannah 2 and wetland 1: too small
    p, d = scores_of(tiles)
    assert p["reptile"]["total"] == 18
    assert p["dinosaur"]["total"] == 6  # the second forest is not doubled
    assert p["mammal"]["total"] == 12  # doubled
    assert p["man"]["total"] == 0


def test_tie_for_the_largest_area_cancels_the_triple_H_BONUS_TIE_H_TIE_LARGEST():
    tiles = {
        "b3": "Fr",
        "c3": "Fr",
        "d3": "Fr",
        "d4": "Fr",  # forest 4
        "f2": "Sd",
        "g2": "Sd",
        "h2": "Sd",
        "i2": "Sd",  # savannah 4: tied with the forest
        "i8": "Mm",
        "j8": "Mm",
        "k8": "Mm",
    }  # mountain 3
    # reading all_double: no triple, and each terrain's own largest area doubles
    p, d = scores_of(tiles)
    assert d["largest"]["area"] is None and len(d["largest"]["tied"]) == 2
    assert (p["reptile"]["total"], p["dinosaur"]["total"], p["mammal"]["total"]) == (12, 12, 12)
    # others_double: the tied terrains get nothing, the mountain still doubles
    p, _ = scores_of(tiles, tied_largest="others_double")
    assert (p["reptile"]["total"], p["dinosaur"]["total"], p["mammal"]["total"]) == (6, 6, 12)
    # no_double: a shared largest size cancels every bonus
    p, _ = scores_of(tiles, tied_largest="no_double")
    assert (p["reptile"]["total"], p["dinosaur"]["total"], p["mammal"]["total"]) == (6, 6, 6)


def test_tie_within_a_terrain_cancels_its_double_H_BONUS_TIE():
    tiles = {
        "b3": "Fr",
        "c3": "Fr",
        "d3": "Fr",
        "d4": "Fr",  # forest 4: tripled
        "f2": "Sd",
        "g2": "Sd",
        "h2": "Sd",  # savannah 3
        "j8": "Sm",
        "k8": "Sm",
        "i8": "Sm",
    }  # savannah 3: tied with the other one
    p, d = scores_of(tiles)
    assert p["reptile"]["total"] == 18
    assert p["dinosaur"]["total"] == 6 and p["mammal"]["total"] == 6
    assert len(d["terrains"]["savannah"]["tied"]) == 2 and d["terrains"]["savannah"]["double"] is None


def test_shared_win_H_WIN_TIE():
    tiles = {"b3": "Fr", "c3": "Fr", "d3": "Fr", "f2": "Sd", "g2": "Sd", "h2": "Sd"}
    g = from_position(position(tiles))
    sheet = g.scores()
    assert sorted(sheet.winners) == [0, 1] and "shared" in sheet.notes  # seats
    assert sorted(sheet.winner_names()) == ["dinosaur", "reptile"]


def test_scores_are_a_breakdown_per_terrain_plus_bonus():
    g = from_position(EXAMPLE)
    sheet = g.scores()
    assert sheet.categories == ["forest", "savannah", "mountain", "wetland", "bonus"]
    assert list(sheet.rows) == [0, 1, 2, 3]
    for key, row in sheet.rows.items():
        assert sum(row.values()) == sheet.totals[key]
    assert RULES.catalogue["H-ROUND-BONUS"].option == "rounding"


def test_river_does_not_separate_areas_with_four_players_H_RIVER():
    tiles = {"k3": "Wr", "l3": "Wr", "l4": "Wr"}
    p, d = scores_of(tiles)
    assert len(d["areas"]) == 1 and d["areas"][0]["size"] == 3


def test_the_end_names_the_winners_and_their_seats_H_WIN():
    """H-END / H-LAST-TILE: the end event tells the winners by name (narration) and by seat; totals by seat."""
    import random

    from genesis_nb.herds import new_game

    g = new_game(["Ann", "Bo", "Cy"], seed=3)
    rng = random.Random(3)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    sheet = g.scores()
    end = [e for e in g.events() if e.kind == "end"][0]
    assert end.data["winner_seats"] == sheet.winners and all(isinstance(w, int) for w in sheet.winners)
    assert end.data["winners"] == [g.players[w] for w in sheet.winners] == sheet.winner_names()
    assert end.data["totals"] == sheet.totals and list(sheet.totals) == [0, 1, 2]
    assert all(name in g.narration()[-1] for name in end.data["winners"])
