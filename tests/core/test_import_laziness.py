"""Importing the kit or a game imports nothing of the bots' searches, the charts or Jupyter until used, and the
bots package's ``explain`` is the function whichever way it was imported first."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import genesis_nb
from genesis_nb.registry import own_games

#: modules a game's import must leave alone (prefixes)
NOT_YET = (
    "genesis_nb.bots.explain",
    "genesis_nb.bots.mcts",
    "genesis_nb.bots.hooks",
    "genesis_nb.charts",
    "genesis_nb.board",
    "genesis_nb.explore",
    "IPython",
    "ipywidgets",
    "anywidget",
    "bokeh",
    "pandas",
    "numpy",
    "importlib.resources",
    "zipfile",
    "hashlib",
    "urllib",  # (and the ipaddress it imports: a notation's names are read and written when asked for)
    "ipaddress",
)
#: modules of classes a game's import does not use, each a dataclass made when first asked for (issue 19)
LATER = {
    "genesis_nb.core.picture",
    "genesis_nb.core.rule",
    "genesis_nb.gametype",
    "genesis_nb.book.piecetable",
    "genesis_nb.planet.evaluation",
}


def _imported(code: str) -> list[str]:
    """The modules loaded after running ``code`` in a fresh interpreter."""
    run = code + "\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", run], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.splitlines()[-1])


@pytest.mark.parametrize("name", ["", *own_games()])
def test_importing_the_kit_or_a_game_leaves_searches_charts_and_jupyter_alone(name):
    loaded = _imported(f"import genesis_nb{'.' + name if name else ''}")
    early = [m for m in loaded if m.startswith(NOT_YET) or m in LATER]
    assert not early, f"import genesis_nb{'.' + name if name else ''} imported {early}"


def test_actions_are_made_when_first_used():
    # issue 19: a frozen dataclass costs about as much to make as a bare interpreter's start / 10
    run = (
        "import sys, genesis_nb.planet, genesis_nb.herds.rules as h\n"
        "print(type(sys.modules['genesis_nb.planet.actions']).__name__, len(h._ROWS))\n"
        "g = genesis_nb.planet.new_game(2, seed=1); g.play(g.legal_actions()[0])\n"
        "genesis_nb.herds.new_game(2, seed=1).legal_actions()\n"
        "print(type(sys.modules['genesis_nb.planet.actions']).__name__, len(h._ROWS))"
    )
    out = subprocess.run([sys.executable, "-c", run], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["_LazyModule", "0", "module", "1"]


def test_the_classes_made_later_are_still_where_they_were():
    from genesis_nb.book.state import PieceTable
    from genesis_nb.core import Rule
    from genesis_nb.core.game import Picture
    from genesis_nb.herds.rules import PLACE, PLACE_ONE
    from genesis_nb.planet import Place
    from genesis_nb.planet.state import registry
    from genesis_nb.registry import GameType

    assert Picture("<svg/>").svg == "<svg/>" and Rule("X", "s", {"en": "x"}).text() == "x"
    assert GameType.of(genesis_nb.game("book").rules).hidden_information
    assert PieceTable.build.__self__ is PieceTable and registry.types["place"] is Place
    assert len(PLACE) == len(PLACE_ONE) == 4 and PLACE[0][0].square == 0


def test_the_game_texts_are_read_when_first_used():
    loaded = _imported("import genesis_nb.angels")
    assert "genesis_nb.angels" in loaded
    texts = genesis_nb.game("angels").catalogue
    assert len(texts) > 0 and texts.messages and texts.render("refuse.over", "en", {})


@pytest.mark.parametrize(
    "first",
    [
        "from genesis_nb.bots.explain import LANGS",
        "import genesis_nb.bots.explain",
        "from genesis_nb.bots import explain",
        "import genesis_nb.bots",
    ],
)
def test_bots_explain_is_the_function_whichever_import_came_first(first):
    code = (
        f"{first}\n"
        "import types, genesis_nb.bots as b\n"
        "from genesis_nb.bots import explain, Explanation, RandomBot, MCTSBot, kinds_for\n"
        "from genesis_nb.bots.explain import LANGS, explain as f\n"
        "import genesis_nb.angels\n"
        "assert isinstance(explain, types.FunctionType) and explain is f is b.explain, explain\n"
        "e = explain(RandomBot(1), genesis_nb.angels.new_game(2, seed=1))\n"
        "assert isinstance(e, Explanation) and e.sentence\n"
        "print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]


def test_every_public_name_of_the_bots_package_is_there():
    import genesis_nb.bots as bots

    for name in bots.__all__:
        assert getattr(bots, name) is not None
        assert name in dir(bots)
    with pytest.raises(AttributeError):
        bots.no_such_name  # noqa: B018


def test_a_tournaments_table_imports_no_bokeh():
    """Issue 18: the table of a cooperative game's tournament reads its levels from the game's chart profile;
    importing the charts package for it took Bokeh along (25 MB of a 5,000-game run's 100)."""
    loaded = _imported(
        "from genesis_nb.explore import tournament\n"
        "tournament('planet', ['random'] * 2, games=2, executor='serial', progress=False)\n"
        "import genesis_nb.charts.profiles"
    )
    assert "bokeh" not in loaded
    assert "bokeh" in _imported("from genesis_nb.charts import tournament_chart")


@pytest.mark.parametrize("name", own_games())
def test_importing_a_game_reads_no_board_file(name):
    loaded = _imported(f"import genesis_nb.{name}\nassert 'board' not in genesis_nb.{name}.RULES.__dict__")
    assert "tomllib" not in loaded, f"import genesis_nb.{name} read a TOML file"
    rules = genesis_nb.game(name).rules
    assert rules.board is rules.boards.default_board()


def test_importing_the_book_makes_its_action_classes_when_first_used():
    """Issue 19: the book's 17 action dataclasses were a fifth of its import; they are made when the rules
    first play (or a name of them is read), and are then the same classes whichever way they were reached."""
    code = (
        "import sys, genesis_nb.book as b\n"
        "m = sys.modules.get('genesis_nb.book.actions')\n"
        "print(m is None or 'Flip' not in object.__getattribute__(m, '__dict__'))\n"
        "g = b.new_game(2, seed=1)\n"
        "g.play(g.legal_actions()[0])\n"
        "from genesis_nb.book.actions import Flip, registry\n"
        "print(b.Flip is Flip and b.registry is registry is b.RULES.registry and type(g.steps[0].action) in registry.types.values())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["True", "True"], out.stderr[-2000:]
