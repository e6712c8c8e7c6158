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
    assert refused(g, DayWork(7, (0, 0, 0))).rule_id == "A-WORK-VII"
    assert not any(isinstance(a, (Gather, DayWork)) for a in g.legal_actions())
    assert "seventh day" in g.why_not(Gather(0, (0, 0, 0), 0)).message()


# -- A-SWITCH: one fault per test, everything else about the action right ------------------------------
# Gray stands last of four on day II (square 4, index 3); a switch to the left costs one cube a place.


def gray_last_on_day_two(game_from, hands="2.1.0/1.1.1/1.1.1/1.1.1", options=None):
    g = game_from(options=options, god="II-morning", II="ye,pk,DA,gy", I="pu", hands=hands)
    assert g.state.square(0) == 3
    return g


def test_switch_legal_control_A_SWITCH(game_from):
    """The right payment for each square is legal (so each refusal below is caused by its one fault)."""
    g = gray_last_on_day_two(game_from)
    for square, pay in ((3, (0, 0, 0)), (2, (1, 0, 0)), (1, (1, 1, 0)), (0, (2, 1, 0))):
        assert g.why_not(Gather(square, pay, 0)) is None, (square, pay)
    g.play(Gather(1, (1, 1, 0), 0))
    assert g.state.tracks[2] == [2, 0, 3, 4]  # yellow, gray, pink, dark angel
    switch = [e for e in g.steps[-1].events if e.kind == "switch"][0]
    assert switch.data["paid"] == {"cubes": [1, 1, 0]} and switch.data["square"] == 2
    assert g.narrate([switch]) == [
        "Gray pays 1 chaos and 1 matter to switch places with, in turn, the dark angel, pink, and reaches square 2."
    ]


def test_switch_negative_payment_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from)
    why = refused(g, Gather(2, (2, -1, 0), 0))  # adds up to the one cube due, but -1 matter
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.bad_payment")
    assert "negative" in why.message()
    why = refused(g, Gather(2, (1, 0), 0))  # not three numbers
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.bad_payment")


def test_switch_to_a_square_beyond_the_angels_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from)
    why = refused(g, Gather(4, (1, 0, 0), 0))  # one place to the right: nobody is there
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.switch_off_track")
    assert why.message() == "There is no square 5 to reach on day II: its angels stand on squares 1 to 4."
    assert why.message("nl") == (
        "Op dag II is er geen veld 5 om te bereiken: de engelen daar bezetten de velden 1 tot en met 4."
    )
    assert refused(g, Gather(-1, (4, 0, 0), 0)).key == "refuse.switch_off_track"


def test_switch_off_track_with_one_angel_A_SWITCH(game_from):
    g = game_from(god="II-morning", II="gy", I="pu,ye,pk,DA", hands="1.0.0/1.1.1/1.1.1/1.1.1")
    why = refused(g, Gather(1, (1, 0, 0), 0))
    assert why.key == "refuse.switch_off_track"
    assert why.message().endswith("its angels stand on square 1 only.")
    assert why.message("nl").endswith("de engelen daar bezetten alleen veld 1.")


def test_switch_more_places_than_cubes_in_hand_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from, hands="1.0.0/1.1.1/1.1.1/1.1.1")
    why = refused(g, Gather(1, (2, 0, 0), 0))  # pays the 2 cubes due, but holds only 1
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.switch_unaffordable")
    assert why.message() == "Reaching that square means switching 2 places, which costs 2 cubes, but you hold 1 cube."
    assert why.message("nl") == (
        "Om dat veld te bereiken moet je 2 plaatsen wisselen, en dat kost 2 blokjes; je hebt 1 blokje."
    )
    assert not any(isinstance(a, Gather) and a.square < 2 for a in g.legal_actions())


def test_switch_with_an_empty_hand_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from, hands="0.0.0/1.1.1/1.1.1/1.1.1")
    why = refused(g, Gather(2, (1, 0, 0), 0))
    assert why.key == "refuse.switch_unaffordable"
    assert why.message() == "Reaching that square means switching 1 place, which costs 1 cube, but you hold no cubes."
    assert why.message("nl") == (
        "Om dat veld te bereiken moet je 1 plaats wisselen, en dat kost 1 blokje; je hebt geen blokjes."
    )
    gathers = {a for a in g.legal_actions() if isinstance(a, Gather)}
    assert gathers == {Gather(3, (0, 0, 0), 0), Gather(3, (0, 0, 0), 1)}  # only where it stands


