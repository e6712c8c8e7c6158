"""The book's rules read the modules that apply an action and score a game when first needed (importing the game
stays cheap), then from ``sys.modules``: the rules' answers are those of the modules themselves."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from genesis_nb.book import RULES, new_game
from genesis_nb.book import play as play_module
from genesis_nb.book import scoring as scoring_module
from genesis_nb.book.moves import part


def test_importing_the_game_leaves_play_and_scoring_for_later():
    code = "import genesis_nb.book, sys, json; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = json.loads(out.stdout.splitlines()[-1])
    assert "genesis_nb.book" in loaded
    assert "genesis_nb.book.play" not in loaded and "genesis_nb.book.scoring" not in loaded


def test_a_part_is_the_module_itself():
    assert part("play") is play_module and part("scoring") is scoring_module


def test_the_rules_apply_and_score_as_the_modules_do():
    g = new_game(2, seed=3)
    rng = random.Random(3)
    while not g.is_over and len(g.steps) < 40:
        action = rng.choice(g.legal_actions())
        mine = RULES.copy(g.state)
        expected = play_module.apply_action(RULES, mine, action)
        assert g.play(action) == expected
        assert RULES.to_notation(g.state) == RULES.to_notation(mine)
    assert RULES.scores(g.state) == scoring_module.score_sheet(RULES, g.state)
