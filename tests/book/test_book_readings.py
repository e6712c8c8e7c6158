"""Each reading of an open passage (docs/book-readings.md): our default, and the option for the other."""

import pytest
from book_helpers import H, game, land_at, position_on

from genesis_nb.book import (
    CATALOGUE,
    RULES,
    BookOptions,
    Cast,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Flip,
    Gallop,
    Mount,
    Peek,
    Prophecy,
    Purge,
    Resurrect,
    Travel,
    board_from_data,
    from_position,
    hex_id,
    new_game,
)
from genesis_nb.book.options import CHOICES


def top_up(g, label):
    st = g.state.stack[H(label)]
    return g.state.up[st[0]]


def kinds_at(g, label):
    P = g.rules.pieces(g.state.n)
    return [P.kind[p] for p in g.state.stack[H(label)]]


def test_every_reading_names_an_option_and_every_option_a_reading():
    """Catalogue: each reading has an option of BookOptions; each option belongs to a rule."""
    fields = set(BookOptions().to_json())
    named = set()
    for rule in CATALOGUE.readings():
        assert rule.option and rule.alternative.get("en"), rule.id
        for name in rule.option.split(","):
            assert name.strip() in fields, (rule.id, name)
            named.add(name.strip())
    named |= {r.option for r in CATALOGUE if r.option}
    assert fields <= named
    for name, (rule, values) in CHOICES.items():
        assert rule in CATALOGUE and name in (CATALOGUE[rule].option or ""), name
        assert getattr(BookOptions(), name) == values[0]


def test_options_are_validated():
    """BookOptions: unknown names and wrong values are refused; JSON round trip."""
    for bad in (
        {"gallop": "zigzag"},
        {"blind_eat": "yes"},
        {"move_cap": 0},
        {"move_cap": True},
        {"move_cap": 10**9},
        {"nope": 1},
    ):
        with pytest.raises(ValueError):
            BookOptions.from_json(bad)
    o = BookOptions.from_json({"gallop": "knight", "move_cap": 50})
    assert BookOptions.from_json(o.to_json()) == o
    assert o.changed() == {"gallop": "knight", "move_cap": 50}


def _gap_board():
    """The default board with F8 taken out of the 2-player field (a field with a hole)."""
    data = RULES.board.to_data()
    f8 = list(RULES.board.coords[H("F8")])
    for b in data["fields"]["2"]["boards"]:
        b["hexes"] = [c for c in b["hexes"] if c != f8]
    return board_from_data(data)


def test_hex_line_stops_at_a_gap_or_crosses_it():
    """B-HEX-LINE: an edge-to-edge line ends where the field does; option line_gaps="cross" goes on."""
    board = _gap_board()
    assert "F8" not in [board.labels[h] for h in board.fields[2]]
    toks = {"F6": "L:gR", "F10": "sM", "F7": "sM", "D1": "~sM"}
    text = position_on(board, toks)

    def at(label):
        return hex_id(label, board)

    g = from_position(text, board=board)
    g.play(Ekballo(at("F6"), 0, 1))
    assert not g.state.stack[at("F7")] and g.state.stack[at("F10")]
    g = from_position(text, board=board, options={"line_gaps": "cross"})
    g.play(Ekballo(at("F6"), 0, 1))
    assert not g.state.stack[at("F10")]


def test_gallop_knight_option():
    """B-GALLOP-SHAPE: the default reaches six hexes; gallop="knight" the twelve two-and-one hexes."""
    g = game({"G4": "gH", "D1": "~sM"})  # G4 is the middle of the first board
    assert len([a for a in g.legal_actions() if isinstance(a, Gallop)]) == 6
    g = game({"G4": "gH", "D1": "~sM"}, options={"gallop": "knight"})
    targets = {a.to for a in g.legal_actions() if isinstance(a, Gallop)}
    assert len(targets) == 12 and not targets & {
        a.to for a in game({"G4": "gH", "D1": "~sM"}).legal_actions() if isinstance(a, Gallop)
    }


def test_eat_revealed_default_and_blind_eat_option():
    """B-EAT-REVEALED: no eat onto a face-down piece; blind_eat=True: it is turned up and eaten if it
    is an enemy the chart allows, else the turn ends."""
    g = game({"F6": "gG", "F7": "~sM", "D1": "~sM"})
    assert g.why_not(Eat(H("F6"), H("F7"))).rule_id == "B-EAT-REVEALED"
    g = game({"F6": "gG", "F7": "~sM", "F5": "~sK", "E6": "~gM", "D1": "~sM"}, options={"blind_eat": True})
    g.play(Eat(H("F6"), H("F7")))
    assert kinds_at(g, "F7") == [1]
    g = game({"F6": "gG", "F5": "~sK", "D1": "~sM"}, options={"blind_eat": True})
    g.play(Eat(H("F6"), H("F5")))
    assert kinds_at(g, "F5") == [0] and top_up(g, "F5") and kinds_at(g, "F6") == [1]
    assert g.actor == 1 and "cannot eat" in g.narration()[-1]


