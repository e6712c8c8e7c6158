"""What actions do to the position: moving stacks, eating, graves, sacrifices, traps and triggers.

Every change of the field goes through the primitives here (``lift``, ``drop``, ``set_face``,
``to_grave``, ``discard``, ``move_land``), which keep ``hidden`` (the face-down hexes), ``seen``, the
graves' version and the set of hexes whose hash must be brought up to date. An action runs in a ``Ctx``
that collects its events.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from typing import Any

from ..core.rules import Event
from .pieces import (
    ALTAR,
    ARK,
    BOTH,
    C_AVENGER,
    C_GUARD,
    CHART,
    CLASS_NAMES,
    GUARD,
    HORSE,
    KIND_NAMES,
    MAN,
    NORMAL,
    THRONE,
    stack_class,
)
from .state import DISCARDED, GRAVE, BookState

_MASK = (1 << 64) - 1
#: the most hashes of face-up stacks a piece table keeps (``rehash``): a game meets a few thousand
UP_KEYS = 65_536
_ZCACHE: dict[int, int] = {}
HIDDEN_CLASS = 36


def zkey(h: int, code: int) -> int:
    """A fixed 64-bit key for (hex, code): splitmix64 of the pair (the same on every machine and Python)."""
    x = h * 4096 + code
    k = _ZCACHE.get(x)
    if k is None:
        z = (x + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        k = _ZCACHE[x] = z ^ (z >> 31)
    return k


def turn_key(seat: int) -> int:
    return zkey(100_000 + seat, 7)


#: ``turn_key`` of each seat
TURN_KEYS = tuple(turn_key(seat) for seat in range(4))


class Ctx:
    """One action being carried out: the rules, the state, its piece table and field, the events."""

    __slots__ = ("r", "s", "P", "F", "o", "ev", "dirty", "seat")
    #: are events kept (and worded)? The hot paths skip even the words when not
    loud = True

    def __init__(self, r: Any, s: BookState, seat: int) -> None:
        self.r = r
        self.s = s
        n = s.n
        self.P = r._pieces.get(n) or r.pieces(n)
        self.F = r._fields.get(n) or r.field(n)
        self.o = r.options
        self.ev: list[Event] = []
        self.dirty: set[int] = set()
        self.seat = seat

    def event(self, kind: str, rule: str, **data: Any) -> None:
        if "seat" not in data and data.get("player") == self.s.names[self.seat]:
            data["seat"] = self.seat  # the acting seat (boards mark its lines; "you" for its player)
        self.ev.append(Event(kind, rule, data))

    # -- words for events ----------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.s.names[seat]

    def lab(self, h: int) -> str:
        return self.r.board.labels[h]

    def piece(self, pieces: tuple[int, ...] | list[int]) -> dict[str, Any]:
        """A piece or stack as a phrase for the catalogue's ``piece`` formatter."""
        return piece_phrase(self.P, self.s.names, pieces)


class QuietCtx(Ctx):
    """A ``Ctx`` that keeps no events and words none (``BookRules.advance``: a search reads no events)."""

    __slots__ = ()
    loud = False

    def event(self, kind: str, rule: str, **data: Any) -> None:
        pass

    def who(self, seat: int) -> str:
        return ""

    def lab(self, h: int) -> str:
        return ""

    def piece(self, pieces: tuple[int, ...] | list[int]) -> dict[str, Any]:
        return _NO_PHRASE


_NO_PHRASE: dict[str, Any] = {}


def piece_phrase(P: Any, names: list[str], pieces: Any) -> dict[str, Any]:
    pieces = tuple(pieces)
    kinds = [P.kind[p] for p in pieces]
    owner = P.owner[pieces[-1]]
    if owner < 0:
        return {"piece": ["", KIND_NAMES[kinds[0]], 0]}
    mounted = len(kinds) >= 2 and kinds[0] == HORSE
    return {"piece": [names[owner], CLASS_NAMES[stack_class(kinds)], 1 if mounted else 0]}


# -- hashing (B-PERPETUAL) ------------------------------------------------------------------------------
def hex_key(r: Any, s: BookState, P: Any, h: int) -> int:
    """The hash of what lies on hex ``h``: kinds and faces; a face-down piece nobody has seen is only "a
    face-down piece" of its height (and whether everyone knows it is a landmark)."""
    k = 0
    lm = s.land[h]
    st = s.stack[h]
    top = st[0] if st else lm
    if top >= 0 and not s.up[top] and not s.seen[top]:
        return zkey(h, 4000 + (len(st) or 1) + 50 * s.landknown[top])
    if lm >= 0:
        k ^= zkey(h, (32 + P.kind[lm] - THRONE if s.up[lm] or s.seen[lm] else HIDDEN_CLASS) * 2 + s.up[lm])
    for lvl, p in enumerate(st, 1):
        cls = P.owner[p] * 8 + P.kind[p] if (s.up[p] or s.seen[p]) else HIDDEN_CLASS
        k ^= zkey(h, (lvl * 40 + cls) * 2 + s.up[p])
    return k


