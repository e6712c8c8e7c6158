"""The end: reveal, remove failed pawns, validate continents, count, name the level."""

from __future__ import annotations

import pytest
from planet_helpers import CODES, LABELS, PAWN, SPACE, check_conservation, game_at, pos

from genesis_nb.planet import Place
from genesis_nb.planet.boarddata import default_board
from genesis_nb.planet.scoring import NeedTables, evaluate, level
from genesis_nb.planet.solver import solve

LAY = default_board().layout("EEEE")
T = NeedTables(default_board())


@pytest.fixture(scope="module")
def witness():
    sol = solve(default_board(), "EEEE")
    return {LABELS[g]: CODES[p] for g, p in enumerate(sol.witness) if p >= 0}


def final_turn(witness, last="A1", swap=(), **options):
    """Everything placed as ``witness`` (after ``swap``s) but ``last``, which Ann holds; bacteria used."""
    arrangement = dict(witness)
    for a, b in swap:
        arrangement[a], arrangement[b] = arrangement[b], arrangement[a]
    held = arrangement.pop(last)
    board = {lab: code + "v1" for lab, code in arrangement.items()}
    for c, o in zip("ABCD", ("o1", "o2", "o3", "o4")):
        board[f"{c}w"] = o + "v1"
    text = pos(
        [[held], []], board, phase="place", indicated=0, designated=last[0], opened=True, bag=[], discarded=["b1", "b2"]
    )
    return game_at(text, **options), held


def test_P_END_P_REVEAL_P_SCORE_a_perfect_planet_scores_24(witness):
    """P-END / P-REVEAL / P-SCORE / P-MAX: placing the last pawn ends the game; all needs met: 24, gods."""
    g, held = final_turn(witness)
    ev = g.play(Place(0, SPACE["A1"]))
    assert g.is_over and g.actor is None and g.legal_actions() == []
    kinds = [e.kind for e in ev]
    assert kinds[-6:] == ["reveal", "continent", "continent", "continent", "continent", "end"]
    s = g.state
    assert all(s.up[p] and s.known[p] == 0b11 for p in s.board if p >= 0 and g.rules.kind[p] < 5)
    assert all(not s.up[p] and s.known[p] == 0b10 for p in s.board if p >= 0 and g.rules.kind[p] == 5)
    sheet = g.scores()
    assert sheet.team == 24 and sheet.notes == ["level:gods"] and sheet.winners == [0, 1]  # every seat
    assert sheet.rows["Delta"] == {"elements": 6, "oxygen": 1}  # rows: continents (fixed ids)
    assert list(sheet.rows) == ["Aurora", "Boreal", "Caldera", "Delta"]
    rows = sheet.to_json()["rows"]
    assert [(r["key"], r["label"], r["seat"]) for r in rows] == [(c, c, None) for c in sheet.rows]
    assert sum(r["total"] for r in rows) == 24 and sheet.to_json()["winners"] == [0, 1]
    assert "Final score 24 of 24: with 2 players the gods are gods." in g.narration(observer="public")
    check_conservation(s)
    from genesis_nb.planet import Indicate

    r = g.why_not(Indicate(0))
    assert r is not None and r.rule_id == "P-END"


def test_P_SCORE_the_winners_of_a_perfect_planet_are_named(witness):
    """P-SCORE: everybody wins a perfect planet; the sheet names the winning seats by their players' names
    (its rows are continents, so the seats need labels of their own)."""
    g, held = final_turn(witness)
    g.play(Place(0, SPACE["A1"]))
    sheet = g.scores()
    assert sheet.winners == [0, 1]
    assert sheet.winner_names() == ["Ann", "Bo"]