def test_switch_underpaid_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from)
    why = refused(g, Gather(1, (1, 0, 0), 0))  # two places, one cube
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.switch_unpaid")
    assert why.message() == "Switching 2 places costs 2 cubes, but you paid 1 cube."
    assert why.message("nl") == "2 plaatsen wisselen kost 2 blokjes, maar je betaalde 1 blokje."
    why = refused(g, Gather(2, (0, 0, 0), 0))  # one place, nothing paid
    assert why.message() == "Switching 1 place costs 1 cube, but you paid no cubes."
    assert why.message("nl") == "1 plaats wisselen kost 1 blokje, maar je betaalde geen blokjes."


def test_pay_without_switching_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from)
    why = refused(g, Gather(3, (1, 0, 0), 0))  # gathers where it stands, yet pays
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.pay_without_switch")
    assert why.message() == ("You already stand on square 4: gathering there switches no places, so you pay no cubes.")
    assert why.message("nl") == (
        "Je staat al op veld 4: daar essentie nemen vraagt geen wissel, dus je betaalt geen blokjes."
    )


def test_paying_to_switch_away_and_back_is_the_reading_A_SWITCH_ONEWAY(game_from):
    # issue 18: the rulebook does not forbid it; the refusal names the kit's reading (and so its option)
    fields = dict(hands="3.0.0/1.1.1/1.1.1/1.1.1")
    g = gray_last_on_day_two(game_from, **fields)
    why = refused(g, Gather(3, (2, 0, 0), 0))  # stays on square 4, pays two cubes: away and back
    assert (why.rule_id, why.key) == ("A-SWITCH-ONEWAY", "refuse.switch_away_and_back")
    rule = g.rules.catalogue["A-SWITCH-ONEWAY"]
    assert rule.reading and rule.option == "switching"
    assert why.message() == (
        "You already stand on square 4: 2 cubes would pay for switching away and back, and within a turn "
        "your switches all go one way."
    )
    free = gray_last_on_day_two(game_from, options={"switching": "free"}, **fields)
    assert free.why_not(Gather(3, (2, 0, 0), 0)) is None


def test_switch_paid_with_cubes_not_in_hand_A_SWITCH(game_from):
    g = gray_last_on_day_two(game_from)  # gray holds 2 chaos, 1 matter, no life
    why = refused(g, Gather(2, (0, 0, 1), 0))  # the right count, but a life cube
    assert (why.rule_id, why.key) == ("A-SWITCH", "refuse.cannot_afford")
    assert why.message() == "You would pay 1 life, but you have none."
    assert why.message("nl") == "Je zou 1 leven betalen, maar je hebt er geen."
    why = refused(g, Gather(0, (3, 0, 0), 0))  # three places, three chaos of two
    assert why.key == "refuse.cannot_afford"
    assert why.message() == "You would pay 3 chaos, but you have only 2."
    assert why.message("nl") == "Je zou 3 chaos betalen, maar je hebt er maar 2."


def test_no_such_yield_choice_A_GATHER(game_from):
    g = gray_last_on_day_two(game_from)
    assert len(g.rules.board.yields[2][3]) == 2 and len(g.rules.board.yields[2][2]) == 1
    assert g.why_not(Gather(3, (0, 0, 0), 1)) is None  # square 4 offers two yields
    why = refused(g, Gather(2, (1, 0, 0), 1))  # square 3 offers one
    assert (why.rule_id, why.key) == ("A-GATHER", "refuse.no_such_choice")
    assert refused(g, Gather(3, (0, 0, 0), 7)).rule_id == "A-GATHER"
    assert refused(g, Gather(3, (0, 0, 0), -1)).rule_id == "A-GATHER"


