"""A one-line text notation for a planet position (as FEN is for chess). It holds EVERYTHING, hidden
needs included (pawn codes name the needs through the board file): it is a teacher's and a test's tool,
never something to show a player.

Fields are ``key=value`` separated by spaces, in this order:

    planet players=Ann,Bo,Cy faces=EEDE aside=D opened=0 first=1 turn=1 phase=place indicated=2
           designated=A target=- draws=14 board=m1v0,-,-,-,o3^2/-,... hands=w1,m2,o3/p1/-
           bag=a1,b1 tray=- discarded=- removed=- known=m1:0,p1:02 share=-

- ``players``: the names in seat order (clockwise), percent-encoded (a space is %20).
- ``faces``: one letter per tray, E easy or D difficult; ``aside``: the tray set aside at the start;
  ``opened``: 1 once it has become playable.
- ``first``/``turn``: seats (0 = the first name). ``phase``: the decision awaited (indicate, designate,
  place, flip, exchange, look, look_move, share, bacteria_move) or ``over``.
- ``indicated``: the slot indicated this turn; ``designated``: the tray designated; ``target``: the
  tray of an oxygen's action, or the space looked at during look_move (``-`` when none).
- ``draws``: the chance counter.
- ``board``: each tray's spaces (element spaces in order, then the white space) separated by ``/``;
  a pawn is its code, ``v`` (need side down) or ``^`` (need side up), and the seat that placed it
  (``-`` for an oxygen laid at the start). ``-`` is an empty space.
- ``hands``: each seat's pawns in the order they arrived; ``bag``; ``tray`` (bacteria on the set-aside
  continent); ``discarded`` (bacteria used); ``removed`` (at the end: ``space:pawn:reason``).
- ``known``: ``code:seats`` for every pawn whose need some seat knows.
- ``share``: during a share, each seat's chosen slot (``-`` for none yet).
"""

from __future__ import annotations

from typing import Any

from ..core.names import check_names
from ..core.notation import MAX_COUNTER, NotationError, names_text, parse_fields, whole_number
from .boarddata import BACTERIA, OXYGEN
from .state import BACTERIA_MOVE, DECISIONS, LOOK_MOVE, OVER, SHARE, PlanetState

_FIELDS = [
    "players",
    "faces",
    "aside",
    "opened",
    "first",
    "turn",
    "phase",
    "indicated",
    "designated",
    "target",
    "draws",
    "board",
    "hands",
    "bag",
    "tray",
    "discarded",
    "removed",
    "known",
    "share",
]
_REASONS = ("water_many", "mineral_soil", "plant_linked", "insect_unlinked", "animal_unlinked", "animal_linked")


def _token(r: Any, s: PlanetState, p: int) -> str:
    placer = s.placer[p]
    return f"{r.codes[p]}{'^' if s.up[p] else 'v'}{'-' if placer < 0 else placer}"


def _list(r: Any, pawns: list[int]) -> str:
    return ",".join(r.codes[p] for p in pawns) or "-"


def to_notation(r: Any, s: PlanetState) -> str:
    lay = r.layout(s)
    letters = r.tray_letters
    board = "/".join(
        ",".join("-" if s.board[g] < 0 else _token(r, s, s.board[g]) for g in spaces) for spaces in lay.spaces
    )
    if s.phase == LOOK_MOVE:
        target = r.labels[s.target]
    else:
        target = "-" if s.target < 0 else letters[s.target]
    known = (
        ",".join(
            f"{r.codes[p]}:{''.join(str(i) for i in range(s.n) if m >> i & 1)}" for p, m in enumerate(s.known) if m
        )
        or "-"
    )
    removed = ",".join(f"{r.labels[g]}:{_token(r, s, p)}:{why}" for g, p, why in s.removed) or "-"
    share = ",".join("-" if x < 0 else str(x) for x in s.share) if s.phase == SHARE else "-"
    parts = [
        "planet",
        "players=" + names_text(s.names),
        f"faces={s.faces}",
        f"aside={letters[s.aside]}",
        f"opened={int(s.opened)}",
        f"first={s.first}",
        f"turn={s.turn}",
        f"phase={s.phase}",
        f"indicated={'-' if s.indicated < 0 else s.indicated}",
        f"designated={'-' if s.designated < 0 else letters[s.designated]}",
        f"target={target}",
        f"draws={s.draws}",
        f"board={board}",
        "hands=" + "/".join(_list(r, h) for h in s.hands),
        f"bag={_list(r, s.bag)}",
        f"tray={_list(r, s.tray)}",
        f"discarded={_list(r, s.discarded)}",
        f"removed={removed}",
        f"known={known}",
        f"share={share}",
    ]
    return " ".join(parts)


