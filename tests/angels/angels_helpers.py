"""Positions written in the angels notation, for the angels tests (imported by name)."""


def position(**fields):
    """A 4-player position (gray, purple, yellow, pink) in the notation, with fields overridden.

    Without ``stock`` the stock holds whatever the hands do not."""
    base = {
        "players": "gray,purple,yellow,pink",
        "god": "V-morning",
        "phase": "turns",
        "start": "gray",
        "turn": "gray",
        "stock": None,
        "hands": "1.1.1/1.1.1/1.1.1/1.1.1",
        "void": "-",
        "I": "-",
        "II": "-",
        "III": "-",
        "IV": "-",
        "V": "-",
        "VI": "-",
        "VII": "-",
        "wI": "-",
        "wII": "-",
        "wIII": "-",
        "wIV": "-",
        "wV": "-",
        "wVI": "-",
    }
    unknown = set(fields) - set(base)
    assert not unknown, unknown
    base.update(fields)
    if base["stock"] is None:  # whatever the hands do not hold (4 cubes per essence per player)
        n = len(base["players"].split(","))
        hands = [list(map(int, h.split("."))) for h in base["hands"].split("/")]
        base["stock"] = ".".join(str(4 * n - sum(h[e] for h in hands)) for e in range(3))
    return "angels " + " ".join(f"{k}={v}" for k, v in base.items())
