"""The values a board syncs, built from its session: the view for the observer (with ``view["ui"]``), the
legal actions in the one wire format, the log, the refusal's sentence, and the fixed data and words.

``view["ui"]``: ply, total, present, can_undo, can_redo, actor, human_turn, decides, bot_next, observer,
seat, handoff, holding, reveal_all, hidden, languages, hints, last_seat, and the spec's ``ui_extra``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ..picture_memo import VIEWS
from .drawing import drawing_svg, pack
from .legal import legal_wire, no_legal

if TYPE_CHECKING:
    from .session import BoardSession


#: the bytes one update may take, less room for the small values beside the view, the log and the legal actions
UPDATE_BYTES = 16 * 1024 - 1024


def synced_values(session: BoardSession) -> dict[str, Any]:
    """Every value ``refresh`` builds (texts, board_data, view, legal, log, history_len, ply, error, drawing), for
    the position shown and its observer."""
    spec = session.spec
    g = session.game
    rules = g.rules
    lang = session.lang
    n = len(g.steps)
    ply = session.shown_ply
    state = g.state_at(ply)
    obs = session.shown_to()
    actor = rules.actor(state)
    handoff = session.handoff
    holding = session.holding
    decides = session.decides(actor) and handoff is None and holding is None
    bots = session.bots
    # the view the picture draws from too (kept: it is not changed here, only a copy of its top level)
    view = spec.dress(dict(VIEWS.view(g, ply, obs)), rules, lang)
    scores = view.get("scores")
    if isinstance(scores, dict) and any(_word_label(row) for row in scores.get("rows", [])):
        rows = [  # a fixed row's label in the board's words
            {**row, "label": str(rules.catalogue.word(row["label"], lang))} if _word_label(row) else row
            for row in scores["rows"]
        ]
        view["scores"] = {**scores, "rows": rows}
    last = g.steps[ply - 1] if ply > 0 else None
    view["ui"] = {
        "ply": ply,
        "total": n,
        "present": ply == n,
        "can_undo": g.can_undo,
        "can_redo": g.can_redo,
        "actor": actor,
        "human_turn": actor is not None and actor not in bots,
        "decides": decides,
        "bot_next": session.bot_may_move(),
        "observer": obs,
        "seat": session.screen.seat,
        "handoff": handoff,
        "holding": holding,
        "reveal_all": session.reveal_all,
        "hidden": session.hidden,
        "languages": list(spec.texts.languages),
        "hints": session.judge is None,  # an exercise's board gives no hints (they would give answers)
        "last_seat": last.actor if last is not None else None,
        **spec.ui_extra(g, ply, obs, lang),
    }
    log = session.log.update(g, lang, obs)
    drawing = b""
    if spec.drawn:
        view_for_toggles = view
        # the board is the game's picture: the browser needs of the view only what the shell reads
        projected = session.values["scale"] > 1  # the projector mode: js/shell_band.js reads the picture's notes
        drawing = pack(drawing_svg(spec, g, ply, obs, lang, session.values["prefs"], session.focus, projected))
        view = shell_view(view)
        view["ui"]["toggles"] = spec.toggles(view_for_toggles, session.values["prefs"], lang)
        view["ui"]["pointer"] = list(session.pointer)
    if decides:
        # what is left of one update's bytes once the view, the drawing and the log are in it goes to the
        # legal actions
        room = UPDATE_BYTES - len(json.dumps(view, ensure_ascii=False)) - len(json.dumps(log, ensure_ascii=False))
        room -= len(drawing)
        legal = legal_wire(
            spec,
            rules,
            state,
            rules.legal_actions(state),
            ply,
            actor,
            lang,
            limit=room,
            offer_refused=session.offer_refused,
        )
    else:
        legal = no_legal(ply, actor)
    return {
        "texts": spec.texts.texts(lang),
        "board_data": spec.board_data(g),
        "view": view,
        "legal": legal,
        "log": log,
        "history_len": n,
        "ply": ply,
        "error": session.error_text(),
        "drawing": drawing,
    }


def _word_label(row: Any) -> bool:
    """Whether a score row's label is a word of the game's catalogue (``word.*``), to be said in the board's words."""
    return isinstance(row, dict) and isinstance(row.get("label"), str) and row["label"].startswith("word.")


#: what the shell reads of a view (its status, turn box, end table and names); a drawn board needs no more
SHELL_VIEW = ("ui", "over", "scores", "actor")


def shell_view(view: dict[str, Any]) -> dict[str, Any]:
    """The parts of a dressed view the shell itself reads (a drawn board's picture carries the rest)."""
    out = {k: view[k] for k in SHELL_VIEW if k in view}
    players = view.get("players")
    if isinstance(players, list):
        out["players"] = [{"name": p.get("name")} if isinstance(p, dict) else {"name": str(p)} for p in players]
    return out
