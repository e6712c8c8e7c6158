"""One board's logic, apart from how it reaches the browser: a ``BoardSession`` bound to a ``core.game.Game``,
built around who is looking. It imports no Jupyter package (``board.widget`` shows it in a notebook; a web
socket may carry it as well).

The session holds:

- the observer: a seat, ``"public"`` (a spectator) or the teacher's ``reveal_all``; everything the
  browser receives is built from ``rules.view(state, observer)``, the events that observer may hear
  (``rules.event_visible``) and the legal actions of that seat while it decides: no game's board can
  send anything past it. In a game with hidden information, when the decision passes to another human
  seat the board shows a hand-off screen built from the public view, until that player clicks "ready"
  (and first holds the screen for a player who just learnt something private: ``board.screen``);
- bot seats (the registry's bots by name, or any object with ``choose(game)``), paused on request or
  when a bot fails (raises, returns nothing, or returns an illegal action: said on the board);
- the history: a position shown from the past (``seek``), undo and redo, playing from the past;
- every message from the browser checked (``board.messages``) and carried out (``board.commands``):
  a malformed one gets a sentence on the board and changes nothing, and no exception leaves ``handle``;
- other boards on the same game: a session listens to its game, so every board shows every change.

The synced values (the browser's whole knowledge) are the plain dict ``values`` (``board.values``
builds them); ``on_change(callback)`` hears the keys that changed, ``on_send(callback)`` the one-off
messages (a page of options, the whole log). What the board does when asked is ``board.actions``.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..core.errors import RuleViolation
from ..core.game import Game
from ..core.rules import EVERYTHING, PUBLIC, shown
from . import actions, commands
from .checks import check_bot_seat, check_lang, check_prefs, check_reveal_all, check_scale, check_seat
from .log import LogFeed, log_lines
from .screen import SCREENS, screen_for
from .seats import checked_bots, seat_bot
from .spec import BoardSpec
from .values import synced_values

Listener = Callable[[dict[str, Any]], None]


class BoardSession:
    """A board bound to a game and an observer (see the module docstring)."""

    def __init__(
        self,
        spec: BoardSpec,
        game: Game | None = None,
        *,
        bots: Mapping[int, Any] | None = None,
        observer: int | str | None = None,
        reveal_all: bool = False,
        lang: str = "en",
        bot_delay: int = 600,
        prefs: Mapping[str, Any] | None = None,
        scale: float = 1.0,
        screen: str = "shared",
    ) -> None:
        self.spec = spec
        self._ready = False
        self._refreshing = False
        self._listeners: list[Listener] = []
        self._senders: list[Listener] = []
        check_lang(spec, lang)
        settings = {**{k: v[0] for k, v in spec.prefs.items()}, **check_prefs(spec, prefs)}
        scale = check_scale(scale)
        reveal = check_reveal_all(reveal_all)
        game = game if game is not None else self.info().new_game()
        n = len(game.players)
        wanted = checked_bots(bots, n)
        seat = None if observer in (None, PUBLIC) else check_seat(observer, n)
        self.values: dict[str, Any] = {
            "view": {},
            "legal": {},
            "log": {},
            "error": "",
            "ply": 0,
            "history_len": 0,
            "lang": lang,
            "seats": [],
            "paused": False,
            "texts": spec.texts.texts(lang),
            "board_data": {},
            "bot_delay": int(bot_delay),
            "prefs": settings,
            "scale": scale,
            "note": {},
            "drawing": b"",
        }
        #: board keys of a region to zoom to, and of things to point at (a drawn board): ``zoom``, ``point``
        self.focus: tuple[str, ...] = ()
        self.pointer: tuple[str, ...] = ()
        #: a lesson's board: a click on a lit key also offers what the rules would refuse there (``legal_wire``)
        self.offer_refused = False
        self._game = game
        self._bots: dict[int, Any] = {}
        self._set_bots(wanted)
        self._unsubscribe = game.subscribe(self._game_changed)
        self.shown: int | None = None  # the ply shown; None: the present
        self.refusal: Any = None  # RuleViolation, or (ui key, params)
        if screen not in SCREENS:
            raise ValueError(f"screen is one of {', '.join(SCREENS)}, not {screen!r:.40}")
        if screen == "own" and seat is None:
            raise ValueError("a board on one seat's own screen (screen='own') needs that seat: observer=<seat>")
        self.screen = screen_for(self, screen, reveal, seat)
        if screen == "shared":
            self.screen.seat = seat if seat is not None else self.default_seat()
        self.log = LogFeed()
        self.faults: list[str] = []  # tracebacks of what went wrong inside a handler
        #: an exercise's judge: ``judge(action)`` -> a verdict with ``correct``, ``text`` and ``play``
        #: (play the action after a right answer); set by ``genesis_nb.exercises``. None: clicks play.
        self.judge: Any = None
        self._ready = True
        self.refresh()

    def close(self) -> None:
        """Stop following the game (the board is gone): other boards and the game go on without it."""
        self._unsubscribe()
        self._unsubscribe = lambda: None

    def info(self) -> Any:
        """The game's registry entry (``registry.GameInfo``)."""
        from ..registry import game

        return game(self.spec.game)

    # -- listeners ----------------------------------------------------------------------------------
    def on_change(self, callback: Listener) -> None:
        """Call ``callback(changed)`` with the values that changed (key -> new value) after each change."""
        self._listeners.append(callback)

    def on_send(self, callback: Listener) -> None:
        """Call ``callback(message)`` with each one-off message for the browser."""
        self._senders.append(callback)

    def send(self, message: dict[str, Any]) -> None:
        for callback in list(self._senders):
            callback(message)

    def _set(self, **values: Any) -> None:
        changed = {k: v for k, v in values.items() if k not in self.values or self.values[k] != v}
        self.values.update(changed)
        if changed:
            for callback in list(self._listeners):
                callback(changed)

    # -- settings -----------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return str(self.values["lang"])

    @property
    def paused(self) -> bool:
        return bool(self.values["paused"])

    def pause(self) -> None:
        """Pause the computer (shown with the next refresh)."""
        self._set(paused=True)

    def receive(self, name: str, value: Any) -> None:
        """The browser (or Python) set the synced value ``name``: take it when it may be set and is
        sound, else keep the session's (and say why on the board where there is a sentence for it)."""
        if name == "lang":
            if value not in self.spec.texts.languages:
                languages = ", ".join(self.spec.texts.languages)
                self.ui_error("err.bad_lang", asked=str(value)[:40], languages=languages)
                return
            self._set(lang=value)
            self.refresh()
        elif name == "paused":
            self._set(paused=bool(value))
            self.refresh()
        elif name == "prefs":
            self._set(prefs=check_prefs(self.spec, value))
            if self.spec.drawn:  # the picture draws the board's settings
                self.refresh()
        elif name == "scale":
            was = self.values["scale"] > 1
            self._set(scale=check_scale(value))
            if self.spec.drawn and was != (self.values["scale"] > 1):  # projected, the picture keeps its notes
                self.refresh()
        elif name == "bot_delay":
            self._set(bot_delay=int(value))
        elif name == "seats":
            self._set_bots(dict(self._bots))
            self.ui_error("err.seats_readonly")
        elif name in self.values and self.values[name] != value:
            self.refresh()  # a value only the session sets: the browser gets it back

    # -- the game, the seats, the observer ----------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._unsubscribe()
        self._game = game
        self._unsubscribe = game.subscribe(self._game_changed)
        self.shown = None
        self.refusal = None
        self.log = LogFeed()
        n = len(game.players)
        self._set_bots({s: b for s, b in self._bots.items() if s < n})
        seat = self.screen.seat
        self.screen.seat = seat if seat is not None and seat < n and seat not in self._bots else self.default_seat()
        self.refresh()

    def _game_changed(self, game: Game) -> None:
        """The game changed (from this board, another board on it, or Python): show it."""
        if self.judge is None and self.values["note"]:
            self._set(note={})
        if self.judge is None:
            self.pointer = ()  # a hint's pointer belongs to the position it was given in
        if self.shown is not None and self.shown > len(game.steps):
            self.shown = None
        if not self._refreshing:
            self.refresh()

    @property
    def hidden(self) -> bool:
        return bool(self._game.rules.hidden_information)

    @property
    def bots(self) -> dict[int, Any]:
        return dict(self._bots)

    def set_bot(self, seat: int, bot: Any) -> None:
        """Let the computer play ``seat`` (a bot's name, or a bot object) or a human (None / "human")."""
        seat = check_bot_seat(seat, len(self._game.players))
        bots = dict(self._bots)
        if bot is None or (isinstance(bot, str) and bot == "human"):
            bots.pop(seat, None)
        else:
            bots[seat] = bot
        self._set_bots(bots)
        if self.screen.seat is not None and self.screen.seat in self._bots:
            self.screen.seat = self.default_seat()
        self.refresh()

    def _set_bots(self, wanted: Mapping[int, Any]) -> None:
        n = len(self._game.players)
        kinds = self.info().bots
        bots = {}
        for seat, kind in checked_bots(wanted, n).items():
            if kind is None or (isinstance(kind, str) and kind == "human"):
                continue
            old = self._bots.get(seat)
            if old is not None and isinstance(kind, str) and getattr(old, "name", None) == kind:
                bots[seat] = old
            else:
                bots[seat] = seat_bot(kind, kinds, seed=(self._game.seed * 31 + seat) % (2**31))
        self._bots = bots
        self._set(seats=[str(getattr(bots[s], "name", "bot")) if s in bots else "human" for s in range(n)])

    def default_seat(self) -> int | None:
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self._game.players)) if s not in self._bots]

    @property
    def observer(self) -> int | str:
        """Whose eyes the board shows: a seat, "public", or "all" (``reveal_all``)."""
        seat = self.screen.seat
        return EVERYTHING if self.screen.reveal_all else (PUBLIC if seat is None else seat)

    @observer.setter
    def observer(self, seat: int | str | None) -> None:
        """Python only (the teacher's choice): look through ``seat``'s eyes now, without a hand-off."""
        self.screen.seat = None if seat in (None, PUBLIC) else check_seat(seat, len(self._game.players))
        self.refusal = None
        self.refresh()

    @property
    def reveal_all(self) -> bool:
        return self.screen.reveal_all

    @reveal_all.setter
    def reveal_all(self, on: bool) -> None:
        """Python only: the teacher's view (everything shown, every human seat played here) on or off."""
        self.screen.reveal_all = check_reveal_all(on)
        self.refusal = None
        self.refresh()

    @property
    def shown_ply(self) -> int:
        return len(self._game.steps) if self.shown is None else self.shown

    def actor_at(self, ply: int) -> int | None:
        return self._game.rules.actor(self._game.state_at(ply))

    @property
    def handoff(self) -> int | None:
        """The human seat the screen must be passed to before anything private is shown (hidden games)."""
        return self.screen.handoff()

    @property
    def holding(self) -> int | None:
        """The seat at the screen that must first see what it just learnt before the screen passes on."""
        return self.screen.holding()

    def shown_to(self) -> int | str:
        """Whose knowledge the browser receives now: a seat, "all", or "public"."""
        return self.screen.shown_to()

    def decides(self, actor: int | None) -> bool:
        """Whether the person at this screen may decide for ``actor`` now."""
        return self.screen.decides(actor)

    def zoom(self, keys: Any = ()) -> None:
        """Zoom a drawn board to the region around ``keys`` (board keys such as ``"sq:3"``; none: the whole board)."""
        self.focus = _keys("zoom", keys)
        self.refresh()

    def point(self, keys: Any = ()) -> None:
        """Point at the things ``keys`` name on a drawn board (a lesson's target); none: point at nothing."""
        self.pointer = _keys("point", keys)
        self.refresh()

    # -- reading ------------------------------------------------------------------------------------
    def narration(self, lang: str | None = None) -> list[str]:
        """The story so far as this board tells it (what its observer may hear)."""
        return [line[3] for line in log_lines(self._game, lang or self.lang, self.shown_to())]

    def save(self, path: Any = None) -> str:
        """The game's save file as this board's observer may know it: the whole game on the teacher's board
        (``reveal_all``), else an observer's save of its seat (with no seat: of everybody watching; see
        ``core.seatsave``). Written to ``path`` too when one is given."""
        import os

        if path is not None and (not isinstance(path, (str, os.PathLike)) or not str(path)):
            raise ValueError(f"A board saves to a path (text or a pathlib.Path), not {shown(path)}.")
        observer = self.observer
        text = self._game.to_json(observer=None if observer == EVERYTHING else observer)
        if path is not None:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        return text

    def bot_may_move(self) -> bool:
        g = self._game
        return self.shown is None and not self.paused and not g.is_over and not g.can_redo and g.actor in self._bots

    # -- what the board does (``board.actions``) and the browser's messages (``board.commands``) ------
    def play(self, action: Any) -> bool:
        return actions.play(self, action)

    def refusal_at(self, ply: int, action: Any) -> RuleViolation | None:
        return actions.refusal_at(self, ply, action)

    def undo(self) -> bool:
        return actions.undo(self)

    def redo(self) -> bool:
        return actions.redo(self)

    def seek(self, ply: int) -> None:
        actions.seek(self, ply)

    def ready(self) -> bool:
        return actions.ready(self)

    def hint(self) -> Any:
        return actions.hint(self)

    def bot_step(self, expect: int | None = None) -> bool:
        return actions.bot_step(self, expect)

    def run_bots(self, max_plies: int = 100_000) -> int:
        return actions.run_bots(self, max_plies)

    def handle(self, msg: Any) -> None:
        """Carry out one message from the browser (see ``board.commands.handle``)."""
        commands.handle(self, msg)

    # -- refusals -----------------------------------------------------------------------------------
    def ui_error(self, key: str, **params: Any) -> None:
        """Say ``key`` (a sentence of the board's words, filled with ``params``) on the board."""
        self.refusal = (key, params)
        self.refresh(only_error=True)

    def show_refusal(self, refusal: RuleViolation | None) -> None:
        self.refusal = refusal
        self.refresh(only_error=True)

    def set_note(self, note: dict[str, Any]) -> None:
        """An exercise's verdict or a hint on the board (the refusal shown is cleared)."""
        self.refusal = None
        self._set(note=note)
        self.refresh(only_error=True)

    def error_text(self) -> str:
        r = self.refusal
        if r is None:
            return ""
        if isinstance(r, RuleViolation):
            return r.message(self.lang)
        key, params = r
        words = {
            k: self.spec.texts.text(v, self.lang) if isinstance(v, str) and v.startswith("want.") else v
            for k, v in params.items()
        }
        return self.spec.texts.text(key, self.lang, **words)

    # -- syncing ------------------------------------------------------------------------------------
    def refresh(self, only_error: bool = False) -> None:
        """Build the synced values anew (or only the refusal's sentence) and report what changed."""
        if not self._ready:
            return
        if only_error:
            text = self.error_text()
            if text == self.values["error"] and text:
                self._set(error="")  # the same refusal again: show it anew
            self._set(error=text)
            return
        self._refreshing = True
        try:
            values = synced_values(self)
        finally:
            self._refreshing = False
        self._set(**values)


def _keys(what: str, keys: Any) -> tuple[str, ...]:
    """``keys`` checked as a short list of board keys (``zoom``, ``point``)."""
    try:
        out = tuple(keys)
    except TypeError:
        out = None
    if (
        isinstance(keys, str)
        or out is None
        or len(out) > 200
        or not all(isinstance(k, str) and len(k) <= 80 for k in out)
    ):
        raise ValueError(f"{what} takes a list of board keys such as ['sq:3'], not {keys!r:.60}")
    return out
