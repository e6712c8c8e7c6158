"""Saves for one observer: what one seat (or ``"public"``, everybody watching) may know of a game, and nothing else.

A full save (``core.savefile``) holds the seed and every action, so it reveals all the game hides. An
observer's save holds, for each ply of the game, a position the observer cannot tell from the real one (the
rules' canonical draw ``resample_hidden(state, observer, Random(DRAW))``, in the game's notation), the
events it may know of (``rules.event_visible``) and its own actions; no seed and nobody else's actions.
Every byte of it is therefore a function of what the observer knows: two games the observer could not tell
apart, ply by ply, give the same file (``tests/core/test_observer_save.py`` proves it for every game).

Loaded (``load_for``), it is an ``ObserverSave``: each ply can be stepped through as the observer saw it
(``view``, ``events``, ``narration``, ``picture``), and the game can be played on from any ply
(``play_on``): the unknown is the draw the file holds, consistent with everything the observer knew, and
chance comes from a new seed. A full save's loader refuses an observer's save, and this loader a full save.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any, Iterable, Sequence

from .errors import BoardFileError, RuleViolation, SaveFileError
from .rules import EVERYTHING, Event, check_observer
from .savefile import FORMAT, VERSION, _short, parse

EVENT_FIELDS = (("kind", str), ("rule", str), ("data", dict))
#: the seed of the one draw of the unknown each position of an observer's save is (any fixed number would do)
DRAW = 0x5EA7


def _reason(e: BaseException) -> str:
    """An error's sentence, cut if long, ending with one full stop."""
    return _short(e).rstrip(".") + "."


def observer_name(players: Sequence[str], observer: int | str) -> str:
    return f"{players[observer]} (seat {observer})" if isinstance(observer, int) else "everybody watching"


def canonical(rules: Any, state: Any, observer: int | str) -> str:
    """The position ``observer`` cannot tell from ``state`` that its save holds: the canonical draw, as notation."""
    return str(rules.to_notation(rules.resample_hidden(state, observer, random.Random(DRAW))))


def _digest(doc: dict[str, Any]) -> str:
    body = json.loads(json.dumps({k: v for k, v in doc.items() if k != "digest"}))  # keys as a reader sees them
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def dump_plies(
    rules: Any,
    players: Sequence[str],
    options: Any,
    board: Any,
    observer: int | str,
    plies: Iterable[tuple[Any, Sequence[Event], Any]],
) -> str:
    """The observer's save of a line of play given as ``(position, its events, the action that led to it)`` per
    ply (ply 0: the set-up, its opening events, None). Only what ``observer`` may know is read from them."""
    out = []
    mine = False  # was the ply before the observer's to play?
    for state, events, action in plies:
        ply: dict[str, Any] = {"position": canonical(rules, state, observer)}
        seen = [e.to_json() for e in events if rules.event_visible(e, observer)]
        if seen:
            ply["events"] = seen
        if mine and action is not None:
            ply["action"] = rules.registry.to_json(action)
        out.append(ply)
        mine = rules.actor(state) == observer
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.name,
        "observer": observer,
        "observer_name": observer_name(players, observer),
        "players": list(players),
        "options": rules.options_to_json(options),
        "board": rules.board_to_data(board) if board is not None else None,
        "plies": out,
    }
    doc["digest"] = _digest(doc)
    return json.dumps(doc, indent=1, ensure_ascii=False)


def dump_for(game: Any, observer: Any) -> str:
    """``game``'s save for ``observer`` (a seat or ``"public"``), over the plies played (not the undone ones)."""
    check_observer(observer, len(game.players))
    if observer == EVERYTHING:
        raise ValueError("An observer's save is for a seat or 'public'; the whole game ('all') is game.to_json().")
    rules = game.rules

    def plies() -> Iterable[tuple[Any, Sequence[Event], Any]]:
        state = rules.copy(game.state_at(0))  # walked forward (each ply read once, before the next is played)
        yield state, game.opening, None
        for step in game.steps:
            rules.apply(state, step.action, game.chance)
            yield state, step.events, step.action

    return dump_plies(game.rules, game.players, game.options, game.board, observer, plies())


