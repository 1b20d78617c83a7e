"""Scoring variants: how much each trick is worth, applied to a record of tricks.

Scoring reads completed tricks and never the choices behind them, so the same
hand can be scored under any variant without replaying it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from four_lanterns.engine.cards import Team
from four_lanterns.engine.errors import CodeError
from four_lanterns.engine.rules import FOUR_LANTERNS, Ruleset
from four_lanterns.engine.tricks import CompletedTrick

__all__ = [
    "V0",
    "V1",
    "VARIANTS",
    "HandResult",
    "Outcome",
    "Score",
    "ScoringVariant",
    "TrickValues",
    "outcome",
    "running_scores",
    "score",
    "variant_by_code",
]


class ScoringVariant(Protocol):
    """A named rule for the value of each trick."""

    @property
    def code(self) -> str:
        """Short name used on the command line and in files (``"v0"``)."""
        ...

    @property
    def description(self) -> str:
        """What the variant changes, in a few words."""
        ...

    def trick_value(self, number: int, tricks_in_hand: int) -> int:
        """Points for the side that takes trick ``number`` (from 1)."""
        ...


@dataclass(frozen=True, slots=True)
class TrickValues:
    """Every trick is worth ``base``; the last trick is worth ``last``."""

    code: str
    description: str
    base: int = 1
    last: int = 1

    def trick_value(self, number: int, tricks_in_hand: int) -> int:
        """``last`` for the final trick, ``base`` for the others."""
        return self.last if number == tricks_in_hand else self.base


V0: ScoringVariant = TrickValues("v0", "every trick 1")
"""The baseline: every trick is worth one point."""
V1: ScoringVariant = TrickValues("v1", "last trick 2", last=2)
"""Tricks 1 to 3 are worth one point and the last trick two."""
VARIANTS: dict[str, ScoringVariant] = {V0.code: V0, V1.code: V1}
"""The variants by code."""


def variant_by_code(code: str) -> ScoringVariant:
    """Look up ``v0`` or ``v1`` (case-insensitive)."""
    try:
        return VARIANTS[code.strip().lower()]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise CodeError(
            f"{code!r} is not a scoring variant (expected {known})", text=code
        ) from None


@dataclass(frozen=True, slots=True)
class Score:
    """Points of each partnership."""

    ns: int = 0
    ew: int = 0

    def __getitem__(self, team: Team) -> int:
        return self.ns if team is Team.NS else self.ew

    def plus(self, team: Team, points: int) -> Score:
        """This score with ``points`` more for ``team``."""
        if team is Team.NS:
            return Score(self.ns + points, self.ew)
        return Score(self.ns, self.ew + points)

    def as_dict(self) -> dict[str, int]:
        """``{"NS": 2, "EW": 2}``."""
        return {"NS": self.ns, "EW": self.ew}

    def __str__(self) -> str:
        return f"{self.ns}–{self.ew}"


def running_scores(
    tricks: Iterable[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset = FOUR_LANTERNS,
) -> list[Score]:
    """The score after each trick, in trick order."""
    total = Score()
    out = []
    for trick in tricks:
        points = variant.trick_value(trick.number, rules.hand_size)
        total = total.plus(rules.side_of(trick.winner), points)
        out.append(total)
    return out


def score(
    tricks: Sequence[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset = FOUR_LANTERNS,
) -> Score:
    """The score after the given tricks."""
    scores = running_scores(tricks, variant, rules)
    return scores[-1] if scores else Score()


class Outcome(enum.Enum):
    """How a finished hand ended."""

    DRAW = "draw"
    NS = "NS"
    EW = "EW"

    @property
    def winner(self) -> Team | None:
        """The winning team, or ``None`` for a draw."""
        return None if self is Outcome.DRAW else Team(self.value)


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand under one variant: totals and who won.

    Attributes:
        variant: the scoring variant applied.
        score: both teams' totals.
        outcome: draw, or the winning team.
    """

    variant: ScoringVariant
    score: Score
    outcome: Outcome

    @property
    def summary(self) -> str:
        """``"draw 2–2"`` or ``"E/W win 3–2"``."""
        if self.outcome is Outcome.DRAW:
            return f"draw {self.score.ns}–{self.score.ew}"
        team = Team(self.outcome.value)
        mine, theirs = self.score[team], self.score[Team.EW if team is Team.NS else Team.NS]
        return f"{team.label} win {mine}–{theirs}"


def outcome(
    tricks: Sequence[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset = FOUR_LANTERNS,
) -> HandResult | None:
    """The result of a complete hand, or ``None`` while tricks remain."""
    if len(tricks) < rules.hand_size:
        return None
    total = score(tricks, variant, rules)
    if total.ns == total.ew:
        result = Outcome.DRAW
    else:
        result = Outcome.NS if total.ns > total.ew else Outcome.EW
    return HandResult(variant, total, result)
