"""The one wire format of legal actions, for every game (built here, never in the JavaScript)::

    {"ply": 12, "actor": 2, "count": 41,
     "targets": {"sq:3": [n, label, options], ...}}

``n`` is how many legal actions the target stands for, ``label`` a sentence for its tooltip, and
``options`` the list ``[[action_json, label], ...]`` of those actions when it is small enough to send
at once (a click then plays the only one, or opens the chooser on them); ``null`` when the board must
ask for them (``{"cmd": "options", "target": key, "offset": k}``; ``options_page`` answers, a page at a
time). A click on a target that is not lit sends the action it would mean, for the rules to refuse in
their own words: the JavaScript never decides what is legal and never builds a payment.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable, Mapping, Sequence

from .spec import PAGE, BoardSpec


def group_actions(spec: BoardSpec, state: Any, actions: Iterable[Any]) -> dict[str, list[Any]]:
    """The legal actions by target, in the order the rules list them."""
    groups: dict[str, list[Any]] = {}
    for a in actions:
        groups.setdefault(spec.target(state, a), []).append(a)
    return groups


def legal_wire(
    spec: BoardSpec,
    rules: Any,
    state: Any,
    actions: Sequence[Any],
    ply: int,
    actor: Any,
    lang: str,
    limit: int | None = None,
    offer_refused: bool = False,
) -> dict[str, Any]:
    """The legal actions in the one wire format (see the module docstring), within ``limit`` bytes (by default
    ``LEGAL_BUDGET``; a board gives what its update has left once the view and the log are in it). With
    ``offer_refused`` (a lesson's board), a target that may also mean actions the rules refuse sends no options:
    a click asks for them, and the chooser offers the refused ones too, so that the student can try them."""
    groups = group_actions(spec, state, actions)
    registry = rules.registry
    to_json = registry.to_json
    targets: dict[str, list[Any]] = {}
    budget = spec.inline_budget
    for key, acts in groups.items():
        if offer_refused and any(a not in acts for a in meanings(spec, rules, state, key)):
            text = spec.label(rules, state, acts[0], lang)
            targets[key] = [len(acts), spec.target_label(rules, state, key, [text] * len(acts), lang), None]
            continue
        if len(acts) == 1:
            text = spec.label(rules, state, acts[0], lang)
            wired, size = _wired(registry, acts[0])
            single = [[wired, None]]  # its label is the target's
            size += len("[[, null]]")  # json.dumps(single)
            if size <= budget:
                budget -= size
                targets[key] = [1, text, single]
            else:
                targets[key] = [1, text, None]  # asked for (and played) on click
            continue
        options = None
        if len(acts) <= spec.inline_options:
            options = [[to_json(a), spec.label(rules, state, a, lang)] for a in acts]
            size = len(json.dumps(options, ensure_ascii=False))
            if size <= budget:
                budget -= size
            else:
                options = None
        labels = [o[1] for o in options] if options else [spec.label(rules, state, acts[0], lang)]
        label = spec.target_label(rules, state, key, labels if options else labels * len(acts), lang)
        targets[key] = [len(acts), label, options]
    wire = {"ply": ply, "actor": actor, "count": len(actions), "targets": targets}
    return within_budget(wire, LEGAL_BUDGET if limit is None else limit)


#: actions written for the wire lately, by the very action (a game that lists the same objects again, move after
#: move, has each written once): id -> (the action, its registry, its JSON, the length of that as ``json.dumps``)
_WIRED: dict[int, tuple[Any, Any, Any, int]] = {}
WIRED_KEPT = 8192


def _wired(registry: Any, action: Any) -> tuple[Any, int]:
    """``registry.to_json(action)`` and the length of its ``json.dumps``, kept by the very action (not changed)."""
    found = _WIRED.get(id(action))
    if found is None or found[0] is not action or found[1] is not registry:
        if len(_WIRED) >= WIRED_KEPT:
            _WIRED.clear()
        wired = registry.to_json(action)
        found = _WIRED[id(action)] = (action, registry, wired, len(json.dumps(wired)))
    return found[2], found[3]


#: the bytes the whole legal wire may take when nobody says (a board gives what its update has left)
LEGAL_BUDGET = 5500


def within_budget(wire: dict[str, Any], budget: int) -> dict[str, Any]:
    """``wire`` made to fit ``budget`` bytes: the targets and their words always stay; their inlined options stay
    in order as long as they fit (a target without them has its actions asked for when it is clicked); only when
    even the words do not fit do the tooltips' words go (the drawing still names every target)."""
    if len(json.dumps(wire, ensure_ascii=False)) <= budget:
        return wire
    targets = wire["targets"]
    kept = {key: entry[2] for key, entry in targets.items()}
    for entry in targets.values():
        entry[2] = None
    room = budget - len(json.dumps(wire, ensure_ascii=False))
    if room < 0:
        for entry in targets.values():
            entry[1] = ""
        return wire
    for key, options in kept.items():
        if options is None:
            continue
        size = len(json.dumps(options, ensure_ascii=False)) - len("null")
        if size <= room:
            targets[key][2] = options
            room -= size
    return wire


def no_legal(ply: int, actor: Any) -> dict[str, Any]:
    """The wire format when the board's observer may not act now."""
    return {"ply": ply, "actor": actor, "count": 0, "targets": {}}


def options_page(
    spec: BoardSpec,
    rules: Any,
    state: Any,
    actions: Sequence[Any],
    key: str,
    offset: int,
    lang: str,
    page: int = PAGE,
    refused: bool = False,
) -> dict[str, Any]:
    """One page of the actions a target stands for: ``{"target", "offset", "total", "options"}``. With ``refused``
    (a lesson's board), after the legal ones come the other things the click could mean (``BoardSpec.meaning`` as
    a list), each ``[json, label, False]``: offered so that the rules can say why they refuse it."""
    acts = [a for a in actions if spec.target(state, a) == key]
    extra = [a for a in meanings(spec, rules, state, key) if a not in acts] if acts and refused else []
    every = acts + extra
    chunk = every[offset : offset + page]
    to_json: Callable[[Any], Any] = rules.registry.to_json
    options = []
    for i, a in enumerate(chunk, start=offset):
        entry = [to_json(a), spec.label(rules, state, a, lang)]
        options.append(entry if i < len(acts) else entry + [False])
    return {"target": key, "offset": offset, "total": len(every), "options": options}


def meanings(spec: BoardSpec, rules: Any, state: Any, key: str) -> list[Any]:
    """The actions a click on ``key`` (a path of keys) may mean when the spec lists several (``BoardSpec.meaning``
    returning a list); actions given as JSON are read with the rules' registry. Empty: none, or only one."""
    found = spec.meaning(rules, state, tuple(key.split(">")))
    if not isinstance(found, (list, tuple)):
        return []
    return [rules.registry.from_json(dict(a)) if isinstance(a, Mapping) else a for a in found]


def click_path(spec: BoardSpec, rules: Any, state: Any, action: Any) -> tuple[str, ...]:
    """The keys to click, in turn, to play ``action``: its target's last key alone when a click there means it
    (planet's space, which takes the pawn its player has shown already), else every key of its target."""
    keys = tuple(spec.target(state, action).split(">"))
    if len(keys) > 1:
        meant = spec.meaning(rules, state, keys[-1:])
        if isinstance(meant, Mapping):
            meant = rules.registry.from_json(dict(meant))
        if not isinstance(meant, (list, tuple)) and meant == action:
            return keys[-1:]
    return keys
