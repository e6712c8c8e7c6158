"""``core.lazy``: a module executed when first read from, and a package's names imported when first asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest

from genesis_nb.core.lazy import lazy_attributes, lazy_module


def test_a_lazy_module_runs_when_first_read_and_is_then_the_module_itself():
    code = (
        "import sys, genesis_nb.core\n"
        "from genesis_nb.core.lazy import lazy_module\n"
        "m = lazy_module('genesis_nb.core.heap')\n"
        "print('genesis_nb.core.heap' in sys.modules, 'frozen_heap' in object.__getattribute__(m, '__dict__'))\n"
        "f = m.frozen_heap\n"
        "import genesis_nb.core.heap as h\n"
        "print(h is m, genesis_nb.core.heap is m, f is h.frozen_heap)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["True", "False", "True", "True", "True"], out.stderr[-2000:]


def test_a_module_imported_already_is_given_as_it_is():
    import genesis_nb.core.chance as chance

    assert lazy_module("genesis_nb.core.chance") is chance


def test_no_such_module_is_refused():
    with pytest.raises(ImportError, match="no_such_module"):
        lazy_module("genesis_nb.core.no_such_module")


def test_a_packages_names_come_from_their_module_and_others_are_refused():
    get = lazy_attributes("genesis_nb.core", {"Chance": "chance"})
    from genesis_nb.core.chance import Chance

    assert get("Chance") is Chance
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        get("Nothing")