def rehash(c: Ctx) -> None:
    """Bring the field's hash up to date for the hexes the action changed. An empty hex without a landmark
    hashes to 0; a face-up stack without a landmark, by its hex and pieces alone (kept by the piece table,
    ``UP_KEYS`` at most)."""
    s, P = c.s, c.P
    hkey, stack, land, up = s.hkey, s.stack, s.land, s.up
    known = P.up_keys
    zob = s.zob
    for h in c.dirty:
        st = stack[h]
        if land[h] >= 0 or (st and not up[st[0]]):
            new = hex_key(c.r, s, P, h)
        elif not st:
            new = 0
        else:
            new = known.get((h, st))
            if new is None:
                if len(known) >= UP_KEYS:
                    known.clear()
                new = known[h, st] = hex_key(c.r, s, P, h)
        zob ^= hkey[h] ^ new
        hkey[h] = new
    s.zob = zob
    c.dirty.clear()


# -- primitives ------------------------------------------------------------------------------------------
def _hide(s: BookState, h: int) -> None:
    i = bisect_left(s.hidden, h)
    if i == len(s.hidden) or s.hidden[i] != h:
        s.hidden.insert(i, h)


def _unhide(s: BookState, h: int) -> None:
    i = bisect_left(s.hidden, h)
    if i < len(s.hidden) and s.hidden[i] == h:
        del s.hidden[i]


def _untop(s: BookState, seat: int, h: int) -> None:
    tops = s.tops[seat]
    i = bisect_left(tops, h)
    if i < len(tops) and tops[i] == h:
        del tops[i]


def lift(c: Ctx, h: int) -> tuple[int, ...]:
    """Take the characters off hex ``h``; a Throne left without its King is discarded (B-THRONE)."""
    s = c.s
    st = s.stack[h]
    s.stack[h] = ()
    c.dirty.add(h)
    if st:
        if s.up[st[0]]:
            _untop(s, c.P.owner[st[0]], h)
        else:
            _unhide(s, h)
    lm = s.land[h]
    if lm >= 0 and c.P.kind[lm] == THRONE:
        discard(c, lm)
        c.event("throne_discarded", "B-THRONE", hex=c.lab(h))
    return st


def drop(c: Ctx, h: int, st: tuple[int, ...]) -> None:
    """Put the stack ``st`` on hex ``h`` (which holds no characters)."""
    s = c.s
    s.stack[h] = st
    for p in st:
        s.loc[p] = h
    c.dirty.add(h)
    if st:
        if s.up[st[0]]:
            insort(s.tops[c.P.owner[st[0]]], h)
        else:
            _hide(s, h)


def set_face(c: Ctx, h: int, up: bool) -> tuple[int, ...]:
    """Turn the top of hex ``h`` (its characters, or its landmark) face up or down; returns those pieces."""
    s = c.s
    st = s.stack[h]
    pieces = st if st else (s.land[h],)
    if st and s.up[st[0]] != up:
        if up:
            insort(s.tops[c.P.owner[st[0]]], h)
        else:
            _untop(s, c.P.owner[st[0]], h)
    for p in pieces:
        s.up[p] = up
        if up:  # known to everyone from now on (B-MEMORY)
            s.seen[p] = True
            s.peeked[p] = 0
            s.landknown[p] = False
    c.dirty.add(h)
    if up:
        _unhide(s, h)
    else:
        _hide(s, h)
    return pieces


def to_grave(c: Ctx, pieces: tuple[int, ...] | list[int], seat: int) -> None:
    """Pieces (off the field now) into the grave of ``seat``; a grave lies open to everyone (B-GRAVE)."""
    s = c.s
    g = s.graves[seat]
    for p in pieces:
        s.loc[p] = GRAVE - seat
        s.up[p] = True
        s.seen[p] = True
        s.peeked[p] = 0
        s.landknown[p] = False
        g.append(p)
    s.gver += 1


