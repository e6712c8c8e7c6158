"""A one-line text notation for a herds position (as FEN is for chess).

Fields are ``key=value`` separated by spaces:

    herds players=reptile,dinosaur,mammal,man turn=mammal phase=first dice=forest,wild used=- rolls=12
          grid=5V5|.../.../... (10 rows separated by '/')

- ``players``: the species in seat order (clockwise); ``names=`` may follow with the players' names
  (percent-encoded, so a space is %20), otherwise the species are the names.
- ``turn``: the species whose turn it is (after the end: whose turn it was).
- ``phase``: ``first`` (the dice are rolled; the player places a first tile from the dice or takes the
  one-tile turn), ``second`` (the second tile of a two-tile turn) or ``over``.
- ``dice``: the two faces rolled, from forest, savannah, mountain, wetland and wild; ``-`` when over.
- ``used`` (optional, default ``-``): in phase ``second``, which die the first tile spent (1 or 2).
- ``rolls`` (optional, default 0): how many rolls the game has made (the seeded dice's counter).
- ``grid``: the 10 rows from the top, separated by ``/``; in each row, from column a to n:
  a tile is its terrain letter (F forest, S savannah, M mountain, W wetland) followed by its species
  letter (r reptile, d dinosaur, m mammal, h man); a number counts vacant squares (``.`` is one vacant
  square); ``V`` and ``T`` are the board's volcanoes and tar pits (they must match the board); ``-`` is
  a square beyond the river in a two-player game. Every row describes exactly 14 squares.

The tiles each player still holds are not written: they are 13 per terrain minus those on the board.
"""

from __future__ import annotations

from ..core.notation import (
    MAX_COUNTER,
    NotationError,
    is_whole_number,
    names_field,
    names_text,
    parse_fields,
    whole_number,
)
from .boarddata import COLUMNS, NAMES, ROWS, SQUARES, Board, in_two_player_part
from .state import (
    FACE_WORDS,
    FIRST,
    OVER,
    SECOND,
    SPECIES,
    SPECIES_LETTERS,
    TERRAIN_LETTERS,
    TILES_PER_TERRAIN,
    WILD,
    HerdsOptions,
    HerdsState,
    code_seat,
    code_terrain,
    recount_room,
    tile_code,
)


def to_notation(s: HerdsState, board: Board) -> str:
    species = [SPECIES[x] for x in s.species]
    parts = ["herds", "players=" + ",".join(species)]
    if s.names != species:
        parts.append("names=" + names_text(s.names))
    parts.append(f"turn={species[s.turn]}")
    parts.append(f"phase={s.phase}")
    if s.phase == OVER:
        parts.append("dice=-")
        parts.append("used=-")
    else:
        parts.append(f"dice={FACE_WORDS[s.dice[0]]},{FACE_WORDS[s.dice[1]]}")
        parts.append(f"used={s.used + 1 if s.used >= 0 else '-'}")
    parts.append(f"rolls={s.rolls}")
    parts.append("grid=" + grid_text(s, board))
    return " ".join(parts)


def grid_text(s: HerdsState, board: Board) -> str:
    rows = []
    for r in range(ROWS):
        out: list[str] = []
        run = 0
        for c in range(COLUMNS):
            sq = r * COLUMNS + c
            v = s.cells[sq]
            if v == 0:
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            if v > 0:
                out.append(TERRAIN_LETTERS[code_terrain(v)] + SPECIES_LETTERS[s.species[code_seat(v)]])
            elif board.kinds[sq] != ".":
                out.append(board.kinds[sq])
            else:
                out.append("-")
        if run:
            out.append(str(run))
        rows.append("".join(out))
    return "/".join(rows)


_REQUIRED = ("players", "turn", "phase", "dice", "grid")
_OPTIONAL = ("names", "used", "rolls")


def from_notation(text: str, board: Board, options: HerdsOptions | None = None) -> HerdsState:
    options = options or HerdsOptions()
    fields = parse_fields(text, "herds", _REQUIRED, _OPTIONAL)

    species_names = fields["players"].split(",")
    if any(x not in SPECIES for x in species_names):
        raise NotationError(f"players must be species among {', '.join(SPECIES)}, in seat order")
    if len(set(species_names)) != len(species_names):
        raise NotationError("players: every player plays a different species")
    n = len(species_names)
    if not 2 <= n <= 4:
        raise NotationError("herds is for 2 to 4 players")
    names = names_field(fields, species_names, "herds", 4)
    species = [SPECIES.index(x) for x in species_names]
    s = HerdsState(n, names, species)

    if fields["turn"] not in species_names:
        raise NotationError(f"turn={fields['turn']!r} is not one of the players' species")
    s.turn = species_names.index(fields["turn"])
    if fields["phase"] not in (FIRST, SECOND, OVER):
        raise NotationError("phase must be first, second or over")
    s.phase = fields["phase"]

    dice = fields["dice"]
    if s.phase == OVER:
        if dice != "-":
            raise NotationError("when the game is over, write dice=-")
        s.dice = (WILD, WILD)
    else:
        faces = dice.split(",")
        if len(faces) != 2 or any(f not in FACE_WORDS for f in faces):
            raise NotationError(
                f"dice={dice!r}: write the two faces rolled, each one of {', '.join(FACE_WORDS)}, like dice=forest,wild"
            )
        s.dice = (FACE_WORDS.index(faces[0]), FACE_WORDS.index(faces[1]))
    used = fields.get("used", "-")
    if s.phase == SECOND:
        if used not in ("1", "2"):
            raise NotationError("in phase second, write used=1 or used=2: the die the first tile spent")
        s.used = int(used) - 1
    elif used != "-":
        raise NotationError("used=1 or used=2 belongs to phase second only; write used=-")
    s.rolls = whole_number(fields.get("rolls", "0"), "rolls", MAX_COUNTER, "how many rolls were made")

    _read_grid(s, fields["grid"], board, species_names)
    recount_room(s)
    _check_phase(s, options)
    return s


