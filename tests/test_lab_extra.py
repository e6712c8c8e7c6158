"""Without the lab extra, a board says which extra to install (not a bare ModuleNotFoundError: traitlets)."""

from __future__ import annotations

import importlib
import sys

import pytest

from genesis_nb._lab import require_lab

GAMES = ["angels", "herds", "planet"]


@pytest.mark.parametrize("missing", [("traitlets",), ("anywidget",), ("traitlets", "anywidget")])
@pytest.mark.parametrize("game", GAMES)
def test_board_without_the_lab_extra_names_the_extra(game, missing, monkeypatch):
    for name in missing:
        monkeypatch.setitem(sys.modules, name, None)  # `import name` now fails as if it were not installed
    front = importlib.import_module(f"genesis_nb.{game}")
    with pytest.raises(ImportError) as info:
        front.board(players=["Ann", "Bo"], seed=1)
    message = str(info.value)
    assert 'pip install "genesis_nb[lab]"' in message
    assert "scripts/setup_and_open.sh" in message
    assert f"genesis_nb.{game}.board" in message
    for name in missing:
        assert f"no {name}" in message
    assert info.value.name == missing[0]
    assert not isinstance(info.value, ModuleNotFoundError)


def test_require_lab_is_quiet_when_the_extra_is_there():
    pytest.importorskip("traitlets")
    pytest.importorskip("anywidget")
    require_lab()
    require_lab("a chart", ("json",))


def test_require_lab_names_other_modules_it_is_asked_for(monkeypatch):
    monkeypatch.setitem(sys.modules, "bokeh", None)
    with pytest.raises(ImportError, match=r"^a chart needs genesis_nb's lab extra.*\(no bokeh\)"):
        require_lab("a chart", ("bokeh",))


def test_the_message_names_the_light_widgets_extra_too(monkeypatch):
    monkeypatch.setitem(sys.modules, "anywidget", None)
    with pytest.raises(ImportError, match=r'"genesis_nb\[widgets\]": the boards and charts alone'):
        require_lab()
