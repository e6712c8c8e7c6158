"""The kit's games inside the ecosystem: OpenSpiel (``openspiel``) and PettingZoo (``pettingzoo``).

Both take every game from the registry (``genesis_nb.games()``) and share:

- ``bounds``: the one place that knows how large each game can get (action fields, game length, chance);
- ``codec``: a fixed action space, every action an int and back, derived from the action registry and
  the bounds;
- ``choice``: the ids a player chooses from: the codec's, or, for a game whose codec is too large for a
  mask (the book), one id per field of an action, chosen in steps;
- ``chance``: the rules' draws as explicit chance outcomes (``ScriptedChance``);
- ``features``: what one player may know, as a string and a fixed-size tensor, from ``rules.view``;
- ``table``: a game at a table (rules, bounds, codec, returns) and an episode with explicit chance.

``openspiel_rollouts`` lends OpenSpiel's ``MCTSBot`` an evaluator whose random rollouts the kit's rules play.

``openspiel`` and ``openspiel_rollouts`` need the ``openspiel`` extra (``pip install "genesis_nb[openspiel]"``),
``pettingzoo`` the ``rl`` extra; the shared modules need numpy only (``features``).
"""

from .bounds import GameBounds, bounds_for
from .codec import ActionCodec, CodecError

__all__ = ["GameBounds", "bounds_for", "ActionCodec", "CodecError"]
