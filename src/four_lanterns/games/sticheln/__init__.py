"""Sticheln: 60 cards, a turned trump, bids, Owl and Mole jokers, each for themselves.

Importing this package registers the game as ``"sticheln"``.
"""

import four_lanterns.engine  # noqa: F401
from four_lanterns.engine.registry import register
from four_lanterns.games.sticheln.rules import MOLE, OWL, STICHELN, StichelnRules, WinRules

__all__ = ["MOLE", "OWL", "STICHELN", "StichelnRules", "WinRules"]

register(STICHELN)