def test_no_back_and_forth_A_SWITCH_ONEWAY(game_from):
    fields = dict(hands="3.0.0/1.1.1/1.1.1/1.1.1")
    g = gray_last_on_day_two(game_from, **fields)
    why = refused(g, Gather(2, (3, 0, 0), 0))  # one place, three cubes: there, back, there
    assert (why.rule_id, why.key) == ("A-SWITCH-ONEWAY", "refuse.switch_overpaid")
    assert why.message() == (
        "Switching 1 place costs exactly 1 cube, not 3 cubes: switching back and forth is not allowed."
    )
    free = gray_last_on_day_two(game_from, options={"switching": "free"}, **fields)
    free.play(Gather(2, (3, 0, 0), 0))
    assert free.state.tracks[2] == [2, 3, 0, 4]


def test_back_and_forth_pays_in_pairs_A_SWITCH_ONEWAY(game_from):
    free = gray_last_on_day_two(game_from, options={"switching": "free"}, hands="3.0.0/1.1.1/1.1.1/1.1.1")
    why = refused(free, Gather(2, (2, 0, 0), 0))  # one place plus an odd extra cube
    assert (why.rule_id, why.key) == ("A-SWITCH-ONEWAY", "refuse.switch_parity")
    assert why.message() == (
        "Reaching square 3 takes 1 switch, for 1 cube; switching back and forth on the "
        "way adds two cubes per round trip, so 2 cubes in all cannot be right."
    )
    assert why.message("nl") == (
        "Veld 3 bereiken vraagt 1 wissel, voor 1 blokje; onderweg heen en weer "
        "wisselen kost twee blokjes per keer, dus 2 blokjes in totaal kan niet kloppen."
    )
    why = refused(free, Gather(3, (1, 0, 0), 0))  # stays, and pays one cube
    assert why.key == "refuse.switch_parity_here"
    assert why.message() == (
        "You already stand on square 4: switching away and back costs two cubes per "
        "round trip, so 1 cube in all cannot be right."
    )
    assert free.why_not(Gather(3, (2, 0, 0), 0)) is None  # away and back: two cubes


# -- A-WORK, A-WORK-PAY, A-EXCHANGE: one fault per test ---------------------------------------------------
# Purple stands first on day III, whose work costs 4 life.


def purple_on_day_three(game_from, hands, **extra):
    return game_from(
        god="III-morning",
        III="pu,gy",
        II="ye,pk,DA",
        turn="purple",
        start="purple",
        hands=f"1.1.1/{hands}/1.1.1/1.1.1",
        **extra,
    )


def test_day_work_legal_control_A_WORK(game_from):
    g = purple_on_day_three(game_from, "3.1.4")
    assert g.rules.board.cost[3] == (0, 0, 4)
    for pay in ((0, 0, 4), (3, 0, 3), (2, 1, 3)):
        assert g.why_not(DayWork(3, pay)) is None, pay
    assert {a for a in g.legal_actions() if isinstance(a, DayWork)} >= {DayWork(3, (0, 0, 4))}
    assert all(a.day == 3 for a in g.legal_actions() if isinstance(a, DayWork))


def test_day_work_negative_payment_A_WORK_PAY(game_from):
    g = purple_on_day_three(game_from, "3.1.4")
    why = refused(g, DayWork(3, (1, -1, 4)))
    assert (why.rule_id, why.key) == ("A-WORK-PAY", "refuse.bad_payment")
    assert refused(g, DayWork(3, (0, 4))).key == "refuse.bad_payment"


def test_day_work_unaffordable_even_with_exchanges_A_WORK_PAY(game_from):
    g = purple_on_day_three(game_from, "0.1.3")
    why = refused(g, DayWork(3, (0, 0, 4)))  # the cost itself, but the hand cannot pay it
    assert (why.rule_id, why.key) == ("A-WORK-PAY", "refuse.work_unaffordable")
    assert why.params["cost"] == {"cubes": [0, 0, 4]} and why.params["hand"] == {"cubes": [0, 1, 3]}
    assert why.message() == (
        "Day III's work costs 4 life, and with 1 matter and 3 life you cannot pay it, "
        "even exchanging three cubes for one."
    )
    assert why.message("nl") == (
        "Het werk van dag III kost 4 leven, en met 1 materie en 3 leven kun je dat "
        "niet betalen, ook niet door drie blokjes voor één te ruilen."
    )
    assert not any(isinstance(a, DayWork) for a in g.legal_actions())


