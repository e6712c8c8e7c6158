"""The book notation: round trips, and every bad text refused with NotationError naming the fault."""

import random

import pytest
from book_helpers import H, game, position

from genesis_nb.book import NotationError, Peek, Prophecy, from_position, new_game


def test_round_trip_in_every_phase():
    """B-SETUP-THRONE, B-PROPHECY, B-END: a new game (Thrones to place), a turn, a Prophecy, a finished game
    read back the same."""
    g = new_game(["Ann", "Bo Ek"], seed=3)
    texts = [g.notation()]
    assert "names=Ann,Bo%20Ek" in texts[0] and "phase=throne" in texts[0]
    g = game(
        {
            "F6": "gP",
            "D1": "~sM",
            "D2": "~sK@1",
            "D3": "~X",
            "E5": "A:sM",
            "E6": "gH+gP",
            "F7": "~sD+sD!",
            "C1": "T:~gK!",
        }
    )
    texts.append(g.notation())
    g.play(Prophecy(H("F6"), 1))
    g.play(Peek(H("D1")))
    texts.append(g.notation())
    assert "peek=2:D1" in texts[-1]
    g = game({"F6": "gG", "D1": "~sM"}, hidden=0)
    g.play(g.legal_actions()[0])
    assert g.is_over
    texts.append(g.notation())
    for text in texts:
        h = from_position(text)
        assert h.notation() == text
        h.rules.check_invariants(h.state, deep=True)


def test_notation_marks_what_everyone_knows():
    """B-MEMORY, B-CAST-LANDMARK: ! (seen by all), @seats (looked at), ? (a landmark, everyone knows) after
    face-down parts."""
    g = game({"F6": "gG", "D1": "~sM!", "D2": "~sK@01", "D3": "~X?"}, hidden=0)
    v = {c["label"]: c for c in g.view(1)["cells"]}
    assert v["D1"]["known"] and v["D2"]["known"] and not v["D3"]["known"] and v["D3"]["known_landmark"]
    assert not {c["label"]: c for c in g.view("public")["cells"]}["D2"]["known"]


BAD = [
    ("chess players=gold,silver", "starts with the word"),
    ("book players=gold,silver phase=turn", "missing field"),
    (position({}).replace("players=gold,silver", "players=gold,green"), "different colours"),
    (position({}).replace("players=gold,silver", "players=gold,red"), "play gold, silver"),
    (position({}).replace("players=gold,silver", "players=gold"), "2 to 4"),
    (position({}).replace("phase=turn", "phase=dance"), "phase must be"),
    (position({}).replace("turn=gold", "turn=blue"), "not one of the players"),
    (position({}).replace("ply=10", "ply=99999999999999999999999"), "whole number"),
    (position({}).replace("ply=10", "ply=-3"), "whole number"),
    (position({"F6": "gZ"}), "not a piece"),
    (position({"F6": "gG"}).replace("gG,", "gG,gG,"), "more of piece gG"),
    (position({"F6": "gG"}).replace(",gG", ",."), "nowhere"),
    (position({"F6": "gG!"}), "face-down pieces only"),
    (position({"F6": "~gG?"}), "'?' marks a face-down landmark"),
    (position({"F6": "~gG@7"}), "seats"),
    (position({"F6": "gG+sG"}), "one player's pieces"),
    (position({"F6": "X:gG"}), "cannot occur"),
    (position({"F6": "T"}), "cannot occur"),
    (position({"F6": "~A:gG"}), "cannot occur"),
    (position({"F6": "gG+gP"}), "strange stack"),
    (position({"F6": "gH+gD+gD"}), "merged piece rides"),
    (position({}).replace("field=", "field=.999999999999,"), "whole number"),
    (position({}).replace("field=", "field=.3,"), "field must describe"),
    (position({}) + " peek=2:D1", "belongs to a Prophecy"),
    (position({}).replace("phase=turn", "phase=peek"), "peek=<left>"),
    (position({}).replace("phase=turn", "phase=peek") + " peek=0:-", "nothing left"),
    (position({}).replace("phase=turn", "phase=peek") + " peek=2:Z99", "not a hex"),
    (position({}).replace("phase=turn", "phase=over"), "end=flipped"),
    (position({}) + " end=cap", "finished game only"),
    (position({}) + " reps=12*3", "hexadecimal"),
    (position({}) + " reps=00000000000000ff*99999999999", "whole number"),
    (position({}) + " opening=maybe", "only the value"),
    (position({}) + " names=A,A", "one different name"),
    (position({}) + " thrones=gold", "Thrones' placing only"),
    (position({}).replace("phase=turn", "phase=throne"), "thrones="),
    (position({}, hidden=0), "cannot occur"),
    (position({}).replace("graves=", "graves=X."), "cannot lie in a grave"),
    (position({}).replace("gK.gG.gG", "gK.gG").replace("discarded=", "discarded=gG."), "only landmarks"),
    (position({}).replace(" graves=", " graves=-/"), "graves must give"),
]


@pytest.mark.parametrize("text,fault", BAD)
def test_bad_notation_is_refused_naming_the_fault(text, fault):
    """Notation: a faulty text raises NotationError whose message names the fault."""
    with pytest.raises(NotationError) as info:
        from_position(text)
    assert fault in str(info.value)


def test_mangled_notation_raises_only_notation_errors():
    """Notation: thousands of damaged texts raise NotationError or read, never another exception."""
    rng = random.Random(11)
    base = [
        position({"F6": "gP", "D1": "~sM!", "E6": "gH+gP", "C1": "T:~gK!", "E5": "A:sM"}),
        new_game(3, seed=1).notation(),
    ]
    alphabet = "gsrbKGPRHDMFTALX~!?@+:.,=-/*0123456789 abc"
    for _i in range(2500):
        text = list(rng.choice(base))
        for _ in range(rng.randint(1, 4)):
            pos = rng.randrange(len(text))
            op = rng.random()
            if op < 0.4:
                text[pos] = rng.choice(alphabet)
            elif op < 0.7:
                del text[pos]
            else:
                text.insert(pos, rng.choice(alphabet))
        try:
            from_position("".join(text))
        except NotationError:
            pass
