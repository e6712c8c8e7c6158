"""Every worked example of the angels rulebook, set up from the notation."""

from genesis_nb.angels import DayWork, Gather, Move, Pass
from genesis_nb.angels.examples import EXAMPLES
from genesis_nb.angels.payments import work_payments


def test_start_player_is_furthest_left_A_START_PLAYER(game_from):
    """The purple player stands furthest left and becomes the start player (rule A-START-PLAYER)."""
    # Pink is the last player of the round; when the round ends the new start player is purple,
    # who stands on the earliest occupied track (day I), square 1.
    g = game_from(god="IV-morning", start="gray", turn="pink", I="pu,ye", II="gy", IV="pk", III="DA")
    g.play(Pass())
    assert g.state.start == 1
    assert g.actor == 1
    assert g.narration()[-1] == "Round 12 (midday of day IV): purple is furthest left and becomes the start player."
    assert any(e.kind == "round" and e.data["player"] == "purple" for e in g.events())


def test_bonus_on_day_iv_A_BONUS(game_from):
    """Purple begins its turn on day IV, whose work it did: it takes 1 chaos + 1 matter (rule A-BONUS)."""
    g = game_from(start="gray", turn="gray", IV="gy,pu", wIV="pu", V="ye,pk,DA", hands="1.1.1/0.0.0/1.1.1/1.1.1")
    g.play(Pass())
    assert g.actor == 1
    assert g.state.hands[1] == [1, 1, 0]
    bonus = [e for e in g.events() if e.kind == "bonus"]
    assert bonus and bonus[0].data["took"] == {"cubes": [1, 1, 0]} and not bonus[0].data["short"]


def test_no_bonus_without_work_A_BONUS(game_from):
    g = game_from(start="gray", turn="gray", IV="gy,pu", V="ye,pk,DA", hands="1.1.1/0.0.0/1.1.1/1.1.1")
    g.play(Pass())
    assert g.state.hands[1] == [0, 0, 0]


def gray_on_day_two(**extra):
    fields = dict(
        god="II-morning", start="gray", turn="gray", II="ye,pk,DA,gy", I="pu", hands="1.3.0/1.1.1/1.1.1/1.1.1"
    )
    fields.update(extra)
    return fields


def test_gray_pays_two_switches_A_SWITCH(game_from):
    """Gray switches with the dark angel and then pink, paying 2 matter (rule A-SWITCH)."""
    g = game_from(**gray_on_day_two())
    g.play(Gather(square=1, pay=(0, 2, 0), choice=0))
    assert [g.state.names[a] if a < 4 else "DA" for a in g.state.tracks[2]] == ["yellow", "gray", "pink", "DA"]
    # two matter paid, then 2 chaos + 1 matter gathered
    assert g.state.hands[0] == [1 + 2, 3 - 2 + 1, 0]
    assert g.state.stock == [10, 11, 13]


def test_square_offers_two_yields_A_GATHER(game_from):
    """Square 2 of day II offers 2 chaos + 1 matter OR 1 matter + 1 life (rule A-GATHER)."""
    g = game_from(**gray_on_day_two())
    legal = [a for a in g.legal_actions() if isinstance(a, Gather) and a.square == 1]
    assert {a.choice for a in legal} == {0, 1}
    assert g.rules.board.yields[2][1] == ((2, 1, 0), (0, 1, 1))
    g.play(Gather(square=1, pay=(0, 2, 0), choice=1))
    assert g.state.hands[0] == [1, 3 - 2 + 1, 1]


def test_stock_shortage_takes_what_is_left_A_STOCK(game_from):
    """The stock has 1 chaos, 8 matter, 5 life: 2 chaos + 1 matter gives 1 chaos + 1 matter (rule A-STOCK)."""
    g = game_from(**gray_on_day_two(hands="9.3.3/2.2.2/2.2.2/2.1.4", stock="1.8.5"))
    g.play(Gather(square=1, pay=(0, 2, 0), choice=0))
    # the switch payment went back to the stock first (8 + 2 matter), then 1 chaos and 1 matter taken
    assert g.state.hands[0] == [10, 2, 3]
    assert g.state.stock == [0, 9, 5]
    gather = [e for e in g.events() if e.kind == "gather"][0]
    assert gather.rule == "A-STOCK" and gather.data["took"] == {"cubes": [1, 1, 0]}
    assert gather.data["wanted"] == {"cubes": [2, 1, 0]}


