"""Hidden information: who knows what a face-down piece is (B-MEMORY), positions an observer cannot tell
apart (``resample_hidden``), and the invariants every position keeps (``check_invariants``)."""

from __future__ import annotations

from typing import Any

from ..core.rules import EVERYTHING
from ..core.rules import check_observer as _check_observer
from .effects import hex_key
from .pieces import GUARD, HORSE, KIND_NAMES, KING, MAN, MOUNTAIN, THRONE
from .state import ASIDE, DISCARDED, GRAVE, OVER, PEEK, PHASES, THRONES, TURN, BookState


def knows(s: BookState, observer: int | str, p: int) -> bool:
    """May ``observer`` (a seat, "public" or "all") know what piece ``p`` is? Everyone knows a face-up
    piece, a piece in a grave and a piece that lay face up once (B-MEMORY); a seat also knows what it
    looked at in a Prophecy; the teacher ("all") knows everything."""
    if observer == EVERYTHING or s.up[p] or s.seen[p]:
        return True
    if isinstance(observer, int) and not isinstance(observer, bool):
        return bool(s.peeked[p] >> observer & 1)
    return False


def check_observer(s: BookState, observer: Any) -> None:
    _check_observer(observer, s.n)


def resample_hidden(r: Any, s: BookState, observer: int | str, rng: Any) -> BookState:
    """A position ``observer`` cannot tell apart from ``s``: the face-down pieces it does not know are dealt
    again among their hexes. Stacks stay stacks, and a hex everyone knows holds a landmark keeps a landmark;
    what lies on each hex in public (peek marks, faces, the landmark mark) stays with the hex. The deal is
    canonical: it depends on what the observer knows and on ``rng`` alone."""
    check_observer(s, observer)
    out = s.copy()
    out._cache = None
    if observer == EVERYTHING:
        return out
    groups: dict[tuple[int, bool], list[int]] = {}
    for h in s.hidden:
        top = s.stack[h] or (s.land[h],)
        if any(knows(s, observer, p) for p in top):
            continue
        groups.setdefault((len(top), s.landknown[top[0]]), []).append(h)
    P = r.pieces(s.n)
    for key in sorted(groups):
        hexes = groups[key]
        if len(hexes) < 2:
            continue
        # canonical: the contents in a fixed order, then shuffled, so that two positions the observer
        # cannot tell apart give the same position for the same generator
        contents = sorted(s.stack[h] or (s.land[h],) for h in hexes)
        rng.shuffle(contents)
        for h, new in zip(hexes, contents):
            old = s.stack[h] or (s.land[h],)
            if P.owner[new[0]] < 0:
                out.stack[h] = ()
                out.land[h] = new[0]
            else:
                out.stack[h] = new
                out.land[h] = -1
            for a, b in zip(new, old):  # the public marks stay with the hex
                out.loc[a] = h
                out.peeked[a] = s.peeked[b]
                out.landknown[a] = s.landknown[b]
                out.seen[a] = s.seen[b]
                out.up[a] = s.up[b]
    return out


