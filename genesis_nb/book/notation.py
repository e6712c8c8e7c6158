"""A one-line text for a position of THE BOOK game (teacher level: it shows every face-down piece).

    book players=gold,silver phase=turn turn=silver ply=5 field=~sM,.,T:gK,... graves=-/gF discarded=-

Fields, in this order (``names``, ``opening``, ``thrones``, ``discarded``, ``peek``, ``end`` and ``reps``
only when they apply):

- ``players``: the colours in seat order; ``names``: the players' names, percent-encoded (else the colours).
- ``phase``: ``throne``, ``turn``, ``peek`` or ``over`` (then ``end=flipped`` or ``end=cap``); ``turn``: the
  colour that decides now; ``ply``: actions played so far (the cap counts them); ``opening=flip`` while
  the game's first flip is due; ``thrones``: the colours still to place a Throne, in order.
- ``field``: one token per hex of the field, in the board's order (rows from the north, each from the
  west), separated by commas: ``.`` an empty hex (``.5`` five of them), a landmark letter (``T`` Throne,
  ``A`` Ark, ``L`` Altar, ``X`` Mountain), characters as colour and kind letters (``g s r b``; ``K`` King,
  ``G`` Goliath, ``P`` Prophet, ``R`` Priest, ``H`` Horse, ``D`` Guard, ``M`` Man, ``F`` Fisher), a stack
  bottom first joined by ``+`` (``gH+gP`` a Prophet riding a Horse, ``gD+gD`` an Avenger), characters on
  a landmark after a colon (``A:sM``). ``~`` before a part: it lies face down; after a face-down part
  ``!`` everyone has seen it, ``?`` everyone knows it is a landmark, ``@02`` seats 0 and 2 looked at it.
- ``graves``: each seat's grave (pieces in the order they came, joined by ``.``; ``-`` for none), by ``/``.
- ``discarded``: landmarks out of the game; ``peek``: during a Prophecy, ``<left>:<hexes named>``;
  ``reps``: positions seen twice or more since the graves last changed (hash*count).
"""

from __future__ import annotations

from typing import Any

from ..core.notation import NotationError, names_field, names_text, parse_fields
from .effects import hex_key, turn_key
from .hidden import _check_stack
from .pieces import COLOUR_LETTERS, COLOURS, KIND_LETTERS, KIND_OF_LETTER, KING
from .state import ASIDE, DISCARDED, GRAVE, OVER, PEEK, PHASES, THRONES, TURN, BookState

__all__ = ["NotationError", "to_notation", "from_notation"]

_MAX_DIGITS = 9


def _code(s: BookState, P: Any, p: int) -> str:
    if P.owner[p] < 0:
        return KIND_LETTERS[P.kind[p]]
    return COLOUR_LETTERS[s.colours[P.owner[p]]] + KIND_LETTERS[P.kind[p]]


def _marks(s: BookState, pieces: tuple[int, ...]) -> str:
    p = pieces[0]
    if s.up[p]:
        return ""
    out = "!" if s.seen[p] else ""
    if s.landknown[p]:
        out += "?"
    if s.peeked[p]:
        out += "@" + "".join(str(q) for q in range(s.n) if s.peeked[p] >> q & 1)
    return out


def _part(s: BookState, P: Any, pieces: tuple[int, ...]) -> str:
    body = "+".join(_code(s, P, p) for p in pieces)
    return ("" if s.up[pieces[0]] else "~") + body + _marks(s, pieces)


