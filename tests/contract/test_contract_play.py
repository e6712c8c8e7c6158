"""Every registered game: random play to the end with the game's invariants, undo/redo, replay, saves,
notation, the catalogue behind every refusal (the common contract of DESIGN.md)."""

from __future__ import annotations

import itertools
import random

from contract_helpers import counts, random_game

from genesis_nb.core.errors import RuleViolation
from genesis_nb.core.savefile import VERSION

CAP = 5000  # no game of the kit needs more actions than this to end


def test_random_games_end_and_keep_their_invariants(game_info):
    """Random play ends; every legal action passes ``why_not``; ``check_invariants`` holds after each action."""
    for n in counts(game_info):
        for seed in range(6):
            rng = random.Random(seed)
            g = game_info.new_game(n, seed=seed)
            game_info.rules.check_invariants(g.state)
            for _ in range(CAP):
                if g.is_over:
                    break
                legal = g.legal_actions()
                assert legal, f"{game_info.name}: no legal action in a running game ({g.notation()})"
                assert g.actor is not None
                action = rng.choice(legal)
                assert g.why_not(action) is None
                g.play(action)
                g.rules.check_invariants(g.state)
            assert g.is_over, f"{game_info.name} with {n} players did not end in {CAP} actions"
            assert g.actor is None and g.legal_actions() == []


def test_undo_and_redo_restore_positions_exactly(game_info):
    for n in counts(game_info):
        rng = random.Random(n)
        g = game_info.new_game(n, seed=n)
        states = [g.rules.copy(g.state)]
        for _ in range(60):
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))
            states.append(g.rules.copy(g.state))
        notations = []
        while g.can_undo:
            notations.append(g.notation())
            g.undo()
            assert g.state == states[len(g.steps)]
        assert g.state == states[0]
        while g.can_redo:
            g.redo()
            assert g.state == states[len(g.steps)]


def test_replay_from_seed_and_actions(game_info):
    for n in counts(game_info):
        g = random_game(game_info, n, seed=100 + n, plies=80)
        again = g.replay()
        assert again.notation() == g.notation()
        assert again.state == g.state


def test_save_and_load_round_trip_with_redo(game_info):
    for n in counts(game_info):
        g = random_game(game_info, n, seed=200 + n, plies=50)
        undone = min(3, len(g.steps))
        for _ in range(undone):
            g.undo()
        text = g.to_json()
        assert f'"version": {VERSION}' in text
        h = game_info.load_game(text)
        assert h.notation() == g.notation()
        assert len(h.steps) == len(g.steps)
        for _ in range(undone):
            h.redo()
            g.redo()
            assert h.notation() == g.notation()


def test_notation_round_trips_for_positions_reached_in_play(game_info):
    for n in counts(game_info):
        g = game_info.new_game(n, seed=300 + n)
        rng = random.Random(n)
        for _ in range(400):
            text = g.notation()
            h = game_info.from_position(text)
            assert h.notation() == text
            assert [g.rules.registry.to_json(a) for a in h.legal_actions()] == [
                g.rules.registry.to_json(a) for a in g.legal_actions()
            ]
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))


def test_every_refusal_names_a_rule_of_the_catalogue_in_every_language(game_info):
    """Actions legal elsewhere in the game, tried in other positions: each refusal carries a catalogue
    rule id and renders in each of the game's languages."""
    cat = game_info.catalogue
    for n in counts(game_info):
        g = random_game(game_info, n, seed=400 + n, plies=120)
        seen = {}
        for step in g.steps:
            seen[repr(step.action)] = step.action
        pool = list(seen.values())
        refusals = 0
        for ply in range(0, len(g.steps) + 1, 7):
            state = g.state_at(ply)
            for action in pool[:60]:
                try:
                    g.rules.check(state, action)
                except RuleViolation as r:
                    refusals += 1
                    assert r.rule_id in cat, f"{game_info.name}: refusal names unknown rule {r.rule_id}"
                    for lang in game_info.languages:
                        text = r.message(lang)
                        assert text and "{" not in text, (lang, text)
        assert refusals > 0


def test_every_catalogue_entry_has_its_texts_in_each_language(game_info):
    cat = game_info.catalogue
    assert len(cat) > 0
    for rule in cat:
        for lang in game_info.languages:
            assert rule.text(lang).strip(), (rule.id, lang)
        if rule.reading:
            assert rule.option or rule.forced, (
                f"{game_info.name}: reading {rule.id} names no option for the other reading, nor why there is none"
            )
    for key, texts in cat.messages.items():
        for lang in game_info.languages:
            assert texts.get(lang, "").strip(), (key, lang)