def discard(c: Ctx, lm: int) -> None:
    """A landmark leaves the game."""
    s = c.s
    h = s.loc[lm]
    if h >= 0:
        if s.land[h] == lm and not s.stack[h] and not s.up[lm]:
            _unhide(s, h)
        s.land[h] = -1
        c.dirty.add(h)
    s.loc[lm] = DISCARDED
    s.up[lm] = True
    s.seen[lm] = True
    s.peeked[lm] = 0
    s.landknown[lm] = False
    s.discarded.append(lm)
    s.gver += 1


def move_land(c: Ctx, a: int, b: int) -> None:
    """Move the (face-up) landmark on ``a`` to the empty hex ``b`` (a Mountain pushed or pulled)."""
    s = c.s
    lm = s.land[a]
    s.land[a] = -1
    s.land[b] = lm
    s.loc[lm] = b
    c.dirty.add(a)
    c.dirty.add(b)


# -- reading the position -------------------------------------------------------------------------------
def protected(s: BookState, P: Any, h: int) -> bool:
    """Is the stack on ``h`` protected (on an Ark, or a King on its Throne: B-ARK, B-THRONE)?"""
    lm = s.land[h]
    return lm >= 0 and P.kind[lm] in (ARK, THRONE)


def cls_of(s: BookState, P: Any, h: int) -> int:
    return stack_class(list(map(P.kind.__getitem__, s.stack[h])))


def enterable(s: BookState, P: Any, F: Any, h: int) -> bool:
    """May a character step onto ``h``: on the field, no characters, no landmark but a face-up Ark or Altar?"""
    if h < 0 or s.stack[h]:
        return False
    lm = s.land[h]
    return lm < 0 or (s.up[lm] and P.kind[lm] in (ARK, ALTAR))


def altar_exits(c_or_r: Any, s: BookState, P: Any, to: int, vacated: int, choice: str) -> list[int]:
    """Where a character stepping onto the free face-up Altar ``to`` is carried (B-ALTAR, B-ALTAR-CHOICE):
    the other free face-up Altars; [] when clogged. ``vacated``, the Altar the piece comes from, is not
    one of them (being carried back would make the move a pass)."""
    lm = s.land[to]
    if lm < 0 or P.kind[lm] != ALTAR or not s.up[lm]:
        return []
    out = []
    for a in P.landmarks[ALTAR]:
        h = s.loc[a]
        if h >= 0 and h != to and h != vacated and s.up[a] and not s.stack[h]:
            out.append(h)
    out.sort()
    if choice == "cycle" and out:
        after = [h for h in out if h > to]
        return [after[0] if after else out[0]]
    return out


def count_up(s: BookState, P: Any, seat: int, kind: int) -> int:
    """How many of ``seat``'s characters of ``kind`` lie face up on the field."""
    n = 0
    for p in P.ids[seat][kind]:
        if s.loc[p] >= 0 and s.up[p]:
            n += 1
    return n


def men_count(s: BookState, P: Any, seat: int, pieces_mode: bool) -> int:
    """Men face up on the field for Rest (B-REST-COUNT): a Mob counts 2, or 1 with ``pieces``."""
    n = 0
    for p in P.ids[seat][MAN]:
        h = s.loc[p]
        if h >= 0 and s.up[p]:
            if pieces_mode:
                st = s.stack[h]
                if len(st) >= 2 and st[-1] == p and P.kind[st[-2]] == MAN:
                    continue  # the lower Man of a Mob: the Mob counts once
            n += 1
    return n


def may_eat(attacker: int, defender: int) -> bool:
    return CHART[attacker][defender] in (NORMAL, BOTH)


# -- moves and effects ----------------------------------------------------------------------------------
def enter(c: Ctx, h: int, st: tuple[int, ...], altar: int | None) -> int:
    """Put ``st`` on ``h`` and, when ``altar`` names another Altar, carry it there (B-ALTAR). Returns its hex."""
    drop(c, h, st)
    if altar is not None and altar != h:
        lift(c, h)
        drop(c, altar, st)
        if c.loud:
            c.event("teleport", "B-ALTAR", player=c.who(c.seat), frm=c.lab(h), to=c.lab(altar))
        return altar
    return h


def sacrifice(c: Ctx, h: int, grave: int) -> tuple[int, ...]:
    """The acting piece on ``h`` goes to the grave of ``grave`` (B-SACRIFICE); a rider leaves its Horse."""
    s = c.s
    st = s.stack[h]
    if len(st) >= 2 and c.P.kind[st[0]] == HORSE:
        gone = st[1:]
        lift(c, h)
        drop(c, h, st[:1])
    else:
        gone = lift(c, h)
    to_grave(c, gone, grave)
    if c.loud:
        c.event("sacrifice", "B-SACRIFICE", player=c.who(c.seat), piece=c.piece(gone), hex=c.lab(h), grave=c.who(grave))
    return gone


