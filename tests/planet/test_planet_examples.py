"""The worked examples of seeds/planet_examples.toml (replayed by the walkthrough): each plays from its
position and ends as its title says. Rule ids are in each example's ``rule``."""

from __future__ import annotations

import pytest
from planet_helpers import check_conservation

from genesis_nb.planet import CATALOGUE
from genesis_nb.planet.examples import EXAMPLES, judge


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_plays_and_names_a_rule(name):
    ex = EXAMPLES[name]
    assert ex.rule in CATALOGUE
    g = ex.play()
    assert len(g.steps) == len(ex.actions)
    check_conservation(g.state)


def test_P_INDICATE_the_pawn_placed_is_not_the_one_indicated():
    g = EXAMPLES["indicate-other"].play()
    kinds = [e.kind for s in g.steps for e in s.events]
    assert kinds[:3] == ["indicate", "designate", "place"]
    assert g.steps[2].events[0].data["indicated"] is False
    assert [s.actor for s in g.steps] == [0, 1, 0]  # Bo, the previous player, designates


def test_P_OX_DEBATE_only_the_looker_learns_the_need():
    g = EXAMPLES["debate"].play()
    assert any(line.startswith("You see the pawn on A1") for line in g.narration(observer=0))
    assert not any(line.startswith("You see") for line in g.narration(observer=1) + g.narration(observer=2))


def test_P_BAC_SHARE_and_P_BAC_MOVE_and_P_ASIDE_OPEN():
    share = EXAMPLES["share"].play()
    assert [e.kind for e in share.steps[-1].events].count("share_pass") == 3
    move = EXAMPLES["move"].play()
    assert any(e.kind == "bacteria_move" for e in move.steps[-1].events)
    opened = EXAMPLES["open"].play()
    assert opened.state.opened and any(e.kind == "open" for e in opened.steps[-1].events)


def test_P_SCORE_missing_element_and_P_MAX_perfect():
    g = EXAMPLES["missing-element"].play()
    sheet = g.scores()
    assert sheet.team == 15 and sheet.level == "prophet"
    assert sheet.rows["Aurora"] == {"elements": 0, "oxygen": 1}
    perfect = EXAMPLES["perfect"].play().scores()
    assert perfect.team == 24 and perfect.level == "gods"


def test_judge_reads_a_sketch_like_the_final_count():
    """P-NEED-WATER, P-NEED-MINERAL, P-NEED-PLANT, P-NEED-ANIMAL: the walkthrough's sketches."""
    rows = {r["space"]: r for r in judge({"A1": "w1", "A2": "i3", "A3": "w2", "A4": "p1"})}
    assert [rows[s]["met"] for s in ("A1", "A2", "A3", "A4")] == [False, True, False, True]
    rows = {r["space"]: r for r in judge({"A1": "m2", "A2": "p1", "A3": "i1", "A4": "a2"})}
    assert [rows[s]["met"] for s in ("A1", "A2", "A3", "A4")] == [False, False, True, False]
    assert rows["A1"]["reason"] == "it lies on the wrong soil"
