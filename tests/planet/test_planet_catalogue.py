"""The rule catalogue and texts: every rule id and message used exists; every option is a named reading."""

from __future__ import annotations

import random
from dataclasses import fields

from planet_helpers import OPTION_SETS

from genesis_nb.planet import CATALOGUE, MACHINE, PlanetOptions, new_game


def test_every_option_is_named_by_a_rule():
    named = {r.option for r in CATALOGUE if r.option}
    assert {f.name for f in fields(PlanetOptions)} == named
    for r in CATALOGUE.readings():
        assert r.id.startswith("P-R-")
        if r.option:
            assert r.alternative.get("en"), r.id


def test_the_named_ambiguities_are_in_the_catalogue():
    """The issue's three ambiguities (and the others we found) each have a reading."""
    readings = {r.id: r for r in CATALOGUE.readings()}
    assert readings["P-R-CANNOT-PLACE"].option == "cannot_place"
    assert readings["P-R-SHARE-PICK"].option == "share_pick"
    assert readings["P-R-LOOK-STAY"].option == "look_move_stay"
    assert len(readings) >= 12
    for r in readings.values():
        assert r.option or "No option" in r.text() or r.id in ("P-R-KNOWLEDGE", "P-R-OPEN-ANY", "P-R-PREPLACE")


def test_phases_name_catalogue_rules():
    for phase in MACHINE.order():
        assert phase.rule in CATALOGUE


def test_every_event_and_action_renders_in_words():
    kinds = set()
    for seed in range(60):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        while not g.is_over:
            for a in g.legal_actions():
                text = g.rules.describe(a)
                assert text and "{" not in text and "Place(" not in text
            g.play(rng.choice(g.legal_actions()))
        for e in g.events("all"):  # the teacher's story: private events too
            assert e.rule in CATALOGUE, e.rule
            kinds.add(e.kind)
            text = g.rules.narrate(e)
            assert text and "{" not in text and "word." not in text and "'code'" not in text, text
    assert {
        "turn",
        "indicate",
        "designate",
        "place",
        "draw",
        "draw_need",
        "oxygen_point",
        "oxygen_action",
        "flip",
        "exchange",
        "look",
        "look_need",
        "bacterium",
        "share_pass",
        "bacteria_move",
        "open",
        "reveal",
        "fail",
        "continent",
        "end",
        "setup",
        "setup_hand",
        "setup_needs",
        "preplaced",
        "first",
    } <= kinds


def test_every_message_is_used_or_a_word():
    """Every refusal and action message is spoken somewhere in the code (no dead texts)."""
    from pathlib import Path

    import genesis_nb.planet as planet

    source = "".join(p.read_text(encoding="utf-8") for p in Path(planet.__file__).parent.glob("*.py"))
    for key in CATALOGUE.messages:
        if key.startswith(("word.", "event.", "need.", "refuse.wait.")):
            continue
        assert f'"{key}"' in source, key
    for phase in ("indicate", "designate", "place", "flip", "exchange", "look", "look_move", "share", "bacteria_move"):
        assert f"refuse.wait.{phase}" in CATALOGUE.messages
