"""Bots for empty seats: each decides from its seat's :class:`Observation` only.

``make_bot("basic", seed=1)`` builds a bot by level; :func:`play_round` plays
a round with a bot in every seat through the checked engine, so a bot cannot
make an illegal move unnoticed. Importing this package registers every level:
``random`` (:mod:`.base`), ``basic`` (:mod:`.basic`) and ``strong`` (:mod:`.strong`).
"""

from four_lanterns.bots.base import LEVELS, Bot, RandomBot, make_bot, play_round
from four_lanterns.bots.basic import BasicBot
from four_lanterns.bots.observation import Observation, observe
from four_lanterns.bots.strong import StrongBot

__all__ = [
    "LEVELS",
    "BasicBot",
    "Bot",
    "Observation",
    "RandomBot",
    "StrongBot",
    "make_bot",
    "observe",
    "play_round",
]
