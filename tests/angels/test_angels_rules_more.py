"""Rules of angels that no test checked (issue 12, "Tests that catch bugs"): each found as a surviving mutant
of genesis_nb/angels/rules.py, checks.py or payments.py (scripts/mutation.py)."""

from __future__ import annotations

import pytest
from angels_helpers import position

from genesis_nb.angels import RULES, ChooseCube, DayWork, Gather, Move, Pass, from_position, new_game, rules_for
from genesis_nb.angels.rules import AngelsRules


# -- with_setup ---------------------------------------------------------------------------------------
def test_with_setup_with_nothing_to_change_is_the_same_rules():
    assert RULES.with_setup(None, None) is RULES
    assert RULES.with_setup(RULES.board, RULES.options) is RULES
    same = type(RULES.options).from_json(RULES.options.to_json())  # equal, not the same object
    assert same is not RULES.options and RULES.with_setup(None, same) is RULES
    other = RULES.with_setup(None, type(RULES.options).from_json({"dark_tie": "players"}))
    assert other is not RULES and other.options.dark_tie == "players" and other.board is RULES.board
    board = type(RULES.board)(**{**RULES.board.__dict__})  # an equal board, another object
    moved = RULES.with_setup(board, None)
    assert moved is not RULES and moved.board is board and moved.options == RULES.options
    assert isinstance(moved, AngelsRules)


def test_rules_for_gives_the_shared_rules_when_nothing_differs():
    assert rules_for() is RULES
    assert rules_for(options={}) is RULES
    assert rules_for(options={"leftmost": "square"}).options.leftmost == "square"


# -- the first round's narration and the "start" time word -------------------------------------------
def test_the_first_round_is_narrated_before_day_one():
    g = new_game(["Ann", "Bo"], seed=1)
    g.play(ChooseCube(0))
    events = g.play(ChooseCube(2))
    rnd = next(e for e in events if e.kind == "round")
    assert rnd.data == {"round": 1, "player": "Ann", "seat": 0, "time": "word.start", "day": "void"}
    assert g.rules.narrate(rnd, "en") == (
        "Round 1 begins before day I, with every angel in the void: Ann is furthest left and becomes the start player."
    )
    assert g.rules.narrate(rnd, "nl") == (
        "Ronde 1 begint vóór dag I, met alle engelen in de leegte: Ann staat het meest links en wordt startspeler."
    )
    assert RULES.catalogue.word("word.start", "en") == "the start of the time track"
    assert RULES.catalogue.word("word.start", "nl") == "het begin van het tijdspoor"


def test_later_rounds_and_god_are_narrated_with_their_time():
    g = new_game(["Ann", "Bo"], seed=1)
    g.play(ChooseCube(0))
    g.play(ChooseCube(2))
    g.play(Pass())
    events = g.play(Pass())
    god = next(e for e in events if e.kind == "god")
    assert god.data == {"day": "I", "time": "word.morning", "activated": True}
    assert g.rules.narrate(god, "en") == "God moves to the morning of day I."
    assert g.rules.narrate(god, "nl") == "God gaat naar de ochtend van dag I."
    rnd = next(e for e in events if e.kind == "round")
    assert rnd.data["round"] == 2 and rnd.data["time"] == "word.morning" and rnd.data["day"] == "I"
    assert (
        g.rules.narrate(rnd, "en") == "Round 2 (morning of day I): Ann is furthest left and becomes the start player."
    )
    for _ in range(4):
        events = g.play(Pass())
    times = [e.data["time"] for e in g.events() if e.kind == "god"]
    assert times == ["word.morning", "word.midday", "word.evening"]
    assert [e.data["activated"] for e in g.events() if e.kind == "god"] == [True, False, False]


