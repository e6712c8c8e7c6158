"""What a game's board adds to the shared board layer, and the one wire format of legal actions.

A game's board is the shared ``boardwidget.GameBoard`` plus a ``BoardSpec``: its drawing module (one
JavaScript file mounted by the common shell), its words, the data that never changes during a game,
and how its actions group for clicking (``target``: the key of the thing a player clicks to choose an
action, e.g. ``"sq:3"``). Nothing here imports Jupyter: every value the board syncs is built here or
in the game's rules, and tested without a browser.

The legal actions, for every game (``legal_wire``)::

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
from typing import Any, Callable, Iterable, Sequence

from .widgets import UiTexts

#: Options inlined per target at most, and the budget (bytes) for all inlined options of one update.
INLINE_OPTIONS = 8
INLINE_BUDGET = 7000
#: Options sent per page when the board asks for a target's options.
PAGE = 40


class BoardSpec:
    """One game's part of its board (subclass it; every hook has a default)."""

    #: the registry name of the game
    game: str = ""
    #: the drawing module's files, joined after the shell's (``js/``), and its CSS
    js: tuple[str, ...] = ()
    css: tuple[str, ...] = ()
    #: the board's words (``widgets.UiTexts``: the shell's common words first, then the game's)
    texts: UiTexts
    #: options inlined per target at most (0: always fetched on click), and the bytes all inlined
    #: options of one update may take
    inline_options: int = INLINE_OPTIONS
    inline_budget: int = INLINE_BUDGET
    #: the board's own display settings and the values each may take (the first is the default), e.g.
    #: herds' scoring overlay ``{"scoring": (None, True, False)}``; synced as ``prefs``, settable from
    #: Python (``board(..., scoring=True)``, ``w.prefs``) and from the browser (``{"cmd": "pref"}``)
    prefs: dict[str, tuple[Any, ...]] = {}
    #: the bot whose explanation the board's Hint button shows (a name of the game's bots; it must decide
    #: from its seat's knowledge only, as every bot of the kit does)
    hint_bot: str = "greedy"

    def board_data(self, game: Any) -> dict[str, Any]:
        """What never changes during ``game`` and is public (the board's layout, its fixed values)."""
        return {}

    def target(self, state: Any, action: Any) -> str:
        """The key of what the player clicks to choose ``action`` in ``state``."""
        raise NotImplementedError

    def label(self, rules: Any, state: Any, action: Any, lang: str) -> str:
        """``action`` in words (a tooltip, a chooser's option, the log)."""
        return rules.describe(action, lang)

    def target_label(self, rules: Any, state: Any, key: str, labels: Sequence[str], lang: str) -> str:
        """The tooltip of a target standing for several actions (default: the first, and how many more)."""
        return labels[0] if len(labels) == 1 else f"{labels[0]} (+{len(labels) - 1})"

    def dress(self, view: dict[str, Any], rules: Any, lang: str) -> dict[str, Any]:
        """The rules' view as the drawing module wants it: words added for what the view already says,
        parts sent once in ``board_data`` removed. It sees only the view, so it cannot reveal more."""
        return view

    def ui_extra(self, game: Any, ply: int, observer: int | str, lang: str = "en") -> dict[str, Any]:
        """What the drawing module needs besides the view, read from what ``observer`` may know of the
        history up to ``ply`` (e.g. the tiles of the turn just played). Default: nothing."""
        return {}


def group_actions(spec: BoardSpec, state: Any, actions: Iterable[Any]) -> dict[str, list[Any]]:
    """The legal actions by target, in the order the rules list them."""
    groups: dict[str, list[Any]] = {}
    for a in actions:
        groups.setdefault(spec.target(state, a), []).append(a)
    return groups


def legal_wire(
    spec: BoardSpec, rules: Any, state: Any, actions: Sequence[Any], ply: int, actor: Any, lang: str
) -> dict[str, Any]:
    """The legal actions in the one wire format (see the module docstring)."""
    groups = group_actions(spec, state, actions)
    to_json = rules.registry.to_json
    targets: dict[str, list[Any]] = {}
    budget = spec.inline_budget
    for key, acts in groups.items():
        if len(acts) == 1:
            text = spec.label(rules, state, acts[0], lang)
            single = [[to_json(acts[0]), None]]  # its label is the target's
            size = len(json.dumps(single))
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
    return {"ply": ply, "actor": actor, "count": len(actions), "targets": targets}


def no_legal(ply: int, actor: Any) -> dict[str, Any]:
    """The wire format when the board's observer may not act now."""
    return {"ply": ply, "actor": actor, "count": 0, "targets": {}}


def options_page(
    spec: BoardSpec, rules: Any, state: Any, actions: Sequence[Any], key: str, offset: int, lang: str, page: int = PAGE
) -> dict[str, Any]:
    """One page of the actions a target stands for: ``{"target", "offset", "total", "options"}``."""
    acts = [a for a in actions if spec.target(state, a) == key]
    chunk = acts[offset : offset + page]
    to_json: Callable[[Any], Any] = rules.registry.to_json
    return {
        "target": key,
        "offset": offset,
        "total": len(acts),
        "options": [[to_json(a), spec.label(rules, state, a, lang)] for a in chunk],
    }
