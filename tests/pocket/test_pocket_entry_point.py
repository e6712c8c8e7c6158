"""The other way in: a game found through the entry-point group ``genesis_nb.games`` (as an installed
package would declare it) is registered by ``genesis_nb.games()`` without any import by hand."""

from __future__ import annotations

import importlib.metadata

import pocket_game

import genesis_nb
from genesis_nb import registry


def test_an_entry_point_naming_the_games_info_registers_it(monkeypatch):
    ep = importlib.metadata.EntryPoint(name="pocket", value="pocket_game:INFO", group=registry.ENTRY_POINTS)
    monkeypatch.setattr(
        importlib.metadata, "entry_points", lambda group=None: [ep] if group == registry.ENTRY_POINTS else []
    )
    monkeypatch.setattr(registry, "_LOADED_ENTRY_POINTS", False)
    monkeypatch.delitem(registry._GAMES, "pocket")
    assert "pocket" not in registry._GAMES
    assert genesis_nb.games()["pocket"] is pocket_game.INFO
    assert genesis_nb.game("pocket").type.hidden_information
