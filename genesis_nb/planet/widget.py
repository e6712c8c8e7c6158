"""The interactive planet board: an anywidget bound to a ``Game``, seen through one player's eyes.

    >>> from genesis_nb.planet import board
    >>> w = board(players=["Ann", "Bo", "Cy"], bots={1: "heuristic", 2: "random"}, seed=7)
    >>> w            # in a notebook cell: shows the board   # doctest: +SKIP

``board(game=None, players=4, bots=None, observer=None, reveal_all=False, seed=None, options=None,
lang="en", bot_delay=600)``

- ``game``: a game to show (``genesis_nb.planet.new_game(...)``); a new one is made from ``players``
  (names, or a number of players), ``seed`` and ``options`` when it is None.
- ``bots``: ``{seat: "random" | "heuristic" | bot}`` for the seats the computer plays (a bot is anything
  with ``name`` and ``choose(game)``); the other seats are humans sharing the screen (hot seat).
- ``observer``: the seat whose eyes the board starts with. Default: the only human seat; with several
  humans nobody (the board asks the first one to decide to take the screen); with no human, nobody
  (a spectator sees only what lies face up).
- ``reveal_all``: the teacher's explicit switch: the board shows every need, every hand and the bag,
  and lets you play every human seat's decisions without hand-offs.
- ``bot_delay``: milliseconds the board waits before asking for a bot's move (so that it is seen).

Hidden information. Everything the browser receives is built from ``rules.view(state, observer)``,
the events that observer may see (``rules.event_visible``) and the legal actions of that seat, sent
only while it is that seat's decision (``ui.py`` builds them). When the seat that must decide changes
to another human seat, the board first shows a hand-off screen ("pass the screen to Bo") built from the
public view alone; only the click on "ready" (``{"cmd": "ready"}`` or ``w.ready()``) switches the
observer. The observer and ``reveal_all`` are plain Python attributes: the browser cannot set them.

Playing: what is legal now is lit. Indicate by clicking a pawn of your hand; designate by clicking a lit
continent; place by choosing a pawn of your hand (the indicated one is chosen first) and clicking a lit
space (an oxygen asks which side up); the oxygen actions and bacteria by clicking the lit pawns and
spaces. A refused click shows the rule's sentence in ``error`` and changes nothing; a click for a seat
that does not decide now is refused with the core's sentence. Undo goes back to the last decision of a
human (with a hand-off if that is another player's); Redo plays it again.

From Python: ``w.game``; ``w.play(action)`` (an action or its JSON form, for the observer's seat, as a
click would); ``w.undo()``, ``w.redo()``, ``w.ready()``, ``w.run_bots()``, ``w.narration()``;
``w.observer`` (a seat, "all" with ``reveal_all``, None for nobody), ``w.handoff`` (the seat the
screen must be passed to, or None), ``w.reveal_all`` (settable), ``w.set_bot(seat, kind)``.

Synced traitlets (the browser's whole knowledge of the game): ``view`` (``ui.board_view`` plus
``view["ui"]``: observer, seat at the screen, hand-off, seats, bot_next, can_undo, can_redo, total),
``legal`` (``ui.legal_of``, empty unless the observer decides now), ``log`` (``{"key", "first", "total",
"lines"}``: the lines of plies ``first..total``; ``first == 0`` replaces the whole log), ``error``,
``board_data`` (public and unchanging: trays, soils, the game aid, the levels), ``texts``, ``lang``,
``paused``, ``bot_delay``.

Messages from the browser: ``{"cmd": "play", "action": <JSON action>}``, ``{"cmd": "undo"}``,
``{"cmd": "redo"}``, ``{"cmd": "ready"}``, ``{"cmd": "bot_step", "at": n}``, ``{"cmd": "log_all"}``,
``{"cmd": "pause", "paused": bool}``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import traitlets

from ..boardwidget import GameBoard
from ..bots.base import RandomBot
from ..core.errors import RuleViolation
from ..core.game import Game
from ..widgets import front_end
from ..widgets import make_bot as _make_bot
from ..widgets import static_file  # noqa: F401  (re-exported: genesis_nb.planet.widget.static_file)
from .bots import HeuristicBot
from .ui import _TEXTS, SHAPES, board_data, board_view, legal_of, log_lines, no_legal

BOT_KINDS = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(kind: Any, seed: int | None = None) -> Any:
    """A bot from its name ("random", "heuristic") or the bot itself (anything with ``choose(game)``)."""
    return _make_bot(kind, BOT_KINDS, seed)


class PlanetBoard(GameBoard):
    """The planet board bound to a game and an observer (see the module docstring).

    Built on ``genesis_nb.boardwidget.GameBoard`` (bots, undo, bot steps, refusals); what hidden
    information changes is overridden here: every synced value is built for ONE observer, a click is
    played for the observer's seat only, the log is filtered per observer, and the browser can neither
    choose the observer, nor change who plays which seat, nor look at another position than the present.
    """

    _esm = front_end("board_common.js", "planet_board.js")
    _css = front_end("planet_board.css")
    ui = _TEXTS
    bot_kinds = BOT_KINDS

    def __init__(self, game: Game | None = None, *, bots: Mapping[int, Any] | None = None,
                 observer: int | None = None, reveal_all: bool = False, lang: str = "en",
                 bot_delay: int = 600, **kwargs: Any) -> None:
        self._reveal_all = bool(reveal_all)
        self._seat: int | None = None            # nobody at the screen until the seat is known
        self._sent_key: str | None = None        # for whom (and in which language) the log was told
        super().__init__(game, bots=bots, lang=lang, bot_delay=bot_delay, **kwargs)
        self._seat = self._check_seat(observer) if observer is not None else self._default_seat()
        self._sent_key = None                    # the first value the browser sees holds the whole log
        self._refresh()

    def _new_game(self) -> Game:
        from . import new_game
        return new_game()

    # -- the game, the seats, the observer -----------------------------------------------------------
    def _game_changed(self) -> None:
        self._sent_key = None                    # a new game: the browser gets its whole log
        self._seat = self._default_seat()

    def set_bot(self, seat: int, bot: Any) -> None:
        """Let the computer play ``seat`` (``"random"``, ``"heuristic"``, a bot) or a human (None/"human")."""
        super().set_bot(seat, bot)
        if self._seat is not None and self._seat in self._bots:
            self._seat = self._default_seat()
            self._refresh()

    @traitlets.observe("seats")
    def _seats_changed(self, change: Any) -> None:
        """The browser may not change who plays which seat (a seat given to it would show a bot's pawns):
        ``seats`` only reports; ``set_bot`` (Python) changes it."""
        if getattr(self, "_setting_seats", False) or not getattr(self, "_ready", False):
            return
        self._set_bots(dict(self._bots))

    def _check_seat(self, seat: Any) -> int:
        n = len(self._game.players)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"the observer is a seat 0..{n - 1} (use reveal_all=True to see everything), "
                             f"not {seat!r}")
        return seat

    def _default_seat(self) -> int | None:
        humans = self._human_seats()
        return humans[0] if len(humans) == 1 else None

    @property
    def observer(self) -> int | str | None:
        """The seat whose eyes the board shows ("all" with ``reveal_all``; None: nobody yet)."""
        return "all" if self._reveal_all else self._seat

    @observer.setter
    def observer(self, seat: int | None) -> None:
        """Python only (a teacher's choice): look through ``seat``'s eyes at once, without a hand-off."""
        self._seat = None if seat is None else self._check_seat(seat)
        self._refusal = None
        self._refresh()

    @property
    def reveal_all(self) -> bool:
        return self._reveal_all

    @reveal_all.setter
    def reveal_all(self, on: bool) -> None:
        """Python only: the teacher's view (every need shown) on or off."""
        self._reveal_all = bool(on)
        self._refusal = None
        self._refresh()

    @property
    def handoff(self) -> int | None:
        """The human seat the screen must be passed to before the board shows anything private."""
        if self._reveal_all:
            return None
        actor = self._game.actor
        if actor is None or actor in self._bots or actor == self._seat:
            return None
        return actor

    def _shown_to(self) -> int | str:
        """Whose knowledge the browser receives now: a seat, "all", or "public" (a hand-off, nobody)."""
        if self._reveal_all:
            return "all"
        if self.handoff is not None or self._seat is None:
            return "public"
        return self._seat

    def ready(self) -> bool:
        """The player the screen was passed to is ready: show the board through their eyes."""
        seat = self.handoff
        if seat is None:
            self._ui_error("err.no_handoff")
            return False
        self._seat = seat
        self._refusal = None
        self._refresh()
        return True

    # -- reading ------------------------------------------------------------------------------------
    def narration(self, lang: str | None = None) -> list[str]:
        """The story so far as the board tells it (only what the board's observer may know)."""
        return [line[3] for line in log_lines(self._game.rules, self._game, self._shown_to(),
                                              lang or self.lang)]

    # -- acting -------------------------------------------------------------------------------------
    def handle(self, msg: Any) -> None:
        """Carry out one message from the board (see the module docstring); the board's click handler."""
        cmd = msg.get("cmd") if isinstance(msg, Mapping) else None
        if cmd == "ready":
            self.ready()
        elif cmd == "log_all":
            obs = self._shown_to()
            self.send({"kind": "log_all", "key": self._log_key(obs), "total": len(self._game.steps),
                       "lines": log_lines(self._game.rules, self._game, obs, self.lang)})
        else:
            super().handle(msg)

    def play(self, action: Any) -> bool:
        """Play ``action`` (an action or its JSON form) for the board's observer, as a click would.

        Refused (``error`` holds the sentence, nothing changes): an action the rules forbid, or one sent
        while another seat must decide (the core's sentence names who must decide now)."""
        g = self._game
        action = self._parse_action(action)
        if action is None or self._bot_refusal(g.state):
            return False
        actor = g.actor
        if not self._reveal_all and self._seat is None:
            self._ui_error("err.nobody", name=g.players[actor] if actor is not None else "-")
            return False
        try:
            g.play(action, seat=None if self._reveal_all else self._seat)
        except RuleViolation as refusal:
            refusal.lang = self.lang
            self._show_refusal(refusal)
            return False
        self._refusal = None
        self._refresh()
        return True

    def redo(self) -> bool:
        """Play the last undone action again (and the computer's moves after it): not while the screen
        waits for another player (the move to redo is theirs)."""
        g = self._game
        if g.can_redo and self.handoff is not None:
            self._ui_error("err.redo_handoff", name=g.players[self.handoff])
            return False
        return super().redo()

    def seek(self, ply: int) -> None:
        """The planet board always shows the present (``ply`` from the browser is ignored)."""
        self._shown = None
        self._refresh()

    # -- syncing ------------------------------------------------------------------------------------
    def _log_key(self, observer: int | str) -> str:
        return f"{observer}|{self.lang}|{id(self._game)}"

    def _refresh(self, only_error: bool = False) -> None:
        if not getattr(self, "_ready", False):
            return
        if only_error:
            super()._refresh(only_error=True)
            return
        g = self._game
        rules = g.rules
        lang = self.lang
        obs = self._shown_to()
        state = g.state
        actor = rules.actor(state)
        view = board_view(rules, state, obs, lang)
        decides = actor is not None and actor not in self._bots and (obs == "all" or obs == actor)
        n = len(g.steps)
        view["ui"] = {
            "observer": obs, "seat": self._seat, "reveal_all": self._reveal_all,
            "handoff": self.handoff, "seats": list(self.seats), "shapes": list(SHAPES[:state.n]),
            "decides": decides, "bot_next": self._bot_may_move(),
            "can_undo": g.can_undo, "can_redo": g.can_redo, "total": n,
            "last_actor": g.steps[-1].actor if g.steps else None,
        }
        legal = legal_of(rules, state, lang) if decides else no_legal(rules, state)
        # narration: the plies that changed since the last update, or all of it for another observer
        key = self._log_key(obs)
        if key != self._sent_key:
            first = 0
        else:
            first = self._unchanged_steps() + 1
        log = {"key": key, "first": first, "total": n, "lines": log_lines(rules, g, obs, lang, first)}
        self._sent_steps = list(g.steps)
        self._sent_key = key
        self._sync(board_data=board_data(rules, state.faces, state.n, lang), view=view, legal=legal, log=log,
                   history_len=n, ply=n)


def board(game: Game | None = None, players: Sequence[str] | int = 4, bots: Mapping[int, Any] | None = None,
          observer: int | None = None, reveal_all: bool = False, seed: int | None = None, options: Any = None,
          lang: str = "en", bot_delay: int = 600) -> PlanetBoard:
    """The interactive board for ``game`` (or a new game of ``players``, ``seed``, ``options``)."""
    from . import new_game

    if game is None:
        game = new_game(players=players, seed=seed, options=options, lang=lang)
    return PlanetBoard(game, bots=bots, observer=observer, reveal_all=reveal_all, lang=lang,
                       bot_delay=bot_delay)
