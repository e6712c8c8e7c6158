"""The count's events and score sheet pinned exactly (B-WIN): rule ids, the data a board and the narration
read, the sheet of a game still going (found by mutation testing: ``scripts/mutation.py book.scoring``)."""

from __future__ import annotations

from book_helpers import H, game

from genesis_nb.book import RULES, Eat, Flip, new_game
from genesis_nb.book.scoring import CATEGORIES, grave_points


def _kinds(events):
    return [(e.kind, e.rule) for e in events]


def test_an_empty_grave_scores_nothing_in_every_category():
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM"}, hidden=0)
    empty = [q for q in range(2) if not g.state.graves[q]]
    for q in empty:
        assert grave_points(g.rules, g.state, q) == {c: 0 for c in CATEGORIES}
    for q in range(2):
        assert g.scores().total(q) == sum(grave_points(g.rules, g.state, q).values())


def test_the_sheet_of_a_game_still_going_says_so_and_names_no_winner():
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM"}, hidden=0)
    sheet = g.scores()
    assert not g.is_over
    assert sheet.notes == ["in_progress"] and sheet.winners == []
    assert sheet.categories == list(CATEGORIES)


def test_the_count_tells_each_players_points_then_the_winner_B_WIN():
    g = game({"F6": "gG", "F7": "sP", "D1": "~sM"}, hidden=0)
    g.play(Eat(H("F6"), H("F7")))
    events = g.play(Flip(H("D1")))
    sheet = g.scores()
    count = [e for e in events if e.kind == "count"]
    assert [(e.rule, e.data) for e in count] == [
        ("B-WIN", {"player": g.state.names[q], "seat": q, "points": sheet.total(q)}) for q in range(2)
    ]
    (won,) = [e for e in events if e.kind == "winner"]
    w = sheet.winners[0]
    assert won.rule == "B-WIN" and won.data == {"player": g.state.names[w], "seat": w}
    assert not [e for e in events if e.kind == "draw"]


def test_a_draw_is_told_with_its_rule_and_every_player_who_shares_it_B_WIN():
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM", "D2": "~gM"}, hidden=0)
    g.play(Flip(H("D1")))
    events = g.play(Flip(H("D2")))
    (draw,) = [e for e in events if e.kind == "draw"]
    assert draw.rule == "B-WIN" and draw.data == {"players": list(g.state.names)}
    assert not [e for e in events if e.kind == "winner"]
    assert [k for k in _kinds(events) if k[0] in ("count", "draw")] == [("count", "B-WIN")] * 2 + [("draw", "B-WIN")]


# -- the rules object: words, set-ups, defaults -------------------------------------------------------
def test_a_grave_is_named_by_its_players_number_counted_from_one():
    from genesis_nb.book import Purge
    from genesis_nb.book.rules import _grave_words

    assert "player 2's grave" in RULES.describe(Purge(H("F6"), 1))
    assert "player 1's grave" in RULES.describe(Purge(H("F6"), 0))
    assert _grave_words(1, "en") == "player 2's grave"
    assert _grave_words(True, "en") == "True"  # a flag is not a seat
    assert _grave_words("x", "en") == "x"


def test_with_setup_keeps_one_rules_object_per_board_and_options_and_at_most_64():
    from genesis_nb.book import rules as book_rules

    board = RULES.board_from_data(RULES.board.to_data())
    assert board is not RULES.board and board.to_data() == RULES.board.to_data()
    first = RULES.with_setup(board, None)
    assert first is not RULES and first.board is board
    assert RULES.with_setup(board, None) is first, "the same board and options give the same rules object"
    assert RULES.with_setup(None, None) is RULES
    boards = [RULES.board_from_data(RULES.board.to_data()) for _ in range(70)]
    book_rules._SETUPS.clear()
    made, sizes = [], []
    for b in boards:
        made.append(RULES.with_setup(b, None))
        sizes.append(len(book_rules._SETUPS))
    assert len({id(m) for m in made}) == 70 and all(m.board is b for m, b in zip(made, boards))
    assert max(sizes) == 64, "the store fills up to 64 rules objects, and no further"


def test_the_rules_read_as_the_public_in_english_unless_told_otherwise():
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM"}, hidden=1)
    r, s = g.rules, g.state
    assert r.view(s) == r.view(s, "public")
    pic = r.picture(s)
    assert pic.startswith("<svg") and pic == r.picture(s, "public", "en")
    assert r.picture(s, 0) != r.picture(s, "all")  # the picture does depend on who looks


def test_knows_answers_true_or_false():
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM"}, hidden=0)
    r, s = g.rules, g.state
    down = next(iter(s.hidden))
    piece = s.stack[down][0] if s.stack[down] else s.land[down]
    assert r.knows(s, "all", piece) is True
    assert r.knows(s, "public", piece) is False
    assert r.phase_name(s) == "turn"


def test_the_count_starts_from_nothing():
    """B-WIN: at the start every grave is empty and worth 0 in every category; a Goliath eaten then adds
    exactly its star points to the eater's row."""
    g = new_game(2, seed=1)
    for q in range(2):
        assert grave_points(g.rules, g.state, q) == {c: 0 for c in CATEGORIES}
        assert g.scores().total(q) == 0
    g = game({"F6": "gG", "F7": "sG", "D1": "~sM"})
    before = grave_points(g.rules, g.state, 0)
    g.play(Eat(H("F6"), H("F7")))
    after = grave_points(g.rules, g.state, 0)
    goliath = g.rules.board.characters[1][1]
    assert after == {**before, "goliath": before["goliath"] + goliath}
