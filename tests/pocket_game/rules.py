"""The pocket rules: a match of Kuhn-poker hands (a ``genesis_nb.core.boundrules.BoundRules``)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Sequence

from genesis_nb.core.boundrules import BoundRules
from genesis_nb.core.catalogue import Catalogue, count
from genesis_nb.core.chance import Chance
from genesis_nb.core.phases import Phase, PhaseMachine
from genesis_nb.core.rules import EVERYTHING, Event, ScoreSheet, shown

from . import betting
from .boarddata import BOARDS
from .state import (
    BET,
    BETTING,
    CALL,
    CHECK,
    DEAL,
    FOLD,
    LETTER,
    OVER,
    Bet,
    Call,
    Check,
    Fold,
    PocketOptions,
    PocketState,
    registry,
)

CATALOGUE = Catalogue.from_toml("pocket", Path(__file__).with_name("texts.toml"))
MACHINE = PhaseMachine(
    [Phase(DEAL, "P-DEAL", False), Phase(BETTING, "P-ORDER", True), Phase(OVER, "P-HANDS", False)],
    {DEAL: [BETTING], BETTING: [BETTING, DEAL, OVER]},
    DEAL,
)
#: the words of each move (``action.*``) and the rule behind it
MOVE_RULE = {CHECK: "P-CHECK", BET: "P-BET", CALL: "P-CALL", FOLD: "P-FOLD"}
MOVE_KIND = {CHECK: "check", BET: "bet", CALL: "call", FOLD: "fold"}


def card_word(card: int) -> str:
    return f"word.card_{card}"


class PocketRules(BoundRules[PocketState]):
    """Kuhn poker for 2 or 3 players, played as a match of ``options.hands`` hands."""

    name = "pocket"
    catalogue = CATALOGUE
    registry = registry
    machine = MACHINE
    min_players = 2
    max_players = 3
    chance = True
    hidden_information = True

    options_type = PocketOptions
    boards = BOARDS

    # -- set-up ---------------------------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Any, board: Any, chance: Chance) -> PocketState:
        opts = options if isinstance(options, PocketOptions) else self.options
        n = len(players)
        s = PocketState(list(players), opts.hands, opts.rotate, pots=[0] * n, stakes=[0] * n)
        self._deal(s, chance)
        return s

    def _deal(self, s: PocketState, chance: Chance) -> list[Event]:
        """Rules P-ANTE and P-DEAL: a new hand, its antes and a card for every seat."""
        deck = chance.shuffled(s.deals, range(1, s.n + 2))
        s.deals += 1
        s.cards = deck[: s.n]
        s.moves = ""
        s.phase = MACHINE.check(s.phase, BETTING)
        return self._deal_events(s)

    def _deal_events(self, s: PocketState) -> list[Event]:
        first = self.first(s)
        out = [
            Event(
                "ante",
                "P-ANTE",
                {
                    "hand": s.hand + 1,
                    "hands": s.hands,
                    "chips": count(1, "chip"),
                    "seat_first": first,
                    "player": s.names[first],
                },
            )
        ]
        for seat, card in enumerate(s.cards):
            out.append(
                Event(
                    "deal",
                    "P-DEAL",
                    {
                        "seat": seat,
                        "player": s.names[seat],
                        "card": card_word(card),
                        "rank": card,
                        "private_to": [seat],
                    },
                )
            )
        return out

    def opening_events(self, state: PocketState) -> list[Event]:
        return self._deal_events(state) if state.hand == 0 and not state.moves else []

    # -- play -----------------------------------------------------------------------------------------
    def first(self, s: PocketState) -> int:
        return betting.opener(s.hand, s.n, s.rotate)

    def actor(self, state: PocketState) -> int | None:
        if state.phase != BETTING:
            return None
        return betting.seat_of(self.first(state), len(state.moves), state.n)

    def is_over(self, state: PocketState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: PocketState) -> list[Any]:
        if state.phase != BETTING:
            return []
        if betting.bettor_at(state.moves) < 0:
            return [Check(), Bet()]
        return [Call(), Fold()]

    def check(self, state: PocketState, action: Any) -> None:
        if type(action) not in LETTER:
            raise self.refuse("P-TURN", "refuse.unknown_action", action=shown(action))
        if state.phase != BETTING:
            raise self.refuse("P-TURN", "refuse.over")
        seat = self.actor(state)
        assert seat is not None
        player = state.names[seat]
        at = betting.bettor_at(state.moves)
        if at >= 0:
            bettor = state.names[betting.seat_of(self.first(state), at, state.n)]
            if isinstance(action, Check):
                raise self.refuse("P-CHECK", "refuse.check_after_bet", player=player, bettor=bettor)
            if isinstance(action, Bet):
                raise self.refuse("P-BET", "refuse.bet_after_bet", player=player, bettor=bettor)
        elif isinstance(action, Call):
            raise self.refuse("P-CALL", "refuse.call_no_bet", player=player)
        elif isinstance(action, Fold):
            raise self.refuse("P-FOLD", "refuse.fold_no_bet", player=player)

    def apply(self, state: PocketState, action: Any, chance: Chance) -> list[Event]:
        seat = self.actor(state)
        assert seat is not None
        letter = LETTER[type(action)]
        data: dict[str, Any] = {"seat": seat, "player": state.names[seat]}
        if letter == BET:
            data["chips"] = count(1, "chip")
        events = [Event(MOVE_KIND[letter], MOVE_RULE[letter], data)]
        state.moves += letter
        if betting.is_done(state.moves, state.n):
            events += self._end_hand(state, chance)
        else:
            state.phase = MACHINE.check(state.phase, BETTING)
        return events

    def _end_hand(self, s: PocketState, chance: Chance) -> list[Event]:
        """Rules P-SHOWDOWN and P-POT, then the next hand (or the end of the match, P-HANDS)."""
        first = self.first(s)
        stakes = betting.stakes(s.moves, first, s.n)
        shown_seats = betting.showdown(s.moves, first, s.n)
        win = betting.winner(s.moves, first, s.cards)
        pot = sum(stakes)
        events = [
            Event("show", "P-SHOWDOWN", {"seat": seat, "player": s.names[seat], "card": card_word(s.cards[seat])})
            for seat in shown_seats
        ]
        events.append(Event("pot", "P-POT", {"seat": win, "player": s.names[win], "chips": count(pot, "chip")}))
        for seat in range(s.n):
            s.stakes[seat] += stakes[seat]
        s.pots[win] += pot
        s.last = (win, pot, tuple(s.cards[x] if x in shown_seats else 0 for x in range(s.n)))
        if s.hand + 1 >= s.hands:
            s.phase = MACHINE.check(s.phase, OVER)
            winners = self.scores(s).winners
            events.append(Event("end", "P-SCORE", {"winners": [s.names[w] for w in winners]}))
            return events
        s.hand += 1
        s.phase = MACHINE.check(s.phase, DEAL)
        return events + self._deal(s, chance)

    # -- reading --------------------------------------------------------------------------------------
    def view(self, state: PocketState, observer: int | str = "public") -> dict[str, Any]:
        from .view import view

        return view(self, state, observer)

    def scores(self, state: PocketState) -> ScoreSheet:
        rows: dict[int | str, dict[str, int]] = {
            seat: {"pots": state.pots[seat], "stakes": -state.stakes[seat]} for seat in range(state.n)
        }
        totals = [state.pots[s] - state.stakes[s] for s in range(state.n)]
        best = max(totals)
        return ScoreSheet(
            categories=["pots", "stakes"],
            rows=rows,
            labels=dict(enumerate(state.names)),
            winners=[s for s in range(state.n) if totals[s] == best],
        )

    def to_notation(self, state: PocketState) -> str:
        from .notation import to_notation

        return to_notation(state)

    def from_notation(self, text: str, board: Any, options: Any) -> PocketState:
        from .notation import from_notation

        return from_notation(text, options if isinstance(options, PocketOptions) else self.options)

    def describe(self, action: Any, lang: str = "en") -> str:
        letter = LETTER.get(type(action))
        if letter is None:
            return str(action)
        return self.catalogue.render(f"action.{MOVE_KIND[letter]}", lang, {})

    def picture(
        self, state: PocketState, observer: int | str = "public", lang: str = "en", highlight: Any = None
    ) -> str:
        from .picture import draw

        return draw(self, state, observer, lang, highlight)

    # -- hidden information ---------------------------------------------------------------------------
    def known_cards(self, state: PocketState, observer: int | str) -> list[bool]:
        """Which seats' cards ``observer`` may know now: its own, everybody's for ``"all"``, and those
        shown at the showdown that ended the match."""
        if observer == EVERYTHING:
            return [True] * state.n
        known = [observer == seat for seat in range(state.n)]
        if state.phase == OVER and state.last is not None:
            known = [k or bool(c) for k, c in zip(known, state.last[2])]
        return known

    def resample_hidden(self, state: PocketState, observer: int | str, rng: random.Random) -> PocketState:
        out = state.copy()
        known = self.known_cards(state, observer)
        seen = {state.cards[s] for s in range(state.n) if known[s]}
        pool = [c for c in range(1, state.n + 2) if c not in seen]
        rng.shuffle(pool)
        for seat in range(state.n):
            if not known[seat]:
                out.cards[seat] = pool.pop()
        return out

    def check_invariants(self, state: PocketState) -> None:
        n = state.n
        assert 2 <= n <= 3, f"{n} players"
        assert sorted(set(state.cards)) == sorted(state.cards) and len(state.cards) == n, state.cards
        assert all(1 <= c <= n + 1 for c in state.cards), state.cards
        assert betting.is_sound(state.moves, n), state.moves
        assert 0 <= state.hand < state.hands and state.deals == state.hand + 1
        assert sum(state.pots) == sum(state.stakes), (state.pots, state.stakes)
        done = betting.is_done(state.moves, n)
        assert (state.phase == OVER) == done and state.phase in (BETTING, OVER), state.phase
        assert not done or state.hand + 1 == state.hands, "only the match's last hand is left finished"
        assert (state.last is None) == (state.hand == 0 and not done)

    # -- the ecosystem adapters -----------------------------------------------------------------------
    def ecosystem_bounds(self, players: int) -> dict[str, Any]:
        """The sizes OpenSpiel and PettingZoo need (``genesis_nb.ecosystem.bounds``): four moves without
        fields, a hand of at most ``2n - 1`` moves, a deal drawn as a shuffle
        of ``n + 1`` cards (one chance node per swap, ``n + 1`` outcomes at most)."""
        return {
            "domains": {"check": {}, "bet": {}, "call": {}, "fold": {}},
            "max_game_length": self.options.hands * (2 * players - 1),
            "max_chance_outcomes": players + 1,
            "tensor_size": 256,
        }