def test_hidden_targets_default_and_blind_purge_option():
    """B-HIDDEN-TARGETS: Purge takes face-up pieces only; blind_purge=True turns face-down ones up too."""
    g = game({"F6": "L:gR", "F7": "~sM", "D1": "~sM"})
    assert g.why_not(Purge(H("F6"), None)).key == "refuse.purge_nothing"
    g = game({"F6": "L:gR", "F7": "~sM", "F5": "~gM", "D1": "~sM"}, options={"blind_purge": True})
    g.play(Purge(H("F6"), None))
    assert not g.state.stack[H("F7")] and top_up(g, "F5")


def _shuffle(g, times):
    moves = [Travel(H("F6"), H("F5")), Travel(H("C1"), H("C2")), Travel(H("F5"), H("F6")), Travel(H("C2"), H("C1"))]
    for i in range(times):
        g.play(moves[i % 4])
    return moves


def test_perpetual_third_repetition_is_refused():
    """B-PERPETUAL: the same position a third time with the same player to move is refused."""
    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"})
    moves = _shuffle(g, 7)
    last = moves[3]
    r = g.why_not(last)
    assert (r.rule_id, r.key) == ("B-PERPETUAL", "refuse.perpetual")
    assert last not in g.legal_actions()
    assert "reps=" in g.notation()
    h = from_position(g.notation())
    assert h.why_not(last).rule_id == "B-PERPETUAL"


def test_perpetual_allowed_option():
    """B-PERPETUAL: perpetual="allowed" lets positions repeat."""
    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"}, options={"perpetual": "allowed"})
    moves = _shuffle(g, 7)
    assert g.why_not(moves[3]) is None


def test_cap_ends_the_game_and_scores_it_or_draws():
    """B-CAP: at the cap the game ends and is scored as it stands; cap_result="draw" makes it a draw."""
    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"}, options={"move_cap": 12}, graves={0: "sP"})
    g.play(Travel(H("F6"), H("F5")))
    assert not g.is_over
    g.play(Travel(H("C1"), H("C2")))
    assert g.is_over and g.state.end == "cap"
    sheet = g.scores()
    best = max(sheet.totals.values())
    assert sheet.winners == [q for q in (0, 1) if sheet.total(q) == best] and "end:cap" in sheet.notes
    assert g.narration()[-4] == "The game is over: the action cap is reached."
    g = game({"F6": "gG", "C1": "sG", "D1": "~sM"}, options={"move_cap": 12, "cap_result": "draw"}, graves={0: "sP"})
    _shuffle(g, 2)
    assert g.scores().winners == [0, 1] and "draw" in g.scores().notes


def test_end_count_all_or_characters():
    """B-END-COUNT: the game waits for face-down landmarks too; end_count="characters" does not."""
    g = game({"F6": "gG", "D1": "~sM", "D2": "~X"}, hidden=0)
    g.play(Flip(H("D1")))
    assert not g.is_over
    g = game({"F6": "gG", "D1": "~sM", "D2": "~X"}, hidden=0, options={"end_count": "characters"})
    g.play(Flip(H("D1")))
    assert g.is_over and g.state.end == "flipped"


def test_resurrect_from_any_grave_or_opponents_only():
    """B-RESURRECT-FROM: from any grave (one's own too); resurrect_from="opponents" refuses one's own."""
    g = game({"F6": "gK", "D1": "~sM"}, graves={0: "gP"})
    assert g.why_not(Resurrect(H("F6"), 1, 0, "prophet")) is None
    g = game({"F6": "gK", "D1": "~sM"}, graves={0: "gP"}, options={"resurrect_from": "opponents"})
    r = g.why_not(Resurrect(H("F6"), 1, 0, "prophet"))
    assert (r.rule_id, r.key) == ("B-RESURRECT-FROM", "refuse.resurrect_own_grave")


def _rest(options=None, **extra):
    cells = {
        "C1": "gM",
        "C2": "gM",
        "C3": "gM",
        "C4": "gM",
        "C5": "gM+gM",
        "D1": "~gM",
        "F6": "sG",
        "F7": "T:sK",
        "F8": "A:sP",
        "E9": "gG",
    }
    cells.update(extra)
    return game(cells, options=options)


