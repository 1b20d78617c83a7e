"""The record of a Sticheln round: what ``trace`` and ``replay`` print about it.

One record feeds the JSON (a contract, below), the table and Markdown, so
they cannot disagree. JSON of a round::

    {"game": "sticheln", "complete": true, "dealer": "N", "trump": "T",
     "bids": {"N": 1, "E": 0, "S": 0, "W": 1},
     "tricks": [{"number": 1, "leader": "N", "led": "A",
                 "plays": ["N:A13", "E:OWL", "S:A1", "W:A7"],
                 "winner": "E", "rule": "owl", "next_leader": null}],
     "taken": {"N": 0, "E": 1, "S": 0, "W": 0},
     "score": {"N": -10, "E": -10, "S": 20, "W": -10},
     "result": null}

``led`` is the suit that binds, or ``null``; ``rule`` is ``owl``, ``moles``,
``trump`` or ``led``; ``bids`` is ``null`` for a round played without bids;
``score`` is ``null`` without bids or before the round ends; ``result`` names
a duel's winners and is ``null`` for a single round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from four_lanterns.engine.cards import Seat, Suit
from four_lanterns.engine.phases import Bid, Phase
from four_lanterns.engine.sides import Score
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, TrickResult
from four_lanterns.games.sticheln.rules import RULE_CODES, StichelnRules
from four_lanterns.games.sticheln.scoring import bids_of, round_points, taken

__all__ = ["RoundRecord", "RoundTrick", "round_record"]


@dataclass(frozen=True, slots=True)
class RoundTrick:
    """One trick of the round; ``result`` and ``next_leader`` are ``None`` while it is played."""

    number: int
    leader: Seat
    led: Suit | None
    plays: tuple[Play, ...]
    result: TrickResult | None
    next_leader: Seat | None

    @property
    def rule(self) -> str | None:
        """The JSON code of the rule that took the trick (``"owl"``)."""
        return RULE_CODES[self.result.rule] if self.result is not None else None

    def as_json(self) -> dict[str, Any]:
        """The trick in the documented JSON shape."""
        return {
            "number": self.number,
            "leader": self.leader.code,
            "led": self.led.code if self.led is not None else None,
            "plays": [play.code for play in self.plays],
            "winner": self.result.winner.code if self.result is not None else None,
            "rule": self.rule,
            "next_leader": self.next_leader.code if self.next_leader is not None else None,
        }


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A Sticheln round so far."""

    rules: StichelnRules
    dealer: Seat
    bids: Score | None
    tricks: tuple[RoundTrick, ...]
    taken: Score
    points: Score | None
    complete: bool
    duel: Score | None = None
    """The duel's totals once this round, its last, is over; ``None`` for any other round."""
    bidding: tuple[Bid, ...] | None = None
    """The bids made so far while the bidding goes on; ``None`` once it is over, or
    in a round played without bids."""

    @property
    def cards_played(self) -> int:
        """Cards played so far."""
        return sum(len(trick.plays) for trick in self.tricks)

    def as_json(self) -> dict[str, Any]:
        """The documented JSON shape of ``trace`` and ``replay`` for a round."""
        trump = self.rules.trump
        return {
            "game": self.rules.name,
            "complete": self.complete,
            "dealer": self.dealer.code,
            "trump": trump.code if trump is not None else None,
            "bids": self.bids.as_dict() if self.bids is not None else None,
            "tricks": [trick.as_json() for trick in self.tricks],
            "taken": self.taken.as_dict(),
            "score": self.points.as_dict() if self.points is not None else None,
            "result": duel_result(self.duel) if self.duel is not None else None,
        }


def duel_result(totals: Score) -> str:
    """A duel's winners as JSON says them: ``"W"``, a shared top total ``"E+W"``, or ``"draw"``."""
    top = max(totals.points)
    winners = [side.code for side in totals.sides if totals[side] == top]
    return "draw" if len(winners) == len(totals.sides) else "+".join(winners)


def round_record(state: GameState, dealer: Seat, before: Score | None = None) -> RoundRecord:
    """The record of the round ``state`` is in; ``dealer`` led its first trick.

    ``before``: the duel's totals before this round, when it is the duel's last.
    """
    rules = state.rules
    assert isinstance(rules, StichelnRules)
    tricks = []
    for trick in state.tricks:
        last = trick.number == rules.hand_size
        tricks.append(
            RoundTrick(
                trick.number,
                trick.leader,
                trick.led,
                trick.plays,
                trick.result,
                None if last else trick.winner,
            )
        )
    if state.trick:
        number = len(state.tricks) + 1
        tricks.append(RoundTrick(number, state.leader, state.led, state.trick, None, None))
    points = round_points(state)
    duel = None
    if before is not None and points is not None and state.is_over:
        duel = Score(points.sides, tuple(map(sum, zip(before.points, points.points, strict=True))))
    bidding = tuple(state.bids) if state.phase is Phase.BIDDING else None
    return RoundRecord(
        rules,
        dealer,
        bids_of(state),
        tuple(tricks),
        taken(state),
        points,
        state.is_over,
        duel,
        bidding,
    )
