"""Every sentence a game produces reads as words, in every language of the game (issue 12, "Texts").

Refusals, narrated events and action descriptions of every registered game (``genesis_nb.games()``) are
rendered from real positions of random games and from actions with random fields; no sentence may hold
a cube code such as "2C+5L", a placeholder left unfilled ("{" or "}"), a plural hedged as "point(s)", a
count of one with a plural noun ("1 cubes", "1 plaatsen"), or "only 0" where "none" is meant. Every
message template is also rendered once with stand-in values, so a template no game reaches yet is checked
too.
"""

from __future__ import annotations

import random
import re
import string
from typing import Any

import pytest

import genesis_nb
from genesis_nb.core.errors import RuleViolation

GAMES = genesis_nb.games()

CODE = re.compile(r"(?<![A-Za-z0-9])\d+[CML](?![A-Za-z0-9])")
HEDGE = re.compile(r"\((s|en|n)\)")
ONE_PLURAL = re.compile(
    r"(?<![\d.,])\b1 (cubes|places|switches|points|pawns|tiles|squares|circles|players|"
    r"blokjes|plaatsen|wissels|punten|velden|rondjes|spelers)\b"
)
ZERO = re.compile(r"\b(only|maar) 0\b|\bhave 0\b|\bhebt er 0\b|\bhold 0\b")


def check(text: Any, where: str) -> None:
    assert isinstance(text, str) and text.strip(), where
    for pattern, what in (
        (CODE, "a cube code"),
        (HEDGE, "a hedged plural"),
        (ONE_PLURAL, "1 with a plural"),
        (ZERO, "a count of 0 for 'none'"),
    ):
        m = pattern.search(text)
        assert m is None, f"{where}: {what} {m.group(0)!r} in {text!r}"
    assert "{" not in text and "}" not in text, f"{where}: a placeholder or a raw value in {text!r}"


def test_the_checks_catch_the_faults_issue_12_names():
    for bad in (
        "Switching 1 places costs 1 cubes.",
        "1 plaatsen wisselen kost 1 blokjes.",
        "you only have 0",
        "Paying 2C+5L does not pay 4L",
        "{n} points",
        "worth 3 point(s)",
        "{'cubes': [1, 0, 0]}",
    ):
        with pytest.raises(AssertionError):
            check(bad, "example")
    check("Switching 1 place costs 1 cube, but you have none.", "example")


@pytest.mark.parametrize("name", list(GAMES))
def test_every_template_renders_with_stand_in_values(name):
    cat = GAMES[name].catalogue
    for key, texts in cat.messages.items():
        for lang in cat.languages:
            fields = {f for _, f, _, _ in string.Formatter().parse(texts.get(lang) or texts["en"]) if f}
            text = cat.render(key, lang, {f: "X" for f in fields})
            check(text, f"{name} {key} ({lang})")
    for rule in cat:
        for lang in cat.languages:
            check(rule.text(lang), f"{name} rule {rule.id} ({lang})")


# -- sentences from play ----------------------------------------------------------------------------
_INTS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 20, 25, 27, 60, 139, 140, 10**6]


def random_value(rng: random.Random, t: str, like: list[Any]) -> Any:
    if like and rng.random() < 0.5:
        return rng.choice(like)
    if t.endswith("| None") and rng.random() < 0.2:
        return None
    if t.startswith("int"):
        return rng.choice(_INTS)
    if t.startswith("str"):
        return rng.choice(["forest", "savannah", "mountain", "wetland", "wild", "x", ""])
    if t == "bool":
        return rng.random() < 0.5
    if t == "tuple[int, ...]":
        return tuple(rng.choice([-1, 0, 0, 1, 1, 2, 3, 5]) for _ in range(rng.choice([3, 3, 3, 0, 2, 4])))
    raise AssertionError(t)


def random_actions(rules: Any, legal: list[Any], rng: random.Random, n: int) -> list[Any]:
    """Actions of every kind the game has, with fields drawn at random or borrowed from legal actions."""
    reg = rules.registry
    out = []
    for _ in range(n):
        kind = rng.choice(sorted(reg.types))
        fields = reg._fields[kind]
        same = [a for a in legal if a.kind == kind]
        values = {}
        for fname, t in fields:
            like = [getattr(a, fname) for a in same]
            values[fname] = random_value(rng, t, like)
        out.append(reg.types[kind](**values))
    return out


def sentences(name: str, seed: int, players: int, samples: int = 25, tries: int = 15):
    """(where, sentence) pairs from one random game."""
    info = GAMES[name]
    rng = random.Random(seed)
    g = info.new_game(["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:players], seed=seed)
    langs = info.languages
    rules = g.rules
    every = max(1, 200 // samples)
    ply = 0
    for e in g.opening:
        for lang in langs:
            yield f"opening {e.kind} ({lang})", rules.narrate(e, lang)
    while not g.is_over and ply < 400:
        legal = g.legal_actions()
        if ply % every == 0:
            for a in random_actions(rules, legal, rng, tries) + legal[:5]:
                for lang in langs:
                    yield f"describe {a!r} ({lang})", rules.describe(a, lang)
                    if hasattr(rules, "describe_in"):
                        yield f"describe_in {a!r} ({lang})", rules.describe_in(g.state, a, lang)
                refusal = g.why_not(a)
                if refusal is not None:
                    assert isinstance(refusal, RuleViolation)
                    for lang in langs:
                        yield f"refusal {refusal.key} for {a!r} ({lang})", refusal.message(lang)
        events = g.play(rng.choice(legal))
        ply += 1
        for e in events:
            for lang in langs:
                yield f"event {e.kind} ({lang})", rules.narrate(e, lang)
    for lang in langs:
        for refusal in filter(None, (g.why_not(a) for a in random_actions(rules, [], rng, 5))):
            yield f"refusal {refusal.key} at the end ({lang})", refusal.message(lang)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_sentence_of_random_games_reads_as_words(name):
    info = GAMES[name]
    counts = sorted({info.min_players, info.max_players})
    keys = set()
    n = 0
    for seed, players in enumerate(counts * 2):
        for where, text in sentences(name, seed, players):
            check(text, f"{name}: {where}")
            keys.add(where.split(" (")[0].split(" for ")[0])
            n += 1
    assert n > 200 and len(keys) > 10, (n, sorted(keys))
