"""Every refusal names its rule and explains itself in English and Dutch; a refused action changes nothing."""

import pytest

from genesis_nb.angels import CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, new_game
from genesis_nb.core import RuleViolation


def refused(g, action):
    before = g.state.copy()
    with pytest.raises(RuleViolation) as info:
        g.play(action)
    assert g.state == before, "a refused action changes nothing"
    why = g.why_not(action)
    assert why is not None and why.rule_id == info.value.rule_id
    assert why.rule_id in CATALOGUE
    en, nl = why.message("en"), why.message("nl")
    assert en and nl and en != nl and "{" not in en + nl
    return why


def test_no_move_in_round_one_A_MOVE_ROUND1():
    g = new_game(3, seed=1)
    for _ in range(3):
        g.play(ChooseCube(0))
    why = refused(g, Move(1))
    assert why.rule_id == "A-MOVE-ROUND1"
    assert "first round" in why.message("en")
    assert "eerste ronde" in why.message("nl")
    assert not any(isinstance(a, Move) for a in g.legal_actions())


def test_setup_comes_first_A_SETUP_CUBE():
    g = new_game(2, seed=1)
    assert refused(g, Pass()).rule_id == "A-SETUP-CUBE"
    assert refused(g, ChooseCube(5)).rule_id == "A-SETUP-CUBE"
    g.play(ChooseCube(2))
    g.play(ChooseCube(2))
    assert refused(g, ChooseCube(1)).rule_id == "A-SETUP-CUBE"


def test_move_only_to_activated_days_A_MOVE(game_from):
    g = game_from(god="III-midday", I="gy,pu,ye,pk", III="DA")
    why = refused(g, Move(4))
    assert why.rule_id == "A-MOVE"
    assert why.message() == "Day IV is not activated yet: God is on day III, so you can go no further than day III."
    assert refused(g, Move(9)).rule_id == "A-MOVE"


def test_no_move_to_own_day_A_MOVE_SAME(game_from):
    g = game_from(god="III-midday", I="gy,pu,ye,pk", III="DA")
    assert refused(g, Move(1)).rule_id == "A-MOVE-SAME"
    g2 = game_from(options={"move_same_day": True}, god="III-midday", I="gy,pu,ye,pk", III="DA")
    g2.play(Move(1))
    assert g2.state.tracks[1] == [1, 2, 3, 0]


def test_nothing_on_day_vii_A_GATHER_VII_A_WORK_VII(game_from):
    g = game_from(god="VII-morning", VII="gy,DA", VI="pu,ye,pk")
    assert refused(g, Gather(0, (0, 0, 0), 0)).rule_id == "A-GATHER-VII"
    assert refused(g, DayWork((0, 0, 0))).rule_id == "A-WORK-VII"
    assert not any(isinstance(a, (Gather, DayWork)) for a in g.legal_actions())
    assert "seventh day" in g.why_not(Gather(0, (0, 0, 0), 0)).message()


def test_switch_costs_one_cube_per_place_A_SWITCH(game_from):
    g = game_from(god="II-morning", II="ye,pk,DA,gy", I="pu", hands="1.0.0/1.1.1/1.1.1/1.1.1")
    assert refused(g, Gather(-2, (1, 0, 0), 0)).rule_id == "A-SWITCH"           # one cube for two places
    assert refused(g, Gather(-2, (2, 0, 0), 0)).rule_id == "A-SWITCH"           # has only one chaos
    assert refused(g, Gather(1, (1, 0, 0), 0)).rule_id == "A-SWITCH"            # nobody to the right
    assert refused(g, Gather(-1, (1, 1, 0), 0)).rule_id in ("A-SWITCH", "A-SWITCH-ONEWAY")
    assert refused(g, Gather(0, (0, 0, 0), 7)).rule_id == "A-GATHER"            # no such choice
    assert refused(g, Gather(0, (0, -1, 0), 0)).rule_id == "A-SWITCH"           # negative payment


def test_no_back_and_forth_A_SWITCH_ONEWAY(game_from):
    fields = dict(god="II-morning", II="ye,pk,DA,gy", I="pu", hands="3.0.0/1.1.1/1.1.1/1.1.1")
    g = game_from(**fields)
    why = refused(g, Gather(-1, (3, 0, 0), 0))
    assert why.rule_id == "A-SWITCH-ONEWAY"
    free = game_from(options={"switching": "free"}, **fields)
    assert refused(free, Gather(-1, (2, 0, 0), 0)).rule_id == "A-SWITCH-ONEWAY"   # odd number of extra
    free.play(Gather(-1, (3, 0, 0), 0))
    assert free.state.tracks[2] == [2, 3, 0, 4]


def test_day_work_needs_its_cost_A_WORK_PAY(game_from):
    g = game_from(god="III-morning", III="pu,gy", II="ye,pk,DA", hands="1.1.1/0.1.3/1.1.1/1.1.1", turn="purple",
                  start="purple")
    why = refused(g, DayWork((0, 0, 3)))
    assert why.rule_id == "A-WORK-PAY"
    assert "costs 4L" in why.message()
    g2 = game_from(god="III-morning", III="pu,gy", II="ye,pk,DA", hands="1.1.1/3.1.3/1.1.1/1.1.1",
                   turn="purple", start="purple")
    assert refused(g2, DayWork((0, 0, 3))).rule_id == "A-EXCHANGE"
    assert refused(g2, DayWork((3, 1, 3))).rule_id == "A-EXCHANGE"   # overpaying is no exchange


def test_day_work_once_per_day_A_WORK_ONCE(game_from):
    g = game_from(god="III-morning", III="pu,gy", II="ye,pk,DA", hands="1.1.1/0.0.4/1.1.1/1.1.1",
                  turn="purple", start="purple", wIII="pu")
    assert refused(g, DayWork((0, 0, 4))).rule_id == "A-WORK-ONCE"


def test_no_day_work_in_the_void_A_WORK(game_from):
    g = game_from(god="III-morning", void="gy", III="pu,ye,pk,DA")
    assert refused(g, DayWork((2, 0, 0))).rule_id == "A-WORK"


def test_game_over_refuses_everything_A_END():
    g = new_game(2, seed=3)
    import random
    rng = random.Random(3)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    assert g.legal_actions() == []
    assert refused(g, Pass()).rule_id == "A-END"


def test_every_rule_id_the_engine_names_is_in_the_catalogue():
    import re
    from pathlib import Path
    src = Path(__file__).parents[2] / "genesis_nb" / "angels" / "rules.py"
    ids = set(re.findall(r'"(A-[A-Z0-9-]+)"', src.read_text()))
    assert ids and ids <= set(CATALOGUE.rules), ids - set(CATALOGUE.rules)


def test_catalogue_is_complete_in_both_languages():
    for rule in CATALOGUE:
        assert rule.text("en") and rule.text("nl") and rule.section
        if rule.option:
            assert rule.reading and rule.alternative.get("en") and rule.alternative.get("nl")
    readings = {r.option for r in CATALOGUE.readings() if r.option}
    from genesis_nb.angels import AngelsOptions
    from dataclasses import fields
    assert readings == {f.name for f in fields(AngelsOptions)}