def check_invariants(r: Any, s: BookState, deep: bool = False) -> None:
    """Raise ``AssertionError`` naming the fault when ``s`` is unsound: every piece in exactly one place
    (field, grave, set aside, discarded), each seat's star points all there, stacks of one player and a
    lawful shape, faces alike in a stack, landmarks under characters face up, the face-down list, the
    lists of face-up stacks, the field's hash, the phase. ``deep`` also recomputes every hex's hash."""
    P = r.pieces(s.n)
    F = r.field(s.n)
    n = s.n
    kind, owner, points = P.kind, P.owner, P.points
    stack, land, up, loc = s.stack, s.land, s.up, s.loc
    assert s.phase in PHASES, f"unknown phase {s.phase!r}"
    assert sorted(s.order) == list(range(n)) and s.colours[s.order[0]] == "gold", "the Gold King's seat plays first"
    count = [0] * P.count
    pts = [0] * n
    hidden: list[int] = []
    tops: list[list[int]] = [[] for _ in range(n)]
    inside = F.inside
    for h in range(len(stack)):
        st, lm = stack[h], land[h]
        if not st and lm < 0:
            continue
        assert inside[h], f"hex {r.lab(h)} is off the field but holds a piece"
        if lm >= 0:
            count[lm] += 1
            assert owner[lm] < 0 and loc[lm] == h, f"the landmark on {r.lab(h)} is misplaced"
            k = kind[lm]
            if st:
                assert up[lm], f"a face-down landmark carries a character on {r.lab(h)}"
                assert k != MOUNTAIN, f"a character stands on a Mountain on {r.lab(h)}"
                if k == THRONE:
                    assert len(st) == 1 and kind[st[0]] == KING, f"a Throne on {r.lab(h)} holds no King alone"
            else:
                assert k != THRONE, f"an empty Throne on {r.lab(h)}"
                if not up[lm]:
                    hidden.append(h)
        if st:
            p = st[0]
            face = up[p]
            who = owner[p]
            if len(st) == 1:
                count[p] += 1
                assert loc[p] == h and who >= 0, f"the piece on {r.lab(h)} is unsound"
                pts[who] += points[p]
            else:
                for p in st:
                    count[p] += 1
                    assert loc[p] == h and owner[p] == who and up[p] == face, f"the stack on {r.lab(h)} is unsound"
                    pts[who] += points[p]
                _check_stack([kind[p] for p in st], r.options.mount_merged, r.lab(h))
            if face:
                tops[who].append(h)
                assert s.seen[st[0]], f"the piece on {r.lab(h)} lies face up but is not remembered"
            else:
                hidden.append(h)
    assert s.hidden == hidden, "the list of face-down hexes is wrong"
    assert s.tops == tops, "the lists of face-up stacks are wrong"
    for q in range(n):
        for p in s.graves[q]:
            count[p] += 1
            assert loc[p] == GRAVE - q and owner[p] >= 0 and up[p], f"piece {p} misplaced in grave {q}"
            pts[owner[p]] += points[p]
    for p in s.aside:
        count[p] += 1
        assert loc[p] == ASIDE and kind[p] in (KING, THRONE), f"piece {p} set aside"
        if owner[p] >= 0:
            pts[owner[p]] += points[p]
    for p in s.discarded:
        count[p] += 1
        assert loc[p] == DISCARDED and owner[p] < 0, f"piece {p} discarded"
    if count.count(1) != P.count:
        p = next(i for i, c in enumerate(count) if c != 1)
        raise AssertionError(f"piece {p} ({KIND_NAMES[kind[p]]}) is in {count[p]} places")
    assert pts == [P.total_points] * n, f"star points per seat {pts} are not {P.total_points} each"
    zob = 0
    for h in F.hexes:
        zob ^= s.hkey[h]
    assert zob == s.zob, "the field's hash is stale"
    if deep:
        for h in F.hexes:
            assert s.hkey[h] == hex_key(r, s, P, h), f"the hash of {r.lab(h)} is stale"
    if s.phase == THRONES:
        assert s.thrones_left and s.turn == s.thrones_left[0], "the next Throne's player must decide"
        assert sorted(kind[p] for p in s.aside) == [KING] * len(s.thrones_left) + [THRONE] * len(s.thrones_left)
    else:
        assert not s.aside, "pieces stay aside after the set-up"
    if s.phase == PEEK:
        assert 0 < s.peek_left and all(h in s.hidden for h in s.peek_hexes), "a Prophecy names face-down pieces"
    else:
        assert s.peek_left == 0 and not s.peek_hexes, "a Prophecy is left open"
    if s.phase in (TURN, PEEK):
        assert not r.no_face_down_left(s), "no face-down piece is left but the game goes on"
        assert s.ply < r.options.move_cap, "the game went past its cap"
    elif s.phase == OVER:
        assert s.end in ("flipped", "cap"), "a finished game says why it ended"
        if s.end == "flipped":
            assert r.no_face_down_left(s), "the game ended with face-down pieces left"
        else:
            assert s.ply >= r.options.move_cap, "the game ended at the cap before reaching it"
    if s.opening:
        assert s.phase in (THRONES, TURN, OVER), "the opening flip is due in a Prophecy"


def _check_stack(kinds: list[int], mount_merged: bool, where: str) -> None:
    if len(kinds) == 1:
        return
    if kinds[0] == HORSE:
        rider = kinds[1:]
        assert HORSE not in rider, f"a Horse rides a Horse on {where}"
        if len(rider) == 2:
            assert mount_merged, f"a merged piece rides a Horse on {where}"
            assert rider in ([GUARD, GUARD], [MAN, MAN]), f"a strange rider on {where}"
        else:
            assert len(rider) == 1, f"a stack too tall on {where}"
        return
    assert kinds in ([GUARD, GUARD], [MAN, MAN]), f"a strange stack on {where}: {kinds}"


__all__ = ["knows", "check_observer", "resample_hidden", "check_invariants"]
