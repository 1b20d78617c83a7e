"""Phases of a hand and whose decision it is.

A hand starts with chance (the deal), may have a bidding phase (when the
rule set has one: ``rules.bidding``), then the play, then it is over.
:attr:`GameState.turn` says which, and who decides: the seat to bid or play,
or nobody (chance, or a finished hand), like OpenSpiel's ``current_player``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from four_lanterns.engine.cards import Seat

__all__ = ["Bid", "Phase", "Turn"]


class Phase(enum.Enum):
    """Where a hand is: dealing, bidding, playing, or over."""

    CHANCE = "chance"
    """Nothing dealt yet: the next event is the deal, decided by no seat."""
    BIDDING = "bidding"
    """Each seat in turn bids how many tricks it will take."""
    PLAY = "play"
    """Cards are played to tricks."""
    OVER = "over"
    """Every trick is complete."""


@dataclass(frozen=True, slots=True)
class Turn:
    """Whose decision it is: the phase, and the seat to bid or play (``None`` for nobody)."""

    phase: Phase
    seat: Seat | None = None


class Bid(NamedTuple):
    """A seat's bid: the number of tricks it means to take."""

    seat: Seat
    tricks: int

    @property
    def code(self) -> str:
        """The compact code (``"E:2"``)."""
        return f"{self.seat.code}:{self.tricks}"
