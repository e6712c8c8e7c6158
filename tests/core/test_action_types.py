"""Which field types an action may have (core.actions): the same answer on every supported Python (3.10-3.13).

The registry accepts exactly int, str, bool, tuple[int, ...], int | None and str | None, however they are
spelled (Optional[...], Union[..., None], None | int, typing.Tuple, string annotations), and refuses every other
type with a TypeError naming the field. On Python 3.10 ``tuple[int, ...]`` passes ``isinstance(t, type)``, which
once made ``Gather.pay`` unsaveable and ``import genesis_nb.angels`` fail there.
"""

from __future__ import annotations

import dataclasses
import importlib
from dataclasses import dataclass
from typing import Any, Literal, Optional, Union

import pytest

from genesis_nb.core import ActionRegistry, SaveFileError
from genesis_nb.core.actions import _ALLOWED, _type_name

# (annotation, the name the registry gives it, a good value as Python holds it, the same value in JSON)
ACCEPTED: list[tuple[Any, str, Any, Any]] = [
    (int, "int", 3, 3),
    (str, "str", "gray", "gray"),
    (bool, "bool", True, True),
    (tuple[int, ...], "tuple[int, ...]", (1, 2, 3), [1, 2, 3]),
    (tuple[int, ...], "tuple[int, ...]", (), []),
    (int | None, "int | None", 7, 7),
    (None | int, "int | None", 0, 0),
    (Optional[int], "int | None", -1, -1),
    (Union[int, None], "int | None", 5, 5),
    (str | None, "str | None", "x", "x"),
    (Optional[str], "str | None", "", ""),
    (Union[None, str], "str | None", "y", "y"),
]

REFUSED: list[tuple[Any, str]] = [
    (float, "float"),
    (bytes, "bytes"),
    (object, "object"),
    (dict, "dict"),
    (list, "list"),
    (tuple, "tuple"),
    (list[int], "list[int]"),
    (set[int], "set[int]"),
    (frozenset[int], "frozenset[int]"),
    (dict[str, int], "dict[str, int]"),
    (tuple[int], "tuple[int]"),
    (tuple[int, int], "tuple[int, int]"),
    (tuple[str, ...], "tuple[str, ...]"),
    (tuple[bool, ...], "tuple[bool, ...]"),
    (tuple[int | None, ...], "tuple[int | None, ...]"),
    (bool | None, "bool | None"),
    (int | str, "int | str"),
    (Union[int, str, None], "int | str | None"),
    (Optional[tuple[int, ...]], "tuple[int, ...] | None"),
    (Any, "Any"),
    (Literal[1, 2], "Literal[1, 2]"),
]


def _action(annotation: Any) -> type:
    return dataclasses.make_dataclass("Act", [("field", annotation)], frozen=True)


@pytest.mark.parametrize(
    ("annotation", "name", "value", "as_json"), ACCEPTED, ids=[f"{a[1]}:{i}" for i, a in enumerate(ACCEPTED)]
)
def test_registry_accepts_saveable_types_however_spelled(annotation, name, value, as_json):
    assert _type_name(annotation) == name
    assert name in _ALLOWED
    reg = ActionRegistry("toy")
    cls = reg.action("act")(_action(annotation))
    assert reg._fields["act"] == [("field", name)]
    data = reg.to_json(cls(value))
    assert data == {"type": "act", "field": as_json}
    assert reg.from_json(data) == cls(value)
    optional = name.endswith("| None")
    if optional:
        assert reg.from_json({"type": "act", "field": None}) == cls(None)
    else:
        with pytest.raises(SaveFileError, match=r"field 'field' must be"):
            reg.from_json({"type": "act", "field": None})


@pytest.mark.parametrize(("annotation", "name"), REFUSED, ids=[r[1] for r in REFUSED])
def test_registry_refuses_every_other_type_naming_the_field(annotation, name):
    assert _type_name(annotation) == name
    assert name not in _ALLOWED
    reg = ActionRegistry("toy")
    with pytest.raises(TypeError, match=rf"^Act\.field: type {__import__('re').escape(name)} cannot be saved$"):
        reg.action("act")(_action(annotation))
    assert "act" not in reg.types


# Wrong JSON values for each accepted type: bool is not an int, an int is not a bool, a tuple is a list of ints.
WRONG_VALUES = {
    "int": [True, 1.0, "1", [1]],
    "str": [1, ["a"], True],
    "bool": [1, 0, "true"],
    "tuple[int, ...]": [1, "12", [1, True], [1.0], [None], {"a": 1}],
    "int | None": [False, "1", 2.5],
    "str | None": [0, False, ["x"]],
}


@pytest.mark.parametrize("name", sorted(WRONG_VALUES))
def test_registry_refuses_values_of_the_wrong_type(name):
    ((annotation, *_),) = [a for a in ACCEPTED if a[1] == name][:1]
    reg = ActionRegistry("toy")
    reg.action("act")(_action(annotation))
    for bad in WRONG_VALUES[name]:
        with pytest.raises(SaveFileError, match=r"must be"):
            reg.from_json({"type": "act", "field": bad})


def test_string_annotations_give_the_same_names():
    # This module uses `from __future__ import annotations`: these annotations are strings until
    # typing.get_type_hints evaluates them, as in every game's state.py.
    reg = ActionRegistry("toy")

    @reg.action("mixed")
    @dataclass(frozen=True)
    class Mixed:
        seat: int
        word: str
        flag: bool
        pay: tuple[int, ...]
        maybe: int | None
        label: str | None
        old: tuple[int, ...] = ()

    assert reg._fields["mixed"] == [
        ("seat", "int"),
        ("word", "str"),
        ("flag", "bool"),
        ("pay", "tuple[int, ...]"),
        ("maybe", "int | None"),
        ("label", "str | None"),
        ("old", "tuple[int, ...]"),
    ]
    a = Mixed(1, "w", False, (0, 2), None, "l", (4,))
    assert reg.from_json(reg.to_json(a)) == a


@pytest.mark.parametrize("game", ["angels", "herds", "planet"])
def test_every_game_registers_only_saveable_fields(game):
    """Importing each game registers its actions (this failed on Python 3.10 for angels' Gather.pay)."""
    state = importlib.import_module(f"genesis_nb.{game}.state")
    reg = state.registry
    assert reg.types, f"{game} registers no actions"
    for kind, fields in reg._fields.items():
        for field, name in fields:
            assert name in _ALLOWED, f"{game} {kind}.{field}: {name}"


@pytest.mark.parametrize("game", ["angels", "herds", "planet"])
def test_every_legal_action_of_a_new_game_round_trips(game):
    front = importlib.import_module(f"genesis_nb.{game}")
    g = front.new_game(players=["Ann", "Bo", "Cy"], seed=3)
    reg = importlib.import_module(f"genesis_nb.{game}.state").registry
    for _ in range(6):
        legal = g.legal_actions()
        if not legal:
            break
        for action in legal:
            assert reg.from_json(reg.to_json(action)) == action
        g.play(legal[0])
