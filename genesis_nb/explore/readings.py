"""The options a game offers for its readings of ambiguous rules, each with its other values.

A catalogue reading names its option (``rule.option``) and says what the other reading is in its
``alternative`` text, written as ``option=value`` (``dark_tie='players'``); every value found there that
the game's options accept is an alternative. A bool option whose text names no value gets its negation.
"""

from __future__ import annotations

import ast
import re
from typing import Any


def _values_in(text: str, option: str) -> list[Any]:
    out: list[Any] = []
    for m in re.finditer(rf"\b{re.escape(option)}\s*=\s*('[^']*'|\"[^\"]*\"|True|False|true|false|-?\d+)", text):
        raw = m.group(1)
        value = {"true": True, "false": False}.get(raw, None)
        if value is None:
            value = ast.literal_eval(raw)
        if value not in out:
            out.append(value)
    return out


def reading_alternatives(info: Any) -> list[dict[str, Any]]:
    """For every catalogue reading with an option: ``{"rule", "option", "default", "value", "text"}`` for
    each value other than the default that the game accepts (``text``: the reading's alternative, in
    English). ``info`` is a ``GameInfo`` or a game's name."""
    if isinstance(info, str):
        from ..registry import game

        info = game(info)
    rules = info.rules
    default = rules.options_to_json(rules.options)
    out = []
    for rule in info.catalogue.readings():
        if not rule.option or rule.option not in default:
            continue
        text = rule.alternative.get("en", "")
        values = _values_in(text, rule.option)
        if not values and isinstance(default[rule.option], bool):
            values = [not default[rule.option]]
        for v in values:
            if v == default[rule.option]:
                continue
            try:
                rules.options_from_json({**default, rule.option: v})
            except (ValueError, TypeError):
                continue
            out.append(
                {"rule": rule.id, "option": rule.option, "default": default[rule.option], "value": v, "text": text}
            )
    return out
