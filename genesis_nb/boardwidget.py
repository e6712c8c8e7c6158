"""The one board layer: an anywidget bound to a ``core.game.Game``, built around who is looking.

Every game's board is this class plus its ``boardspec.BoardSpec`` (drawing module, words, fixed data,
how its actions group for clicking). The layer holds:

- the observer: a seat, ``"public"`` (a spectator) or the teacher's ``reveal_all``; everything the
  browser receives is built from ``rules.view(state, observer)``, the events that observer may hear
  (``rules.event_visible``) and the legal actions of that seat while it decides: no game's board can
  send anything past it. In a game with hidden information, when the decision passes to another human
  seat the board shows a hand-off screen built from the public view, until that player clicks "ready";
- bot seats (from the registry's bots, or any object with ``choose(game)``), paused on request or when
  a bot fails (raises, returns nothing, or returns an illegal action: said on the board);
- the history: a slider through the positions (the view of a past position for the same observer),
  undo and redo (back to the last human decision), and playing from the past (a new future);
- every message from the browser checked (``boardmsg``): a malformed one gets a sentence on the board
  and changes nothing, and no exception ever leaves a message handler;
- other boards on the same game: a board listens to its game, so every board shows every change.

Synced traitlets (the browser's whole knowledge): ``view`` (the rules' view for the observer, plus
``view["ui"]``: ply, total, present, can_undo, can_redo, actor, human_turn, decides, bot_next, observer,
seat, handoff, reveal_all, last_seat, and the spec's ``ui_extra``), ``legal`` (``boardspec.legal_wire``),
``log`` (``{"key", "first", "total", "lines"}``: the narration of plies after ``first``; a new key means
another observer, language or game), ``error``, ``board_data`` (``spec.board_data``, public and fixed),
``texts``, ``lang``, ``seats`` (per seat "human" or the bot's name; read-only from the browser),
``paused``, ``bot_delay``, ``ply``, ``history_len``.

Messages from the browser (``boardmsg.COMMANDS``, handled in ``boardcommands``): play (with the ply it was
clicked at), options (a target's actions, a page at a time), undo, redo, seek, bot_step, log_all, lang, pause,
ready. What they do (play, undo, redo, seek, ready, hint, the bots' moves) is ``boardactions``.
"""

from __future__ import annotations

from typing import Any, Mapping

import anywidget
import traitlets

from .boardactions import BoardActions
from .boardcommands import BoardCommands
from .boardspec import BoardSpec, legal_wire, no_legal
from .core.errors import RuleViolation
from .core.game import Game
from .core.rules import EVERYTHING, PUBLIC
from .widgets import log_lines, log_window, make_bot