def test_day_work_with_an_empty_hand_A_WORK_PAY(game_from):
    g = purple_on_day_three(game_from, "0.0.0")
    why = refused(g, DayWork(3, (0, 0, 4)))
    assert why.key == "refuse.work_unaffordable"
    assert "with nothing you cannot pay it" in why.message()
    assert "met niets kun je dat niet betalen" in why.message("nl")


def test_day_work_paid_with_cubes_not_in_hand_A_WORK_PAY(game_from):
    g = purple_on_day_three(game_from, "3.1.3")  # affordable, with an exchange
    why = refused(g, DayWork(3, (0, 0, 4)))  # the cost itself, but only 3 life in hand
    assert (why.rule_id, why.key) == ("A-WORK-PAY", "refuse.cannot_afford")
    assert why.message() == "You would pay 4 life, but you have only 3."
    assert why.message("nl") == "Je zou 4 leven betalen, maar je hebt er maar 3."


def test_day_work_underpaid_A_EXCHANGE(game_from):
    g = purple_on_day_three(game_from, "3.1.3")
    why = refused(g, DayWork(3, (0, 0, 3)))
    assert (why.rule_id, why.key) == ("A-EXCHANGE", "refuse.work_wrong_payment")
    assert why.params == {"cost": {"cubes": [0, 0, 4]}, "pay": {"cubes": [0, 0, 3]}}
    assert why.message() == (
        "Paying 3 life does not pay 4 life: pay the cost itself, with three cubes of "
        "other essences for each missing cube."
    )
    assert why.message("nl").startswith("Met 3 leven betaal je 4 leven niet")


def test_day_work_overpaid_A_EXCHANGE(game_from):
    g = purple_on_day_three(game_from, "3.1.3")
    why = refused(g, DayWork(3, (3, 1, 3)))  # seven cubes: overpaying is no exchange
    assert (why.rule_id, why.key) == ("A-EXCHANGE", "refuse.work_wrong_payment")
    assert why.message().startswith("Paying 3 chaos, 1 matter and 3 life does not pay 4 life")


def test_exchange_never_for_its_own_essence_A_EXCHANGE(game_from):
    """Six life for four: three life cannot stand in for the missing life cube (reading A-EXCHANGE-USE)."""
    g = purple_on_day_three(game_from, "0.0.6")
    assert g.why_not(DayWork(3, (0, 0, 4))) is None
    why = refused(g, DayWork(3, (0, 0, 6)))
    assert (why.rule_id, why.key) == ("A-EXCHANGE", "refuse.work_wrong_payment")


def test_day_work_once_per_day_A_WORK_ONCE(game_from):
    g = purple_on_day_three(game_from, "0.0.4", wIII="pu")
    assert refused(g, DayWork(3, (0, 0, 4))).rule_id == "A-WORK-ONCE"


def test_no_day_work_in_the_void_A_WORK(game_from):
    g = game_from(god="III-morning", void="gy", III="pu,ye,pk,DA", hands="2.0.0/1.1.1/1.1.1/1.1.1")
    why = refused(g, DayWork(1, (2, 0, 0)))
    assert (why.rule_id, why.key) == ("A-WORK", "refuse.work_void")
    assert why.message() == "You are in the void, where there is no day's work: move to day I first."
    assert why.message("nl") == "Je bent in de leegte, waar geen werk van de dag is: ga eerst naar dag I."


def test_day_work_only_on_the_day_you_stand_on_A_WORK(game_from):
    g = purple_on_day_three(game_from, "2.2.4")
    why = refused(g, DayWork(2, (1, 2, 0)))  # day II's cost, paid in full, from day III
    assert (why.rule_id, why.key) == ("A-WORK", "refuse.work_elsewhere")
    assert why.message() == (
        "You stand on day III: you can only do the work of the day you stand on. Move to day II first."
    )
    assert why.message("nl") == (
        "Je staat op dag III: je kunt alleen het werk doen van de dag waar je staat. Ga eerst naar dag II."
    )


def test_no_such_work_day_A_WORK(game_from):
    g = purple_on_day_three(game_from, "0.0.4")
    for day in (0, 8, -1):
        why = refused(g, DayWork(day, (0, 0, 4)))
        assert (why.rule_id, why.key) == ("A-WORK", "refuse.no_such_work_day")
    assert why.message() == "Only days I to VI have a day's work."
    assert why.message("nl") == "Alleen de dagen I tot en met VI hebben werk van de dag."
    assert refused(g, DayWork(7, (0, 0, 4))).rule_id == "A-WORK-VII"


