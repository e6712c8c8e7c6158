"""The board side of the contract: what a game's board syncs for an observer (needs the lab extra)."""

from __future__ import annotations

import json
from typing import Any


def board_traits(info: Any, game: Any, observer: Any) -> dict[str, str]:
    """The synced values of a board on ``game`` looking through ``observer``'s eyes (as JSON text)."""
    w = info.board(game, observer=observer)
    try:
        return {
            k: json.dumps(getattr(w, k), sort_keys=True, default=str)
            for k in ("view", "legal", "log", "board_data", "error", "seats")
        }
    finally:
        w.close()