# -- leftmost_player ------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode, start", [("track", "yellow"), ("square", "gray"), ("square_latest", "gray")])
def test_leftmost_player_with_the_dark_angel_in_front_and_tied_squares(mode, start):
    """Day I: the dark angel, yellow, purple; day II: gray, pink. Yellow and pink both stand on the second
    square; gray is first on its track. The dark angel never becomes the start player."""
    g = from_position(
        position(god="II-morning", start="gray", turn="pink", I="DA,ye,pu", II="gy,pk"), options={"leftmost": mode}
    )
    colours = g.state.colours
    assert colours[g.rules.leftmost_player(g.state)] == start


def test_leftmost_player_square_ties_go_by_the_reading():
    """Yellow and pink both first on their tracks (days I and III): "square" takes the earlier track,
    "square_latest" the later one."""
    fields = dict(god="III-morning", start="gray", turn="pink", I="ye,DA", III="pk,gy,pu")
    for mode, start in (("track", "yellow"), ("square", "yellow"), ("square_latest", "pink")):
        g = from_position(position(**fields), options={"leftmost": mode})
        assert g.state.colours[g.rules.leftmost_player(g.state)] == start, mode


# -- what the rules say of themselves -------------------------------------------------------------------
def test_the_rules_name_players_and_phases():
    from genesis_nb.angels.rules import CATALOGUE, MACHINE

    assert (RULES.name, RULES.min_players, RULES.max_players) == ("angels", 2, 6)
    assert CATALOGUE.game == "angels" and CATALOGUE.languages == ("en", "nl")
    assert [(p.name, p.rule, p.decision) for p in MACHINE.phases.values()] == [
        ("setup", "A-SETUP-CUBE", True),
        ("start_player", "A-START-PLAYER", False),
        ("player_turns", "A-TURN", True),
        ("dark_angel", "A-DARK", False),
        ("god_moves", "A-GOD", False),
        ("game_over", "A-END", False),
    ]
    with pytest.raises(ValueError, match="2 to 6 players, not 7"):
        new_game(7, seed=1)
    with pytest.raises(ValueError, match="2 to 6 players, not 1"):
        new_game(["Ann"], seed=1)
    assert len(new_game(6, seed=1).players) == 6


def test_phase_names():
    g = new_game(2, seed=1)
    assert g.rules.phase_name(g.state) == "setup"
    g.play(ChooseCube(0))
    g.play(ChooseCube(0))
    assert g.rules.phase_name(g.state) == "player_turns"
    while not g.is_over:
        g.play(Pass())
    assert g.rules.phase_name(g.state) == "game_over"


def test_view_picture_and_words_are_given():
    g = new_game(["Ann", "Bo"], seed=1)
    assert isinstance(g.rules.view(g.state), dict) and g.rules.view(g.state)["players"]
    assert g.rules.view(g.state) == g.rules.view(g.state, "public")
    assert g.rules.picture(g.state).lstrip().startswith("<svg")
    assert g.rules.describe(Pass()) == "pass" and g.rules.describe(Pass(), "nl") == "passen"
    assert g.rules.describe_in(g.state, ChooseCube(1)) == "take a matter cube"


# -- the events an action causes ------------------------------------------------------------------------
EVENT_SCHEMA = {
    "bonus": ("A-BONUS", {"day", "player", "seat", "short", "took", "wanted"}),
    "choose_cube": ("A-SETUP-CUBE", {"essence", "player", "seat"}),
    "dark_move": ("A-DARK-MOVE", {"from", "player", "seat", "square", "to"}),
    "dark_resting": ("A-DARK-VII", {"player"}),
    "dark_stays": ("A-DARK-STAY", {"day", "player"}),
    "dark_switch": ("A-DARK-SWITCH", {"day", "player", "square", "with"}),
    "dark_waits": ("A-DARK-ROUND1", {"player"}),
    "dark_work": ("A-DARK-WORK", {"circle", "day", "player", "points"}),
    "day_work": ("A-WORK", {"circle", "day", "exchanged", "paid", "player", "points", "seat"}),
    "end": ("A-END", {"dark_wins", "totals", "winner_seats", "winners"}),
    "gap": ("A-GAP", {"angels", "day"}),
    "gather": ("A-GATHER|A-STOCK", {"day", "player", "seat", "short", "square", "took", "wanted"}),
    "god": ("A-GOD", {"activated", "day", "time"}),
    "move": ("A-MOVE", {"from", "player", "seat", "square", "to"}),
    "pass": ("A-PASS", {"player", "seat"}),
    "round": ("A-START-PLAYER", {"day", "player", "round", "seat", "time"}),
    "switch": ("A-SWITCH", {"paid", "player", "seat", "square", "steps", "with"}),
}