def test_stock_shortage_exact_example_A_STOCK(game_from):
    """The same shortage with no switch: 1 chaos and 1 matter of the 2 + 1 wanted."""
    g = game_from(
        god="II-morning",
        start="gray",
        turn="gray",
        II="ye,gy,pk,DA",
        I="pu",
        hands="9.4.3/2.2.2/2.2.2/2.0.4",
        stock="1.8.5",
    )
    g.play(Gather(square=1, pay=(0, 0, 0), choice=0))
    assert g.state.hands[0] == [10, 5, 3]
    assert g.state.stock == [0, 7, 5]


def test_move_to_day_iii_with_god_on_day_v_A_MOVE(game_from):
    """God is on day V: yellow may go to the void or days I to V; it goes to day III after pink."""
    g = game_from(start="yellow", turn="yellow", III="pk", IV="pu,ye,DA,gy")
    moves = sorted(a.to for a in g.legal_actions() if isinstance(a, Move))
    assert moves == [0, 1, 2, 3, 5]  # not its own day IV, not VI or VII
    g.play(Move(3))
    assert g.state.tracks[3] == [3, 2]  # pink, then yellow


def test_gap_closes_after_leaving_day_iv_A_GAP(game_from):
    """Yellow leaves day IV: the dark angel and gray each move one square left (rule A-GAP)."""
    g = game_from(start="yellow", turn="yellow", III="pk", IV="pu,ye,DA,gy")
    g.play(Move(3))
    assert g.state.tracks[4] == [1, 4, 0]  # purple, dark angel, gray
    gap = [e for e in g.events() if e.kind == "gap"][0]
    assert gap.data["angels"] == ["word.dark_angel", "gray"]
    assert "The gap on day IV closes; one square to the left: the dark angel, gray." in g.narration()


def test_day_work_on_day_iii_third_circle_A_WORK(game_from):
    """Purple pays 4 life on day III and takes the first empty circle, the third, worth 4."""
    g = game_from(
        start="purple", turn="purple", III="pu,gy", IV="ye,pk,DA", wIII="gy,DA", hands="1.1.1/0.0.4/1.1.1/1.1.1"
    )
    g.play(DayWork(3, (0, 0, 4)))
    assert g.state.work[3] == [0, 4, 1]
    assert g.state.hands[1] == [0, 0, 0]
    assert g.scores().rows[1]["III"] == 4  # purple sits in seat 1
    work = [e for e in g.events() if e.kind == "day_work"][0]
    assert work.data["circle"] == 3 and work.data["points"] == 4


def test_exchange_three_for_one_A_EXCHANGE():
    """3 life, 3 chaos, 1 matter pay 4 life as 3 life + 3 chaos or 3 life + 2 chaos + 1 matter."""
    assert set(work_payments((0, 0, 4), (3, 1, 3))) == {(3, 0, 3), (2, 1, 3)}


def test_exchange_in_play_A_EXCHANGE(game_from):
    g = game_from(
        start="purple", turn="purple", III="pu,gy", IV="ye,pk,DA", wIII="gy,DA", hands="1.1.1/3.1.3/1.1.1/1.1.1"
    )
    works = [a for a in g.legal_actions() if isinstance(a, DayWork)]
    assert {a.pay for a in works} == {(3, 0, 3), (2, 1, 3)}
    assert {a.day for a in works} == {3}  # purple stands on day III
    g.play(DayWork(3, (2, 1, 3)))
    assert g.state.hands[1] == [1, 0, 0]


def test_dark_angel_goes_to_gods_day_without_working_A_DARK_MOVE(game_from):
    """The dark angel, leftmost on day III, goes to God's day IV instead of working on day III."""
    g = game_from(god="IV-morning", start="gray", turn="pink", III="DA,gy", IV="pu,ye,pk")
    g.play(Pass())
    assert g.state.tracks[4] == [1, 2, 3, 4]
    assert g.state.work[3] == []
    kinds = [e.kind for e in g.steps[-1].events]
    assert "dark_move" in kinds and "dark_work" not in kinds


