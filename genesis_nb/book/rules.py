"""The rules of THE BOOK game (Howie Ju, beta 0.2.9), bound to a board and options.

Phases (``MACHINE``, the rulebook's order): the set-up (Kings dealt, the field laid: no decision), the
Thrones placed (a decision per player), then turns; a Prophecy opens a short phase in which its player
names the face-down pieces to look at, one at a time; the game is over when no face-down piece is left
(or at the cap). ``apply`` resolves traps, Rest and the end up to the next decision.

Hidden information: a face-down piece's identity is in the state; ``view`` shows it only to an observer
who knows it (everyone once it lay face up; the peeker after a Prophecy; the teacher's ``"all"``).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Sequence

from ..core.boundrules import BoundRules
from ..core.catalogue import Catalogue, beside
from ..core.chance import Chance
from ..core.lazy import LazyAttribute, lazy_module
from ..core.phases import Phase, PhaseMachine
from ..core.rules import Event, ScoreSheet
from .boarddata import BOARDS, Board
from .checks import ChecksMixin
from .field import FieldTables
from .hidden import check_invariants as _check_invariants
from .hidden import knows as _knows
from .hidden import resample_hidden as _resample_hidden
from .moves import MovesMixin, part
from .options import BookOptions
from .state import OVER, PEEK, THRONES, BookState

if TYPE_CHECKING:
    from .piecetable import PieceTable

MACHINE = PhaseMachine(
    [
        Phase("setup", "B-SETUP-FIELD", False),
        Phase(THRONES, "B-SETUP-THRONE", True),
        Phase("turn", "B-TURN", True),
        Phase(PEEK, "B-PROPHECY", True),
        Phase(OVER, "B-END", False),
    ],
    {"setup": [THRONES], THRONES: [THRONES, "turn"], "turn": ["turn", PEEK, OVER], PEEK: [PEEK, "turn", OVER]},
    start="setup",
)

CATALOGUE = Catalogue.from_toml("book", beside(__file__, "texts.toml"))
_TOKENS = itertools.count()
_SETUPS: dict[tuple[int, BookOptions], BookRules] = {}


def _piece_words(value: Any, lang: str) -> str:
    """A piece for a sentence: ``[owner name, class, mounted]`` -> "Ann's Prophet (on a Horse)"; a landmark
    (no owner) -> "an Altar"."""
    owner, name, mounted = value
    if not owner:
        return CATALOGUE.render(f"word.a.{name}", lang, {})
    key = "piece.mounted" if mounted else "piece.owned"
    return CATALOGUE.render(key, lang, {"owner": owner, "kind": f"word.class.{name}"})


def _grave_words(value: Any, lang: str) -> str:
    """A grave named by its seat, in an action's description (which knows no names): "player 2's grave"."""
    if isinstance(value, int) and not isinstance(value, bool):
        return CATALOGUE.render("word.grave_of", lang, {"n": value + 1})
    return str(value)


CATALOGUE.formatters["piece"] = _piece_words
CATALOGUE.formatters["grave"] = _grave_words


_PLAY: Any = None
#: actions' words kept per rules object (a few games' legal actions)
DESCRIBED = 20_000


def _describe(r: Any, action: Any, lang: str) -> str:
    from .text import describe_action

    return describe_action(r, action, lang)


def _play() -> Any:
    """The module ``play``, imported when first needed and kept (``advance`` runs in a search's inner loop)."""
    global _PLAY
    _PLAY = part("play")
    return _PLAY


