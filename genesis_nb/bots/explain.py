"""Why a bot chooses what it chooses: its best few actions with their values, and a sentence.

``explain(bot, game, lang)`` works for every bot: MCTS bots report visit counts and values from their
search; the random bot says that it picks at random; the kit's greedy and heuristic bots report what they
value, action by action; any other bot is reported by its choice alone. The sentence is English or Dutch
(``lang="nl"``) and names actions in the game's own words (``rules.describe``; the game's language when it
has no Dutch). Asking for an explanation does not change the bot: its generator is put back, so the
action it then plays is the one explained.

    >>> from genesis_nb.angels import new_game
    >>> from genesis_nb.bots import explain, RandomBot
    >>> e = explain(RandomBot(1), new_game(2, seed=1))
    >>> e.sentence
    'Random picks one of the 3 legal actions with equal chance; this time: "take a chaos cube".'
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from ..core.chance import Chance

LANGS = ("en", "nl")

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "mcts": "{bot} played out {n} simulations and chooses {best}: from there it reached on average {value} "
        "({visits} of the {n} visits){others}.",
        "ismcts": "{bot} played out {n} simulations, each in a position drawn from what its seat knows, and "
        "chooses {best}: from there it reached on average {value} ({visits} of the {n} visits){others}.",
        "mcts_other": "{action} ({value}, {visits})",
        "visits.one": "1 visit",
        "visits.other": "{n} visits",
        "forced": "{bot} has only one legal action: {best}.",
        "prior": "{bot} plays {best} without a simulation: the game's heuristic, its guide, clearly prefers it.",
        "others": "; next best: {list}",
        "value_win": "{pct} (100% = a sure win)",
        "value_team": "{pct} of the highest team score",
        "random": "Random picks one of the {n} legal actions with equal chance; this time: {best}.",
        "greedy_angels": "Greedy looks one move ahead and values points from day's work, progress toward the "
        "next day's work, cubes in hand and a good resting square: {best} is worth {value}{others}.",
        "greedy_herds": "Greedy plays the tile that would score most if the game ended now: {best} gives it "
        "{points} points ({lead} against the best other player){others}.",
        "heuristic_planet": "The heuristic places each pawn where the need it knows is best met (for a pawn it "
        "cannot see, the average over what the need could be): {best} is worth {value}{others}.",
        "greedy_book": "Greedy values, from what its seat knows, eating (the star points eaten, less traps and "
        "risks), getting out of reach and flipping a little: {best} is worth {value}{others}.",
        "valued_other": "{action} ({value})",
        "herds_other": "{action} ({points} points, {lead})",
        "plain": "{bot} chooses {best}.",
        "then": "; then ",
    },
    "nl": {
        "mcts": "{bot} speelde {n} simulaties uit en kiest {best}: van daaruit haalde het gemiddeld {value} "
        "({visits} van de {n} bezoeken){others}.",
        "ismcts": "{bot} speelde {n} simulaties uit, elk in een stelling getrokken uit wat zijn plaats weet, en "
        "kiest {best}: van daaruit haalde het gemiddeld {value} ({visits} van de {n} bezoeken){others}.",
        "mcts_other": "{action} ({value}, {visits})",
        "visits.one": "1 bezoek",
        "visits.other": "{n} bezoeken",
        "forced": "{bot} heeft maar één toegestane actie: {best}.",
        "prior": "{bot} speelt {best} zonder simulatie: de heuristiek van het spel, zijn gids, verkiest die duidelijk.",
        "others": "; daarna het best: {list}",
        "value_win": "{pct} (100% = zeker winnen)",
        "value_team": "{pct} van de hoogste teamscore",
        "random": "Willekeurig kiest een van de {n} toegestane acties, elk met dezelfde kans; deze keer: {best}.",
        "greedy_angels": "Gretig kijkt één zet vooruit en waardeert punten voor dagwerk, voortgang naar het volgende "
        "dagwerk, blokjes in de hand en een goede rustplaats: {best} is {value} waard{others}.",
        "greedy_herds": "Gretig legt de tegel die het meeste oplevert als het spel nu zou eindigen: {best} geeft "
        "{points} punten ({lead} tegenover de beste andere speler){others}.",
        "heuristic_planet": "De heuristiek legt elke pion waar de behoefte die hij kent het best vervuld wordt (voor "
        "een pion die hij niet kent, het gemiddelde over wat die behoefte kan zijn): {best} is "
        "{value} waard{others}.",
        "greedy_book": "Gretig waardeert, vanuit wat zijn plaats weet, eten (de gegeten sterpunten, min vallen en "
        "risico's), buiten bereik komen en een beetje omdraaien: {best} is {value} waard{others}.",
        "valued_other": "{action} ({value})",
        "herds_other": "{action} ({points} punten, {lead})",
        "plain": "{bot} kiest {best}.",
        "then": "; dan ",
    },
}

BOT_NAMES = {
    "en": {
        "mcts": "MCTS",
        "ismcts": "Information-set MCTS",
        "random": "Random",
        "greedy": "Greedy",
        "heuristic": "The heuristic",
    },
    "nl": {
        "mcts": "MCTS",
        "ismcts": "Informatieverzameling-MCTS",
        "random": "Willekeurig",
        "greedy": "Gretig",
        "heuristic": "De heuristiek",
    },
}


@dataclass(frozen=True)
class Option:
    """One action a bot considered: in words, in JSON, with its value (and visits, for a search)."""

    action: Any
    words: str
    data: dict[str, Any]
    value: float | None = None
    visits: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.data,
            "words": self.words,
            "value": self.value,
            "visits": self.visits,
            "detail": dict(self.detail),
        }


@dataclass(frozen=True)
class Explanation:
    """A bot's choice, its best few options (best first) and a sentence in ``lang``."""

    bot: str
    seat: int | None
    choice: Any
    options: tuple[Option, ...]
    sentence: str
    lang: str
    kind: str = "plain"  # which sentence: mcts, ismcts, random, greedy_<game>, plain
    iterations: int | None = None

    def __str__(self) -> str:
        return self.sentence

    def to_json(self) -> dict[str, Any]:
        """JSON for a hint on a board: the sentence, the chosen action and the options."""
        return {
            "bot": self.bot,
            "seat": self.seat,
            "kind": self.kind,
            "lang": self.lang,
            "sentence": self.sentence,
            "choice": self.options[0].data if self.options else None,
            "options": [o.to_json() for o in self.options],
            "iterations": self.iterations,
        }