def test_god_moves_from_evening_ii_to_morning_iii_A_GOD(game_from):
    """God goes from the evening of day II to the morning of day III, opening day III."""
    g = game_from(god="II-evening", start="gray", turn="pink", II="gy,pu,ye,pk,DA")
    assert sorted(a.to for a in g.legal_actions() if isinstance(a, Move)) == [0, 1]
    g.play(Pass())
    assert g.state.god == 7 and g.state.day_of_god() == 3
    god = [e for e in g.events() if e.kind == "god"][0]
    assert god.data == {"day": "III", "time": "word.morning", "activated": True}
    # the next player to act may now go to the void or days I, II and III
    assert sorted(a.to for a in g.legal_actions() if isinstance(a, Move)) == [0, 1, 3]


# The rulebook's final table, as a finished position on the reconstructed board:
#   day I   circles 4,3,3,2: purple, yellow, dark angel, gray
#   day II  circles 4,4,3,3,2: yellow, pink, gray, dark angel, purple
#   day III circles 5,4,4,3: gray, purple, dark angel, yellow
#   day IV  circles 5,5,4,4: yellow, pink, gray, dark angel
#   day V   circles 6,5,5,4: pink, purple, yellow, gray
#   day VI  circles 6,6,5: pink, dark angel, gray
#   day VII resting 3,3,2,0: yellow, purple, pink, dark angel; gray stays on day VI.
FINAL = dict(
    god="VII-evening",
    phase="over",
    start="yellow",
    turn="yellow",
    VI="gy",
    VII="ye,pu,pk,DA",
    wI="pu,ye,DA,gy",
    wII="ye,pk,gy,DA,pu",
    wIII="gy,pu,DA,ye",
    wIV="ye,pk,gy,DA",
    wV="pk,pu,ye,gy",
    wVI="pk,DA,gy",
)


def test_final_table_and_tie_break_A_WIN(game_from):
    """Gray 23, purple 18, yellow 23, pink 23, dark angel 20; yellow, furthest left on day VII, wins."""
    g = game_from(**FINAL)
    sheet = g.scores()
    expected = {  # rows by seat; the dark angel's row is "dark"
        0: [2, 3, 5, 4, 4, 5, 0],  # gray
        1: [4, 2, 4, 0, 5, 0, 3],  # purple
        2: [3, 4, 3, 5, 5, 0, 3],  # yellow
        3: [0, 4, 0, 5, 6, 6, 2],  # pink
        "dark": [3, 3, 4, 4, 0, 6, 0],
    }
    for key, values in expected.items():
        assert list(sheet.rows[key].values()) == values, key
    assert sheet.totals == {0: 23, 1: 18, 2: 23, 3: 23, "dark": 20}
    assert [sheet.label(k) for k in expected] == ["gray", "purple", "yellow", "pink", "word.dark_angel"]
    assert sheet.winners == [2]
    assert sheet.winner_names() == ["yellow"]
    assert sheet.notes == ["tiebreak"]


