"""A game's rule catalogue and its texts (rule summaries, refusal sentences, narration) in several languages.

Each game keeps its texts in a TOML file beside its rules:

    [rules.R-GATHER-VII]
    section = "Turn / a. Gather essence"
    en = "No gathering or switching on day VII."
    nl = "..."
    reading = false              # true for a reading of an ambiguous passage
    option = "..."               # the option that selects the other reading
    forced = "..."               # or, for a reading with no option: why no other reading fits

    [messages.some-key]
    en = "You cannot gather on day {day}."
    nl = "..."
"""

from __future__ import annotations

import os
import string
from typing import TYPE_CHECKING, Any, Iterable, Mapping

if TYPE_CHECKING:
    from .rule import Rule


def count(n: int, word: str) -> dict[str, Any]:
    """A count for a sentence, ``{"n": n, "word": word}``: ``Catalogue.word`` writes it with the right form
    from the messages ``word.<word>.zero`` (if any), ``word.<word>.one`` and ``word.<word>.other``, so no
    sentence says "1 cubes" or "point(s)"."""
    return {"n": int(n), "word": word}


def sentence(text: str, lang: str = "en") -> str:
    """``text`` as the start of a sentence: its first letter upper-case, nothing else changed, so a
    sentence that opens with a player's name ("pink takes a chaos cube.") reads "Pink takes a chaos cube.".
    Quotes or brackets before the first letter stay as they are; a sentence that opens with a digit is
    left alone; Dutch capitalises "ij" as one letter ("IJsbeer") and keeps "'s" and "'t" small ("'s Avonds")."""
    i = 0
    if lang == "nl" and text[:3] in ("'s ", "'t "):
        i = 3
    while i < len(text) and not text[i].isalnum():
        i += 1
    if i >= len(text) or not text[i].islower():
        return text
    if lang == "nl" and text[i : i + 2] == "ij":
        return text[:i] + "IJ" + text[i + 2 :]
    return text[:i] + text[i].upper() + text[i + 1 :]


def beside(file: str, name: str) -> str:
    """The path of the file ``name`` in the folder of the module file ``file`` (a game's ``texts.toml``)."""
    return os.path.join(os.path.dirname(file), name)


def _read_toml(
    path: str | os.PathLike[str], languages: tuple[str, ...]
) -> tuple[list[Rule], Mapping[str, Mapping[str, str]]]:
    """The rules and messages of a catalogue's TOML file."""
    from .rule import Rule
    from .toml import tomllib  # (imported when a catalogue is first read, not with every game)

    with open(path, encoding="utf-8") as f:
        data = tomllib.loads(f.read())
    rules = []
    for rid, entry in data.get("rules", {}).items():
        rules.append(
            Rule(
                id=rid,
                section=entry["section"],
                summary={lang: entry[lang] for lang in languages if lang in entry},
                reading=bool(entry.get("reading", False)),
                option=entry.get("option"),
                forced=entry.get("forced"),
                alternative={
                    lang: entry[f"alternative_{lang}"] for lang in languages if f"alternative_{lang}" in entry
                },
            )
        )
    return rules, data.get("messages", {})