def to_notation(r: Any, s: BookState) -> str:
    P, F = r.pieces(s.n), r.field(s.n)
    parts = ["book", "players=" + ",".join(s.colours)]
    if s.names != s.colours:
        parts.append("names=" + names_text(s.names))
    parts += [f"phase={s.phase}", f"turn={s.colours[s.turn]}", f"ply={s.ply}"]
    if s.opening:
        parts.append("opening=flip")
    if s.phase == THRONES:
        parts.append("thrones=" + ",".join(s.colours[q] for q in s.thrones_left))
    tokens: list[str] = []
    empty = 0
    for h in F.hexes:
        st, lm = s.stack[h], s.land[h]
        if not st and lm < 0:
            empty += 1
            continue
        if empty:
            tokens.append("." if empty == 1 else f".{empty}")
            empty = 0
        if lm >= 0 and st:
            tokens.append(_part(s, P, (lm,)) + ":" + _part(s, P, st))
        else:
            tokens.append(_part(s, P, st if st else (lm,)))
    if empty:
        tokens.append("." if empty == 1 else f".{empty}")
    parts.append("field=" + ",".join(tokens))
    parts.append("graves=" + "/".join(".".join(_code(s, P, p) for p in g) or "-" for g in s.graves))
    if s.discarded:
        parts.append("discarded=" + ".".join(_code(s, P, p) for p in s.discarded))
    if s.phase == PEEK:
        parts.append(f"peek={s.peek_left}:" + (".".join(r.lab(h) for h in s.peek_hexes) or "-"))
    if s.phase == OVER:
        parts.append(f"end={s.end}")
    twice = sorted((k, v) for k, v in s.reps.items() if v >= 2)
    if twice:
        parts.append("reps=" + ",".join(f"{k:016x}*{v}" for k, v in twice))
    return " ".join(parts)


def _number(text: str, what: str, hi: int) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > _MAX_DIGITS or int(text) > hi:
        raise NotationError(f"{what} must be a whole number from 0 to {hi}, not {text[:20]!r}")
    return int(text)


class _Reader:
    """Turns codes into piece ids, taking each (colour, kind)'s next unused piece."""

    def __init__(self, r: Any, s: BookState, P: Any) -> None:
        self.s, self.P = s, P
        self.seat_of = {COLOUR_LETTERS[c]: q for q, c in enumerate(s.colours)}
        self.free: dict[tuple[int, int], list[int]] = {}
        for p in range(P.count):
            self.free.setdefault((P.owner[p], P.kind[p]), []).append(p)
        for v in self.free.values():
            v.reverse()

    def piece(self, code: str) -> int:
        if len(code) == 1 and code in KIND_OF_LETTER and KIND_OF_LETTER[code] >= 8:
            key = (-1, KIND_OF_LETTER[code])
            what = f"landmark {code}"
        elif len(code) == 2 and code[0] in self.seat_of and code[1] in KIND_OF_LETTER and KIND_OF_LETTER[code[1]] < 8:
            key = (self.seat_of[code[0]], KIND_OF_LETTER[code[1]])
            what = f"piece {code}"
        else:
            raise NotationError(
                f"{code[:12]!r} is not a piece of this game (a colour of the players and "
                f"a kind letter such as gK, or a landmark letter T, A, L, X)"
            )
        pool = self.free.get(key)
        if not pool:
            raise NotationError(f"there are more of {what} than the game has")
        return pool.pop()

    def left(self) -> list[int]:
        return [p for v in self.free.values() for p in v]


def _parse_part(rd: _Reader, text: str, where: str) -> tuple[tuple[int, ...], bool, bool, bool, int]:
    """``~gH+gP!@01`` -> (pieces, face up, seen, landmark known, peek bits)."""
    s = rd.s
    up = not text.startswith("~")
    body = text if up else text[1:]
    cut = len(body)
    for i, ch in enumerate(body):
        if ch in "!?@":
            cut = i
            break
    codes, marks = body[:cut], body[cut:]
    if not codes:
        raise NotationError(f"{where}: {text[:20]!r} names no piece")
    pieces = tuple(rd.piece(c) for c in codes.split("+"))
    seen = "!" in marks
    known = "?" in marks
    bits = 0
    if "@" in marks:
        seats = marks.split("@", 1)[1]
        if not seats or any(ch not in "0123456789"[: s.n] for ch in seats):
            raise NotationError(f"{where}: after @ come the seats (0 to {s.n - 1}) that looked at the piece")
        for ch in seats:
            bits |= 1 << int(ch)
    if marks.replace("!", "", 1).replace("?", "", 1).split("@")[0]:
        raise NotationError(f"{where}: {marks[:20]!r} is not ! (seen), ? (a landmark) or @seats")
    if up and marks:
        raise NotationError(f"{where}: marks (! ? @) belong to face-down pieces only")
    return pieces, up, seen, known, bits


