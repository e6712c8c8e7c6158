"""Save files: JSON holding the seed, options, board, start and action list, checked on load.

Loading parses JSON only (nothing is executed), checks the format and version, rebuilds every
action through the game's action registry, replays them through the rules, and compares the
result with the position digest the file recorded: a corrupted, truncated or hand-edited file is
refused with a sentence saying what is wrong.

A save holds the seed and every action, so replaying it reveals whatever the game hides (planet's
needs): it is a teacher's record of the whole game, not something to hand to one player mid-game. For
that, an observer's save (``core.seatsave``: ``game.to_json(observer=seat)``) holds what one seat may know.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import BoardFileError, RuleViolation, SaveFileError

FORMAT = "genesis_nb-save"
#: The format written now. Version 1 (before actions named absolute places) still loads: each of its
#: actions is brought up to date by the game's ``upgrade_action`` in the position it was played in.
VERSION = 2
READABLE = (1, 2)
#: The largest save file read (a long game is a few hundred KB).
MAX_BYTES = 20_000_000


def _short(e: BaseException, most: int = 300) -> str:
    """An error's sentence, cut if it quotes a long piece of the file."""
    text = str(e)
    return text if len(text) <= most else text[:most] + "..."


def digest(notation: str) -> str:
    return hashlib.sha256(notation.encode()).hexdigest()[:16]


def dump(game: Any) -> str:
    rules = game.rules
    board_data = rules.board_to_data(game.board) if game.board is not None else None
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.name,
        "players": game.players,
        "seed": game.seed,
        "options": rules.options_to_json(game.options),
        "board": board_data,
        "start": game.start,
        "actions": [rules.registry.to_json(s.action) for s in game.steps],
        "redo": [rules.registry.to_json(s.action) for s in reversed(game._future)],
        "position": digest(game.notation()),
    }
    return json.dumps(doc, indent=1, ensure_ascii=False)


def parse(text: str | bytes) -> dict[str, Any]:
    """A save file's JSON object, its format and version checked (``SaveFileError`` with a sentence if not)."""
    if isinstance(text, (str, bytes, bytearray)) and len(text) > MAX_BYTES:
        raise SaveFileError(f"This save file is over {MAX_BYTES // 1_000_000} MB: no game of the kit is that long.")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveFileError(
            f"This is not a complete JSON save file ({e.msg} at line {e.lineno}, "
            f"column {e.colno}); it may be truncated or corrupted."
        ) from None
    except (UnicodeDecodeError, TypeError) as e:
        raise SaveFileError(f"This is not a text save file ({e}).") from None
    except RecursionError:
        raise SaveFileError(
            "This save file nests its data far deeper than a save file does; it is not one of the kit's saves."
        ) from None
    except ValueError as e:  # e.g. a number of thousands of digits
        raise SaveFileError(f"This save file holds a value no save file holds ({str(e)[:80]}).") from None
    if not isinstance(doc, dict):
        raise SaveFileError("A save file holds one JSON object; this one holds something else.")
    if doc.get("format") != FORMAT:
        raise SaveFileError("This file is not a genesis_nb save file (its 'format' field is missing or wrong).")
    version = doc.get("version")
    if version not in READABLE or isinstance(version, bool):
        raise SaveFileError(
            f"This save file has format version {version!r:.40}; this kit reads versions "
            f"{', '.join(map(str, READABLE))}."
        )
    return doc


def load(rules: Any, text: str | bytes, board_loader: Any = None) -> Any:
    from .game import Game
    from .seatsave import refuse_in_full_loader

    doc = parse(text)
    version = doc["version"]
    refuse_in_full_loader(doc)
    if doc.get("game") != rules.name:
        raise SaveFileError(f"This save file is a game of {doc.get('game')!r:.40}, not of {rules.name!r}.")
    required = {"players": list, "seed": int, "options": dict, "actions": list, "position": str}
    for key, typ in required.items():
        if not isinstance(doc.get(key), typ) or isinstance(doc.get(key), bool):
            raise SaveFileError(f"The save file's {key!r} field is missing or has the wrong type.")
    if not all(isinstance(p, str) for p in doc["players"]):
        raise SaveFileError("The save file's players must be names (text).")
    start = doc.get("start")
    if start is not None and not isinstance(start, str):
        raise SaveFileError("The save file's 'start' must be a position in the game's notation or null.")
    try:
        options = rules.options_from_json(doc["options"])
    except (ValueError, TypeError) as e:
        raise SaveFileError(f"The save file's options are not valid: {_short(e)}") from None
    board = None
    if doc.get("board") is not None:
        try:
            board = rules.board_from_data(doc["board"])
        except BoardFileError as e:
            raise SaveFileError(f"The board stored in the save file is not valid: {_short(e)}") from None
    redo_data = doc.get("redo", [])
    if not isinstance(redo_data, list):
        raise SaveFileError("The save file's 'redo' field must be a list of actions.")
    try:
        if start is None:
            game = Game.new(rules, doc["players"], seed=doc["seed"], options=options, board=board)
        else:
            game = Game.from_position(rules, start, seed=doc["seed"], options=options, board=board)
    except (ValueError, TypeError) as e:
        raise SaveFileError(f"The save file's set-up is not valid: {_short(e)}") from None
    game_rules = game.rules

    def action_at(data: Any, where: str) -> Any:
        if version != VERSION and isinstance(data, dict):
            data = game_rules.upgrade_action(game.state, dict(data), version)
        try:
            return game_rules.registry.from_json(data)
        except SaveFileError as e:
            raise SaveFileError(f"{where} of the save file cannot be read: {_short(e)}") from None

    for i, data in enumerate(doc["actions"], 1):
        action = action_at(data, f"Action {i}")
        try:
            game.play(action)
        except RuleViolation as refusal:
            raise SaveFileError(
                f"Action {i} of the save file ({rules.describe(action)}) is not legal "
                f"in its position: {refusal.message()}"
            ) from None
    if digest(game.notation()) != doc["position"]:
        raise SaveFileError(
            "The save file was changed by hand or damaged: replaying its actions does "
            "not reach the position it recorded."
        )
    replayed = 0
    for i, data in enumerate(redo_data, 1):
        action = action_at(data, f"Undone action {i} (for redo)")
        try:
            game.play(action)
        except RuleViolation:
            raise SaveFileError("The save file's undone actions (for redo) do not follow from its position.") from None
        replayed += 1
    for _ in range(replayed):
        game.undo()
    return game