class Catalogue:
    """The rules of one game plus the message templates its engine speaks with."""

    def __init__(
        self,
        game: str,
        rules: Iterable[Rule],
        messages: Mapping[str, Mapping[str, str]],
        languages: tuple[str, ...] = ("en",),
    ) -> None:
        self.game = game
        self.rules: dict[str, Rule] = {r.id: r for r in rules}
        self.messages = {k: dict(v) for k, v in messages.items()}
        self.languages = languages
        #: how a parameter given as ``{"<name>": value}`` is written, per game (``formatters[name](value, lang)``)
        self.formatters: dict[str, Any] = {}
        self._source: str | os.PathLike[str] | None = None  # the TOML file still to read (``from_toml``)
        self._check()

    @classmethod
    def from_toml(cls, game: str, path: str | os.PathLike[str], languages: tuple[str, ...] = ("en",)) -> Catalogue:
        """The catalogue in the TOML file ``path``, read when its rules or messages are first asked for (so
        that importing a game does not parse its texts); a file that is not sound is refused then."""
        cat = cls(game, (), {}, languages)
        del cat.rules, cat.messages  # until read: ``__getattr__`` reads the file on first use
        cat._source = path
        return cat

    def __getattr__(self, name: str) -> Any:
        source = self.__dict__.get("_source")
        if name not in ("rules", "messages") or source is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        rules, messages = _read_toml(source, self.languages)
        self.rules = {r.id: r for r in rules}
        self.messages = {k: dict(v) for k, v in messages.items()}
        self._check()
        self._source = None
        return getattr(self, name)

    def _check(self) -> None:
        for rid, rule in self.rules.items():
            for lang in self.languages:
                if lang not in rule.summary:
                    raise ValueError(f"rule {rid} has no {lang} summary")
        for key, texts in self.messages.items():
            for lang in self.languages:
                if lang not in texts:
                    raise ValueError(f"message {key} has no {lang} text")
            fields = [{f for _, f, _, _ in string.Formatter().parse(t) if f} for t in texts.values()]
            if any(f != fields[0] for f in fields):
                raise ValueError(f"message {key}: languages use different placeholders")

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self.rules

    def __getitem__(self, rule_id: str) -> Rule:
        return self.rules[rule_id]

    def __iter__(self):
        return iter(self.rules.values())

    def __len__(self) -> int:
        return len(self.rules)

    def readings(self) -> list[Rule]:
        """The readings the kit chose where the rulebook is ambiguous."""
        return [r for r in self.rules.values() if r.reading]

    def render(self, key: str, lang: str, params: Mapping[str, Any]) -> str:
        """Fill the message ``key`` in ``lang``; parameters that are themselves message keys are translated.
        A narrated event (a key ``event.*``) is a whole sentence, so it starts with a capital letter even
        when it opens with a player's name (``sentence``)."""
        texts = self.messages.get(key)
        if texts is None:
            if key in self.rules:
                return self.rules[key].text(lang)
            raise KeyError(f"{self.game}: no message {key!r}")
        template = texts.get(lang) or texts["en"]
        text = template.format(**{k: self.word(v, lang) for k, v in params.items()})
        return sentence(text, lang) if key.startswith("event.") else text

    def word(self, value: Any, lang: str) -> Any:
        """Write a parameter in ``lang``: a message key ``word.*`` is translated; a list is translated
        item by item and joined; a count ``{"n": 2, "word": "cube"}`` takes its plural from the messages
        ``word.cube.zero`` (if any), ``word.cube.one`` and ``word.cube.other`` (each holds ``{n}`` where the
        number goes, or stands alone: "no cubes");
        ``{"<name>": value}`` goes to the game's formatter ``formatters[name]``."""
        if isinstance(value, (list, tuple)):
            return ", ".join(str(self.word(v, lang)) for v in value) or "-"
        if isinstance(value, Mapping):
            if "n" in value and "word" in value:
                return self.plural(int(value["n"]), str(value["word"]), lang)
            if len(value) == 1:
                ((name, inner),) = value.items()
                if name in self.formatters:
                    return self.formatters[name](inner, lang)
            return str(value)
        if isinstance(value, str) and value.startswith("word.") and value in self.messages:
            return self.messages[value].get(lang) or self.messages[value]["en"]
        return value

    def plural(self, n: int, word: str, lang: str) -> str:
        """``n`` with the right form of ``word`` (messages ``word.<word>.zero/one/other``)."""
        forms = [f"word.{word}.zero"] if n == 0 else []
        forms += [f"word.{word}.one"] if n == 1 else []
        forms.append(f"word.{word}.other")
        for key in forms:
            texts = self.messages.get(key)
            if texts is not None:
                t = texts.get(lang) or texts["en"]
                return t.format(n=n) if "{n}" in t else t
        return f"{n} {word}"

    def table(self, lang: str = "en") -> list[dict[str, str]]:
        """The catalogue as rows (for a notebook table)."""
        return [
            {
                "id": r.id,
                "section": r.section,
                "rule": r.text(lang),
                "reading": "yes" if r.reading else "",
                "option": r.option or "",
            }
            for r in self.rules.values()
        ]


def __getattr__(name: str) -> Any:
    """``Rule`` (module ``core.rule``), made when a catalogue is first read (PEP 562)."""
    if name == "Rule":
        from .rule import Rule

        return Rule
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
