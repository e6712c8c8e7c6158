"""A game in progress: rules + state + history, with undo, redo, replay, saving and views."""

from __future__ import annotations

import contextlib
import weakref
from typing import TYPE_CHECKING, Any, Callable, Generic, Iterator, Sequence, TypeVar

from . import history
from .chance import Chance, fresh_seed
from .errors import RuleViolation
from .history import Snapshots
from .names import check_names
from .rules import PUBLIC, Event, GameRules, ScoreSheet, check_observer, shown
from .steps import ASK, Step, Stretch

if TYPE_CHECKING:
    from .picture import Picture

S = TypeVar("S")

#: legal lists up to this long are searched for a played action instead of checking it again
SHORT_LIST = 48


_TURN = {
    "en": "It is not {seat}'s turn: {actor} must decide now.",
    "nl": "{seat} is niet aan de beurt: {actor} moet nu beslissen.",
}


def not_your_turn(game: Game[Any], seat: int) -> RuleViolation:
    """The refusal of an action sent for a seat that does not have to decide now."""
    names = game.players

    def name(i: Any) -> str:
        return names[i] if isinstance(i, int) and 0 <= i < len(names) else str(i)

    def render(key: str, lang: str, params: Any) -> str:
        return _TURN.get(lang, _TURN["en"]).format(**params)

    actor = game.actor
    return RuleViolation(
        "turn",
        "turn",
        {"seat": name(seat), "actor": name(actor) if actor is not None else "-"},
        render=render,
        lang=game.lang,
    )


