"""What a user hands to planet (positions, board files) is refused with the kit's own error and a sentence,
or accepted as a position that can go on; the bot decides every kind of decision. The faults issue 12
found each have a test here."""

from __future__ import annotations

import random
import re

import pytest
from planet_helpers import OPTION_SETS

from genesis_nb.bots import RandomBot
from genesis_nb.core import BoardFileError
from genesis_nb.planet import RULES, NotationError, board_from_data, default_board, from_position, new_game
from genesis_nb.planet.bots import HeuristicBot, decide
from genesis_nb.planet.state import PlanetOptions


def field(text: str, key: str, value: str) -> str:
    """``text`` with the field ``key`` set to ``value``."""
    out, n = re.subn(rf"(?<= ){key}=\S*", f"{key}={value}", text)
    assert n == 1, key
    return out


def some_position(seed=3, plies=12, players=3):
    g = new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        g.play(rng.choice(g.legal_actions()))
    return g


# -- numbers in the notation -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "value",
    ["²", "١", "𝟏", "+1", "-1", "1_0", "", "x", "9" * 5000],
    ids=["sup2", "arabic1", "bold1", "+1", "-1", "1_0", "empty", "x", "5000 digits"],
)
@pytest.mark.parametrize("key", ["draws", "first", "turn"])
def test_numbers_are_ascii_digits_and_not_huge(key, value):
    """draws=² gave a bare ValueError (str.isdigit accepts superscripts, int does not)."""
    g = some_position()
    with pytest.raises(NotationError, match=rf"{key}=.*(digits 0 to 9|the most it can be)"):
        from_position(field(g.notation(), key, value))


def test_the_chance_counter_has_a_bound():
    g = some_position()
    assert from_position(field(g.notation(), "draws", "1000000")).state.draws == 1_000_000
    with pytest.raises(NotationError, match="more than 1000000"):
        from_position(field(g.notation(), "draws", "1000001"))


def test_superscripts_in_a_pawn_token_or_a_slot_are_refused():
    g = new_game(3, seed=1)
    while g.state.phase != "designate":
        g.play(g.legal_actions()[0])
    text = g.notation()
    with pytest.raises(NotationError, match="indicated='²'"):
        from_position(field(text, "indicated", "²"))
    text = some_position(plies=20).notation()
    placed = re.findall(r"[a-z]\d[v^]\d", text)[0]
    with pytest.raises(NotationError, match="placer='²'"):
        from_position(text.replace(placed, placed[:-1] + "²"))


# -- positions that could not go on -------------------------------------------------------------------
def place_positions(limit=40):
    """Positions waiting for a placement, from random games, with another tray's letter that the active
    player cannot use (every space of it taken, for the pawns in hand)."""
    found = []
    for seed in range(200):
        g = new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(found) < limit:
            s = g.state
            if s.phase == "place":
                lay = g.rules.layout(s)
                for c in range(4):
                    if g.rules.is_open(s, c) and not g.rules.can_place_on(s, s.turn, c, lay):
                        found.append((g.notation(), g.rules.tray_letters[c]))
                        break
            g.play(rng.choice(g.legal_actions()))
        if len(found) >= limit:
            break
    return found


def test_a_place_phase_on_a_tray_with_no_room_is_refused():
    """was: accepted, not over, and no legal action (stuck)."""
    found = place_positions()
    assert len(found) >= 10
    for text, letter in found:
        assert from_position(text).legal_actions()
        with pytest.raises(
            NotationError, match=f"tray {letter} has no free space for a pawn of the active player's hand"
        ):
            from_position(field(text, "designated", letter))


def test_every_accepted_position_can_go_on():
    """Each position of random games, with its phase field changed to every phase: refused, or a position
    with something to do (or over)."""
    phases = [
        "indicate",
        "designate",
        "place",
        "flip",
        "exchange",
        "look",
        "look_move",
        "share",
        "bacteria_move",
        "over",
    ]
    accepted = 0
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        rng = random.Random(seed)
        while not g.is_over:
            if rng.random() < 0.3:
                for ph in phases:
                    try:
                        h = from_position(field(g.notation(), "phase", ph), options=g.options)
                    except NotationError:
                        continue
                    accepted += 1
                    assert h.is_over or h.legal_actions(), (ph, g.notation())
            g.play(rng.choice(g.legal_actions()))
    assert accepted > 50


# -- share_oxygen=False: a hand of four ---------------------------------------------------------------
def test_a_hand_of_four_round_trips_when_oxygen_cannot_be_passed():
    """With share_oxygen=False a player holding only oxygen passes nothing but still receives, so a hand
    can hold four pawns; from_position(game.notation()) refused that (a hand held at most 3)."""
    options = {"share_oxygen": False}
    g = new_game(4, seed=77, options=options)
    rng = random.Random(77)
    while max(len(h) for h in g.state.hands) <= 3:
        g.play(rng.choice(g.legal_actions()))
    big = max(g.state.hands, key=len)
    assert len(big) == 4 and sum(g.rules.kind[p] == 5 for p in big) >= 3  # oxygen only, then a gift
    h = from_position(g.notation(), options=options, seed=g.seed)
    assert h.state == g.state and h.notation() == g.notation()
    while not g.is_over:  # every later position round-trips too
        g.play(rng.choice(g.legal_actions()))
        assert from_position(g.notation(), options=options).state == g.state
    # with the default options (oxygen may be passed) no hand ever holds four: such a text is refused
    with pytest.raises(NotationError, match="at most 3 pawns.*share_oxygen=False"):
        from_position(h.notation())