def test_rest_count_men_or_pieces():
    """B-REST-COUNT: a Mob counts two Men; rest_count="pieces": one piece (no Rest here)."""
    g = _rest()
    g.play(Flip(H("D1")))
    assert not top_up(g, "F6")
    g = _rest({"rest_count": "pieces"})
    g.play(Flip(H("D1")))
    assert top_up(g, "F6")


def test_rest_spares_none_or_protected():
    """B-REST-THRONE: Rest turns down a King on its Throne and a piece on the Ark; rest_spares="protected"
    leaves them face up."""
    g = _rest()
    g.play(Flip(H("D1")))
    assert not top_up(g, "F7") and not top_up(g, "F8")
    g = _rest({"rest_spares": "protected"})
    g.play(Flip(H("D1")))
    assert top_up(g, "F7") and top_up(g, "F8") and not top_up(g, "F6")


def test_curse_mounted_leaves_or_takes_horses():
    """B-CURSE-MOUNTED: Horses stay; curse_horses=True: they go with their riders."""
    cells = {"F6": "gG", "F7": "sD+sD", "E5": "gH+gG", "D1": "~sM"}
    g = game(cells)
    g.play(Eat(H("F6"), H("F7")))
    assert kinds_at(g, "E5") == [4]
    g = game(cells, options={"curse_horses": True})
    g.play(Eat(H("F6"), H("F7")))
    assert not g.state.stack[H("E5")]


def test_purge_allowed_chart_or_any():
    """B-PURGE-ALLOWED: the Priest's row of the chart; purge_allowed="any": any face-up enemy."""
    cells = {"F6": "L:gR", "F7": "sG", "D1": "~sM"}
    assert game(cells).why_not(Purge(H("F6"), None)).key == "refuse.purge_nothing"
    g = game(cells, options={"purge_allowed": "any"})
    g.play(Purge(H("F6"), None))
    assert not g.state.stack[H("F7")]


def test_traps_on_crucify_option():
    """B-TRAPS: a crucified Avenger curses nobody; crucify_traps=True: the crucifier's other Mobs go."""
    cells = {"F6": "gM+gM", "C1": "gM+gM", "F8": "sD+sD", "D1": "~sM"}
    g = game(cells)
    g.play(Crucify(H("F6"), H("F8"), 1))
    assert g.state.stack[H("C1")]
    g = game(cells, options={"crucify_traps": True})
    g.play(Crucify(H("F6"), H("F8"), 1))
    assert not g.state.stack[H("C1")]


def test_cast_landmark_hidden_or_revealed():
    """B-CAST-LANDMARK (the rulebook: "the turn resets and the turn is lost"): the landmark stays face down, the
    Fisher stays, the turn passes, and everyone knows that a landmark lies there (not which);
    cast_landmark="revealed": the landmark turns face up instead."""
    cells = {"F5": "gF", "F6": "sM", "F7": "~L", "D1": "~sM"}
    g = game(cells)
    assert g.options.cast_landmark == "hidden", "the rulebook's reading is the default"
    g.play(Cast(H("F5"), H("F7")))
    assert g.state.is_hidden(H("F7")) and g.actor == 1 and kinds_at(g, "F5") == [7]
    cell = {c["label"]: c for c in g.view(1)["cells"]}["F7"]
    assert cell["known_landmark"] and not cell["known"] and "pieces" not in cell
    assert "Altar" not in " ".join(g.narration(observer=1))
    g = game(cells, options={"cast_landmark": "revealed"})
    g.play(Cast(H("F5"), H("F7")))
    assert land_at(g, "F7") == 10 and g.state.up[g.state.land[H("F7")]] and g.actor == 1


def test_casting_again_at_a_landmark_everyone_knows_is_refused_as_a_skipped_turn():
    """B-CAST-LANDMARK, "no skipping turns": once everyone knows a landmark lies face down on a hex, a cast at it
    would only lose the turn again, a pass: refused with a sentence, and no longer among the legal actions."""
    cells = {"F5": "gF", "F6": "sM", "F7": "~L", "D1": "~sM", "C1": "~sM", "E1": "sM"}
    g = game(cells)
    g.play(Cast(H("F5"), H("F7")))
    g.play(next(a for a in g.legal_actions() if type(a).__name__ != "Cast"))  # Bo plays on
    refusal = g.why_not(Cast(H("F5"), H("F7")))
    assert refusal is not None and refusal.rule_id == "B-CAST-LANDMARK"
    assert "F7" in refusal.message("en") and "landmark" in refusal.message("en")
    assert Cast(H("F5"), H("F7")) not in g.legal_actions()
    revealed = game(cells, options={"cast_landmark": "revealed"})
    revealed.play(Cast(H("F5"), H("F7")))  # face up now: refused as a face-up landmark, as before
    assert revealed.why_not(Cast(H("F5"), H("F7"))) is not None


