"""Every narrated sentence starts with a capital letter, even when it opens with a player's name.

Players named after colours ("pink", "gray", the Dutch "roze") gave sentences such as "pink takes a
chaos cube."; events, refusals (``RuleViolation``) and the board's log lines of all four games, in every
language, must start with an upper-case letter (or a digit or a quote where the sentence opens so), and
only the first letter changes: a name later in the sentence stays as it was given.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

import genesis_nb
from genesis_nb.board.log import log_lines
from genesis_nb.core.game import not_your_turn

GAMES = genesis_nb.games()
NAMES = ["pink", "gray", "roze", "ijsblauw", "blue", "green"]


def starts_right(text: str) -> bool:
    first = text.lstrip("'\"“‘([")[:1]
    return bool(first) and (first.isupper() or first.isdigit())


def test_sentence_capitalises_only_the_first_letter():
    from genesis_nb.core.catalogue import sentence

    assert sentence("pink takes a chaos cube from gray.") == "Pink takes a chaos cube from gray."
    assert sentence("Pink takes.") == "Pink takes."
    assert sentence("3 cubes for pink.") == "3 cubes for pink."
    assert sentence("'pink' takes.") == "'Pink' takes."
    assert sentence("") == ""
    assert sentence("ijsblauw pakt een blokje.", "nl") == "IJsblauw pakt een blokje."
    assert sentence("ijsblauw takes a cube.", "en") == "Ijsblauw takes a cube."
    assert sentence("'s avonds speelt roze.", "nl") == "'s Avonds speelt roze."


def played(name: str, seed: int, plies: int = 40):
    """A game of ``name`` with colour-named players, after some random actions, and the refusals met."""
    info = GAMES[name]
    rng = random.Random(seed)
    g = info.new_game(NAMES[: info.min_players if seed % 2 else info.max_players], seed=seed)
    refusals = []
    for _ in range(plies):
        if g.is_over:
            break
        legal = g.legal_actions()
        if g.actor is not None:
            refusals.append(not_your_turn(g, (g.actor + 1) % len(g.players)))
        g.play(rng.choice(legal))
        for a in legal[:8]:  # what was legal a ply ago is often refused now
            r = g.why_not(a)
            if r is not None:
                refusals.append(r)
    return g, refusals


@pytest.mark.parametrize("name", list(GAMES))
def test_every_narrated_line_starts_with_a_capital(name):
    info = GAMES[name]
    seen = 0
    for seed in (1, 2):
        g, refusals = played(name, seed)
        for lang in info.languages:
            observers = ["public", "all", *range(len(g.players))]
            for obs in observers:
                for line in g.narration(lang, obs):
                    assert starts_right(line), f"{name} ({lang}, {obs}): {line!r}"
                    seen += 1
                for row in log_lines(g, lang, obs):
                    assert starts_right(row[3]), f"{name} log ({lang}, {obs}): {row[3]!r}"
            for e in g.events("all"):
                assert starts_right(g.rules.narrate(e, lang)), (name, lang, e.kind)
            for r in refusals:
                text = r.message(lang)
                assert starts_right(text), f"{name} refusal {r.key} ({lang}): {text!r}"
    assert seen > 20


@pytest.mark.parametrize("name", list(GAMES))
def test_every_event_template_opening_with_a_name_is_capitalised(name):
    """Each ``event.*`` message rendered with a lower-case name in every placeholder starts upper-case,
    and the name elsewhere in the sentence keeps its lower case."""
    import string

    cat = GAMES[name].catalogue
    n = 0
    for key, texts in cat.messages.items():
        if not key.startswith("event."):
            continue
        for lang in cat.languages:
            template = texts.get(lang) or texts["en"]
            fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
            text = cat.render(key, lang, {f: "pink" for f in fields})
            assert starts_right(text), f"{name} {key} ({lang}): {text!r}"
            if template.startswith("{") and template.count("{") > 1:
                assert "pink" in text[1:], f"{name} {key} ({lang}): {text!r}"
            n += 1
    assert n > 3


def test_a_refusal_that_opens_with_a_name_is_capitalised():
    g = GAMES["angels"].new_game(["pink", "gray"], seed=3)
    assert g.actor is not None
    r = not_your_turn(g, 1 - g.actor)
    assert r.message("en")[0].isupper() and r.message("nl")[0].isupper()
    assert str(r)[0].isupper()


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_boards_capitalise_lines_that_open_with_a_name():
    """The board's own lines ("{name} to play", a refusal shown in the error box) go through ``sentence`` in
    js/shell_dom.js, which changes only the first letter; planet's ("{name} indicates a pawn", in its picture)
    through the catalogue's ``sentence`` in Python."""
    from genesis_nb.board.frontend import front_end, static_file

    cases = ["pink to play", "gray (computer) is choosing…", "'roze' x", "3 tiles", "", "Pink and gray", "élan"]
    js = front_end("shell_dom.js") + f"\nconsole.log(JSON.stringify({json.dumps(cases)}.map(sentence)));\n"
    out = subprocess.run(["node", "-e", js], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == [
        "Pink to play",
        "Gray (computer) is choosing…",
        "'Roze' x",
        "3 tiles",
        "",
        "Pink and gray",
        "Élan",
    ]
    shell = static_file("shell.js").read_text()
    assert "sentence(line)" in shell
    assert 'sentence(model.get("error")' in static_file("shell_parts.js").read_text()
    from pathlib import Path

    import genesis_nb.planet.picture as planet_picture

    planet = Path(planet_picture.__file__).read_text()  # the planet board is its picture: Python says its lines
    assert 'sentence(t["turn_of"]' in planet and "sentence(t[key].format(" in planet
