"""The game-agnostic core: actions and their JSON, the catalogue, the phase machine, seeded chance."""

from dataclasses import dataclass

import pytest

from genesis_nb.core import ActionRegistry, Catalogue, Chance, Phase, PhaseMachine, Rule, SaveFileError


def test_action_registry_round_trip_and_type_checks():
    reg = ActionRegistry("toy")

    @reg.action("place")
    @dataclass(frozen=True)
    class Place:
        square: int
        terrain: str
        tiles: tuple[int, ...]
        note: str | None = None

    a = Place(3, "forest", (1, 2))
    data = reg.to_json(a)
    assert data == {"type": "place", "square": 3, "terrain": "forest", "tiles": [1, 2], "note": None}
    assert reg.from_json(data) == a
    for bad in (
        {"type": "place", "square": True, "terrain": "x", "tiles": [], "note": None},
        {"type": "place", "square": 1, "terrain": 2, "tiles": [], "note": None},
        {"type": "place", "square": 1, "terrain": "x", "tiles": ["a"], "note": None},
        {"type": "place", "square": 1, "terrain": "x", "tiles": []},
        {"type": "nope"},
        ["place"],
        {"square": 1},
    ):
        with pytest.raises(SaveFileError):
            reg.from_json(bad)
    with pytest.raises(ValueError):
        reg.action("place")(Place)


def test_registry_refuses_unsaveable_field_types():
    reg = ActionRegistry("toy")
    with pytest.raises(TypeError):

        @reg.action("bad")
        @dataclass(frozen=True)
        class Bad:
            payload: dict


def test_catalogue_checks_languages_and_placeholders():
    rule = Rule("X-1", "Setup", {"en": "One.", "nl": "Een."})
    cat = Catalogue(
        "toy",
        [rule],
        {"m": {"en": "{a} and {b}", "nl": "{a} en {b}"}, "word.x": {"en": "ex", "nl": "iks"}},
        ("en", "nl"),
    )
    assert cat.render("m", "nl", {"a": "word.x", "b": ["word.x", "y"]}) == "iks en iks, y"
    with pytest.raises(ValueError, match="placeholders"):
        Catalogue("toy", [], {"m": {"en": "{a}", "nl": "{b}"}}, ("en", "nl"))
    with pytest.raises(ValueError, match="no nl"):
        Catalogue("toy", [Rule("X", "s", {"en": "e"})], {}, ("en", "nl"))


def test_phase_machine_allows_only_declared_moves():
    m = PhaseMachine([Phase("a", "R", True), Phase("b", "R", False)], {"a": ["b"], "b": ["a"]}, "a")
    assert m.check("a", "b") == "b"
    with pytest.raises(RuntimeError):
        m.check("a", "a")
    with pytest.raises(ValueError):
        PhaseMachine([Phase("a", "R", True)], {"a": ["z"]}, "a")


def test_chance_is_reproducible_per_counter():
    c = Chance(42)
    assert c.roll(7, "abcdef", 2) == Chance(42).roll(7, "abcdef", 2)
    rolls = {tuple(c.roll(i, range(6), 3)) for i in range(50)}
    assert len(rolls) > 40
    assert sorted(c.shuffled(3, range(10))) == list(range(10))
    with pytest.raises(TypeError):
        Chance("seed")


def test_play_for_a_seat_that_does_not_decide_is_refused():
    from genesis_nb.angels import ChooseCube, new_game
    from genesis_nb.core import RuleViolation

    g = new_game(["Ann", "Bo"], seed=1)
    with pytest.raises(RuleViolation) as info:
        g.play(ChooseCube(0), seat=1)
    assert info.value.rule_id == "turn"
    assert info.value.message() == "It is not Bo's turn: Ann must decide now."
    assert info.value.message("nl") == "Bo is niet aan de beurt: Ann moet nu beslissen."
    assert g.steps == []
    g.play(ChooseCube(0), seat=0)
    assert len(g.steps) == 1


def test_events_are_filtered_per_observer():
    import random

    from genesis_nb.planet import new_game

    g = new_game(3, seed=5)
    rng = random.Random(5)
    for _ in range(30):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
    everything = g.events("all")  # the teacher's explicit choice
    public = g.events()  # by default: what everybody may know
    assert public == g.events("public")
    assert len(public) < len(everything)
    assert all(e.private_to is None for e in public)
    assert g.narration() == g.narration(observer="public")
    assert len(g.narration()) == len(public) and len(g.narration(observer="all")) == len(everything)
    for seat in range(3):
        mine = g.events(seat)
        assert len(public) <= len(mine) <= len(everything)
        assert all(g.rules.event_visible(e, seat) for e in mine)
        assert len(g.narration(observer=seat)) == len(mine)
    # narrate() and tell() filter what play() returned the same way
    private = [e for e in everything if e.private_to is not None]
    assert private
    assert g.narrate(private) == []
    assert len(g.narrate(private, observer="all")) == len(private)
    seat = private[0].private_to[0]
    assert len(g.narrate(private[:1], observer=seat)) == 1


def test_repr_of_a_private_event_hides_its_data():
    from genesis_nb.core.rules import Event

    secret = Event("draw", "P-DRAW", {"player": "Ann", "need": "water", "private_to": [0]})
    text = repr(secret)
    assert "water" not in text and "need" not in text and "private to seats [0]" in text
    assert secret.visible_to(0) and secret.visible_to("all")
    assert not secret.visible_to(1) and not secret.visible_to("public") and not secret.visible_to(True)
    public = Event("roll", "P-ROLL", {"value": 4})
    assert "'value': 4" in repr(public) and public.visible_to("public") and public.visible_to(2)


def test_tell_prints_only_what_everybody_may_know(capsys):
    import random

    from genesis_nb.planet import new_game

    g = new_game(3, seed=5)
    rng = random.Random(5)
    shown_all = []
    while not g.is_over and len(g.steps) < 30:
        action = rng.choice(g.legal_actions())
        g.tell(action)
        shown_all.extend(g.narrate(g.steps[-1].events, observer="all"))
    printed = capsys.readouterr().out.splitlines()
    assert printed == g.narration()[len(g.narrate(list(g.opening))) :]
    assert len(printed) < len(shown_all)
