"""Sticheln's points: an exact bid scores 20 plus 10 a trick; a miss loses 10 a trick."""

from __future__ import annotations

from four_lanterns.engine.phases import Phase
from four_lanterns.engine.sides import Score
from four_lanterns.engine.state import GameState
from four_lanterns.games.sticheln.rules import TAKEN

__all__ = ["EXACT_BONUS", "PER_TRICK", "bids_of", "points", "round_points", "taken"]

EXACT_BONUS = 20
"""Points for making exactly the bid, before the tricks."""
PER_TRICK = 10
"""Points per trick taken with an exact bid; points lost per trick of difference."""


def points(bid: int, tricks: int) -> int:
    """A seat's points for a round: ``points(2, 2) == 40``, ``points(2, 4) == -20``."""
    if bid == tricks:
        return EXACT_BONUS + PER_TRICK * tricks
    return -PER_TRICK * abs(bid - tricks)


def taken(state: GameState) -> Score:
    """Tricks taken so far by each seat."""
    return state.score(TAKEN)


def bids_of(state: GameState) -> Score | None:
    """Each seat's bid, once every seat has bid; ``None`` before, or in a round played without."""
    if len(state.bids) < len(state.rules.seats):
        return None
    made = {bid.seat: bid.tricks for bid in state.bids}
    return Score(state.rules.sides, tuple(made[seat] for seat in state.rules.seats))


def round_points(state: GameState) -> Score | None:
    """Each seat's points once the round is over and every seat has bid, else ``None``."""
    bids = bids_of(state)
    if bids is None or state.phase is not Phase.OVER:
        return None
    tricks = taken(state)
    sides = state.rules.sides
    return Score(sides, tuple(points(bids[side], tricks[side]) for side in sides))
