"""The glue every game shares, written once in ``core``: a position's copy and equality, options as JSON,
actions as frozen dataclasses, board files, rules bound to a board and options, the four constructors."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

import genesis_nb
from genesis_nb.core.actions import ActionRegistry, action
from genesis_nb.core.boarddata import BoardLoader
from genesis_nb.core.options import JsonOptions
from genesis_nb.core.state import SlotState


class Toy(SlotState):
    __slots__ = ("n", "cells", "rows", "seen", "cache")
    LISTS = "cells"
    NESTED = "rows"
    DICTS = "seen"
    UNCOMPARED = "cache"

    def __init__(self) -> None:
        self.n, self.cells, self.rows, self.seen, self.cache = 2, [0, 1], [[1], [2]], {"a": 1}, object()


def test_slot_state_copies_what_play_changes_and_compares_all_but_the_uncompared():
    a = Toy()
    b = a.copy()
    assert type(b) is Toy and b == a and b is not a
    assert b.cells is not a.cells and b.rows[0] is not a.rows[0] and b.seen is not a.seen
    assert b.cache is a.cache
    b.cache = object()
    assert b == a  # a cache is no part of the position
    b.rows[1].append(3)
    assert b != a and a.rows == [[1], [2]]
    assert Toy.EQ == ("n", "cells", "rows", "seen")
    with pytest.raises(TypeError):
        hash(a)


def test_slot_state_refuses_names_that_are_no_slots():
    with pytest.raises(TypeError, match="cels not among its __slots__"):

        class Typo(SlotState):
            __slots__ = ("cells",)
            LISTS = "cels"

    with pytest.raises(TypeError, match="cash not among its __slots__"):

        class Typo2(SlotState):
            __slots__ = ("cells",)
            UNCOMPARED = "cash"


@dataclasses.dataclass(frozen=True)
class ToyOptions(JsonOptions):
    speed: str = "slow"
    turns: int = 3


def test_json_options_round_trip_and_refuse_unknown_names():
    o = ToyOptions.from_json({"speed": "fast"})
    assert o == ToyOptions("fast", 3) and o.to_json() == {"speed": "fast", "turns": 3}
    assert ToyOptions.from_json(None) == ToyOptions()
    with pytest.raises(ValueError, match=r"unknown option\(s\): 1, colour"):
        ToyOptions.from_json({"colour": "red", 1: 2})  # type: ignore[dict-item]


def test_an_action_is_a_frozen_registered_dataclass_with_slots():
    registry = ActionRegistry("toy")

    @action(registry, "go")
    class Go:
        """Go to ``to``."""

        to: int

    go = Go(3)
    assert registry.types["go"] is Go and Go.kind == "go"  # type: ignore[attr-defined]
    assert registry.from_json(registry.to_json(go)) == go
    assert not hasattr(go, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        go.to = 4  # type: ignore[misc]


def test_board_loader_reads_the_seed_once():
    made = []

    def from_data(data, source="board data"):
        made.append(source)
        return dict(data)

    loader = BoardLoader("herds.toml", from_data)
    assert loader.default_board() is loader.default_board()
    assert len(made) == 1 and made[0].endswith("herds.toml")
    assert loader.board_from_data({"x": 1}) == {"x": 1} and made[-1] == "board data"


@pytest.mark.parametrize("name", sorted(genesis_nb.games()))
def test_each_game_has_its_constructors_with_its_own_words(name):
    info = genesis_nb.game(name)
    module = __import__(info.module, fromlist=["new_game"])
    for fn in (module.rules_for, module.new_game, module.from_position, module.load_game):
        assert fn.__module__ == info.module and fn.__doc__
    assert f"{info.min_players} to {info.max_players}" in module.new_game.__doc__
    assert "Options" in str(inspect.signature(module.from_position).parameters["options"].annotation)
    rules = info.rules
    assert rules.with_setup(None, None) is rules
    other = rules.with_setup(None, rules.options_from_json({}))
    assert other is rules  # equal options: the same rules
    game = module.from_position(module.new_game(seed=1).notation())
    assert game.rules.view(game.state) == game.rules.view(game.state, "public")


@pytest.mark.parametrize("name", genesis_nb.registry.own_games())
def test_a_declared_game_lists_the_random_bot_then_its_own_then_its_searches(name):
    info = genesis_nb.game(name)
    searches = ["mcts", "ismcts"] if info.hidden_information else ["mcts"]
    kinds = list(info.bots)
    own = kinds[1 : -len(searches)]
    assert kinds[0] == "random" and kinds[-len(searches) :] == searches and own
    assert all(info.bots[k].name == k for k in own)  # each of its own bots keyed by its name
    assert [repr(info.bots[k]) for k in searches] == [f"SearchBot({name!r}, {k!r})" for k in searches]
    assert info.name == info.rules.name and info.front.rules is info.rules and info.module == f"genesis_nb.{name}"


def test_declare_refuses_a_bot_with_no_name_before_registering_anything():
    from genesis_nb.bots.base import SeededBot
    from genesis_nb.registry import declare, games

    class Rules:
        name = "nameless_bots"

    with pytest.raises(ValueError, match="lists a bot with no name"):
        declare(__name__, Rules(), SeededBot, title="a game that is never registered")
    assert "nameless_bots" not in games()
