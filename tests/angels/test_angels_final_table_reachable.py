"""The rulebook's final score table is reachable by play on our reconstructed board.

The rulebook ends with a final table (gray 23, purple 18, yellow 23, pink 23, dark angel 20; yellow
wins the tie-break, furthest left on day VII). test_angels_examples.py checks that table on a finished
position; this test plays a whole legal game from the set-up (4 players seated gray, purple, yellow,
pink; default options; board seeds/angels.toml) that ends with exactly that table.

The game was found by benchmarks/find_final_table.py (a hand-made plan of who moves and works when,
with a beam search filling in cubes and payments). Each round is one line of four actions in turn
order, each written ``seat:action``:

    L / C / M      set-up: the starting cube (life / chaos / matter)
    g, g1          gather on the angel's own square (no switching), first or second yield choice
    m3             move to track 3 (0 = the void, 1..7 = days I..VII)
    w1.2.3         do the work of the day it stands on paying 1 chaos, 2 matter, 3 life (3-for-1
                   exchanges included)

Actions name absolute places, so ``g`` and ``w`` are read in the position they are played in: the
square the angel stands on, the day it stands on.
    p              pass

The dark angel acts by itself at the end of each round; its schedule drives the plan: it arrives
last on God's day, switches one square left per round and works when leftmost, so players arrive on
a day alone (or ahead of it) when it must work there, and three players stand ahead of it on day V
so that it never works that day.
"""

from genesis_nb.angels import ChooseCube, DayWork, Gather, Move, Pass, new_game
from genesis_nb.angels.state import CODES

SEATS = ["gray", "purple", "yellow", "pink"]

SETUP = "L L L L"
ROUNDS = [
    # R1: everyone gathers in the void (nobody can move in round 1)
    "gy:g pu:g ye:g1 pk:g",
    # R2: purple alone goes to day I; the dark angel arrives behind it
    "gy:g pu:m1 ye:g pk:g1",
    # R3: purple works day I first (4); gray and yellow line up behind the dark angel
    "gy:m1 pu:w2.0.0 ye:m1 pk:g",
    # R4: yellow works day I (3), then the dark angel, now leftmost, works it (3)
    "pk:p gy:g1 pu:g ye:w2.0.0",
    # R5: gray works day I last (2); pink alone goes to day II, the dark angel behind it
    "pk:m2 gy:w2.0.0 pu:p ye:g",
    # R6: pink works day II (4); yellow and gray come to day II behind the dark angel
    "pu:g ye:m2 pk:w4.1.0 gy:m2",
    # R7: yellow (4) and gray (3) work day II, then the dark angel (3)
    "pu:g ye:w1.2.0 pk:g1 gy:w1.2.0",
    # R8: gray alone goes to day III, the dark angel behind it; purple goes to day II
    "pu:m2 ye:g pk:g1 gy:m3",
    # R9: purple works day II last (2); gray gathers 2 matter + 2 life on day III
    "pk:g gy:g pu:w1.2.0 ye:g1",
    # R10: gray works day III first (5), then the dark angel (4); purple, yellow follow
    "pk:g gy:w1.2.3 pu:m3 ye:m3",
    # R11: purple (4) and yellow (3) work day III; pink alone goes to day IV
    "pk:m4 gy:g pu:w2.1.3 ye:w2.4.2",
    # R12: pink works day IV (5); gray and yellow line up behind the dark angel
    "gy:m4 pu:g ye:m4 pk:w2.2.1",
    # R13: yellow (5) and gray (4) work day IV, then the dark angel (4)
    "pu:p ye:w2.2.1 pk:g gy:w4.1.2",
    # R14: three players go to day V ahead of the dark angel: it cannot reach the left
    "pu:m5 ye:m5 pk:m5 gy:g1",
    # R15: pink works day V first (6)
    "gy:m5 pu:g ye:g1 pk:w1.5.2",
    # R16: purple works day V (5); the dark angel leaves day V one square short of the left
    "pu:w0.2.6 ye:g pk:g1 gy:g",
    # R17: yellow (5) and gray (4) work day V; pink alone goes to day VI
    "pu:g ye:w1.2.3 pk:m6 gy:w1.2.3",
    # R18: pink works day VI (6); the dark angel switches to the left
    "pu:g ye:g pk:w1.5.3 gy:m6",
    # R19: the dark angel works day VI (6)
    "pu:g ye:g1 pk:g gy:g",
    # R20: purple, yellow, pink rest on day VII (3, 3, 2); gray works day VI (5)
    "pu:m7 ye:m7 pk:m7 gy:w2.4.3",
    # R21
    "gy:p pu:p ye:p pk:p",
]


