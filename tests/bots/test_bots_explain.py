"""Every bot explains a choice: its best few actions with values (or visit counts), and a sentence in
English and Dutch naming actions in the game's own words; asking does not change what it then plays."""

from __future__ import annotations

import json

import pytest
from bots_helpers import SMALL, played

from genesis_nb.bots import Explanation, explain, kinds_for


def _bot(factory, kind, seed):
    return factory(seed, **SMALL) if kind in ("mcts", "ismcts") else factory(seed)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_bot_explains_its_choice(info, lang):
    kinds = kinds_for(info)
    g = played(info, info.min_players, 3, 9)
    for kind, factory in kinds.items():
        bot = _bot(factory, kind, 5)
        e = explain(bot, g, lang)
        assert isinstance(e, Explanation) and e.lang == lang and e.seat == g.actor
        assert e.options and e.options[0].action == e.choice
        assert g.is_legal(e.choice)
        assert e.options[0].words in e.sentence, e.sentence
        assert e.sentence.endswith("."), e.sentence
        json.dumps(e.to_json())
        # the explanation leaves the bot as it was: it then plays what it explained
        assert bot.choose(g) == e.choice, f"{info.name} {kind}: explained one action, played another"


def test_search_explanations_report_visits_and_values(info):
    g = played(info, info.min_players, 1, 6)
    bot = kinds_for(info)["mcts"](2, iterations=10)
    e = bot.explain(g, top=3)
    visits = [o.visits for o in e.options]
    assert e.kind in ("mcts", "ismcts", "forced", "prior")
    if e.kind in ("mcts", "ismcts"):  # paired searches play one simulation per action a sample
        assert e.iterations >= 10 and str(e.iterations) in e.sentence
        assert visits == sorted(visits, reverse=True) and sum(visits) <= e.iterations
        assert all(0.0 <= o.value <= 1.0 for o in e.options)


def test_explanations_differ_by_language(info):
    g = played(info, info.min_players, 2, 5)
    kinds = kinds_for(info)
    for kind, factory in kinds.items():
        en = explain(_bot(factory, kind, 1), g, "en").sentence
        nl = explain(_bot(factory, kind, 1), g, "nl").sentence
        assert en != nl


def test_unknown_language_is_refused(info):
    g = played(info, info.min_players, 0, 2)
    with pytest.raises(ValueError):
        explain(kinds_for(info)["random"](1), g, "fr")


def test_greedy_explanations_say_what_they_value():
    import genesis_nb

    g = played(genesis_nb.game("angels"), 2, 4, 10)
    e = explain(genesis_nb.game("angels").make_bot("greedy", 1), g, "en")
    assert "day's work" in e.sentence and e.kind == "greedy_angels"
    assert [o.value for o in e.options[1:]] == sorted((o.value for o in e.options[1:]), reverse=True)
    h = played(genesis_nb.game("herds"), 2, 4, 6)
    e = explain(genesis_nb.game("herds").make_bot("greedy", 1), h, "en")
    assert e.kind == "greedy_herds" and "points" in e.sentence
