"""Tests aimed at genesis_nb/book/effects.py: the position hash of the repetition rule (B-PERPETUAL), the
bookkeeping of the field primitives (face-down hexes, face-up stacks, graves, discards) and the events
and phrases the effects produce (B-THRONE, B-ALTAR, B-SACRIFICE, B-BURY, B-CURSE, B-REST)."""

import random

import pytest
from book_helpers import H, game

from genesis_nb.book import RULES
from genesis_nb.book.effects import hex_key, turn_key
from genesis_nb.core.chance import Chance


def _hex_picture(s, P, h):
    """What everyone knows of hex ``h``: the public content the hash must tell apart (B-PERPETUAL)."""
    lm = s.land[h]
    st = s.stack[h]
    top = st[0] if st else lm
    if top >= 0 and not s.up[top] and not s.seen[top]:
        return ("unknown", len(st) or 1, bool(s.landknown[top]))
    land = None
    if lm >= 0:
        land = (P.kind[lm] if (s.up[lm] or s.seen[lm]) else None, bool(s.up[lm]))
    chars = tuple(((P.owner[p], P.kind[p]) if (s.up[p] or s.seen[p]) else None, bool(s.up[p])) for p in st)
    return (land, chars)


def _picture(rules, s):
    P = rules.pieces(s.n)
    F = rules.field(s.n)
    return (s.turn, tuple(_hex_picture(s, P, h) for h in F.hexes))


def _random_positions(rules, players, seed, sink, events_sink=None):
    names = [f"p{i}" for i in range(players)]
    chance = Chance(seed)
    s = rules.new_state(names, rules.options, None, chance)
    rng = random.Random(seed)
    P = rules.pieces(players)
    F = rules.field(players)
    while not rules.is_over(s):
        legal = rules.legal_actions(s)
        actor = rules.actor(s)
        ev = rules.apply(s, rng.choice(legal), chance)
        if events_sink is not None:
            events_sink.append((actor, list(s.names), ev))
        # the incremental hash equals a hash computed from scratch, hex by hex
        z = 0
        for h in F.hexes:
            assert s.hkey[h] == hex_key(rules, s, P, h)
            z ^= s.hkey[h]
        assert z == s.zob
        rules.check_invariants(s, deep=True)
        if s.phase == "turn":
            sink.setdefault((players, _picture(rules, s)), set()).add(s.zob ^ turn_key(s.turn))
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_position_hash_tells_positions_apart_and_is_kept_up_to_date(players):
    """B-PERPETUAL: over random games the hash kept up to date action by action equals the hash computed
    from scratch; positions that everyone sees as equal (same mover) have one hash, different ones different
    hashes."""
    sink = {}
    for seed in range(6):
        _random_positions(RULES, players, 500 + 17 * players + seed, sink)
    by_hash = {}
    for (_n, pic), hashes in sink.items():
        assert len(hashes) == 1, "one position, two hashes"
        (z,) = hashes
        assert by_hash.setdefault(z, pic) == pic, "two different positions share a hash"
    assert len(by_hash) > 200


def _random_events(players, seeds, options=None):
    rules = RULES if options is None else RULES.with_setup(None, RULES.options_from_json(options))
    out = []
    for seed in seeds:
        _random_positions(rules, players, seed, {}, out)
    return rules, out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_effect_event_names_a_rule_of_the_book_and_its_acting_seat(players):
    """B-THRONE, B-ALTAR, B-SACRIFICE, B-BURY, B-CURSE, B-REST: over random games every event names a rule
    of the book and reads as an English sentence; an event naming the acting player carries its seat."""
    rules, out = _random_events(players, range(900 + players * 10, 906 + players * 10))
    kinds = set()
    for actor, names, evs in out:
        for e in evs:
            kinds.add(e.kind)
            assert e.rule in rules.catalogue.rules, e
            text = rules.narrate(e, "en")
            assert "XX" not in text and "{" not in text, text
            player = e.data.get("player")
            if actor is not None and player == names[actor]:
                assert e.data["seat"] == actor, e
            elif "seat" in e.data and player is not None:
                assert names[e.data["seat"]] == player, e
    assert {"eaten", "sacrifice", "revealed"} <= kinds


def test_a_piece_phrase_says_whether_a_character_rides_a_horse():
    """B-MERGED: an event's piece phrase is (player, class, 1 for a rider on a Horse else 0); a landmark
    has no player and is never mounted."""
    from genesis_nb.book.effects import piece_phrase
    from genesis_nb.book.pieces import ALTAR, HORSE, MAN

    P = RULES.pieces(2)
    names = ["gold", "silver"]
    horse, man, man2 = P.ids[1][HORSE][0], P.ids[1][MAN][0], P.ids[1][MAN][1]
    assert piece_phrase(P, names, [horse, man])["piece"][::2] == ["silver", 1]
    assert piece_phrase(P, names, [horse])["piece"][::2] == ["silver", 0]
    assert piece_phrase(P, names, [man, man2])["piece"][::2] == ["silver", 0]
    assert piece_phrase(P, names, [man])["piece"][::2] == ["silver", 0]
    assert piece_phrase(P, names, [P.landmarks[ALTAR][0]])["piece"] == ["", "altar", 0]


def test_a_character_may_step_onto_the_corner_hex_a1():
    """B-TRAVEL: the corner hex A1 (hex id 0) is on the field: a character next to it may step there."""
    from genesis_nb.book import Travel

    g = game({"A2": "gM", "D1": "~sM"})
    assert Travel(H("A2"), H("A1")) in g.legal_actions()
    g.play(Travel(H("A2"), H("A1")))
    assert g.state.stack[H("A1")] and not g.state.stack[H("A2")]


def test_an_altar_on_the_corner_hex_a1_carries_a_character_there():
    """B-ALTAR: a free face-up Altar on A1 (hex id 0) is one of the Altars a character is carried to."""
    from genesis_nb.book import Travel

    g = game({"F6": "gM", "F7": "L", "A1": "L", "D1": "~sM"})
    assert Travel(H("F6"), H("F7"), H("A1")) in g.legal_actions()
    events = g.play(Travel(H("F6"), H("F7"), H("A1")))
    assert g.state.stack[H("A1")] and not g.state.stack[H("F7")]
    tele = [e for e in events if e.kind == "teleport"]
    assert tele and tele[0].rule == "B-ALTAR" and tele[0].data["to"] == "A1" and tele[0].data["seat"] == 0


def test_a_guard_eaten_from_the_corner_hex_a1_buries_the_eater_there():
    """B-BURY: the eater standing on A1 (hex id 0) after eating a Guard is turned face down."""
    from genesis_nb.book import Eat

    g = game({"A2": "gG", "A1": "sD", "D1": "~sM"})
    events = g.play(Eat(H("A2"), H("A1")))
    assert H("A1") in g.state.hidden
    assert [e.rule for e in events if e.kind == "buried"] == ["B-BURY"]