def test_passive_count_now_or_ever():
    """B-PASSIVE-COUNT: all three Prophets face up now; passive="ever": all three revealed once."""
    cells = {"F6": "gP", "C1": "gP", "D1": "~sM"}
    g = game(cells, graves={1: "gP"})
    assert g.why_not(Prophecy(H("F6"), None)).rule_id == "B-PROPHECY-PASSIVE"
    g = game(cells, graves={1: "gP"}, options={"passive": "ever"})
    assert g.why_not(Prophecy(H("F6"), None)) is None


def test_mount_who_single_or_merged():
    """B-MOUNT-WHO: an Avenger may not mount; mount_merged=True: it may."""
    cells = {"F5": "gD+gD", "F6": "gH", "D1": "~sM"}
    assert game(cells).why_not(Mount(H("F5"), H("F6"))).rule_id == "B-MOUNT-WHO"
    g = game(cells, options={"mount_merged": True})
    g.play(Mount(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [4, 5, 5]


def test_mounted_abilities_some_or_none():
    """B-MOUNTED-ABILITIES: a rider may prophesy but must dismount to cast; mounted_abilities="none":
    no ability until it dismounts."""
    g = game({"F6": "gH+gP", "G6": "gH+gF", "F8": "sM", "D1": "~sM"})
    assert g.why_not(Prophecy(H("F6"), 1)) is None
    r = g.why_not(Cast(H("G6"), H("F8")))
    assert r.rule_id == "B-MOUNTED-ABILITIES"
    g = game({"F6": "gH+gP", "D1": "~sM"}, options={"mounted_abilities": "none"})
    r = g.why_not(Prophecy(H("F6"), 1))
    assert (r.rule_id, r.key) == ("B-MOUNTED-ABILITIES", "refuse.rider_no_ability")
    assert g.why_not(Dismount(H("F6"), H("F5"))) is None


def test_throne_order_reverse_or_clockwise():
    """B-THRONE-ORDER: the last player first, then backwards; throne_order="clockwise" on from the first."""
    g = new_game(4, seed=3)
    o = g.state.order
    assert g.state.thrones_left == [o[3], o[2], o[1], o[0]]
    g = new_game(4, seed=3, options={"throne_order": "clockwise"})
    assert g.state.thrones_left == [o[3], o[0], o[1], o[2]]


def test_altar_choice_choose_or_cycle():
    """B-ALTAR-CHOICE: the player picks among free Altars; altar_choice="cycle": the next one in order."""
    cells = {"F5": "gG", "F6": "L", "B2": "L", "J1": "L", "D1": "~sM"}
    g = game(cells, players="gold,silver,red", options={"altar_choice": "cycle"})
    dests = [a.altar for a in g.legal_actions() if isinstance(a, Travel) and a.to == H("F6")]
    assert len(dests) == 1


def test_crucify_landmark_removed_or_revealed():
    """B-CRUCIFY-OWN: a crucified face-down landmark leaves the game; crucify_landmark="revealed": it stays."""
    g = game({"F6": "gM+gM", "D1": "~X", "D2": "~sM"}, options={"crucify_landmark": "revealed"})
    g.play(Crucify(H("F6"), H("D1"), 1))
    assert g.state.land[H("D1")] >= 0 and g.state.up[g.state.land[H("D1")]]


def test_prophecy_declare_together_or_each():
    """B-PROPHECY-DECLARE: the pieces are shown once all are named; prophecy_reveal="each": at once."""
    cells = {"F6": "gP", "D1": "~sM", "D2": "~sK", "D3": "~X"}
    g = game(cells)
    g.play(Prophecy(H("F6"), 1))
    assert not [e for e in g.play(Peek(H("D1"))) if e.private_to]
    g = game(cells, options={"prophecy_reveal": "each"})
    g.play(Prophecy(H("F6"), 1))
    seen = [e for e in g.play(Peek(H("D1"))) if e.private_to]
    assert len(seen) == 1 and g.narrate(seen, observer=0) == ["You see that D1 holds silver's Man."]
    assert g.narrate(seen, observer="all") == ["Gold sees that D1 holds silver's Man."]
