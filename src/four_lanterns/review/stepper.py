"""Stepping card by card through a deal's paper trace.

The stepper is a game state on the paper's path: how many of the paper's
plays have been played is the state's own count. Going back walks the
state's ``previous`` chain; going on plays the paper's next cards from the
state. The paper itself (its plays, and how far the engine accepts them) is
worked out once per deal, in :class:`Paper`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from four_lanterns.engine.deal import Deal
from four_lanterns.engine.errors import CodeError, IllegalPlay
from four_lanterns.engine.rules import FOUR_LANTERNS
from four_lanterns.engine.scoring import ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, step_id
from four_lanterns.review.checklist import Checklist, paper_checklist, play_through

__all__ = ["Paper", "TraceStepper", "is_step_id", "parse_step"]

_STEP = re.compile(r"\s*[tT](\d+)\.(\d+)\s*")


# A trick holds one card per seat: Four Lanterns' seats by default. Step ids
# of a game with other seats pass its own count (see TraceStepper.plays_per_trick).
_FOUR_LANTERNS_TRICK = len(FOUR_LANTERNS.seats)


def is_step_id(text: str) -> bool:
    """``text`` has the form of a step id, ``T<trick>.<card>`` both from 1, whether or not
    a trace has that step (``T9.9`` has the form; ``T3-2`` and ``T0.1`` have not)."""
    match = _STEP.fullmatch(text)
    return match is not None and int(match[1]) >= 1 and int(match[2]) >= 1


def parse_step(text: str, plays_per_trick: int = _FOUR_LANTERNS_TRICK) -> int:
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
class Paper:
    """A deal's paper trace as the engine takes it, worked out once.

    Attributes:
        deal: the deal with its paper trace.
        plays: the paper's plays, in order.
        end: how many of them the engine accepts (16 for a legal trace).
        refused: the engine's refusal of the paper's card after ``end``, if any.
    """

    deal: Deal
    plays: tuple[Play, ...]
    end: int
    refused: IllegalPlay | None

    @classmethod
    def of(cls, deal: Deal) -> Paper:
        """The paper of ``deal``: one replay of its trace, to find where the engine stops."""
        plays = tuple(play for row in deal.trace for play in row.plays)
        state, refused = play_through(deal, plays)
        return cls(deal, plays, len(state.plays), refused)


@dataclass(frozen=True, slots=True)
class TraceStepper:
    """A position in the paper trace; every move returns a new stepper.

    The position is the state: nothing else is kept of it, so a screen that
    holds the state can make the stepper of its position at any time with
    :meth:`at`.

    Attributes:
        paper: the deal's paper trace, as the engine takes it.
        variant: the scoring variant whose running scores are compared.
        state: the engine's state after the paper's first ``position`` cards.
    """

    paper: Paper
    variant: ScoringVariant
    state: GameState

    @classmethod
    def start(cls, deal: Deal, variant: ScoringVariant) -> TraceStepper:
        """Before the first card."""
        return cls(Paper.of(deal), variant, deal.new_game())

    @classmethod
    def at(cls, paper: Paper, variant: ScoringVariant, state: GameState) -> TraceStepper:
        """The stepper at ``state``, a state on the paper's path."""
        return cls(paper, variant, state)

    @property
    def deal(self) -> Deal:
        """The deal with its paper trace."""
        return self.paper.deal

    @property
    def plays(self) -> tuple[Play, ...]:
        """The paper's plays, in order."""
        return self.paper.plays

    @property
    def position(self) -> int:
        """How many of the paper's cards have been played (0 to 16)."""
        return len(self.state.plays)

    @property
    def end(self) -> int:
        """The furthest position the engine accepts (16 for a legal trace)."""
        return self.paper.end

    @property
    def refused(self) -> IllegalPlay | None:
        """At the end, the engine's refusal of the paper's next card, if it holds one."""
        return self.paper.refused if self.position == self.paper.end else None

    @property
    def plays_per_trick(self) -> int:
        """Cards in a complete trick: one per seat, so one per hand dealt."""
        return len(self.state.hands)

    @property
    def step(self) -> str:
        """The step id of the last card played (``"T3.2"``), or ``"T1.0"`` at the start."""
        if self.position == 0:
            return "T1.0"
        trick, place = divmod(self.position - 1, self.plays_per_trick)
        return step_id(trick + 1, place + 1)

    @property
    def checklist(self) -> Checklist:
        """The paper against this state, as ``check`` compares it.

        A game scored by its bids (Sticheln) also compares the paper's
        ``[result]`` once the round is over, and reports its points.
        """
        return paper_checklist(self.deal, self.state, self.variant, self.refused)

    def go(self, position: int) -> TraceStepper:
        """The stepper after ``position`` cards (clamped to what the engine accepts).

        Walks from this state: back along ``previous``, on with the paper's
        next cards; the trace is never replayed from the deal.
        """
        target = min(max(0, position), self.paper.end)
        state = self.state
        while len(state.plays) > target and state.previous is not None:
            state = state.previous
        for play in self.paper.plays[len(state.plays) : target]:
            # The paper was played through once already: these cards are accepted.
            state = state.play(play.card, play.seat)
        return TraceStepper(self.paper, self.variant, state)

    def go_to_step(self, text: str) -> TraceStepper:
        """The stepper right after step ``text`` (``"T3.2"``) has been played."""
        return self.go(parse_step(text, self.plays_per_trick))

    def forward(self) -> TraceStepper:
        """One card on."""
        return self.go(self.position + 1)

    def back(self) -> TraceStepper:
        """One card back."""
        return self.go(self.position - 1)

    def with_variant(self, variant: ScoringVariant) -> TraceStepper:
        """The same position scored under ``variant``."""
        return TraceStepper(self.paper, variant, self.state)
