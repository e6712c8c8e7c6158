"""The book's legal ids listed by its own hook (``book/action_ids.py``, issue 19): the very ids the adapter
looked up from ``rules.legal_actions`` before it, for every seat at every step of random games (chance nodes,
a decision's later fields and the end included), and made from the rules' own generator of legal moves."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from ecosystem_helpers import GAMES, need

from genesis_nb.ecosystem.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "book"))
from book_helpers import H, game  # noqa: E402  (the book tests' positions)

BOOK = GAMES["book"]


def _pair(players, options=None):
    """Two OpenSpiel games of the book: the first lists its ids by the hook, the second looks them up."""
    pyspiel = need("pyspiel")
    from genesis_nb.ecosystem import openspiel

    openspiel.register_all()
    params = {"players": players, **(options or {})}
    hooked, looked = (pyspiel.load_game("python_genesis_book", params) for _ in range(2))
    assert hooked.shared.table.ids_of is not None
    looked.shared.table.ids_of = None
    return hooked.new_initial_state(), looked.new_initial_state()


def _same_everywhere(a, b, players, where):
    """Both states agree on who moves and on every seat's legal ids (and the public observer's)."""
    assert a.current_player() == b.current_player(), where
    assert a.is_chance_node() == b.is_chance_node() and a.is_terminal() == b.is_terminal(), where
    assert a.legal_actions() == b.legal_actions(), where
    for seat in range(players):
        assert a.legal_actions(seat) == b.legal_actions(seat), (where, seat)
    if a.is_chance_node():
        assert a.chance_outcomes() == b.chance_outcomes(), where
    elif not a.is_terminal():
        ea, eb = a.episode, b.episode
        codec = ea.table.codec
        assert sorted(map(codec.encode, ea.legal_actions())) == sorted(map(codec.encode, eb.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_at_every_step_gets_the_ids_of_the_legal_actions(players):
    steps = 0
    for seed in range(4):
        a, b = _pair(players)
        rng = random.Random(seed)
        while True:
            _same_everywhere(a, b, players, (players, seed, steps))
            steps += 1
            if a.is_terminal():
                break
            if a.is_chance_node():
                step = rng.randrange(len(a.chance_outcomes()))
            else:
                step = rng.choice(a.legal_actions())
            a.apply_action(step)
            b.apply_action(step)
        assert a.returns() == b.returns()
    assert steps >= 1000


def test_the_same_ids_under_other_readings():
    options = {"perpetual": "allowed", "blind_eat": True, "blind_purge": True, "gallop": "knight"}
    options |= {"altar_choice": "cycle", "mount_merged": True, "resurrect_from": "opponents", "move_cap": 150}
    for players in (2, 4):
        a, b = _pair(players, options)
        rng = random.Random(players)
        while not a.is_terminal():
            _same_everywhere(a, b, players, players)
            step = rng.randrange(len(a.chance_outcomes())) if a.is_chance_node() else rng.choice(a.legal_actions())
            a.apply_action(step)
            b.apply_action(step)


def test_a_third_repetition_is_left_out_of_the_ids_as_out_of_the_legal_actions():
    """B-PERPETUAL removes an action from the list the rules keep (not from their generator): its id goes too."""
    from genesis_nb.book import Travel

    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"})
    hooked, looked = Table(BOOK, 2), Table(BOOK, 2)
    looked.ids_of = None
    moves = [Travel(H("F6"), H("F5")), Travel(H("C1"), H("C2")), Travel(H("F5"), H("F6")), Travel(H("C2"), H("C1"))]
    for i in range(7):
        assert hooked.ids_of(g.state) == sorted(hooked.codec.ids(hooked.rules.legal_actions(g.state)))
        assert hooked.legal_ids(g.state) == looked.legal_ids(g.state)
        g.play(moves[i % 4])
    assert g.state.rep2 and moves[3] not in g.legal_actions()
    got = hooked.ids_of(g.state)
    assert hooked.codec.encode(moves[3]) not in got
    assert got == sorted(hooked.codec.ids(hooked.rules.legal_actions(g.state)))
    assert hooked.legal_ids(g.state) == looked.legal_ids(g.state)


def _states(table, games=3):
    """Positions of random games (copies)."""
    out, rng = [], random.Random(7)
    for seed in range(games):
        g = BOOK.new_game(table.players, seed=seed)
        while not g.is_over:
            out.append(table.rules.copy(g.state))
            g.play(rng.choice(g.legal_actions()))
    return out


def _forget(s):
    s._cache = None  # the legal list kept on the state
    s.pc_token = None  # and the stacks' actions kept between actions


def _follows(table, states, sound):
    """Under a fault, the hook's ids of each position (its list made afresh) are those of ``legal_actions``
    (made afresh too), and the fault changed those of at least ten positions."""
    changed = 0
    for s, before in zip(states, sound):
        _forget(s)
        got = table.ids_of(s)
        _forget(s)
        assert got == sorted(table.codec.ids(table.rules.legal_actions(s)))
        changed += got != before
    assert changed >= 10, f"the fault changed the legal moves of {changed} positions only"


def _without_eats(generate):
    def faulty(s):
        return [a for a in generate(s) if a.kind != "eat"]

    return faulty


def test_the_hook_numbers_what_the_rules_generate(monkeypatch):
    """A fault put under the list the rules keep (into their generator, ``_generate``) changes the hook's ids
    exactly as it changes ``legal_actions``: the hook keeps no rules of its own."""
    table = Table(BOOK, 2)
    states = _states(table)
    sound = [table.ids_of(s) for s in states]
    monkeypatch.setattr(table.rules, "_generate", _without_eats(table.rules._generate))
    _follows(table, states, sound)


def test_the_hook_follows_a_fault_in_a_stacks_steps(monkeypatch):
    """The same with the fault deeper down: a stack's steps (``stackmoves.steps``, which the light rollout
    shares) that never travel."""
    from genesis_nb.book import moves

    table = Table(BOOK, 3)
    states = _states(table, 2)
    sound = [table.ids_of(s) for s in states]
    steps = moves.steps

    def no_travel(r, s, P, seat, h, f, near, out):
        start = len(out)
        local = steps(r, s, P, seat, h, f, near, out)
        out[start:] = [a for a in out[start:] if a.kind != "travel"]
        return local

    monkeypatch.setattr(moves, "steps", no_travel)
    _follows(table, states, sound)


def test_a_position_asked_again_gets_the_same_ids_and_decision():
    table = Table(BOOK, 2)
    g = BOOK.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        g.play(rng.choice(g.legal_actions()))
    first = table.ids_of(g.state)
    assert table.ids_of(table.rules.copy(g.state)) is first  # kept with the rules' list, which a copy shares
    assert table.choice(g.state) is table.choice(g.state)
    g.play(rng.choice(g.legal_actions()))
    assert table.ids_of(g.state) == sorted(table.codec.ids(table.rules.legal_actions(g.state)))
