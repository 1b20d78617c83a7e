"""Four Lanterns: four seats in two partnerships, follow suit, no trump.

Importing this package registers the game as ``"four-lanterns"``.
"""

# The engine package imports this game for its defaults; loading the engine
# first means the game's modules never run while the engine is half imported.
import four_lanterns.engine  # noqa: F401
from four_lanterns.engine.registry import register
from four_lanterns.games.four_lanterns.rules import FOUR_LANTERNS, FourLanternsRules, Team

__all__ = ["FOUR_LANTERNS", "FourLanternsRules", "Team"]

register(FOUR_LANTERNS, aliases=("Four Lanterns",))
