"""A whole game between computer players, told move by move: who decided, why, what happened, and the board after.

    >>> import genesis_nb
    >>> from genesis_nb.replay import BotGame
    >>> watch = BotGame(genesis_nb.game("herds"), ["Gus", "Mia"], ["greedy", "random"], seed=7)
    >>> watch.story(1)[0]                                     # doctest: +ELLIPSIS
    'Move 1. Gus ...'
    >>> watch.viewer()                                        # in a notebook: a slider through the moves  # doctest: +SKIP

``bots`` names each seat's bot (a name of the game's bots, or a bot object). Every move is chosen by the seat's bot through ``bots.explain`` (the bot's best few actions and its reason, in
words, from what that seat may know); the narration is what everybody at the table hears. ``viewer()`` is a
slider and a Next button (nothing to type or run again), with the picture of the position after the move as
everybody sees it (the last move ringed). ``choices(n)`` tells a move with the values the bot gave its best
options, and ``tell_next()`` the moves one at a time (for ``stepper``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

#: a game longer than this is cut off (a safeguard; the kit's games end far sooner)
MAX_MOVES = 2000


@dataclass(frozen=True)
class Move:
    """One move of a bots' game: the seat, the bot's explanation, the events it caused."""

    seat: int
    why: Any
    events: tuple[Any, ...]


class BotGame:
    """A game played to its end by bots, kept with every explanation (see the module docstring)."""

    def __init__(self, info: Any, players: Sequence[str], bots: Sequence[Any], seed: int = 0, lang: str = "en") -> None:
        from .bots.explain import explain

        if len(bots) != len(players):
            raise ValueError(f"one bot per player: {len(players)} players, {len(bots)} bots")
        self.info = info
        self.lang = lang
        self.game = info.new_game(list(players), seed=seed, lang=lang)
        made = [
            info.make_bot(kind, seed=seed * 31 + seat) if isinstance(kind, str) else kind
            for seat, kind in enumerate(bots)
        ]
        self.moves: list[Move] = []
        #: the moves told so far by ``tell_next``
        self.told = 0
        while not self.game.is_over and len(self.moves) < MAX_MOVES:
            seat = self.game.actor
            why = explain(made[seat], self.game, lang=lang)
            self.moves.append(Move(seat, why, tuple(self.game.play(why.choice))))

    def story(self, n: int) -> list[str]:
        """Move ``n`` (1 is the first) in sentences: who chose what and why, then what the table heard."""
        move = self._move(n)
        name = self.game.players[move.seat]
        lines = [f"Move {n}. {name}: {move.why.sentence}"]
        lines += self.game.narrate(list(move.events), self.lang)
        return lines

    def choices(self, n: int) -> list[str]:
        """Move ``n`` with the values the bot gave its best options: who chose what (its value), the next best,
        then what the table heard (indented)."""
        move = self._move(n)
        best, *others = move.why.options
        line = f"Move {n}. {self.game.players[move.seat]} chooses {best.words}{_valued(best, ' (value {:g})')}"
        if others:
            line += "; next best: " + ", ".join(f"{o.words}{_valued(o, ' ({:g})')}" for o in others)
        return [line] + [f"      {sentence}" for sentence in self.heard(n)]

    def heard(self, n: int) -> list[str]:
        """What the table heard of move ``n``."""
        return self.game.narrate(list(self._move(n).events), self.lang)

    def tell(self, n: int) -> None:
        """Print move ``n`` with its options' values (``choices``)."""
        print("\n".join(self.choices(n)))

    def tell_next(self, until: Callable[[list[str]], bool] | None = None) -> None:
        """Tell the move after the last one told (``tell``); with ``until``, the moves up to one whose narration
        (``heard``) it accepts, such as the end of a turn. After the last move: that the game is over."""
        if self.told == len(self.moves):
            print("The game is over.")
        while self.told < len(self.moves):
            self.told += 1
            self.tell(self.told)
            if until is None or until(self.heard(self.told)):
                break

    def _move(self, n: int) -> Move:
        if not 1 <= n <= len(self.moves):
            raise ValueError(f"move {n!r:.20} is not a move of this game (1 to {len(self.moves)})")
        return self.moves[n - 1]

    def key_moves(self, kinds: Sequence[str]) -> list[int]:
        """The moves that caused an event of one of ``kinds``."""
        return [n for n, m in enumerate(self.moves, 1) if any(e.kind in kinds for e in m.events)]

    def viewer(self, start: int = 1) -> Any:
        """A slider through the moves, a Next button, the story and the picture of each (needs ipywidgets)."""
        import ipywidgets as W  # type: ignore[import-untyped]

        if not self.moves:
            return W.HTML("<p>(no moves)</p>")
        slider = W.IntSlider(value=min(max(1, start), len(self.moves)), min=1, max=len(self.moves), description="move")
        step = W.Button(description="Next move", icon="")
        text = W.HTML()
        picture = W.HTML()

        def show(_change: Any = None) -> None:
            import html

            n = slider.value
            text.value = "<br>".join(html.escape(line) for line in self.story(n))
            picture.value = self.game.picture(ply=self._ply_of(n)).svg

        def forward(_button: Any) -> None:
            if slider.value < slider.max:
                slider.value += 1

        slider.observe(show, names="value")
        step.on_click(forward)
        show()
        return W.VBox([W.HBox([slider, step]), text, picture])

    def _ply_of(self, n: int) -> int:
        return n  # one move is one action of the game


def _valued(option: Any, form: str) -> str:
    """An option's value in ``form``, or nothing for a bot that gives none (the random bot)."""
    return "" if option.value is None else form.format(option.value)


def stepper(step: Any, label: str = "Next", *, first: bool = True) -> Any:
    """A button that calls ``step()`` and shows what it prints below it (a story told one step a click, with no
    cell to run again); ``first``: tell the first step at once. Needs ipywidgets."""
    import ipywidgets as W  # type: ignore[import-untyped]

    button = W.Button(description=label)
    out = W.Output()

    def press(_button: Any = None) -> None:
        out.clear_output(wait=True)
        with out:
            step()

    button.on_click(press)
    if first:
        press()
    return W.VBox([button, out])
