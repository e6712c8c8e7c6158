"""Traps (B-BURY, B-CURSE, B-REST, B-TRAPS) and landmarks (B-ARK, B-ALTAR, B-MOUNTAIN, B-LANDMARK-FIXED)."""

from book_helpers import REST, H, game

from genesis_nb.book import Cast, Crucify, Eat, Flip, Gallop, Purge, Resurrect, Travel


def top_up(g, label):
    st = g.state.stack[H(label)]
    return g.state.up[st[0]]


def kinds_at(g, label):
    P = g.rules.pieces(g.state.n)
    return [P.kind[p] for p in g.state.stack[H(label)]]


# -- Bury --------------------------------------------------------------------------------------------
def test_bury_turns_the_eater_face_down():
    """B-BURY: whatever eats a Guard is turned face down where it ate; everyone remembers what it is."""
    g = game({"F6": "gG", "F7": "sD", "D1": "~sM"})
    g.play(Eat(H("F6"), H("F7")))
    assert kinds_at(g, "F7") == [1] and not top_up(g, "F7")
    assert H("F7") in g.state.hidden
    cell = {c["label"]: c for c in g.view("public")["cells"]}["F7"]
    assert cell["face_down"] and cell["known"] and cell["pieces"] == [{"owner": 0, "kind": "goliath"}]
    assert "Bury" in g.narration()[-1]


def test_bury_a_mounted_eater_loses_its_horse_to_the_guards_player():
    """B-BURY: a rider that eats a Guard loses its Horse into the Guard's player's grave."""
    g = game({"F6": "gH+gG", "F7": "sD", "D1": "~sM"})
    before = g.scores().total(1)
    g.play(Eat(H("F6"), H("F7")))
    assert kinds_at(g, "F7") == [1] and not top_up(g, "F7")
    assert g.scores().total(1) == before + 3


def test_bury_hits_its_own_side_too():
    """B-BURY: a Fisher that casts onto its own face-down Guard is buried all the same."""
    g = game({"F5": "gF", "F6": "sM", "F7": "~gD", "D1": "~sM"})
    g.play(Cast(H("F5"), H("F7")))
    assert kinds_at(g, "F7") == [7] and not top_up(g, "F7")


def test_bury_after_a_purge_turns_the_priest_down():
    """B-BURY, B-TRAPS: a Priest that purges a Guard is turned face down (a sacrificed one is gone)."""
    g = game({"F6": "L:gR", "F7": "sD", "F5": "sD", "D1": "~sM"})
    g.play(Purge(H("F6"), None))
    assert not top_up(g, "F6") and not g.state.stack[H("F7")] and not g.state.stack[H("F5")]
    assert sum("Bury" in line for line in g.narration()) == 1


# -- Curse of Cain -----------------------------------------------------------------------------------
def test_curse_sends_the_eater_and_its_kind_to_the_avengers_grave():
    """B-CURSE: the eater goes into the Avenger's player's grave with its player's other face-up pieces
    of its kind; one on the Ark is safe, and so is a face-down one."""
    g = game({"F6": "gH", "F7": "sD+sD", "E5": "gH", "B2": "A:gH", "D2": "~gH", "D1": "~sM"})
    g.play(Eat(H("F6"), H("F7")))
    assert not g.state.stack[H("F7")] and not g.state.stack[H("E5")]
    assert kinds_at(g, "B2") == [4] and kinds_at(g, "D2") == [4]
    cursed = [line for line in g.narration() if line.startswith("Curse of Cain")]
    assert len(cursed) == 2


def test_curse_takes_riders_but_leaves_their_horses():
    """B-CURSE, B-CURSE-MOUNTED: a cursed rider goes and its Horse stays, the eater's own Horse too."""
    g = game({"F6": "gH+gG", "F7": "sD+sD", "E5": "gH+gG", "D1": "~sM"})
    g.play(Eat(H("F6"), H("F7")))
    assert kinds_at(g, "F7") == [4] and kinds_at(g, "E5") == [4]


def test_curse_counts_for_the_avengers_player():
    """B-CURSE: the cursed pieces score for the Avenger's player."""
    g = game({"F6": "gG", "F7": "sD+sD", "E5": "gG", "D1": "~sM"})
    before = g.scores().total(1)
    g.play(Eat(H("F6"), H("F7")))
    assert g.scores().total(1) == before + 6 + 6