def eat_at(c: Ctx, h: int, rule: str, kind: str = "eaten") -> tuple[tuple[int, ...], int, int]:
    """The stack on ``h`` is eaten into the acting player's grave. Returns (pieces, rank class, owner)."""
    P = c.P
    eaten = lift(c, h)
    cls = stack_class(list(map(P.kind.__getitem__, eaten)))
    owner = P.owner[eaten[-1]]
    to_grave(c, eaten, c.seat)
    if c.loud:
        c.event(
            f"{kind}_own" if owner == c.seat else kind, rule, player=c.who(c.seat), piece=c.piece(eaten), hex=c.lab(h)
        )
    return eaten, cls, owner


def reveal(c: Ctx, h: int, rule: str) -> tuple[int, ...]:
    """Turn the face-down top of ``h`` face up for everyone, with an event naming it."""
    pieces = set_face(c, h, True)
    if c.loud:
        c.event("revealed", rule, player=c.who(c.seat), hex=c.lab(h), piece=c.piece(pieces))
    return pieces


def traps(c: Ctx, eater_hex: int, eater: tuple[int, ...], eater_cls: int, eaten_cls: int, eaten_owner: int) -> None:
    """The trap of an eaten Guard (Bury) or Avenger (Curse of Cain); ``eater`` are the pieces that ate
    (B-TRAPS); a sacrificed eater is no longer on the field."""
    s, P = c.s, c.P
    here = eater_hex >= 0 and bool(eater) and s.loc[eater[-1]] == eater_hex
    if eaten_cls == C_GUARD:
        if not here or not s.up[eater[-1]]:  # gone, or buried already by this action
            return
        st = s.stack[eater_hex]
        if len(st) >= 2 and P.kind[st[0]] == HORSE:
            lift(c, eater_hex)
            to_grave(c, st[:1], eaten_owner)
            drop(c, eater_hex, st[1:])
            c.event("bury_horse", "B-BURY", hex=c.lab(eater_hex), piece=c.piece(st[:1]), grave=c.who(eaten_owner))
        set_face(c, eater_hex, False)
        c.event("buried", "B-BURY", hex=c.lab(eater_hex), piece=c.piece(s.stack[eater_hex]))
        return
    if eaten_cls != C_AVENGER or eaten_owner == c.seat:
        return
    victims: list[tuple[int, tuple[int, ...]]] = []
    if here and not protected(s, P, eater_hex):
        victims.append((eater_hex, s.stack[eater_hex]))
    for p in range(len(P.kind)):
        h = s.loc[p]
        if h < 0 or P.owner[p] != c.seat or h == eater_hex or s.stack[h][-1] != p or not s.up[p]:
            continue
        st = s.stack[h]
        if stack_class([P.kind[x] for x in st]) == eater_cls and not protected(s, P, h):
            victims.append((h, st))
    for h, st in victims:
        if len(st) >= 2 and P.kind[st[0]] == HORSE and not c.o.curse_horses:
            gone = st[1:]
            lift(c, h)
            drop(c, h, st[:1])
        else:
            gone = lift(c, h)
        to_grave(c, gone, eaten_owner)
        c.event("cursed", "B-CURSE", piece=c.piece(gone), hex=c.lab(h), grave=c.who(eaten_owner))


def rest(c: Ctx, seat: int) -> None:
    """Rest (B-REST): every face-up character of every other player turns face down."""
    s, P = c.s, c.P
    turned = []
    for h in c.F.hexes:
        st = s.stack[h]
        if not st or not s.up[st[0]] or P.owner[st[-1]] == seat:
            continue
        if c.o.rest_spares == "protected" and protected(s, P, h):
            continue
        set_face(c, h, False)
        turned.append(c.lab(h))
    c.event("rest", "B-REST", player=c.who(seat), hexes=turned, count={"n": len(turned), "word": "piece"})


__all__ = [
    "Ctx",
    "QuietCtx",
    "zkey",
    "turn_key",
    "TURN_KEYS",
    "hex_key",
    "rehash",
    "lift",
    "drop",
    "set_face",
    "to_grave",
    "discard",
    "move_land",
    "protected",
    "cls_of",
    "enterable",
    "altar_exits",
    "count_up",
    "men_count",
    "may_eat",
    "enter",
    "sacrifice",
    "eat_at",
    "reveal",
    "traps",
    "rest",
    "GUARD",
]