def from_notation(r: Any, text: str) -> PlanetState:
    """Read a position; every structural rule of the game is checked and a fault is named."""
    f = parse_fields(text, "planet", _FIELDS)

    from urllib.parse import unquote  # (here: importing a game reads no notation)

    names = [unquote(x) for x in f["players"].split(",")]
    n = len(names)
    if not 2 <= n <= 4:
        raise NotationError("planet is for 2 to 4 players")
    if len(set(names)) != n or any(not x for x in names):
        raise NotationError("players must give a different, non-empty name per seat")
    try:
        check_names(names, 2, 4, "planet")
    except ValueError as e:
        raise NotationError(f"players: {e}") from None
    s = PlanetState(n, names, r.n_spaces, r.n_pawns)
    trays = len(r.tray_letters)
    if len(f["faces"]) != trays or any(ch not in "ED" for ch in f["faces"]):
        raise NotationError(f"faces must be {trays} letters E or D, like EEDE")
    s.faces = f["faces"]
    lay = r.layout(s)
    s.aside = _tray(r, f["aside"], "aside")
    if f["opened"] not in ("0", "1"):
        raise NotationError("opened must be 0 or 1")
    s.opened = f["opened"] == "1"
    s.first = _seat(f["first"], n, "first")
    s.turn = _seat(f["turn"], n, "turn")
    if f["phase"] not in DECISIONS + (OVER,):
        raise NotationError(f"phase must be one of {', '.join(DECISIONS + (OVER,))}")
    s.phase = f["phase"]
    s.draws = whole_number(f["draws"], "draws", MAX_COUNTER, "how many draws were made")
    code = r.code_index

    seen: dict[int, str] = {}

    def take(c: str, where: str) -> int:
        if c not in code:
            raise NotationError(f"{where}: {c!r} is not a pawn of this board")
        p = code[c]
        if p in seen:
            raise NotationError(f"pawn {c} appears twice ({seen[p]} and {where})")
        seen[p] = where
        return p

    def pawn_token(tok: str, where: str) -> int:
        if len(tok) < 3 or tok[-2] not in "v^":
            raise NotationError(f"{where}: {tok!r} should be a pawn code, v or ^, and a seat or '-'")
        p = take(tok[:-2], where)
        s.up[p] = tok[-2] == "^"
        s.placer[p] = -1 if tok[-1] == "-" else _seat(tok[-1], n, f"{where}, placer")
        return p

    groups = f["board"].split("/")
    if len(groups) != trays:
        raise NotationError(f"board must list {trays} trays separated by '/'")
    for c, (grp, spaces) in enumerate(zip(groups, lay.spaces)):
        toks = grp.split(",")
        if len(toks) != len(spaces):
            raise NotationError(f"board: tray {r.tray_letters[c]} has {len(spaces)} spaces, not {len(toks)}")
        for g, tok in zip(spaces, toks):
            if tok == "-":
                continue
            p = pawn_token(tok, f"space {r.labels[g]}")
            k = r.kind[p]
            if k == BACTERIA:
                raise NotationError(f"space {r.labels[g]}: bacteria are never placed on a continent")
            if (k == OXYGEN) != lay.white[g]:
                raise NotationError(f"space {r.labels[g]}: white spaces hold oxygen and only oxygen")
            if k != OXYGEN and s.placer[p] < 0:
                raise NotationError(f"space {r.labels[g]}: an element pawn on the planet has a placer")
            s.board[g] = p
    hands = f["hands"].split("/")
    if len(hands) != n:
        raise NotationError(f"hands must list {n} hands separated by '/'")
    most = max_hand(r)
    for seat, h in enumerate(hands):
        s.hands[seat] = [] if h == "-" else [take(c, f"hand {seat}") for c in h.split(",")]
        if len(s.hands[seat]) > most:
            raise NotationError(
                f"hand {seat}: a hand holds at most {most} pawns"
                + ("" if most > 3 else " (4 or more only when oxygen cannot be shared: the option share_oxygen=False)")
            )
        if any(r.kind[p] == BACTERIA for p in s.hands[seat]):
            raise NotationError(f"hand {seat}: bacteria are never kept in hand")
    s.bag = sorted(_pawns(f["bag"], take, "bag"))
    s.tray = _pawns(f["tray"], take, "tray")
    s.discarded = _pawns(f["discarded"], take, "discarded")
    for where, group in (("tray", s.tray), ("discarded", s.discarded)):
        if any(r.kind[p] != BACTERIA for p in group):
            raise NotationError(f"{where}: only bacteria go there")
    if f["removed"] != "-":
        for item in f["removed"].split(","):
            try:
                label, tok, why = item.split(":")
            except ValueError:
                raise NotationError(f"removed: {item!r} should be space:pawn:reason") from None
            if label not in r.labels:
                raise NotationError(f"removed: unknown space {label!r}")
            if why not in _REASONS:
                raise NotationError(f"removed: unknown reason {why!r}")
            g = r.labels.index(label)
            p = pawn_token(tok, "removed")
            if s.board[g] >= 0:
                raise NotationError(f"removed: space {label} is still occupied")
            s.removed.append((g, p, why))
    if len(seen) != r.n_pawns:
        lost = [r.codes[p] for p in range(r.n_pawns) if p not in seen]
        raise NotationError(f"every pawn must be somewhere; missing: {', '.join(lost)}")
    if f["known"] != "-":
        for item in f["known"].split(","):
            tok, _, seats = item.partition(":")
            if tok not in code or not seats:
                raise NotationError(f"known: {item!r} should be pawn:seats, like m1:02")
            mask = 0
            for ch in seats:
                mask |= 1 << _seat(ch, n, f"known {tok}")
            s.known[code[tok]] = mask
    _consistency(r, s, f, lay)
    return s