# -- A-STOCK ---------------------------------------------------------------------------------------------

SETUP_EMPTY_CHAOS = (
    "angels players=gray,purple god=start phase=setup start=gray turn=purple stock=0.7.7 "
    "hands=8.0.0/0.1.1 void=gy,pu,DA I=- II=- III=- IV=- V=- VI=- VII=- "
    "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
)


def test_starting_cube_from_an_empty_stock_A_STOCK():
    from genesis_nb.angels import from_position

    g = from_position(SETUP_EMPTY_CHAOS)
    why = refused(g, ChooseCube(0))
    assert (why.rule_id, why.key) == ("A-STOCK", "refuse.stock_empty")
    assert why.message() == "The stock has no chaos left."
    assert why.message("nl") == "De voorraad heeft geen chaos meer."
    assert g.legal_actions() == [ChooseCube(1), ChooseCube(2)]
    g.play(ChooseCube(2))
    assert g.state.hands[1] == [0, 1, 2] and g.state.stock == [0, 7, 6]


# -- words: plurals of counts and cubes ------------------------------------------------------------------


def test_counts_take_their_plural_in_each_language():
    words = {(n, lang): CATALOGUE.plural(n, "cube", lang) for n in (0, 1, 2) for lang in ("en", "nl")}
    assert words == {
        (0, "en"): "no cubes",
        (1, "en"): "1 cube",
        (2, "en"): "2 cubes",
        (0, "nl"): "geen blokjes",
        (1, "nl"): "1 blokje",
        (2, "nl"): "2 blokjes",
    }
    assert [CATALOGUE.plural(n, "place", "en") for n in (1, 2)] == ["1 place", "2 places"]
    assert [CATALOGUE.plural(n, "place", "nl") for n in (1, 2)] == ["1 plaats", "2 plaatsen"]
    assert [CATALOGUE.plural(n, "none_or_n", "en") for n in (0, 1, 3)] == ["none", "only 1", "only 3"]
    assert [CATALOGUE.plural(n, "none_or_n", "nl") for n in (0, 1, 3)] == ["geen", "maar 1", "maar 3"]
    # a count inside a sentence goes through the same forms
    assert CATALOGUE.word({"n": 1, "word": "cube"}, "nl") == "1 blokje"


def test_cubes_are_written_in_words_in_each_language():
    def w(v, lang="en"):
        return CATALOGUE.word({"cubes": v}, lang)

    assert w([0, 0, 0]) == "nothing" and w([0, 0, 0], "nl") == "niets"
    assert w([1, 0, 0]) == "1 chaos" and w([0, 1, 0], "nl") == "1 materie"
    assert w([2, 0, 1]) == "2 chaos and 1 life" and w([2, 0, 1], "nl") == "2 chaos en 1 leven"
    assert w([1, 2, 3]) == "1 chaos, 2 matter and 3 life"
    assert w([1, 2, 3], "nl") == "1 chaos, 2 materie en 3 leven"


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

    folder = Path(__file__).parents[2] / "genesis_nb" / "angels"
    text = "".join((folder / f).read_text() for f in ("rules.py", "checks.py", "text.py"))
    ids = set(re.findall(r'"(A-[A-Z0-9-]+)"', text))
    assert ids and ids <= set(CATALOGUE.rules), ids - set(CATALOGUE.rules)
    keys = set(re.findall(r'"((?:refuse|event|action|word)\.[a-z_.]+)"', text))
    assert {k for k in keys if k.startswith("refuse.")} >= {"refuse.switch_unaffordable", "refuse.work_elsewhere"}
    assert keys <= set(CATALOGUE.messages), keys - set(CATALOGUE.messages)


def test_catalogue_is_complete_in_both_languages():
    for rule in CATALOGUE:
        assert rule.text("en") and rule.text("nl") and rule.section
        if rule.option:
            assert rule.reading and rule.alternative.get("en") and rule.alternative.get("nl")
    readings = {r.option for r in CATALOGUE.readings() if r.option}
    from dataclasses import fields

    from genesis_nb.angels import AngelsOptions

    assert readings == {f.name for f in fields(AngelsOptions)}