def test_P_REMOVE_missing_element_continent_not_validated_oxygen_still_scores(witness):
    """Rulebook example: a pawn is missing, so its continent is not validated; its oxygen still scores 1."""
    a_mineral = next(lab for lab in witness if lab[0] == "A" and witness[lab].startswith("m"))
    b_mineral = next(lab for lab in witness if lab[0] == "B" and witness[lab].startswith("m"))
    g, _ = final_turn(witness, last="C1", swap=[(a_mineral, b_mineral)])
    ev = g.play(Place(0, SPACE["C1"]))
    fails = [e for e in ev if e.kind == "fail"]
    assert sorted(e.data["space"] for e in fails) == sorted([a_mineral, b_mineral])
    assert all(e.data["reason"] == "word.reason.mineral_soil" for e in fails)
    sheet = g.scores()
    assert sheet.rows["Aurora"] == {"elements": 0, "oxygen": 1}
    assert sheet.rows["Boreal"] == {"elements": 0, "oxygen": 1}
    assert sheet.team == 5 + 6 + 4 and sheet.notes == ["level:prophet"]  # 15 with 2 players
    result = g.view(1)["result"]
    assert [c["validated"] for c in result["continents"]] == [False, False, True, True]
    assert {r["space"] for r in result["removed"]} == {a_mineral, b_mineral}
    assert g.state.board[SPACE[a_mineral]] == -1
    check_conservation(g.state)


def test_P_OXYGEN_need_side_up_scores_nothing_at_the_end(witness):
    g, _ = final_turn(witness)
    g.state.up[PAWN["o2"]] = True
    g.state.known[PAWN["o2"]] = 0b11
    g.play(Place(0, SPACE["A1"]))
    assert g.scores().team == 23 and g.scores().notes == ["level:college"]


def occ(**placed):
    o = [-1] * len(LAY.continent)
    for label, code in placed.items():
        o[SPACE[label]] = PAWN[code]
    return o


def test_P_NEED_WATER_P_NEED_MINERAL_P_NEED_PLANT_P_NEED_INSECT_P_NEED_ANIMAL_P_LINK():
    """P-NEED-WATER, P-NEED-MINERAL, P-NEED-PLANT, P-NEED-INSECT, P-NEED-ANIMAL, P-LINK: each kind's need
    read through the links of tray A's easy face (a ring A1-A2-A3-A4-A1; soils sand, clay, rock, lava)."""
    assert [LAY.labels[h] for h in LAY.neighbours[SPACE["A1"]]] == ["A2", "A4"]
    ok = occ(A1="m1", A2="w1", A3="m3", A4="i4", Aw="o1")  # minerals on their soils, i4 beside m1
    assert evaluate(T, LAY, ok, [False] * 26).failed == []
    wrong_soil = occ(A1="m2", A2="w1", A3="m3", A4="i4")
    assert [why for _, _, why in evaluate(T, LAY, wrong_soil, [False] * 26).failed] == ["mineral_soil"]
    plant = occ(A1="p1", A2="i1", A3="w1")  # p1 cannot stand insects; i1 has its plant
    assert [(LAY.labels[g], why) for g, _, why in evaluate(T, LAY, plant, [False] * 26).failed] == [
        ("A1", "plant_linked")
    ]
    lonely = occ(A1="i3", A3="w1")  # i3 needs water; A1 and A3 are not linked
    assert [why for _, _, why in evaluate(T, LAY, lonely, [False] * 26).failed] == ["insect_unlinked"]
    animal = occ(A1="a1", A2="w1", A4="i2")  # a1 drinks but flees insects
    assert [(LAY.labels[g], why) for g, _, why in evaluate(T, LAY, animal, [False] * 26).failed] == [
        ("A1", "animal_linked")
    ]
    waters = occ(A1="w1", A3="w2")
    assert [why for _, _, why in evaluate(T, LAY, waters, [False] * 26).failed] == ["water_many", "water_many"]


