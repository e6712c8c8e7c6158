"""The lesson runner's own words (``words.toml``): progress, refusals of Back and Next, the teacher's summary."""

from __future__ import annotations

from ..core.words import Words

#: ``word(key, lang, **params)``: the word ``key`` in ``lang`` (English where it has none), placeholders filled in
word = Words(__package__, "words.toml")
