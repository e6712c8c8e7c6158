"""A game table for the student mode: who plays, a New game button, the projector, the board and its live chart,
all set by clicking (nothing on screen asks for code).

    >>> import genesis_nb
    >>> from genesis_nb.playtable import play_table
    >>> play_table("herds", players=["Sam", "Ada"], computer={1: "greedy"})   # in a notebook cell   # doctest: +SKIP

Any registered game: the seats' names and kinds (a human at this screen, or one of the game's bots) are read
from the form when New game is pressed; the form starts from what the call gives. The board is the game's own
(``info.board``); the chart follows the board live (``charts.live_scores``). ``PlayTable.setup()`` says what
the form holds as plain data, so it is tested without a browser.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .core.words import Words
from .registry import game as game_info

HUMAN = "human"
#: the table's words (``playtable.toml``)
word = Words(__package__, "playtable.toml")


class PlayTable:
    """The form, the board and the live chart of one game (see the module docstring)."""

    def __init__(
        self,
        info: Any,
        players: Sequence[str] | None = None,
        computer: Mapping[int, str] | None = None,
        *,
        seed: int | None = None,
        options: Any = None,
        lang: str = "en",
        scale: float = 1.0,
        chart: bool = True,
    ) -> None:
        import ipywidgets as W  # type: ignore[import-untyped]

        from .bots.kinds import kinds_for

        if lang not in info.languages:
            raise ValueError(f"{info.name} speaks {', '.join(info.languages)}, not {lang!r:.20}")
        self.info = info
        self.lang = lang
        self.options = options
        self.kinds = [HUMAN, *kinds_for(info)]
        names = list(players) if players is not None else [f"{word('player', lang)} {i + 1}" for i in range(2)]
        if not info.min_players <= len(names) <= info.max_players:
            raise ValueError(f"{info.name} is played by {info.min_players} to {info.max_players} players")
        computer = dict(computer or {})
        for seat, kind in computer.items():
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(names):
                raise ValueError(f"seat {seat!r:.20} is not a seat of this {len(names)}-player game")
            if kind not in self.kinds[1:]:
                raise ValueError(
                    f"{info.name} has no computer player called {kind!r:.30}: choose {', '.join(self.kinds[1:])}"
                )
        self._W = W
        self.count = W.Dropdown(
            options=list(info.player_counts),
            value=len(names),
            description=word("players", lang),
            layout={"width": "12em"},
        )
        self.rows = W.VBox()
        self.seed = W.IntText(
            value=2026 if seed is None else seed, description=word("seed", lang), layout={"width": "14em"}
        )
        self.projector = W.ToggleButton(value=scale > 1, description=word("projector", lang), icon="")
        self.new = W.Button(description=word("new_game", lang), button_style="primary")
        self.status = W.HTML()
        self._names = list(names)
        self._computer = computer
        self._seat_rows(len(names))
        self.count.observe(lambda ch: self._seat_rows(ch["new"]), names="value")
        self.new.on_click(lambda _b: self.new_game())
        self.projector.observe(lambda ch: self._project(ch["new"]), names="value")
        game = info.new_game(self._names[: len(names)], seed=self.seed.value, options=options, lang=lang)
        self.board = info.board(game, bots=self._bots(), lang=lang, scale=1.5 if self.projector.value else 1.0)
        self.chart: Any = None
        parts: list[Any] = [
            W.HBox([self.count, self.seed, self.projector, self.new]),
            self.rows,
            self.status,
            self.board,
        ]
        if chart:
            from .charts import live_scores

            self.chart = live_scores(self.board, lang)
            parts.append(self.chart)
        self.widget = W.VBox(parts)

    # -- the form -----------------------------------------------------------------------------------------
    def _seat_rows(self, n: int) -> None:
        W = self._W
        if self.rows.children:  # keep what the form holds for the seats that stay
            held = self.setup()
            self._names, self._computer = held["players"], held["computer"]
        rows = []
        for seat in range(n):
            name = self._names[seat] if seat < len(self._names) else f"{word('player', self.lang)} {seat + 1}"
            kind = self._computer.get(seat, HUMAN)
            text = W.Text(value=name, description=word("seat", self.lang, n=seat + 1), layout={"width": "20em"})
            who = W.Dropdown(options=self.kinds, value=kind, layout={"width": "10em"})
            rows.append(W.HBox([text, who]))
        self.rows.children = rows

    def setup(self) -> dict[str, Any]:
        """What the form holds: names, the computer's seats, the seed, the projector."""
        names, computer = [], {}
        for seat, row in enumerate(self.rows.children):
            text, who = row.children
            names.append(text.value.strip() or f"{word('player', self.lang)} {seat + 1}")
            if who.value != HUMAN:
                computer[seat] = who.value
        return {"players": names, "computer": computer, "seed": int(self.seed.value), "projector": self.projector.value}

    def _bots(self) -> dict[int, str]:
        return self.setup()["computer"]

    def new_game(self) -> None:
        """A new game from the form (a name the game refuses is said in the status line; nothing changes)."""
        s = self.setup()
        try:
            game = self.info.new_game(s["players"], seed=s["seed"], options=self.options, lang=self.lang)
        except ValueError as refusal:
            self.status.value = f"<b>{_escape(str(refusal))}</b>"
            return
        self.status.value = ""
        for seat in list(self.board.bots):
            self.board.set_bot(seat, None)
        self.board.game = game
        for seat, kind in s["computer"].items():
            self.board.set_bot(seat, kind)

    def _project(self, on: bool) -> None:
        self.board.scale = 1.5 if on else 1.0

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)


def _escape(text: str) -> str:
    import html

    return html.escape(text)


def play_table(
    game: str | Any,
    players: Sequence[str] | None = None,
    computer: Mapping[int, str] | None = None,
    **kwargs: Any,
) -> PlayTable:
    """A game table (see the module docstring); ``game`` is a game's name or its ``GameInfo``."""
    info = game_info(game) if isinstance(game, str) else game
    return PlayTable(info, players, computer, **kwargs)
