"""The bot interface, the ``random`` level, and a round played by bots."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Protocol

from four_lanterns.bots.observation import Observation, observe
from four_lanterns.engine.cards import Card, Seat
from four_lanterns.engine.deal import Deal
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.state import GameState

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot", "play_round", "register_level"]


class Bot(Protocol):
    """A player for an empty seat. It sees an :class:`Observation`, never the state."""

    @property
    def level(self) -> str:
        """The level's name (``"random"``)."""
        ...

    def bid(self, seen: Observation) -> int:
        """A bid from ``seen.legal_bids``."""
        ...

    def play(self, seen: Observation) -> Card:
        """A card from ``seen.legal_cards``."""
        ...


class RandomBot:
    """Any legal bid, any legal card, drawn from its own seeded generator."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def bid(self, seen: Observation) -> int:
        """A legal bid at random."""
        return self._rng.choice(seen.legal_bids)

    def play(self, seen: Observation) -> Card:
        """A legal card at random."""
        return self._rng.choice(seen.legal_cards)


_LEVELS: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot}

LEVELS: tuple[str, ...] = ("random", "basic", "strong")
"""The levels, weakest first."""


def register_level(name: str, factory: Callable[[int | None], Bot]) -> None:
    """Make ``make_bot(name)`` build bots with ``factory(seed)``."""
    _LEVELS[name] = factory


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of ``level`` (``random``, ``basic``, ``strong``) with its own seed."""
    try:
        factory = _LEVELS[level]
    except KeyError:
        known = ", ".join(name for name in LEVELS if name in _LEVELS)
        raise ValueError(f"{level!r} is not a bot level (expected {known})") from None
    return factory(seed)


def play_round(
    deal: Deal,
    bots: Mapping[Seat, Bot],
    scores: Mapping[Seat, int] | None = None,
    rounds_after: int = 0,
) -> GameState:
    """Play ``deal`` to the end with ``bots[seat]`` deciding for every seat (checked moves).

    ``scores`` (the duel's totals so far) and ``rounds_after`` tell the bots
    where the round stands in a duel.
    """
    state = deal.new_game()
    while True:
        turn = state.turn
        if turn.seat is None:
            return state
        bot = bots[turn.seat]
        seen = observe(state, turn.seat, scores, rounds_after)
        if turn.phase is Phase.BIDDING:
            state = state.bid(bot.bid(seen), turn.seat)
        else:
            state = state.play(bot.play(seen), turn.seat)
