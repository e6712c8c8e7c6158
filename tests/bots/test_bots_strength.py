"""The search bots play better than the greedy bots: MCTS against greedy in angels and herds, two players,
seats alternated, counted by which of the two ends with more points (a draw counts half). The 95% Wilson
interval of MCTS's rate must lie above one half: a real difference, not a lucky seed.

These are the slowest bot tests (32 and 40 games, played on two processes: a minute or two each; the
result is fixed by the seeds). ``benchmarks/mcts_bench.py`` prints the same rates with their intervals.
"""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.bots import kinds_for
from genesis_nb.bots.stats import head_to_head

GAMES = {"angels": 32, "herds": 40}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
def test_mcts_beats_the_greedy_bot(name):
    info = genesis_nb.game(name)
    kinds = kinds_for(info)
    m = head_to_head(info, kinds["mcts"], kinds["greedy"], games=GAMES[name], players=2, seed=1, processes=2)
    lo, hi = m.interval
    assert lo > 0.5, f"{name}: MCTS against greedy {m}"