# -- words ------------------------------------------------------------------------------------------
def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"explanations are in {', '.join(LANGS)}, not {lang!r}")
    return lang


def words(game: Any, action: Any, lang: str) -> str:
    """An action in the game's words (the Dutch ones where the game has them, else its own language)."""
    rules = game.rules
    langs = tuple(getattr(rules.catalogue, "languages", ("en",)))
    use = lang if lang in langs else "en"
    describe_in = getattr(rules, "describe_in", None)
    if describe_in is not None:
        return str(describe_in(game.state, action, use))
    return str(rules.describe(action, use))


def _bot_name(bot: Any, lang: str) -> str:
    name = str(getattr(bot, "name", type(bot).__name__))
    return BOT_NAMES[lang].get(name, name)


def _pct(v: float) -> str:
    return f"{100 * v:.0f}%"


def _num(v: float) -> str:
    return f"{v:.1f}"


def _visits(n: int, lang: str) -> str:
    return TEXTS[lang]["visits.one" if n == 1 else "visits.other"].format(n=n)


def _option(game: Any, action: Any, lang: str, **kw: Any) -> Option:
    return Option(action, f'"{words(game, action, lang)}"', game.rules.registry.to_json(action), **kw)


@contextlib.contextmanager
def _kept(bot: Any) -> Iterator[None]:
    """Put the bot's generator back afterwards (an explanation does not change what it plays next)."""
    rng = getattr(bot, "rng", None)
    saved = (rng, rng.getstate()) if isinstance(rng, random.Random) else None
    last = getattr(bot, "last", None)
    try:
        yield
    finally:
        if saved is not None:
            saved[0].setstate(saved[1])
        if hasattr(bot, "last"):
            bot.last = last