def from_notation(r: Any, text: str) -> BookState:
    f = parse_fields(
        text,
        "book",
        ["players", "phase", "turn", "ply", "field", "graves"],
        optional=["names", "opening", "thrones", "discarded", "peek", "end", "reps"],
    )
    colours = f["players"].split(",")
    if len(colours) != len(set(colours)) or any(c not in COLOURS for c in colours) or not 2 <= len(colours) <= 4:
        raise NotationError(f"players must be 2 to 4 different colours among {', '.join(COLOURS)}")
    n = len(colours)
    want = r.board.colours(n, r.options.expansion)
    if set(colours) != set(want):
        raise NotationError(f"{n} players play {', '.join(want)} (option expansion chooses the third colour)")
    names = names_field(f, colours, "book", 4)
    P, F = r.pieces(n), r.field(n)
    s = BookState(n, names, colours, F.size, P.count)
    gold = colours.index("gold")
    s.order = tuple((gold + i) % n for i in range(n))
    if f["phase"] not in PHASES:
        raise NotationError(f"phase must be one of {', '.join(PHASES)}")
    s.phase = f["phase"]
    if f["turn"] not in colours:
        raise NotationError(f"turn={f['turn'][:20]!r} is not one of the players")
    s.turn = colours.index(f["turn"])
    s.ply = _number(f["ply"], "ply", r.options.move_cap)
    if "opening" in f and f["opening"] != "flip":
        raise NotationError("opening takes only the value 'flip'")
    s.opening = "opening" in f
    rd = _Reader(r, s, P)
    if s.phase == THRONES:
        if "thrones" not in f:
            raise NotationError("during the Thrones' placing, thrones= lists who still places one")
        left = f["thrones"].split(",")
        if any(c not in colours for c in left) or len(set(left)) != len(left):
            raise NotationError("thrones must list different colours of the players")
        s.thrones_left = [colours.index(c) for c in left]
        if s.thrones_left[0] != s.turn:
            raise NotationError("during the Thrones' placing, turn is the first colour of thrones")
        for q in s.thrones_left:
            s.aside.append(P.kings[q])
            rd.free[(q, KING)].remove(P.kings[q])
        for _ in left:
            t = rd.piece("T")
            s.aside.append(t)
        for p in s.aside:
            s.loc[p] = ASIDE
            s.up[p] = s.seen[p] = True
        s.aside.sort()
    elif "thrones" in f:
        raise NotationError("thrones= belongs to the Thrones' placing only")
    _read_field(r, s, P, F, rd, f["field"])
    graves = f["graves"].split("/")
    if len(graves) != n:
        raise NotationError(f"graves must give {n} graves separated by '/'")
    for q, g in enumerate(graves):
        if g == "-":
            continue
        for code in g.split("."):
            p = rd.piece(code)
            if P.owner[p] < 0:
                raise NotationError(f"a landmark ({code}) cannot lie in a grave")
            s.graves[q].append(p)
            s.loc[p] = GRAVE - q
            s.up[p] = s.seen[p] = True
    if "discarded" in f:
        for code in f["discarded"].split("."):
            p = rd.piece(code)
            if P.owner[p] >= 0:
                raise NotationError(f"only landmarks leave the game, not {code}")
            s.discarded.append(p)
            s.loc[p] = DISCARDED
            s.up[p] = s.seen[p] = True
    missing = rd.left()
    if missing:
        names_missing = sorted({_code(s, P, p) for p in missing})
        raise NotationError(f"some pieces are nowhere (field, graves, discarded): {', '.join(names_missing[:8])}")
    _read_tail(r, s, f)
    for h in F.hexes:
        s.hkey[h] = hex_key(r, s, P, h)
        s.zob ^= s.hkey[h]
        st = s.stack[h]
        if st and s.up[st[0]]:
            s.tops[P.owner[st[0]]].append(h)
    if s.phase == TURN:  # the position itself counts once (B-PERPETUAL)
        key = s.zob ^ turn_key(s.turn)
        s.reps[key] = max(s.reps.get(key, 0), 1)
    try:
        r.check_invariants(s)
    except AssertionError as e:
        raise NotationError(f"this position cannot occur: {e}") from None
    return s


