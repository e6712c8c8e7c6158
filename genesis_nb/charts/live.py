"""Points and pieces held over the rounds, updating live beside a board (a ``jupyter_bokeh`` widget).

Imported only when a live chart is asked for: it needs ipywidgets and jupyter_bokeh.
"""

from __future__ import annotations

from typing import Any

from bokeh.models import ColumnDataSource
from jupyter_bokeh import BokehModel

from .figures import history_figures
from .profiles import profile_for
from .tables import history_columns, history_table


class LiveScores(BokehModel):
    """A ``BokehModel`` widget showing ``scores_over_time`` of a game, redrawn when the game changes.

    Bound to a board widget (anything with a ``game`` attribute and a ``view`` traitlet), it follows
    every change of the board's ``view``. Bound to a bare ``Game``, call ``refresh()`` after playing.
    The numbers are in ``self.source`` (the ColumnDataSource named ``"history"``), whose ``data`` is
    replaced on each refresh, which the front end receives as a patch.

    Note: changes made before the widget is displayed reach a live kernel's view, but not a static
    HTML export (nor Voila), which shows the data as it was when the widget was made.
    """

    def __init__(
        self, target: Any, lang: str = "en", *, profile: Any = None, width: int = 560, height: int = 220, **kwargs: Any
    ) -> None:
        self._live_target = target
        self._live_lang = lang
        self._live_profile = profile
        self._live_size = (width, height)
        self._live_observing = False
        root = self._live_build()
        super().__init__(root, **kwargs)
        if hasattr(target, "observe") and hasattr(target, "game"):
            target.observe(self._live_changed, names="view")
            self._live_observing = True

    @property
    def game(self) -> Any:
        """The game shown: the board widget's current game, or the game given."""
        t = self._live_target
        return t.game if hasattr(t, "observe") and hasattr(t, "game") else t

    @property
    def source(self) -> ColumnDataSource:
        return self._live_source

    def _live_build(self) -> Any:
        game = self.game
        prof = profile_for(self._live_profile if self._live_profile is not None else game)
        table = history_table(game, prof, self._live_lang)
        self._live_source = ColumnDataSource(history_columns(table), name="history")
        width, height = self._live_size
        return history_figures(table, prof, self._live_lang, self._live_source, width=width, height=height)

    def refresh(self) -> None:
        """Redraw from the game as it is now (the board widget's changes call this by themselves)."""
        game = self.game
        if game is None:
            return
        prof = profile_for(self._live_profile if self._live_profile is not None else game)
        data = history_columns(history_table(game, prof, self._live_lang))
        if set(data) == set(self._live_source.data):
            self._live_source.data = data
        else:  # another game with other players: a new figure
            if self._document is not None:
                self._document.remove_on_change(self)
            self.update_from_model(self._live_build())

    def _live_changed(self, change: Any) -> None:
        self.refresh()

    def close(self) -> None:
        """Stop following the board and close the widget (closing twice does nothing more)."""
        if self._live_observing:
            self._live_target.unobserve(self._live_changed, names="view")
            self._live_observing = False
        if not getattr(self, "_live_closed", False):
            self._live_closed = True
            super().close()