def test_every_event_names_its_rule_and_carries_its_data():
    import random

    seen = set()
    for seed, options in enumerate([None, {"dark_round_one": "void", "dark_after_work": "literal"}] * 6):
        g = new_game(2 + seed % 5, seed=seed, options=options)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        for e in g.events():
            rules, keys = EVENT_SCHEMA[e.kind]
            assert e.rule in rules.split("|") and e.rule in g.rules.catalogue, e
            assert set(e.data) == keys, e
            if "seat" in e.data:
                name = g.players[e.data["seat"]] if e.data["seat"] < len(g.players) else "word.dark_angel"
                assert e.data["player"] == name, e
            seen.add(e.kind)
    assert seen == set(EVENT_SCHEMA)


def test_a_days_work_says_whether_cubes_were_exchanged():
    g = from_position(
        position(
            god="IV-morning", start="purple", turn="purple", III="pu,gy,DA", IV="ye,pk", hands="1.1.1/0.0.4/1.1.1/1.1.1"
        )
    )
    work = next(e for e in g.play(DayWork(3, (0, 0, 4))) if e.kind == "day_work")
    assert work.data["exchanged"] is False and work.data["paid"] == {"cubes": [0, 0, 4]}
    assert (work.data["circle"], work.data["points"], work.data["day"]) == (1, 5, "III")
    g = from_position(
        position(
            god="IV-morning", start="purple", turn="purple", III="pu,gy,DA", IV="ye,pk", hands="1.1.1/3.0.3/1.1.1/1.1.1"
        )
    )
    work = next(e for e in g.play(DayWork(3, (3, 0, 3))) if e.kind == "day_work")
    assert work.data["exchanged"] is True


