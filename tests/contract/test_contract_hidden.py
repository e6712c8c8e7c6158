"""Every registered game with hidden information: nothing an observer receives depends on what it may not
know. ``rules.resample_hidden(state, observer, rng)`` redraws exactly that; the view, the legal actions
(with their words), the refusal sentences and the board's synced state must come out the same."""

from __future__ import annotations

import json
import random

from contract_board import board_traits
from contract_helpers import counts, random_game

from genesis_nb.core.errors import RuleViolation
from genesis_nb.core.rules import PUBLIC

POSITIONS = 40


def observers(state_n):
    return [PUBLIC, *range(state_n)]


def received(rules, state, observer, probe):
    """What ``observer`` gets from the rules in ``state``: view, legal actions in words (when it decides),
    refusals of the probe actions."""
    out = {"view": json.dumps(rules.view(state, observer), sort_keys=True, default=str)}
    if rules.actor(state) == observer:
        out["legal"] = [(rules.registry.to_json(a), rules.describe(a, "en")) for a in rules.legal_actions(state)]
    refusals = []
    for a in probe:
        try:
            rules.check(state, a)
            refusals.append(None)
        except RuleViolation as r:
            refusals.append((r.rule_id, r.message("en")))
    out["refusals"] = refusals
    return out


def test_what_an_observer_receives_does_not_depend_on_what_it_cannot_know(hidden_info):
    changed = 0
    for n in counts(hidden_info):
        for seed in range(POSITIONS // len(counts(hidden_info))):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(0, 120), rng=rng)
            probe = [s.action for s in g.steps[-30:]]
            for obs in observers(len(g.players)):
                other = g.rules.resample_hidden(g.state, obs, random.Random(seed * 7 + 1))
                changed += other != g.state
                assert received(g.rules, g.state, obs, probe) == received(g.rules, other, obs, probe), (
                    f"{hidden_info.name}: observer {obs!r} sees a difference in what it may not know"
                )
    assert changed, f"{hidden_info.name}: resample_hidden never changed anything"


def test_the_boards_synced_state_does_not_depend_on_what_its_observer_cannot_know(hidden_info):
    for n in counts(hidden_info):
        for seed in range(6):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(5, 90), rng=rng)
            if g.is_over:
                continue
            for obs in range(len(g.players)):
                before = board_traits(hidden_info, g, obs)
                real = g.state
                g.state = g.rules.resample_hidden(real, obs, random.Random(seed))
                try:
                    after = board_traits(hidden_info, g, obs)
                finally:
                    g.state = real
                assert before == after, f"{hidden_info.name}: the board of seat {obs} shows what it cannot know"


def test_resample_keeps_everything_an_all_seeing_observer_knows(hidden_info):
    for n in counts(hidden_info):
        g = random_game(hidden_info, n, seed=n, plies=40)
        assert g.rules.resample_hidden(g.state, "all", random.Random(1)) == g.state


def test_resample_is_canonical(hidden_info):
    """Two positions an observer cannot tell apart resample to the same position with the same rng:
    a bot sampling with it decides from its seat's knowledge alone."""
    for n in counts(hidden_info):
        for seed in range(5):
            g = random_game(hidden_info, n, seed=seed, plies=20 + 10 * seed)
            for obs in observers(len(g.players)):
                other = g.rules.resample_hidden(g.state, obs, random.Random(seed))
                a = g.rules.resample_hidden(g.state, obs, random.Random(99))
                b = g.rules.resample_hidden(other, obs, random.Random(99))
                assert a == b, f"{hidden_info.name}: resample for {obs!r} depends on what it cannot know"


def test_printing_a_state_or_a_game_shows_nothing_hidden(hidden_info):
    """``repr`` of a position and of a game (what a notebook prints by default) is the same for every
    position that everybody watching cannot tell apart."""
    for n in counts(hidden_info):
        for seed in range(4):
            rng = random.Random(seed)
            g = random_game(hidden_info, n, seed=seed, plies=rng.randrange(0, 80), rng=rng)
            real = g.state
            shown = (repr(real), repr(g))
            g.state = g.rules.resample_hidden(real, "public", random.Random(seed + 11))
            try:
                assert (repr(g.state), repr(g)) == shown, f"{hidden_info.name}: repr shows what is hidden"
            finally:
                g.state = real


BAD_OBSERVERS = [-1, "nobody", "Public", True, 1.0, None, ["all"], "x" * 10_000]


def test_every_way_of_looking_refuses_an_unknown_observer_and_changes_nothing(game_info):
    """A seat out of range, a misspelt name or a value of another type is refused with a sentence by the
    shared layer (``Game``), in every game: it never falls through to some view by accident, and
    ``tell`` refuses before it plays."""
    game = game_info.new_game(game_info.min_players, seed=5)
    n = len(game.players)
    action = game.legal_actions()[0]
    before = game.to_json()
    for bad in [*BAD_OBSERVERS, n, n + 7]:
        calls = {
            "view": lambda o: game.view(o),
            "picture": lambda o: game.picture(o),
            "events": lambda o: game.events(o),
            "narration": lambda o: game.narration(observer=o),
            "narrate": lambda o: game.narrate([], observer=o),
            "tell": lambda o: game.tell(action, observer=o),
        }
        for what, call in calls.items():
            try:
                call(bad)
            except ValueError as e:
                text = str(e)
                assert text.startswith("An observer is a seat 0..") and text.endswith("."), (what, text)
                assert len(text) < 120, (what, len(text))
            else:
                raise AssertionError(f"{game_info.name}: {what}({bad!r}) was not refused")
    assert game.to_json() == before
    for good in ["public", "all", *range(n)]:
        game.view(good)
        game.events(good)


def test_every_text_refuses_a_language_the_game_has_no_texts_in(game_info):
    """A misspelt or missing language ("NL", "klingon", 3) is refused with a sentence naming the game's
    languages, instead of quietly speaking English; a new game in such a language is refused too."""
    game = game_info.new_game(game_info.min_players, seed=5)
    action = game.legal_actions()[0]
    before = game.to_json()
    for bad in ["NL", "klingon", "", 3, ["en"], "e" * 10_000]:
        calls = {
            "new game": lambda lang: game_info.new_game(game_info.min_players, seed=5, lang=lang),
            "picture": lambda lang: game.picture(lang=lang),
            "narration": lambda lang: game.narration(lang),
            "narrate": lambda lang: game.narrate([], lang),
            "tell": lambda lang: game.tell(action, lang),
        }
        for what, call in calls.items():
            try:
                call(bad)
            except ValueError as e:
                text = str(e)
                assert text.startswith("This game's texts are in ") and "en" in text, (what, text)
                assert len(text) < 120, (what, len(text))
            else:
                raise AssertionError(f"{game_info.name}: {what} in {bad!r} was not refused")
    assert game.to_json() == before
    for good in game_info.languages:
        assert game.narration(good) == game.narration(lang=good)
        assert game_info.new_game(game_info.min_players, seed=5, lang=good).lang == good
