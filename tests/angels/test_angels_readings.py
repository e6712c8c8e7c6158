"""Each reading of an ambiguous passage, and the option that gives the other reading."""

from genesis_nb.angels import ChooseCube, Gather, Pass, new_game


def test_dark_angel_in_round_one_A_DARK_ROUND1():
    """Default: God stands on no day in round 1, so the dark angel waits; option 'void': it switches left."""
    for option, expected in (("stay", [0, 1, 2, 3]), ("void", [0, 1, 3, 2])):
        g = new_game(3, seed=1, options={"dark_round_one": option})
        for _ in range(3):
            g.play(ChooseCube(0))
        for _ in range(3):
            g.play(Pass())
        assert g.state.tracks[0] == expected, option
        kinds = [e.kind for e in g.steps[-1].events]
        assert ("dark_waits" in kinds) == (option == "stay")


def test_start_player_when_the_void_is_empty_A_LEFTMOST(game_from):
    """Default: pink, first on day I, the earliest track; 'square_latest': purple, first on day III (the dark
    angel has switched ahead of gray on day IV)."""
    fields = dict(god="IV-morning", start="gray", turn="pink", I="pk", III="pu,ye", IV="gy,DA")
    for option, start in (("track", 3), ("square", 3), ("square_latest", 1)):
        g = game_from(options={"leftmost": option}, **fields)
        g.play(Pass())
        assert g.state.start == start, option


def test_track_and_square_readings_always_agree_A_LEFTMOST():
    """The two natural readings never differ in a real game: checked at every round of random games."""
    import random

    from genesis_nb.angels import rules_for

    square = rules_for(options={"leftmost": "square"})
    for seed in range(60):
        g = new_game(2 + seed % 5, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
            if not g.is_over and g.state.acted == 0 and g.state.phase == "turns":
                assert square.leftmost_player(g.state) == g.state.start


def test_dark_angel_after_its_work_A_DARK_AFTER_WORK(game_from):
    """Pushed right after its work on God's day, the dark angel stays (default) or switches left (literal)."""
    fields = dict(god="III-morning", start="gray", turn="pink", III="gy,DA,pu", II="ye,pk", wIII="DA")
    g = game_from(**fields)
    g.play(Pass())
    assert g.state.tracks[3] == [0, 4, 1]
    g2 = game_from(options={"dark_after_work": "literal"}, **fields)
    g2.play(Pass())
    assert g2.state.tracks[3] == [4, 0, 1]


def final(**over):
    # purple, yellow, pink on day VII with 3, 3, 2 resting points; gray on day VI
    fields = dict(god="VII-evening", phase="over", start="yellow", turn="yellow", VI="gy")
    fields.update(over)
    return fields


def test_dark_angel_in_the_tie_break_A_DARK_TIE(game_from):
    """Dark angel ties the best player. Default: it takes part in the day-VII tie-break."""
    # dark angel: day I circle 1 (4) + day VII square 1 (3) = 7; yellow: day II circle 1 (4) + square 2 (3) = 7
    fields = final(VII="DA,ye,pu,pk", wI="DA", wII="ye")
    tiebreak = game_from(**fields).scores()
    assert tiebreak.totals["dark"] == tiebreak.totals[2] == 7  # yellow sits in seat 2
    assert tiebreak.winners == [] and tiebreak.notes == ["dark_wins_tiebreak"]
    players = game_from(options={"dark_tie": "players"}, **fields).scores()
    assert players.winners == [2] and players.winner_names() == ["yellow"]
    dark = game_from(options={"dark_tie": "dark"}, **fields).scores()
    assert dark.winners == []
    # yellow ahead of the dark angel on day VII: yellow wins by default, but not with dark_tie='dark'
    fields = final(VII="ye,DA,pu,pk", wI="DA", wII="ye")
    assert game_from(**fields).scores().winners == [2]
    assert game_from(options={"dark_tie": "dark"}, **fields).scores().winners == []


def test_dark_angel_with_most_points_wins_A_DARK_WINS(game_from):
    s = game_from(**final(VII="ye,pu,pk,DA", wI="DA", wII="DA", wIII="DA")).scores()
    assert s.winners == [] and s.notes == ["dark_wins"]


def test_shared_victory_when_nobody_tied_rests_A_WIN(game_from):
    # gray and purple tie on 4 points and neither rests on day VII
    s = game_from(**final(VII="pk,DA", VI="gy,pu,ye", wI="gy", wII="pu")).scores()
    assert s.totals[0] == s.totals[1] == 4  # gray, purple
    assert s.totals[3] == 3  # pink
    assert s.winners == [0, 1] and s.notes == ["shared"]
    assert s.winner_names() == ["gray", "purple"]


def test_one_direction_switching_lists_no_detours(game_from):
    g = game_from(god="II-morning", II="ye,pk,DA,gy", I="pu", hands="3.0.0/1.1.1/1.1.1/1.1.1")
    here = g.state.square(0)  # gray, last of four on day II
    assert here == 3
    gathers = [a for a in g.legal_actions() if isinstance(a, Gather)]
    assert {a.square for a in gathers} == {0, 1, 2, 3}
    assert all(sum(a.pay) == abs(a.square - here) for a in gathers)
    free = game_from(
        options={"switching": "free"}, god="II-morning", II="ye,pk,DA,gy", I="pu", hands="3.0.0/1.1.1/1.1.1/1.1.1"
    )
    assert any(sum(a.pay) > abs(a.square - here) for a in free.legal_actions() if isinstance(a, Gather))