def test_curse_does_not_strike_its_own_side():
    """B-CURSE: only an opponent's eater is cursed (a Fisher casting onto its own buried Avenger is not)."""
    g = game({"F5": "gF", "F6": "sM", "F7": "~gD+gD!", "D1": "~sM"})
    g.play(Cast(H("F5"), H("F7")))
    assert kinds_at(g, "F7") == [7]


def test_curse_after_a_sacrificed_purge_takes_the_other_priests():
    """B-CURSE, B-TRAPS: the Priest that purged an Avenger is gone (sacrificed): its kind is still cursed."""
    g = game({"F6": "gR", "F7": "sD+sD", "C1": "gR", "D1": "~sM"})
    g.play(Purge(H("F6"), 1))
    assert not g.state.stack[H("C1")]


# -- Rest --------------------------------------------------------------------------------------------
def _rest_position(extra=None, **kw):
    cells = dict(REST)
    cells.update(extra or {})
    return game(cells, **kw)


def test_rest_turns_down_every_enemy_character_when_seven_men_are_up():
    """B-REST, B-REST-THRONE: flipping the seventh Man turns every face-up character of the others face
    down, a King on its Throne and a piece on the Ark too; one's own stay up."""
    g = _rest_position()
    g.play(Flip(H("D1")))
    for label in ("F6", "F7", "F8", "G6"):
        assert not top_up(g, label), label
    assert top_up(g, "E9") and top_up(g, "C1")
    assert g.narration()[-1].startswith("Rest:")
    # the King on its Throne, face down, is still protected
    assert g.state.land[H("F7")] >= 0


def test_rest_fires_for_the_men_of_the_player_who_did_not_flip():
    """B-REST: silver flipping gold's seventh Man makes gold rest: silver's pieces turn down."""
    g = _rest_position(turn="silver")
    g.play(Flip(H("D1")))
    assert not top_up(g, "F6")


def test_rest_counts_a_mob_as_two_men():
    """B-REST-COUNT: a Mob counts as two Men."""
    g = _rest_position({"C5": "gM+gM", "C6": "."})
    g.play(Flip(H("D1")))
    assert not top_up(g, "F6")


def test_rest_fires_again_only_after_the_count_fell():
    """B-REST: Rest goes off the moment the count reaches seven, not on every later action."""
    g = _rest_position()
    g.play(Flip(H("D1")))
    g.play(Flip(H("F6")))
    assert top_up(g, "F6")
    g.play(Travel(H("E9"), H("E10")))
    assert top_up(g, "F6")


def test_rest_by_resurrecting_the_seventh_man():
    """B-REST, B-RESURRECT: a Man brought back can be the seventh."""
    g = game(
        {"C1": "gM", "C2": "gM", "C3": "gM", "C4": "gM", "C5": "gM", "C6": "gM", "E9": "gK", "F6": "sG", "D1": "~sM"},
        graves={1: "gM"},
    )
    g.play(Resurrect(H("E9"), 1, 1, "man"))
    assert not top_up(g, "F6")


# -- Ark ---------------------------------------------------------------------------------------------
def test_ark_protects_from_everything_but_crucify():
    """B-ARK: a piece on the Ark cannot be eaten, cast at or purged; a Crucify takes it."""
    g = game({"F6": "A:sM", "F5": "gG", "F4": "gF", "E6": "gR", "G6": "gM+gM", "D1": "~sM"})
    r = g.why_not(Eat(H("F5"), H("F6")))
    assert (r.rule_id, r.key) == ("B-ARK", "refuse.on_ark")
    assert g.why_not(Cast(H("F4"), H("F6"))).rule_id == "B-ARK"
    assert g.why_not(Purge(H("E6"), 1)).key == "refuse.purge_nothing"
    assert g.why_not(Crucify(H("G6"), H("F6"), 1)) is None