def test_hands_never_outgrow_what_the_notation_reads():
    from genesis_nb.planet.notation import max_hand

    assert max_hand(RULES) == 3
    assert max_hand(RULES.with_setup(None, PlanetOptions(share_oxygen=False))) == 5
    for seed in range(30):
        opts = {"share_oxygen": False, "share_pick": "random" if seed % 2 else "choose"}
        g = new_game(2 + seed % 3, seed=seed, options=opts)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
            assert max(len(h) for h in g.state.hands) <= max_hand(g.rules)


# -- the heuristic bot ---------------------------------------------------------------------------------
def random_options(rng: random.Random) -> dict:
    o = {
        "faces": rng.choice(["easy", "difficult", "random", "".join(rng.choice("ED") for _ in range(4))]),
        "preplaced_oxygen": rng.randrange(5),
    }
    for name, choices in PlanetOptions._CHOICES.items():
        o[name] = rng.choice(choices)
    for name in PlanetOptions._BOOLS:
        o[name] = rng.random() < 0.5
    return o


def test_the_bot_plays_200_random_option_games_to_the_end():
    """The heuristic bot decides about half the decisions of 200 games with random options (random
    moves the rest, so that it meets oxygen actions and bacteria too); it raised KeyError: 'frm' on a
    look-move decision and the board stalled."""
    phases = set()
    for seed in range(200):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=random_options(rng))
        bot = HeuristicBot(seed)
        while not g.is_over:
            if rng.random() < 0.5:
                phases.add(g.state.phase)
                a = bot.choose(g)
                assert g.is_legal(a)
            else:
                a = rng.choice(g.legal_actions())
            g.play(a)
    assert phases == {
        "indicate",
        "designate",
        "place",
        "flip",
        "exchange",
        "look",
        "look_move",
        "share",
        "bacteria_move",
    }


@pytest.mark.parametrize("stay", [True, False])
def test_the_bot_decides_a_look_move(stay):
    for seed in range(300):
        g = new_game(3, seed=seed, options={"look_move_stay": stay})
        rng = random.Random(seed)
        while not g.is_over and g.state.phase != "look_move":
            g.play(rng.choice(g.legal_actions()))
        if g.state.phase == "look_move":
            break
    view = g.view(g.actor)
    legal = [g.rules.registry.to_json(a) for a in g.legal_actions()]
    choice = decide(view, legal, random.Random(1))
    assert choice in legal and choice["type"] == "look_move"
    g.play(HeuristicBot(1).choose(g))


def test_a_table_of_bots_finishes_with_every_option_set():
    for seed, options in enumerate(OPTION_SETS):
        g = new_game(4, seed=seed, options=options)
        bots = [HeuristicBot(1), RandomBot(2), HeuristicBot(3), RandomBot(4)]
        while not g.is_over:
            g.play(bots[g.actor].choose(g))


# -- board files -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "link",
    ["1-²", "¹-2", "1-٢", "+1-2", "1 - 2", "1-2-3", "1_0-2", 12, "9" * 50 + "-1"],
    ids=["1-sup2", "sup1-2", "1-arabic2", "+1-2", "spaces", "1-2-3", "1_0-2", "int", "50 digits"],
)
def test_links_are_written_with_ascii_digits(link):
    data = default_board().to_data()
    data["trays"]["A"]["easy"]["links"].append(link)
    with pytest.raises(BoardFileError, match="is not written like"):
        board_from_data(data)


@pytest.mark.parametrize(
    "content",
    [
        b'soils = ["\xff\xfe"]\n',
        b"soils = " + b"[" * 5000 + b"]" * 5000,
        b"x = " + b"1" * 5000,
    ],
)
def test_board_files_that_are_not_boards_are_refused(tmp_path, content):
    from genesis_nb.planet import load_board

    p = tmp_path / "board.toml"
    p.write_bytes(content)
    with pytest.raises(BoardFileError):
        load_board(p)


# -- texts -----------------------------------------------------------------------------------------
def test_counts_in_sentences_take_their_plural():
    """No "pawn(s)" or "point(s)": a refusal names how many pawns the hand holds, the end how many points."""
    from genesis_nb.planet import Indicate

    g = new_game(2, seed=2)
    while g.state.phase != "indicate":
        g.play(g.legal_actions()[0])
    assert g.why_not(Indicate(7)).message().endswith(": their hand holds 3 pawns, in slots 0 and up.")
    texts = RULES.catalogue
    assert (
        texts.render("refuse.no_slot", "en", {"player": "Ann", "slot": 0, "count": {"n": 0, "word": "hand"}})
        == "Ann has no pawn in slot 0: their hand is empty."
    )
    assert (
        texts.render("refuse.no_slot", "en", {"player": "Ann", "slot": 2, "count": {"n": 1, "word": "hand"}})
        == "Ann has no pawn in slot 2: their hand holds 1 pawn, in slot 0."
    )
    rng = random.Random(4)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    lines = [line for line in g.narration() if "for elements" in line]
    assert len(lines) == 4 and not any("(s)" in line for line in lines)
    for e, line in zip([e for e in g.events() if e.kind == "continent"], lines):
        n = e.data["elements"]
        assert f" {n} point{'' if n == 1 else 's'} for elements" in line


def test_an_element_laid_need_side_up_is_refused_without_a_wrong_article():
    from genesis_nb.planet import Place

    g = new_game(2, seed=2)
    while g.state.phase != "place":
        g.play(g.legal_actions()[0])
    s = g.state
    slot = next(i for i, p in enumerate(s.hands[s.turn]) if g.rules.kind[p] < 5)
    space = next(a.space for a in g.legal_actions() if a.slot == slot)
    text = g.why_not(Place(slot, space, True)).message()
    assert text.startswith("This pawn is ") and " A " not in text and "A orange" not in text
