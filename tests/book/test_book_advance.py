"""The book's quiet apply (``BookRules.advance``, issue 19): a search's rollouts build no events, and the
position after every action is exactly the one ``apply`` leaves, slot for slot (caches included), over every
legal action of positions of random games with 2 to 4 players under every reading of the rulebook; a search
decides the same with it as with ``apply``."""

from __future__ import annotations

import random

import pytest

import genesis_nb
from genesis_nb.book.options import CHOICES
from genesis_nb.book.state import BookState
from genesis_nb.bots import MCTSBot
from genesis_nb.core.chance import Chance

BOOK = genesis_nb.game("book")
#: the default, then each reading's other values one at a time
OPTIONS = [None] + [{k: v} for k, (_, values) in CHOICES.items() for v in values[1:]]
SLOTS = BookState.__slots__


def slots_of(s: BookState) -> dict:
    return {k: getattr(s, k) for k in SLOTS}


def random_positions(options, players: int, seed: int, every: int = 3):
    """Every ``every``-th position of one random game (from the rules' own random draws)."""
    game = BOOK.new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    plies = 0
    while not game.is_over:
        if plies % every == 0:
            yield game.rules, game.rules.copy(game.state)
        legal = game.legal_actions()
        game.play(legal[rng.randrange(len(legal))])
        plies += 1


@pytest.mark.parametrize("k", range(len(OPTIONS)))
def test_advance_leaves_the_position_apply_leaves_after_every_legal_action(k):
    options = OPTIONS[k]
    checked = 0
    for rules, s in random_positions(options, 2 + k % 3, seed=k, every=5 + k % 4):
        for i, a in enumerate(rules.legal_actions(s)):
            loud, quiet = rules.copy(s), rules.copy(s)
            events = rules.apply(loud, a, Chance(i))
            assert rules.advance(quiet, a, Chance(i)) is None
            assert slots_of(quiet) == slots_of(loud), (options, a)
            assert events  # the loud one told what happened
            checked += 1
    assert checked > 300


def test_whole_games_advanced_and_applied_end_alike():
    for seed in range(6):
        rules = BOOK.new_game(2 + seed % 3, seed=seed).rules
        names = [f"p{i}" for i in range(2 + seed % 3)]
        loud = rules.new_state(names, rules.options, None, Chance(seed))
        quiet = rules.copy(loud)
        rng = random.Random(seed)
        while not rules.is_over(loud):
            legal = rules.legal_actions(loud)
            assert legal == rules.legal_actions(quiet)
            a = legal[rng.randrange(len(legal))]
            rules.apply(loud, a, Chance(0))
            rules.advance(quiet, a, Chance(0))
            assert slots_of(quiet) == slots_of(loud)
        assert rules.scores(quiet).to_json() == rules.scores(loud).to_json()


def test_a_search_decides_the_same_with_advance_as_with_apply(monkeypatch):
    game = BOOK.new_game(2, seed=4)
    rng = random.Random(4)
    for _ in range(30):
        game.play(rng.choice(game.legal_actions()))
    fast = MCTSBot(3, iterations=40).search(game)

    def advance(self, s, a, chance):
        self.apply(s, a, chance)

    monkeypatch.setattr(type(game.rules), "advance", advance)
    slow = MCTSBot(3, iterations=40).search(game)
    assert [(c.action, c.visits, c.value) for c in fast.choices] == [
        (c.action, c.visits, c.value) for c in slow.choices
    ]