# -- searches ---------------------------------------------------------------------------------------
def explain_search(bot: Any, game: Any, search: Any, lang: str = "en", top: int = 3) -> Explanation:
    """The explanation of one MCTS search (``bot.search(game)``)."""
    lang = _lang(lang)
    t = TEXTS[lang]
    team = bool(getattr(getattr(bot, "rewarder", None), "team_max", None)) or _team(game)
    value_key = "value_team" if team else "value_win"
    opts = [_option(game, c.action, lang, value=c.value, visits=c.visits) for c in search.choices[:top]]
    name = _bot_name(bot, lang)
    if search.notes.get("forced"):
        sentence = t["forced"].format(bot=name, best=opts[0].words)
        kind = "forced"
    elif search.notes.get("prior"):
        sentence = t["prior"].format(bot=name, best=opts[0].words)
        kind = "prior"
    else:
        others = ""
        if len(opts) > 1:
            listed = "; ".join(
                t["mcts_other"].format(action=o.words, value=_pct(o.value or 0.0), visits=_visits(o.visits or 0, lang))
                for o in opts[1:]
            )
            others = t["others"].format(list=listed)
        kind = "ismcts" if _hidden(game) else "mcts"
        best = opts[0]
        sentence = t[kind].format(
            bot=name,
            n=search.iterations,
            best=best.words,
            value=t[value_key].format(pct=_pct(best.value or 0.0)),
            visits=best.visits,
            others=others,
        )
    return Explanation(
        str(getattr(bot, "name", "mcts")),
        search.seat,
        search.best,
        tuple(opts),
        sentence,
        lang,
        kind,
        search.iterations,
    )


def _team(game: Any) -> bool:
    try:
        from ..registry import game as info_of

        return bool(info_of(game.rules.name).team_score)
    except Exception:
        return False


def _hidden(game: Any) -> bool:
    return bool(getattr(game.rules, "hidden_information", False))


# -- the kit's own bots -------------------------------------------------------------------------------
def _angels_values(bot: Any, game: Any) -> list[tuple[Any, float, dict[str, Any]]]:
    from ..angels.state import SETUP

    rules, s = game.rules, game.state
    me = rules.actor(s)
    out: list[tuple[Any, float, dict[str, Any]]] = []
    if s.phase == SETUP:
        cost = rules.board.cost[1]
        return [(a, float(cost[a.essence]), {}) for a in game.legal_actions()]
    chance = Chance(0)  # angels has no chance; a chance of its own all the same
    for a in game.legal_actions():
        t = s.copy()
        rules.apply(t, a, chance)
        out.append((a, float(bot.value(rules, t, me)), {}))
    return out


def _herds_values(bot: Any, game: Any) -> list[tuple[Any, float, dict[str, Any]]]:
    from ..herds.bots import Evaluator
    from ..herds.rules import TERRAIN_INDEX

    s = game.state
    seat = game.rules.actor(s)
    ev = Evaluator(s, game.rules.options)
    out = []
    seen: dict[tuple[int, int], tuple[int, int]] = {}
    for a in game.legal_actions():
        key = (a.square, TERRAIN_INDEX[a.terrain])
        v = seen.get(key)
        if v is None:
            tot = ev.totals_with(key[0], key[1], seat)
            mine = tot[seat]
            v = seen[key] = (mine, mine - max(x for p, x in enumerate(tot) if p != seat))
        out.append((a, v[0] + v[1] / 1000.0, {"points": v[0], "lead": v[1]}))
    return out


def _planet_values(bot: Any, game: Any) -> list[tuple[Any, float, dict[str, Any]]]:
    from ..planet.bots import _Knowledge

    seat = game.actor
    view = game.view(seat)  # what the heuristic reads: its own seat's view, nothing else
    k = _Knowledge(view)
    reg = game.rules.registry
    return [(a, float(k.value(reg.to_json(a))), {}) for a in game.legal_actions()]


