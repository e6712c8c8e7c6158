"""The board in a notebook: an anywidget that shows a ``BoardSession`` (the board's whole logic).

``GameBoard`` mirrors the session's values as synced traitlets, forwards the browser's messages to
``session.handle`` and the session's one-off messages to the browser, and passes what the browser (or
Python) sets back to the session (``session.receive``), which keeps it or puts its own value back. Its
methods and properties are the session's. ``board_class(spec)`` is the one class per spec anywidget needs
(``_esm`` and ``_css`` on a class, named after the game so that each board's CSS is its own).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

import anywidget
import traitlets

from ..core.errors import RuleViolation
from ..core.game import Game
from . import hot
from .checks import check_prefs, check_scale
from .frontend import board_css, board_esm
from .session import BoardSession
from .spec import BoardSpec

#: every synced value (``BoardSession.values``)
SYNCED = (
    *("view", "legal", "log", "error", "ply", "history_len", "lang", "seats", "paused", "texts", "board_data"),
    *("bot_delay", "prefs", "scale", "note", "drawing"),
)


class GameBoard(anywidget.AnyWidget):
    """A board bound to a game and an observer (``board.session`` says what it does)."""

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
    #: a drawn board's picture (``board.drawing``): SVG text, zlib-compressed
    drawing = traitlets.Bytes(b"").tag(sync=True)

    def __init__(self, game: Game | None = None, **settings: Any) -> None:
        self._mirroring = True
        self.session = BoardSession(self.spec, game, **settings)
        super().__init__(**self.session.values)
        self.session.on_change(self._mirror)
        self.session.on_send(self.send)
        self.on_msg(self._on_msg)
        self._mirroring = False

    # -- the transport --------------------------------------------------------------------------------
    def _mirror(self, changed: dict[str, Any]) -> None:
        """The session's values changed: the traitlets follow (and with them the browser)."""
        was = self._mirroring
        self._mirroring = True
        try:
            with self.hold_sync():
                for name, value in changed.items():
                    setattr(self, name, value)
        finally:
            self._mirroring = was

    def send_state(self, key: Any = None) -> None:
        """Send the state (or the values named by ``key``) to the browser, as ipywidgets does, but with the binary
        buffers looked for among the values only (the drawing), not in every list and dict inside the view and
        the legal actions: the board's values are JSON but for its bytes (``board.values``)."""
        state = self.get_state(key=key)
        if not state:
            return
        if self._property_lock:  # ipywidgets keeps it up to date with what the browser holds
            for name, value in state.items():
                if name in self._property_lock:
                    self._property_lock[name] = value
        paths: list[list[str]] = []
        buffers: list[Any] = []
        for name in [n for n, v in state.items() if isinstance(v, (bytes, bytearray, memoryview))]:
            paths.append([name])
            buffers.append(state.pop(name))
        self._send({"method": "update", "state": state, "buffer_paths": paths}, buffers=buffers)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.session.handle(content)

    @traitlets.observe(*SYNCED)
    def _set_from_outside(self, change: Any) -> None:
        """The browser or Python set a value: the session takes it or puts its own back."""
        if self._mirroring:
            return
        name = change["name"]
        self.session.receive(name, change["new"])
        if getattr(self, name) != self.session.values[name]:
            self._mirror({name: self.session.values[name]})

    @traitlets.validate("scale")
    def _valid_scale(self, proposal: Any) -> float:
        try:
            return check_scale(proposal["value"])
        except ValueError as e:
            raise traitlets.TraitError(str(e)) from None

    @traitlets.validate("prefs")
    def _valid_prefs(self, proposal: Any) -> dict[str, Any]:
        try:
            return check_prefs(self.spec, proposal["value"])
        except (TypeError, ValueError) as e:
            raise traitlets.TraitError(str(e)) from None

    # -- the session's --------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @game.setter
    def game(self, game: Game) -> None:
        self.session.game = game

    @property
    def observer(self) -> int | str:
        """Whose eyes the board shows: a seat, "public", or "all" (``reveal_all``)."""
        return self.session.observer

    @observer.setter
    def observer(self, seat: int | str | None) -> None:
        self.session.observer = seat

    @property
    def reveal_all(self) -> bool:
        return self.session.reveal_all

    @reveal_all.setter
    def reveal_all(self, on: bool) -> None:
        self.session.reveal_all = on

    @property
    def judge(self) -> Any:
        """An exercise's judge of clicks (``genesis_nb.exercises``); None: clicks play."""
        return self.session.judge

    @judge.setter
    def judge(self, judge: Any) -> None:
        self.session.judge = judge

    @property
    def faults(self) -> list[str]:
        return self.session.faults

    @property
    def hidden(self) -> bool:
        return self.session.hidden

    @property
    def bots(self) -> dict[int, Any]:
        return self.session.bots

    @property
    def shown_ply(self) -> int:
        return self.session.shown_ply

    @property
    def handoff(self) -> int | None:
        return self.session.handoff

    @property
    def holding(self) -> int | None:
        return self.session.holding

    def shown_to(self) -> int | str:
        return self.session.shown_to()

    def set_bot(self, seat: int, bot: Any) -> None:
        self.session.set_bot(seat, bot)

    def narration(self, lang: str | None = None) -> list[str]:
        return self.session.narration(lang)

    def save(self, path: Any = None) -> str:
        """The game saved as this board's observer may know it (``BoardSession.save``)."""
        return self.session.save(path)

    def play(self, action: Any) -> bool:
        return self.session.play(action)

    def refusal_at(self, ply: int, action: Any) -> RuleViolation | None:
        return self.session.refusal_at(ply, action)

    def undo(self) -> bool:
        return self.session.undo()

    def redo(self) -> bool:
        return self.session.redo()

    def seek(self, ply: int) -> None:
        self.session.seek(ply)

    def ready(self) -> bool:
        return self.session.ready()

    def hint(self) -> Any:
        return self.session.hint()

    def bot_step(self, expect: int | None = None) -> bool:
        return self.session.bot_step(expect)

    def run_bots(self, max_plies: int = 100_000) -> int:
        return self.session.run_bots(max_plies)

    def handle(self, msg: Any) -> None:
        self.session.handle(msg)


