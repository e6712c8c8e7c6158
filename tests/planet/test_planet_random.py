"""Random play: pawn conservation after every action, legality agrees with the checks, games end."""

from __future__ import annotations

import random

from planet_helpers import OPTION_SETS, check_conservation

from genesis_nb.core.errors import RuleViolation
from genesis_nb.planet import (
    BacteriaMove,
    Designate,
    Exchange,
    Flip,
    Give,
    Indicate,
    Look,
    LookMove,
    Place,
    Skip,
    new_game,
)


def test_pawn_conservation_after_every_action_in_1000_random_games():
    """All 26 pawns exactly once after every action of 1,000 random games (2-4 players, every option set)."""
    plies = 0
    scores = []
    for seed in range(1000):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        check_conservation(g.state)
        for _ in range(400):
            if g.is_over:
                break
            assert g.actor is not None
            legal = g.legal_actions()
            assert legal, g.notation()
            g.play(legal[rng.randrange(len(legal))])
            check_conservation(g.state)
            plies += 1
        assert g.is_over
        assert all(not h for h in g.state.hands)
        scores.append(g.scores().team)
    assert plies > 50_000
    assert 0 <= min(scores) and max(scores) <= 24


def _universe(phase: str) -> list:
    spaces = range(-1, 25)
    return {
        "indicate": [Indicate(i) for i in range(-1, 5)],
        "designate": [Designate(c) for c in range(-1, 5)],
        "place": [Place(i, g, up) for i in range(-1, 4) for g in spaces for up in (False, True)],
        "flip": [Flip(g) for g in spaces],
        "exchange": [Exchange(a, b) for a in spaces for b in spaces],
        "look": [Look(g) for g in spaces],
        "look_move": [LookMove(g) for g in spaces],
        "share": [Give(i) for i in range(-1, 5)],
        "bacteria_move": [BacteriaMove(a, b) for a in spaces for b in spaces],
    }[phase] + [Skip(), Indicate(0), Designate(0)]


def test_legal_actions_are_exactly_the_actions_the_checks_allow():
    """Every action of the phase (and some of other phases) is legal exactly when the checks allow it,
    and every refusal names a catalogue rule and renders a full sentence."""
    seen_phases = set()
    for seed in range(16):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        while not g.is_over:
            legal = set(g.legal_actions())
            seen_phases.add(g.state.phase)
            for a in _universe(g.state.phase):
                r = g.why_not(a)
                swapped = Exchange(a.second, a.first) if isinstance(a, Exchange) else a  # a swap either way round
                if a in legal or swapped in legal:
                    assert r is None, (a, r and r.message(), g.notation())
                else:
                    assert r is not None, (a, g.notation())
                    assert r.rule_id in g.rules.catalogue
                    text = r.message()
                    assert text and "{" not in text
            g.play(rng.choice(sorted(legal, key=repr)))
    assert seen_phases >= {
        "indicate",
        "designate",
        "place",
        "flip",
        "exchange",
        "look",
        "look_move",
        "share",
        "bacteria_move",
    }


def test_illegal_play_changes_nothing():
    g = new_game(3, seed=2)
    before = g.state.copy()
    try:
        g.play(Place(0, 0))
    except RuleViolation as r:
        assert r.rule_id == "P-INDICATE"
    assert g.state == before and not g.steps


def test_undo_redo_restore_exact_positions():
    for seed in range(20):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        history = [g.state.copy()]
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
            history.append(g.state.copy())
        for i in range(len(history) - 1, 0, -1):
            g.undo()
            assert g.state == history[i - 1]
        for i in range(1, len(history)):
            g.redo()
            assert g.state == history[i]
