"""Every registered game that lists its legal actions as numbers (its ``"action_ids"`` hook) lists exactly
the ids the ecosystem adapters would look up from its legal actions (``codec.ids`` of
``rules.legal_actions``, sorted), in many random positions at every player count; a game without the hook
is numbered from its legal actions (the fallback)."""

from __future__ import annotations

import random

from genesis_nb.ecosystem.table import Table

CAP = 5000  # actions in a game, at most


def agree(table, info, players, seeds, rules=None):
    """Play random games and compare the hook's ids with the fallback's in every position; their number."""
    positions = 0
    for seed in seeds:
        rng = random.Random(seed)
        g = info.new_game(players, seed=seed, options=rules.options if rules is not None else None)
        for _ in range(CAP):
            want = sorted(table.codec.ids(table.rules.legal_actions(g.state)))
            got = table.ids_of(g.state)
            assert got == want, f"{info.name}, {players} players, seed {seed}: {got[:8]} against {want[:8]}"
            positions += 1
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))
    return positions


def test_declared_action_ids_are_the_ids_of_the_legal_actions(game_info):
    for n in game_info.player_counts:
        table = Table(game_info, n)
        if not game_info.has_hook("action_ids"):
            assert table.ids_of is None  # the fallback: ids looked up from the legal actions
            continue
        assert table.ids_of is not None, f"{game_info.name}: its action_ids hook refuses its own codec"
        assert agree(table, game_info, n, range(10)) >= 300
