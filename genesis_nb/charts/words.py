"""The charts' words in English and Dutch (titles, axes, legends). Our own short wording throughout.

A game's profile may add or override words (``ChartProfile.words``); a language missing for a word
falls back to English.
"""

from __future__ import annotations

from typing import Mapping

LANGS = ("en", "nl")

WORDS: dict[str, dict[str, str]] = {
    # score breakdown
    "title.final": {"en": "Final score", "nl": "Eindstand"},
    "title.so_far": {"en": "Score so far (round {round})", "nl": "Stand tot nu toe (ronde {round})"},
    "axis.player": {"en": "Player", "nl": "Speler"},
    "axis.points": {"en": "Points", "nl": "Punten"},
    "legend.category": {"en": "Points from", "nl": "Punten uit"},
    "legend.below_zero": {"en": "{label}: below 0", "nl": "{label}: onder 0"},
    "mark.winner": {"en": "winner", "nl": "winnaar"},
    "mark.wins": {"en": "wins", "nl": "wint"},
    "extra.generic": {"en": "not a player", "nl": "geen speler"},
    "hover.total": {"en": "total", "nl": "totaal"},
    # over the rounds
    "title.points_over_time": {"en": "Points over the rounds", "nl": "Punten per ronde"},
    "note.points_over_time": {
        "en": "the score if the game ended at that moment",
        "nl": "de score als het spel op dat moment eindigde",
    },
    "title.held": {"en": "Held over the rounds", "nl": "In bezit per ronde"},
    "axis.held": {"en": "Pieces", "nl": "Stukken"},
    "axis.round": {"en": "Round", "nl": "Ronde"},
    "axis.ply": {"en": "Actions played", "nl": "Gespeelde acties"},
    "x.end": {"en": "end", "nl": "einde"},
    "x.now": {"en": "now", "nl": "nu"},
    "x.start": {"en": "start", "nl": "begin"},
    "x.round": {"en": "round {round}", "nl": "ronde {round}"},
    "x.before": {"en": "before round {round}", "nl": "voor ronde {round}"},
    "x.round_now": {"en": "round {round}, now", "nl": "ronde {round}, nu"},
    # outcomes of many games
    "title.outcomes": {
        "en": "{n} games played by bots ({players} players: {bots})",
        "nl": "{n} partijen gespeeld door bots ({players} spelers: {bots})",
    },
    "title.outcomes.one": {
        "en": "1 game played by bots ({players} players: {bots})",
        "nl": "1 partij gespeeld door bots ({players} spelers: {bots})",
    },
    "title.win_seat": {"en": "Who wins, by seat", "nl": "Wie wint, per plaats"},
    "title.win_bot": {"en": "Who wins, by bot", "nl": "Wie wint, per bot"},
    "title.win_scores": {"en": "Winning scores", "nl": "Winnende scores"},
    "axis.share": {"en": "Share of games won", "nl": "Aandeel gewonnen partijen"},
    "axis.win_rate": {"en": "Games won per game played", "nl": "Gewonnen per gespeelde partij"},
    "axis.games": {"en": "Games", "nl": "Partijen"},
    "axis.winning_score": {"en": "Winning score (points)", "nl": "Winnende score (punten)"},
    "axis.seat": {"en": "Seat (1 = first in the set-up)", "nl": "Plaats (1 = eerste bij de opzet)"},
    "axis.bot": {"en": "Bot", "nl": "Bot"},
    "seat": {"en": "Seat {n}", "nl": "Plaats {n}"},
    "equal_share": {"en": "equal share", "nl": "gelijk deel"},
    "won.player": {"en": "a player won", "nl": "een speler won"},
    "won.extra": {"en": "nobody won", "nl": "niemand won"},
    "shared_note": {"en": "a shared win counts as a part", "nl": "een gedeelde winst telt naar rato"},
    # outcomes of many games of a cooperative game (one team score, a level)
    "title.levels": {"en": "Levels reached", "nl": "Bereikte niveaus"},
    "axis.level": {"en": "Level ({players} players)", "nl": "Niveau ({players} spelers)"},
    "axis.share_games": {"en": "Share of games", "nl": "Aandeel partijen"},
    "title.team_scores": {"en": "Team scores", "nl": "Teamscores"},
    "axis.team_score": {"en": "Team score (points)", "nl": "Teamscore (punten)"},
    "title.row_means": {"en": "Mean points per part of the board", "nl": "Gemiddelde punten per deel van het bord"},
    "axis.mean_points": {"en": "Mean points per game", "nl": "Gemiddelde punten per partij"},
}


def word(key: str, lang: str = "en", extra: Mapping[str, Mapping[str, str]] | None = None, **params: object) -> str:
    """The word ``key`` in ``lang`` (game words in ``extra`` first), with ``{params}`` filled in; with
    ``n=1`` the form ``<key>.one`` where there is one ("1 game", not "1 games")."""
    if lang not in LANGS:
        raise ValueError(f"charts speak {', '.join(LANGS)}, not {lang!r}")
    if params.get("n") == 1 and (f"{key}.one" in WORDS or (extra is not None and f"{key}.one" in extra)):
        key = f"{key}.one"
    table = extra.get(key) if extra is not None else None
    if table is None:
        table = WORDS.get(key)
    if table is None:
        raise KeyError(f"no chart word {key!r}")
    text = table.get(lang) or table["en"]
    return text.format(**params) if params else text
