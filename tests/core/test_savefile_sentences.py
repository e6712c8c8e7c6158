"""Every refusal of a save file, word for word, and the limits at their edges (each test kills mutants that
scripts/mutation.py found alive in genesis_nb/core/savefile.py: a sentence, a size or a count could change
unnoticed)."""

from __future__ import annotations

import json

import pytest

from genesis_nb.angels import new_game
from genesis_nb.core import savefile
from genesis_nb.core.errors import SaveFileError


def saved(**change):
    g = new_game(["Ann", "Bo"], seed=1)
    for _ in range(3):
        g.play(g.legal_actions()[0])
    g.undo()
    doc = json.loads(g.to_json())
    doc.update(change)
    return g, doc


def refusal(g, doc_or_text):
    text = doc_or_text if isinstance(doc_or_text, (str, bytes)) else json.dumps(doc_or_text)
    with pytest.raises(SaveFileError) as err:
        savefile.load(g.rules, text)
    return str(err.value)


@pytest.mark.parametrize(
    "change, sentence",
    [
        ({"players": ["Ann", 7]}, "The save file's players must be names (text)."),
        ({"start": 5}, "The save file's 'start' must be a position in the game's notation or null."),
        ({"redo": {"type": "pass"}}, "The save file's 'redo' field must be a list of actions."),
        ({"format": "other"}, "This file is not a genesis_nb save file (its 'format' field is missing or wrong)."),
        (
            {"position": "0" * 16},
            "The save file was changed by hand or damaged: replaying its actions does not reach the position "
            "it recorded.",
        ),
    ],
)
def test_each_refusal_says_its_own_sentence(change, sentence):
    g, doc = saved(**change)
    assert refusal(g, doc) == sentence


def test_a_file_that_is_not_one_object_or_nests_too_deep_is_refused_in_words():
    g, _ = saved()
    assert refusal(g, "[1, 2]") == "A save file holds one JSON object; this one holds something else."
    assert refusal(g, "[" * 100_000 + "]" * 100_000) == (
        "This save file nests its data far deeper than a save file does; it is not one of the kit's saves."
    )


def test_undone_actions_that_do_not_follow_or_cannot_be_read_are_counted_from_one():
    g, doc = saved()
    assert doc["redo"], "the fixture keeps one undone action"
    bad = dict(doc, redo=[doc["actions"][0]])  # the first action again: not legal after the third
    assert refusal(g, bad) == "The save file's undone actions (for redo) do not follow from its position."
    unreadable = dict(doc, redo=[{"type": "no such action"}])
    assert refusal(g, unreadable).startswith("Undone action 1 (for redo) of the save file cannot be read: ")


def test_a_long_error_is_cut_at_300_characters():
    assert savefile._short(ValueError("x" * 300)) == "x" * 300
    assert savefile._short(ValueError("x" * 301)) == "x" * 300 + "..."
    g, doc = saved(options={"a" * 1000: 1})
    message = refusal(g, doc)
    assert message.startswith("The save file's options are not valid: ") and message.endswith("a...")
    assert len(message) == len("The save file's options are not valid: ") + 303


def test_the_size_limit_is_20_mb_exactly():
    g, _ = saved()
    assert savefile.MAX_BYTES == 20_000_000
    at_limit = " " * 20_000_000
    assert refusal(g, at_limit).startswith("This is not a complete JSON save file")
    assert refusal(g, at_limit + " ") == "This save file is over 20 MB: no game of the kit is that long."
    assert refusal(g, (at_limit + " ").encode()) == "This save file is over 20 MB: no game of the kit is that long."