@lru_cache(maxsize=64)
def board_class(spec: BoardSpec) -> type[GameBoard]:
    """The board class of ``spec`` (made once): ``GameBoard`` with the spec's front end, and a property
    for each of its display settings (``w.<setting>`` reads and sets ``w.prefs[<setting>]``)."""
    attrs: dict[str, Any] = {"spec": spec, "_esm": board_esm(spec), "_css": board_css(spec), "__module__": __name__}
    if hot.wanted():  # a contributor's checkout with ANYWIDGET_HMR: the joined files, rejoined on each edit
        attrs["_esm"], attrs["_css"] = hot.write(spec)
        hot.watch(spec)
    for name in spec.prefs:
        if not hasattr(GameBoard, name):  # a setting never hides what every board has
            attrs[name] = _pref_property(name)
    name = "".join(part.capitalize() for part in spec.game.replace("-", "_").split("_")) + "Board"
    return type(name, (GameBoard,), attrs)


def _pref_property(name: str) -> property:
    def get(self: GameBoard) -> Any:
        return self.prefs.get(name)

    def set_(self: GameBoard, value: Any) -> None:
        self.prefs = {**self.prefs, name: value}

    return property(get, set_, doc=f"The board's setting {name!r} (``prefs[{name!r}]``).")


def make_board(spec: BoardSpec, game: Game, settings: Mapping[str, Any]) -> GameBoard:
    """A board of ``spec`` on ``game`` (``settings``: ``BoardSession``'s keywords)."""
    return board_class(spec)(game, **settings)
