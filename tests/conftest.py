"""Loaded first for every suite under tests/: registers the test-only game ``pocket`` (tests/pocket_game),
so that every suite parametrised over ``genesis_nb.games()`` runs over it too. ``tests/`` is on sys.path
(pytest's rootdir-relative import of this conftest), so the package imports by its own name."""

import pocket_game  # noqa: F401  (registers the game)