class GameBoard(BoardActions, BoardCommands, anywidget.AnyWidget):
    """A board bound to a game and an observer (see the module docstring)."""

    spec: BoardSpec

    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.Dict().tag(sync=True)
    log = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    ply = traitlets.Int(0).tag(sync=True)
    history_len = traitlets.Int(0).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    seats = traitlets.List(traitlets.Unicode()).tag(sync=True)
    paused = traitlets.Bool(False).tag(sync=True)
    texts = traitlets.Dict().tag(sync=True)
    board_data = traitlets.Dict().tag(sync=True)
    bot_delay = traitlets.Int(600).tag(sync=True)
    prefs = traitlets.Dict().tag(sync=True)
    #: the projector mode: everything on the board drawn this many times larger (0.5 to 3)
    scale = traitlets.Float(1.0).tag(sync=True)
    #: an exercise's verdict on the last click ({"correct": bool, "text": ...}; {} when there is none)
    note = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game | None = None,
        *,
        bots: Mapping[int, Any] | None = None,
        observer: int | str | None = None,
        reveal_all: bool = False,
        lang: str = "en",
        bot_delay: int = 600,
        prefs: Mapping[str, Any] | None = None,
        scale: float = 1.0,
        **kwargs: Any,
    ) -> None:
        self._ready = False
        self._refreshing = False
        languages = self.spec.texts.languages
        if lang not in languages:
            raise ValueError(f"this board speaks {', '.join(languages)}, not {lang!r}")
        defaults = {k: v[0] for k, v in self.spec.prefs.items()}
        for name, value in (prefs or {}).items():
            if name not in self.spec.prefs or value not in self.spec.prefs[name]:
                raise ValueError(f"this board has no setting {name!r} that takes {value!r}")
            defaults[name] = value
        super().__init__(
            lang=lang, bot_delay=bot_delay, texts=self.spec.texts.texts(lang), prefs=defaults, scale=scale, **kwargs
        )
        self._game: Game = game if game is not None else self._registry().new_game()
        self._unsubscribe = self._game.subscribe(self._game_changed)
        self._shown: int | None = None  # the ply shown; None: the present
        self._refusal: Any = None  # RuleViolation, or (ui key, params)
        self._sent_steps: list[Any] = []  # the steps whose narration the browser has
        self._sent_key: str | None = None  # for whom, in which language, of which game
        self._reveal_all = bool(reveal_all)
        self._released: tuple[int, int] | None = None  # the position whose hold a click ended
        self._screen: tuple[Any, ...] = ()  # (seat at the screen, game, ply it took it at)
        self._bots: dict[int, Any] = {}
        self.faults: list[str] = []  # tracebacks of what went wrong inside a handler
        #: an exercise's judge: ``judge(action)`` -> a verdict with ``correct``, ``text`` and ``play``
        #: (play the action after a right answer); set by ``genesis_nb.exercises``. None: clicks play.
        self.judge: Any = None
        self._set_bots(bots or {})
        self._seat = self._check_seat(observer) if observer not in (None, PUBLIC) else self._default_seat()
        self.on_msg(self._on_msg)
        self._ready = True
        self._refresh()

    def _registry(self) -> Any:
        from .registry import game

        return game(self.spec.game)

    # -- the game, the seats, the observer ----------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._unsubscribe()
        self._game = game
        self._unsubscribe = game.subscribe(self._game_changed)
        self._shown = None
        self._refusal = None
        self._sent_steps = []
        self._sent_key = None
        n = len(game.players)
        self._set_bots({s: b for s, b in self._bots.items() if s < n})
        self._seat = (
            self._seat
            if self._seat is not None and self._seat < n and self._seat not in self._bots
            else self._default_seat()
        )
        self._refresh()

    def _game_changed(self, game: Game) -> None:
        """The game changed (from this board, another board on it, or Python): show it."""
        if self.judge is None and self.note:
            self._set_quietly(note={})
        if self._shown is not None and self._shown > len(game.steps):
            self._shown = None
        if not self._refreshing:
            self._refresh()

    @property
    def hidden(self) -> bool:
        return bool(self._game.rules.hidden_information)

    @property
    def bots(self) -> dict[int, Any]:
        return dict(self._bots)

    def set_bot(self, seat: int, bot: Any) -> None:
        """Let the computer play ``seat`` (a bot's name, or a bot object) or a human (None / "human")."""
        bots = dict(self._bots)
        if bot is None or bot == "human":
            bots.pop(seat, None)
        else:
            bots[seat] = bot
        self._set_bots(bots)
        if self._seat is not None and self._seat in self._bots:
            self._seat = self._default_seat()
        self._refresh()

    def _set_bots(self, spec: Mapping[int, Any]) -> None:
        n = len(self._game.players)
        kinds = self._registry().bots
        bots = {}
        for seat, kind in spec.items():
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                raise ValueError(f"seat {seat!r} is not a seat of this {n}-player game (0 to {n - 1})")
            if kind is None or kind == "human":
                continue
            old = self._bots.get(seat)
            if old is not None and isinstance(kind, str) and getattr(old, "name", None) == kind:
                bots[seat] = old
            else:
                bots[seat] = make_bot(kind, kinds, seed=(self._game.seed * 31 + seat) % (2**31))
        self._bots = bots
        self._set_quietly(seats=[str(getattr(bots[s], "name", "bot")) if s in bots else "human" for s in range(n)])

    def _check_seat(self, seat: Any) -> int:
        n = len(self._game.players)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(
                f"The board's observer is a seat 0..{n - 1} or 'public' (reveal_all=True shows everything), "
                f"not {seat!r:.40}."
            )
        return seat

    def _default_seat(self) -> int | None:
        humans = self._human_seats()
        return humans[0] if len(humans) == 1 else None

    def _human_seats(self) -> list[int]:
        return [s for s in range(len(self._game.players)) if s not in self._bots]

    @property
    def observer(self) -> int | str:
        """Whose eyes the board shows: a seat, "public", or "all" (``reveal_all``)."""
        return EVERYTHING if self._reveal_all else (PUBLIC if self._seat is None else self._seat)

    @observer.setter
    def observer(self, seat: int | str | None) -> None:
        """Python only (the teacher's choice): look through ``seat``'s eyes now, without a hand-off."""
        self._seat = None if seat in (None, PUBLIC) else self._check_seat(seat)
        self._refusal = None
        self._refresh()

    @property
    def reveal_all(self) -> bool:
        return self._reveal_all

    @reveal_all.setter
    def reveal_all(self, on: bool) -> None:
        """Python only: the teacher's view (everything shown, every human seat played here) on or off."""
        self._reveal_all = bool(on)
        self._refusal = None
        self._refresh()

    @property
    def shown_ply(self) -> int:
        return len(self._game.steps) if self._shown is None else self._shown

    def _actor_at(self, ply: int) -> int | None:
        return self._game.rules.actor(self._game.state_at(ply))

    @property
    def handoff(self) -> int | None:
        """The human seat the screen must be passed to before anything private is shown (hidden games)."""
        if self._reveal_all or not self.hidden or self.holding is not None:
            return None
        actor = self._actor_at(self.shown_ply)
        if actor is None or actor in self._bots or actor == self._seat:
            return None
        return actor

    # -- the hold: a player who just learnt something private sees it before the screen passes on ---------
    def _position_key(self) -> tuple[int, int]:
        steps = self._game.steps
        return (len(steps), id(steps[-1]) if steps else 0)

    def _took_screen_at(self, seat: int) -> int:
        """The ply at which ``seat`` took the screen (noted the first time the board sees it there)."""
        n = len(self._game.steps)
        if self._screen[:2] != (seat, id(self._game)) or self._screen[2] > n:
            self._screen = (seat, id(self._game), n)
        return self._screen[2]

    def _learnt_since(self, seat: int, since: int) -> bool:
        return any(
            e.private_to is not None and seat in e.private_to for step in self._game.steps[since:] for e in step.events
        )

    @property
    def holding(self) -> int | None:
        """The seat at the screen that must first see what it just learnt (a card drawn, a piece peeked at)
        before the screen passes to the next human player (hidden games; None when nobody is held)."""
        seat = self._seat
        if seat is None or self._reveal_all or not self.hidden or self._shown is not None:
            return None
        since = self._took_screen_at(seat)
        actor = self._game.actor
        if actor is None or actor == seat or actor in self._bots:
            return None
        if self._released == self._position_key() or not self._learnt_since(seat, since):
            return None
        return seat

    def shown_to(self) -> int | str:
        """Whose knowledge the browser receives now: a seat, "all", or "public"."""
        if self._reveal_all:
            return EVERYTHING
        if self._seat is None or (self.hidden and self.handoff is not None):
            return PUBLIC
        return self._seat

    def _decides(self, actor: int | None) -> bool:
        """Whether the person at this screen may decide for ``actor`` now."""
        if actor is None or actor in self._bots:
            return False
        if self._reveal_all or not self.hidden:
            return True
        return actor == self._seat

    # -- reading ------------------------------------------------------------------------------------
    def narration(self, lang: str | None = None) -> list[str]:
        """The story so far as this board tells it (what its observer may hear)."""
        return [line[3] for line in log_lines(self._game, lang or self.lang, self.shown_to())]

    def _bot_may_move(self) -> bool:
        g = self._game
        return self._shown is None and not self.paused and not g.is_over and not g.can_redo and g.actor in self._bots

    # -- errors -------------------------------------------------------------------------------------
    def _ui_error(self, key: str, **params: Any) -> None:
        self._refusal = (key, params)
        self._refresh(only_error=True)

    def _show_refusal(self, refusal: RuleViolation | None) -> None:
        self._refusal = refusal
        self._refresh(only_error=True)

    def _error_text(self) -> str:
        r = self._refusal
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

    # -- the browser may not set these --------------------------------------------------------------
    def _set_quietly(self, **values: Any) -> None:
        was = self._refreshing
        self._refreshing = True
        try:
            for k, v in values.items():
                setattr(self, k, v)
        finally:
            self._refreshing = was

    @traitlets.observe("seats", "ply", "history_len", "view", "legal", "log", "board_data", "texts", "error", "note")
    def _browser_set(self, change: Any) -> None:
        """Values the browser may not change: put back what Python says (and say so for ``seats``)."""
        if self._refreshing or not self._ready:
            return
        if change["name"] == "seats":
            self._set_bots(dict(self._bots))
            self._ui_error("err.seats_readonly")
        else:
            self._refresh()

    @traitlets.validate("scale")
    def _valid_scale(self, proposal: Any) -> float:
        value = proposal["value"]
        if not 0.5 <= value <= 3:
            raise traitlets.TraitError(f"the board's scale is between 0.5 and 3, not {value!r}")
        return float(value)

    @traitlets.validate("prefs")
    def _valid_prefs(self, proposal: Any) -> dict[str, Any]:
        value = dict(proposal["value"])
        for name, v in value.items():
            if name not in self.spec.prefs or v not in self.spec.prefs[name]:
                raise traitlets.TraitError(f"this board has no setting {name!r} that takes {v!r}")
        return value

    @traitlets.observe("lang", "paused")
    def _setting_changed(self, change: Any) -> None:
        if self._ready and not self._refreshing:
            if change["name"] == "lang" and change["new"] not in self.spec.texts.languages:
                self._set_quietly(lang=change["old"])
                self._ui_error("err.bad_lang", asked=change["new"], languages=", ".join(self.spec.texts.languages))
                return
            self._refresh()

    # -- syncing ------------------------------------------------------------------------------------
    def _log_key(self, observer: int | str) -> str:
        return f"{observer}|{self.lang}|{id(self._game)}"

    def _unchanged_steps(self) -> int:
        same = 0
        for a, b in zip(self._sent_steps, self._game.steps):
            if a is not b:
                break
            same += 1
        return same

    def _refresh(self, only_error: bool = False) -> None:
        if not self._ready:
            return
        if only_error:
            text = self._error_text()
            with self.hold_sync():
                if text == self.error and text:
                    self._set_quietly(error="")  # the same refusal again: show it anew
                self._set_quietly(error=text)
            return
        g = self._game
        rules = g.rules
        lang = self.lang
        n = len(g.steps)
        ply = self.shown_ply
        state = g.state_at(ply)
        obs = self.shown_to()
        actor = rules.actor(state)
        handoff = self.handoff
        holding = self.holding
        decides = self._decides(actor) and handoff is None and holding is None
        view = self.spec.dress(rules.view(state, obs), rules, lang)
        for row in (view.get("scores") or {}).get("rows", []):  # a fixed row's label in the board's words
            if isinstance(row.get("label"), str) and row["label"].startswith("word."):
                row["label"] = str(rules.catalogue.word(row["label"], lang))
        last = g.steps[ply - 1] if ply > 0 else None
        view["ui"] = {
            "ply": ply,
            "total": n,
            "present": ply == n,
            "can_undo": g.can_undo,
            "can_redo": g.can_redo,
            "actor": actor,
            "human_turn": actor is not None and actor not in self._bots,
            "decides": decides,
            "bot_next": self._bot_may_move(),
            "observer": obs,
            "seat": self._seat,
            "handoff": handoff,
            "holding": holding,
            "reveal_all": self._reveal_all,
            "hidden": self.hidden,
            "languages": list(self.spec.texts.languages),
            "hints": self.judge is None,  # an exercise's board gives no hints (they would give answers)
            "last_seat": last.actor if last is not None else None,
            **self.spec.ui_extra(g, ply, obs, lang),
        }
        if decides:
            legal = legal_wire(self.spec, rules, state, rules.legal_actions(state), ply, actor, lang)
        else:
            legal = no_legal(ply, actor)
        key = self._log_key(obs)
        first = 0 if key != self._sent_key else self._unchanged_steps()
        log = log_window({"key": key, "first": first, "total": n, "lines": log_lines(g, lang, obs, first)})
        self._sent_steps = list(g.steps)
        self._sent_key = key
        self._refreshing = True
        try:
            with self.hold_sync():
                self.texts = self.spec.texts.texts(lang)
                self.board_data = self.spec.board_data(g)
                self.view = view
                self.legal = legal
                self.log = log
                self.history_len = n
                self.ply = ply
                self.error = self._error_text()
        finally:
            self._refreshing = False
