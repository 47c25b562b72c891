"""Speedsprit rules: tracks, fuel, cards, state, legal moves, reachability, Ziel-Rechner, ranking.

Pure Python, no pygame. ``GAME`` is the entry point of the game protocol.
"""

from speedgames.sprit.rules.game import GAME, SpritGame
from speedgames.sprit.rules.state import SAFETY_ROUNDS, SpritState

__all__ = ["GAME", "SpritGame", "SpritState", "SAFETY_ROUNDS"]