class ObserverSave:
    """A game as one observer saw it, ply by ply (``plies`` actions played), read from an observer's save."""

    def __init__(
        self,
        rules: Any,
        observer: int | str,
        players: list[str],
        options: Any,
        board: Any,
        positions: list[str],
        events: list[tuple[Event, ...]],
        actions: list[Any],
    ) -> None:
        self.rules = rules
        self.observer = observer
        self.players = players
        self.options = options
        self.board = board
        self._positions = positions
        self._events = events
        self._actions = actions

    def __repr__(self) -> str:
        who = observer_name(self.players, self.observer)
        return f"<ObserverSave {self.rules.name}: {len(self.players)} players, {self.plies} plies, as {who} saw it>"

    @property
    def plies(self) -> int:
        return len(self._positions) - 1

    def _ply(self, ply: int | None) -> int:
        if ply is None:
            return self.plies
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= self.plies:
            raise ValueError(f"A ply of this save is a whole number 0..{self.plies}, not {str(ply)[:40]}.")
        return ply

    def notation(self, ply: int | None = None) -> str:
        """The position after ``ply`` actions (now by default) as the file holds it: the unknown drawn."""
        return self._positions[self._ply(ply)]

    def state_at(self, ply: int | None = None) -> Any:
        return self.rules.from_notation(self.notation(ply), self.board, self.options)

    def view(self, ply: int | None = None) -> dict[str, Any]:
        """What the observer saw after ``ply`` actions (the same view the game gave it then)."""
        return dict(self.rules.view(self.state_at(ply), self.observer))

    def events(self, ply: int | None = None) -> list[Event]:
        """What the observer heard up to ``ply`` (the set-up's events first)."""
        return [e for events in self._events[: self._ply(ply) + 1] for e in events]

    def action(self, ply: int) -> Any:
        """The observer's own action that led to ``ply``, or None (someone else's, or chance's)."""
        return self._actions[self._ply(ply)]

    def narration(self, lang: str = "en", ply: int | None = None) -> list[str]:
        return [self.rules.narrate_for(e, lang, self.observer) for e in self.events(ply)]

    def picture(self, ply: int | None = None, lang: str = "en") -> Any:
        from .game import Picture

        return Picture(self.rules.picture(self.state_at(ply), self.observer, lang) or "")

    def play_on(self, ply: int | None = None, seed: int | None = None, lang: str = "en") -> Any:
        """A new game from the position after ``ply`` actions (now by default): what the observer did not know
        is the file's draw of it, and chance comes from ``seed`` (a new one by default)."""
        from .chance import fresh_seed
        from .game import Game

        at = self.notation(ply)
        return Game.from_position(
            self.rules,
            at,
            seed=fresh_seed() if seed is None else seed,
            options=self.options,
            board=self.board,
            lang=lang,
        )

    def to_json(self) -> str:
        """The same save again (byte for byte what ``dump_for`` wrote)."""
        states = [self.state_at(k) for k in range(self.plies + 1)]
        plies = zip(states, self._events, self._actions)
        return dump_plies(self.rules, self.players, self.options, self.board, self.observer, plies)


def refuse_in_full_loader(doc: dict[str, Any]) -> None:
    """A full save's loader meeting an observer's save: a sentence saying what it is and where it loads."""
    if "observer" in doc or "plies" in doc:
        who = doc.get("observer_name")
        who = who if isinstance(who, str) else str(doc.get("observer"))
        raise SaveFileError(
            f"This save holds only what {who[:80]} may know of the game, not the whole game: "
            f"open it with genesis_nb.game({str(doc.get('game'))[:20]!r}).load_observer_save(text) to step "
            "through it or play on from it."
        )


