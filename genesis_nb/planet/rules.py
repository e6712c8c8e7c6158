"""The rules of planet: set-up, the four steps of a turn, oxygen, bacteria, the set-aside continent, the end.

Phases (the rulebook's turn overview, as ``MACHINE``): set-up, then turns of indicate (active player) ->
designate (previous player) -> place (active player) [-> an oxygen's special action] -> draw [-> a
bacterium's share or move, then draw again] -> end of turn; the end comes when every element and oxygen
pawn is placed. ``apply`` resolves everything automatic up to the next decision.

Hidden information: ``known[pawn]`` holds the seats that have seen a pawn's need (holders past and
present, its placer, a look-move's looker; everyone once it lies need side up). Views and events read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..core.boundrules import BoundRules
from ..core.catalogue import Catalogue, beside
from ..core.chance import Chance
from ..core.lazy import LazyAttribute, lazy_module
from ..core.phases import Phase, PhaseMachine
from ..core.rules import Event, ScoreSheet
from .board_tables import FROM_BOARD, board_tables
from .boarddata import BOARDS, OXYGEN, Board
from .checks import PlanetChecks
from .flow import apply_action, begin_turn
from .scoring import evaluate, level
from .state import (
    BACTERIA_MOVE,
    DESIGNATE,
    EXCHANGE,
    FLIP,
    INDICATE,
    LOOK,
    LOOK_MOVE,
    OVER,
    PLACE,
    SHARE,
    PlanetOptions,
    PlanetState,
)

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

MACHINE = PhaseMachine(
    [
        Phase("setup", "P-SETUP-TRAYS", False),
        Phase(INDICATE, "P-INDICATE", True),
        Phase(DESIGNATE, "P-DESIGNATE", True),
        Phase(PLACE, "P-PLACE", True),
        Phase(FLIP, "P-OX-FLIP", True),
        Phase(EXCHANGE, "P-OX-EXCHANGE", True),
        Phase(LOOK, "P-OX-LOOK", True),
        Phase(LOOK_MOVE, "P-OX-LOOK", True),
        Phase("draw", "P-DRAW", False),
        Phase(SHARE, "P-BAC-SHARE", True),
        Phase(BACTERIA_MOVE, "P-BAC-MOVE", True),
        Phase("turn_end", "P-TURN", False),
        Phase(OVER, "P-END", False),
    ],
    {
        "setup": [INDICATE, "turn_end"],
        INDICATE: [DESIGNATE],
        DESIGNATE: [PLACE, "turn_end"],
        PLACE: [FLIP, EXCHANGE, LOOK, "draw"],
        FLIP: ["draw"],
        EXCHANGE: ["draw"],
        LOOK: [LOOK_MOVE, "draw"],
        LOOK_MOVE: ["draw"],
        "draw": [SHARE, BACTERIA_MOVE, "draw", "turn_end"],
        SHARE: ["draw"],
        BACTERIA_MOVE: ["draw"],
        "turn_end": [INDICATE, "turn_end", OVER],
    },
    start="setup",
)

CATALOGUE = Catalogue.from_toml("planet", beside(__file__, "texts.toml"))


class PlanetRules(PlanetChecks, BoundRules[PlanetState]):
    name = "planet"
    catalogue = CATALOGUE
    registry = LazyAttribute(A, "registry")  # type: ignore[assignment]
    machine = MACHINE
    min_players = 2
    max_players = 4
    options_type = PlanetOptions
    boards = BOARDS
    board: Board
    options: PlanetOptions
    chance = True
    team_score = True
    hidden_information = True

    if not TYPE_CHECKING:  # (a type checker still refuses an attribute the rules do not have)

        def __getattr__(self, name: str) -> Any:
            """What the rules read from their board (``FROM_BOARD``), made when first asked for (so that importing
            the game reads no board file); the board itself is ``BoundRules``'."""
            if name not in FROM_BOARD:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            self._read_board()
            return self.__dict__[name]

    def _read_board(self) -> None:
        self.__dict__.update(board_tables(self.board))

    def layout(self, s: PlanetState):
        return self.board.layout(s.faces)

    # -- set-up ----------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> PlanetState:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"planet is for 2 to 4 players, not {n}")
        names = [str(p) for p in players]
        if len(set(names)) != n or any(not x for x in names):
            raise ValueError("every player needs a different, non-empty name")
        o = self.options
        s = PlanetState(n, names, self.n_spaces, self.n_pawns)
        faces = {"easy": "EEEE", "difficult": "DDDD"}.get(o.faces, o.faces)
        if faces == "random":
            faces = "".join(chance.roll(s.draws, "ED", len(self.board.trays)))
            s.draws += 1
        s.faces = faces
        lay = self.layout(s)
        s.aside = chance.choice(s.draws, range(len(self.board.trays)))
        s.draws += 1
        s.tray = list(self.bacteria)
        s.bag = list(self.elements)
        for seat in range(n):
            for _ in range(3):
                self._draw_into(s, seat, chance)
        oxygens = list(self.oxygens)
        if o.preplaced_oxygen:
            oxygens = chance.shuffled(s.draws, oxygens)
            joined = [c for c in range(len(self.board.trays)) if c != s.aside]
            whites = [lay.white_space[c] for c in chance.shuffled(s.draws + 1, joined)]
            whites.append(lay.white_space[s.aside])
            s.draws += 2
            for p, g in zip(oxygens[: o.preplaced_oxygen], whites):
                s.board[g] = p  # element side up, its action unknown to everyone
            oxygens = oxygens[o.preplaced_oxygen :]
        s.bag = sorted(s.bag + oxygens)
        s.first = s.turn = chance.choice(s.draws, range(n))
        s.draws += 1
        s.phase = "setup"
        self._begin_turn(s, [])
        return s

    def opening_events(self, s: PlanetState) -> list[Event]:
        """The set-up as events: faces, the set-aside tray, hands (colours public, needs private), the
        oxygen laid for the variant, the first player."""
        lay = self.layout(s)
        trays = self.board.trays
        ev = [
            Event(
                "setup",
                "P-SETUP-TRAYS",
                {
                    "faces": ", ".join(
                        f"{t.name} {'easy' if f == 'E' else 'difficult'}" for t, f in zip(trays, s.faces)
                    ),
                    "aside": trays[s.aside].name,
                },
            )
        ]
        for seat, hand in enumerate(s.hands):
            ev.append(
                Event(
                    "setup_hand",
                    "P-SETUP-HANDS",
                    {"player": s.names[seat], "seat": seat, "colours": [f"word.colour.{self.colour[p]}" for p in hand]},
                )
            )
            ev.append(
                Event(
                    "setup_needs",
                    "P-SETUP-HANDS",
                    {"player": s.names[seat], "needs": [dict(self.need_data[p]) for p in hand], "private_to": [seat]},
                )
            )
        for c in range(len(trays)):
            w = s.board[lay.white_space[c]]
            if w >= 0:
                ev.append(
                    Event(
                        "preplaced",
                        "P-VARIANT-OXYGEN",
                        {"space": self.labels[lay.white_space[c]], "continent": trays[c].name},
                    )
                )
        ev.append(Event("first", "P-SETUP-FIRST", {"player": s.names[s.first], "seat": s.first}))
        return ev

    def _draw_into(self, s: PlanetState, seat: int, chance: Chance) -> int:
        i = chance.generator(s.draws).randrange(len(s.bag))
        s.draws += 1
        p = s.bag.pop(i)
        s.hands[seat].append(p)
        s.known[p] |= 1 << seat
        return p

    # -- whose decision --------------------------------------------------------------------------
    def actor(self, s: PlanetState) -> int | None:
        ph = s.phase
        if ph == OVER:
            return None
        if ph == DESIGNATE:
            return (s.turn - 1) % s.n
        if ph == SHARE:
            return self.share_next(s)
        return s.turn

    def share_next(self, s: PlanetState) -> int:
        """The next seat (clockwise from the active player) that still has to choose a pawn to pass."""
        for i in range(s.n):
            seat = (s.turn + i) % s.n
            if s.share[seat] < 0 and self._givable(s, seat):
                return seat
        return -1

    def _givable(self, s: PlanetState, seat: int) -> bool:
        if self.options.share_oxygen:
            return bool(s.hands[seat])
        return any(self.kind[p] != OXYGEN for p in s.hands[seat])

    # -- helpers on the position -----------------------------------------------------------------
    def is_open(self, s: PlanetState, c: int) -> bool:
        return s.opened or c != s.aside

    def can_place_on(self, s: PlanetState, seat: int, c: int, lay: Any = None) -> bool:
        """Can ``seat`` put at least one of its pawns on continent ``c`` (colours decide, not needs)?"""
        lay = lay or self.layout(s)
        board, kind = s.board, self.kind
        elem = oxy = False
        for p in s.hands[seat]:
            if kind[p] == OXYGEN:
                oxy = True
            else:
                elem = True
        if oxy and board[lay.white_space[c]] < 0:
            return True
        if elem:
            for g in lay.elements[c]:
                if board[g] < 0:
                    return True
        return False

    def has_free_space(self, s: PlanetState, c: int, lay: Any) -> bool:
        board = s.board
        for g in lay.spaces[c]:
            if board[g] < 0:
                return True
        return False

    def elements_full(self, s: PlanetState, c: int, lay: Any) -> bool:
        board = s.board
        for g in lay.elements[c]:
            if board[g] < 0:
                return False
        return True

    def designable(self, s: PlanetState, c: int, lay: Any) -> bool:
        if not self.is_open(s, c) or not self.has_free_space(s, c, lay):
            return False
        return self.options.cannot_place != "designator" or self.can_place_on(s, s.turn, c, lay)

    # -- legal actions ---------------------------------------------------------------------------
    def legal_actions(self, s: PlanetState) -> list[Any]:
        return self.legal_with(s, self.act)

    def legal_with(self, s: PlanetState, act: Any) -> list[Any]:
        """The legal actions, each as ``act(kind, *fields)`` (the action itself, or its id: ``action_ids``)."""
        ph = s.phase
        if ph == OVER:
            return []
        lay = self.layout(s)
        board, kind = s.board, self.kind
        if ph == INDICATE:
            return [act(A.Indicate, i) for i in range(len(s.hands[s.turn]))]
        if ph == DESIGNATE:
            return [act(A.Designate, c) for c in range(len(lay.spaces)) if self.designable(s, c, lay)]
        if ph == PLACE:
            c = s.designated
            out = []
            free = [g for g in lay.elements[c] if board[g] < 0]
            w = lay.white_space[c]
            wfree = board[w] < 0
            for i, p in enumerate(s.hands[s.turn]):
                if kind[p] == OXYGEN:
                    if wfree:
                        out.append(act(A.Place, i, w, False))
                        out.append(act(A.Place, i, w, True))
                else:
                    for g in free:
                        out.append(act(A.Place, i, g, False))
            return out
        if ph == SHARE:
            seat = self.share_next(s)
            so = self.options.share_oxygen
            return [act(A.Give, i) for i, p in enumerate(s.hands[seat]) if so or kind[p] != OXYGEN]
        opt = [act(A.Skip)] if self.options.oxygen_optional and ph in (FLIP, EXCHANGE, LOOK) else []
        if ph == FLIP:
            return [act(A.Flip, g) for g in self.flip_targets(s, lay)] + opt
        if ph == EXCHANGE:
            return [act(A.Exchange, a, b) for a, b in self.exchange_pairs(s, lay)] + opt
        if ph == LOOK:
            return [act(A.Look, g) for g in lay.elements[s.target] if board[g] >= 0] + opt
        if ph == LOOK_MOVE:
            out = [act(A.LookMove, g) for g in self.free_element_spaces(s, lay)]
            if self.options.look_move_stay or not out:
                out.append(act(A.LookMove, s.target))
            return out
        if ph == BACTERIA_MOVE:
            return [act(A.BacteriaMove, a, b) for a, b in self.bacteria_moves(s, lay)]
        raise RuntimeError(f"unknown phase {ph!r}")  # pragma: no cover

    def flip_targets(self, s: PlanetState, lay: Any) -> list[int]:
        board, up = s.board, s.up
        back = self.options.flip_back
        return [g for g in lay.elements[s.target] if board[g] >= 0 and (back or not up[board[g]])]

    def placed_element_spaces(self, s: PlanetState, lay: Any) -> list[int]:
        board = s.board
        return [g for c in range(len(lay.elements)) for g in lay.elements[c] if board[g] >= 0]

    def free_element_spaces(self, s: PlanetState, lay: Any) -> list[int]:
        board = s.board
        return [g for c in range(len(lay.elements)) if self.is_open(s, c) for g in lay.elements[c] if board[g] < 0]

    def exchange_pairs(self, s: PlanetState, lay: Any) -> list[tuple[int, int]]:
        here = [g for g in lay.elements[s.target] if s.board[g] >= 0]
        if not here:
            return []
        others = self.placed_element_spaces(s, lay)
        hs = set(here)
        # the pawn on the oxygen's continent first (the swap works from there), the pairs in board order
        return [
            (a, b) if a in hs else (b, a) for i, a in enumerate(others) for b in others[i + 1 :] if a in hs or b in hs
        ]

    def bacteria_moves(self, s: PlanetState, lay: Any) -> list[tuple[int, int]]:
        free = self.free_element_spaces(s, lay)
        if not free:
            return []
        cont = lay.continent
        return [(a, b) for a in self.placed_element_spaces(s, lay) for b in free if cont[a] != cont[b]]

    # -- applying --------------------------------------------------------------------------------
    def apply(self, s: PlanetState, action: Any, chance: Chance) -> list[Event]:
        return apply_action(self, s, action, chance)

    def _begin_turn(self, s: PlanetState, ev: list[Event]) -> None:
        begin_turn(self, s, ev)

    # -- scores ----------------------------------------------------------------------------------
    def final_evaluation(self, s: PlanetState):
        """The end-of-game judgement of the position before removals (teacher knowledge)."""
        occ = s.board[:]
        for g, p, _ in s.removed:
            occ[g] = p
        return evaluate(self.needs, self.layout(s), occ, s.up, self.options.removal, self.options.water)

    def forecast(self, s: PlanetState):
        """What the final count would be if the game ended now (reads every hidden need: teacher only)."""
        return evaluate(self.needs, self.layout(s), s.board, s.up, self.options.removal, self.options.water)

    def scores(self, s: PlanetState) -> ScoreSheet:
        """Points per continent (elements, oxygen) and the team's total and level once the game is over.

        During the game only public points are shown: oxygen pawns lying element side up (they score
        whatever happens); element points exist only after the final reveal.
        """
        lay = self.layout(s)
        rows: dict[int | str, dict[str, int]] = {}
        labels: dict[int | str, str] = {t.name: t.name for t in self.board.trays}
        labels.update(enumerate(s.names))  # the winners (seats) are named too
        if s.phase == OVER:
            e = self.final_evaluation(s)
            for c, t in enumerate(self.board.trays):
                rows[t.name] = {"elements": e.element_points[c], "oxygen": e.oxygen_points[c]}
            total = e.total
            return ScoreSheet(
                ["elements", "oxygen"],
                rows,
                labels,
                winners=list(range(s.n)) if total == 24 else [],
                team=total,
                notes=[f"level:{level(total, s.n)}"],
                level=level(total, s.n),
            )
        for c, t in enumerate(self.board.trays):
            w = s.board[lay.white_space[c]]
            rows[t.name] = {"elements": 0, "oxygen": 1 if w >= 0 and self.kind[w] == OXYGEN and not s.up[w] else 0}
        return ScoreSheet(["elements", "oxygen"], rows, labels, team=None, notes=["in_progress"])

    # -- views and notation ----------------------------------------------------------------------
    def to_notation(self, s: PlanetState) -> str:
        from . import notation

        return notation.to_notation(self, s)

    def from_notation(self, text: str, board: Any, options: Any) -> PlanetState:
        from . import notation

        return notation.from_notation(self, text)

    # -- hidden information ----------------------------------------------------------------------
    def resample_hidden(self, s: PlanetState, observer: int | str, rng: Any) -> PlanetState:
        """The position with the pawns whose needs ``observer`` does not know dealt again among their
        places, within each colour (what the back of a pawn shows), and other seats' secret share
        choices drawn again; what lies face up and what ``observer`` has seen stay where they are."""
        out = s.copy()
        if observer == "all":
            return out
        bit = 1 << observer if isinstance(observer, int) and not isinstance(observer, bool) else 0
        places: list[tuple[str, int, int]] = []  # (where, index, slot) of each unknown pawn
        pawn_at: list[int] = []
        for g, p in enumerate(s.board):
            if p >= 0 and not s.up[p] and not s.known[p] & bit:
                places.append(("board", g, -1))
                pawn_at.append(p)
        for seat, hand in enumerate(s.hands):
            for i, p in enumerate(hand):
                if not s.known[p] & bit:
                    places.append(("hand", seat, i))
                    pawn_at.append(p)
        for i, p in enumerate(s.bag):
            places.append(("bag", i, -1))
            pawn_at.append(p)
        groups: dict[tuple[Any, Any], list[int]] = {}
        for k, p in enumerate(pawn_at):
            groups.setdefault((self.colour[p], self.kind[p]), []).append(k)
        new_at = pawn_at[:]
        for group in sorted(groups):  # canonical: the same for every position
            ks = groups[group]  # the observer cannot tell from this one
            ids = sorted(pawn_at[k] for k in ks)
            rng.shuffle(ids)
            for k, p in zip(ks, ids):
                new_at[k] = p
        for _k, ((where, a, b), old, new) in enumerate(zip(places, pawn_at, new_at)):
            if where == "board":
                out.board[a] = new
            elif where == "hand":
                out.hands[a][b] = new
            else:
                out.bag[a] = new
            out.up[new], out.known[new], out.placer[new] = s.up[old], s.known[old], s.placer[old]
        out.bag.sort()
        if out.share:
            for seat, chosen in enumerate(s.share):
                if seat != observer and chosen >= 0 and out.hands[seat]:
                    out.share[seat] = rng.randrange(len(out.hands[seat]))
        return out

    # -- words -----------------------------------------------------------------------------------
    def event_visible(self, event: Event, observer: int | str) -> bool:
        """Events that show a hidden need go only to their audience (``private_to``)."""
        from .view import visible

        return visible(event, observer)

    def narrate(self, event: Event, lang: str = "en") -> str:
        from .text import narrate_event

        return narrate_event(self, event, lang)

    def narrate_for(self, event: Event, lang: str = "en", observer: int | str | None = None) -> str:
        """The seat's own draws and looks in the second person ("You drew ..."); others' by name."""
        from .text import narrate_event

        if self.is_own_event(event, observer) and f"event.{event.kind}.you" in self.catalogue.messages:
            return narrate_event(self, event, lang, f"event.{event.kind}.you")
        return narrate_event(self, event, lang)

    def describe(self, action: Any, lang: str = "en") -> str:
        from .text import describe_action

        return describe_action(self, action, lang)

    def ecosystem_bounds(self, players: int) -> Any:
        """The sizes the ecosystem adapters need for ``players`` players (``ecosystem.GameBounds``)."""
        from .bounds import bounds

        return bounds(self, players)