def _read_grid(s: HerdsState, text: str, board: Board, species_names: list[str]) -> None:
    rows = text.split("/")
    if len(rows) != ROWS:
        raise NotationError(f"grid has {len(rows)} rows; write {ROWS} rows separated by '/'")
    seat_of_letter = {SPECIES_LETTERS[x]: seat for seat, x in enumerate(s.species)}
    two = s.n == 2
    for r, row in enumerate(rows):
        if len(row) > 2 * COLUMNS:
            raise NotationError(
                f"grid row {r + 1} is {len(row)} characters long; a row of {COLUMNS} squares "
                f"takes at most {2 * COLUMNS}"
            )
        cells: list[int] = []
        i = 0
        while i < len(row):
            ch = row[i]
            if is_whole_number(ch):
                j = i
                while j < len(row) and is_whole_number(row[j]):
                    j += 1
                digits = row[i:j].lstrip("0")
                if not digits:
                    raise NotationError(f"grid row {r + 1}: a count of vacant squares is at least 1")
                if len(digits) > 2 or len(cells) + int(digits) > COLUMNS:  # checked before any square is made
                    raise NotationError(
                        f"grid row {r + 1}: {row[i:j]} vacant squares do not fit in a row of {COLUMNS} squares"
                    )
                cells.extend([0] * int(digits))
                i = j
                continue
            if ch == ".":
                cells.append(0)
            elif ch in "VT":
                cells.append(-2 if ch == "V" else -3)
            elif ch == "-":
                cells.append(-1)
            elif ch in TERRAIN_LETTERS:
                if i + 1 >= len(row) or row[i + 1] not in SPECIES_LETTERS:
                    raise NotationError(
                        f"grid row {r + 1}: the tile {ch!r} needs a species letter after it "
                        f"(r reptile, d dinosaur, m mammal, h man)"
                    )
                letter = row[i + 1]
                if letter not in seat_of_letter:
                    raise NotationError(
                        f"grid row {r + 1}: {SPECIES[SPECIES_LETTERS.index(letter)]} is not playing in this game"
                    )
                cells.append(tile_code(TERRAIN_LETTERS.index(ch), seat_of_letter[letter]))
                i += 1
            else:
                raise NotationError(
                    f"grid row {r + 1}: unknown symbol {ch!r} (tiles like Fm, numbers for "
                    f"vacant squares, V, T, and - beyond the river with two players)"
                )
            i += 1
        if len(cells) != COLUMNS:
            raise NotationError(f"grid row {r + 1} describes {len(cells)} squares; every row has {COLUMNS}")
        for c, v in enumerate(cells):
            sq = r * COLUMNS + c
            kind = board.kinds[sq]
            name = NAMES[sq]
            if kind != ".":
                want = -2 if kind == "V" else -3
                if v != want:
                    word = "volcano" if kind == "V" else "tar pit"
                    raise NotationError(f"square {name} is a {word} on this board: write {kind} there")
                s.cells[sq] = -1
                continue
            if v in (-2, -3):
                raise NotationError(f"square {name} is land on this board, not a {'volcano' if v == -2 else 'tar pit'}")
            out = two and not in_two_player_part(sq)
            if out and v != -1:
                raise NotationError(
                    f"square {name} lies beyond the river, which a two-player game does not use: write '-' there"
                )
            if not out and v == -1:
                raise NotationError(f"square {name}: '-' marks a square beyond the river in a two-player game only")
            s.cells[sq] = v
    counts = [[0] * 4 for _ in range(s.n)]
    for sq in range(SQUARES):
        v = s.cells[sq]
        if v > 0:
            counts[code_seat(v)][code_terrain(v)] += 1
    for seat in range(s.n):
        for t in range(4):
            if counts[seat][t] > TILES_PER_TERRAIN:
                raise NotationError(
                    f"{species_names[seat]} has {counts[seat][t]} {_TERRAIN_NAMES[t]} tiles on "
                    f"the board, but only {TILES_PER_TERRAIN} exist"
                )
            s.left[seat][t] = TILES_PER_TERRAIN - counts[seat][t]


_TERRAIN_NAMES = ("forest", "savannah", "mountain", "wetland")


def _check_phase(s: HerdsState, options: HerdsOptions) -> None:
    room = s.hubs > 0
    anyone = any(sum(x) for x in s.left)
    if s.phase == OVER:
        if room and anyone:
            raise NotationError(
                "phase=over, but three connected vacant squares remain and players still "
                "have tiles: the game is not over"
            )
        return
    if sum(s.left[s.turn]) == 0:
        raise NotationError(f"it is {SPECIES[s.species[s.turn]]}'s turn, but that player has no tiles left")
    if not room:
        if s.phase == SECOND and options.end == "finish_turn":
            return
        raise NotationError("no three connected vacant squares remain, so the game is over: write phase=over")