# -- Altar -------------------------------------------------------------------------------------------
def test_altar_carries_a_piece_to_the_other_altar():
    """B-ALTAR: a piece stepping onto a free Altar is carried to the other free Altar."""
    g = game({"F5": "gG", "F6": "L", "B2": "L", "D1": "~sM"})
    legal = [a for a in g.legal_actions() if isinstance(a, Travel) and a.to == H("F6")]
    assert legal == [Travel(H("F5"), H("F6"), H("B2"))]
    r = g.why_not(Travel(H("F5"), H("F6")))
    assert (r.rule_id, r.key) == ("B-ALTAR", "refuse.altar_pick")
    g.play(legal[0])
    assert kinds_at(g, "B2") == [1] and not g.state.stack[H("F6")]
    assert "carries" in g.narration()[-1]


def test_altar_clogged_when_the_other_is_taken():
    """B-ALTAR: when no other Altar is free the piece stays; naming an Altar then is refused."""
    g = game({"F5": "gG", "F6": "L", "B2": "L:sM", "D1": "~sM"})
    assert g.why_not(Travel(H("F5"), H("F6"), H("B2"))).key == "refuse.altar_clogged"
    g.play(Travel(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [1]


def test_eating_onto_an_altar_does_not_carry():
    """B-ALTAR: a piece that eats one standing on an Altar stays there."""
    g = game({"F5": "gG", "F6": "L:sM", "B2": "L", "D1": "~sM"})
    g.play(Eat(H("F5"), H("F6")))
    assert kinds_at(g, "F6") == [1] and not g.state.stack[H("B2")]


def test_altar_choice_among_several_free_altars():
    """B-ALTAR-CHOICE: with three Altars (three players) the player picks where the piece goes."""
    g = game({"F5": "gG", "F6": "L", "B2": "L", "J1": "L", "D1": "~sM"}, players="gold,silver,red")
    dests = sorted(a.altar for a in g.legal_actions() if isinstance(a, Travel) and a.to == H("F6"))
    assert dests == sorted([H("B2"), H("J1")])
    assert g.why_not(Travel(H("F5"), H("F6"), H("F5"))).rule_id == "B-ALTAR-CHOICE"


def test_altar_refuses_a_destination_when_the_hex_is_no_altar():
    """B-ALTAR: naming an Altar when stepping elsewhere is refused."""
    g = game({"F5": "gG", "D1": "~sM", "B2": "L"})
    assert g.why_not(Travel(H("F5"), H("F4"), H("B2"))).key == "refuse.altar_not_altar"


def test_gallop_onto_an_altar_is_carried_too():
    """B-ALTAR, B-GALLOP: a gallop that lands on a free Altar is carried on."""
    g = game({"F6": "gH", "E7": "L", "B2": "L", "D1": "~sM"})
    assert Gallop(H("F6"), H("E7"), H("B2")) in g.legal_actions()


# -- Mountains and landmarks ---------------------------------------------------------------------------
def test_mountains_block_steps_but_not_gallops():
    """B-MOUNTAIN: nothing enters a Mountain; a gallop passes over it (only Cast may not)."""
    g = game({"F6": "gH", "F7": "X", "E6": "X", "D1": "~sM"})
    assert g.why_not(Travel(H("F6"), H("F7"))).rule_id == "B-MOUNTAIN"
    assert g.why_not(Gallop(H("F6"), H("E7"))) is None


def test_landmarks_never_move_or_turn_down():
    """B-LANDMARK-FIXED: a face-up landmark does not move, and Rest leaves landmarks face up."""
    g = game({"F6": "A", "D1": "~sM"})
    assert g.why_not(Travel(H("F6"), H("F7"))).rule_id == "B-LANDMARK-FIXED"
    g = _rest_position({"E5": "X"})
    g.play(Flip(H("D1")))
    assert g.state.up[g.state.land[H("E5")]]


def test_altar_never_carries_a_piece_back_where_it_came_from():
    """B-ALTAR: a piece stepping from one Altar onto the next is not carried back (that would be a pass):
    with no other Altar free it stays."""
    g = game({"F5": "L:gG", "F6": "L", "D1": "~sM"})
    assert Travel(H("F5"), H("F6")) in g.legal_actions()
    assert g.why_not(Travel(H("F5"), H("F6"), H("F5"))).key == "refuse.altar_clogged"