def test_narration_of_random_games_renders_in_each_language(game_info):
    for lang in game_info.languages:
        for n in counts(game_info):
            g = random_game(game_info, n, seed=500 + n, plies=150)
            for line in g.narration(lang, observer="all"):
                assert line and "{" not in line and "word." not in line, line
            for a in g.legal_actions():
                text = g.rules.describe(a, lang)
                assert text and "{" not in text


def test_a_game_describes_each_legal_action_in_the_words_of_its_position(game_info):
    """``Game.describe(action)`` is what a board's button says: words in the game's language, as of the
    current position (the state-aware ``describe_in`` where a game has one), different for different
    actions of one position, and in the game's other languages on request."""
    for n in counts(game_info):
        rng = random.Random(n)
        g = game_info.new_game(n, seed=600 + n)
        for _ in range(60):
            if g.is_over:
                break
            legal = g.legal_actions()
            texts = [g.describe(a) for a in legal]
            assert all(t and "{" not in t and "word." not in t for t in texts), texts
            assert len(set(texts)) == len(texts), f"two actions read the same: {texts}"
            describe_in = getattr(g.rules, "describe_in", None)
            expected = describe_in(g.state, legal[0], "en") if describe_in else g.rules.describe(legal[0], "en")
            assert texts[0] == expected
            for lang in game_info.languages:
                assert g.describe(legal[0], lang)
            g.play(rng.choice(legal))


def test_the_phase_machine_says_the_truth_about_play(game_info):
    """The game's phase machine is its overview: every phase names a rule of the game's catalogue; in
    random games the game only ever rests in phases of the machine, a phase marked as a decision always
    has a player to act and one marked as resolving by itself never waits for anybody; a phase the game
    never rests in (its set-up, say) is not a decision. The rules, their catalogue and the registry agree
    on the game's name."""
    rules = game_info.rules
    machine = rules.machine
    assert rules.name == game_info.name == rules.catalogue.game
    for phase in machine.phases.values():
        assert phase.rule in rules.catalogue, f"{phase.name} names {phase.rule!r}, not a rule of the catalogue"
    assert machine.start in machine.phases
    waits: dict[str, set[bool]] = {}
    for n in counts(game_info):
        rng = random.Random(700 + n)
        g = game_info.new_game(n, seed=700 + n)
        for _ in range(400):
            name = rules.phase_name(g.state)
            assert name in machine.phases, f"the game rests in {name!r}, which its machine does not list"
            waits.setdefault(name, set()).add(g.actor is not None)
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))
    for name, phase in machine.phases.items():
        if name not in waits:
            assert not phase.decision, f"{name} is a decision, but the game never waits in it"
        else:
            assert waits[name] == {phase.decision}, f"{name}: decision={phase.decision}, someone to act: {waits[name]}"


def test_every_event_names_a_rule_of_the_catalogue_and_has_words(game_info):
    """Whatever happens in a game is told under a rule of its catalogue and has a narration message of
    its kind (``event.<kind>``), in whole random games at every player count, the set-up included."""
    rules = game_info.rules
    messages = rules.catalogue.messages
    kinds: set[str] = set()
    for n, i in itertools.product(counts(game_info), range(10)):  # ten games a count: the rarer events too
        g = random_game(game_info, n, seed=800 + n + 100 * i)
        for e in g.events("all"):
            assert e.rule in rules.catalogue, f"{e.kind} is told under {e.rule!r}, not a rule of the catalogue"
            assert f"event.{e.kind}" in messages, f"no words for the event {e.kind!r}"
            kinds.add(e.kind)
    assert len(kinds) >= 4, kinds


def test_repr_of_a_game_and_its_state_says_what_game_and_where(game_info):
    """``repr`` never fails (herds' state once raised TypeError) and names the game, its players, its ply."""
    for n in counts(game_info):
        g, rng = game_info.new_game(n, seed=3), random.Random(3)
        for _ in range(40):
            text = repr(g)
            assert type(repr(g.state)) is str
            assert game_info.name in text and f"ply {len(g.steps)}" in text and f"{len(g.players)} players" in text
            if g.is_over:
                assert "over" in text
                break
            assert g.players[g.actor] in text
            g.play(rng.choice(g.legal_actions()))