def test_dark_angels_row_is_dark_whatever_the_players_are_called():
    """Score rows are keyed by seat and "dark" (never by a name): a player called "Dark angel" or "dark"
    is still a seat, and the dark angel's row is still "dark" (rules A-END, A-WIN)."""
    from angels_helpers import position

    from genesis_nb.angels import from_position
    from genesis_nb.angels.rules import DARK_ROW, AngelsRules

    names = ["Dark angel", "dark", "the dark angel", "DA"]
    text = position(**FINAL).replace(
        "players=gray,purple,yellow,pink",
        "players=gray,purple,yellow,pink names=Dark%20angel,dark,the%20dark%20angel,DA",
    )
    g = from_position(text)
    assert g.players == names
    sheet = g.scores()
    assert DARK_ROW == "dark" and AngelsRules.row_key(g.state, 4) == "dark" and AngelsRules.row_key(g.state, 1) == 1
    assert list(sheet.rows) == [0, 1, 2, 3, "dark"]
    assert sheet.labels == {0: "Dark angel", 1: "dark", 2: "the dark angel", 3: "DA", "dark": "word.dark_angel"}
    assert list(sheet.rows[0].values()) == [2, 3, 5, 4, 4, 5, 0]  # gray, called "Dark angel"
    assert list(sheet.rows[1].values()) == [4, 2, 4, 0, 5, 0, 3]  # purple, called "dark"
    assert list(sheet.rows["dark"].values()) == [3, 3, 4, 4, 0, 6, 0]  # the dark angel itself
    assert sheet.winners == [2] and sheet.winner_names() == ["the dark angel"]
    rows = sheet.to_json()["rows"]
    assert [(r["key"], r["label"], r["seat"], r["total"], r["winner"]) for r in rows] == [
        (0, "Dark angel", 0, 23, False),
        (1, "dark", 1, 18, False),
        (2, "the dark angel", 2, 23, True),
        (3, "DA", 3, 23, False),
        ("dark", "word.dark_angel", None, 20, False),
    ]
    assert sheet.to_json()["winners"] == [2]


def test_a_whole_game_with_a_player_called_dark_angel_A_END():
    import random

    from genesis_nb.angels import new_game

    g = new_game(["Dark angel", "Bo", "dark"], seed=7)
    rng = random.Random(7)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    sheet = g.scores()
    assert list(sheet.rows) == [0, 1, 2, "dark"]
    assert all(isinstance(w, int) for w in sheet.winners)
    end = [e for e in g.events() if e.kind == "end"][0]
    assert end.data["winner_seats"] == sheet.winners
    assert end.data["winners"] == ([g.players[w] for w in sheet.winners] or ["word.nobody"])
    assert end.data["totals"] == sheet.totals and set(end.data["totals"]) == {0, 1, 2, "dark"}
    assert end.data["dark_wins"] == (not sheet.winners)


def test_every_shared_example_replays_as_the_rulebook_says():
    """The fixtures in seeds/angels_examples.toml (used by the walkthrough) give the same outcomes."""
    assert set(EXAMPLES) == {
        "start-player",
        "bonus-day-iv",
        "two-switches",
        "two-yields",
        "stock-shortage",
        "move-and-gap",
        "day-work-iii",
        "exchange",
        "dark-to-gods-day",
        "god-moves",
        "final-table",
    }
    g = EXAMPLES["start-player"].play()
    assert g.state.start == 1
    g = EXAMPLES["bonus-day-iv"].play()
    assert g.state.hands[1] == [1, 1, 0]
    g = EXAMPLES["two-switches"].play()
    assert g.state.tracks[2] == [2, 0, 3, 4] and g.state.hands[0] == [3, 2, 0]
    g = EXAMPLES["two-yields"].start()
    assert {a.choice for a in g.legal_actions() if isinstance(a, Gather) and a.square == 1} == {0, 1}
    g = EXAMPLES["stock-shortage"].play()
    assert g.state.hands[0] == [10, 5, 3] and g.state.stock == [0, 7, 5]
    g = EXAMPLES["move-and-gap"].play()
    assert g.state.tracks[3] == [3, 2] and g.state.tracks[4] == [1, 4, 0]
    g = EXAMPLES["day-work-iii"].play()
    assert g.scores().rows[1]["III"] == 4  # purple sits in seat 1
    g = EXAMPLES["exchange"].start()
    assert {a.pay for a in g.legal_actions() if isinstance(a, DayWork)} == {(3, 0, 3), (2, 1, 3)}
    g = EXAMPLES["dark-to-gods-day"].play()
    assert g.state.tracks[4] == [1, 2, 3, 4] and g.state.work[3] == []
    g = EXAMPLES["god-moves"].play()
    assert g.state.god == 7
    g = EXAMPLES["final-table"].start()
    assert g.scores().winners == [2] and g.scores().winner_names() == ["yellow"]
    for ex in EXAMPLES.values():
        assert ex.rule in g.rules.catalogue
