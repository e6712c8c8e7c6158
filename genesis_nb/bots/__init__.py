"""Bots over the common game contract: each picks one of ``game.legal_actions()``."""

from .base import Bot, RandomBot, play_out

__all__ = ["Bot", "RandomBot", "play_out"]
