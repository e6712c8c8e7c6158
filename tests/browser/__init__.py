"""Real-browser tests (a package so their module names never clash with same-named unit tests)."""