def _read_field(r: Any, s: BookState, P: Any, F: Any, rd: _Reader, text: str) -> None:
    hexes = F.hexes
    i = 0
    for tok in text.split(","):
        if tok.startswith(".") and (tok == "." or (tok[1:].isascii() and tok[1:].isdigit())):
            k = 1 if tok == "." else _number(tok[1:], "a run of empty hexes", len(hexes))
            if k == 0:
                raise NotationError("a run of empty hexes has at least one hex")
            i += k
            continue
        if i >= len(hexes):
            break
        h = hexes[i]
        where = f"hex {r.lab(h)}"
        land_text, _, chars_text = tok.partition(":") if ":" in tok else ("", "", tok)
        if land_text:
            pieces, up, seen, known, bits = _parse_part(rd, land_text, where)
            if len(pieces) != 1 or P.owner[pieces[0]] >= 0:
                raise NotationError(f"{where}: before ':' stands one landmark")
            _put(s, h, pieces, up, seen, known, bits, land=True)
        pieces, up, seen, known, bits = _parse_part(rd, chars_text, where)
        if len(pieces) == 1 and P.owner[pieces[0]] < 0:
            if land_text:
                raise NotationError(f"{where}: after ':' stand characters")
            _put(s, h, pieces, up, seen, known, bits, land=True)
        else:
            if any(P.owner[p] < 0 for p in pieces):
                raise NotationError(f"{where}: a landmark cannot be stacked")
            if len({P.owner[p] for p in pieces}) != 1:
                raise NotationError(f"{where}: a stack holds one player's pieces")
            try:
                _check_stack([P.kind[p] for p in pieces], r.options.mount_merged, where)
            except AssertionError as e:
                raise NotationError(str(e)) from None
            if known:
                raise NotationError(f"{where}: '?' marks a face-down landmark, not characters")
            _put(s, h, pieces, up, seen, known, bits, land=False)
        i += 1
    if i != len(hexes):
        raise NotationError(f"field must describe {len(hexes)} hexes, not {i}")


def _put(
    s: BookState, h: int, pieces: tuple[int, ...], up: bool, seen: bool, known: bool, bits: int, land: bool
) -> None:
    if land:
        s.land[h] = pieces[0]
    else:
        s.stack[h] = pieces
    for p in pieces:
        s.loc[p] = h
        s.up[p] = up
        s.seen[p] = up or seen
        s.landknown[p] = known
        s.peeked[p] = bits
    if not up:
        s.hidden.append(h)
        s.hidden.sort()


def _read_tail(r: Any, s: BookState, f: dict[str, str]) -> None:
    if s.phase == PEEK:
        if "peek" not in f:
            raise NotationError("during a Prophecy, peek=<left>:<hexes named> is needed")
        left, _, named = f["peek"].partition(":")
        s.peek_left = _number(left, "peek's count", 3)
        if s.peek_left == 0:
            raise NotationError("a Prophecy with nothing left to name is over")
        labels = {r.lab(h): h for h in r.field(s.n).hexes}
        if named and named != "-":
            for lab in named.split("."):
                if lab not in labels:
                    raise NotationError(f"peek: {lab[:12]!r} is not a hex of the field")
                s.peek_hexes.append(labels[lab])
    elif "peek" in f:
        raise NotationError("peek= belongs to a Prophecy only")
    if s.phase == OVER:
        if f.get("end") not in ("flipped", "cap"):
            raise NotationError("a finished game says end=flipped or end=cap")
        s.end = f["end"]
    elif "end" in f:
        raise NotationError("end= belongs to a finished game only")
    if "reps" in f:
        for item in f["reps"].split(","):
            key, _, count = item.partition("*")
            if len(key) != 16 or any(ch not in "0123456789abcdef" for ch in key):
                raise NotationError("reps holds 16-digit hexadecimal hashes, each with *count")
            s.reps[int(key, 16)] = _number(count, "a repetition count", 1000)
        s.rep2 = any(v >= 2 for v in s.reps.values())
