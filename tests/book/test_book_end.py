"""The end (B-END) and the count (B-WIN); the catalogue and the words of the game."""

import re
from pathlib import Path

from book_helpers import H, game

from genesis_nb.book import CATALOGUE, Cast, Eat, Flip, GreedyBot, new_game
from genesis_nb.bots import RandomBot, play_out


def test_game_ends_the_instant_the_last_piece_is_flipped():
    """B-END: the flip of the last face-down piece ends the game; nobody is to move."""
    g = game({"F6": "gG", "D1": "~sM", "D2": "~gM"}, hidden=0)
    g.play(Flip(H("D1")))
    assert not g.is_over
    g.play(Flip(H("D2")))
    assert g.is_over and g.actor is None and g.legal_actions() == [] and g.state.end == "flipped"
    assert g.why_not(Flip(H("D2"))).rule_id == "B-END"


def test_game_does_not_end_while_a_trap_turns_pieces_down():
    """B-END: the count is taken after the action's traps: a Bury that turns the eater down keeps it going."""
    g = game({"F5": "gF", "F6": "sM", "F7": "~sD"}, hidden=0)
    g.play(Cast(H("F5"), H("F7")))
    assert not g.is_over and H("F7") in g.state.hidden


def test_count_own_pieces_against_and_the_winner():
    """B-WIN: star points in one's grave, one's own counting against; the most wins."""
    g = game({"F6": "gG", "F7": "sP", "D1": "~sM"}, hidden=0)
    g.play(Eat(H("F6"), H("F7")))
    g.play(Flip(H("D1")))
    assert g.is_over
    sheet = g.scores()
    assert sheet.winners == [max((0, 1), key=sheet.total)]
    lines = g.narration()
    assert lines[-1].endswith("wins.") and lines[-3].startswith("Gold has")
    g = game({"F5": "gF", "F6": "sM", "F7": "~gP"}, hidden=0, graves={0: "sM"})
    before = g.scores().rows[0]["own"]
    g.play(Cast(H("F5"), H("F7")))
    assert g.scores().rows[0]["own"] == before - 5


def test_equal_totals_are_a_draw():
    """B-WIN: equal highest totals are a draw, shared by those players."""
    g = game({"F6": "gG", "F9": "sG", "D1": "~sM", "D2": "~gM"}, hidden=0)  # the graves mirror each other
    g.play(Flip(H("D1")))
    g.play(Flip(H("D2")))
    sheet = g.scores()
    assert g.is_over and sheet.total(0) == sheet.total(1)
    assert sheet.winners == [0, 1] and "draw" in sheet.notes
    assert g.narration()[-1] == "A draw between gold, silver."


def test_bots_finish_games():
    """B-END: greedy and random bots play 2-, 3- and 4-player games to the end."""
    for n in (2, 3, 4):
        g = play_out(new_game(n, seed=n), [GreedyBot(0), RandomBot(1), GreedyBot(2), RandomBot(3)][:n])
        assert g.is_over
    g = play_out(new_game(2, seed=9), [GreedyBot(0), RandomBot(1)])
    assert g.is_over


def test_every_refusal_and_event_key_has_a_text():
    """Catalogue: every message key and rule id the code names exists; texts have no leftover braces."""
    folder = Path(__file__).resolve().parents[2] / "genesis_nb" / "book"
    src = "\n".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py"))
    for key in set(re.findall(r'"(refuse\.[a-z_]+)"', src)):
        assert key in CATALOGUE.messages, key
    for rule in set(re.findall(r'"(B-[A-Z-]+)"', src)):
        assert rule in CATALOGUE, rule
    for kind in set(re.findall(r'c\.event\(\s*"([a-z_]+)"', src)):
        assert f"event.{kind}" in CATALOGUE.messages, kind
    for _key, texts in CATALOGUE.messages.items():
        assert texts["en"].strip()


def test_catalogue_summaries_are_not_the_rulebooks_sentences():
    """Catalogue: summaries are in our own words (no eight-word run copied from the rulebook)."""
    book = Path("/work/shared/seeds/003_ed8450ac29b0e379.txt")
    if not book.exists():
        return
    words = re.findall(r"[a-z]+", book.read_text(encoding="utf-8").lower())
    runs = {" ".join(words[i : i + 8]) for i in range(len(words) - 8)}
    for rule in CATALOGUE:
        ours = re.findall(r"[a-z]+", rule.text().lower())
        for i in range(len(ours) - 8):
            assert " ".join(ours[i : i + 8]) not in runs, rule.id


def test_the_greedy_bot_beats_the_random_bot():
    """B-TURN, B-WIN: the greedy bot (reading only its seat's view) wins most games against the random bot."""
    wins = 0
    for seed in range(8):
        seats = [GreedyBot(seed), RandomBot(seed)] if seed % 2 == 0 else [RandomBot(seed), GreedyBot(seed)]
        g = play_out(new_game(2, seed=seed), seats)
        wins += g.scores().winners == [seed % 2]
    assert wins >= 6
