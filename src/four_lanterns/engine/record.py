"""The record of a hand as rows a reviewer reads: one per trick, scored.

The command line, the card table and review reports all print this record,
so they cannot disagree about a winner or a running score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from four_lanterns.engine.cards import Seat, Suit
from four_lanterns.engine.scoring import HandResult, Score, ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, TrickResult

__all__ = ["HandRecord", "TrickRow", "hand_record"]


@dataclass(frozen=True, slots=True)
class TrickRow:
    """One trick as the checklist shows it.

    ``winner``, ``reason``, ``value``, ``score`` and ``next_leader`` are
    ``None`` while the trick is still being played.
    """

    number: int
    leader: Seat
    led: Suit | None
    plays: tuple[Play, ...]
    result: TrickResult | None
    value: int | None
    score: Score | None
    next_leader: Seat | None
    last: bool

    @property
    def complete(self) -> bool:
        """True when every seat has played to the trick and it is scored."""
        return self.result is not None

    @property
    def winner(self) -> Seat | None:
        """The seat that took the trick, once complete."""
        return self.result.winner if self.result else None

    def as_json(self) -> dict[str, Any]:
        """The trick in the documented JSON shape."""
        return {
            "number": self.number,
            "leader": self.leader.code,
            "led": self.led.code if self.led is not None else None,
            "plays": [play.code for play in self.plays],
            "winner": self.winner.code if self.winner is not None else None,
            "reason": self.result.reason if self.result else None,
            "value": self.value,
            "score": self.score.as_dict() if self.score else None,
            "next_leader": self.next_leader.code if self.next_leader is not None else None,
        }


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand so far, scored under one variant."""

    variant: ScoringVariant
    tricks: tuple[TrickRow, ...]
    score: Score
    result: HandResult | None
    cards_in_hand: int
    """How many cards a complete hand plays."""

    @property
    def complete(self) -> bool:
        """True once all tricks are played."""
        return self.result is not None

    def as_json(self) -> dict[str, Any]:
        """The documented JSON shape of ``trace`` and ``replay``."""
        return {
            "variant": self.variant.code,
            "complete": self.complete,
            "tricks": [row.as_json() for row in self.tricks],
            "score": self.score.as_dict(),
            "result": self.result.code if self.result else None,
        }


def hand_record(state: GameState, variant: ScoringVariant) -> HandRecord:
    """Every completed trick of ``state`` and the one in progress, scored."""
    rows = []
    scores = state.running_scores(variant)
    size = state.rules.hand_size
    for trick, total in zip(state.tricks, scores, strict=True):
        last = trick.number == size
        rows.append(
            TrickRow(
                trick.number,
                trick.leader,
                trick.led,
                trick.plays,
                trick.result,
                variant.trick_value(trick.number, size),
                total,
                None if last else trick.winner,
                last,
            )
        )
    led = state.led
    if state.trick:
        number = len(state.tricks) + 1
        rows.append(
            TrickRow(
                number,
                state.leader,
                led,
                state.trick,
                None,
                None,
                None,
                None,
                number == size,
            )
        )
    return HandRecord(
        variant,
        tuple(rows),
        state.score(variant),
        state.result(variant),
        len(state.rules.deck),
    )