EXPECTED = {  # score rows by seat; the dark angel's row is "dark"
    0: [2, 3, 5, 4, 4, 5, 0],  # gray
    1: [4, 2, 4, 0, 5, 0, 3],  # purple
    2: [3, 4, 3, 5, 5, 0, 3],  # yellow
    3: [0, 4, 0, 5, 6, 6, 2],  # pink
    "dark": [3, 3, 4, 4, 0, 6, 0],
}


def parse(token, state):
    """One compact action (see the module docstring) as an action object, read in ``state``."""
    if token in ("C", "M", "L"):
        return ChooseCube("CML".index(token))
    if token == "p":
        return Pass()
    if token[0] == "g":
        return Gather(square=state.square(state.turn), pay=(0, 0, 0), choice=int(token[1:] or 0))
    if token[0] == "m":
        return Move(int(token[1:]))
    if token[0] == "w":
        return DayWork(state.where[state.turn], tuple(int(x) for x in token[1:].split(".")))
    raise ValueError(token)


def play_final_game():
    g = new_game(SEATS, seed=0)
    for token in SETUP.split():
        g.play(parse(token, g.state))
    seat_of = {CODES[c]: i for i, c in enumerate(SEATS)}
    for number, line in enumerate(ROUNDS, 1):
        assert g.state.god + 1 == number
        for word in line.split():
            code, token = word.split(":")
            assert g.actor == seat_of[code], (number, word)
            action = parse(token, g.state)
            assert action in g.legal_actions(), (number, word)
            g.play(action)  # raises if the action is illegal
    return g


def test_final_table_reachable_by_play_A_WIN():
    g = play_final_game()
    assert g.is_over
    sheet = g.scores()
    for key, values in EXPECTED.items():
        assert list(sheet.rows[key].values()) == values, key
    assert sheet.totals == {0: 23, 1: 18, 2: 23, 3: 23, "dark": 20}
    assert sheet.winners == [2]
    assert sheet.winner_names() == ["yellow"]
    end = [e for e in g.events() if e.kind == "end"][0]
    assert end.data["winners"] == ["yellow"] and end.data["winner_seats"] == [2]
    assert end.data["totals"] == sheet.totals
    assert sheet.notes == ["tiebreak"]


def test_final_position_matches_the_rulebook_table():
    """Day-work markers and day VII as in test_angels_examples.FINAL (equal circles may swap)."""
    s = play_final_game().state
    names = SEATS + ["Dark angel"]
    work = {d: [names[a] for a in s.work[d]] for d in range(1, 7)}
    assert work == {
        1: ["purple", "yellow", "Dark angel", "gray"],
        2: ["pink", "yellow", "gray", "Dark angel", "purple"],
        3: ["gray", "Dark angel", "purple", "yellow"],
        4: ["pink", "yellow", "gray", "Dark angel"],
        5: ["pink", "purple", "yellow", "gray"],
        6: ["pink", "Dark angel", "gray"],
    }
    assert [names[a] for a in s.tracks[7]] == ["purple", "yellow", "pink", "Dark angel"]
    assert s.where[0] == 6  # gray stays on day VI