def max_hand(r: Any) -> int:
    """The most pawns a hand can hold: 3, or with ``share_oxygen=False`` one more than the oxygen pawns
    (a player holding only oxygen passes nothing in a share but still receives a pawn)."""
    return 3 if r.options.share_oxygen else max(3, len(r.oxygens) + 1)


def _consistency(r: Any, s: PlanetState, f: dict[str, str], lay: Any) -> None:
    n = s.n
    everyone = (1 << n) - 1
    for seat, h in enumerate(s.hands):
        for p in h:
            if not s.known[p] >> seat & 1:
                raise NotationError(f"known: seat {seat} holds {r.codes[p]} and must know its need")
            if s.up[p] or s.placer[p] >= 0:
                raise NotationError(f"pawn {r.codes[p]} is in a hand, so it has no side up and no placer")
    for p in range(r.n_pawns):
        if s.up[p] and r.kind[p] != OXYGEN and s.known[p] != everyone:
            raise NotationError(f"known: {r.codes[p]} lies need side up, so every seat knows it")
    if s.opened and s.tray:
        raise NotationError("tray: the bacteria leave the set-aside continent when it opens")
    if not s.opened:
        if len(s.tray) != len(r.bacteria):
            raise NotationError("tray: until the set-aside continent opens both bacteria wait on it")
        if any(s.board[g] >= 0 for g in lay.elements[s.aside]):
            raise NotationError("board: no element pawn can lie on the set-aside continent before it opens")
        for c, spaces in enumerate(lay.elements):
            if c != s.aside and all(s.board[g] >= 0 for g in spaces):
                raise NotationError(
                    f"opened: tray {r.tray_letters[c]} is complete, so the set-aside continent must be open"
                )
    ph = s.phase
    ind, des, tgt = f["indicated"], f["designated"], f["target"]
    s.indicated = -1 if ind == "-" else _int(ind, "indicated")
    s.designated = -1 if des == "-" else _tray(r, des, "designated")
    if ph == OVER:
        if any(s.hands) or any(r.kind[p] != BACTERIA for p in s.bag):
            raise NotationError("phase=over: every element and oxygen pawn must be placed")
    elif s.removed:
        raise NotationError("removed: pawns are removed only at the end")
    if ph in ("designate", "place") and not 0 <= s.indicated < len(s.hands[s.turn]):
        raise NotationError(f"indicated: phase {ph} needs a slot of the active player's hand")
    if ph == "place":
        if s.designated < 0 or not r.is_open(s, s.designated):
            raise NotationError("designated: phase place needs an open, designated tray")
        if not r.can_place_on(s, s.turn, s.designated, lay):
            raise NotationError(
                f"designated: tray {r.tray_letters[s.designated]} has no free space for a "
                f"pawn of the active player's hand, so nothing could be placed"
            )
    if ph in ("flip", "exchange", "look"):
        c = _tray(r, tgt, "target")
        w = s.board[lay.white_space[c]]
        if w < 0 or not s.up[w] or r.action_of[w] != {"look": "look_move"}.get(ph, ph):
            raise NotationError(f"target: tray {tgt} has no oxygen showing the action {ph}")
        s.target = c
    elif ph == LOOK_MOVE:
        if tgt not in r.labels or s.board[r.labels.index(tgt)] < 0:
            raise NotationError("target: during look_move it is the occupied space looked at")
        s.target = r.labels.index(tgt)
    elif tgt != "-":
        raise NotationError(f"target: phase {ph} has no target")
    if ph in (SHARE, BACTERIA_MOVE):
        want = "share" if ph == SHARE else "move"
        if not s.discarded or r.action_of[s.discarded[-1]] != want:
            raise NotationError(
                f"phase={ph}: the {want} bacterium acts only once drawn, so it must be the last one in discarded"
            )
    if ph == SHARE:
        sh = f["share"].split(",")
        if len(sh) != n:
            raise NotationError(f"share must give {n} choices separated by ','")
        s.share = [-1 if x == "-" else _int(x, "share") for x in sh]
        for seat, x in enumerate(s.share):
            if x >= len(s.hands[seat]):
                raise NotationError(f"share: seat {seat} has no slot {x}")
        if r.share_next(s) < 0:
            raise NotationError("share: every seat has already chosen")
    elif f["share"] != "-":
        raise NotationError("share: only during a share")
    if ph == "indicate" and not s.hands[s.turn]:
        raise NotationError("turn: the active player has no pawn to place")
    if ph in ("indicate", "designate") and not any(
        r.is_open(s, c) and r.can_place_on(s, s.turn, c, lay) for c in range(len(lay.spaces))
    ):
        raise NotationError(
            "turn: the active player can place no pawn of their hand on any continent in "
            "play, so their turn would have been skipped"
        )
    if ph != OVER and not r.legal_actions(s):
        raise NotationError(f"phase={ph}: nothing can be done in this position, so the game could not go on")


def _pawns(text: str, take: Any, where: str) -> list[int]:
    return [] if text == "-" else [take(c, where) for c in text.split(",")]


def _tray(r: Any, text: str, where: str) -> int:
    if text not in r.tray_letters:
        raise NotationError(f"{where}: {text!r} is not a tray letter ({', '.join(r.tray_letters)})")
    return r.tray_letters.index(text)


def _seat(text: str, n: int, where: str) -> int:
    v = _int(text, where)
    if not 0 <= v < n:
        raise NotationError(f"{where}: seat {v} is outside 0..{n - 1}")
    return v


def _int(text: str, where: str) -> int:
    """A seat or a slot: a small whole number (its range is checked where it is used)."""
    return whole_number(text, where, 99)