def load_for(rules: Any, text: str | bytes) -> ObserverSave:
    """An observer's save read and checked (``SaveFileError`` with a sentence if it is not sound)."""
    doc = parse(text)
    if doc.get("game") != rules.name:
        raise SaveFileError(f"This save file is a game of {doc.get('game')!r:.40}, not of {rules.name!r}.")
    if "observer" not in doc:
        raise SaveFileError(
            "This is a save of the whole game, not one observer's: load it with load_game, "
            "or write one observer's save from it with game.to_json(observer=seat)."
        )
    required = {"players": list, "options": dict, "plies": list, "digest": str}
    for key, typ in required.items():
        if not isinstance(doc.get(key), typ):
            raise SaveFileError(f"The observer's save's {key!r} field is missing or has the wrong type.")
    players = doc["players"]
    if not players or not all(isinstance(p, str) for p in players):
        raise SaveFileError("The observer's save's players must be names (text).")
    observer = doc["observer"]
    try:
        check_observer(observer, len(players))
    except ValueError as e:
        text = str(e)
        raise SaveFileError(f"The save's observer is not one of its game's: {text[:1].lower()}{text[1:]}") from None
    if observer == EVERYTHING:
        raise SaveFileError("An observer's save is for a seat or 'public', not 'all' (the whole game's save).")
    if not doc["plies"]:
        raise SaveFileError("The observer's save holds no position.")
    if _digest(doc) != doc["digest"]:
        raise SaveFileError("The observer's save was changed by hand or damaged: its digest does not match.")
    try:
        options = rules.options_from_json(doc["options"])
        board = None if doc.get("board") is None else rules.board_from_data(doc["board"])
    except (ValueError, TypeError, BoardFileError) as e:
        raise SaveFileError(f"The observer's save's set-up is not valid: {_reason(e)}") from None
    rules = rules.with_setup(board, options)
    read = _read_plies(rules, doc["plies"], observer, players, board, options)
    return ObserverSave(rules, observer, players, options, board, *read)


def _read_plies(
    rules: Any, plies: list[Any], observer: int | str, players: list[str], board: Any, options: Any
) -> tuple[list[str], list[tuple[Event, ...]], list[Any]]:
    positions: list[str] = []
    events: list[tuple[Event, ...]] = []
    actions: list[Any] = []
    before = None
    for k, ply in enumerate(plies):
        where = f"Ply {k} of the observer's save"
        if not isinstance(ply, dict) or not isinstance(ply.get("position"), str):
            raise SaveFileError(f"{where} has no position.")
        try:
            state = rules.from_notation(ply["position"], board, options)
        except (ValueError, TypeError, KeyError, IndexError) as e:
            raise SaveFileError(f"{where} is not a position of the game: {_reason(e)}") from None
        if rules.player_names(state) != players:
            raise SaveFileError(f"{where} is a position of other players than the save names.")
        if canonical(rules, state, observer) != ply["position"]:
            who = observer_name(players, observer)
            raise SaveFileError(f"{where} is not what {who} saw: it holds what {who} cannot have known.")
        seen = []
        listed = ply.get("events", [])
        if not isinstance(listed, list):
            raise SaveFileError(f"{where} holds its events in something other than a list.")
        for data in listed:
            if not (isinstance(data, dict) and all(isinstance(data.get(k), t) for k, t in EVENT_FIELDS)):
                raise SaveFileError(f"{where} holds an event that is not one.")
            event = Event(data["kind"], data["rule"], data["data"])
            if not rules.event_visible(event, observer):
                raise SaveFileError(f"{where} holds an event its observer may not know of.")
            try:  # an event the game cannot tell would fail later, in a notebook's narration
                for lang in rules.catalogue.languages:
                    rules.narrate_for(event, lang, observer)
            except (KeyError, ValueError, TypeError, IndexError, AttributeError) as e:
                raise SaveFileError(f"{where} holds an event the game cannot tell: {_reason(e)}") from None
            seen.append(event)
        action = None
        if "action" in ply:
            if before is None or rules.actor(before) != observer:
                raise SaveFileError(f"{where} holds an action, but it was not its observer's to play.")
            try:
                action = rules.registry.from_json(ply["action"])
                rules.check(before, action)
            except (SaveFileError, RuleViolation) as e:
                raise SaveFileError(f"{where} holds an action that was not legal there: {_reason(e)}") from None
        positions.append(ply["position"])
        events.append(tuple(seen))
        actions.append(action)
        before = state
    return positions, events, actions
