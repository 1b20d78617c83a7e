"""Stepping card by card through a deal's paper trace.

The stepper holds the paper's plays and a position: how many of them have
been played. Each position has the exact game state live play would have after
those cards, and the checklist of that state against the paper.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from four_lanterns.engine.deal import Deal
from four_lanterns.engine.errors import CodeError, IllegalPlay
from four_lanterns.engine.scoring import ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, step_id
from four_lanterns.review.checklist import Checklist, build_checklist, play_through

__all__ = ["TraceStepper", "parse_step"]

_STEP = re.compile(r"\s*[tT](\d+)\.(\d+)\s*")


def parse_step(text: str, plays_per_trick: int = 4) -> int:
    """The number of cards played once step ``T3.2`` has been played (here 10)."""
    match = _STEP.fullmatch(text)
    if match is None:
        raise CodeError(
            f"{text!r} is not a step id (expected T<trick>.<card>, like T3.2)", text=text
        )
    trick, position = int(match[1]), int(match[2])
    if trick < 1 or not 1 <= position <= plays_per_trick:
        raise CodeError(
            f"{text!r} is not a step id: the card is 1 to {plays_per_trick} and the trick from 1",
            text=text,
        )
    return (trick - 1) * plays_per_trick + position


@dataclass(frozen=True, slots=True)
class TraceStepper:
    """A position in the paper trace of ``deal``; every move returns a new stepper.

    Attributes:
        deal: the deal with its paper trace.
        variant: the scoring variant whose running scores are compared.
        position: how many of the paper's cards have been played (0 to 16).
        state: the engine's state after those cards.
        refused: the engine's refusal of the paper's next card, if the paper
            holds an illegal play there (the stepper cannot go past it).
    """

    deal: Deal
    variant: ScoringVariant
    position: int
    state: GameState
    refused: IllegalPlay | None = None

    @classmethod
    def start(cls, deal: Deal, variant: ScoringVariant) -> TraceStepper:
        """Before the first card."""
        return cls(deal, variant, 0, deal.new_game()).go(0)

    @property
    def plays(self) -> tuple[Play, ...]:
        """The paper's plays, in order."""
        return tuple(play for row in self.deal.trace for play in row.plays)

    @property
    def end(self) -> int:
        """The furthest position the engine accepts (16 for a legal trace)."""
        return len(play_through(self.deal, self.plays)[0].plays)

    @property
    def step(self) -> str:
        """The step id of the last card played (``"T3.2"``), or ``"T1.0"`` at the start."""
        if self.position == 0:
            return "T1.0"
        return step_id((self.position - 1) // 4 + 1, (self.position - 1) % 4 + 1)

    @property
    def checklist(self) -> Checklist:
        """The paper against this state."""
        return build_checklist(self.deal.trace, self.state, self.variant, self.refused)

    def go(self, position: int) -> TraceStepper:
        """The stepper after ``position`` cards (clamped to what the engine accepts)."""
        plays = self.plays
        state, refused = play_through(self.deal, plays[: max(0, position)])
        played = len(state.plays)
        if refused is None and played < len(plays):
            try:
                state.check(plays[played].card, plays[played].seat)
            except IllegalPlay as error:
                refused = error
        return TraceStepper(self.deal, self.variant, played, state, refused)

    def go_to_step(self, text: str) -> TraceStepper:
        """The stepper right after step ``text`` (``"T3.2"``) has been played."""
        return self.go(parse_step(text))

    def forward(self) -> TraceStepper:
        """One card on."""
        return self.go(self.position + 1)

    def back(self) -> TraceStepper:
        """One card back."""
        return self.go(self.position - 1)

    def with_variant(self, variant: ScoringVariant) -> TraceStepper:
        """The same position scored under ``variant``."""
        return TraceStepper(self.deal, variant, self.position, self.state, self.refused)