class BookRules(MovesMixin, ChecksMixin, BoundRules[BookState]):
    name = "book"
    catalogue = CATALOGUE
    registry = LazyAttribute(lazy_module(f"{__package__}.actions"), "registry")  # type: ignore[assignment]
    machine = MACHINE
    min_players = 2
    max_players = 4
    options_type = BookOptions
    boards = BOARDS
    board: Board
    options: BookOptions
    chance = True
    hidden_information = True

    def __init__(self, board: Board | None = None, options: BookOptions | None = None) -> None:
        super().__init__(board, options)
        self._pieces: dict[int, PieceTable] = {}
        self._fields: dict[int, FieldTables] = {}
        self._action_tables: dict[int, Any] = {}
        self._token = object()
        self._id = next(_TOKENS)
        self._described: dict[tuple[Any, str], str] = {}
        #: per number of players, the quiet contexts ``advance`` keeps for the next action (``play.advance``)
        self._quiet: dict[int, list[Any]] = {}

    # -- tables ----------------------------------------------------------------------------------
    def pieces(self, n: int) -> PieceTable:
        t = self._pieces.get(n)
        if t is None:
            from .piecetable import PieceTable

            b = self.board
            t = self._pieces[n] = PieceTable.build(n, b.characters, b.landmark_counts(n, self.options.expansion))
        return t

    def field(self, n: int) -> FieldTables:
        f = self._fields.get(n)
        if f is None:
            o = self.options
            f = self._fields[n] = FieldTables(self.board, n, o.gallop, o.line_gaps)
        return f

    # -- options and board -----------------------------------------------------------------------
    def set_up(self, board: Board, options: BookOptions) -> BookRules:
        """One rules object per (board, options), kept, so that its tables of the field and its actions
        are built once."""
        key = (id(board), options)
        known = _SETUPS.get(key)
        if known is None or known.board is not board:
            if len(_SETUPS) >= 64:
                _SETUPS.clear()
            known = _SETUPS[key] = BookRules(board, options)
        return known

    # -- set-up ----------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> BookState:
        from .setup import new_state

        return new_state(self, players, chance)

    def opening_events(self, s: BookState) -> list[Event]:
        from .setup import opening_events

        return opening_events(self, s)

    # -- applying --------------------------------------------------------------------------------
    def apply(self, s: BookState, action: Any, chance: Chance) -> list[Event]:
        return part("play").apply_action(self, s, action)  # type: ignore[no-any-return]

    def advance(self, s: BookState, action: Any, chance: Chance) -> None:
        (_PLAY or _play()).advance(self, s, action)

    # -- scores ----------------------------------------------------------------------------------
    def scores(self, s: BookState) -> ScoreSheet:
        return part("scoring").score_sheet(self, s)  # type: ignore[no-any-return]

    def result_events(self, s: BookState) -> list[Event]:
        return part("scoring").result_events(self, s)  # type: ignore[no-any-return]

    # -- reading ---------------------------------------------------------------------------------
    def to_notation(self, s: BookState) -> str:
        from .notation import to_notation

        return to_notation(self, s)

    def from_notation(self, text: str, board: Any, options: Any) -> BookState:
        from .notation import from_notation

        return from_notation(self, text)

    def describe(self, action: Any, lang: str = "en") -> str:
        """An action in words, from its fields alone (``text.describe_action``): each written once per language
        (a board labels every legal action at every move)."""
        key = (action, lang)
        try:
            found = self._described.get(key)
        except TypeError:  # an action with a field that cannot be hashed (for the rules to refuse)
            return _describe(self, action, lang)
        if found is None:
            if len(self._described) >= DESCRIBED:
                self._described.clear()
            found = self._described[key] = _describe(self, action, lang)
        return found

    def narrate(self, event: Event, lang: str = "en") -> str:
        from .text import narrate_event

        return narrate_event(self, event, lang)

    # -- hidden information ----------------------------------------------------------------------
    def knows(self, s: BookState, observer: int | str, p: int) -> bool:
        """May ``observer`` know what piece ``p`` is (B-MEMORY)?"""
        return _knows(s, observer, p)

    def resample_hidden(self, s: BookState, observer: int | str, rng: Any) -> BookState:
        return _resample_hidden(self, s, observer, rng)

    def check_invariants(self, s: BookState, deep: bool = False) -> None:
        _check_invariants(self, s, deep)

    def ecosystem_bounds(self, players: int) -> Any:
        """The sizes the ecosystem adapters need for ``players`` players (``ecosystem.GameBounds``)."""
        from .bounds import bounds

        return bounds(self, players)
