"""Helpers for the book tests: positions written in the book notation from a few hexes.

``position({"D4": "gK", "D5": "~sM"})`` names what lies on some hexes (tokens of the notation: ``gP``,
``~sM``, ``A:gP``, ``gH+gP``, ``X``, ``T:gK``...); every other character goes into a grave (a seat's
left-over characters into the next seat's grave, after what ``graves`` puts there), every other landmark
leaves the game, and ``hidden`` left-over Fishers (worth nothing) lie face down on the last hexes of the
field so that the game is not over.
"""

from __future__ import annotations

import re
from collections import Counter

from genesis_nb.book import RULES, from_position, hex_id
from genesis_nb.book.pieces import COLOUR_LETTERS, KIND_LETTERS

LABELS = RULES.board.labels
CODE = re.compile(r"[gsrb][KGPRHDMF]|[TALX]")


def H(label: str) -> int:
    """The hex id of a label."""
    return hex_id(label)


def position(
    cells: dict[str, str] | None = None,
    *,
    players: str = "gold,silver",
    turn: str | None = None,
    phase: str = "turn",
    graves: dict[int, str] | None = None,
    hidden: int = 1,
    ply: int = 10,
    extra: str = "",
    options: dict | None = None,
) -> str:
    cells = dict(cells or {})
    colours = players.split(",")
    n = len(colours)
    rules = RULES.with_setup(None, None) if not options else RULES.with_setup(None, RULES.options_from_json(options))
    board = rules.board
    field = board.fields[n]
    used = Counter()
    for tok in cells.values():
        used.update(CODE.findall(tok))
    graves = {q: g for q, g in (graves or {}).items() if g != "-"}
    for g in graves.values():
        used.update(CODE.findall(g))
    left: list[str] = []
    for c in colours:
        for k, (count, _) in enumerate(board.characters):
            code = COLOUR_LETTERS[c] + KIND_LETTERS[k]
            assert used[code] <= count, f"too many {code}"
            left += [code] * (count - used[code])
    lm_counts = board.landmark_counts(n, rules.options.expansion)
    discarded = []
    for i, letter in enumerate("TALX"):
        assert used[letter] <= lm_counts[i], f"too many {letter}"
        discarded += [letter] * (lm_counts[i] - used[letter])
    free = [h for h in reversed(field) if LABELS[h] not in cells]
    fishers = [c for c in left if c.endswith("F")]
    for _ in range(hidden):
        code = fishers.pop() if fishers else left[-1]
        left.remove(code)
        cells[LABELS[free.pop(0)]] = "~" + code + "!"
    for code in left:
        seat = colours.index({v: k for k, v in COLOUR_LETTERS.items()}[code[0]])
        target = (seat + 1) % n
        graves[target] = (graves.get(target, "") + "." + code).strip(".")
    parts = [
        f"book players={players}",
        f"phase={phase}",
        f"turn={turn or colours[colours.index('gold')]}",
        f"ply={ply}",
        field_text(field, LABELS, cells),
        "graves=" + "/".join(graves.get(q, "") or "-" for q in range(n)),
    ]
    if discarded:
        parts.append("discarded=" + ".".join(discarded))
    if extra:
        parts.append(extra)
    return " ".join(parts)


def field_text(field, labels, cells: dict[str, str]) -> str:
    """The ``field=`` part of a position: the tokens of ``cells`` (by label) in the field's order, runs of
    empty hexes written ``.`` or ``.k``."""
    tokens = []
    empty = 0
    for h in field:
        tok = cells.get(labels[h])
        if tok is None:
            empty += 1
            continue
        if empty:
            tokens.append("." if empty == 1 else f".{empty}")
            empty = 0
        tokens.append(tok)
    if empty:
        tokens.append("." if empty == 1 else f".{empty}")
    return "field=" + ",".join(tokens)


def position_on(board, cells: dict[str, str], players: str = "gold,silver") -> str:
    """``position(cells)`` with its field written for another ``board`` (a user's board of the same
    pieces); a face-down Fisher everyone has seen lies on the field's last hex, so the game goes on."""
    hexes = board.fields[len(players.split(","))]
    cells = dict(cells, **{board.labels[hexes[-1]]: "~sF!"})
    parts = position(cells, players=players, hidden=0).split()
    return " ".join(field_text(hexes, board.labels, cells) if p.startswith("field=") else p for p in parts)


def game(cells: dict[str, str] | None = None, options: dict | None = None, **kw):
    """A game from ``position(cells, **kw)``."""
    return from_position(position(cells, options=options, **kw), options=options)


# Gold with six Men face up, a seventh face down (D1) and a Goliath: flipping that Man makes Gold rest
# (B-REST). Silver has a Goliath, a King on its Throne, a Prophet on the Ark and a mounted Man face up,
# and a face-down Fisher.
REST = {
    "C1": "gM",
    "C2": "gM",
    "C3": "gM",
    "C4": "gM",
    "C5": "gM",
    "C6": "gM",
    "D1": "~gM",
    "F6": "sG",
    "F7": "T:sK",
    "F8": "A:sP",
    "G6": "sH+sM",
    "D9": "~sF",
    "E9": "gG",
}


def land_at(g, label):
    """The kind of the landmark on the hex named ``label`` (None when there is none)."""
    lm = g.state.land[H(label)]
    return None if lm < 0 else g.rules.pieces(g.state.n).kind[lm]
