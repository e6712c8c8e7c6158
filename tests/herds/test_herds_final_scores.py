"""A finished game's scores are worked out once (the end event and the returns both read them), for the
options they were worked out under: other options score the same position afresh, and a copy or a changed
reading never gets stale points."""

import random

from genesis_nb.herds import HerdsOptions, new_game, scoring
from genesis_nb.herds.rules import HerdsRules


def _finished(seed: int):
    g = new_game(2, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    return g


def _fresh(rules, s):
    return scoring.totals(scoring.Decomposition(s.cells), s.n, rules.options)


def test_the_end_keeps_the_scores_it_worked_out_and_they_are_what_scoring_gives():
    g = _finished(3)
    s = g.state
    assert s.final is not None and s.final[0] == g.rules.options
    assert g.rules.scores(s).totals == dict(enumerate(_fresh(g.rules, s)[0]))
    assert g.rules.totals(s) == _fresh(g.rules, s)[0]
    end = g.steps[-1].events[-1]
    assert end.kind == "end" and end.data["totals"] == g.rules.scores(s).totals


def test_other_options_score_a_finished_position_afresh():
    """The same finished position under another reading of ties and rounding gets that reading's points."""
    differ = 0
    for seed in range(40):
        g = _finished(seed)
        s = g.state
        for other in (
            HerdsOptions(tied_largest="no_double"),
            HerdsOptions(rounding="divide_first", tied_largest="others_double", tied_herds="per_player"),
        ):
            rules = HerdsRules(options=other)
            assert rules.totals(s) == _fresh(rules, s)[0]
            assert g.rules.totals(s) == _fresh(g.rules, s)[0]  # and the game's own reading still its own
            differ += rules.totals(s) != g.rules.totals(s)
    assert differ >= 10  # (the readings do score these positions differently: a stale cache would show)


def test_the_kept_scores_are_not_handed_out_to_be_changed_nor_copied_nor_compared():
    g = _finished(5)
    s = g.state
    points = g.rules.totals(s)
    points[0] += 100
    assert g.rules.totals(s) == _fresh(g.rules, s)[0]
    twin = s.copy()
    assert twin.final is None and twin == s
    assert g.rules.totals(twin) == g.rules.totals(s)


def test_a_position_pickled_before_vacant_and_final_were_kept_loads_and_plays_on():
    import pickle

    g = new_game(3, seed=8)
    rng = random.Random(8)
    for _ in range(30):
        g.play(rng.choice(g.legal_actions()))
    s = g.state
    assert pickle.loads(pickle.dumps(s)) == s
    _, slots = s.__reduce_ex__(2)[2]
    old = {k: v for k, v in slots.items() if k not in ("vacant", "final")}
    old["vdeg"] = list(old["vdeg"])  # (a list then)
    back = type(s).__new__(type(s))
    back.__setstate__((None, old))
    assert back.vacant == s.vacant and back.final is None and list(back.vdeg) == list(s.vdeg)
    assert g.rules.legal_actions(back) == g.rules.legal_actions(s)
