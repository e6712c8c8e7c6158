"""A game's steps are made when first read: the same objects whenever read, and the same as a game that read
them at every ply."""

from __future__ import annotations

import random

import genesis_nb


def test_steps_read_late_are_those_read_at_every_ply_and_stay_the_same_objects():
    info = genesis_nb.game("angels")
    eager, lazy = info.new_game(4, seed=5), info.new_game(4, seed=5)
    rng = random.Random(5)
    first = None
    for ply in range(70):  # across two snapshots of the history (``core.history.EVERY``)
        action = rng.choice(eager.legal_actions())
        eager.play(action)
        lazy.play(action)  # (checked again: not from its own list)
        assert len(eager.steps) == ply + 1
        if ply == 3:
            first = lazy.steps[0]
    assert lazy.steps[0] is first
    assert lazy.steps == eager.steps
    assert [s.actor for s in lazy.steps] == [s.actor for s in eager.steps]
    lazy.undo()
    eager.undo()
    assert lazy.steps == eager.steps and lazy.redo() == eager.redo()
    assert lazy.steps == eager.steps
