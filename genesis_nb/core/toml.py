"""TOML reading on every supported Python (tomllib from 3.11, tomli before)."""

import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["tomllib"]
