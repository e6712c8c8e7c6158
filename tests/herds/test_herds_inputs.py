"""Texts a user hands to herds (positions, board files, square names): refused with the kit's own error
and a sentence, before anything big is built; the faults issue 12 found each have a test here."""

from __future__ import annotations

import time
import tracemalloc

import pytest
from herds_helpers import grid, position

from genesis_nb.core import BoardFileError
from genesis_nb.herds import NotationError, from_position, load_board, new_game, square_index


def cheap(fn, *args, **kwargs):
    """Run ``fn``; it must take under 1 s of CPU and 100 MB. Returns what it raised (or None)."""
    tracemalloc.start()
    t = time.process_time()
    try:
        fn(*args, **kwargs)
        raised = None
    except Exception as e:  # noqa: BLE001 - the caller checks the type
        raised = e
    finally:
        cpu = time.process_time() - t
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert cpu < 1.0 and peak < 100_000_000, (cpu, peak)
    return raised


@pytest.mark.parametrize(
    "count", ["999999999", "9" * 4000, "15", "0015", "99"], ids=["999999999", "4000 digits", "15", "0015", "99"]
)
def test_a_vacant_count_too_big_for_a_row_is_refused_before_anything_is_built(count):
    """grid=999999999/... allocated a list of a billion squares (MemoryError); 4,000 digits gave
    OverflowError."""
    rows = grid({}).split("/")
    rows[0] = count
    e = cheap(from_position, position(grid_text="/".join(rows)))
    assert isinstance(e, NotationError)
    assert "grid row 1" in str(e) and ("do not fit" in str(e) or "characters long" in str(e))


def test_a_count_that_fits_is_read():
    rows = grid({}).split("/")
    assert rows[1].startswith("4V")  # row 2: four vacant squares, then a volcano
    rows[1] = "0004" + rows[1][1:]  # leading zeros are still the number 4
    g = from_position(position(grid_text="/".join(rows)))
    assert g.notation() == from_position(position()).notation()


@pytest.mark.parametrize("rolls", ["²", "١", "+1", "-1", "1_0", "1.0", "", "x", "𝟏"])
def test_rolls_must_be_written_with_ascii_digits(rolls):
    """rolls=² gave a bare ValueError (str.isdigit accepts superscripts, int does not)."""
    e = cheap(from_position, position().replace("rolls=1", f"rolls={rolls}"))
    assert isinstance(e, NotationError) and "rolls=" in str(e) and "digits 0 to 9" in str(e)


def test_rolls_of_thousands_of_digits_are_refused():
    e = cheap(from_position, position().replace("rolls=1", "rolls=" + "9" * 5000))
    assert isinstance(e, NotationError) and "the most it can be" in str(e)
    assert from_position(position().replace("rolls=1", "rolls=1000000")).state.rolls == 1_000_000


@pytest.mark.parametrize("digit", ["²", "٣", "４"])
def test_other_scripts_digits_are_not_vacant_counts(digit):
    rows = grid({}).split("/")
    rows[0] = rows[0].replace("5", digit, 1)
    e = cheap(from_position, position(grid_text="/".join(rows)))
    assert isinstance(e, NotationError) and "unknown symbol" in str(e)


def test_a_name_that_is_a_text_key_is_refused_in_a_position():
    e = cheap(from_position, position(players="reptile,dinosaur") + " names=Ann,word.man")
    assert isinstance(e, NotationError) and "looks like a word" in str(e)


@pytest.mark.parametrize("name", ["c⁴", "c４", "c 4", "c+4", "c04x", "c", "", "c100"])
def test_square_names_take_ascii_digits(name):
    with pytest.raises(ValueError, match="is not a square"):
        square_index(name)
    assert square_index("c4") == 3 * 14 + 2 and square_index("N10") == 139


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe[board]\n",  # not UTF-8
        b"[board]\ngrid = " + b"[" * 5000 + b"]" * 5000,  # nested far too deep
        b"[meta]\nx = " + b"7" * 5000 + b"\n",  # an integer of 5,000 digits
        b"[board\n",  # not TOML
    ],
)
def test_board_files_that_are_not_boards_are_refused(tmp_path, content):
    p = tmp_path / "board.toml"
    p.write_bytes(content)
    e = cheap(load_board, p)
    assert isinstance(e, BoardFileError), e


def test_the_end_event_says_winner_or_winners():
    """No "Winner(s)": the end names one winner or several."""
    import random

    seen = set()
    for seed in range(40):
        g = new_game(2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        line = g.narration()[-1]
        end = g.events()[-1]
        assert "(s)" not in line
        word = "Winners: " if len(end.data["winner_seats"]) > 1 else "Winner: "
        assert word + ", ".join(end.data["winners"]) + "." in line
        seen.add(word)
        if len(seen) == 2:
            break
    assert seen == {"Winner: ", "Winners: "}
