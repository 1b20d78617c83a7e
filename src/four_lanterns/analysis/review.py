"""After a hand: the first play that cost its side part of the best result.

A play is costly when, before it, the side that made it could still reach a
better final result (both teams playing best from there on) than it can
after it. The review walks the hand's plays from the deal and names the first
such play, what it gave away and the card that would have kept the best.
"""

from __future__ import annotations

from dataclasses import dataclass

from four_lanterns.analysis.solver import CardValue, analyze
from four_lanterns.engine.cards import Card, Seat
from four_lanterns.engine.scoring import ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.games.four_lanterns.rules import FourLanternsRules

__all__ = ["CostlyPlay", "first_costly_play"]


@dataclass(frozen=True, slots=True)
class CostlyPlay:
    """The first play that lowered the best result its side could still reach.

    Attributes:
        variant: the scoring variant the points are counted in.
        step: the play's step id (``"T2.1"``).
        seat: the seat that played.
        card: the card it played.
        lost: the points its side gave away (1 or more).
        best: the seat's first best card in hand order, with the final points it kept.
        played: the card played, with the final points best play reaches after it.
    """

    variant: ScoringVariant
    step: str
    seat: Seat
    card: Card
    lost: int
    best: CardValue
    played: CardValue


def _side_points(seat: Seat, value: CardValue) -> int:
    # Partners sit opposite: North and South are the even seats.
    return value.ns if int(seat) % 2 == 0 else value.ew


def first_costly_play(state: GameState, variant: ScoringVariant) -> CostlyPlay | None:
    """The first of ``state``'s plays, from the deal on, that lowered its side's best result.

    ``None`` when every play kept the best result. The hand need not be over.
    Raises ``ValueError`` for another game's state (as :func:`analyze` does).
    """
    if not isinstance(state.rules, FourLanternsRules):
        raise ValueError(f"the solver plays Four Lanterns, not {state.rules.title}")
    position = state.restart()
    for play in state.plays:
        analysis = analyze(position, variant)
        played = next(value for value in analysis.cards if value.card == play.card)
        lost = _side_points(play.seat, analysis.best) - _side_points(play.seat, played)
        if lost > 0:
            return CostlyPlay(
                variant, analysis.step, play.seat, play.card, lost, analysis.best, played
            )
        position = position.play(play.card, play.seat)
    return None