def test_P_NEED_rules_each_kind():
    """P-NEED-*: mineral on its soil; plant not linked to its kind; insect linked; animal linked and not."""
    # tray A (easy): ring A1-A2-A3-A4-A1, soils sand, clay, rock, lava
    e = evaluate(T, LAY, occ(A1="m1", A2="w1", A3="m3", A4="i4", Aw="o1"), [False] * 26)
    assert e.failed == [] and e.validated[0] and e.element_points[0] == 4
    e = evaluate(T, LAY, occ(A1="m2", A2="p3", A3="i1", A4="a3"), [False] * 26)
    reasons = {LABELS[g]: why for g, _, why in e.failed}
    assert reasons == {"A1": "mineral_soil", "A2": "plant_linked"}  # i1 has its plant, a3 its insect
    e = evaluate(T, LAY, occ(A1="i2", A2="w1", A3="a1", A4="w2"), [False] * 26)
    reasons = {LABELS[g]: why for g, _, why in e.failed}
    assert reasons == {"A1": "insect_unlinked", "A2": "water_many", "A4": "water_many"}  # a1: water, no insect
    e = evaluate(T, LAY, occ(A1="a2", A2="w1", A3="m3"), [False] * 26)
    assert {LABELS[g]: why for g, _, why in e.failed} == {"A1": "animal_unlinked"}


def test_P_R_WATER_a_continent_without_water():
    """Reading: exactly one water to validate; option at_most_one validates a continent with none."""
    o = occ(A1="m1", A2="m2", A3="m3", A4="m4", Aw="o1")
    assert evaluate(T, LAY, o, [False] * 26).element_points[0] == 0
    assert evaluate(T, LAY, o, [False] * 26, water="at_most_one").element_points[0] == 4
    two = occ(A1="w1", A2="m2", A3="w2", A4="m4", Aw="o1")
    e = evaluate(T, LAY, two, [False] * 26, water="at_most_one")
    assert len(e.failed) == 2 and not e.validated[0]


def test_P_R_REMOVAL_once_or_cascade():
    """Reading: needs judged once on the revealed planet; option cascade judges again after removals."""
    o = occ(A1="p3", A2="m2", A3="w1", A4="i1", Aw="o1")  # p3 fails (linked to a mineral)
    once = evaluate(T, LAY, o, [False] * 26)
    assert [LABELS[g] for g, _, _ in once.failed] == ["A1"]  # the insect saw the plant on the revealed planet
    cascade = evaluate(T, LAY, o, [False] * 26, removal="cascade")
    assert [LABELS[g] for g, _, _ in cascade.failed] == ["A1", "A4"]


def test_options_reach_the_final_count(witness):
    base = dict(witness)
    a = [lab for lab in base if lab[0] == "A"]
    swapped = [(a[0], a[1])]
    g1, _ = final_turn(witness, last="C1", swap=swapped)
    g2, _ = final_turn(witness, last="C1", swap=swapped, removal="cascade")
    g1.play(Place(0, SPACE["C1"]))
    g2.play(Place(0, SPACE["C1"]))
    assert len(g2.state.removed) >= len(g1.state.removed)


@pytest.mark.parametrize(
    "players, table",
    [
        (2, [(14, "demigods"), (15, "prophet"), (19, "prophet"), (20, "college"), (23, "college"), (24, "gods")]),
        (3, [(13, "demigods"), (14, "prophet"), (18, "prophet"), (19, "college"), (23, "college"), (24, "gods")]),
        (4, [(12, "demigods"), (13, "prophet"), (17, "prophet"), (18, "college"), (23, "college"), (24, "gods")]),
    ],
)
def test_P_LEVEL_the_final_table(players, table):
    """P-LEVEL: the rulebook's thresholds per number of players."""
    for score, want in table:
        assert level(score, players) == want
    assert level(0, players) == "demigods"


def test_scores_during_play_show_only_public_points():
    g = game_at(pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], {"A1": "m4v1", "Aw": "o2v1", "Bw": "o3^1"}))
    sheet = g.scores()
    assert sheet.team is None and sheet.notes == ["in_progress"]
    assert sheet.rows["Aurora"] == {"elements": 0, "oxygen": 1} and sheet.rows["Boreal"]["oxygen"] == 0
    assert g.rules.forecast(g.state).oxygen_points[0] == 1