class Game(Generic[S]):
    """One game of any of the four: the state, its past (for undo) and its undone future (for redo).

    ``play`` refuses an illegal action with ``RuleViolation`` and changes nothing; ``why_not``
    answers from the same checks without playing.
    """

    def __init__(
        self,
        rules: GameRules[S],
        state: S,
        *,
        players: Sequence[str],
        seed: int,
        options: Any,
        board: Any,
        start: str | None = None,
        lang: str = "en",
    ) -> None:
        self.rules = rules
        self.state = state
        self.players = list(players)
        self.seed = seed
        self.chance = Chance(seed)
        self.options = options
        self.board = board
        self.start = start  # the notation the game began from, or None for the set-up
        self.lang = "en"
        self.lang = self._lang(lang)
        self._steps: list[Step] = []  # the steps of the current line, made when ``steps`` is read...
        self._open: list[Stretch] = []  # ...from the actions of these stretches (the last one is being played)
        # (no reference back to this game from its parts: a game nobody holds is freed at once, history and all)
        self._past: Snapshots[S] = Snapshots(rules.copy, history.EVERY)
        self._every = self._past.every
        self._stretch: Stretch | None = None  # the stretch of play the next action joins (``core.steps``)...
        self._actions: list[Any] | None = None  # ...and its actions (None: the next action opens a stretch)
        self._future: list[Step] = []
        # what play may trust, in the position it was found in; every change of the position forgets both
        self._legal: list[Any] | None = None  # the short legal list handed out a copy of, in the position...
        self._legal_in: Any = None  # ...it was listed in
        self._checked: tuple[Any, Any] | None = None  # (state, the action why_not found legal)
        self._opening: tuple[Event, ...] | None = None if start is None else ()  # (``opening``, when first read)
        self._listeners: list[Any] = []
        self._quiet = 0

    @property
    def steps(self) -> list[Step]:
        """The steps of the current line of play, first to last (read it; ``play``, ``undo`` and the rest change
        it). Each is made when first read: a game whose steps nobody reads (a bot's, a tournament's) spends
        nothing on them, and a step once made stays the very same object."""
        open_ = self._open
        if open_:
            steps = self._steps
            for stretch in open_:
                actions, made = stretch.actions, stretch.made
                if made < len(actions):
                    steps.extend([Step(actions[at], ASK, stretch, at) for at in range(made, len(actions))])
                    stretch.made = len(actions)
            del open_[:-1]
        return self._steps

    @property
    def opening(self) -> tuple[Event, ...]:
        """The set-up's own events (none for a game begun from a position): told of the position at ply 0 when
        first read, since a game that nobody narrates need not spend the time."""
        if self._opening is None:
            first = self._past.kept(0) if self.steps else self.state  # (the snapshot of ply 0: read only)
            self._opening = tuple(self.rules.opening_events(first))
        return self._opening

    # -- listeners (boards showing this game) ---------------------------------------------------------
    def subscribe(self, callback: Callable[[Game[S]], None]) -> Callable[[], None]:
        """Call ``callback(game)`` after every change of the position or the history (play, undo, redo,
        rewind). A bound method is held weakly, so a board that is gone stops listening by itself.
        Returns a function that unsubscribes."""
        ref: Any = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else (lambda: callback)
        self._listeners.append(ref)

        def unsubscribe() -> None:
            if ref in self._listeners:
                self._listeners.remove(ref)

        return unsubscribe

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Listeners hear of the changes made inside the ``with`` block once, at its end."""
        self._quiet += 1
        before = (len(self.steps), len(self._future), self.steps[-1] if self.steps else None)
        try:
            yield
        finally:
            self._quiet -= 1
        if (len(self.steps), len(self._future), self.steps[-1] if self.steps else None) != before:
            self._changed()

    def _changed(self) -> None:
        if self._quiet:
            return
        for ref in list(self._listeners):
            cb = ref()
            if cb is None:
                self._listeners.remove(ref)
            else:
                cb(self)

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: GameRules[S],
        players: Sequence[str],
        *,
        seed: int | None = None,
        options: Any = None,
        board: Any = None,
        lang: str = "en",
    ) -> Game[S]:
        seed = fresh_seed() if seed is None else seed
        players = check_names(players, rules.min_players, rules.max_players, rules.name)
        opts = options if options is not None and not isinstance(options, dict) else rules.options_from_json(options)
        rules = rules.with_setup(board, opts)
        chance = Chance(seed)
        state = rules.new_state(players, opts, board, chance)
        return cls(rules, state, players=players, seed=seed, options=opts, board=board, lang=lang)

    @classmethod
    def from_position(
        cls, rules: GameRules[S], text: str, *, seed: int = 0, options: Any = None, board: Any = None, lang: str = "en"
    ) -> Game[S]:
        """A game that starts from a position written in the game's notation."""
        opts = options if options is not None and not isinstance(options, dict) else rules.options_from_json(options)
        rules = rules.with_setup(board, opts)
        state = rules.from_notation(text, board, opts)
        check_names(rules.player_names(state), rules.min_players, rules.max_players, rules.name)
        return cls(
            rules, state, players=rules.player_names(state), seed=seed, options=opts, board=board, start=text, lang=lang
        )

    # -- playing --------------------------------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        """The legal actions now, a list of the caller's own. ``play`` takes one of these very objects without
        checking it again when the list is short (at most ``SHORT_LIST``)."""
        state = self.state
        legal = self.rules.legal_actions(state)
        if len(legal) > SHORT_LIST:  # a long list costs less to check again than to search: it is not kept
            self._legal = None
            return legal
        # a short list is searched by identity when one of its objects is played (kept with the position it was
        # listed in, any change of which forgets it: ``play``); the caller gets a copy of its own
        self._legal, self._legal_in = legal, state
        return [*legal]

    def describe(self, action: Any, lang: str | None = None) -> str:
        """``action`` in words, as of the current position (``"take a chaos cube"``): the words a board's
        button and the narration use. A game whose words depend on the position (angels names the square a
        gather goes to) gives ``rules.describe_in``."""
        lang = self._lang(lang)
        describe_in = getattr(self.rules, "describe_in", None)
        if describe_in is not None:
            return str(describe_in(self.state, action, lang))
        return str(self.rules.describe(action, lang))

    def why_not(self, action: Any) -> RuleViolation | None:
        """The refusal ``play(action)`` would raise now, or None if the action is legal."""
        refusal = self._refusal(action)
        if refusal is None:
            self._checked = (self.state, action)  # (``play`` trusts it in this very position)
        return refusal

    def _refusal(self, action: Any) -> RuleViolation | None:
        """The rules' refusal of ``action`` now, in this game's language, or None."""
        try:
            self.rules.check(self.state, action)
        except RuleViolation as refusal:
            refusal.lang = self.lang
            return refusal
        return None

    def is_legal(self, action: Any) -> bool:
        return self.why_not(action) is None

    def play(self, action: Any, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the seat that must decide now; returns the events it caused.

        With ``seat`` (a click from a given player's board), the action is refused unless that
        seat is the one that must decide. An object ``legal_actions`` has just listed in this very
        position (a short list), or that ``why_not`` has just found legal here (a board's click), is played
        without a second check; anything else is checked.
        """
        if seat is not None and seat != self.actor:
            raise not_your_turn(self, seat)
        state = self.state
        listed = self._legal
        if listed is not None and self._legal_in is state:
            for legal in listed:  # (a plain loop: cheaper than any(map(...)) on lists this short)
                if legal is action:
                    break
            else:
                listed = None
        else:
            listed = None
        if listed is None:
            checked = self._checked
            if checked is None or checked[0] is not state or checked[1] is not action:
                refusal = self._refusal(action)
                if refusal is not None:
                    raise refusal
        if self._future:
            self._future.clear()  # a new line of play: what was undone cannot be redone
        # the step is its action, in the stretch of play it belongs to (``core.steps``: a new one every ``every``
        # plies), which finds its actor and events again when they are read
        actions = self._actions
        if actions is None or len(actions) >= self._every:
            actions = self._open_stretch()
        actions.append(action)
        self._legal = self._checked = None  # the position changes: nothing found legal in it holds any longer
        events = self.rules.apply(state, action, self.chance)
        if self._listeners:
            self._changed()
        return events

    def _replay_one(self, state: S, action: Any) -> None:
        self.rules.apply(state, action, self.chance)

    def _open_stretch(self) -> list[Any]:
        """The actions of the stretch of play the next ply belongs to, from the snapshot before it (taken now at
        a snapshot's ply)."""
        stretch = self._stretch
        ply = len(self.steps) if stretch is None else stretch.start + len(stretch.actions)
        past = self._past
        past.before_play(ply, self.state)
        start = ply - ply % past.every
        before = [s.action for s in self.steps[start:ply]] if start < ply else []  # (after an undo only)
        stretch = self._stretch = Stretch(start, past.kept(start), before, self.rules, self.chance)
        self._open.append(stretch)
        self._actions = before
        return before

    def undo(self) -> Step:
        """Take back the last action; the position is exactly as before it."""
        if not self.steps:
            raise IndexError("nothing to undo")
        self._back_to(len(self.steps) - 1)
        self._changed()
        return self._future[-1]

    def _back_to(self, ply: int) -> None:
        """The position after ``ply`` actions again; the later steps go to the future (to redo)."""
        steps = self.steps
        self.state = self._past.rebuilt(ply, steps, self._replay_one)
        while len(steps) > ply:
            self._future.append(steps.pop())
        self._past.truncate(ply)
        self._stretch, self._actions = None, None  # the steps undone keep theirs: the next action opens a stretch
        self._open.clear()  # (every step is made: ``steps`` was read above)
        self._legal = self._checked = None

    def redo(self) -> list[Event]:
        """Play again the last undone action (chance gives the same outcome)."""
        if not self._future:
            raise IndexError("nothing to redo")
        future = self._future
        action = future.pop().action
        self._checked = (self.state, action)  # legal here: undo rebuilt the very position it was played in
        self._future = []  # (``play`` starts a line of play of its own: the rest of this one waits aside)
        self._quiet += 1  # (and the listeners hear of it once the future is back)
        try:
            events = self.play(action)
        finally:
            self._quiet -= 1
            self._future = future
        self._changed()
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self.steps)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    def rewind(self, ply: int) -> None:
        """Undo until ``ply`` actions remain (the undone ones stay available to redo)."""
        if not 0 <= ply <= len(self.steps):
            raise IndexError(f"ply {ply} is outside 0..{len(self.steps)}")
        if ply == len(self.steps):
            return
        self._back_to(ply)
        self._changed()

    def state_at(self, ply: int) -> S:
        """The position after ``ply`` actions of the current line (for a history slider): read it, do not
        change it (past positions are rebuilt from snapshots; see ``core.history``)."""
        if ply == len(self.steps):
            return self.state
        if not 0 <= ply < len(self.steps):
            raise IndexError(f"ply {ply} is outside 0..{len(self.steps)}")
        return self._past.at(ply, self.steps, self._replay_one)

    # -- reading --------------------------------------------------------------------------------
    def __repr__(self) -> str:
        actor = self.actor
        if self.is_over:
            where = "over"
        elif actor is None:
            where = "chance to act"
        else:
            where = f"{self.players[actor]!r} to act"
        return f"<Game {self.rules.name}: {len(self.players)} players, ply {len(self.steps)}, {where}>"

    def _lang(self, lang: str | None) -> str:
        """``lang`` (the game's own language for None) if the game has texts in it; ValueError otherwise."""
        if lang is None:
            return self.lang
        languages = self.rules.catalogue.languages
        if not isinstance(lang, str) or lang not in languages:
            raise ValueError(f"This game's texts are in {', '.join(languages)}; there are none in {shown(lang)}.")
        return lang

    @property
    def actor(self) -> int | None:
        return self.rules.actor(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def view(self, observer: int | str = PUBLIC) -> dict[str, Any]:
        check_observer(observer, len(self.players))
        return self.rules.view(self.state, observer)

    def scores(self) -> ScoreSheet:
        return self.rules.scores(self.state)

    def picture(
        self,
        observer: int | str = PUBLIC,
        ply: int | None = None,
        lang: str | None = None,
        last: bool = True,
        since: int | None = None,
        highlight: Any = None,
        focus: Any = None,
    ) -> Picture:
        """A static picture of the position (after ``ply`` actions; now by default) as ``observer`` sees it
        (by default what everybody may see), with what the last action changed ringed (``since``: ring
        what changed since that ply instead; ``last=False``: no rings). In a notebook it shows as SVG;
        ``.svg`` is its text, ``.save(path)`` writes it (see ``genesis_nb.pictures.picture``). ``focus``: board
        keys of a region to zoom to (``["sq:3", "sq:4"]``)."""
        from ..pictures import picture

        check_observer(observer, len(self.players))
        lang = self._lang(lang)
        return picture(
            self, ply=ply, observer=observer, lang=lang, last=last, since=since, highlight=highlight, focus=focus
        )

    def _repr_svg_(self) -> str | None:
        """Jupyter shows a game as the picture of its position, as everybody may see it."""
        try:
            return self.rules.picture(self.state, PUBLIC, self.lang)
        except Exception:  # a picture must never stop a notebook from showing the game
            return None

    def notation(self) -> str:
        return self.rules.to_notation(self.state)

    def events(self, observer: int | str = PUBLIC) -> list[Event]:
        """What happened (the set-up's events, then each action's), as ``observer`` may know it:
        by default what everybody may know; a seat's private events with ``observer=seat``, and
        everything with the teacher's ``observer="all"``."""
        check_observer(observer, len(self.players))
        every = [*self.opening, *(e for s in self.steps for e in s.events)]
        return [e for e in every if self.rules.event_visible(e, observer)]

    def narrate(self, events: Sequence[Event], lang: str | None = None, observer: int | str = PUBLIC) -> list[str]:
        """Sentences for ``events`` (what ``play`` returned) that ``observer`` may know (by default:
        what everybody may know)."""
        check_observer(observer, len(self.players))
        lang = self._lang(lang)
        return [self.rules.narrate_for(e, lang, observer) for e in events if self.rules.event_visible(e, observer)]

    def tell(self, action: Any, lang: str | None = None, observer: int | str = PUBLIC) -> None:
        """Play ``action`` and print what happened, one sentence a line (for notebooks): by default only
        what everybody at the screen may know."""
        check_observer(observer, len(self.players))  # before playing: a refused call changes nothing
        self._lang(lang)
        for line in self.narrate(self.play(action), lang, observer):
            print(line)

    def narration(self, lang: str | None = None, observer: int | str = PUBLIC) -> list[str]:
        """The whole story so far as sentences, as ``observer`` may know it (by default: what everybody
        may know; ``observer="all"`` for the teacher's full story)."""
        lang = self._lang(lang)
        return [self.rules.narrate_for(e, lang, observer) for e in self.events(observer)]

    # -- saving ---------------------------------------------------------------------------------
    def to_json(self, observer: int | str | None = None) -> str:
        """The save file of the whole game; with ``observer`` (a seat or "public") only what it may know of the
        game, to step through and play on from (``core.seatsave``; load it with ``load_observer_save``)."""
        from .savefile import dump
        from .seatsave import dump_for

        return dump(self) if observer is None or observer == "all" else dump_for(self, observer)

    @classmethod
    def from_json(cls, rules: GameRules[S], text: str | bytes, board_loader: Any = None) -> Game[S]:
        from .savefile import load

        return load(rules, text, board_loader)

    def replay(self) -> Game[S]:
        """A new game rebuilt from this one's start, seed and actions (must reach the same state)."""
        if self.start is None:
            g = Game.new(
                self.rules, self.players, seed=self.seed, options=self.options, board=self.board, lang=self.lang
            )
        else:
            g = Game.from_position(
                self.rules, self.start, seed=self.seed, options=self.options, board=self.board, lang=self.lang
            )
        for step in self.steps:
            g.play(step.action)
        return g


def __getattr__(name: str) -> Any:
    """``Picture`` (module ``core.picture``), made when first asked for (PEP 562: importing a game draws nothing)."""
    if name == "Picture":
        from .picture import Picture

        return Picture
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
