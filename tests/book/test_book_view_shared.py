"""The cells of book views kept by what they are made of (``view._cells``): every observer's cells are the very
cells worked out afresh for that observer (``view.cell``), whichever observer's view filled the cache before (the
teacher's first: a cell a seat may not know is never handed to it); a hex shown alike is one object for all."""

from __future__ import annotations

import random

import pytest

from genesis_nb.book import new_game
from genesis_nb.book.text import describe_action
from genesis_nb.book.view import build_view, cell


def _played(n: int, seed: int, plies: int):
    """A game of ``n`` players played at random, each position as it was reached (the state copied)."""
    rng = random.Random(seed)
    g = new_game(n, seed=seed)
    states = [g.state.copy()]
    while not g.is_over and len(g.steps) < plies:
        g.play(rng.choice(g.legal_actions()))
        states.append(g.state.copy())
    return g, states


@pytest.mark.parametrize("n,seed", [(2, 4), (3, 7), (4, 1), (4, 12)])
def test_each_observer_gets_its_own_cells_whoever_looked_first(n, seed):
    g, states = _played(n, seed, 260)
    r = g.rules
    rng = random.Random(seed)
    known_by_some = shared = 0
    for s in states:
        observers = [*range(n), "public"]
        rng.shuffle(observers)
        views = {o: build_view(r, s, o) for o in ["all", *observers]}  # the teacher's view fills the cache first
        for o, v in views.items():
            fresh = [c for c in (cell(r, s, h, o) for h in r.field(n).hexes) if c is not None]
            assert v["cells"] == fresh, (s.ply, o)
        seats = [{id(c) for c in views[q]["cells"]} for q in range(n)]
        shared += len(set.intersection(*seats))
        for h, c in enumerate(views[0]["cells"]):
            knows = [views[q]["cells"][h].get("known") for q in range(n)]
            known_by_some += c.get("face_down", False) and any(knows) and not all(knows)
    assert known_by_some  # some face-down piece was known to a seat and not to another (a Prophecy's look)
    assert shared  # the seats' views shared cells


def test_a_known_cell_is_not_the_cell_of_a_seat_that_does_not_know():
    g, states = _played(4, 12, 260)
    r = g.rules
    for s in states:
        teacher = {c["hex"]: c for c in build_view(r, s, "all")["cells"]}
        for seat in range(4):
            for c in build_view(r, s, seat)["cells"]:
                if c["face_down"] and not c["known"]:
                    assert c is not teacher[c["hex"]] and "pieces" not in c


def test_the_words_of_an_action_are_kept_and_the_same():
    g, _ = _played(4, 3, 120)
    r = g.rules
    rng = random.Random(3)
    h = new_game(4, seed=3)
    while not h.is_over and len(h.steps) < 120:
        acts = h.legal_actions()
        for a in acts:
            assert r.describe(a) == describe_action(r, a)
        h.play(rng.choice(acts))
    assert r._described