def _book_values(bot: Any, game: Any) -> list[tuple[Any, float, dict[str, Any]]]:
    from ..book.bots import _Context

    seat = game.actor
    view = game.view(seat)
    if view.get("phase") in ("throne", "peek"):
        return [(a, 0.0, {}) for a in game.legal_actions()]
    ctx = _Context(game.rules, view, seat)
    return [(a, float(ctx.value(a)), {}) for a in game.legal_actions()]


#: what the kit's greedy and heuristic bots value, by (game, bot name): action -> value (+ details)
VALUERS: dict[tuple[str, str], tuple[str, Callable[[Any, Any], list[tuple[Any, float, dict[str, Any]]]]]] = {
    ("angels", "greedy"): ("greedy_angels", _angels_values),
    ("herds", "greedy"): ("greedy_herds", _herds_values),
    ("planet", "heuristic"): ("heuristic_planet", _planet_values),
    ("book", "greedy"): ("greedy_book", _book_values),
}


def _lead(v: int, lang: str) -> str:
    return f"{v:+d}"


def explain_valued(
    bot: Any,
    game: Any,
    kind: str,
    valued: Sequence[tuple[Any, float, dict[str, Any]]],
    choice: Any,
    lang: str,
    top: int,
) -> Explanation:
    t = TEXTS[lang]
    ranked = sorted(valued, key=lambda x: x[1], reverse=True)
    # the bot's own choice first (it breaks ties its own way), then the best others
    first = next((x for x in ranked if x[0] == choice), None)
    rest = [x for x in ranked if x[0] != choice]
    chosen = ([first] if first is not None else []) + rest
    opts = [_option(game, a, lang, value=v, detail=d) for a, v, d in chosen[:top]]
    best = opts[0]
    if kind == "greedy_herds":
        listed = "; ".join(
            t["herds_other"].format(action=o.words, points=o.detail["points"], lead=_lead(o.detail["lead"], lang))
            for o in opts[1:]
        )
        others = t["others"].format(list=listed) if listed else ""
        sentence = t[kind].format(
            best=best.words, points=best.detail["points"], lead=_lead(best.detail["lead"], lang), others=others
        )
    else:
        listed = "; ".join(t["valued_other"].format(action=o.words, value=_num(o.value or 0.0)) for o in opts[1:])
        others = t["others"].format(list=listed) if listed else ""
        sentence = t[kind].format(best=best.words, value=_num(best.value or 0.0), others=others)
    return Explanation(str(getattr(bot, "name", "bot")), game.actor, choice, tuple(opts), sentence, lang, kind)


def explain_random(bot: Any, game: Any, choice: Any, lang: str = "en") -> Explanation:
    """The random bot: it picks any legal action with equal chance (and which one it picked)."""
    lang = _lang(lang)
    opt = _option(game, choice, lang)
    text = TEXTS[lang]["random"].format(n=len(game.legal_actions()), best=opt.words)
    return Explanation(str(getattr(bot, "name", "random")), game.actor, choice, (opt,), text, lang, "random")


def explain(bot: Any, game: Any, lang: str = "en", top: int = 3) -> Explanation:
    """Why ``bot`` would choose what it chooses now in ``game`` (it then plays exactly that)."""
    lang = _lang(lang)
    if game.actor is None:
        raise ValueError("the game is over: there is nothing to explain")
    own = getattr(bot, "explain", None)
    if own is not None:
        with _kept(bot):
            return own(game, lang=lang, top=top)
    t = TEXTS[lang]
    with _kept(bot):
        choice = bot.choose(game)
    name = str(getattr(bot, "name", type(bot).__name__))
    if name == "random":
        return explain_random(bot, game, choice, lang)
    found = VALUERS.get((game.rules.name, name))
    if found is not None:
        kind, valuer = found
        try:
            valued = valuer(bot, game)
        except Exception:  # a bot changed under us: say what it chose, no more
            valued = None
        if valued:
            return explain_valued(bot, game, kind, valued, choice, lang, top)
    opt = _option(game, choice, lang)
    return Explanation(
        name, game.actor, choice, (opt,), t["plain"].format(bot=_bot_name(bot, lang), best=opt.words), lang, "plain"
    )