def test_gathering_from_a_short_stock_says_so():
    g = from_position(
        position(god="II-morning", turn="gray", II="gy,pu,ye,pk,DA", stock="0.1.13", hands="4.4.1/4.4.1/4.3.1/4.4.0")
    )
    want = g.rules.board.yields[2][0][0]
    e = next(e for e in g.play(Gather(0, (0, 0, 0), 0)) if e.kind == "gather")
    assert e.rule == "A-STOCK" and e.data["short"] is True and e.data["square"] == 1
    assert e.data["wanted"] == {"cubes": list(want)} and e.data["took"] == {"cubes": [0, min(want[1], 1), 0]}
    g = from_position(position(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA"))
    e = next(e for e in g.play(Gather(1, (0, 0, 0), 0)) if e.kind == "gather")
    assert e.rule == "A-GATHER" and e.data["short"] is False and e.data["square"] == 2


def test_a_switch_says_with_whom_and_where_it_ends():
    g = from_position(position(god="II-morning", turn="gray", II="pu,ye,gy,pk,DA", hands="2.0.0/1.1.1/1.1.1/1.1.1"))
    e = next(e for e in g.play(Gather(0, (2, 0, 0), 0)) if e.kind == "switch")
    assert e.data["with"] == ["yellow", "purple"] and e.data["steps"] == 2 and e.data["square"] == 1
    assert g.state.tracks[2][:3] == [0, 1, 2]


def test_leaving_the_end_of_a_track_leaves_no_gap():
    g = from_position(position(god="II-morning", turn="gray", II="pu,ye,gy", I="pk,DA"))
    events = g.play(Move(1))
    assert [e.kind for e in events][:1] == ["move"] and "gap" not in [e.kind for e in events]
    g = from_position(position(god="II-morning", turn="gray", II="gy,pu,ye", I="pk,DA"))
    gap = next(e for e in g.play(Move(1)) if e.kind == "gap")
    assert gap.data == {"day": "word.track.II", "angels": ["purple", "yellow"]}


def test_a_finished_game_reads_back_from_its_notation():
    import random

    g = new_game(3, seed=2)
    rng = random.Random(2)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    assert from_position(g.notation()).state == g.state
    assert g.state.acted == 0


# -- the dark angel --------------------------------------------------------------------------------------
def dark_events(g):
    return [e for e in g.play(Pass()) if e.kind.startswith("dark")]


def test_the_dark_angel_rests_on_day_seven():
    g = from_position(position(god="VII-morning", start="gray", turn="pink", VII="DA", V="gy,pu,ye,pk"))
    assert [(e.kind, e.rule, e.data) for e in dark_events(g)] == [
        ("dark_resting", "A-DARK-VII", {"player": "word.dark_angel"})
    ]
    assert g.narration()[-3] == "The dark angel rests on day VII and takes no more actions."


def test_the_dark_angel_switches_left_then_works_then_stays():
    g = from_position(position(god="III-morning", start="gray", turn="pink", III="gy,DA,pu", II="ye,pk"))
    (e,) = dark_events(g)
    assert (e.kind, e.data) == (
        "dark_switch",
        {"player": "word.dark_angel", "with": "gray", "day": "word.track.III", "square": 1},
    )
    assert g.state.tracks[3] == [4, 0, 1]
    g.play(Pass()), g.play(Pass()), g.play(Pass())
    (e,) = dark_events(g)
    assert (e.kind, e.data) == (
        "dark_work",
        {"player": "word.dark_angel", "day": "III", "circle": 1, "points": g.rules.board.circles[3][0]},
    )
    assert g.state.work[3] == [4]
    for _ in range(3):
        g.play(Pass())
    (e,) = dark_events(g)
    assert (e.kind, e.data) == ("dark_stays", {"player": "word.dark_angel", "day": "word.track.III"})
    assert g.state.work[3] == [4]


def test_the_dark_angel_after_its_work_under_the_literal_reading():
    """dark_after_work='literal': first on its day after its work, it neither works again nor moves."""
    g = from_position(
        position(god="III-morning", start="gray", turn="pink", III="DA,gy,pu", II="ye,pk", wIII="DA"),
        options={"dark_after_work": "literal"},
    )
    (e,) = dark_events(g)
    assert e.kind == "dark_stays" and g.state.work[3] == [4]


def test_the_dark_angel_in_the_void_in_round_one_with_the_void_reading():
    g = new_game(["Ann", "Bo"], seed=1, options={"dark_round_one": "void"})
    g.play(ChooseCube(0))
    g.play(ChooseCube(0))
    g.play(Pass())
    g.state.tracks[0] = [2, 0, 1]  # the dark angel first in the void
    (e,) = dark_events(g)
    assert e.kind == "dark_stays" and e.data["day"] == "word.track.void" and g.state.work[0] == []


def test_the_score_sheet_has_a_column_per_work_day_and_rest():
    g = from_position(position(god="VII-morning", start="gray", turn="pink", VII="pu,DA", V="gy,ye,pk"))
    sheet = g.scores()
    assert sheet.categories == ["I", "II", "III", "IV", "V", "VI", "rest"]
    assert sheet.rows[1]["rest"] == g.rules.board.rest[0] and sheet.rows["dark"]["rest"] == g.rules.board.rest[1]


def test_the_dark_angel_wins_a_shared_top_when_nobody_rests():
    g = from_position(position(wII="DA,pu", II="gy,pu,ye,pk,DA", god="II-morning"))
    sheet = g.scores()
    assert sheet.totals["dark"] == sheet.totals[1] == g.rules.board.circles[2][0]
    assert sheet.winners == [] and sheet.notes == ["dark_wins_shared"]


# -- checks -----------------------------------------------------------------------------------------------
def test_the_last_cube_of_an_essence_can_be_taken_at_the_set_up():
    g = from_position(
        "angels players=gray,purple god=start phase=setup start=gray turn=purple stock=1.7.6 "
        "hands=7.0.1/0.1.1 void=gy,pu,DA I=- II=- III=- IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    )
    assert g.legal_actions() == [ChooseCube(0), ChooseCube(1), ChooseCube(2)]
    assert g.why_not(ChooseCube(0)) is None
    g.play(ChooseCube(0))
    assert g.state.stock[0] == 0


def test_an_unknown_action_is_refused_by_its_rule():
    g = from_position(position(II="gy,pu,ye,pk,DA"))
    why = g.why_not(object())
    assert (why.rule_id, why.key) == ("A-ONE-ACTION", "refuse.unknown_action")
    assert why.message() == "That is not an action of this game."


@pytest.mark.parametrize("to", [8, 9, -1])
def test_a_move_off_the_time_track_is_no_such_day(to):
    g = from_position(position(god="VII-morning", V="gy,pu,ye,pk,DA"))
    why = g.why_not(Move(to))
    assert (why.rule_id, why.key) == ("A-MOVE", "refuse.no_such_day")
    assert g.why_not(Move(7)) is None


def test_free_switching_offers_every_even_detour():
    """switching='free': reaching a square k places away may cost k, k+2, k+4... cubes (never k+1)."""
    g = from_position(
        position(god="II-morning", turn="gray", II="pu,gy,ye,pk,DA", hands="5.0.0/1.1.1/1.1.1/1.1.1"),
        options={"switching": "free"},
    )
    spends = sorted({sum(a.pay) for a in g.legal_actions() if isinstance(a, Gather) and a.square == 0})
    assert spends == [1, 3, 5]
    spends = sorted({sum(a.pay) for a in g.legal_actions() if isinstance(a, Gather) and a.square == 1})
    assert spends == [0, 2, 4]


# -- payments (quick versions of the exhaustive checks in test_angels_payments.py) -----------------------
def test_payments_on_a_small_grid_agree_with_their_definition():
    """Every (cost, hand) with counts up to 2 and 3: the day's works offered are exactly the spends within
    the hand that pay the cost, affordable exactly when there is one, and can_pay agrees."""
    import itertools

    from genesis_nb.angels.payments import can_afford, can_pay, is_work_payment, work_payments

    for cost in itertools.product(range(3), repeat=3):
        if sum(cost) == 0:
            continue
        for hand in itertools.product(range(4), repeat=3):
            spends = {p for p in itertools.product(*(range(h + 1) for h in hand)) if is_work_payment(cost, p)}
            got = work_payments(cost, hand)
            assert set(got) == spends, (cost, hand)
            assert list(got) == sorted(spends, key=lambda s: (sum(s), s))
            assert can_afford(cost, hand) is bool(spends), (cost, hand)
            for p in list(spends)[:2]:
                assert can_pay(cost, hand, p) is True
            assert can_pay(cost, hand, (9, 9, 9)) is False


# -- colours from names, and the first round told to the start player -----------------------------------
def test_players_named_after_colours_play_those_colours():
    assert new_game(["Yellow", "pink"], seed=1).state.colours == ["yellow", "pink"]
    assert new_game(["Grijs", "Roze", "Paars"], seed=1).state.colours == ["gray", "pink", "purple"]
    # two names for one colour, or a name that is no colour: colours go in seat order
    assert new_game(["Gray", "Grey"], seed=1).state.colours == ["pink", "gray"]
    assert new_game(["Gray", "Ann"], seed=1).state.colours == ["pink", "gray"]


def test_the_start_player_hears_the_first_round_in_the_second_person():
    g = new_game(["Ann", "Bo"], seed=1)
    g.play(ChooseCube(0))
    g.play(ChooseCube(2))
    rnd = next(e for e in g.events() if e.kind == "round")
    assert rnd.data["seat"] == 0
    you = (
        "Round 1 begins before day I, with every angel in the void: you are furthest left and become the start player."
    )
    assert g.rules.narrate_for(rnd, "en", 0) == you
    assert g.rules.narrate_for(rnd, "nl", 0).endswith("jij staat het meest links en wordt startspeler.")
    assert g.rules.narrate_for(rnd, "en", 1) == g.rules.narrate(rnd, "en") != you
    assert g.rules.narrate_for(rnd, "en", "public") == g.rules.narrate(rnd, "en")
    assert g.rules.narrate_for(rnd) == g.rules.narrate(rnd)
    later = next(e for e in g.play(Pass()) + g.play(Pass()) if e.kind == "round")
    assert later.data["round"] == 2
    assert g.rules.narrate_for(later, "en", later.data["seat"]).startswith("Round 2 (morning of day I): ")


# -- upgrading version-1 save files --------------------------------------------------------------------------
def v1_doc():
    import json
    from pathlib import Path

    return json.loads((Path(__file__).parents[1] / "data" / "saves" / "angels_v1.json").read_text(encoding="utf-8"))


def first_of(doc, kind):
    return next(i for i, a in enumerate(doc["actions"]) if a["type"] == kind)


@pytest.mark.parametrize(
    "edit, fault",
    [
        (lambda a: a.update(square=0), "unknown fields: shift"),  # both the old and the new field
        (lambda a: a.update(shift=True), "lacks the field 'square'"),  # a shift that is not a number
        (lambda a: a.update(shift="1"), "lacks the field 'square'"),
    ],
)
def test_a_version_1_gather_is_upgraded_only_when_it_is_one(edit, fault):
    import json

    from genesis_nb.angels import load_game
    from genesis_nb.core import SaveFileError

    doc = v1_doc()
    i = first_of(doc, "gather")
    edit(doc["actions"][i])
    with pytest.raises(SaveFileError, match=fault):
        load_game(json.dumps(doc))


def test_a_version_1_days_work_keeps_a_day_it_names():
    import json

    from genesis_nb.angels import load_game
    from genesis_nb.core import SaveFileError

    doc = v1_doc()
    work = [i for i, a in enumerate(doc["actions"]) if a["type"] == "day_work"]
    if not work:
        pytest.skip("the stored file has no day's work")
    doc["actions"][work[0]]["day"] = 6  # a day the player does not stand on
    with pytest.raises(SaveFileError, match=f"Action {work[0] + 1} of the save file"):
        load_game(json.dumps(doc))


def test_upgrade_action_changes_only_version_1_gathers_and_works_in_turns():
    g = from_position(position(II="pu,gy,ye,pk,DA", turn="gray"))
    s = g.state
    assert RULES.upgrade_action(s, {"type": "gather", "shift": -1, "pay": [1, 0, 0], "choice": 0}, 1) == {
        "type": "gather",
        "square": 0,
        "pay": [1, 0, 0],
        "choice": 0,
    }
    assert RULES.upgrade_action(s, {"type": "day_work", "pay": [1, 2, 0]}, 1) == {
        "type": "day_work",
        "day": 2,
        "pay": [1, 2, 0],
    }
    for data in ({"type": "gather", "shift": -1}, {"type": "day_work", "pay": [1]}):
        assert RULES.upgrade_action(s, dict(data), 2) == data
    setup = new_game(2, seed=1).state
    assert RULES.upgrade_action(setup, {"type": "day_work", "pay": [1]}, 1) == {"type": "day_work", "pay": [1]}
