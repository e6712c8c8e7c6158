"""The state of THE BOOK game: plain data with a fast ``copy`` and ``__eq__``.

Pieces are numbered once per game (``PieceTable``): each seat's characters (its King first, then by kind),
then the landmarks. Hexes are the board's global ids. Where a piece is:

- on the field: ``loc[p]`` is its hex; characters lie in ``stack[hex]`` (a tuple, bottom first: a mounted
  piece is (Horse, rider); an Avenger two Guards; a Mob two Men), a landmark in ``land[hex]``;
- in a grave: ``loc[p] == GRAVE - seat`` and ``p in graves[seat]``;
- set aside (Kings and Thrones before the set-up places them): ``ASIDE``; out of the game: ``DISCARDED``.

``up[p]`` says whether a piece lies face up; the pieces of one stack always share it, and a landmark
under characters is face up. What the players know of face-down pieces: ``seen[p]`` (it lay face up on
the field once: everyone remembers it, B-MEMORY), ``peeked[p]`` (a bit per seat that looked at it in a
Prophecy; which hexes were looked at is public, what they hold is not) and ``landknown[p]`` (everyone
knows that a landmark lies there, option ``cast_landmark="hidden"``).
"""

from __future__ import annotations

from typing import Any

from ..core.state import SlotState

ASIDE, DISCARDED, GRAVE = -1, -2, -3  # GRAVE - seat is the grave of seat
THRONES, TURN, PEEK, OVER = "throne", "turn", "peek", "over"
PHASES = (THRONES, TURN, PEEK, OVER)


class BookState(SlotState):
    """A position (see the module docstring)."""

    __slots__ = (
        "n",
        "names",
        "colours",
        "order",
        "phase",
        "turn",
        "ply",
        "opening",
        "stack",
        "land",
        "up",
        "loc",
        "graves",
        "aside",
        "discarded",
        "seen",
        "peeked",
        "landknown",
        "hidden",
        "peek_left",
        "peek_hexes",
        "end",
        "zob",
        "hkey",
        "reps",
        "rep2",
        "gver",
        "thrones_left",
        "tops",
        "pc",
        "pc_token",
        "slot_table",
        "_cache",
    )
    LISTS = "stack land up loc aside discarded seen peeked landknown hidden peek_hexes hkey thrones_left"
    NESTED = "graves tops"
    DICTS = "reps pc"
    FRESH = "slot_table"
    UNCOMPARED = "hkey rep2 gver tops pc pc_token slot_table _cache"  # kept for speed, read from the rest

    def __init__(self, n: int, names: list[str], colours: list[str], n_hexes: int, n_pieces: int) -> None:
        self.n = n
        self.names = names
        self.colours = colours
        self.order: tuple[int, ...] = tuple(range(n))  # turn order (seats), the Gold King's seat first
        self.phase = THRONES
        self.turn = 0
        self.ply = 0  # actions played (B-CAP)
        self.opening = True  # the first action of the game must be a flip (B-SETUP-START)
        self.stack: list[tuple[int, ...]] = [()] * n_hexes
        self.land: list[int] = [-1] * n_hexes
        self.up: list[bool] = [False] * n_pieces
        self.loc: list[int] = [ASIDE] * n_pieces
        self.graves: list[list[int]] = [[] for _ in range(n)]
        self.aside: list[int] = []
        self.discarded: list[int] = []
        self.seen: list[bool] = [False] * n_pieces
        self.peeked: list[int] = [0] * n_pieces
        self.landknown: list[bool] = [False] * n_pieces
        self.hidden: list[int] = []  # sorted hexes whose top piece lies face down
        self.peek_left = 0  # Prophecy: pieces still to name
        self.peek_hexes: list[int] = []  # Prophecy: hexes named so far
        self.end = ""  # why the game is over: "flipped" or "cap"
        self.zob = 0  # hash of the field (B-PERPETUAL)
        self.hkey: list[int] = [0] * n_hexes
        self.reps: dict[int, int] = {}  # positions since the graves last changed -> times seen
        self.rep2 = False  # has some position in ``reps`` been seen twice?
        self.gver = 0  # bumped whenever a grave or the discards change
        self.thrones_left: list[int] = []  # seats still to place their Throne, in order
        self.tops: list[list[int]] = [[] for _ in range(n)]  # per seat: sorted hexes of its face-up stacks
        self.pc: dict[int, Any] = {}  # hex -> its stack's actions, kept while nothing near changes
        self.pc_token: Any = None  # the rules object those actions were listed by
        # the light rollout's slots per seat, kept between actions (``rollout.kept``; not copied)
        self.slot_table: Any = None
        self._cache: Any = None

    # -- reading ------------------------------------------------------------------------------------
    def top(self, h: int) -> int:
        """The top piece on hex ``h`` (a character, else the landmark), or -1 when empty."""
        st = self.stack[h]
        if st:
            return st[-1]
        return self.land[h]

    def is_hidden(self, h: int) -> bool:
        """Does hex ``h`` hold a face-down piece on top?"""
        st = self.stack[h]
        if st:
            return not self.up[st[0]]
        lm = self.land[h]
        return lm >= 0 and not self.up[lm]

    def __repr__(self) -> str:
        return f"BookState(phase={self.phase!r}, turn={self.turn}, ply={self.ply}, face_down={len(self.hidden)})"


def __getattr__(name: str) -> Any:
    """``PieceTable`` (module ``piecetable``), made when a game first numbers its pieces (PEP 562)."""
    if name == "PieceTable":
        from .piecetable import PieceTable

        return PieceTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
