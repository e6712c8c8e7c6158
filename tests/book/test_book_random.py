"""Random play: invariants after every action of 1,000 two-player games (and three- and four-player games
and games under other readings), the end exactly when the rulebook says or at the cap (B-END, B-CAP),
replay from seed and actions, save files and the notation."""

import random

import pytest

from genesis_nb.book import RULES, from_position, load_game, new_game
from genesis_nb.book.options import CHOICES
from genesis_nb.core.chance import Chance

GAMES = 1000
BLOCKS = 10


def play_bare(rules, players, seed, check=True):
    """One random game on the bare rules (legal actions, apply); invariants after every action."""
    names = [f"p{i}" for i in range(players)]
    chance = Chance(seed)
    s = rules.new_state(names, rules.options, None, chance)
    rng = random.Random(seed)
    plies = 0
    while not rules.is_over(s):
        legal = rules.legal_actions(s)
        assert legal, "a running game always has an action"
        rules.apply(s, rng.choice(legal), chance)
        plies += 1
        if check:
            rules.check_invariants(s)
        face_down_left = not rules.no_face_down_left(s)
        if s.phase in ("turn", "peek"):
            assert face_down_left and s.ply < rules.options.move_cap
    assert rules.legal_actions(s) == [] and rules.actor(s) is None
    if s.end == "flipped":
        assert rules.no_face_down_left(s)
    else:
        assert s.end == "cap" and s.ply == rules.options.move_cap and not rules.no_face_down_left(s)
    rules.check_invariants(s, deep=True)
    return s, plies


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_two_player_games_keep_every_invariant(block):
    """B-END, B-CAP, B-PIECES: 1,000 games; every piece in one place, points conserved, the end on time."""
    per = GAMES // BLOCKS
    ends = set()
    for seed in range(block * per, (block + 1) * per):
        s, plies = play_bare(RULES, 2, seed)
        ends.add(s.end)
    assert "flipped" in ends


@pytest.mark.parametrize("players", [3, 4])
def test_random_three_and_four_player_games(players):
    """B-EDITIONS: three and four players keep every invariant too."""
    for seed in range(25):
        play_bare(RULES, players, 10_000 + seed)


def _option_sets():
    rng = random.Random(7)
    out = []
    for _ in range(24):
        chosen = {name: rng.choice(values) for name, (_, values) in CHOICES.items()}
        chosen["move_cap"] = rng.choice([60, 200, 600])
        out.append(chosen)
    return out


@pytest.mark.parametrize("index,options", list(enumerate(_option_sets())))
def test_random_games_under_other_readings(index, options):
    """Every reading's option (B-HEX-LINE ... B-PROPHECY-DECLARE): random games keep every invariant."""
    rules = RULES.with_setup(None, RULES.options_from_json(options))
    for k in range(3):
        play_bare(rules, 2 + (index + k) % 3, 20_000 + index * 10 + k)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_save_and_notation_round_trips(players):
    """B-SETUP-ORDER, B-SETUP-FIELD (seeded chance): replay from seed and actions reaches the same state; a save taken mid-game reloads to its position
    and replays to the end; the notation of positions met in play reads back to the same text and actions."""
    for seed in range(6 if players == 2 else 3):
        g = new_game(players, seed=seed, options={"move_cap": 300} if seed % 2 else None)
        rng = random.Random(seed)
        save_at = rng.randrange(5, 120)
        saved = None
        while not g.is_over:
            if len(g.steps) % 9 == 0:
                text = g.notation()
                h = from_position(text, options=g.options)
                assert h.notation() == text
                assert [RULES.registry.to_json(a) for a in h.legal_actions()] == [
                    RULES.registry.to_json(a) for a in g.legal_actions()
                ]
            g.play(rng.choice(g.legal_actions()))
            if len(g.steps) == save_at:
                saved = g.to_json()
        again = g.replay()
        assert again.state == g.state and again.notation() == g.notation()
        if saved is not None:
            h = load_game(saved)
            assert h.notation() == g.rules.to_notation(g.state_at(save_at))
            for step in g.steps[save_at:]:
                h.play(step.action)
            assert h.notation() == g.notation()
        final = load_game(g.to_json())
        assert final.is_over and final.scores().to_json() == g.scores().to_json()


def test_undo_redo_restore_positions():
    """B-TURN: undo gives back the position exactly; redo replays it."""
    g = new_game(2, seed=5)
    rng = random.Random(5)
    states = [g.state.copy()]
    for _ in range(150):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
        states.append(g.state.copy())
    while g.can_undo:
        g.undo()
        assert g.state == states[len(g.steps)]
    while g.can_redo:
        g.redo()
        assert g.state == states[len(g.steps)]
