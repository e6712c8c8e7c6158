"""The rules of herds (Knizia's Genesis): the turn as decisions, the end of the game, scoring.

Phases (``MACHINE``), as the rulebook's turn runs: at the start of a turn the dice are rolled by
themselves (an event; a player with no tiles left is skipped); then the player decides the first
tile: either a tile the dice allow (``Place``), which starts a two-tile turn, or the single tile of any
terrain (``PlaceOne``), which ends the turn; in a two-tile turn the player then places the second tile
with the other die (``Place``). After every single tile the rules check the end: when no three
connected vacant playable squares remain, the game is over (or, with ``end='finish_turn'``, over at the
end of that turn).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.boundrules import BoundRules
from ..core.catalogue import Catalogue, beside, count
from ..core.chance import Chance
from ..core.phases import Phase, PhaseMachine
from ..core.rules import Event, ScoreSheet
from . import notation, scoring
from .boarddata import BOARDS, NAMES, NEIGHBOURS, SQUARES, Board
from .state import (
    DIE_FACES,
    FACE_WORDS,
    FIRST,
    OVER,
    SECOND,
    SPECIES,
    TERRAINS,
    TERRAINS_IN,
    VACANT,
    WILD,
    HerdsOptions,
    HerdsState,
    Place,
    PlaceOne,
    recount_room,
    registry,
    tile_code,
)

MACHINE = PhaseMachine(
    [
        Phase("turn_start", "H-ROLL", False),
        Phase("first_tile", "H-TURN", True),
        Phase("second_tile", "H-TWO-TILES", True),
        Phase("game_over", "H-END", False),
    ],
    {
        "turn_start": ["first_tile", "game_over"],
        "first_tile": ["second_tile", "turn_start", "game_over"],
        "second_tile": ["turn_start", "game_over"],
    },
    start="turn_start",
)

CATALOGUE = Catalogue.from_toml("herds", beside(__file__, "texts.toml"), ("en",))

TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAINS)}
TERRAIN_WORDS = tuple(f"word.{t}" for t in TERRAINS)
FACE_WORD_KEYS = tuple(f"word.{w}" for w in FACE_WORDS)
SPECIES_WORDS = tuple(f"word.{s}" for s in SPECIES)
#: how a die allowed a tile: the rule it follows and the word that says so
HOW_RULE = {"match": "H-TWO-TILES", "wild": "H-WILD", "runout": "H-RUNOUT"}
HOW_REASON = {how: f"word.how_{how}" for how in HOW_RULE}

#: one action object per (terrain, square), shared by every game (``PLACE``, ``PLACE_ONE``): made when first
#: asked for (``place_rows``), so that importing the game stays cheap
_ROWS: list[tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]] = []


def place_rows() -> tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]:
    """``PLACE`` and ``PLACE_ONE``: per terrain, the action of each square."""
    if not _ROWS:
        _ROWS.append(
            (
                tuple(tuple(Place(s, t) for s in range(SQUARES)) for t in TERRAINS),
                tuple(tuple(PlaceOne(s, t) for s in range(SQUARES)) for t in TERRAINS),
            )
        )
    return _ROWS[0]


def __getattr__(name: str) -> Any:
    if name in ("PLACE", "PLACE_ONE"):
        return place_rows()[name == "PLACE_ONE"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class HerdsRules(BoundRules[HerdsState]):
    name = "herds"
    catalogue = CATALOGUE
    registry = registry
    machine = MACHINE
    min_players = 2
    max_players = 4
    options_type = HerdsOptions
    boards = BOARDS
    board: Board
    options: HerdsOptions
    chance = True

    # -- set-up ----------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> HerdsState:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"herds is for 2 to 4 players, not {n}")
        names = [str(p) for p in players]
        if len(set(names)) != n:
            raise ValueError("every player needs a different name")
        opts = options if isinstance(options, HerdsOptions) else self.options
        s = HerdsState(n, names, opts.species_for(n))
        self.lay_out(s)
        s.turn = 0
        self._roll(s, chance, [])
        return s

    def lay_out(self, s: HerdsState) -> None:
        """Mark the playable squares of this board for ``s.n`` players as vacant (the rest -1)."""
        playable = self.board.playable(s.n)
        s.cells = [VACANT if playable[sq] else -1 for sq in range(SQUARES)]
        recount_room(s)

    def opening_events(self, s: HerdsState) -> list[Event]:
        """The events of the set-up (the first roll), which ``new_state`` cannot return."""
        if s.rolls != 1 or s.placed:
            return []
        return [self._roll_event(s)]

    # -- whose decision --------------------------------------------------------------------------
    def phase_name(self, s: HerdsState) -> str:
        return {FIRST: "first_tile", SECOND: "second_tile", OVER: "game_over"}[s.phase]

    # -- what the dice allow ---------------------------------------------------------------------
    @staticmethod
    def die_mask(s: HerdsState, die: int) -> int:
        """The terrains die ``die`` lets the player place now, as a bit mask (``TERRAINS_IN``): its own
        terrain, or any terrain the player still has for a wild face or for a terrain the player has run out of."""
        left = s.left[s.turn]
        face = s.dice[die]
        if face != WILD and left[face] > 0:
            return 1 << face
        return (left[0] > 0) | (left[1] > 0) << 1 | (left[2] > 0) << 2 | (left[3] > 0) << 3

    def die_terrains(self, s: HerdsState, die: int) -> list[int]:
        """The terrains die ``die`` lets the player place now (``die_mask``), in order."""
        return list(TERRAINS_IN[self.die_mask(s, die)])

    def dice_mask(self, s: HerdsState) -> int:
        """The terrains a ``Place`` may use now (either die in the first tile, the other one after), as a bit mask."""
        if s.phase == SECOND:
            return self.die_mask(s, 1 - s.used)
        return self.die_mask(s, 0) | self.die_mask(s, 1)

    def dice_terrains(self, s: HerdsState) -> list[int]:
        """The terrains a ``Place`` may use now (``dice_mask``), in order."""
        return list(TERRAINS_IN[self.dice_mask(s)])

    def vacant(self, s: HerdsState) -> list[int]:
        """The vacant squares, in order."""
        return list(s.vacant)

    # -- legal actions ---------------------------------------------------------------------------
    def tile_options(self, s: HerdsState) -> tuple[int, int]:
        """What is legal now, as terrains (bit masks, ``TERRAINS_IN``): those a ``Place`` may use and those a
        ``PlaceOne`` may use, each on any vacant square (``vacant``). The one place the legal tiles are decided:
        ``legal_actions`` makes the actions of them, the ``action_ids`` hook numbers them, the view and the
        random move read them."""
        phase = s.phase
        if phase == SECOND:
            return self.die_mask(s, 1 - s.used), 0
        if phase == OVER:
            return 0, 0
        left = s.left[s.turn]
        ones = (left[0] > 0) | (left[1] > 0) << 1 | (left[2] > 0) << 2 | (left[3] > 0) << 3
        if left[0] + left[1] + left[2] + left[3] < 2:
            return 0, ones
        return self.die_mask(s, 0) | self.die_mask(s, 1), ones

    def legal_actions(self, s: HerdsState) -> list[Any]:
        dice, ones = self.tile_options(s)
        if not dice and not ones:
            return []
        vacant = s.vacant
        out: list[Any] = []
        PLACE, PLACE_ONE = _ROWS[0] if _ROWS else place_rows()
        for t in TERRAINS_IN[dice]:
            row = PLACE[t]
            out.extend([row[sq] for sq in vacant])
        for t in TERRAINS_IN[ones]:
            row_one = PLACE_ONE[t]
            out.extend([row_one[sq] for sq in vacant])
        return out

    # -- checking --------------------------------------------------------------------------------
    def check(self, s: HerdsState, action: Any) -> None:
        if s.phase == OVER:
            raise self.refuse("H-END", "refuse.over")
        kind = type(action)
        if kind is not Place and kind is not PlaceOne:
            raise self.refuse("H-TURN", "refuse.unknown_action")
        t = TERRAIN_INDEX.get(action.terrain)
        if t is None:
            raise self.refuse("H-TERRAINS", "refuse.no_terrain", terrain=str(action.terrain)[:30])
        sq = action.square
        if isinstance(sq, bool) or not isinstance(sq, int) or not 0 <= sq < SQUARES:
            raise self.refuse("H-BOARD", "refuse.no_square", square=str(sq)[:30])
        if kind is PlaceOne and s.phase == SECOND:
            raise self.refuse("H-ONE-TILE", "refuse.one_after_dice", die=FACE_WORD_KEYS[s.dice[s.used]])
        cell = s.cells[sq]
        if cell != VACANT:
            name = NAMES[sq]
            if cell > 0:
                raise self.refuse(
                    "H-VACANT",
                    "refuse.occupied",
                    square=name,
                    terrain=TERRAIN_WORDS[(cell - 1) >> 2],
                    species=SPECIES_WORDS[s.species[(cell - 1) & 3]],
                )
            k = self.board.kinds[sq]
            if k == "V":
                raise self.refuse("H-BLOCKED", "refuse.volcano", square=name)
            if k == "T":
                raise self.refuse("H-BLOCKED", "refuse.tar", square=name)
            raise self.refuse("H-RIVER", "refuse.river", square=name)
        p = s.turn
        if s.left[p][t] == 0:
            raise self.refuse("H-SUPPLY", "refuse.none_left", terrain=TERRAIN_WORDS[t])
        if kind is PlaceOne:
            return
        if s.phase == FIRST and sum(s.left[p]) < 2:
            raise self.refuse("H-LAST-TILE", "refuse.last_tile")
        if t not in self.dice_terrains(s):
            if s.phase == SECOND:
                face = s.dice[1 - s.used]
                raise self.refuse(
                    "H-DICE",
                    "refuse.dice_second",
                    terrain=TERRAIN_WORDS[t],
                    used=FACE_WORD_KEYS[s.dice[s.used]],
                    die=FACE_WORD_KEYS[face],
                )
            raise self.refuse(
                "H-DICE",
                "refuse.dice_first",
                terrain=TERRAIN_WORDS[t],
                die1=FACE_WORD_KEYS[s.dice[0]],
                die2=FACE_WORD_KEYS[s.dice[1]],
            )

    # -- applying --------------------------------------------------------------------------------
    def apply(self, s: HerdsState, action: Any, chance: Chance) -> list[Event]:
        ev: list[Event] = []
        p = s.turn
        t = TERRAIN_INDEX[action.terrain]
        sq = action.square
        if type(action) is PlaceOne:
            self._put(s, sq, t, p)
            ev.append(Event("place_one", "H-ONE-TILE", self._tile_data(s, p, sq, t)))
            self._after_turn(s, chance, ev, "first_tile")
            return ev
        if s.phase == FIRST:
            die = self._pick_die(s, t)
            how = self._how(s, die, t)
            s.used = die
            self._put(s, sq, t, p)
            ev.append(Event("place", HOW_RULE[how], self._place_data(s, p, sq, t, 1, die, how)))
            if s.hubs == 0:
                if self.options.end == "moment":
                    MACHINE.check("first_tile", "game_over")
                    self._end(s, ev, "room")
                    return ev
                ev.append(Event("last_turn", "H-END-MOMENT", {"player": s.names[p], "seat": p}))
            MACHINE.check("first_tile", "second_tile")
            s.phase = SECOND
            return ev
        die = 1 - s.used
        how = self._how(s, die, t)
        self._put(s, sq, t, p)
        ev.append(Event("place", HOW_RULE[how], self._place_data(s, p, sq, t, 2, die, how)))
        self._after_turn(s, chance, ev, "second_tile")
        return ev

    def die_reason(self, s: HerdsState, t: int) -> str:
        """Why a tile of terrain ``t`` may be placed now from the dice: "match", "wild" or "runout"."""
        die = (1 - s.used) if s.phase == SECOND else self._pick_die(s, t)
        return self._how(s, die, t)

    def _pick_die(self, s: HerdsState, t: int) -> int:
        """The die a first tile of terrain ``t`` uses: the die showing ``t`` before one that is any terrain
        (wild, or a terrain the player has run out of), so the other die stays as free as it can be."""
        d0, d1 = s.dice
        if d0 == t:
            return 0
        if d1 == t:
            return 1
        left = s.left[s.turn]
        # both remaining candidates allow any terrain: spend a run-out die before a wild one
        if d0 != WILD and left[d0] == 0:
            return 0
        if d1 != WILD and left[d1] == 0:
            return 1
        return 0 if d0 == WILD else 1

    @staticmethod
    def _how(s: HerdsState, die: int, t: int) -> str:
        face = s.dice[die]
        if face == WILD:
            return "wild"
        return "match" if face == t else "runout"

    def _put(self, s: HerdsState, sq: int, t: int, p: int) -> None:
        """Lay the tile and keep the count of vacant squares with two vacant neighbours up to date."""
        cells = s.cells
        vdeg = s.vdeg
        cells[sq] = tile_code(t, p)
        s.vacant.remove(sq)
        s.left[p][t] -= 1
        s.placed += 1
        hubs = s.hubs
        if vdeg[sq] >= 2:
            hubs -= 1
        vdeg[sq] = 0
        for y in NEIGHBOURS[sq]:
            if cells[y] == VACANT:
                d = vdeg[y]
                if d == 2:
                    hubs -= 1
                vdeg[y] = d - 1
        s.hubs = hubs

    def _after_turn(self, s: HerdsState, chance: Chance, ev: list[Event], phase: str) -> None:
        if s.hubs == 0:
            MACHINE.check(phase, "game_over")
            self._end(s, ev, "room")
            return
        MACHINE.check(phase, "turn_start")
        n = s.n
        for k in range(1, n + 1):
            q = (s.turn + k) % n
            if sum(s.left[q]) > 0:
                break
            ev.append(Event("skip", "H-LAST-TILE", {"player": s.names[q], "seat": q}))
        else:
            MACHINE.check("turn_start", "game_over")
            self._end(s, ev, "tiles")
            return
        s.turn = q
        MACHINE.check("turn_start", "first_tile")
        self._roll(s, chance, ev)

    def _roll(self, s: HerdsState, chance: Chance, ev: list[Event]) -> list[Event] | None:
        """The next turn's dice, the last thing a turn does: the turn's events ``ev``, the roll's added (None:
        a chance still waiting for the dice, ``Chance.roll_last``)."""

        def rolled(faces: list[int]) -> list[Event]:
            s.rolls += 1
            s.dice = (faces[0], faces[1])
            s.used = -1
            s.phase = FIRST
            ev.append(self._roll_event(s))
            return ev

        return chance.roll_last(s.rolls, DIE_FACES, 2, rolled)

    def _roll_event(self, s: HerdsState) -> Event:
        p = s.turn
        return Event(
            "roll",
            "H-ROLL",
            {
                "player": s.names[p],
                "seat": p,
                "species": SPECIES_WORDS[s.species[p]],
                "die1": FACE_WORD_KEYS[s.dice[0]],
                "die2": FACE_WORD_KEYS[s.dice[1]],
                "faces": [FACE_WORDS[s.dice[0]], FACE_WORDS[s.dice[1]]],
                "roll": s.rolls,
            },
        )

    def _place_data(self, s: HerdsState, p: int, sq: int, t: int, tile: int, die: int, how: str) -> dict[str, Any]:
        """A ``Place``'s event data: the tile's (``_tile_data``), which of the turn's tiles, the die it used and
        how the die allowed it."""
        return {
            **self._tile_data(s, p, sq, t),
            "tile": tile,
            "die": FACE_WORD_KEYS[s.dice[die]],
            "how": how,
            "reason": HOW_REASON[how],
        }

    def _tile_data(self, s: HerdsState, p: int, sq: int, t: int) -> dict[str, Any]:
        return {
            "player": s.names[p],
            "seat": p,
            "species": SPECIES_WORDS[s.species[p]],
            "terrain": TERRAIN_WORDS[t],
            "square": NAMES[sq],
            "index": sq,
        }

    def _end(self, s: HerdsState, ev: list[Event], reason: str) -> None:
        s.phase = OVER
        s.used = -1
        s.dice = (WILD, WILD)  # no dice once the game is over (as the notation writes it)
        sheet = self.scores(s)
        ev.append(
            Event(
                "end",
                "H-END" if reason == "room" else "H-LAST-TILE",
                {
                    "reason": f"word.end_{reason}",
                    "winners": sheet.winner_names(),
                    "title": count(len(sheet.winners), "winner"),
                    "winner_seats": list(sheet.winners),
                    "totals": sheet.totals,
                },
            )
        )

    # -- scores ----------------------------------------------------------------------------------
    def decompose(self, s: HerdsState) -> scoring.Decomposition:
        return scoring.Decomposition(s.cells)

    def _points(self, s: HerdsState) -> tuple[list[int], list[list[int]]]:
        """Points per seat and base points per seat per terrain (``scoring.totals``), worked out once for a
        finished game (its ``final``: the end event and the returns both read them). Not to be changed."""
        options = self.options
        final = s.final
        if final is not None and (final[0] is options or final[0] == options):
            return final[1], final[2]
        total, base = scoring.totals(scoring.Decomposition(s.cells), s.n, options)
        if s.phase == OVER:
            s.final = (options, total, base)
        return total, base

    def totals(self, s: HerdsState) -> list[int]:
        """Points per seat if the game ended now (the fast path for bots and charts)."""
        return list(self._points(s)[0])

    def scores(self, s: HerdsState) -> ScoreSheet:
        """Points per player per terrain before bonuses, plus the bonus the multipliers add."""
        total, base = self._points(s)
        cats = list(TERRAINS) + ["bonus"]
        rows: dict[int | str, dict[str, int]] = {}
        for p in range(s.n):
            row = {TERRAINS[t]: base[p][t] for t in range(4)}
            row["bonus"] = total[p] - sum(base[p])
            rows[p] = row
        best = max(total)
        winners = [p for p in range(s.n) if total[p] == best]
        notes = []
        if s.phase != OVER:
            notes.append("provisional")
        if len(winners) > 1:
            notes.append("shared")
        return ScoreSheet(cats, rows, dict(enumerate(s.names)), winners=winners, notes=notes)

    def score_details(self, s: HerdsState) -> dict[str, Any]:
        """Every area with its herds, places, bonus and points, and each player's base, bonus and total."""
        d = scoring.Decomposition(s.cells)
        out = scoring.details(d, s.names, [SPECIES[x] for x in s.species], self.options, NAMES)
        best = max(p["total"] for p in out["players"])
        out["winners"] = [p["name"] for p in out["players"] if p["total"] == best]
        out["over"] = s.phase == OVER
        return out

    # -- views and notation ----------------------------------------------------------------------
    def to_notation(self, s: HerdsState) -> str:
        return notation.to_notation(s, self.board)

    def from_notation(self, text: str, board: Any, options: Any) -> HerdsState:
        state = notation.from_notation(
            text, board or self.board, options if isinstance(options, HerdsOptions) else self.options
        )
        return state

    # -- words -----------------------------------------------------------------------------------
    def describe(self, action: Any, lang: str = "en") -> str:
        if isinstance(action, (Place, PlaceOne)):
            key = "action.place" if isinstance(action, Place) else "action.place_one"
            sq = action.square
            name = NAMES[sq] if isinstance(sq, int) and 0 <= sq < SQUARES else str(sq)
            terrain = f"word.{action.terrain}" if action.terrain in TERRAIN_INDEX else action.terrain
            return self.catalogue.render(key, lang, {"terrain": terrain, "square": name})
        return str(action)

    def ecosystem_bounds(self, players: int) -> Any:
        """The sizes the ecosystem adapters need for ``players`` players (``ecosystem.GameBounds``)."""
        from .bounds import bounds

        return bounds(self, players)
